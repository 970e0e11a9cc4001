"""Safe file writing and moving bad files aside.

``write_atomic`` writes a temporary file in the target's folder, flushes and
fsyncs it, then ``os.replace``s it over the target: a crash leaves either the
old file or the new one, never half of one. ``quarantine`` renames a file it
could not read to ``<name>.bad-<timestamp>`` so the player keeps it (nothing
is ever deleted) and the game stops tripping over it. ``sweep_temps`` removes
the temporary files of a save that a crash or kill interrupted.
"""
from __future__ import annotations

import os
import tempfile
import time
from datetime import datetime
from pathlib import Path

PathLike = str | os.PathLike[str]

TEMP_PREFIX = ".tmp-"
BAD_MARK = ".bad-"
STALE_AFTER = 5.0      # seconds: a save in progress renames its temp file within milliseconds


def write_atomic(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically; returns the path."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX + target.name + ".", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_dir(target.parent)
    return target


def _sync_dir(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def is_file(path: str | os.PathLike[str]) -> bool:
    """Is there a file (or a link to one) at ``path``? False, not an error, for a
    path the system cannot look at (too long, a loop, no permission)."""
    try:
        return Path(path).is_file()
    except (OSError, ValueError):
        return False


def exists(path: str | os.PathLike[str]) -> bool:
    """Is anything at ``path``? False for a path the system cannot look at."""
    try:
        return Path(path).exists()
    except (OSError, ValueError):
        return False


def quarantine(path: str | os.PathLike[str], when: datetime | None = None) -> Path | None:
    """Rename ``path`` to ``<name>.bad-YYYYmmdd-HHMMSS`` (plus ``-2``, ``-3``...
    if taken). Returns the new path, or None if the file is gone or cannot move."""
    src = Path(path)
    if not exists(src):
        return None
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    dest = src.with_name(f"{src.name}{BAD_MARK}{stamp}")
    k = 2
    while exists(dest):
        dest = src.with_name(f"{src.name}{BAD_MARK}{stamp}-{k}")
        k += 1
    try:
        os.replace(src, dest)
    except OSError:
        return None
    return dest


def sweep_temps(folder: str | os.PathLike[str], now: float | None = None) -> list[Path]:
    """Remove the temporary files an interrupted ``write_atomic`` left in ``folder``
    (older than ``STALE_AFTER`` seconds, so another copy of the game mid-save
    keeps its own). Returns what was removed; never raises."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not entry.name.startswith(TEMP_PREFIX):
            continue
        try:
            if not entry.is_file(follow_symlinks=False) and not entry.is_symlink():
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < STALE_AFTER:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed
