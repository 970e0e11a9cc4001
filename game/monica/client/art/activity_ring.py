"""The activity ring printed on a card: a golden ring holding its slots
(people of a kind, or a crowd for any number), and its points on a sun
beside it. Every slot stays inside the ring."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.client import theme as P
from game.monica.client.art.draw import new_surface, supersample
from game.monica.client.art.icons import icon
from game.monica.client.art.parts import p_person, p_points


def _rows(n: int) -> list[int]:
    """How many slots each row holds: 3 as two over one, 5 as three over two."""
    if n <= 2:
        return [n]
    top = (n + 1) // 2 if n <= 4 else 3
    return [top, n - top] if n <= 6 else [3, 3, n - 6]


def slot_centers(n: int, size: float) -> list[tuple[float, float]]:
    """Centres (from the ring's centre) of ``n`` slots ``size`` pixels square."""
    rows = _rows(n)
    out: list[tuple[float, float]] = []
    for r, count in enumerate(rows):
        y = (r - (len(rows) - 1) / 2) * size
        out += [((c - (count - 1) / 2) * size, y) for c in range(count)]
    return out


def slot_size(n: int, inner: float) -> int:
    """The largest slot (up to 62% of the ring's inside) whose every corner
    stays inside the ring's inner circle: no person is cut by the ring."""
    size = inner * 0.62
    while size > 4:
        half = size * 0.47                   # a person fills most of its slot
        if all(math.hypot(abs(x) + half, abs(y) + half) <= inner / 2 - 1
               for x, y in slot_centers(n, size)):
            break
        size -= 1
    return max(4, int(size))


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
        # any number of people: a crowd, no words (the zoom and the help say it)
        ps = slot_size(3, inner)
        for (x, y), grow in zip(slot_centers(3, ps), (0.9, 0.9, 1.0), strict=True):
            pawn = icon("person_any", int(ps * 0.94 * grow))
            out.blit(pawn, pawn.get_rect(center=(d / 2 + x, d / 2 + y)))
    else:
        ps = slot_size(n, inner)
        for kind, (x, y) in zip(kinds, slot_centers(n, ps), strict=True):
            pawn = p_person(kind)(int(ps * 0.94))
            out.blit(pawn, pawn.get_rect(center=(d / 2 + x, d / 2 + y)))
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
