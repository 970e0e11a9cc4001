"""What the art draws with: the palette and the cache of rendered surfaces
of the one who asked for a picture.

The art is many small functions; rather than hand the palette down through
each of them, a game's ``Pictures`` (owned by the client's context) opens a
drawing for the length of one render (``with drawing(palette, cache):``)
and the art reads ``palette()`` and ``cached(...)`` from it. Nothing is kept
between drawings: outside one, ``palette()`` raises ``LookupError``.

``SurfaceCache`` is a small LRU of rendered surfaces keyed by (kind, id,
size, variant), the palette and the language (tiles print translated words,
so a language switch must not show the old ones). Bounded twice: at most
``MAX_ENTRIES`` surfaces and ``MAX_BYTES`` of pixels, so a kiosk that runs
for days keeps a steady memory footprint."""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Callable, Hashable

import pygame

from game.i18n import DEFAULT_LANGUAGE

from game.client.theme import Palette

MAX_ENTRIES = 600
MAX_BYTES = 16 * 1024 * 1024


def _size(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


class SurfaceCache:
    """Rendered surfaces, least recently used dropped beyond the bounds."""

    def __init__(self, max_entries: int = MAX_ENTRIES, max_bytes: int = MAX_BYTES) -> None:
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self._items: OrderedDict[Hashable, tuple[Any, pygame.Surface]] = OrderedDict()
        self._bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable, stamp: Any, build: Callable[[], pygame.Surface]
            ) -> pygame.Surface:
        """The surface stored under ``key`` if it was built from an equal
        ``stamp`` (the component itself: a hand-made card that reuses an id
        with other contents is drawn afresh instead of showing the stale one)."""
        hit = self._items.get(key)
        if hit is not None and (hit[0] is stamp or hit[0] == stamp):
            self._items.move_to_end(key)
            return hit[1]
        surf = build()
        if hit is not None:
            self._bytes -= _size(hit[1])
        self._items[key] = (stamp, surf)
        self._items.move_to_end(key)
        self._bytes += _size(surf)
        while len(self._items) > 1 and (len(self._items) > self.max_entries
                                        or self._bytes > self.max_bytes):
            self._bytes -= _size(self._items.popitem(last=False)[1][1])
        return surf

    def clear(self) -> None:
        self._items.clear()
        self._bytes = 0


_DRAWING: ContextVar[tuple[Palette, SurfaceCache, str]] = ContextVar("drawing")


@contextmanager
def drawing(palette: Palette, cache: SurfaceCache,
            lang: str = DEFAULT_LANGUAGE) -> Iterator[None]:
    """Draw with ``palette`` into ``cache`` until the block ends; pictures
    print words in ``lang`` and are kept per ``lang``."""
    token = _DRAWING.set((palette, cache, lang))
    try:
        yield
    finally:
        _DRAWING.reset(token)


def palette() -> Palette:
    """The palette of the drawing going on (``LookupError`` outside one)."""
    return _DRAWING.get()[0]


def language() -> str:
    """The language the drawing going on prints words in (``LookupError`` outside one)."""
    return _DRAWING.get()[2]


def cached(key: Hashable, stamp: Any, build: Callable[[], pygame.Surface]) -> pygame.Surface:
    """``build()``'s surface, kept in the drawing's cache per palette and language."""
    pal, cache, lang = _DRAWING.get()
    return cache.get((key, pal.name, lang), stamp, build)
