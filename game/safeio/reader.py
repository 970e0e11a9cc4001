"""One bounded reader for every file the game reads.

Settings, saves, replays, the ``score`` command's input, the box's data and
the translation catalogs all come through ``read_text`` / ``read_json``:

- only a regular file is read: a directory, FIFO, socket or device is refused
  (a symlink is followed and its *target* checked, so a link to /dev/zero is
  refused too); the file is opened non-blocking, so a FIFO swapped in between
  the check and the open cannot hang the game;
- at most ``limit`` bytes are read: a bigger file is refused, never half-read;
- JSON nested deeper than ``max_depth`` is refused before it is decoded (no
  RecursionError); a key repeated in one object, NaN and Infinity are errors;
  integers longer than ``MAX_DIGITS`` digits are refused.

Every problem raises ``ReadError`` whose ``reason`` says what kind it was
(for a translated message) and whose text is one English sentence (for the
command line and logs). Pure standard library; imports nothing of the game.
"""
from __future__ import annotations

import json
import math
from itertools import accumulate
import os
import re
import stat
from pathlib import Path
from typing import Any

KB = 1024
MB = 1024 * KB
DEFAULT_LIMIT = 4 * MB
DEFAULT_DEPTH = 64
MAX_DIGITS = 40          # no number in any of our files needs more digits

# reasons
MISSING = "missing"
NOT_REGULAR = "not_regular"
TOO_BIG = "too_big"
UNREADABLE = "unreadable"
NOT_UTF8 = "not_utf8"
NOT_JSON = "not_json"
TOO_DEEP = "too_deep"
DUPLICATE_KEY = "duplicate_key"

# A string, or an unclosed one running to the end of the text (then the text
# is not JSON, and the rest is inside the string). Written as "unrolled loop"
# so that it never backtracks: each character is looked at once, and an
# unclosed string cannot make the scan start again at every quote inside it.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class ReadError(ValueError):
    """A file or text the game will not use; ``str()`` is one sentence."""

    def __init__(self, reason: str, sentence: str) -> None:
        super().__init__(sentence)
        self.reason = reason


class DuplicateKey(ReadError):
    """An object has the same key twice; ``key`` is the key."""

    def __init__(self, key: str) -> None:
        super().__init__(DUPLICATE_KEY, f"an object has the key {json.dumps(key)} twice")
        self.key = key


# -- bytes and text -------------------------------------------------------------------

def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def read_bytes(path: str | os.PathLike[str], limit: int = DEFAULT_LIMIT) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. Raises ReadError."""
    return _read(Path(path), limit, whole=True)


def read_head(path: str | os.PathLike[str], size: int) -> bytes:
    """The first ``size`` bytes of a regular file (all of a smaller one): for a
    list that shows what a file's head says without reading the rest."""
    return _read(Path(path), size, whole=False)


def _read(p: Path, limit: int, whole: bool) -> bytes:
    try:
        mode = os.stat(p).st_mode            # follows a symlink: the target is checked
    except FileNotFoundError:
        raise ReadError(MISSING, f"{p.name} does not exist") from None
    except (OSError, ValueError) as exc:     # ValueError: a NUL in the path
        raise ReadError(UNREADABLE, f"{p.name} cannot be opened ({_why(exc)})") from None
    if not stat.S_ISREG(mode):
        raise ReadError(NOT_REGULAR, f"{p.name} is {_kind(mode)}, not a file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(p, flags)
    except FileNotFoundError:
        raise ReadError(MISSING, f"{p.name} does not exist") from None
    except OSError as exc:
        raise ReadError(UNREADABLE, f"{p.name} cannot be opened ({_why(exc)})") from None
    try:
        mode = os.fstat(fd).st_mode          # what was opened, not what was checked
        if not stat.S_ISREG(mode):
            raise ReadError(NOT_REGULAR, f"{p.name} is {_kind(mode)}, not a file")
        chunks: list[bytes] = []
        size = 0
        while size <= limit and (whole or size < limit):
            chunk = os.read(fd, min(1 * MB, limit + int(whole) - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise ReadError(UNREADABLE, f"{p.name} cannot be read ({_why(exc)})") from None
    finally:
        os.close(fd)
    if size > limit:
        raise ReadError(TOO_BIG, f"{p.name} is larger than {_size(limit)}")
    return b"".join(chunks)


def _why(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror.lower()
    return str(exc) or type(exc).__name__


def _size(n: int) -> str:
    return f"{n // MB} MB" if n >= MB and n % MB == 0 else f"{n // KB} KB" if n >= KB \
        else f"{n} bytes"


def decode(raw: bytes, name: str) -> str:
    """UTF-8 text (a leading byte-order mark is dropped). Raises ReadError."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ReadError(NOT_UTF8, f"{name} is not UTF-8 text ({exc.reason} at byte "
                                  f"{exc.start})") from None
    return text[1:] if text.startswith("\ufeff") else text


def read_text(path: str | os.PathLike[str], limit: int = DEFAULT_LIMIT) -> str:
    """The UTF-8 text of a regular file of at most ``limit`` bytes. Raises ReadError."""
    return decode(read_bytes(path, limit), Path(path).name)


# -- JSON ------------------------------------------------------------------------------

def depth(text: str) -> int:
    """How deeply the arrays and objects of a JSON text nest (strings skipped).

    Linear in the text's length, whatever it holds: strings are cut out in
    one pass, then the brackets left are counted in C loops."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not brackets:
        return 0
    return max(0, max(accumulate(map(_STEP.__getitem__, brackets))))


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise DuplicateKey(key)
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise ReadError(NOT_JSON, f"{name} is not a JSON number")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ReadError(NOT_JSON, f"a number has more than {MAX_DIGITS} digits")
    return int(text)


def _float(text: str) -> float:
    value = float(text) if len(text) <= MAX_DIGITS + 10 else math.inf
    if not math.isfinite(value):
        raise ReadError(NOT_JSON, f"the number {text[:20]} is too large")
    return value


class JsonSyntax(ReadError, json.JSONDecodeError):
    """Malformed JSON; ``lineno``, ``colno``, ``msg``, ``doc`` and ``pos`` as in json."""

    def __init__(self, name: str, exc: json.JSONDecodeError) -> None:
        ValueError.__init__(self, f"{name}: line {exc.lineno}, column {exc.colno}: "
                                  f"not valid JSON ({exc.msg})")
        self.reason = NOT_JSON
        self.msg, self.doc, self.pos = exc.msg, exc.doc, exc.pos
        self.lineno, self.colno = exc.lineno, exc.colno


def loads(text: str, name: str = "the text", max_depth: int = DEFAULT_DEPTH) -> Any:
    """Strict, bounded ``json.loads``: raises ReadError (``DuplicateKey`` for a
    repeated key, reason ``not_json`` with line and column for bad JSON)."""
    if depth(text) > max_depth:
        raise ReadError(TOO_DEEP, f"{name} nests more than {max_depth} levels deep")
    try:
        return json.loads(text, object_pairs_hook=_pairs, parse_constant=_no_constant,
                          parse_int=_int, parse_float=_float)
    except json.JSONDecodeError as exc:
        raise JsonSyntax(name, exc) from None
    except RecursionError:                 # belt and braces: depth() is checked first
        raise ReadError(TOO_DEEP, f"{name} nests too deeply") from None


def read_json(path: str | os.PathLike[str], limit: int = DEFAULT_LIMIT,
              max_depth: int = DEFAULT_DEPTH) -> Any:
    """A regular file's JSON, bounded in size and depth. Raises ReadError."""
    return loads(read_text(path, limit), Path(path).name, max_depth)
