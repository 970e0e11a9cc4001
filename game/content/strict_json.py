"""Strict JSON decoding for the game's own files and for user input: a key
repeated in one object, NaN and Infinity are errors, not silently accepted."""
from __future__ import annotations

import json
from typing import Any


class DuplicateKey(ValueError):
    """An object has the same key twice; ``args[0]`` is the key."""


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise DuplicateKey(key)
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def loads_strict(text: str) -> Any:
    """``json.loads`` that raises ``DuplicateKey`` / ``ValueError`` as above
    (``json.JSONDecodeError`` for malformed text, as usual)."""
    return json.loads(text, object_pairs_hook=_pairs, parse_constant=_no_constant)
