"""Santa Cruz's files in the saves folder: the autosave and the replays.

- ``cruz-autosave.json`` holds the game in progress; the table rewrites it
  after every action and every undo, and Continue loads it.
- A finished game is kept as ``cruz-replay-YYYYmmdd-HHMMSS.json`` (the save
  format); ``list_replays`` shows them newest first, and only the newest
  ``replays_kept`` (a setting) are kept.

Santa Monica's files in the same folder have other names, so neither game
reads the other's. Every function takes an optional ``directory`` (the saves
folder itself).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.cruz.engine import Action
from game.cruz.persist.saves import CruzSave, load_or_quarantine, save_game
from game.persist.errors import Message
from game.persist.files import PathLike
from game.persist.paths import saves_dir
from game.persist.settings import replays_kept

AUTOSAVE = "cruz-autosave.json"
GUIDE = "cruz-guide.json"            # the guided first game, where it was left
STAMP = "%Y%m%d-%H%M%S"
_REPLAY = re.compile(r"^cruz-replay-(\d{8}-\d{6})(~\d+)?\.json$")


def autosave_file(directory: PathLike | None = None) -> Path:
    return saves_dir(directory) / AUTOSAVE


def autosave(meta: dict[str, Any], actions: Sequence[Action],
             directory: PathLike | None = None) -> None:
    """Write the game in progress (``SaveError`` when the disk refuses)."""
    save_game(autosave_file(directory), meta, actions)


def load_autosave(directory: PathLike | None = None) -> tuple[CruzSave | None, Message | None]:
    """``(save, None)``; ``(None, None)`` with no autosave; ``(None, message)`` when
    it was damaged (and has been moved aside)."""
    path = autosave_file(directory)
    if not path.exists():
        return None, None
    return load_or_quarantine(path)


def discard_autosave(directory: PathLike | None = None) -> None:
    """Remove the autosave of a finished game (never raises)."""
    try:
        autosave_file(directory).unlink()
    except OSError:
        pass


def guide_file(directory: PathLike | None = None) -> Path:
    return saves_dir(directory) / GUIDE


def save_guide(meta: dict[str, Any], actions: Sequence[Action],
               directory: PathLike | None = None) -> None:
    """Keep the guided game's moves (``SaveError`` when the disk refuses)."""
    save_game(guide_file(directory), meta, actions)


def load_guide(directory: PathLike | None = None) -> tuple[CruzSave | None, Message | None]:
    """The guided game as it was left: as ``load_autosave``."""
    path = guide_file(directory)
    if not path.exists():
        return None, None
    return load_or_quarantine(path)


def discard_guide(directory: PathLike | None = None) -> None:
    try:
        guide_file(directory).unlink()
    except OSError:
        pass


@dataclass
class CruzReplay:
    """A finished game in the list."""

    path: Path
    when: datetime | None

    def load(self) -> tuple[CruzSave | None, Message | None]:
        return load_or_quarantine(self.path)


def list_replays(directory: PathLike | None = None) -> list[CruzReplay]:
    """The kept games, newest first."""
    folder = saves_dir(directory)
    if not folder.is_dir():
        return []
    out = []
    for path in folder.iterdir():
        m = _REPLAY.match(path.name)
        if m and path.is_file():
            out.append(CruzReplay(path, datetime.strptime(m.group(1), STAMP)))
    out.sort(key=lambda r: (r.when or datetime.min, r.path.name), reverse=True)
    return out


def save_replay(meta: dict[str, Any], actions: Sequence[Action],
                directory: PathLike | None = None, when: datetime | None = None,
                keep: int | None = None) -> Path:
    """Keep a finished game, then drop the oldest beyond ``keep`` (the setting)."""
    folder = saves_dir(directory)
    first = folder / f"cruz-replay-{(when or datetime.now()).strftime(STAMP)}.json"
    path, k = first, 2
    while path.exists():
        path = first.with_name(f"{first.stem}~{k}.json")
        k += 1
    save_game(path, meta, actions)
    for old in list_replays(directory)[max(1, replays_kept() if keep is None else keep):]:
        if old.path != path:
            try:
                old.path.unlink()
            except OSError:
                continue
    return path
