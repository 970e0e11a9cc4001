"""Santa Monica — command-line entry point.

    python main.py                 open the table (same as ``play``)
    python main.py play [...]      the pygame-ce client
    python main.py score CITY.json score cities (see docs/ and the contract)
    python main.py simulate [...]  bot-versus-bot games, one JSON line
    python main.py kiosk [...]     the convention kiosk

Each command lives in ``game/cli``; this file only dispatches.
"""
from __future__ import annotations

import importlib
import sys

COMMANDS = {"play": "game.cli.play", "score": "game.cli.score",
            "simulate": "game.cli.simulate", "kiosk": "game.cli.kiosk"}


def main(argv: list[str]) -> int:
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0
    command = "play"
    if argv and not argv[0].startswith("-"):
        command, argv = argv[0], argv[1:]
    if command not in COMMANDS:
        print(f"main.py: unknown command {command!r} (try: {', '.join(COMMANDS)})",
              file=sys.stderr)
        return 2
    module = importlib.import_module(COMMANDS[command])
    return int(module.main(argv) or 0)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
