"""An append-only error log with a size cap (the kiosk's crash log).

``append_capped`` adds one entry; an entry is cut to ``limit // 4`` bytes,
and when the log would grow past ``limit`` it is renamed to ``<name>.old``
(replacing the previous old copy) and a new log starts. So the log and its
one old copy never take more than about twice ``limit`` on disk.

``append_or_why`` says why an entry was not written (``FOLDER``: a folder
stands where the log should be; ``UNWRITABLE``: anything else the system
refused), so that a log that cannot be kept is reported, not silently lost.
"""
from __future__ import annotations

import os
from pathlib import Path

LIMIT = 1_000_000        # bytes
CUT = "\n[... cut ...]\n"
FOLDER = "folder"
UNWRITABLE = "unwritable"


def cap_entry(text: str, limit: int = LIMIT) -> str:
    """``text`` shortened to about a quarter of the log's limit (head and tail kept)."""
    most = max(64, limit // 4)
    data = text.encode("utf-8", "replace")
    if len(data) <= most:
        return data.decode("utf-8")
    half = (most - len(CUT)) // 2
    return (data[:half].decode("utf-8", "ignore") + CUT
            + data[-half:].decode("utf-8", "ignore"))


def old_copy(path: Path) -> Path:
    return path.with_name(path.name + ".old")


def append_capped(path: str | os.PathLike[str], text: str, limit: int = LIMIT) -> bool:
    """Append ``text`` (plus a newline); True if written. Never raises OSError."""
    return append_or_why(path, text, limit) is None


def append_or_why(path: str | os.PathLike[str], text: str, limit: int = LIMIT) -> str | None:
    """Append ``text`` (plus a newline): None if written, else ``FOLDER`` or
    ``UNWRITABLE``. Never raises OSError."""
    log = Path(path)
    entry = cap_entry(text.rstrip("\n"), limit) + "\n"
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        size = log.stat().st_size if log.is_file() else 0
        if size and size + len(entry.encode("utf-8", "replace")) > limit:
            os.replace(log, old_copy(log))
        # Non-blocking: a pipe put in the log's place cannot hang the kiosk.
        fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT
                     | getattr(os, "O_NONBLOCK", 0), 0o644)
        try:
            os.write(fd, entry.encode("utf-8", "replace"))
        finally:
            os.close(fd)
    except OSError:
        try:
            return FOLDER if log.is_dir() else UNWRITABLE
        except OSError:
            return UNWRITABLE
    return None
