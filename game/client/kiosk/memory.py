"""Keeping a long-running kiosk's memory flat, and measuring it.

- ``steady_heap``: glibc gives big blocks (pictures) pages of their own,
  returned when freed, instead of raising its threshold and fragmenting
  the heap;
- ``release_memory``: between attract games the picture, text and font
  caches start empty again (the next deal draws what it shows), garbage is
  collected and freed heap pages go back to the system;
- ``rss_mb``: resident memory from /proc/self/status (VmRSS), else the peak
  from ``resource.getrusage``;
- ``leak``: whether the sizes noted over a run tell of a leak. The caches
  that live through a day (layouts, drawn art, the engines' memos) are
  bounded, so memory rises over the first games while they fill and then
  stays (docs/RELIABILITY.md has the figures): a leak shows as growth over
  the run's second half.
"""
from __future__ import annotations

import ctypes
import gc
import sys

from game.client import fonts, gfx
from game.client.games import GamePictures

SETTLED_GROWTH = 0.05   # at most this growth over the second half of a run
WHOLE_GROWTH = 0.30     # and at most this from the first game to the last
SETTLED_AFTER = 8       # games: a portrait day's caches are full by then

M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD = 64 * 1024


def _libc():
    try:
        return ctypes.CDLL("libc.so.6")
    except OSError:
        return None


def steady_heap() -> None:
    libc = _libc()
    if libc is not None and hasattr(libc, "mallopt"):
        libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)


def release_memory(pictures: GamePictures) -> None:
    pictures.forget()
    gfx.text.cache_clear()
    # An open font keeps about 180 KB (its face and glyphs); a portrait day
    # asks for many sizes, and a full cache of them was most of the growth.
    fonts.font.cache_clear()
    gc.collect()
    libc = _libc()
    if libc is not None and hasattr(libc, "malloc_trim"):
        libc.malloc_trim(0)


def leak(memory: list[float]) -> str | None:
    """Why the resident sizes noted between games (MB, first to last) look
    like a leak, else None. The second half counts from ``SETTLED_AFTER``
    games on (before, the caches may still be filling)."""
    if not memory:
        return None
    first, middle, last = memory[0], memory[len(memory) // 2], memory[-1]
    if len(memory) >= SETTLED_AFTER and last > middle * (1 + SETTLED_GROWTH):
        return f"grew {middle} -> {last} MB over the second half (at most {SETTLED_GROWTH:.0%})"
    if last > first * (1 + WHOLE_GROWTH):
        return f"grew {first} -> {last} MB over the run (at most {WHOLE_GROWTH:.0%})"
    return None


def rss_mb() -> float:
    """Resident memory of this process in MB."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024.0, 1)
    except (OSError, ValueError, IndexError):
        pass
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024.0 * 1024.0 if sys.platform == "darwin" else 1024.0), 1)
