"""The saves folder: the autosave and the replays of finished games.

- ``autosave.json`` holds the game in progress; the client rewrites it after
  every action and "Continue" loads it.
- A finished game is kept as ``replay-YYYYmmdd-HHMMSS-<code>.json`` (same
  format as any save); ``list_replays`` shows them newest first. Only the
  newest ``replays_kept`` (a setting, default 200) are kept: saving a replay
  removes the oldest beyond that, so a kiosk running for days stays small.

Every function takes an optional ``directory`` (the saves folder itself) that
wins over $SANTA_MONICA_HOME and the platform's data folder.
"""
from __future__ import annotations

import json
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game.monica.engine.actions import Action

from game.safeio.reader import KB, ReadError, depth, read_head
from game.safeio.text import clean_name, clean_text

from game.persist.errors import SaveError
from game.persist.files import exists, is_file
from game.persist.paths import AUTOSAVE_FILE, saves_dir
from game.monica.persist.save_replay import load_or_quarantine
from game.monica.persist.saves import CODE_LENGTH, SAVE_DEPTH, LoadedGame, PathLike, SaveMeta, \
    save_game
from game.persist.settings import replays_kept

REPLAY_PREFIX = "replay-"
STAMP_FORMAT = "%Y%m%d-%H%M%S"
_REPLAY_NAME = re.compile(r"^replay-(\d{8}-\d{6})-.+\.json$")
_UNSAFE = re.compile(r"[^A-Za-z0-9-]+")
HEAD = 16 * KB           # a save's setup is in its first few hundred bytes
_SETUP = re.compile(r'"setup"\s*:\s*')
_DECODER = json.JSONDecoder()


# -- autosave --------------------------------------------------------------

def autosave_file(directory: PathLike | None = None) -> Path:
    return saves_dir(directory) / AUTOSAVE_FILE


def autosave(meta: SaveMeta, actions: Sequence[Action | dict[str, Any]],
             directory: PathLike | None = None) -> Path:
    """Write the game in progress to ``autosave.json``. Raises SaveError."""
    return save_game(autosave_file(directory), meta, actions)


def has_autosave(directory: PathLike | None = None) -> bool:
    return is_file(autosave_file(directory))


def load_autosave(directory: PathLike | None = None, *, keep_steps: bool = False
                  ) -> tuple[LoadedGame | None, str | None]:
    """``(game, None)``; ``(None, None)`` when there is no autosave; ``(None,
    message)`` when it was damaged (and has been moved aside). ``keep_steps``:
    the game keeps its replayed steps (see ``LoadedGame``)."""
    path = autosave_file(directory)
    if not exists(path):
        return None, None
    return load_or_quarantine(path, keep_steps=keep_steps)


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
                directory: PathLike | None = None, when: datetime | None = None,
                keep: int | None = None) -> Path:
    """Keep a finished game as ``replay-YYYYmmdd-HHMMSS-<code>.json``, then
    remove the oldest replays beyond ``keep`` (default: the setting)."""
    when = when or datetime.now()
    folder = saves_dir(directory)
    first = folder / replay_name(meta, when)
    path, k = first, 2
    while exists(path):
        path = first.with_name(f"{first.stem}~{k}.json")
        k += 1
    saved = save_game(path, meta, actions)
    prune_replays(directory, replays_kept() if keep is None else keep, spare=saved)
    return saved


def _replay_files(folder: Path) -> list[tuple[str, str, Path]]:
    """(stamp, name, path) of each replay file, oldest first."""
    out: list[tuple[str, str, Path]] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return out
    for entry in entries:
        m = _REPLAY_NAME.match(entry.name)
        try:
            if m and entry.is_file(follow_symlinks=False):
                out.append((m.group(1), entry.name, Path(entry.path)))
        except OSError:
            continue
    out.sort()
    return out


def prune_replays(directory: PathLike | None, keep: int,
                  spare: Path | None = None) -> list[Path]:
    """Remove the oldest replays beyond the newest ``keep`` (at least 1); returns
    the removed. Only those: ``spare`` (the replay just written) is never
    removed, and an old one that cannot be removed is not made up for by
    removing a newer one. Never raises."""
    files = _replay_files(saves_dir(directory))
    oldest = files[:max(0, len(files) - max(1, keep))]
    removed: list[Path] = []
    for _, _, path in oldest:
        if spare is not None and path == spare:
            continue
        try:
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed


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
    """The setup of a replay, for the list: read from the file's first
    ``HEAD`` bytes only, where every save this game writes keeps it (before
    the seats and the moves), so a list of hundreds of large replays opens at
    once. {} when the head holds no readable setup (the entry then shows "?";
    opening the replay reads the whole file and says what is wrong). Never raises."""
    try:
        head = read_head(path, HEAD).decode("utf-8", "ignore")
    except ReadError:
        return {}
    found = _SETUP.search(head)
    if found is None or depth(head) > SAVE_DEPTH:
        return {}
    try:
        setup, _ = _DECODER.raw_decode(head, found.end())
    except (ValueError, RecursionError):     # cut off by the head, or not JSON
        return {}
    return setup if isinstance(setup, dict) else {}


def list_replays(directory: PathLike | None = None) -> list[ReplayInfo]:
    """The finished games kept in the saves folder, newest first."""
    out: list[ReplayInfo] = []
    for _, _, path in _replay_files(saves_dir(directory)):
        m = _REPLAY_NAME.match(path.name)
        if not m:
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
                              [clean_name(n, "?") for n in names if isinstance(n, str)]
                              if isinstance(names, list) else [],
                              clean_text(code, CODE_LENGTH) if isinstance(code, str) else None,
                              seed if isinstance(seed, int) and not isinstance(seed, bool)
                              else None))
    out.sort(key=lambda r: (r.when or datetime.min, r.path.name), reverse=True)
    return out


__all__ = ["ReplayInfo", "SaveError", "autosave", "autosave_file", "discard_autosave",
           "has_autosave", "list_replays", "load_autosave", "prune_replays", "replay_name",
           "safe_code", "save_replay"]
