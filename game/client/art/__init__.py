"""Procedural art for every component, drawn from the card data.

Public API (all surfaces are 32-bit with per-pixel alpha, drawn at the
requested pixel size and cached by (id, size, variant)):

* ``render_card(card, size, *, highlight=None)`` / ``render_card_back(size)``
* ``icon(name, size)`` and ``ICON_NAMES``
* ``font(size, bold=False, condensed=False)``
* ``describe_icon(icon)`` / ``describe_place(action)`` and friends live in
  ``game.client.art.describe``, which never imports pygame.
"""
from __future__ import annotations

from .cache import clear_cache
from .cards import render_card, render_card_back
from .describe import describe_card, describe_icon, describe_place, describe_ring, \
    describe_vip
from .fonts import font
from .icons import ICON_NAMES, icon

__all__ = [
    "ICON_NAMES", "clear_cache", "describe_card", "describe_icon", "describe_place",
    "describe_ring", "describe_vip", "font", "icon", "render_card", "render_card_back",
]
