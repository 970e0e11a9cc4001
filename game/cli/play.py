"""``python main.py play``: open the pygame-ce table.

    python main.py                       the title screen
    python main.py play --seats human,hard,medium,easy [--seed N | --code K7Q-2MX]
    python main.py play --autoplay [--fast] [--seats hard,medium,easy,easy]
                        [--screenshots DIR] [--lang de]

``--autoplay`` plays a whole bot game through the real client loop (it works
headless with SDL_VIDEODRIVER=dummy), saves a PNG at every turn and scene
change when ``--screenshots`` is given, and prints one JSON line with the
final totals.
"""
from __future__ import annotations

import argparse
import json
import os
import sys


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="main.py play", description="Play Santa Monica.")
    p.add_argument("--seats", help="comma list: human, easy, medium, hard, expert (2-4 seats)")
    p.add_argument("--autoplay", action="store_true", help="bots play a whole game, then exit")
    p.add_argument("--fast", action="store_true", help="no animation pauses")
    p.add_argument("--seed", type=int, help="deal seed")
    p.add_argument("--code", help="beach code of a deal (instead of --seed)")
    p.add_argument("--objective", choices=["A", "B", "C"])
    p.add_argument("--screenshots", metavar="DIR", help="save a PNG per turn / scene")
    p.add_argument("--size", default="1280x720", help="window size, e.g. 1920x1080")
    p.add_argument("--fullscreen", action="store_true")
    p.add_argument("--lang", choices=["en", "de", "fr"],
                   help="language for this session (the settings keep theirs)")
    p.add_argument("--max-frames", type=int, default=None, help=argparse.SUPPRESS)
    return p.parse_args(argv)


def main(argv: list[str]) -> int:
    try:
        args = parse_args(argv)
    except SystemExit as exc:          # argparse exits 2 on bad input, 0 on --help
        return int(exc.code or 0)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.autoplay:
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ..client import beach_code
    from ..client.launch import Launch, run
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        print(f"main.py play: bad --size {args.size!r} (want WxH)", file=sys.stderr)
        return 2
    seed = args.seed
    if args.code:
        try:
            seed = beach_code.decode(args.code)
        except ValueError as exc:
            print(f"main.py play: bad --code: {exc}", file=sys.stderr)
            return 2
    seats = [s.strip().lower() for s in args.seats.split(",")] if args.seats else None
    if seats is not None:
        bad = [s for s in seats if s not in ("human", "bot", "easy", "medium", "hard", "expert")]
        if bad or not 2 <= len(seats) <= 4:
            print("main.py play: --seats wants 2-4 of human, easy, medium, hard, expert",
                  file=sys.stderr)
            return 2
    launch = Launch(seats=seats, autoplay=args.autoplay, fast=args.fast, seed=seed,
                    objective=args.objective, screenshots=args.screenshots,
                    window_size=(w, h), fullscreen=args.fullscreen,
                    max_frames=args.max_frames, language=args.lang)
    result = run(launch)
    if args.autoplay:
        if result.report is None:
            print("main.py play: the autoplay game did not finish", file=sys.stderr)
            return 1
        print(json.dumps({"players": [{"name": p["name"], "total": p["total"]}
                                      for p in result.report["players"]]}))
    return result.code
