"""The map of Santa Cruz drawn from its geometry (``game.cruz.content.table_geometry``
fitted to the surface): the sea, the three islands with their beaches, the
volcano, the rivers from the sea upstream and the paths between the fields,
and a socket under every field where its tile lies.

The map is our own design (docs/SANTA_CRUZ_MAP.md). It is drawn once per size
and kept; tiles and buildings are drawn over it by the table.
"""
from __future__ import annotations

import math
import random

import pygame

from game.cruz.content import TableGeometry
from game.cruz.engine import Area

SEA_TOP = (40, 120, 170)
SEA_BOTTOM = (24, 86, 136)
BEACH = (238, 218, 164)
GRASS = (132, 178, 96)
GRASS_DARK = (104, 150, 76)
VOLCANO = (124, 88, 72)
CRATER = (84, 56, 48)
RIVER = (58, 140, 212)
RIVER_EDGE = (30, 90, 150)
PATH = (176, 128, 74)
FOAM = (236, 246, 250)

Point = tuple[float, float]


def _shrink(points: tuple[Point, ...], by: float) -> list[Point]:
    """The polygon moved towards its centre by ``by`` pixels (an inner outline)."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    out = []
    for x, y in points:
        d = math.hypot(x - cx, y - cy) or 1.0
        out.append((x - (x - cx) / d * by, y - (y - cy) / d * by))
    return out


def _sea(surf: pygame.Surface) -> None:
    w, h = surf.get_size()
    for y in range(h):
        t = y / max(1, h - 1)
        c = tuple(int(a + (b - a) * t) for a, b in zip(SEA_TOP, SEA_BOTTOM, strict=True))
        pygame.draw.line(surf, c, (0, y), (w, y))
    rng = random.Random(11)
    for _ in range(w * h // 9000):         # ripples
        x, y = rng.randrange(w), rng.randrange(h)
        pygame.draw.arc(surf, (70, 150, 196), (x, y, 26, 10), 0.3, 2.8, 2)


def _dashes(surf: pygame.Surface, line: tuple[Point, ...], color: tuple[int, int, int],
            width: int, dash: float) -> None:
    """A path drawn as stepping stones along ``line``."""
    for (x1, y1), (x2, y2) in zip(line, line[1:], strict=False):
        length = math.hypot(x2 - x1, y2 - y1)
        steps = max(1, int(length / dash))
        for k in range(steps):
            if k % 2:
                continue
            a, b = k / steps, min(1.0, (k + 1) / steps)
            pygame.draw.line(surf, color, (x1 + (x2 - x1) * a, y1 + (y2 - y1) * a),
                             (x1 + (x2 - x1) * b, y1 + (y2 - y1) * b), width)


def draw_map(geo: TableGeometry, size: tuple[int, int]) -> pygame.Surface:
    """The whole map on a surface of ``size``; ``geo`` is fitted to (0, 0, *size)."""
    surf = pygame.Surface(size)
    _sea(surf)
    r = geo.field_radius
    for shape in geo.islands:
        pts = list(shape.points)
        pygame.draw.polygon(surf, FOAM, _shrink(shape.points, -r * 0.35))
        pygame.draw.polygon(surf, BEACH, pts)
        pygame.draw.polygon(surf, GRASS, _shrink(shape.points, r * 0.7))
        pygame.draw.polygon(surf, GRASS_DARK, _shrink(shape.points, r * 0.7), max(2, int(r / 8)))
    for shape in geo.volcanoes:
        pygame.draw.polygon(surf, VOLCANO, list(shape.points))
        pygame.draw.polygon(surf, CRATER, _shrink(shape.points, r * 1.6))
        pygame.draw.polygon(surf, (60, 40, 34), list(shape.points), max(2, int(r / 8)))
    for line in geo.rivers.values():
        pts = list(line)
        pygame.draw.lines(surf, RIVER_EDGE, False, pts, max(6, int(r * 0.5)))
        pygame.draw.lines(surf, RIVER, False, pts, max(4, int(r * 0.34)))
        for p in pts:              # round joints
            pygame.draw.circle(surf, RIVER, (round(p[0]), round(p[1])), max(2, int(r * 0.17)))
    for _, _, line in geo.paths:
        _dashes(surf, line, PATH, max(3, int(r * 0.22)), max(6.0, r * 0.45))
    for fid, (x, y) in geo.centres.items():
        socket = (int(r * 1.05), int(r * 1.05))
        rect = pygame.Rect(0, 0, socket[0] * 2, socket[1] * 2)
        rect.center = (round(x), round(y))
        edge = (210, 190, 140) if geo.areas[fid] is Area.COAST else (60, 50, 44)
        pygame.draw.rect(surf, edge, rect, max(2, int(r / 10)), border_radius=int(r * 0.7))
    return surf
