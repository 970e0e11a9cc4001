"""A small LRU cache of rendered surfaces keyed by (kind, id, size, variant)."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable, Hashable

import pygame

MAX_ENTRIES = 600

_CACHE: "OrderedDict[Hashable, tuple[Any, pygame.Surface]]" = OrderedDict()


def cached(key: Hashable, stamp: Any, build: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The surface stored under ``key`` if it was built from an equal ``stamp``.

    ``stamp`` is the component itself: a hand-made card that reuses an id with
    other contents is drawn afresh instead of showing the stale picture.
    """
    hit = _CACHE.get(key)
    if hit is not None and (hit[0] is stamp or hit[0] == stamp):
        _CACHE.move_to_end(key)
        return hit[1]
    surf = build()
    _CACHE[key] = (stamp, surf)
    _CACHE.move_to_end(key)
    while len(_CACHE) > MAX_ENTRIES:
        _CACHE.popitem(last=False)
    return surf


def clear_cache() -> None:
    """Forget every rendered surface (e.g. after the window size changed a lot)."""
    _CACHE.clear()


def cache_size() -> int:
    return len(_CACHE)
