"""A small LRU cache of rendered surfaces keyed by (kind, id, size, variant)
and the current language (tiles print translated words, so a language switch
must not show the old ones).

Bounded twice: at most ``MAX_ENTRIES`` surfaces and ``MAX_BYTES`` of pixels,
so a kiosk that runs for days keeps a steady memory footprint."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable, Hashable

import pygame

from game.i18n import language

MAX_ENTRIES = 600
MAX_BYTES = 16 * 1024 * 1024
_BYTES = [0]


def _size(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


_CACHE: "OrderedDict[Hashable, tuple[Any, pygame.Surface]]" = OrderedDict()


def cached(key: Hashable, stamp: Any, build: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The surface stored under ``key`` if it was built from an equal ``stamp``.

    ``stamp`` is the component itself: a hand-made card that reuses an id with
    other contents is drawn afresh instead of showing the stale picture.
    Pictures are kept per language.
    """
    key = (key, language())
    hit = _CACHE.get(key)
    if hit is not None and (hit[0] is stamp or hit[0] == stamp):
        _CACHE.move_to_end(key)
        return hit[1]
    surf = build()
    if hit is not None:
        _BYTES[0] -= _size(hit[1])
    _CACHE[key] = (stamp, surf)
    _CACHE.move_to_end(key)
    _BYTES[0] += _size(surf)
    while len(_CACHE) > 1 and (len(_CACHE) > MAX_ENTRIES or _BYTES[0] > MAX_BYTES):
        _BYTES[0] -= _size(_CACHE.popitem(last=False)[1][1])
    return surf


def clear_cache() -> None:
    """Forget every rendered surface (e.g. after the window size changed a lot)."""
    _CACHE.clear()
    _BYTES[0] = 0
