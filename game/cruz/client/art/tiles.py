"""A Santa Cruz tile, face up or face down, as a pygame surface.

Face up it shows what the rules read from it (rulebook, "BAUEN"): the one
building allowed there (left), its points "rechts in der Mitte" (right, in a
white disc), its resources (along the bottom), the fish bonus "+N" (top left)
and the bird of a bird chip (top right). Face down it shows only its area
(land or volcano). Shapes are drawn at twice the size and scaled down; the
numbers are drawn afterwards at their own size on the type scale.
"""
from __future__ import annotations

import pygame

from game.client import gfx, theme
from game.client.layout_record import Kind, note_box
from game.cruz.client.art import glyphs
from game.cruz.engine import Area, Building, Tile

AREA_COLORS: dict[Area, tuple[int, int, int]] = {
    Area.COAST: (240, 222, 170), Area.LAND: (150, 196, 108), Area.VOLCANO: (150, 92, 78),
}
BACK_COLORS: dict[Area, tuple[int, int, int]] = {
    Area.COAST: (206, 180, 120), Area.LAND: (82, 138, 70), Area.VOLCANO: (96, 52, 46),
}
EDGE = (60, 48, 40)


def _plate(size: int, fill: tuple[int, int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    r = big.get_rect().inflate(-4, -4)
    pygame.draw.rect(big, (0, 0, 0, 70), r.move(3, 5), border_radius=size // 3)
    pygame.draw.rect(big, fill, r, border_radius=size // 3)
    pygame.draw.rect(big, EDGE, r, max(2, size // 14), border_radius=size // 3)
    return big, r


def tile_face(tile: Tile, size: int, building_rgb: tuple[int, int, int] = (250, 248, 240)
              ) -> pygame.Surface:
    """The face of ``tile`` as a ``size`` square."""
    big, r = _plate(size, AREA_COLORS[tile.area])
    s = r.w
    if tile.area is Area.COAST:       # a strip of sea along the bottom edge
        sea = pygame.Rect(r.x, r.bottom - s * 0.16, r.w, s * 0.16)
        glyphs.wave(big, sea.inflate(-s * 0.2, 0))
    glyphs.building(big, tile.building, pygame.Rect(r.x + s * 0.08, r.y + s * 0.18,
                                                    s * 0.46, s * 0.52), building_rgb)
    n = len(tile.resources)
    for i, res in enumerate(tile.resources):
        w = s * 0.3
        x = r.centerx - (n * w) / 2 + i * w
        glyphs.resource(big, res, pygame.Rect(x, r.bottom - s * 0.34, w, w * 0.9))
    if tile.bird:
        glyphs.bird(big, pygame.Rect(r.right - s * 0.36, r.y + s * 0.06, s * 0.3, s * 0.2))
    disc = (round(r.x + s * 0.76), round(r.y + s * 0.46))
    pygame.draw.circle(big, (255, 255, 250), disc, round(s * 0.17))
    pygame.draw.circle(big, EDGE, disc, round(s * 0.17), max(2, size // 16))
    out = pygame.transform.smoothscale(big, (size, size))
    note_box(out, Kind.CARD, out.get_rect())       # its numbers lie on it (layout check)
    number = gfx.text(str(tile.points), _number_size(size), theme.INK, True)
    out.blit(number, number.get_rect(center=(disc[0] // 2, disc[1] // 2 + 1)))
    if tile.fish_bonus:
        # a small tile has no room for the "+" beside its points: the blue digit alone
        mark = f"+{tile.fish_bonus}" if size >= 56 else str(tile.fish_bonus)
        bonus = gfx.text(mark, _small_size(size), (20, 80, 160), True)
        out.blit(bonus, bonus.get_rect(topleft=(size * 0.09, size * 0.03)))
    return out


def tile_back(area: Area, size: int) -> pygame.Surface:
    """The back of a tile of ``area``: its colour, a lattice and the area's sign."""
    big, r = _plate(size, BACK_COLORS[area])
    s = r.w
    light = theme.lighter(BACK_COLORS[area], 0.25)
    step = s // 5
    for k in range(-5, 6):
        pygame.draw.line(big, light, (r.x + k * step, r.y), (r.x + k * step + s, r.bottom), 2)
        pygame.draw.line(big, light, (r.x + k * step, r.bottom), (r.x + k * step + s, r.y), 2)
    sign = pygame.Rect(0, 0, s * 0.5, s * 0.5)
    sign.center = r.center
    pygame.draw.circle(big, BACK_COLORS[area], sign.center, round(s * 0.3))
    pygame.draw.circle(big, EDGE, sign.center, round(s * 0.3), max(2, size // 16))
    if area is Area.VOLCANO:
        glyphs.volcano(big, sign)
    else:
        # a face-down land tile shows only that a building stands on every tile
        glyphs.building(big, Building.HOUSE, sign.inflate(-s * 0.1, -s * 0.1), light)
    pygame.draw.rect(big, EDGE, r, max(2, size // 14), border_radius=size // 3)
    return pygame.transform.smoothscale(big, (size, size))


def _number_size(size: int) -> int:
    return theme.LABEL if size >= 72 else theme.BODY if size >= 56 else theme.CAPTION


def _small_size(size: int) -> int:
    return theme.BODY if size >= 80 else theme.CAPTION
