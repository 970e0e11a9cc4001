"""``python -m game``: the same commands as ``santa-monica`` and ``python main.py``."""
from __future__ import annotations

import sys

from game.cli.dispatch import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], prog="python -m game"))
