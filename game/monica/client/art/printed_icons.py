"""Single printed icons for help screens and tooltips: a placement action, a
scoring icon or an activity ring drawn alone, as on a card, cached by content."""
from __future__ import annotations

from typing import Any, Mapping

import pygame

from game.monica.client.art.activity_ring import ring_with_points
from game.client.art_cache import cached
from game.monica.client.art.parts import chip, place_parts, score_parts


def _key(d: Any) -> str:
    if hasattr(d, "to_json"):
        d = d.to_json()
    return repr(sorted(dict(d).items()))


def render_place_icon(action: Mapping[str, Any], height: int, *,
                      plate: bool = True) -> pygame.Surface:
    """A placement action (or tile setup entry) as printed on a card, ``height`` px
    tall, on its sea-foam plate unless ``plate`` is False (help screens, tooltips)."""
    h = max(8, int(height))
    fill = (224, 246, 250, 236) if plate else None
    edge = (72, 150, 176) if plate else None
    return cached(("place_icon", _key(action), (h, h), plate), None,
                  lambda: chip(place_parts(action), h, fill, edge))


def render_score_icon(icon_dict: Mapping[str, Any], height: int) -> pygame.Surface:
    """A scoring icon as printed on a card's cream strip, ``height`` px tall."""
    h = max(8, int(height))
    return cached(("score_icon", _key(icon_dict), (h, h), None), None,
                  lambda: chip(score_parts(icon_dict), h, None, None))


def render_ring(ring: Any, diameter: int) -> pygame.Surface:
    """An activity ring with its slots and points sun (about 1.25 x ``diameter`` wide)."""
    d = max(12, int(diameter))
    return cached(("ring", _key(ring), (d, d), None), None, lambda: ring_with_points(ring, d))
