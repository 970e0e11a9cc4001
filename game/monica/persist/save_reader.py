"""Reading a save: its text checked field by field into a ``Save`` (not yet
replayed). Every problem is a ``SaveError`` with one sentence for the player:
empty, cut off, corrupt, not a save, newer than this game, or malformed.
Player names and the beach code are cleaned for drawing as they are read."""
from __future__ import annotations

from pathlib import Path
from typing import Any, TypeGuard

from game.monica.engine.actions import Action, action_from_json
from game.monica.engine.constants import MAX_PLAYERS, MIN_PLAYERS
from game.safeio.text import clean_name, clean_text

from game.persist.documents import parse_document, read_text
from game.persist.errors import SaveError
from game.persist.seeds import seed_problem
from game.monica.persist.saves import CODE_LENGTH, FILE_KIND, FORMAT_VERSION, SAVE_DEPTH, SAVE_LIMIT, PathLike, \
    Save, SaveMeta


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
    problem = seed_problem(seed)             # the one bound every seed meets
    if problem is not None or not _is_int(seed):
        raise _malformed(name, f"'setup.seed': {problem}, got {str(seed)[:50]}")
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


def parse_save(text: str, name: str = "save") -> Save:
    """Check a save's text; ``name`` (the file name) goes into messages."""
    data = parse_document(text, name, kind=FILE_KIND, version=FORMAT_VERSION, depth=SAVE_DEPTH,
                          unmarked=True)
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
    save = parse_save(read_text(p, SAVE_LIMIT), p.name)
    save.path = p
    return save
