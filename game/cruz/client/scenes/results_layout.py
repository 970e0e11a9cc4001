"""Where Santa Cruz's results put things, for the canvas they are drawn on.

The landscape canvas (1920x1080) keeps its wide panel: the winner's line on
top, the row labels in a broad column on the left, a column per player and
one row of buttons. A portrait canvas (the kiosk's 1080x1920) gets a tall
panel: the winner's stone and line in front at the top, a narrower label
column with a column per player, rows as tall as the screen allows (text never
under a label's size, 24 px: 16 px in the smallest portrait window), and the
buttons two to a row at the bottom, large enough for a finger.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client import theme

BOX = pygame.Rect(80, 30, 1760, 1020)       # the landscape panel
TALL_MARGIN = 24
TALL_BUTTON_H = 96                          # touch-sized
TALL_GAP = 18
TALL_ROW_MAX = 46
TALL_LABEL_W = 330                          # the row labels' column


@dataclass(frozen=True)
class ResultsLayout:
    box: pygame.Rect
    tall: bool
    title_y: int                 # the winner's line (its centre)
    winner_stone: pygame.Rect | None    # portrait: the winner's stone, large, above it
    label_w: int                 # the row labels' column
    head_y: int                  # the players' stones
    stone: int                   # their size
    names_h: int                 # room under a stone for "1. name" (wraps on portrait)
    rows_y: int                  # the first row
    rows_end: int                # no row starts below this
    front: pygame.Rect           # the winner's column, highlighted
    row_h: int
    line_size: int
    head_size: int
    buttons: tuple[pygame.Rect, ...]
    button_size: int

    @property
    def left(self) -> int:
        return self.box.x + 40

    def col_w(self, players: int) -> int:
        return (self.box.w - 80 - self.label_w) // max(1, players)


def results_layout(canvas: tuple[int, int], buttons: int, rows: int,
                   extra: int = 0) -> ResultsLayout:
    """The layout for ``canvas`` with ``buttons`` buttons and ``rows`` lines
    (``extra``: pixels more for labels on two lines, portrait only)."""
    w, h = canvas
    if h > w:
        return _tall(w, h, buttons, rows, extra)
    y = BOX.y + 86
    each = (BOX.w - 80 + 20) // max(1, buttons)
    bar = tuple(pygame.Rect(BOX.x + 40 + k * each, BOX.bottom - 90, each - 20, 70)
                for k in range(buttons))
    return ResultsLayout(BOX, False, BOX.y + 44, None, 560, y, 40, 38, y + 84,
                         BOX.bottom - 130, pygame.Rect(0, y - 6, 0, BOX.bottom - 120 - y),
                         27, theme.BODY, theme.LABEL, bar, 24)


def _tall(w: int, h: int, buttons: int, rows: int, extra: int) -> ResultsLayout:
    box = pygame.Rect(TALL_MARGIN, TALL_MARGIN, w - 2 * TALL_MARGIN, h - 2 * TALL_MARGIN)
    stone = pygame.Rect(0, 0, 88, 88)
    stone.midtop = (box.centerx, box.y + 28)
    title_y = stone.bottom + 52
    head_y = title_y + 70
    rows_y = head_y + 56 + 70                 # a stone, then a name on up to two lines
    lines = (buttons + 1) // 2
    top = box.bottom - 30 - lines * TALL_BUTTON_H - (lines - 1) * TALL_GAP
    bar: list[pygame.Rect] = []
    half = (box.w - 80 - TALL_GAP) // 2
    for k in range(buttons):
        y = top + (k // 2) * (TALL_BUTTON_H + TALL_GAP)
        alone = k == buttons - 1 and buttons % 2      # the last of an odd count: the whole row
        x = box.x + 40 + (k % 2) * (half + TALL_GAP)
        bar.append(pygame.Rect(x, y, box.w - 80 if alone else half, TALL_BUTTON_H))
    room = top - 30 - rows_y
    row_h = max(theme.LABEL + 6, min(TALL_ROW_MAX, (room - extra) // max(1, rows)))
    bottom = min(rows_y + rows * row_h + extra + 8, top - 16)
    front = pygame.Rect(0, head_y - 8, 0, bottom - (head_y - 8))
    return ResultsLayout(box, True, title_y, stone, TALL_LABEL_W, head_y, 52, 70, rows_y,
                         top - 24 - row_h,
                         front, row_h, theme.LABEL, theme.SUBHEAD, tuple(bar), theme.SUBHEAD)
