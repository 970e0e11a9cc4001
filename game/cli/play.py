"""``santa-monica play``: open the pygame-ce table.

examples:
  santa-monica                          the title screen
  santa-monica play --seats human,hard,medium,easy [--seed N | --code K7Q-2MX]
  santa-monica play --autoplay [--fast] [--seats hard,medium,easy,easy]
                    [--screenshots DIR] [--lang de]
  santa-monica play --tutorial [--autoplay --fast --screenshots DIR]

``--autoplay`` plays a whole bot game through the real client loop (it works
headless with SDL_VIDEODRIVER=dummy), saves a PNG at every turn and scene
change when ``--screenshots`` is given, and prints one JSON line with the
final totals. ``--tutorial`` opens the guided first game; with
``--autoplay`` it is played headless by doing what each step asks, with a
PNG per step.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

from game.cli.data import check_shipped_data
from game.cli.options import Parser, print_json, window_size
from game.cli.options import seed as seed_type
from game.cli.box import client_games

SEAT_KINDS = ("human", "random", "easy", "medium", "hard", "expert")


def build_parser(prog: str = "santa-monica play") -> Parser:
    p = Parser(prog, "Play Santa Monica: the title screen, or a table set from the options.",
               epilog=__doc__.split("\n\n")[1].rstrip())
    p.add_argument("--seats", metavar="LIST",
                   help="comma list of 2-4 seats, each human, random, easy, medium, hard or expert "
                        "(default: the title screen; with --seed or --code you and three medium "
                        "bots; with --autoplay four medium bots)")
    p.add_argument("--autoplay", action="store_true",
                   help="bots play a whole game through the real table, print the totals "
                        "as JSON and exit (default: off)")
    p.add_argument("--tutorial", action="store_true",
                   help="the guided first game (Learn to play); with --autoplay it plays itself, "
                        "a screenshot per step (default: off)")
    p.add_argument("--fast", action="store_true", help="no animation pauses (default: off)")
    p.add_argument("--seed", type=seed_type, metavar="N",
                   help="deal seed, for the same deal again (default: a random deal)")
    p.add_argument("--code", metavar="CODE",
                   help="beach code of a deal, e.g. K7Q-2MX, instead of --seed "
                        "(default: none)")
    p.add_argument("--objective", choices=["A", "B", "C"],
                   help="objective tile A, B or C (default: drawn at random)")
    p.add_argument("--screenshots", metavar="DIR",
                   help="save a PNG per turn and per screen into DIR (default: none)")
    p.add_argument("--size", type=window_size, default="1280x720", metavar="WxH",
                   help="window size, 640x360 to 7680x4320, at most the screen's "
                        "(default: 1280x720)")
    p.add_argument("--fullscreen", action="store_true",
                   help="start fullscreen; F11 switches (default: a window)")
    p.add_argument("--lang", choices=["en", "de", "fr"],
                   help="language for this session; the settings keep theirs "
                        "(default: the settings' language)")
    p.add_argument("--game", choices=["santa-monica", "santa-cruz"], default="santa-monica",
                   help="which game of the box: its title, or its table with --seats "
                        "(default: santa-monica; santa-cruz seats: human, easy, medium, hard)")
    p.add_argument("--max-frames", type=int, default=None, help=argparse.SUPPRESS)
    return p


def seats_problem(seats: list[str]) -> str | None:
    """None for a list of 2-4 known seats, else what is wrong, naming the entry."""
    for entry in seats:
        if entry not in SEAT_KINDS and entry != "bot":
            return f"{entry[:40]!r} is not a seat (choose from {', '.join(SEAT_KINDS)})"
    if not 2 <= len(seats) <= 4:
        return f"a table has 2-4 seats, not {len(seats)}"
    return None


def main(argv: list[str], prog: str = "santa-monica play") -> int:
    args = build_parser(prog).parse(argv)
    if isinstance(args, int):          # --help, --version, or a bad option (one line)
        return args
    check_shipped_data(layouts=True)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.autoplay:
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.client import beach_code
    from game.monica.client.launch import Launch, run
    w, h = args.size
    seed = args.seed
    if args.code:
        try:
            seed = beach_code.decode(args.code)
        except ValueError as exc:
            print(f"{prog}: bad --code: {exc}", file=sys.stderr)
            return 2
    seats = [s.strip().lower() for s in args.seats.split(",")] if args.seats else None
    problem = seats_problem(seats) if seats is not None else None
    if problem is not None:
        print(f"{prog}: --seats: {problem}", file=sys.stderr)
        return 2
    if args.game == "santa-cruz":
        return _santa_cruz(args, seats, seed, (w, h), prog)
    launch = Launch(seats=seats, autoplay=args.autoplay, fast=args.fast, seed=seed,
                    objective=args.objective, screenshots=args.screenshots,
                    window_size=(w, h), fullscreen=args.fullscreen,
                    max_frames=args.max_frames, language=args.lang, tutorial=args.tutorial,
                    games=client_games())
    result = run(launch)
    if args.autoplay:
        if result.report is None:
            print(f"{prog}: the autoplay game did not finish", file=sys.stderr)
            return 1
        print_json({"players": [{"name": p["name"], "total": p["total"]}
                                for p in result.report["players"]]})
    return result.code


def _santa_cruz(args: argparse.Namespace, seats: list[str] | None, seed: int | None,
                size: tuple[int, int], prog: str) -> int:
    """``--game santa-cruz``: its title, or a table of ``--seats`` (autoplay: the totals)."""
    from game.cruz.client.launch import KINDS, CruzLaunch, run as run_cruz
    if seats is not None and any(s not in KINDS for s in seats):
        print(f"{prog}: santa-cruz takes --seats of {', '.join(KINDS)}", file=sys.stderr)
        return 2
    result = run_cruz(CruzLaunch(seats=seats, autoplay=args.autoplay, fast=args.fast, seed=seed,
                                 screenshots=args.screenshots, window_size=size,
                                 fullscreen=args.fullscreen, max_frames=args.max_frames,
                                 language=args.lang, tutorial=args.tutorial,
                                 games=client_games()))
    if args.autoplay:
        if result.report is None:
            print(f"{prog}: the autoplay game did not finish", file=sys.stderr)
            return 1
        print(json.dumps(result.report))
    return result.code
