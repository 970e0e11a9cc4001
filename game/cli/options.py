"""The command-line parser every command uses.

- ``--version`` on every command;
- a bad option is one line on stderr (``PROG: message (try PROG --help)``) and
  exit status 2, never a usage block plus a message;
- help texts state their defaults themselves (a test checks every option).
"""
from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from game.version import __version__

NAME = "santa-monica"


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
