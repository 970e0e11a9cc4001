"""People and wooden tokens: meeples, food truck, foodie, footprints, coins.

Locals, tourists and VIPs differ by *shape* as well as colour: a locals'
pawn has a round head, a tourist wears a wide sun hat, a VIP's head is a star.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme as P
from game.client.art_cache import cached, palette
from game.monica.client.art.draw import blit_center, text
from game.client.fonts import font
from game.monica.client.art.icons import icon, pawn_surface

TOKENS = ("food_truck", "foodie", "footprint", "sand_dollar", "start_player")


def _side(size: Any) -> int:
    if isinstance(size, (tuple, list)):
        return max(4, int(min(size[0], size[1])))
    return max(4, int(size))


def render_meeple(kind: str, color: Any = None, size: Any = 32) -> pygame.Surface:
    """A person of ``kind`` (local / tourist / vip / any) ``size`` px square.

    ``color`` None gives the box colour (locals blue, tourists orange, VIPs
    green; ``any`` is striped in all three); otherwise a name, ``#rrggbb`` or rgb.
    """
    side = _side(size)
    rgb = None if color is None else P.to_rgb(color, palette().people.get(kind, P.ART_INK_SOFT))
    key = ("meeple", kind, (side, side), rgb)

    def build() -> pygame.Surface:
        if rgb is None:
            name = f"person_{kind}" if kind in ("local", "tourist", "vip", "any") else \
                "person_any"
            return icon(name, side).copy()
        return pawn_surface(kind, rgb, side)

    return cached(key, None, build)


def render_token(name: str, size: Any = 32) -> pygame.Surface:
    """A wooden/cardboard token: ``food_truck``, ``foodie``, ``footprint``,
    ``sand_dollar`` or ``start_player``. Unknown names raise ``KeyError``."""
    name = {"truck": "food_truck", "start": "start_player", "coin": "sand_dollar"}.get(name, name)
    if name not in TOKENS:
        raise KeyError(name)
    side = _side(size)

    def build() -> pygame.Surface:
        surf = icon(name, side).copy()
        if name == "start_player":
            f = font(max(6, int(side * 0.34)), bold=True)
            blit_center(surf, text("1st", f, P.ART_INK), (side / 2, side / 2 + 1))
        return surf

    return cached(("token", name, (side, side), None), None, build)
