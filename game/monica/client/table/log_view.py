"""A scrollable view of the game log, for the table and the results screen.

It follows the newest line until the player scrolls back: with the mouse
wheel, by dragging the text, or with the arrow buttons on its right edge.
Wrapped lines are cached per log length, width and language, so drawing stays
cheap and a language switch re-phrases the whole log.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.client import gfx, theme
from game.client.widgets import draw_panel
from game.monica.client.table.log import Entry, GameLog

ARROW = 48                # a touch target
COLORS = {"turn": theme.SEA_DARK, "line": theme.INK, "score": (28, 120, 60),
          "loss": theme.NEGATIVE_DARK, "note": theme.INK_SOFT}


class LogView:
    def __init__(self, log: GameLog, rect: Callable[[], pygame.Rect] | pygame.Rect,
                 size: int = 19) -> None:
        self.log = log
        self._rect = rect
        self.size = size
        self.back = 0                 # wrapped lines scrolled back from the newest
        self.dragging: float | None = None
        self._wrapped: list[tuple[str, str]] = []
        self._key: tuple = ()

    # -- geometry ------------------------------------------------------------------
    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self._rect() if callable(self._rect) else self._rect)

    @property
    def text_rect(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + 10, r.y + 8, r.w - ARROW - 18, r.h - 16)

    def up_rect(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.right - ARROW - 4, r.y + 4, ARROW, ARROW)

    def down_rect(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.right - ARROW - 4, r.bottom - ARROW - 4, ARROW, ARROW)

    @property
    def line_h(self) -> int:
        return gfx.font(self.size).get_linesize()

    def wrapped(self) -> list[tuple[str, str]]:
        lang = self.log.words.language
        key = (len(self.log), self.text_rect.w, self.size, lang)
        if key != self._key:
            self._key = key
            out: list[tuple[str, str]] = []
            for e in self.log.entries:
                bold = e.style == "turn"
                for line in gfx.wrap(e.phrase(lang), self.size, self.text_rect.w, bold):
                    out.append((line, e.style))
            self._wrapped = out
        return self._wrapped

    @property
    def visible(self) -> int:
        return max(1, self.text_rect.h // self.line_h)

    @property
    def max_back(self) -> int:
        return max(0, len(self.wrapped()) - self.visible)

    def scroll(self, lines: int) -> None:
        """Positive: back in time (up)."""
        self.back = max(0, min(self.max_back, self.back + lines))

    # -- input ---------------------------------------------------------------------
    def wheel(self, dy: int) -> None:
        self.scroll(dy * 3)

    def press(self, pos: tuple[int, int]) -> bool:
        """A press on the log: arrows scroll, elsewhere starts a drag. True if used."""
        if not self.rect.collidepoint(pos):
            return False
        if self.up_rect().collidepoint(pos):
            self.scroll(self.visible - 1)
        elif self.down_rect().collidepoint(pos):
            self.scroll(-(self.visible - 1))
        else:
            self.dragging = 0.0
        return True

    def drag(self, pos: tuple[int, int], rel: tuple[int, int]) -> None:
        if self.dragging is None:
            return
        self.dragging += rel[1]
        steps = int(self.dragging / self.line_h)
        if steps:
            self.scroll(steps)
            self.dragging -= steps * self.line_h

    def release(self) -> None:
        self.dragging = None

    # -- drawing ---------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, panel: bool = True) -> None:
        r = self.rect
        if panel:
            draw_panel(canvas, r, theme.PANEL, theme.PANEL_EDGE, 12, alpha=235)
        lines = self.wrapped()
        self.back = min(self.back, self.max_back)
        end = len(lines) - self.back
        shown = lines[max(0, end - self.visible):end]
        tr = self.text_rect
        y = tr.y
        lh = self.line_h
        for text, style in shown:
            canvas.blit(gfx.text(text, self.size, COLORS.get(style, theme.INK), style == "turn"),
                        (tr.x, y))
            y += lh
        self._arrow(canvas, self.up_rect(), -1, self.back < self.max_back)
        self._arrow(canvas, self.down_rect(), 1, self.back > 0)
        if self.max_back:
            track = pygame.Rect(self.up_rect().centerx - 3, self.up_rect().bottom + 6, 6,
                                self.down_rect().y - self.up_rect().bottom - 12)
            pygame.draw.rect(canvas, theme.SAND_DARK, track, border_radius=3)
            k = self.visible / len(lines)
            h = max(24, int(track.h * k))
            pos = 1 - self.back / self.max_back
            pygame.draw.rect(canvas, theme.SEA, (track.x, track.y + int((track.h - h) * pos),
                                                 track.w, h), border_radius=3)

    @staticmethod
    def _arrow(canvas: pygame.Surface, r: pygame.Rect, direction: int, on: bool) -> None:
        color = theme.BUTTON if on else theme.DISABLED
        pygame.draw.rect(canvas, color, r, border_radius=8)
        cx, cy = r.center
        pts = [(cx - 10, cy - 5 * direction), (cx + 10, cy - 5 * direction),
               (cx, cy + 7 * direction)]
        pygame.draw.polygon(canvas, theme.BUTTON_TEXT, pts)


def entries_of(texts: list[str]) -> GameLog:
    """A log made of plain lines (e.g. from a saved game)."""
    return GameLog([Entry(text) for text in texts])
