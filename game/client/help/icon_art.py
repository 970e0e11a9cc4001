"""The printed icon a help line is about, drawn with the real art.

``render(spec, height)`` turns a ``Line.icon`` spec (see ``help.lines``) into
a surface about ``height`` px tall, or None when there is nothing to draw.
Falls back to the plain ``gfx`` icons if the art cannot draw it.
"""
from __future__ import annotations

from typing import Any

import pygame

from .. import gfx


def _art(name: str) -> Any:
    try:
        from .. import art
        return getattr(art, name)
    except Exception:         # the placeholders keep the help readable
        return None


def _row(surfaces: list[pygame.Surface], gap: int = 4) -> pygame.Surface:
    w = sum(s.get_width() for s in surfaces) + gap * (len(surfaces) - 1)
    h = max(s.get_height() for s in surfaces)
    out = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    x = 0
    for s in surfaces:
        out.blit(s, (x, (h - s.get_height()) // 2))
        x += s.get_width() + gap
    return out


def render(spec: tuple | None, height: int) -> pygame.Surface | None:
    """The icon of a help line, ``height`` px tall (None: no icon)."""
    if not spec:
        return None
    kind, what = spec[0], spec[1]
    try:
        if kind == "score":
            fn = _art("render_score_icon")
            return fn(what, height) if fn else gfx.icon("points", height)
        if kind == "place":
            fn = _art("render_place_icon")
            return fn(what, height) if fn else gfx.icon("sand_dollar", height)
        if kind == "ring":
            fn = _art("render_ring")
            return fn(what, int(height * 1.15)) if fn else gfx.icon("ring", height)
        if kind == "tags":
            return _row([gfx.icon(f"tag_{tag}", height) for tag in what]) if what else None
        if kind == "people":
            return gfx.meeple(what, None, height)
        if kind == "icon":
            return gfx.icon(what, height)
        if kind == "surface":
            return what
    except Exception:          # a missing icon must not close the help
        return None
    return None
