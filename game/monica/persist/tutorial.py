"""The guided first game's progress: which step the player reached and the
moves played so far, so "Continue guide" on the title picks it up again.

Kept as ``tutorial.json`` in the data folder, written atomically, read
through the one bounded reader (``game.safeio``)::

    {"kind": "santa-monica-guide", "format": 1, "step": "foodie",
     "actions": [{"type": "ChooseTile", "tile": "S1"}, ...]}

A missing file is no progress. A file that is not such an object (not
JSON, too big or deep, an odd field, a move that is not a move) is moved
aside, and the player gets one sentence and the guide from the start; so is
one that reads well but does not replay (``set_aside``).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.monica.engine.actions import Action, action_from_json, action_to_json
from game.safeio.reader import KB, MISSING, UNREADABLE, ReadError, read_json

from game.persist.errors import Message, SaveError
from game.persist.files import is_file, quarantine, write_atomic
from game.persist.paths import data_dir
from game.monica.persist.saves import PathLike

FILE_NAME = "tutorial.json"
FILE_KIND = "santa-monica-guide"
FORMAT = 1
LIMIT = 256 * KB          # a whole guided game's moves are about 10 KB
DEPTH = 8
MAX_ACTIONS = 2000        # a game is a few hundred moves
STEP_LENGTH = 40


@dataclass
class TutorialProgress:
    step: str
    actions: list[Action] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"kind": FILE_KIND, "format": FORMAT, "step": self.step,
                "actions": [action_to_json(a) for a in self.actions]}


def progress_path(directory: PathLike | None = None) -> Path:
    return data_dir(directory) / FILE_NAME


def parse_progress(data: Any) -> TutorialProgress:
    """Progress from a JSON value; raises ValueError naming what is wrong."""
    if not isinstance(data, dict) or data.get("kind") != FILE_KIND:
        raise ValueError("not the guide's progress")
    if data.get("format") != FORMAT:
        raise ValueError(f"format {data.get('format')!r} is not {FORMAT}")
    step = data.get("step")
    if not isinstance(step, str) or not 0 < len(step) <= STEP_LENGTH:
        raise ValueError("the step is not a short name")
    moves = data.get("actions")
    if not isinstance(moves, list) or len(moves) > MAX_ACTIONS:
        raise ValueError("the moves are not a list of at most "
                         f"{MAX_ACTIONS}")
    actions = []
    for item in moves:
        if not isinstance(item, dict):
            raise ValueError(f"not a move: {item!r}")
        actions.append(action_from_json(item))
    return TutorialProgress(step, actions)


def load_progress(directory: PathLike | None = None
                  ) -> tuple[TutorialProgress | None, Message | None]:
    """``(progress, None)``; ``(None, None)`` when there is none; ``(None,
    message)`` when the file could not be used (it has been moved aside)."""
    path = progress_path(directory)
    try:
        data = read_json(path, LIMIT, DEPTH)
    except ReadError as exc:
        if exc.reason == MISSING:
            return None, None
        if exc.reason == UNREADABLE:
            return None, Message("error.tutorial.unreadable")
        return None, damaged(path)
    try:
        return parse_progress(data), None
    except ValueError:
        return None, damaged(path)


def damaged(path: Path, key: str = "error.tutorial.damaged") -> Message:
    """Move an unusable progress file aside; the sentence that says so."""
    moved = quarantine(path)
    if moved is None:
        return Message("error.tutorial.unreadable")
    return Message(key, moved.name)


def set_aside(directory: PathLike | None = None) -> Message:
    """Progress that reads well but does not fit the guide (an unknown step, a
    move the guided game refuses): kept aside like any damaged file, never
    dropped; the sentence that says so and names the copy."""
    return damaged(progress_path(directory), "error.tutorial.restarted")


def save_progress(progress: TutorialProgress, directory: PathLike | None = None) -> Path:
    """Write the progress atomically. Raises SaveError if the disk refuses."""
    text = json.dumps(progress.to_json(), ensure_ascii=False, separators=(",", ":"))
    try:
        return write_atomic(progress_path(directory), text + "\n")
    except OSError as exc:
        raise SaveError("error.tutorial.write_failed", str(exc)) from exc


def clear_progress(directory: PathLike | None = None) -> bool:
    """Forget the progress (the guide was finished); False when there was none."""
    try:
        progress_path(directory).unlink()
    except OSError:
        return False
    return True


def has_progress(directory: PathLike | None = None) -> bool:
    return is_file(progress_path(directory))
