"""Saved games: write, read, check and replay.

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
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, TypeGuard

from game.content import load_box
from game.engine import apply_action, new_game
from game.engine.actions import Action, action_from_json, action_to_json
from game.engine.cards import Box
from game.engine.constants import MAX_PLAYERS, MIN_PLAYERS
from game.engine.events import Event
from game.engine.state import GameState
from game.safeio.reader import MB, MISSING, TOO_BIG, UNREADABLE, JsonSyntax, \
    ReadError, decode, loads, read_bytes
from game.safeio.text import clean_name, clean_text

from .errors import SaveError
from .files import quarantine, write_atomic

FORMAT_VERSION = 1
FILE_KIND = "santa-monica-save"
SAVE_LIMIT = 2 * MB        # a whole game's save is about 30 KB
SAVE_DEPTH = 16            # a save nests 4 levels deep
CODE_LENGTH = 32

PathLike = str | os.PathLike[str]


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


# -- reading ---------------------------------------------------------------

def _malformed(name: str, what: str) -> SaveError:
    return SaveError("error.save.malformed", what, file=name)


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _str_list(value: Any) -> TypeGuard[list[str]]:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _read_setup(data: Any, seats: Any, name: str) -> SaveMeta:
    if not isinstance(data, dict):
        raise _malformed(name, "'setup' is not an object")
    names = data.get("names")
    if not _str_list(names) or not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise _malformed(name, f"'setup.names' should list 2-4 names, got {names!r}")
    seed = data.get("seed")
    if not _is_int(seed) or seed < 0:
        raise _malformed(name, f"'setup.seed' should be a whole number >= 0, got {seed!r}")
    objective = data.get("objective")
    if objective is not None and not isinstance(objective, str):
        raise _malformed(name, f"'setup.objective' should be a string or null, got {objective!r}")
    sda = data.get("sand_dollar_actions")
    if sda is not None and not _str_list(sda):
        raise _malformed(name, f"'setup.sand_dollar_actions' should list action ids, got {sda!r}")
    start = data.get("start_player")
    if start is not None and not _is_int(start):
        raise _malformed(name, f"'setup.start_player' should be a seat number, got {start!r}")
    code = data.get("code")
    if code is not None and not isinstance(code, str):
        raise _malformed(name, f"'setup.code' should be a string, got {code!r}")
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        raise _malformed(name, "'seats' should be a list of objects")
    # Names and the code are drawn: no control characters, NUL or lone
    # surrogates reach the font (they are labels; the game does not depend on them).
    drawable = [clean_name(n, f"Player {i + 1}") for i, n in enumerate(names)]
    return SaveMeta(drawable, seed, objective, list(sda) if sda is not None else None,
                    start, [_seat(s) for s in seats],
                    clean_text(code, CODE_LENGTH) if code is not None else None)


def _seat(seat: dict[str, Any]) -> dict[str, Any]:
    out = dict(seat)
    if "name" in out:
        out["name"] = clean_name(out["name"], "")
    return out


def _read_actions(data: Any, name: str) -> list[Action]:
    if not isinstance(data, list):
        raise _malformed(name, "'actions' is not a list")
    out: list[Action] = []
    for i, item in enumerate(data):
        try:
            if not isinstance(item, dict):
                raise ValueError(f"not an object: {item!r}")
            out.append(action_from_json(item))
        except (ValueError, TypeError) as exc:
            raise _malformed(name, f"action {i + 1}: {exc}") from exc
    return out


def _cut_off(text: str, exc: JsonSyntax) -> bool:
    """Did the JSON end early (a file cut off while being written)?"""
    pos = getattr(exc, "pos", 0) or 0
    msg = getattr(exc, "msg", "")
    rest = text[pos:].strip()
    # A literal or a minus sign cut short fails where it starts, not at the end.
    cut_word = bool(rest) and any(w.startswith(rest) for w in ("true", "false", "null", "-"))
    return pos >= len(text.rstrip()) or msg.startswith("Unterminated string") or cut_word


def parse_save(text: str, name: str = "save") -> Save:
    """Check a save's text; ``name`` (the file name) goes into messages."""
    if not text.strip():
        raise SaveError("error.save.empty", "the file is empty", file=name)
    try:
        data = loads(text, name, SAVE_DEPTH)
    except JsonSyntax as exc:
        key = "error.save.truncated" if _cut_off(text, exc) else "error.save.corrupt"
        raise SaveError(key, str(exc), file=name) from exc
    except ReadError as exc:        # too deep, a repeated key, NaN, a huge number
        raise SaveError("error.save.corrupt", str(exc), file=name) from exc
    if not isinstance(data, dict) or "format" not in data:
        raise SaveError("error.save.not_a_save", "no 'format' key", file=name)
    kind = data.get("kind", FILE_KIND)
    if kind != FILE_KIND:
        raise SaveError("error.save.not_a_save", f"kind is {kind!r}", file=name)
    version = data["format"]
    if not _is_int(version) or version < 1:
        raise _malformed(name, f"'format' should be a whole number >= 1, got {version!r}")
    if version > FORMAT_VERSION:
        raise SaveError("error.save.newer", f"format {version} > {FORMAT_VERSION}",
                        file=name, found=version, supported=FORMAT_VERSION)
    for key in ("setup", "seats", "actions"):
        if key not in data:
            raise _malformed(name, f"no '{key}'")
    meta = _read_setup(data["setup"], data["seats"], name)
    actions = _read_actions(data["actions"], name)
    saved_at = data.get("saved_at")
    return Save(meta, actions, saved_at if isinstance(saved_at, str) else None)


def read_save(path: PathLike) -> Save:
    """Read and check a save file without replaying it. Raises SaveError."""
    p = Path(path)
    try:
        text = decode(read_bytes(p, SAVE_LIMIT), p.name)
    except ReadError as exc:
        key = {MISSING: "error.save.not_found", UNREADABLE: "error.save.unreadable",
               TOO_BIG: "error.save.too_big"}.get(exc.reason, "error.save.corrupt")
        raise SaveError(key, str(exc), file=p.name) from exc
    save = parse_save(text, p.name)
    save.path = p
    return save


# -- replaying -------------------------------------------------------------

def _name(save: Save) -> str:
    return save.path.name if save.path is not None else "save"


def initial_state(save: Save, box: Box | None = None) -> GameState:
    """The table before the first action. Raises SaveError for an impossible setup."""
    try:
        return save.meta.new_game(box)
    except Exception as exc:      # the setup is untrusted input
        raise SaveError("error.save.bad_setup", str(exc), file=_name(save)) from exc


def replay_states(save: Save, *, box: Box | None = None,
                  snapshots: bool = False) -> Iterator[tuple[Action, list[Event], GameState]]:
    """Play the log again: yields ``(action, events, state)`` after each action.

    ``state`` is one live object moving forward; pass ``snapshots=True`` for a
    separate copy per step (to keep them, e.g. to scrub back and forth). An
    action the engine refuses raises SaveError naming its move number.
    """
    state = initial_state(save, box)
    total = len(save.actions)
    for i, action in enumerate(save.actions):
        try:
            events = apply_action(state, action)
        except Exception as exc:  # IllegalAction, or a malformed field
            raise SaveError("error.save.bad_action", f"move {i + 1}: {exc}",
                            file=_name(save), n=i + 1, total=total) from exc
        yield action, events, (state.clone() if snapshots else state)


def restore(save: Save, box: Box | None = None) -> GameState:
    """The state the save describes (its whole log replayed)."""
    state: GameState | None = None
    for step in replay_states(save, box=box):
        state = step[2]
    return state if state is not None else initial_state(save, box)


def load_game(path: PathLike, box: Box | None = None, *,
              keep_steps: bool = False) -> LoadedGame:
    """Read, check and replay a save (once). Raises SaveError. With
    ``keep_steps`` the game keeps every replayed step (``LoadedGame.steps``)."""
    save = read_save(path)
    if not keep_steps:
        return LoadedGame(save, restore(save, box))
    start = initial_state(save, box)
    steps = list(replay_states(save, box=box, snapshots=True))
    return LoadedGame(save, steps[-1][2] if steps else start.clone(), start, steps)


def load_or_quarantine(path: PathLike, box: Box | None = None, *, keep_steps: bool = False
                       ) -> tuple[LoadedGame | None, str | None]:
    """``(game, None)``, or ``(None, message)`` with a bad file moved aside.

    A missing file is reported but not moved; a damaged one is renamed to
    ``<name>.bad-<timestamp>`` (kept, never deleted). Never raises.
    """
    p = Path(path)
    try:
        return load_game(p, box, keep_steps=keep_steps), None
    except SaveError as exc:    # every problem of a file is one (tests/persist/test_fuzz*)
        err = exc
    if err.key in ("error.save.not_found", "error.save.unreadable"):
        return None, err.message
    moved = quarantine(p)
    if moved is None:
        return None, err.message
    return None, err.message.kept_as(moved.name)
