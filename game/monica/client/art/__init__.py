"""Procedural art for every component, drawn from the card data.

Public API (surfaces are 32-bit with per-pixel alpha, drawn at the requested
pixel size - never scaled up - and cached by (id, size, variant)):

* ``render_card(card, size, *, highlight=None)``, ``render_card_back(size)``
* ``render_tile(tile, size)``, ``render_sand_dollar_action(action, size)``,
  ``render_objective(obj, size)``
* ``render_meeple(kind, color=None, size=32)``, ``render_token(name, size=32)``
* ``render_place_icon(action, height)``, ``render_score_icon(icon, height)``,
  ``render_ring(ring, diameter)``: single printed icons for help and tooltips
* ``icon(name, size)`` and ``ICON_NAMES``; ``font(size, bold=False)``
* ``describe_icon``, ``describe_place`` and friends (``game.monica.client.art.describe``,
  which never imports pygame).

Returned surfaces are shared by the cache: treat them as read-only (``copy()``
before tinting or changing their alpha). Importing this package is cheap: the pygame-backed modules load on first use,
so ``game.monica.client.art.describe`` stays pygame-free.
"""
from __future__ import annotations

import importlib
from typing import Any

_EXPORTS: dict[str, str] = {
    "render_card": "cards",
    "render_card_back": "card_back",
    "render_tile": "starting_tile",
    "render_sand_dollar_action": "sand_dollar_tile",
    "render_objective": "objective_tile",
    "render_meeple": "people",
    "render_token": "people",
    "render_place_icon": "printed_icons",
    "render_score_icon": "printed_icons",
    "render_ring": "printed_icons",
    "icon": "icons",
    "ICON_NAMES": "icons",
    "font": "game.client.fonts",
    "clear_cache": "game.client.art_cache",
    "describe_icon": "describe",
    "describe_place": "describe",
    "describe_ring": "describe",
    "describe_vip": "describe",
    "describe_setup": "describe",
    "describe_card": "describe",
    "describe_sand_dollar_action": "describe",
    "describe_objective_line": "describe",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    where = module if module.startswith("game.") else f"{__name__}.{module}"   # fonts, cache: shared
    value = getattr(importlib.import_module(where), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(list(globals()) + __all__)
