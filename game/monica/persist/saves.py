"""Saved games: the format, what a save holds, and writing one. Reading and
checking a file is ``save_reader``; replaying it, ``save_replay``.

A save holds the arguments ``new_game`` was called with, the seats (passed in
by the client and kept as they are: human or bot level, colours...) and the
action log. Loading replays the log through the engine, so a save is as small
as the moves and restores the exact state, random generator included::

    {"kind": "santa-monica-save", "format": 1, "saved_at": "2024-05-01T12:00:00",
     "setup": {"names": [...], "seed": 7, "objective": null,
               "sand_dollar_actions": null, "start_player": null, "code": "000-007"},
     "seats": [{...}, ...],
     "actions": [{"type": "ChooseTile", "tile": "S3"}, ...]}

Files are read through the one bounded reader (``game.safeio``): a regular
file of at most ``SAVE_LIMIT`` bytes, nested at most ``SAVE_DEPTH`` deep.
Anything wrong with a file raises ``SaveError`` with one sentence for the
player; ``load_or_quarantine`` also moves the file aside and never raises.
Player names are cleaned for drawing as they are read.
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game.monica.content import load_box
from game.monica.engine import new_game
from game.monica.engine.actions import Action, action_to_json
from game.monica.engine.cards import Box
from game.monica.engine.events import Event
from game.monica.engine.state import GameState
from game.safeio.reader import MB

from game.persist.errors import SaveError
from game.persist.files import PathLike as PathLike, write_atomic

FORMAT_VERSION = 1
FILE_KIND = "santa-monica-save"
SAVE_LIMIT = 2 * MB        # a whole game's save is about 30 KB
SAVE_DEPTH = 16            # a save nests 4 levels deep
CODE_LENGTH = 32



@dataclass
class SaveMeta:
    """What is needed to set the table again: ``new_game``'s arguments and the seats.

    ``objective`` / ``sand_dollar_actions`` / ``start_player`` are stored as
    they were passed (None = drawn from the seed), not as they came out: the
    engine draws differently when they are given, so replays need the originals.
    """

    names: list[str]
    seed: int
    objective: str | None = None
    sand_dollar_actions: list[str] | None = None
    start_player: int | None = None
    seats: list[dict[str, Any]] = field(default_factory=list)
    code: str | None = None          # the beach code shown to players, if any

    def new_game(self, box: Box | None = None) -> GameState:
        """The game as it stood before the first action."""
        return new_game(list(self.names), self.seed, objective=self.objective,
                        sand_dollar_actions=self.sand_dollar_actions,
                        box=box if box is not None else load_box(),
                        start_player=self.start_player)

    def setup_json(self) -> dict[str, Any]:
        return {"names": list(self.names), "seed": self.seed, "objective": self.objective,
                "sand_dollar_actions": (list(self.sand_dollar_actions)
                                        if self.sand_dollar_actions is not None else None),
                "start_player": self.start_player, "code": self.code}


@dataclass
class Save:
    """A save file's contents, checked but not yet replayed."""

    meta: SaveMeta
    actions: list[Action]
    saved_at: str | None = None
    path: Path | None = None


@dataclass
class LoadedGame:
    """A save replayed to the state it describes. Loaded with ``keep_steps``,
    it also keeps what the replay went through, so whoever rebuilds the game
    from it (Continue) does not play the log again: ``start`` is the table
    before the first action and ``steps`` holds ``(action, events, state
    after)`` for each action, every state a separate copy."""

    save: Save
    state: GameState
    start: GameState | None = None
    steps: list[tuple[Action, list[Event], GameState]] | None = None

    @property
    def meta(self) -> SaveMeta:
        return self.save.meta

    @property
    def actions(self) -> list[Action]:
        return self.save.actions


# -- writing ---------------------------------------------------------------

def save_to_json(meta: SaveMeta, actions: Sequence[Action | dict[str, Any]],
                 saved_at: datetime | None = None) -> dict[str, Any]:
    """The JSON object of a save (actions may be Action objects or their dicts)."""
    log = [dict(a) if isinstance(a, dict) else action_to_json(a) for a in actions]
    return {"kind": FILE_KIND, "format": FORMAT_VERSION,
            "saved_at": (saved_at or datetime.now()).isoformat(timespec="seconds"),
            "setup": meta.setup_json(), "seats": [dict(s) for s in meta.seats],
            "actions": log}


def save_game(path: PathLike, meta: SaveMeta,
              actions: Sequence[Action | dict[str, Any]]) -> Path:
    """Write a save atomically (temp file, fsync, replace). Raises SaveError."""
    target = Path(path)
    try:
        text = json.dumps(save_to_json(meta, actions), ensure_ascii=False, indent=1)
    except (TypeError, ValueError) as exc:
        raise SaveError("error.save.write_failed", f"not JSON-ready: {exc}",
                        file=target.name) from exc
    try:
        return write_atomic(target, text + "\n")
    except OSError as exc:
        raise SaveError("error.save.write_failed", str(exc), file=target.name) from exc
