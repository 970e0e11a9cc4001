"""Drawers of the small action and token pictograms: sand dollar, points sun,
move arrows, summon, ring, footprint, food truck, foodie, start player, swap,
return, the rows, chain, adjacency and the beach end. Each draws into the
square ``r`` of a sticker (``icons`` registers them by name)."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from game.client import theme as P
from game.client.art_cache import palette
from game.monica.client.art.draw import new_surface, star_points, unit_poly, unit_pt, unit_rect
from game.monica.client.art.glyphs import glyph_pawn, tricolor

Rect = pygame.Rect
Drawer = Callable[[pygame.Surface, Rect], None]


def draw_coin(s: pygame.Surface, r: Rect) -> None:
    cx, cy = r.center
    rad = r.w / 2
    pygame.draw.circle(s, P.COIN_EDGE, (cx, cy), rad)
    pygame.draw.circle(s, P.COIN, (cx, cy), rad * 0.86)
    for i in range(5):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        px, py = cx + math.cos(a) * rad * 0.42, cy + math.sin(a) * rad * 0.42
        petal = new_surface((int(rad * 0.9), int(rad * 0.38)), (0, 0, 0, 0))
        pygame.draw.ellipse(petal, P.COIN_PETAL, petal.get_rect())
        petal = pygame.transform.rotate(petal, -math.degrees(a))
        s.blit(petal, petal.get_rect(center=(px, py)))
    pygame.draw.circle(s, P.COIN_PETAL, (cx, cy), rad * 0.1)


def draw_points(s: pygame.Surface, r: Rect, negative: bool = False) -> None:
    cx, cy = r.center
    col = P.NEGATIVE if negative else P.SUN
    ring = P.NEGATIVE_DARK if negative else P.SUN_DARK
    pygame.draw.polygon(s, ring, star_points(cx, cy, r.w * 0.5, r.w * 0.41, 12))
    pygame.draw.circle(s, col, (cx, cy), r.w * 0.38)


def draw_arrow(s: pygame.Surface, r: Rect, kind: str = "any") -> None:
    def shape(layer: pygame.Surface, rr: Rect, col: P.Color) -> None:
        pygame.draw.polygon(layer, col, unit_poly(rr, [
            (0.02, 0.3), (0.56, 0.3), (0.56, 0.08), (0.98, 0.5), (0.56, 0.92), (0.56, 0.7),
            (0.02, 0.7)]))
    if kind in palette().people:
        shape(s, r, palette().people[kind])
    else:
        tricolor(s, r, shape)


def draw_summon(s: pygame.Surface, r: Rect) -> None:
    """Summon: people drawn in from every side onto a card."""
    card = unit_rect(r, 0.22, 0.22, 0.78, 0.86)
    pygame.draw.rect(s, P.ART_INK, card, border_radius=r.w // 10)
    pygame.draw.rect(s, P.ART_SAND, card.inflate(-r.w * 0.08, -r.w * 0.08), border_radius=r.w // 14)
    tricolor(s, unit_rect(r, 0.3, 0.28, 0.7, 0.8),
              lambda layer, rr, cc: glyph_pawn(layer, rr, cc, "round"))
    col = (150, 60, 190)
    for pts in ([(0.0, 0.34), (0.17, 0.5), (0.0, 0.66)],       # from the left
                [(1.0, 0.34), (0.83, 0.5), (1.0, 0.66)],       # from the right
                [(0.34, 0.0), (0.5, 0.17), (0.66, 0.0)]):      # from above
        pygame.draw.polygon(s, col, unit_poly(r, pts))


def draw_ring(s: pygame.Surface, r: Rect, crossed: bool = False) -> None:
    cx, cy = r.center
    pygame.draw.circle(s, P.PAPER, (cx, cy), r.w * 0.48)
    pygame.draw.circle(s, P.SUN_DARK, (cx, cy), r.w * 0.48, max(2, int(r.w * 0.12)))
    for i, kind in enumerate(("local", "tourist", "vip")):
        a = -math.pi / 2 + i * 2 * math.pi / 3
        pygame.draw.circle(s, palette().people[kind],
                           (cx + math.cos(a) * r.w * 0.16, cy + math.sin(a) * r.w * 0.16),
                           r.w * 0.1)
    if crossed:
        w = max(2, int(r.w * 0.12))
        pygame.draw.line(s, P.NEGATIVE, unit_pt(r, 0.1, 0.1), unit_pt(r, 0.9, 0.9), w)


def draw_people_pair(s: pygame.Surface, r: Rect) -> None:
    left = unit_rect(r, -0.02, 0.08, 0.66, 0.98)
    right = unit_rect(r, 0.34, 0.02, 1.02, 0.92)
    glyph_pawn(s, right, palette().people["tourist"], "hat")
    glyph_pawn(s, left, P.ART_INK, "round")
    glyph_pawn(s, left.inflate(-r.w * 0.08, -r.w * 0.08), palette().people["local"], "round")


def draw_footprint(s: pygame.Surface, r: Rect) -> None:
    pygame.draw.circle(s, P.ART_SAND, r.center, r.w * 0.5)
    col = (120, 78, 48)
    for fx, fy, flip in ((0.36, 0.56, -1), (0.64, 0.42, 1)):
        sole = unit_rect(r, fx - 0.1, fy - 0.12, fx + 0.1, fy + 0.24)
        pygame.draw.ellipse(s, col, sole)
        for tx, ty, tr in ((-0.08, -0.17, 0.045), (-0.02, -0.21, 0.04),
                           (0.04, -0.21, 0.035), (0.09, -0.18, 0.03)):
            pygame.draw.circle(s, col, unit_pt(r, fx + tx * -flip * -1, fy + ty), r.w * tr)


def draw_food_truck(s: pygame.Surface, r: Rect) -> None:
    body = unit_rect(r, 0.04, 0.26, 0.7, 0.78)
    cab = unit_rect(r, 0.66, 0.4, 0.96, 0.78)
    pygame.draw.rect(s, (250, 250, 246), body, border_radius=r.w // 16)
    pygame.draw.rect(s, (246, 110, 80), cab, border_radius=r.w // 12)
    pygame.draw.rect(s, (170, 222, 240), unit_rect(r, 0.74, 0.45, 0.9, 0.58),
                     border_radius=r.w // 30)
    pygame.draw.rect(s, (60, 70, 90), unit_rect(r, 0.12, 0.36, 0.56, 0.56))
    # striped awning
    for i in range(5):
        x0 = 0.08 + i * 0.12
        col = (236, 72, 72) if i % 2 == 0 else P.WHITE
        pygame.draw.polygon(s, col, unit_poly(r, [(x0, 0.3), (x0 + 0.12, 0.3),
                                                  (x0 + 0.12, 0.38), (x0 + 0.06, 0.42),
                                                  (x0, 0.38)]))
    pygame.draw.rect(s, (246, 110, 80), unit_rect(r, 0.04, 0.66, 0.96, 0.74))
    for wx in (0.22, 0.8):
        pygame.draw.circle(s, P.ART_INK, unit_pt(r, wx, 0.8), r.w * 0.1)
        pygame.draw.circle(s, (200, 200, 206), unit_pt(r, wx, 0.8), r.w * 0.04)


def draw_foodie(s: pygame.Surface, r: Rect) -> None:
    col = (226, 72, 120)
    pawn = unit_rect(r, 0.04, 0.12, 0.96, 1.0)
    glyph_pawn(s, pawn, col, "round")
    # a puffy chef's hat
    for cx, cy, rr in ((0.36, 0.12, 0.12), (0.5, 0.08, 0.14), (0.64, 0.12, 0.12)):
        pygame.draw.circle(s, P.WHITE, unit_pt(r, cx, cy), r.w * rr)
    pygame.draw.rect(s, P.WHITE, unit_rect(r, 0.3, 0.12, 0.7, 0.26))
    pygame.draw.line(s, (200, 200, 200), unit_pt(r, 0.3, 0.22), unit_pt(r, 0.7, 0.22),
                     max(1, int(r.w * 0.03)))


def draw_start_player(s: pygame.Surface, r: Rect) -> None:
    cx, cy = r.center
    pygame.draw.polygon(s, P.SUN_DARK, star_points(cx, cy, r.w * 0.5, r.w * 0.36, 14))
    pygame.draw.circle(s, P.SUN, (cx, cy), r.w * 0.34)


def draw_swap(s: pygame.Surface, r: Rect) -> None:
    for x0, col in ((0.04, P.ART_SAND), (0.56, P.STUCCO)):
        rr = unit_rect(r, x0, 0.26, x0 + 0.4, 0.86)
        pygame.draw.rect(s, P.ART_INK, rr, border_radius=r.w // 14)
        pygame.draw.rect(s, col, rr.inflate(-r.w * 0.06, -r.w * 0.06), border_radius=r.w // 16)
    w = max(2, int(r.w * 0.07))
    # arrow over the top (left to right) and under (right to left)
    pygame.draw.arc(s, P.ART_INK, unit_rect(r, 0.22, 0.02, 0.78, 0.5), math.radians(20),
                    math.radians(160), w)
    pygame.draw.polygon(s, P.ART_INK, unit_poly(r, [(0.7, 0.1), (0.86, 0.2), (0.7, 0.3)]))
    pygame.draw.arc(s, P.ART_INK, unit_rect(r, 0.22, 0.62, 0.78, 1.1), math.radians(200),
                    math.radians(340), w)
    pygame.draw.polygon(s, P.ART_INK, unit_poly(r, [(0.3, 0.8), (0.14, 0.9), (0.3, 1.0)]))


def draw_return(s: pygame.Surface, r: Rect) -> None:
    # a supply crate with a person dropping into it
    pygame.draw.polygon(s, P.PLANK, unit_poly(r, [(0.08, 0.56), (0.92, 0.56), (0.84, 0.98),
                                                  (0.16, 0.98)]))
    for y in (0.7, 0.84):
        pygame.draw.line(s, P.PLANK_DARK, unit_pt(r, 0.12, y), unit_pt(r, 0.88, y),
                         max(1, int(r.w * 0.04)))
    tricolor(s, unit_rect(r, 0.28, 0.0, 0.72, 0.5),
              lambda layer, rr, cc: glyph_pawn(layer, rr, cc, "round"))
    pygame.draw.polygon(s, P.NEGATIVE, unit_poly(r, [(0.74, 0.18), (0.94, 0.18), (0.84, 0.44)]))


def draw_row(row: str) -> Drawer:
    def draw(s: pygame.Surface, r: Rect) -> None:
        pygame.draw.rect(s, P.ART_INK, r, border_radius=r.w // 8)
        inner = r.inflate(-r.w * 0.12, -r.w * 0.12)
        if row == "beach":
            pygame.draw.rect(s, P.ART_SAND, inner, border_radius=r.w // 10)
            sea = pygame.Rect(inner.x, inner.y, inner.w, int(inner.h * 0.42))
            pygame.draw.rect(s, P.ART_SEA, sea, border_top_left_radius=r.w // 10,
                             border_top_right_radius=r.w // 10)
            pygame.draw.circle(s, P.ART_FOAM, (inner.x + inner.w * 0.3, sea.bottom), inner.w * 0.1)
            pygame.draw.circle(s, P.ART_FOAM, (inner.x + inner.w * 0.7, sea.bottom), inner.w * 0.1)
        else:
            pygame.draw.rect(s, P.STUCCO, inner, border_radius=r.w // 10)
            plank = pygame.Rect(inner.x, inner.y + int(inner.h * 0.58), inner.w,
                                int(inner.h * 0.42) + 1)
            pygame.draw.rect(s, P.PLANK, plank, border_bottom_left_radius=r.w // 10,
                             border_bottom_right_radius=r.w // 10)
            for i in range(1, 4):
                x = plank.x + plank.w * i / 4
                pygame.draw.line(s, P.PLANK_DARK, (x, plank.y), (x, plank.bottom - 1),
                                 max(1, int(r.w * 0.04)))
    return draw


def draw_chain(s: pygame.Surface, r: Rect) -> None:
    w = max(2, int(r.w * 0.1))
    pygame.draw.ellipse(s, P.ART_INK_SOFT, unit_rect(r, 0.05, 0.3, 0.6, 0.7), w)
    pygame.draw.ellipse(s, P.ART_INK_SOFT, unit_rect(r, 0.4, 0.3, 0.95, 0.7), w)


def draw_adjacent(s: pygame.Surface, r: Rect) -> None:
    pygame.draw.rect(s, P.ART_SAND, unit_rect(r, 0.3, 0.2, 0.7, 0.8), border_radius=r.w // 12)
    pygame.draw.polygon(s, P.ART_INK, unit_poly(r, [(0.22, 0.32), (0.02, 0.5), (0.22, 0.68)]))
    pygame.draw.polygon(s, P.ART_INK, unit_poly(r, [(0.78, 0.32), (0.98, 0.5), (0.78, 0.68)]))


def draw_beach_end(s: pygame.Surface, r: Rect) -> None:
    pygame.draw.rect(s, P.WHITE, unit_rect(r, 0.12, 0.06, 0.2, 0.96))
    pygame.draw.polygon(s, P.BARRIER_RED, unit_poly(r, [(0.2, 0.08), (0.92, 0.26),
                                                        (0.2, 0.46)]))
