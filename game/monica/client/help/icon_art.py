"""The printed icon a help line is about, drawn with the real art.

``render(pictures, spec, height)`` turns a ``Line.icon`` spec (see ``help.lines``) into
a surface about ``height`` px tall, or None when there is nothing to draw.
"""
from __future__ import annotations

import pygame

from game.monica.client.pictures import Pictures


def _row(surfaces: list[pygame.Surface], gap: int = 4) -> pygame.Surface:
    w = sum(s.get_width() for s in surfaces) + gap * (len(surfaces) - 1)
    h = max(s.get_height() for s in surfaces)
    out = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    x = 0
    for s in surfaces:
        out.blit(s, (x, (h - s.get_height()) // 2))
        x += s.get_width() + gap
    return out


def render(pictures: Pictures, spec: tuple | None, height: int) -> pygame.Surface | None:
    """The icon of a help line, ``height`` px tall (None: no icon)."""
    if not spec:
        return None
    kind, what = spec[0], spec[1]
    if kind == "score":
        return pictures.score_icon(what, height)
    if kind == "place":
        return pictures.place_icon(what, height)
    if kind == "ring":
        return pictures.ring(what, int(height * 1.15))
    if kind == "tags":
        return _row([pictures.icon(f"tag_{tag}", height) for tag in what]) if what else None
    if kind == "people":
        return pictures.meeple(what, None, height)
    if kind == "icon":
        return pictures.icon(what, height)
    if kind == "surface":
        return what  # type: ignore[no-any-return]
    return None
