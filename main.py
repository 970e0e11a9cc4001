"""Santa Monica, from a checkout: ``python main.py [COMMAND] [OPTIONS]``.

The same commands as the installed ``santa-monica`` and ``python -m game``
(play, score, simulate, kiosk); ``python main.py --help`` lists them. The
dispatcher is ``game/cli/dispatch.py``; this file only calls it.
"""
from __future__ import annotations

import sys

from game.cli.dispatch import main as dispatch


def main(argv: list[str]) -> int:
    return dispatch(argv, prog="main.py")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
