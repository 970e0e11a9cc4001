"""Strict JSON decoding for the game's own files and for user input: a key
repeated in one object, NaN and Infinity are errors, not silently accepted.

The work is done by the one bounded reader, ``game.safeio.reader`` (depth and
number bounds too); this module keeps the name the content loaders use."""
from __future__ import annotations

from typing import Any

from game.safeio.reader import DuplicateKey, JsonSyntax, ReadError, loads

__all__ = ["DuplicateKey", "JsonSyntax", "ReadError", "loads_strict"]


def loads_strict(text: str) -> Any:
    """Decode JSON text; raises ``DuplicateKey``, ``JsonSyntax`` (also a
    ``json.JSONDecodeError``) or another ``ReadError`` (a ``ValueError``)."""
    return loads(text)
