"""Reading the ``score`` command's input: the one-line ``InputError`` every
bad input becomes, and the JSON document read from a file or standard input
(bounded in size and depth; duplicate keys, NaN and huge numbers refused)."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, NoReturn

from game.safeio.reader import MB, MISSING, TOO_DEEP, DuplicateKey, JsonSyntax, ReadError, \
    decode, loads, read_text

INPUT_LIMIT = 4 * MB
INPUT_DEPTH = 32


class InputError(Exception):
    """Bad input; the message is the one line to print."""


def fail(message: str) -> NoReturn:
    raise InputError(message)


def show(value: Any) -> str:
    """A short JSON rendering of a value for messages (always one line)."""
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_text(text: str, source: str) -> Any:
    """Decode JSON; duplicate keys, NaN/Infinity, deep nesting and numbers of
    more than 40 digits are errors too."""
    try:
        return loads(text, source, max_depth=INPUT_DEPTH)
    except JsonSyntax as exc:
        fail(f"{source}: line {exc.lineno}, column {exc.colno}: not valid JSON ({exc.msg})")
    except DuplicateKey as exc:
        fail(f"{source}: not valid input: an object has the key {show(exc.key)} twice")
    except ReadError as exc:
        if exc.reason == TOO_DEEP:
            fail(f"{source}: not valid input: the JSON is nested too deeply")
        fail(f"{source}: not valid JSON ({exc})")


def read_document(path: str) -> Any:
    """The decoded input: a regular file (or standard input) of at most INPUT_LIMIT bytes."""
    try:
        if path == "-":
            raw = sys.stdin.buffer.read(INPUT_LIMIT + 1)
            if len(raw) > INPUT_LIMIT:
                fail(f"{path}: cannot read the file: it is larger than {INPUT_LIMIT // MB} MB")
            text = decode(raw, path)
        else:
            text = read_text(path, INPUT_LIMIT)
    except ReadError as exc:
        if exc.reason == MISSING:
            fail(f"{path}: cannot read the file: no such file")
        sentence = str(exc)
        detail = sentence[len(Path(path).name) + 1:] if sentence.startswith(Path(path).name) \
            else sentence
        fail(f"{path}: cannot read the file: {detail}")
    return parse_text(text, path)
