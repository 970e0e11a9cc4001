"""The marks the table draws on a city's cards: the "+N" a card scores now
(a tab in the card's scenery strip) and the tick of a filled ring (across
from it), each clear of the card's name and icons and of the people on it."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import gfx, theme
from game.client.layout_record import Kind, note_box
from game.monica.client import pictures

POINTS_TAB = (30, 120, 60)
FILLED = (40, 160, 70)


def points_tab(card: Any, rect: pygame.Rect, pts: int) -> tuple[pygame.Rect, str]:
    """Where the "+N" a city card scores now is shown, and its label: a tab
    in the card's scenery strip (the sea above a beach card's name, the
    street under a street card), clear of the card's own icons."""
    label = f"+{pts}"
    strip = pictures.card_free_strip(card, rect.size).move(rect.topleft)
    w = gfx.font(theme.CAPTION, True).size(label)[0] + 12
    return pygame.Rect(strip.x + 2, strip.y, min(w, strip.w), strip.h), label


def filled_tick(card: Any, rect: pygame.Rect) -> pygame.Rect:
    """Where the tick of a card's filled ring is shown: the right end of the
    card's scenery strip, across from the "+N" tab and clear of its name."""
    strip = pictures.card_free_strip(card, rect.size).move(rect.topleft)
    d = min(strip.h, 30)
    return pygame.Rect(strip.right - d - 2, strip.centery - d // 2, d, d)


def draw_filled_tick(canvas: pygame.Surface, spot: pygame.Rect) -> None:
    """A white tick on a green disc filling ``spot``."""
    note_box(canvas, Kind.BADGE, spot, "filled")
    c, radius = spot.center, spot.w // 2
    pygame.draw.circle(canvas, FILLED, c, radius)
    pygame.draw.circle(canvas, theme.BUTTON_TEXT, c, radius, 1)
    a = radius * 0.45
    pygame.draw.lines(canvas, theme.BUTTON_TEXT, False,
                      [(c[0] - a, c[1]), (c[0] - a * 0.3, c[1] + a * 0.8),
                       (c[0] + a, c[1] - a * 0.8)], 3)


def draw_points_tab(canvas: pygame.Surface, tab: tuple[pygame.Rect, str]) -> None:
    """The "+N" on its green tab."""
    box, label = tab
    note_box(canvas, Kind.TAB, box, label)
    pygame.draw.rect(canvas, POINTS_TAB, box, border_radius=7)
    pygame.draw.rect(canvas, theme.BUTTON_TEXT, box, 1, border_radius=7)
    img = gfx.text(label, theme.CAPTION, theme.BUTTON_TEXT, True)
    canvas.blit(img, img.get_rect(center=box.center))
