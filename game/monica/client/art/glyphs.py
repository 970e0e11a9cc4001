"""Glyphs: the shapes inside the icons and on the cards (house, camera, bag,
ball, palm, wave, the wooden pawn), and a shape filled with the three people
colours. Each glyph draws in the unit square of ``r`` with colour ``c``; a tag
badge draws the glyph in white over a disk of the tag colour."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from game.client import theme as P
from game.client.art_cache import palette
from game.monica.client.art.draw import new_surface, star_points, unit_poly, unit_pt, unit_rect

Rect = pygame.Rect


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


def tricolor(s: pygame.Surface, r: Rect,
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
