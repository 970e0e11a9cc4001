"""The attract loop's caption, for any game: a panel teaching one rule (a title
and a sentence), dots saying which caption of how many, and at its foot the
calls to action, the first one ("Touch to play") pulsing. The game says where
the panel sits on its table and which captions it has."""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.client import gfx, theme
from game.client.widgets import draw_panel, draw_text, draw_wrapped

CALL = (40, 150, 80)
LEARN = (214, 104, 40)    # "Learn to play"
CALL_H, CALL_GAP = 72, 12
TIP_TIME = 7.0            # seconds per caption


@dataclass(frozen=True)
class Call:
    """A button of the caption: its label and colour."""

    label: str
    color: tuple[int, int, int] = CALL


def call_rects(box: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The calls' places at the caption's foot, the first one lowest."""
    rects = []
    bottom = box.bottom - 18
    for _ in range(n):
        r = pygame.Rect(0, 0, min(560, box.w - 40), CALL_H)
        r.midbottom = (box.centerx, bottom)
        rects.append(r)
        bottom = r.y - CALL_GAP
    return rects


def fitted_label(canvas: pygame.Surface, label: str, rect: pygame.Rect, size: int = 34) -> None:
    """A call's label, as large as fits (down to 18 px)."""
    while size > 18 and gfx.font(size, True).size(label)[0] > rect.w - 24:
        size -= 1
    draw_text(canvas, label, rect.center, size, theme.BUTTON_TEXT, True, "center")


def draw_caption(canvas: pygame.Surface, box: pygame.Rect, title: str, text: str,
                 shown: int, count: int, t: float, calls: Sequence[Call]) -> None:
    """The caption panel in ``box``: caption ``shown`` of ``count``, then ``calls``."""
    draw_panel(canvas, box, theme.PANEL, theme.SEA_DARK, 20, width=4)
    title_size, body_size = (44, 36) if box.w > 900 else (36, 28) if box.w > 560 else (28, 22)
    inner = box.inflate(-48, -36)
    rects = call_rects(box, len(calls))
    top = rects[-1].y if rects else box.bottom
    # a long word ("Wertungskarte") takes a smaller size, never an "…"
    y = draw_wrapped(canvas, title, inner, title_size, theme.SEA_DARK, True, max_lines=2,
                     fit=True) + 10
    draw_wrapped(canvas, text, (inner.x, y, inner.w, top - 36 - y), body_size, theme.INK,
                 fit=True)
    for k in range(count):
        x = box.centerx + (k - (count - 1) / 2) * 22
        pygame.draw.circle(canvas, theme.SEA_DARK if k == shown else theme.PANEL_EDGE,
                           (round(x), top - 20), 6 if k == shown else 4)
    pulse = 0.5 + 0.5 * math.sin(t * 3.0)
    for k, (call, rect) in enumerate(zip(calls, rects, strict=True)):
        color = theme.lighter(call.color, 0.25 * pulse) if k == 0 else call.color
        pygame.draw.rect(canvas, color, rect, border_radius=36)
        fitted_label(canvas, call.label, rect)
