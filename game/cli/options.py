"""The command-line parser every command uses.

- ``--version`` on every command;
- a bad option is one line on stderr (``PROG: message (try PROG --help)``) and
  exit status 2, never a usage block plus a message;
- help texts state their defaults themselves (a test checks every option);
- the option types every command shares (``positive``, ``seed``,
  ``window_size``) refuse what the game cannot use, naming the entry;
- ``print_json`` prints a JSON line any terminal can show (a player's name
  outside its encoding is escaped, never a crash).
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any, NoReturn, TextIO

from game.persist.seeds import seed_problem
from game.version import __version__

NAME = "santa-monica"
MIN_WINDOW = (640, 360)      # below this the table's text cannot be read
MAX_WINDOW = (7680, 4320)    # 8K: a window beyond it is only memory (and a frame of seconds)


def version_line() -> str:
    return f"{NAME} {__version__}"


class Parser(argparse.ArgumentParser):
    """``argparse.ArgumentParser`` with ``--version`` and one-line errors."""

    def __init__(self, prog: str, description: str, epilog: str | None = None) -> None:
        super().__init__(prog=prog, description=description, epilog=epilog,
                         formatter_class=argparse.RawDescriptionHelpFormatter)
        self.add_argument("--version", action="version", version=version_line(),
                          help="print the game's version and exit")

    def error(self, message: str) -> NoReturn:
        print(f"{self.prog}: {message} (try {self.prog} --help)", file=sys.stderr)
        raise SystemExit(2)

    def parse(self, argv: list[str]) -> argparse.Namespace | int:
        """The parsed options, or the exit status (``--help``, ``--version``: 0)."""
        try:
            return self.parse_args(argv)
        except SystemExit as exc:
            return int(exc.code or 0)


def positive(text: str) -> int:
    """An option that must be a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive integer") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive integer")
    return value


def seed(text: str) -> int:
    """A deal's seed: a whole number the saves can hold (``game.persist.seeds``)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{_short(text)} is not a whole number") from None
    problem = seed_problem(value)
    if problem is not None:
        raise argparse.ArgumentTypeError(f"{_short(text)}: {problem}")
    return value


def window_size(text: str) -> tuple[int, int]:
    """``WxH`` within ``MIN_WINDOW`` and ``MAX_WINDOW``."""
    low, high = MIN_WINDOW, MAX_WINDOW
    bounds = f"give WxH from {low[0]}x{low[1]} to {high[0]}x{high[1]}"
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{_short(text)} is not a size ({bounds})") from None
    if not (low[0] <= w <= high[0] and low[1] <= h <= high[1]):
        raise argparse.ArgumentTypeError(f"{_short(text)} is out of bounds ({bounds})")
    return w, h


def _short(text: str) -> str:
    """An entry as a message shows it: quoted, cut to 40 characters."""
    return repr(text if len(text) <= 40 else text[:37] + "...")


def print_json(value: Any, stream: TextIO | None = None) -> None:
    """One JSON line, non-ASCII kept where the stream can print it, else escaped."""
    out = stream if stream is not None else sys.stdout
    text = json.dumps(value, ensure_ascii=False)
    try:
        text.encode(out.encoding or "utf-8")
    except (UnicodeEncodeError, LookupError):
        text = json.dumps(value)
    print(text, file=out, flush=True)
