"""Santa Cruz's small pictures, drawn into a rectangle with pygame's primitives:
the three buildings, the five resources, the bird, and the symbols of the
building cards (ship, river, path) and the places (coast, volcano).

Every glyph is a distinct shape as well as a colour, so the colour-blind
palette changes nothing a player needs to tell them apart. Callers draw at
twice the size and scale down (``art.cache``) for smooth edges.
"""
from __future__ import annotations

import math

import pygame

from game.cruz.engine import Building, Resource
from game.client import theme

Color = tuple[int, int, int]
INK: Color = (36, 34, 40)

RESOURCE_COLORS: dict[Resource, Color] = {
    Resource.SHEEP: (246, 244, 236), Resource.FISH: (70, 150, 214),
    Resource.WOOD: (150, 96, 52), Resource.SUGAR: (120, 190, 90),
    Resource.GOLD: (242, 190, 40),
}


def _pts(rect: pygame.Rect, coords: list[tuple[float, float]]) -> list[tuple[int, int]]:
    return [(round(rect.x + x * rect.w), round(rect.y + y * rect.h)) for x, y in coords]


def _poly(surf: pygame.Surface, fill: Color, rect: pygame.Rect,
          coords: list[tuple[float, float]], edge: int) -> None:
    pts = _pts(rect, coords)
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.polygon(surf, INK, pts, edge)


def building(surf: pygame.Surface, kind: Building, rect: pygame.Rect, fill: Color) -> None:
    """A lighthouse (a striped tower with a lamp), a church (a nave with a steeple
    and a cross) or a house (walls under a roof), in the seat's colour."""
    r = pygame.Rect(rect)
    edge = max(2, r.w // 14)
    light = theme.lighter(fill, 0.45)
    if kind is Building.LIGHTHOUSE:
        _poly(surf, fill, r, [(0.30, 0.98), (0.36, 0.30), (0.64, 0.30), (0.70, 0.98)], edge)
        for y in (0.48, 0.72):       # white bands
            band = _pts(r, [(0.345 - (y - 0.3) * 0.05, y), (0.655 + (y - 0.3) * 0.05, y),
                            (0.66 + (y - 0.3) * 0.06, y + 0.1), (0.34 - (y - 0.3) * 0.06, y + 0.1)])
            pygame.draw.polygon(surf, (250, 250, 246), band)
        _poly(surf, (255, 226, 110), r, [(0.38, 0.14), (0.62, 0.14), (0.62, 0.30), (0.38, 0.30)],
              edge)
        _poly(surf, fill, r, [(0.32, 0.14), (0.5, 0.02), (0.68, 0.14)], edge)
    elif kind is Building.CHURCH:
        _poly(surf, fill, r, [(0.08, 0.98), (0.08, 0.56), (0.36, 0.40), (0.62, 0.56),
                              (0.62, 0.98)], edge)
        _poly(surf, light, r, [(0.58, 0.98), (0.58, 0.36), (0.76, 0.20), (0.94, 0.36),
                               (0.94, 0.98)], edge)
        spire, peak = r.x + 0.76 * r.w, r.y + 0.02 * r.h
        pygame.draw.line(surf, INK, (spire, peak), (spire, r.y + 0.2 * r.h), edge)
        pygame.draw.line(surf, INK, (spire - r.w * 0.07, peak + r.h * 0.07),
                         (spire + r.w * 0.07, peak + r.h * 0.07), edge)
        door = pygame.Rect(0, 0, r.w * 0.16, r.h * 0.26)
        door.midbottom = (round(r.x + 0.35 * r.w), r.bottom - edge)
        pygame.draw.rect(surf, INK, door, border_top_left_radius=door.w // 2,
                         border_top_right_radius=door.w // 2)
    else:
        _poly(surf, fill, r, [(0.14, 0.98), (0.14, 0.50), (0.5, 0.16), (0.86, 0.50),
                              (0.86, 0.98)], edge)
        window = pygame.Rect(0, 0, r.w * 0.2, r.h * 0.2)
        window.center = (round(r.x + 0.5 * r.w), round(r.y + 0.66 * r.h))
        pygame.draw.rect(surf, light, window)
        pygame.draw.rect(surf, INK, window, max(1, edge // 2))


def resource(surf: pygame.Surface, kind: Resource, rect: pygame.Rect) -> None:
    """A sheep, a fish, logs of wood, a sugar cane or gold nuggets."""
    r = pygame.Rect(rect)
    edge = max(1, r.w // 16)
    color = RESOURCE_COLORS[kind]
    if kind is Resource.SHEEP:
        for cx, cy in ((0.32, 0.50), (0.50, 0.40), (0.66, 0.50), (0.42, 0.62), (0.60, 0.62)):
            c = (round(r.x + cx * r.w), round(r.y + cy * r.h))
            pygame.draw.circle(surf, color, c, round(r.w * 0.2))
            pygame.draw.circle(surf, INK, c, round(r.w * 0.2), edge)
        for cx, cy in ((0.32, 0.50), (0.50, 0.40), (0.66, 0.50), (0.42, 0.62), (0.60, 0.62)):
            c = (round(r.x + cx * r.w), round(r.y + cy * r.h))
            pygame.draw.circle(surf, color, c, round(r.w * 0.2) - edge)
        head = (round(r.x + 0.84 * r.w), round(r.y + 0.44 * r.h))
        pygame.draw.circle(surf, INK, head, round(r.w * 0.12))
        for lx in (0.36, 0.62):
            pygame.draw.line(surf, INK, (r.x + lx * r.w, r.y + 0.76 * r.h),
                             (r.x + lx * r.w, r.y + 0.94 * r.h), max(2, edge * 2))
    elif kind is Resource.FISH:
        _poly(surf, color, r, [(0.08, 0.50), (0.30, 0.28), (0.62, 0.26), (0.80, 0.50),
                               (0.62, 0.74), (0.30, 0.72)], edge)
        _poly(surf, color, r, [(0.76, 0.50), (0.96, 0.30), (0.96, 0.70)], edge)
        pygame.draw.circle(surf, INK, (round(r.x + 0.26 * r.w), round(r.y + 0.46 * r.h)),
                           max(2, r.w // 16))
    elif kind is Resource.WOOD:
        for y in (0.30, 0.54, 0.78):
            log = pygame.Rect(0, 0, r.w * 0.84, r.h * 0.22)
            log.center = (round(r.x + r.w * (0.5 if y != 0.54 else 0.46)), round(r.y + y * r.h))
            pygame.draw.rect(surf, color, log, border_radius=log.h // 2)
            pygame.draw.rect(surf, INK, log, edge, border_radius=log.h // 2)
            end = (log.right - log.h // 2, log.centery)
            pygame.draw.circle(surf, (222, 178, 120), end, log.h // 2 - edge)
            pygame.draw.circle(surf, INK, end, log.h // 2, edge)
    elif kind is Resource.SUGAR:
        for x, tilt in ((0.30, -0.06), (0.50, 0.0), (0.70, 0.06)):
            top = (r.x + (x + tilt) * r.w, r.y + 0.06 * r.h)
            bottom = (r.x + x * r.w, r.y + 0.96 * r.h)
            pygame.draw.line(surf, INK, top, bottom, max(4, r.w // 6))
            pygame.draw.line(surf, color, top, bottom, max(2, r.w // 6 - 2 * edge))
            for k in (0.35, 0.65):     # the cane's knots
                kx = top[0] + (bottom[0] - top[0]) * k
                ky = top[1] + (bottom[1] - top[1]) * k
                pygame.draw.line(surf, INK, (kx - r.w * 0.07, ky), (kx + r.w * 0.07, ky), edge)
    else:
        for cx, cy, s in ((0.34, 0.62, 0.26), (0.64, 0.64, 0.24), (0.50, 0.38, 0.24)):
            mx, my = r.x + cx * r.w, r.y + cy * r.h
            nugget = [(mx + math.cos(a) * s * r.w * (0.8 + 0.2 * (i % 2)),
                       my + math.sin(a) * s * r.h * 0.8) for i, a in
                      enumerate(k * math.pi / 3 for k in range(6))]
            pygame.draw.polygon(surf, color, nugget)
            pygame.draw.polygon(surf, INK, nugget, edge)


def bird(surf: pygame.Surface, rect: pygame.Rect, color: Color = INK) -> None:
    """A gull in flight: the bird of the bird chips."""
    r = pygame.Rect(rect)
    w = max(2, r.w // 9)
    left = [(r.x + 0.04 * r.w, r.y + 0.42 * r.h), (r.x + 0.26 * r.w, r.y + 0.22 * r.h),
            (r.x + 0.50 * r.w, r.y + 0.56 * r.h)]
    right = [(r.x + 0.50 * r.w, r.y + 0.56 * r.h), (r.x + 0.74 * r.w, r.y + 0.22 * r.h),
             (r.x + 0.96 * r.w, r.y + 0.42 * r.h)]
    pygame.draw.lines(surf, color, False, left, w)
    pygame.draw.lines(surf, color, False, right, w)


def ship(surf: pygame.Surface, rect: pygame.Rect, color: Color = (120, 74, 40)) -> None:
    """A sailing ship: hull, mast and sail."""
    r = pygame.Rect(rect)
    edge = max(2, r.w // 18)
    _poly(surf, color, r, [(0.06, 0.66), (0.94, 0.66), (0.78, 0.90), (0.20, 0.90)], edge)
    _poly(surf, (250, 248, 236), r, [(0.50, 0.08), (0.50, 0.60), (0.16, 0.60)], edge)
    _poly(surf, (250, 248, 236), r, [(0.56, 0.16), (0.56, 0.60), (0.84, 0.60)], edge)
    pygame.draw.line(surf, INK, (r.x + 0.53 * r.w, r.y + 0.04 * r.h),
                     (r.x + 0.53 * r.w, r.y + 0.66 * r.h), edge)


def river(surf: pygame.Surface, rect: pygame.Rect, color: Color = (52, 132, 214)) -> None:
    """A winding river."""
    r = pygame.Rect(rect)
    pts = [(r.x + r.w * (0.5 + 0.3 * math.sin(t * 2 * math.pi)), r.y + r.h * (0.04 + t * 0.92))
           for t in (i / 20 for i in range(21))]
    pygame.draw.lines(surf, INK, False, pts, max(6, r.w // 4))
    pygame.draw.lines(surf, color, False, pts, max(4, r.w // 4 - max(2, r.w // 12)))


def path(surf: pygame.Surface, rect: pygame.Rect, color: Color = (176, 128, 74)) -> None:
    """A path of stepping stones between two dots."""
    r = pygame.Rect(rect)
    a, b = (r.x + 0.16 * r.w, r.bottom - 0.16 * r.h), (r.right - 0.16 * r.w, r.y + 0.16 * r.h)
    pygame.draw.line(surf, color, a, b, max(4, r.w // 8))
    for p in (a, b):
        pygame.draw.circle(surf, (250, 248, 236), (round(p[0]), round(p[1])), round(r.w * 0.14))
        pygame.draw.circle(surf, INK, (round(p[0]), round(p[1])), round(r.w * 0.14),
                           max(2, r.w // 20))


def volcano(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A volcano with a plume of smoke."""
    r = pygame.Rect(rect)
    edge = max(2, r.w // 18)
    _poly(surf, (120, 84, 70), r, [(0.04, 0.96), (0.38, 0.40), (0.62, 0.40), (0.96, 0.96)], edge)
    _poly(surf, (236, 92, 40), r, [(0.38, 0.40), (0.62, 0.40), (0.56, 0.56), (0.50, 0.48),
                                   (0.44, 0.58)], edge)
    for cx, cy, s in ((0.46, 0.26, 0.11), (0.58, 0.14, 0.09), (0.42, 0.06, 0.07)):
        pygame.draw.circle(surf, (170, 170, 176), (round(r.x + cx * r.w), round(r.y + cy * r.h)),
                           round(s * r.w))


def wave(surf: pygame.Surface, rect: pygame.Rect, color: Color = (52, 132, 214)) -> None:
    """Waves on a shore: the coast."""
    r = pygame.Rect(rect)
    for k, y in enumerate((0.40, 0.66)):
        pts = [(r.x + r.w * t, r.y + r.h * (y + 0.08 * math.sin(t * 3 * math.pi + k)))
               for t in (i / 16 for i in range(17))]
        pygame.draw.lines(surf, color, False, pts, max(3, r.w // 10))
