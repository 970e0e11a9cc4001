"""The painted scenery behind cards and starting tiles: the beach (ocean,
foam, sand), the street (awning, shop front, boardwalk), a tag's watermark and
the red-and-white barrier of a beach-end card. Random details are seeded by
the card's id (``seed_of``), so a card always looks the same."""
from __future__ import annotations

import math
import random
import zlib

import pygame

from game.client import theme as P
from game.client.art_cache import palette
from game.monica.client.art.draw import new_surface, star_points, supersample, vertical_gradient
from game.monica.client.art.glyphs import glyph_bag, glyph_ball, glyph_camera, glyph_house, glyph_palm, glyph_wave

_GLYPHS = {"local": glyph_house, "tourist": glyph_camera, "business": glyph_bag,
           "sports": glyph_ball, "nature": glyph_palm, "wave": glyph_wave}


def seed_of(s: str) -> int:
    return zlib.crc32(s.encode("utf-8"))


def paint_beach(s: pygame.Surface, k: int, sea_h: int, seed: int) -> None:
    w, h = s.get_size()
    sh = sea_h * k
    s.fill(P.ART_SAND)
    rnd = random.Random(seed)
    # wet sand under the foam
    pygame.draw.rect(s, P.mix(P.ART_SAND, P.ART_SAND_DARK, 0.55), (0, sh, w, int(sh * 0.22)))
    for _ in range(int(w * h / (900 * k * k)) + 6):
        x, y = rnd.uniform(0, w), rnd.uniform(sh * 1.2, h)
        pygame.draw.circle(s, P.SAND_DOT, (x, y), rnd.uniform(0.6, 1.4) * k)
    # a few shells and a starfish in the sand
    for _ in range(3):
        x, y = rnd.uniform(w * 0.1, w * 0.9), rnd.uniform(sh * 1.6, h * 0.95)
        rr = rnd.uniform(2.5, 4.0) * k * max(1.0, w / (300 * k))
        col = P.mix(P.ART_SAND, P.ART_SAND_DARK, 0.9)
        if rnd.random() < 0.5:
            pygame.draw.polygon(s, col, star_points(x, y, rr * 1.4, rr * 0.6, 5,
                                                    rnd.uniform(0, 1)))
        else:
            pygame.draw.ellipse(s, col, (x - rr, y - rr * 0.8, rr * 2, rr * 1.6))
            for j in (-1, 0, 1):
                pygame.draw.line(s, P.mix(P.ART_SAND, P.ART_SAND_DARK, 0.4), (x, y + rr * 0.7),
                                 (x + j * rr * 0.7, y - rr * 0.6), max(1, k // 2))
    vertical_gradient(s, pygame.Rect(0, 0, w, sh), P.SEA_DEEP, P.SEA_LIGHT)
    # little crests in the sea
    for row in range(2):
        y = sh * (0.3 + 0.3 * row)
        off = rnd.uniform(0, w * 0.3)
        step = w * 0.34
        x = -step + off + row * step / 2
        while x < w:
            rect = pygame.Rect(0, 0, int(w * 0.12), int(sh * 0.22))
            rect.center = (int(x), int(y))
            pygame.draw.arc(s, (220, 244, 252), rect, math.radians(20), math.radians(160),
                            max(1, k * 1 + w // 260))
            x += step
    # scalloped foam edge
    r = max(3 * k, int(sh * 0.13))
    x = -rnd.uniform(0, r)
    while x < w + r:
        pygame.draw.circle(s, P.ART_FOAM, (x, sh - r * 0.35), r)
        x += r * 1.55
    pygame.draw.rect(s, P.ART_FOAM, (0, sh - r * 0.9, w, r * 0.6))


def paint_street(s: pygame.Surface, k: int, awning_h: int, band_h: int, tag: str | None,
                  seed: int) -> None:
    w, h = s.get_size()
    s.fill(P.STUCCO)
    rnd = random.Random(seed)
    # faint stucco texture
    for _ in range(int(w * h / (1400 * k * k)) + 4):
        x, y = rnd.uniform(0, w), rnd.uniform(awning_h * k, h - band_h * k)
        pygame.draw.circle(s, P.STUCCO_DARK, (x, y), rnd.uniform(0.6, 1.3) * k)
    # a shop front: two tall windows and a door, soft so icons stay readable
    top_y = awning_h * k * 1.9
    bottom_y = h - band_h * k
    win = P.mix(P.STUCCO, P.SEA_LIGHT, 0.28)
    frame = P.mix(P.STUCCO, P.WHITE, 0.6)
    ww = w * 0.24
    for x in (w * 0.08, w * 0.68):
        r = pygame.Rect(int(x), int(top_y + (bottom_y - top_y) * 0.2), int(ww),
                        int((bottom_y - top_y) * 0.5))
        pygame.draw.rect(s, frame, r.inflate(4 * k, 4 * k), border_top_left_radius=int(ww / 2),
                         border_top_right_radius=int(ww / 2))
        pygame.draw.rect(s, win, r, border_top_left_radius=int(ww / 2),
                         border_top_right_radius=int(ww / 2))
        pygame.draw.line(s, frame, (r.centerx, r.y + ww * 0.2), (r.centerx, r.bottom), k)
    door = pygame.Rect(int(w * 0.39), int(top_y + (bottom_y - top_y) * 0.38), int(w * 0.22),
                       int(bottom_y - top_y - (bottom_y - top_y) * 0.38))
    pygame.draw.rect(s, P.mix(P.STUCCO, P.PLANK, 0.3), door, border_top_left_radius=3 * k,
                     border_top_right_radius=3 * k)
    # striped awning with a scalloped hem
    ah = awning_h * k
    col = palette().tags.get(tag or "", P.ART_SEA)
    stripes = 7
    sw = w / stripes
    for i in range(stripes):
        c = col if i % 2 == 0 else P.WHITE
        pygame.draw.rect(s, c, (int(i * sw), 0, int(sw) + 2, ah))
        pygame.draw.circle(s, c, ((i + 0.5) * sw, ah), sw / 2)
    pygame.draw.line(s, P.shade(col, 0.7), (0, ah * 0.12), (w, ah * 0.12), max(1, k))
    # boardwalk planks and the street
    bh = band_h * k
    top = h - bh
    plank_h = int(bh * 0.55)
    pygame.draw.rect(s, P.PLANK, (0, top, w, plank_h))
    pygame.draw.line(s, P.PLANK_DARK, (0, top), (w, top), max(1, k))
    n = 6
    for i in range(n + 1):
        x = (i + (0.5 if i % 2 else 0)) * w / n
        pygame.draw.line(s, P.PLANK_DARK, (x, top), (x, top + plank_h), max(1, k))
    pygame.draw.line(s, P.PLANK_DARK, (0, top + plank_h // 2), (w, top + plank_h // 2),
                     max(1, k // 2))
    pygame.draw.rect(s, P.ASPHALT, (0, top + plank_h, w, bh - plank_h))
    pygame.draw.line(s, (160, 160, 160), (0, top + plank_h), (w, top + plank_h), max(1, k))
    dash = w / 5
    ly = top + plank_h + (bh - plank_h) * 0.55
    x = dash * 0.25
    while x < w:
        pygame.draw.line(s, P.LANE, (x, ly), (x + dash * 0.5, ly), max(1, int(1.5 * k)))
        x += dash


def watermark(s: pygame.Surface, tag: str, rect: pygame.Rect, alpha: int) -> None:
    if tag not in _GLYPHS or rect.w < 8 or rect.h < 8:
        return
    side = min(rect.w, rect.h)

    def _draw(big: pygame.Surface, k: int) -> None:
        _GLYPHS[tag](big, big.get_rect(), P.WHITE, P.WHITE)

    g = supersample((side, side), _draw, 3, bg=(255, 255, 255, 0))
    g.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(g, g.get_rect(center=rect.center))


def barrier(s: pygame.Surface, rect: pygame.Rect) -> None:
    """Red-and-white diagonal stripes (the end of the beach)."""
    band = new_surface(rect.size, (*P.WHITE, 255))
    step = max(4, rect.w)
    for y in range(-rect.w * 2, rect.h + rect.w * 2, step * 2):
        pygame.draw.polygon(band, P.BARRIER_RED, [(0, y), (rect.w, y - rect.w),
                                                  (rect.w, y - rect.w + step), (0, y + step)])
    pygame.draw.line(band, P.ART_INK, (rect.w - 1, 0), (rect.w - 1, rect.h), max(1, rect.w // 6))
    s.blit(band, rect)
