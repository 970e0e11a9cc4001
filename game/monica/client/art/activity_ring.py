"""The activity ring printed on a card: a golden ring holding its slots
(people of a kind, or "any #"), and its points on a sun beside it."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.client import theme as P
from game.monica.client.art.draw import new_surface, supersample, text
from game.client.fonts import fit_font
from game.monica.client.art.icons import icon
from game.monica.client.art.parts import p_person, p_points


def ring_surface(ring: Any, d: int) -> pygame.Surface:
    """The activity ring: a golden ring holding its slots, points on a sun."""
    r = ring.to_json() if hasattr(ring, "to_json") else dict(ring)
    d = max(12, int(d))
    band = max(2, int(d * 0.09))

    def _draw(big: pygame.Surface, k: int) -> None:
        c = big.get_width() / 2
        pygame.draw.circle(big, P.ART_INK, (c, c), c)
        pygame.draw.circle(big, P.SUN_DARK, (c, c), c - k * max(1, d // 60))
        pygame.draw.circle(big, P.SUN, (c, c), c - band * k * 0.7)
        pygame.draw.circle(big, (255, 252, 240), (c, c), c - band * k)
        pygame.draw.circle(big, P.ART_INK, (c, c), c - band * k, max(1, k * max(1, d // 80)))

    out = supersample((d, d), _draw, 3)
    kinds: list[str] = []
    if not r.get("any_number"):
        for kind in ("local", "tourist", "vip", "any"):
            kinds += [kind] * int(r.get(kind, 0))
    inner = d - 2 * band
    n = len(kinds)
    if r.get("any_number") or n == 0:
        pw = int(inner * 0.4)
        pawn = icon("person_any", pw)
        out.blit(pawn, pawn.get_rect(center=(d / 2, d * 0.4)))
        f = fit_font("any #", int(inner * 0.7), int(inner * 0.2), condensed=True)
        t = text("any #", f, P.ART_INK)
        out.blit(t, t.get_rect(center=(d / 2, d * 0.68)))
    else:
        cols = 1 if n == 1 else 2 if n in (2, 4) else 3
        rows = math.ceil(n / cols)
        cell = inner * (0.62 if n == 1 else 0.5 if n <= 2 else 0.4 if n <= 4 else 0.32)
        ps = int(cell * 0.95)
        total_h = rows * cell
        y0 = d / 2 - total_h / 2
        for i, kind in enumerate(kinds):
            row, col = divmod(i, cols)
            in_row = min(cols, n - row * cols)
            x0 = d / 2 - in_row * cell / 2
            pawn = p_person(kind)(ps)
            out.blit(pawn, pawn.get_rect(center=(x0 + (col + 0.5) * cell,
                                                  y0 + (row + 0.5) * cell)))
    return out


def ring_with_points(ring: Any, d: int) -> pygame.Surface:
    """Ring plus its points sun overlapping the lower right."""
    r = ring.to_json() if hasattr(ring, "to_json") else dict(ring)
    ps = max(10, int(d * 0.46))
    w = int(d + ps * 0.55)
    out = new_surface((w, w))
    rs = ring_surface(ring, d)
    out.blit(rs, (0, 0))
    sun = p_points(int(r.get("points", 0)))(ps)
    out.blit(sun, sun.get_rect(center=(d * 0.92, d * 0.9)))
    return out
