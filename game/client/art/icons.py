"""Pictograms: tag badges, people, coins, points, arrows and other small icons.

``icon(name, size)`` returns a cached square sticker (dark outline, transparent
background) for every name in ``ICON_NAMES``. Numbers are never baked in here;
``parts`` adds crisp text on top at the final size.
"""
from __future__ import annotations

import math
from functools import partial
from typing import Callable

import pygame

from .. import theme as P
from .cache import cached, palette
from .draw import new_surface, star_points, sticker, unit_poly, unit_pt, unit_rect

Rect = pygame.Rect
Drawer = Callable[[pygame.Surface, Rect], None]

TAG_ICON_NAMES = ("local", "tourist", "business", "sports", "nature", "wave")


# --------------------------------------------------------------------------- glyphs
# Each glyph draws in the unit square of ``r`` with colour ``c``; a tag badge
# draws the glyph in white over a disk of the tag colour.

def glyph_house(s: pygame.Surface, r: Rect, c: P.Color, bg: P.Color) -> None:
    pygame.draw.polygon(s, c, unit_poly(r, [(0.66, 0.16), (0.78, 0.16), (0.78, 0.4),
                                            (0.66, 0.3)]))
    pygame.draw.polygon(s, c, unit_poly(r, [(0.5, 0.1), (0.95, 0.5), (0.82, 0.5), (0.82, 0.9),
                                            (0.18, 0.9), (0.18, 0.5), (0.05, 0.5)]))
    pygame.draw.rect(s, bg, unit_rect(r, 0.41, 0.6, 0.59, 0.9),
                     border_top_left_radius=r.w // 10, border_top_right_radius=r.w // 10)


def glyph_camera(s: pygame.Surface, r: Rect, c: P.Color, bg: P.Color) -> None:
    pygame.draw.rect(s, c, unit_rect(r, 0.3, 0.18, 0.62, 0.34), border_radius=r.w // 20)
    pygame.draw.rect(s, c, unit_rect(r, 0.04, 0.28, 0.96, 0.86), border_radius=r.w // 9)
    cx, cy = unit_pt(r, 0.5, 0.57)
    pygame.draw.circle(s, bg, (cx, cy), r.w * 0.23)
    pygame.draw.circle(s, c, (cx, cy), r.w * 0.14)
    pygame.draw.circle(s, bg, unit_pt(r, 0.44, 0.51), r.w * 0.04)
    pygame.draw.rect(s, bg, unit_rect(r, 0.76, 0.36, 0.88, 0.44), border_radius=r.w // 40)


def glyph_bag(s: pygame.Surface, r: Rect, c: P.Color, bg: P.Color) -> None:
    handle = unit_rect(r, 0.32, 0.08, 0.68, 0.56)
    pygame.draw.ellipse(s, c, handle, max(2, int(r.w * 0.085)))
    pygame.draw.polygon(s, c, unit_poly(r, [(0.16, 0.34), (0.84, 0.34), (0.9, 0.92),
                                            (0.1, 0.92)]))
    for x in (0.34, 0.66):
        pygame.draw.circle(s, bg, unit_pt(r, x, 0.45), r.w * 0.045)


def glyph_ball(s: pygame.Surface, r: Rect, c: P.Color, bg: P.Color) -> None:
    """A basketball: a disc with a cross seam and two side arcs."""
    cx, cy = unit_pt(r, 0.5, 0.5)
    rad = r.w * 0.47
    pygame.draw.circle(s, c, (cx, cy), rad)
    lw = max(2, int(r.w * 0.075))
    pygame.draw.line(s, bg, (cx - rad, cy), (cx + rad, cy), lw)
    pygame.draw.line(s, bg, (cx, cy - rad), (cx, cy + rad), lw)
    layer = new_surface(s.get_size(), (0, 0, 0, 0))
    for sx in (-1, 1):
        er = pygame.Rect(0, 0, int(rad * 1.3), int(rad * 2.1))
        er.center = (int(cx + sx * rad * 1.02), int(cy))
        pygame.draw.ellipse(layer, (*bg, 255), er, lw)
    clip = new_surface(s.get_size(), (0, 0, 0, 0))
    pygame.draw.circle(clip, (255, 255, 255, 255), (cx, cy), rad - lw * 0.3)
    layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(layer, (0, 0))


def glyph_palm(s: pygame.Surface, r: Rect, c: P.Color, bg: P.Color) -> None:
    """A palm tree: a leaning trunk and drooping fronds."""
    base = unit_pt(r, 0.62, 0.98)
    crown = unit_pt(r, 0.46, 0.3)
    ctrl = unit_pt(r, 0.7, 0.6)
    left, right = [], []
    n = 16
    for i in range(n + 1):
        t = i / n
        x = (1 - t) ** 2 * base[0] + 2 * (1 - t) * t * ctrl[0] + t * t * crown[0]
        y = (1 - t) ** 2 * base[1] + 2 * (1 - t) * t * ctrl[1] + t * t * crown[1]
        w = r.w * (0.08 - 0.035 * t)
        left.append((x - w, y))
        right.append((x + w, y))
    pygame.draw.polygon(s, c, left + right[::-1])
    cx, cy = crown
    for ang, length, droop in ((-178, 0.46, 0.34), (-138, 0.42, 0.22), (-92, 0.3, 0.12),
                               (-42, 0.42, 0.22), (-2, 0.46, 0.34)):
        a = math.radians(ang)
        dx, dy = math.cos(a), math.sin(a)
        top, bot = [], []
        m = 14
        for i in range(m + 1):
            t = i / m
            px = cx + dx * r.w * length * t
            py = cy + dy * r.w * length * t + droop * r.w * t * t
            w = r.w * 0.085 * math.sin(math.pi * (0.15 + 0.85 * t)) * (1 - 0.3 * t)
            # the normal of the drooping curve
            tx, ty = dx * length, dy * length + 2 * droop * t
            norm = math.hypot(tx, ty) or 1.0
            nx, ny = -ty / norm, tx / norm
            top.append((px + nx * w, py + ny * w))
            bot.append((px - nx * w, py - ny * w))
        pygame.draw.polygon(s, c, top + bot[::-1])
    pygame.draw.circle(s, c, (cx, cy + r.w * 0.02), r.w * 0.075)
    pygame.draw.circle(s, bg, (cx - r.w * 0.06, cy + r.w * 0.09), r.w * 0.045)
    pygame.draw.circle(s, bg, (cx + r.w * 0.05, cy + r.w * 0.1), r.w * 0.045)


def glyph_wave(s: pygame.Surface, r: Rect, c: P.Color, bg: P.Color) -> None:
    # a curling crest over a swell
    pts_outer = []
    cx, cy = unit_pt(r, 0.5, 0.5)
    body = [(0.04, 0.9), (0.04, 0.66)]
    # rising back of the wave up to the lip
    for i in range(13):
        t = i / 12
        body.append((0.04 + 0.5 * t, 0.66 - 0.5 * math.sin(t * math.pi / 2)))
    # the curling lip: a spiral going right and down
    lip = []
    for i in range(19):
        t = i / 18
        a = -math.pi / 2 + t * math.pi * 1.25
        rad = 0.24 - 0.1 * t
        lip.append((0.56 + rad * math.cos(a), 0.4 + rad * math.sin(a)))
    inner = []
    for i in range(19):
        t = 1 - i / 18
        a = -math.pi / 2 + t * math.pi * 1.25
        rad = 0.12 - 0.06 * t
        inner.append((0.52 + rad * math.cos(a) * 0.9, 0.42 + rad * math.sin(a)))
    tail = [(0.34, 0.56), (0.5, 0.7), (0.72, 0.74), (0.96, 0.72), (0.96, 0.9)]
    pts_outer = body + lip + inner + tail
    pygame.draw.polygon(s, c, unit_poly(r, pts_outer))
    del cx, cy


def glyph_pawn(s: pygame.Surface, r: Rect, c: P.Color, head: str = "round") -> None:
    """A wooden pawn: base, tapered body, collar and a head (round / hat / star)."""
    pygame.draw.rect(s, c, unit_rect(r, 0.12, 0.8, 0.88, 0.97), border_radius=r.w // 12)
    pygame.draw.polygon(s, c, unit_poly(r, [(0.22, 0.84), (0.36, 0.5), (0.64, 0.5),
                                            (0.78, 0.84)]))
    pygame.draw.ellipse(s, c, unit_rect(r, 0.27, 0.43, 0.73, 0.56))
    if head == "round":
        pygame.draw.circle(s, c, unit_pt(r, 0.5, 0.27), r.w * 0.19)
    elif head == "hat":
        pygame.draw.circle(s, c, unit_pt(r, 0.5, 0.32), r.w * 0.16)
        pygame.draw.ellipse(s, c, unit_rect(r, 0.04, 0.17, 0.96, 0.3))
        pygame.draw.rect(s, c, unit_rect(r, 0.32, 0.03, 0.68, 0.24), border_radius=r.w // 8)
    elif head == "star":
        cx, cy = unit_pt(r, 0.5, 0.25)
        pygame.draw.polygon(s, c, star_points(cx, cy, r.w * 0.28, r.w * 0.13, 5))


PAWN_HEADS = {"local": "round", "tourist": "hat", "vip": "star", "any": "round"}


# --------------------------------------------------------------------------- drawers

def _tag_badge(tag: str) -> Drawer:
    glyphs = {"local": glyph_house, "tourist": glyph_camera, "business": glyph_bag,
              "sports": glyph_ball, "nature": glyph_palm, "wave": glyph_wave}

    def draw(s: pygame.Surface, r: Rect) -> None:
        col = palette().tags[tag]
        pygame.draw.circle(s, col, r.center, r.w / 2)
        # soft top highlight
        hl = new_surface(s.get_size(), (255, 255, 255, 0))
        pygame.draw.ellipse(hl, (255, 255, 255, 46), unit_rect(r, 0.14, 0.05, 0.86, 0.5))
        s.blit(hl, (0, 0))
        inner = r.inflate(-r.w * 0.36, -r.h * 0.36)
        glyphs[tag](s, inner, P.WHITE, col)
    return draw


def _pawn(kind: str, color: P.Color | None = None, mark_any: bool = True) -> Drawer:
    def draw(s: pygame.Surface, r: Rect) -> None:
        head = PAWN_HEADS.get(kind, "round")
        if kind == "any" and color is None and mark_any:
            _tricolor(s, r, lambda layer, rr, cc: glyph_pawn(layer, rr, cc, head))
        else:
            col = color or palette().people.get(kind, P.ART_INK_SOFT)
            glyph_pawn(s, r, col, head)
            # a little shine on the head / body
            shine = P.shade(col, 1.45)
            if head == "round":
                pygame.draw.circle(s, shine, unit_pt(r, 0.44, 0.21), r.w * 0.055)
            elif head == "hat":
                pygame.draw.circle(s, shine, unit_pt(r, 0.44, 0.34), r.w * 0.04)
            pygame.draw.ellipse(s, shine, unit_rect(r, 0.36, 0.58, 0.44, 0.76))
    return draw


def _tricolor(s: pygame.Surface, r: Rect,
              shape: Callable[[pygame.Surface, Rect, P.Color], None]) -> None:
    """Draw ``shape`` filled with the three people colours in vertical bands."""
    layer = new_surface(s.get_size())
    shape(layer, r, P.WHITE)
    bands = new_surface(s.get_size(), (0, 0, 0, 0))
    cols = (palette().people["local"], palette().people["tourist"], palette().people["vip"])
    for i, col in enumerate(cols):
        x0 = r.x + r.w * i / 3
        x1 = r.x + r.w * (i + 1) / 3
        pts = [(x0 - r.w * 0.08, r.bottom), (x0 + r.w * 0.08, r.y),
               (x1 + r.w * 0.08, r.y), (x1 - r.w * 0.08, r.bottom)]
        if i == 0:
            pts[0] = (0, r.bottom)
            pts[1] = (0, r.y)
        if i == 2:
            pts[2] = (s.get_width(), r.y)
            pts[3] = (s.get_width(), r.bottom)
        pygame.draw.polygon(bands, (*col, 255), pts)
    bands.fill((0, 0, 0, 0), pygame.Rect(0, 0, s.get_width(), r.y))
    bands.fill((0, 0, 0, 0), pygame.Rect(0, r.bottom, s.get_width(), s.get_height()))
    pygame.draw.rect(bands, (*cols[1], 255), pygame.Rect(0, 0, s.get_width(), r.y))
    pygame.draw.rect(bands, (*cols[1], 255), pygame.Rect(0, r.bottom, s.get_width(),
                                                          s.get_height()))
    layer.blit(bands, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(layer, (0, 0))


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
        _tricolor(s, r, shape)


def draw_summon(s: pygame.Surface, r: Rect) -> None:
    """Summon: people drawn in from every side onto a card."""
    card = unit_rect(r, 0.22, 0.22, 0.78, 0.86)
    pygame.draw.rect(s, P.ART_INK, card, border_radius=r.w // 10)
    pygame.draw.rect(s, P.ART_SAND, card.inflate(-r.w * 0.08, -r.w * 0.08), border_radius=r.w // 14)
    _tricolor(s, unit_rect(r, 0.3, 0.28, 0.7, 0.8),
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
    _tricolor(s, unit_rect(r, 0.28, 0.0, 0.72, 0.5),
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


ICONS: dict[str, tuple[Drawer, dict]] = {}


def _register() -> None:
    for tag in TAG_ICON_NAMES:
        ICONS[tag] = (_tag_badge(tag), {})
        ICONS[f"tag_{tag}"] = (_tag_badge(tag), {})
    for kind in ("local", "tourist", "vip", "any"):
        ICONS[f"person_{kind}"] = (_pawn(kind), {"outline_frac": 0.05})
        ICONS[f"move_{kind}"] = (partial(draw_arrow, kind=kind), {})
    ICONS["person_vip"] = (_pawn("vip"), {"outline_frac": 0.05})
    ICONS["people"] = (draw_people_pair, {"outline_frac": 0.05})
    ICONS["sand_dollar"] = (draw_coin, {})
    ICONS["points"] = (draw_points, {"outline_frac": 0.04})
    ICONS["points_negative"] = (lambda s, r: draw_points(s, r, True), {"outline_frac": 0.04})
    ICONS["summon"] = (draw_summon, {})
    ICONS["ring"] = (draw_ring, {})
    ICONS["no_ring"] = (lambda s, r: draw_ring(s, r, True), {})
    ICONS["footprint"] = (draw_footprint, {})
    ICONS["food_truck"] = (draw_food_truck, {"outline_frac": 0.05})
    ICONS["foodie"] = (draw_foodie, {"outline_frac": 0.05})
    ICONS["start_player"] = (draw_start_player, {})
    ICONS["swap"] = (draw_swap, {"outline": None})
    ICONS["return"] = (draw_return, {})
    ICONS["beach"] = (draw_row("beach"), {"outline": None})
    ICONS["street"] = (draw_row("street"), {"outline": None})
    ICONS["chain"] = (draw_chain, {"outline": None})
    ICONS["adjacent"] = (draw_adjacent, {"outline": None})
    ICONS["beach_end"] = (draw_beach_end, {})


_register()
ICON_NAMES: tuple[str, ...] = tuple(sorted(ICONS))
# Friendly extra names (not listed in ICON_NAMES): "local"/"tourist" stay tags.
ALIASES: dict[str, str] = {"vip": "person_vip", "any": "person_any", "truck": "food_truck",
                           "coin": "sand_dollar", "start": "start_player",
                           "dollar": "sand_dollar"}


def icon(name: str, size: int) -> pygame.Surface:
    """A square icon of ``size`` px for a tag, person, action or token name.

    Tag names (``local`` ... ``wave``, or ``tag_local``), ``person_<kind>``,
    ``move_<kind>`` (kind local/tourist/vip/any), ``sand_dollar``, ``points``,
    ``points_negative``, ``summon``, ``ring``, ``no_ring``, ``people``,
    ``footprint``, ``food_truck``, ``foodie``, ``start_player``, ``swap``,
    ``return``, ``beach``, ``street``, ``chain``, ``adjacent``, ``beach_end``.
    Unknown names raise ``KeyError``.
    """
    drawer, opts = ICONS[ALIASES.get(name, name)]
    return cached(("icon", name, int(size)), None, lambda: sticker(int(size), drawer, **opts))


def pawn_surface(kind: str, color: P.Color, size: int, outline: P.Color = P.ART_INK
                 ) -> pygame.Surface:
    """A pawn of ``kind``'s shape in any colour (player colours, ghosts)."""
    return sticker(int(size), _pawn(kind, color), outline=outline, outline_frac=0.05)
