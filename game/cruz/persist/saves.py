"""Santa Cruz's saves and replays: the format, writing one, reading and checking one.

A save holds the setup (seats, set choice, seed) and the action log; loading
replays the log through the engine, so the exact game comes back::

    {"kind": "santa-cruz-save", "format": 1, "saved_at": "2024-05-01T12:00:00",
     "setup": {"seats": [{"name": "You", "kind": "human", "level": "medium",
                          "color": "coral"}, ...], "draft": true, "seed": 7},
     "actions": [{"type": "choose_set", "letter": "B"}, ...]}

Files are read through the one bounded reader (``game.persist.documents``). Any
problem raises ``SaveError`` with one sentence for the player; ``load_or_quarantine``
moves a damaged file aside and never raises. Names are cleaned for drawing.
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from game.cruz.content import load_board, load_chips, load_tiles
from game.cruz.engine import Action, GameState, IllegalAction, action_from_json, action_to_json, \
    apply_action, new_game
from game.persist.documents import read_document
from game.persist.errors import Message, SaveError
from game.persist.files import PathLike, quarantine, write_atomic
from game.safeio.reader import MB
from game.safeio.text import clean_name

FILE_KIND = "santa-cruz-save"
FORMAT_VERSION = 1
SAVE_LIMIT = 1 * MB           # a whole game is about 10 KB
SAVE_DEPTH = 8                # a save nests 4 levels deep
KINDS = ("human", "bot")


@dataclass
class CruzSave:
    """A checked save: its setup (``meta``, plain JSON), its actions and, once
    replayed, the state they lead to."""

    meta: dict[str, Any]
    actions: list[Action]
    saved_at: str | None = None
    state: GameState | None = None


def save_game(path: PathLike, meta: dict[str, Any], actions: Sequence[Action]) -> None:
    """Write a save atomically (``SaveError`` when the disk refuses)."""
    doc = {"kind": FILE_KIND, "format": FORMAT_VERSION,
           "saved_at": datetime.now().isoformat(timespec="seconds"),
           "setup": meta, "actions": [action_to_json(a) for a in actions]}
    try:
        write_atomic(path, json.dumps(doc, ensure_ascii=False, separators=(",", ":")))
    except OSError as exc:
        raise SaveError("error.save.write_failed", str(exc), file=str(path)) from exc


def _malformed(name: str, what: str) -> SaveError:
    return SaveError("error.save.malformed", what, file=name)


def check_meta(meta: Any, name: str) -> dict[str, Any]:
    """The setup of a save, checked; names cleaned for drawing."""
    if not isinstance(meta, dict):
        raise _malformed(name, "'setup' is not an object")
    seats = meta.get("seats")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 4:
        raise _malformed(name, "'setup.seats' should list 2-4 seats")
    clean = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict) or seat.get("kind") not in KINDS \
                or not isinstance(seat.get("level"), str) or not isinstance(seat.get("color"), str):
            raise _malformed(name, f"seat {i + 1} is not a seat")
        clean.append({"name": clean_name(seat.get("name"), f"Player {i + 1}"),
                      "kind": seat["kind"], "level": seat["level"][:20],
                      "color": seat["color"][:20]})
    seed, draft = meta.get("seed"), meta.get("draft")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 63:
        raise _malformed(name, f"'setup.seed' should be a whole number >= 0, got {seed!r}")
    if not isinstance(draft, bool):
        raise _malformed(name, "'setup.draft' should be true or false")
    return {"seats": clean, "draft": draft, "seed": seed}


def replay(meta: dict[str, Any], actions: Sequence[Action], name: str) -> GameState:
    """The state the actions lead to (``SaveError`` for a move the game refuses)."""
    n = len(meta["seats"])
    state = new_game(load_board(), load_tiles(), load_chips(), n, meta["seed"],
                     newcomers=not meta["draft"], oldest=0, youngest=n - 1)
    for i, action in enumerate(actions):
        try:
            apply_action(state, action)
        except IllegalAction as exc:
            raise SaveError("error.save.bad_action", str(exc), file=name, n=i + 1,
                            total=len(actions)) from exc
    return state


def read_save(path: PathLike) -> CruzSave:
    """Read, check and replay a save (``SaveError`` for anything wrong)."""
    name = str(getattr(path, "name", path))
    data = read_document(path, kind=FILE_KIND, version=FORMAT_VERSION, limit=SAVE_LIMIT,
                         depth=SAVE_DEPTH, not_this="cruz.save.not_a_save",
                         too_big="cruz.save.too_big")
    meta = check_meta(data.get("setup"), name)
    raw = data.get("actions")
    if not isinstance(raw, list):
        raise _malformed(name, "'actions' is not a list")
    actions = []
    for i, item in enumerate(raw):
        try:
            if not isinstance(item, dict):
                raise ValueError("not an object")
            actions.append(action_from_json(item))
        except (ValueError, TypeError, KeyError) as exc:
            raise _malformed(name, f"action {i + 1}: {exc}") from exc
    saved_at = data.get("saved_at")
    save = CruzSave(meta, actions, saved_at if isinstance(saved_at, str) else None)
    save.state = replay(meta, actions, name)
    return save


def load_or_quarantine(path: PathLike) -> tuple[CruzSave | None, Message | None]:
    """``(save, None)``, or ``(None, message)`` with a damaged file moved aside
    (kept, never deleted) so the next start does not trip over it again."""
    try:
        return read_save(path), None
    except SaveError as exc:
        moved = quarantine(path)
        message = exc.message
        return None, message.kept_as(moved.name) if moved is not None else message
