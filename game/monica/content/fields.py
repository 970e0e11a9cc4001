"""Checked reading of decoded JSON objects for the content loaders.

``Fields`` wraps one JSON object together with a label saying where it is
(``feature_cards.json: card B07 "Tide Pool Walk"``) and the path of the object
inside the component (``ring``, ``score[1]``). Its readers check one field each
and raise ``ContentError`` with a one-line message naming label and field.
"""
from __future__ import annotations

import json
from typing import Any, Iterable, NoReturn, Sequence

from game.monica.content.errors import ContentError

_MISSING: Any = object()


def show(value: Any) -> str:
    """A short JSON rendering of a value, for error messages."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def one_of(words: Iterable[str]) -> str:
    return ", ".join(f'"{w}"' for w in words)


class Fields:
    """One JSON object being read; every failure names ``label`` and the field."""

    def __init__(self, obj: Any, label: str, path: str = "") -> None:
        self.label = label
        self.path = path
        if not isinstance(obj, dict):
            where = f"field {path}: " if path else ""
            raise ContentError(f"{label}: {where}expected an object, got {show(obj)}")
        self.obj: dict[str, Any] = obj

    # -- naming and failing --------------------------------------------
    def field_name(self, key: str | int) -> str:
        if isinstance(key, int):
            return f"{self.path}[{key}]"
        return f"{self.path}.{key}" if self.path else key

    def fail(self, key: str | int, message: str) -> NoReturn:
        raise ContentError(f"{self.label}: field {self.field_name(key)}: {message}")

    # -- structure -----------------------------------------------------
    def keys(self, required: Iterable[str], optional: Iterable[str] = ()) -> None:
        """Every required key is present and no key is unknown."""
        required = list(required)
        allowed = required + list(optional)
        for key in required:
            if key not in self.obj:
                self.fail(key, "missing")
        for key in self.obj:
            if key not in allowed:
                self.fail(key, f"unknown field (allowed here: {one_of(allowed)})")

    def has(self, key: str) -> bool:
        return key in self.obj

    def raw(self, key: str, default: Any = _MISSING) -> Any:
        if key not in self.obj:
            if default is _MISSING:
                self.fail(key, "missing")
            return default
        return self.obj[key]

    def sub(self, key: str) -> "Fields":
        return Fields(self.raw(key), self.label, self.field_name(key))

    # -- single values -------------------------------------------------
    def whole(self, key: str, minimum: int | None = None, default: Any = _MISSING) -> int:
        """A whole number (not a bool) >= ``minimum``; ``default`` when left out."""
        if key not in self.obj and default is not _MISSING:
            return int(default)
        return self.check_whole(key, self.raw(key), minimum)

    def check_whole(self, key: str | int, value: Any, minimum: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(key, f"expected a whole number, got {show(value)}")
        if minimum is not None and value < minimum:
            self.fail(key, f"expected a whole number >= {minimum}, got {value}")
        return value

    def text(self, key: str, default: Any = _MISSING) -> str:
        value = self.raw(key, default)
        if not isinstance(value, str) or not value.strip():
            self.fail(key, f"expected a non-empty string, got {show(value)}")
        return value

    def flag(self, key: str, default: Any = _MISSING) -> bool:
        value = self.raw(key, default)
        if not isinstance(value, bool):
            self.fail(key, f"expected true or false, got {show(value)}")
        return value

    def word(self, key: str, allowed: Sequence[str]) -> str:
        return self.check_word(key, self.raw(key), allowed)

    def check_word(self, key: str | int, value: Any, allowed: Sequence[str]) -> str:
        if not isinstance(value, str) or value not in allowed:
            self.fail(key, f"expected one of {one_of(allowed)}, got {show(value)}")
        return value

    # -- lists ---------------------------------------------------------
    def items(self, key: str, min_len: int = 0, default: Any = _MISSING) -> list[Any]:
        value = self.raw(key, default)
        if not isinstance(value, list):
            self.fail(key, f"expected a list, got {show(value)}")
        if len(value) < min_len:
            self.fail(key, f"expected at least {min_len} entr{'y' if min_len == 1 else 'ies'}, "
                           f"got {len(value)}")
        return value

    def words(self, key: str, allowed: Sequence[str], *, min_len: int = 0,
              unique: bool = False, default: Any = _MISSING) -> list[str]:
        values = self.items(key, min_len, default)
        sub = Fields({}, self.label, self.field_name(key))
        out = [sub.check_word(i, v, allowed) for i, v in enumerate(values)]
        if unique:
            for i, v in enumerate(out):
                if v in out[:i]:
                    sub.fail(i, f"{show(v)} is listed twice")
        return out

    def element(self, key: str, index: int, value: Any) -> "Fields":
        """The ``index``-th object of list field ``key``."""
        return Fields(value, self.label, f"{self.field_name(key)}[{index}]")
