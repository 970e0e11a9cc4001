"""The table's plates (rounded, bordered, see-through panels), made once per
size and style and kept: a frame draws the same few plates many times, and a
plate drawn afresh costs a new surface each time (the frame-time budget at
1920x1080 is 16.7 ms on two cores, bench/cruz_client_bench.py)."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.client.layout_record import Kind, note_box

Color = tuple[int, int, int]


@lru_cache(maxsize=64)
def plate(size: tuple[int, int], fill: Color, edge: Color | None, radius: int = 12,
          alpha: int = 255, width: int = 2) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, (*fill, alpha), r, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surf, edge, r, width=width, border_radius=radius)
    return surf


def draw_plate(canvas: pygame.Surface, rect: pygame.Rect, fill: Color, edge: Color | None,
               radius: int = 12, alpha: int = 255, width: int = 2) -> None:
    """``widgets.draw_panel``'s picture, from the kept plates."""
    if alpha >= 200:
        note_box(canvas, Kind.COVER, rect)      # what lay under it is hidden (layout check)
    canvas.blit(plate(rect.size, fill, edge, radius, alpha, width), rect.topleft)
