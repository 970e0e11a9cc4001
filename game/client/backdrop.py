"""The beach behind every screen: sky, sea and sand bands, drawn once per
size (a scene asks for its canvas's size, so a portrait kiosk gets portrait
backgrounds from the same calls).
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.client import theme


def _lerp(a: theme.Color, b: theme.Color, t: float) -> theme.Color:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t),
            int(a[2] + (b[2] - a[2]) * t))


def beach(size: tuple[int, int], sea_frac: float = 0.42,
          sand_frac: float = 0.55) -> pygame.Surface:
    return _beach((int(size[0]), int(size[1])), sea_frac, sand_frac)


@lru_cache(maxsize=4)
def _beach(size: tuple[int, int], sea_frac: float, sand_frac: float) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size)
    sky_top, sky_bot = (126, 196, 236), (206, 234, 246)
    sea_top, sea_bot = (36, 128, 176), (62, 170, 196)
    sand_top, sand_bot = (240, 220, 172), (222, 196, 146)
    y_sea, y_sand = int(h * sea_frac * 0.55), int(h * sand_frac)
    for y in range(h):
        if y < y_sea:
            c = _lerp(sky_top, sky_bot, y / max(1, y_sea))
        elif y < y_sand:
            c = _lerp(sea_top, sea_bot, (y - y_sea) / max(1, y_sand - y_sea))
        else:
            c = _lerp(sand_top, sand_bot, (y - y_sand) / max(1, h - y_sand))
        pygame.draw.line(surf, c, (0, y), (w, y))
    # a foam line where the sea meets the sand
    pts = [(x, y_sand + int(6 * math.sin(x / 37.0))) for x in range(0, w + 20, 20)]
    pygame.draw.lines(surf, theme.FOAM, False, pts, 5)
    return surf


def table(size: tuple[int, int]) -> pygame.Surface:
    """The play table: a calm sand texture."""
    return _table((int(size[0]), int(size[1])))


@lru_cache(maxsize=2)
def _table(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size)
    for y in range(h):
        t = y / h
        pygame.draw.line(surf, _lerp((236, 222, 190), (218, 198, 156), t), (0, y), (w, y))
    rng = random.Random(7)
    for _ in range(2500):
        x, y = rng.randrange(w), rng.randrange(h)
        surf.set_at((x, y), (206, 186, 146))
    return surf
