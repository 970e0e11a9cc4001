"""One dispatcher for the three ways to start the game.

    santa-monica COMMAND [...]        the console script of the installed game
    python -m game COMMAND [...]      the same, through ``game/__main__.py``
    python main.py COMMAND [...]      the same, from a checkout

Each command lives in its own module of ``game/cli`` and is imported only
when it runs (``score`` and ``simulate`` never load pygame). No command means
``play``. The game's own data failing to load (a file missing or damaged in
an installation) is one line naming the file and exit status 2.
"""
from __future__ import annotations

import importlib
import os
import sys

from game.resources import ContentError

from game.cli.options import NAME, version_line

# name: (module, one-line summary); a new command is one more line here.
COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("game.cli.play", "open the table (the default command)"),
    "score": ("game.cli.score", "score finished cities from a JSON file"),
    "simulate": ("game.cli.simulate", "bot-versus-bot games, one JSON line of results"),
    "kiosk": ("game.cli.kiosk", "the locked, touch-first convention kiosk"),
    "review": ("game.cli.review", "where each seat of a finished game lost points"),
    "cruz": ("game.cli.cruz", "Santa Cruz positions: build targets and scoring cards (JSON)"),
}
DEFAULT_COMMAND = "play"


def usage(prog: str) -> str:
    width = max(map(len, COMMANDS))
    lines = [f"usage: {prog} [COMMAND] [OPTIONS]",
             "",
             "Santa Monica and Santa Cruz, digital editions of two board games (2-4 players, bots, kiosk).",
             "",
             "commands:"]
    lines += [f"  {name:<{width}}  {summary}" for name, (_, summary) in COMMANDS.items()]
    lines += ["",
              "options:",
              "  -h, --help  show this help and exit",
              "  --version   print the game's version and exit",
              "",
              f"With no command, {prog} runs {DEFAULT_COMMAND}. "
              f"'{prog} COMMAND --help' lists a command's options."]
    return "\n".join(lines)


def main(argv: list[str], prog: str = NAME) -> int:
    """Run one command; returns the exit status."""
    if argv and argv[0] in ("-h", "--help", "help"):
        print(usage(prog))
        return 0
    if argv and argv[0] == "--version":
        print(version_line())
        return 0
    command = DEFAULT_COMMAND
    if argv and not argv[0].startswith("-"):
        command, argv = argv[0], argv[1:]
    if command not in COMMANDS:
        print(f"{prog}: unknown command {command!r} (choose from {', '.join(COMMANDS)})",
              file=sys.stderr)
        return 2
    # pygame's banner would be a line on stdout before a command's own output
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    module = importlib.import_module(COMMANDS[command][0])
    try:
        return int(module.main(argv, prog=f"{prog} {command}") or 0)
    except ContentError as exc:         # the box or a layout (LayoutError is one)
        message = " ".join(str(exc).split())
        print(f"{prog} {command}: the game's data cannot be loaded: {message}", file=sys.stderr)
        return 2
    except SystemExit as exc:       # a command's own checks refused an option (one line)
        return exc.code if isinstance(exc.code, int) else 2
    except BrokenPipeError:
        # The reader stopped early (``| head``): end quietly, as other tools do;
        # stdout goes to devnull so that the interpreter's final flush cannot fail.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def run() -> int:
    """The ``santa-monica`` console script."""
    return main(sys.argv[1:], NAME)
