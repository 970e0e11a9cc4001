"""Keeping a long-running kiosk's memory flat, and measuring it.

- ``steady_heap``: glibc gives big blocks (pictures) pages of their own,
  returned when freed, instead of raising its threshold and fragmenting
  the heap;
- ``release_memory``: between attract games the picture and text caches
  start empty again (the next deal draws what it shows), garbage is
  collected and freed heap pages go back to the system;
- ``rss_mb``: resident memory from /proc/self/status (VmRSS), else the peak
  from ``resource.getrusage``.
"""
from __future__ import annotations

import ctypes
import gc
import sys

from game.client import gfx
from game.client.games import GamePictures

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
    gc.collect()
    libc = _libc()
    if libc is not None and hasattr(libc, "malloc_trim"):
        libc.malloc_trim(0)


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
