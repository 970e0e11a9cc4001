"""The saves folder: the autosave and the replays of finished games.

- ``autosave.json`` holds the game in progress; the client rewrites it after
  every action and "Continue" loads it.
- A finished game is kept as ``replay-YYYYmmdd-HHMMSS-<code>.json`` (same
  format as any save); ``list_replays`` shows them newest first.

Every function takes an optional ``directory`` (the saves folder itself) that
wins over $SANTA_MONICA_HOME and the platform's data folder.
"""
from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game.engine.actions import Action

from .errors import SaveError
from .paths import AUTOSAVE_FILE, saves_dir
from .saves import LoadedGame, PathLike, SaveMeta, load_or_quarantine, save_game

REPLAY_PREFIX = "replay-"
STAMP_FORMAT = "%Y%m%d-%H%M%S"
_REPLAY_NAME = re.compile(r"^replay-(\d{8}-\d{6})-.+\.json$")
_UNSAFE = re.compile(r"[^A-Za-z0-9-]+")


# -- autosave --------------------------------------------------------------

def autosave_file(directory: PathLike | None = None) -> Path:
    return saves_dir(directory) / AUTOSAVE_FILE


def autosave(meta: SaveMeta, actions: Sequence[Action | dict[str, Any]],
             directory: PathLike | None = None) -> Path:
    """Write the game in progress to ``autosave.json``. Raises SaveError."""
    return save_game(autosave_file(directory), meta, actions)


def has_autosave(directory: PathLike | None = None) -> bool:
    return autosave_file(directory).is_file()


def load_autosave(directory: PathLike | None = None
                  ) -> tuple[LoadedGame | None, str | None]:
    """``(game, None)``; ``(None, None)`` when there is no autosave; ``(None,
    message)`` when it was damaged (and has been moved aside)."""
    path = autosave_file(directory)
    if not path.exists():
        return None, None
    return load_or_quarantine(path)


def discard_autosave(directory: PathLike | None = None) -> bool:
    """Remove the autosave of a game that is over or abandoned by the player."""
    try:
        autosave_file(directory).unlink()
    except FileNotFoundError:
        return False
    except OSError:
        return False
    return True


# -- replays ---------------------------------------------------------------

def safe_code(code: str | None, seed: int) -> str:
    """The code part of a replay's file name: letters, digits and dashes."""
    text = _UNSAFE.sub("", code or "").strip("-")
    return text or str(seed)


def replay_name(meta: SaveMeta, when: datetime) -> str:
    return f"{REPLAY_PREFIX}{when.strftime(STAMP_FORMAT)}-{safe_code(meta.code, meta.seed)}.json"


def save_replay(meta: SaveMeta, actions: Sequence[Action | dict[str, Any]],
                directory: PathLike | None = None, when: datetime | None = None) -> Path:
    """Keep a finished game as ``replay-YYYYmmdd-HHMMSS-<code>.json``."""
    when = when or datetime.now()
    folder = saves_dir(directory)
    first = folder / replay_name(meta, when)
    path, k = first, 2
    while path.exists():
        path = first.with_name(f"{first.stem}~{k}.json")
        k += 1
    return save_game(path, meta, actions)


@dataclass
class ReplayInfo:
    """One replay in the list (read from the file's setup, not replayed)."""

    path: Path
    when: datetime | None
    names: list[str] = field(default_factory=list)
    code: str | None = None
    seed: int | None = None

    def load(self) -> tuple[LoadedGame | None, str | None]:
        return load_or_quarantine(self.path)


def _peek(path: Path) -> dict[str, Any]:
    """The setup of a save file, or {} if it cannot be read (never raises)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        setup = data.get("setup") if isinstance(data, dict) else None
        return setup if isinstance(setup, dict) else {}
    except (OSError, ValueError):
        return {}


def list_replays(directory: PathLike | None = None) -> list[ReplayInfo]:
    """The finished games kept in the saves folder, newest first."""
    folder = saves_dir(directory)
    if not folder.is_dir():
        return []
    out: list[ReplayInfo] = []
    for path in folder.iterdir():
        m = _REPLAY_NAME.match(path.name)
        if not m or not path.is_file():
            continue
        try:
            when: datetime | None = datetime.strptime(m.group(1), STAMP_FORMAT)
        except ValueError:
            when = None
        setup = _peek(path)
        names = setup.get("names")
        seed = setup.get("seed")
        code = setup.get("code")
        out.append(ReplayInfo(path, when,
                              [n for n in names if isinstance(n, str)]
                              if isinstance(names, list) else [],
                              code if isinstance(code, str) else None,
                              seed if isinstance(seed, int) and not isinstance(seed, bool)
                              else None))
    out.sort(key=lambda r: (r.when or datetime.min, r.path.name), reverse=True)
    return out


__all__ = ["ReplayInfo", "SaveError", "autosave", "autosave_file", "discard_autosave",
           "has_autosave", "list_replays", "load_autosave", "replay_name", "safe_code",
           "save_replay"]
