"""The back of a feature card: a sunset over the sea, palms and the title."""
from __future__ import annotations

import pygame

from game.client import theme as P
from game.client.art_cache import cached
from game.monica.client.art.draw import blit_center, new_surface, round_corners, supersample, text, vertical_gradient
from game.client.fonts import fit_font
from game.monica.client.art.glyphs import glyph_palm

Size = tuple[int, int]
MIN_TITLE_PX = 8          # below this the title would not fit the back, let alone read


def _build_back(w: int, h: int) -> pygame.Surface:
    border = max(2, round(min(w, h) * 0.035))
    radius = max(4, round(min(w, h) * 0.07))
    surf = new_surface((w, h), (*P.PAPER, 255))
    inner = pygame.Rect(border, border, w - 2 * border, h - 2 * border)

    def _draw(s: pygame.Surface, k: int) -> None:
        sw, sh = s.get_size()
        horizon = int(sh * 0.62)
        vertical_gradient(s, pygame.Rect(0, 0, sw, horizon), (255, 150, 96), (255, 214, 140))
        sun = (sw * 0.5, horizon)
        pygame.draw.circle(s, (255, 236, 130), sun, sw * 0.3)
        pygame.draw.circle(s, (255, 250, 200), sun, sw * 0.22)
        vertical_gradient(s, pygame.Rect(0, horizon, sw, sh - horizon), P.ART_SEA, P.SEA_DEEP)
        for i in range(6):
            y = horizon + (sh - horizon) * (0.12 + i * 0.14)
            ww = sw * (0.5 - i * 0.05)
            pygame.draw.line(s, (255, 226, 150), (sun[0] - ww / 2, y), (sun[0] + ww / 2, y),
                             max(1, k * 2))
        # palm silhouettes
        for px, flip, hh in ((0.14, 1, 0.5), (0.88, -1, 0.42)):
            base = (sw * px, sh * 0.98)
            rect = pygame.Rect(0, 0, int(sw * 0.5), int(sw * 0.5))
            rect.center = (int(sw * px + flip * sw * 0.08), int(sh * (1 - hh) - sw * 0.05))
            palm = new_surface(rect.size, (0, 0, 0, 0))
            glyph_palm(palm, palm.get_rect(), (40, 40, 64), (40, 40, 64))
            if flip < 0:
                palm = pygame.transform.flip(palm, True, False)
            s.blit(palm, rect)
            del base

    scene = supersample(inner.size, _draw, 2, bg=(*P.ART_SEA, 255))
    if inner.h * 0.13 >= MIN_TITLE_PX:     # an icon-sized back shows the picture alone
        f1 = fit_font("SANTA", int(inner.w * 0.8), int(inner.h * 0.13), condensed=True)
        f2 = fit_font("MONICA", int(inner.w * 0.8), int(inner.h * 0.13), condensed=True)
        ow = max(1, inner.w // 60)
        t1 = text("SANTA", f1, P.WHITE, P.ART_INK, ow, role="name")
        t2 = text("MONICA", f2, P.WHITE, P.ART_INK, ow, role="name")
        blit_center(scene, t1, (inner.w / 2, inner.h * 0.16))
        blit_center(scene, t2, (inner.w / 2, inner.h * 0.16 + t1.get_height() * 0.95))
    surf.blit(round_corners(scene, max(2, radius - border)), inner)
    round_corners(surf, radius)
    return surf


def render_card_back(size: Size) -> pygame.Surface:
    """The back of a feature card (a sunset over the pier), cached by size."""
    w, h = max(16, int(size[0])), max(16, int(size[1]))
    return cached(("card_back", "", (w, h), None), None, lambda: _build_back(w, h))
