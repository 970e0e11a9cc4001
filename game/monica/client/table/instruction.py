"""The one thing to do now, on a human's turn: a large tab where the eye is.

It stands on the city's title row, between the display and the city. When
the sentence does not fit that row whole and the box under the city is
wide (the portrait kiosk), the tab takes that box's place on two lines;
otherwise it is cut with "…" and the box at the side says it whole.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.client import gfx, theme
from game.client.widgets import fit_lines
from game.monica.client.table.glow import pulse_time

if TYPE_CHECKING:
    from game.monica.client.scenes.play import PlayScene

PAD = 20


def spot(sc: PlayScene, label_w: int) -> tuple[pygame.Rect, str] | None:
    """Where the tab stands and what it says (None: not a human's turn in
    their own city). ``label_w``: the width of the city's title left of it."""
    st = sc.view_state
    if not sc.show_choices or sc.queue.busy or st.phase == "over" or sc.view != st.current:
        return None
    words = sc.table.prompt_text()
    title = pygame.Rect(sc.layout.rect("city_title"))
    x = title.x + 44 + label_w + 28
    row = pygame.Rect(x, title.y - 12, title.right - 12 - x, title.h + 8)
    if whole(row, words):
        return row, words
    box = pygame.Rect(sc.layout.rect("prompt")).inflate(4, 4)
    if box.w >= sc.geo.city.w * 2 // 3:
        return box, words
    return row, words


def lines_in(rect: pygame.Rect, words: str) -> tuple[int, list[str]]:
    """The size and lines of the instruction in a tab of ``rect``."""
    two = rect.h >= 2 * gfx.font(theme.LABEL, True).get_linesize() + 8
    return fit_lines(words, (rect.w - 2 * PAD, rect.h - 8), theme.SUBHEAD, True,
                     max_lines=2 if two else 1)


def whole(rect: pygame.Rect, words: str) -> bool:
    """Does the instruction show whole (no "…") and large (a label or more)
    in a tab of ``rect``?"""
    size, lines = lines_in(rect, words)
    return size >= theme.LABEL and lines[-1].endswith("…") == words.endswith("…")


def draw(canvas: pygame.Surface, rect: pygame.Rect, words: str, t: float,
         reduced: bool) -> None:
    """The tab: sunny yellow, dark bold words, its edge pulsing (still under
    reduced motion)."""
    pulse = 0.5 + 0.5 * math.sin(pulse_time(t, reduced) * 5.0)
    pygame.draw.rect(canvas, theme.darker(theme.SELECTED, 0.7), rect.move(0, 3), border_radius=14)
    pygame.draw.rect(canvas, theme.HILITE, rect, border_radius=14)
    edge = theme.mix(theme.SELECTED, theme.darker(theme.SELECTED, 0.7), 1 - pulse)
    pygame.draw.rect(canvas, edge, rect, 4, border_radius=14)
    size, lines = lines_in(rect, words)
    lh = gfx.font(size, True).get_linesize()
    y = rect.centery - lh * len(lines) // 2
    for line in lines:
        img = gfx.text(line, size, theme.INK, True)
        canvas.blit(img, (rect.x + PAD, y))
        y += lh
