"""``santa-monica review``: where each seat of a finished game lost points.

example:
  santa-monica review replay-20260101-120000-000-007.json --seat 0 --top 3

The hard bot replays the game and judges every turn of each reviewed seat
with its own search (game/monica/ai/review.py, docs/AI.md "Post-game review"):
one JSON line per seat with its score, the estimate with the mistakes
mended, and its worst turns (round, turn, the action taken, the better
one, the points lost). The same replay and options print the same lines.
Seats count from 0, as in the output.
"""
from __future__ import annotations

import sys

from game.monica.ai.levels import HARD
from game.monica.ai.review import TOP, review_game
from game.monica.persist import SaveError, initial_state, read_save, restore

from game.cli.options import Parser, positive, print_json


def build_parser(prog: str = "santa-monica review") -> Parser:
    ap = Parser(prog, "Review a finished game; prints one JSON line per reviewed seat.",
                epilog=__doc__.split("\n\n", 1)[1].rstrip())
    ap.add_argument("replay", metavar="REPLAY.json",
                    help="a replay or save of a finished game (required; no default)")
    ap.add_argument("--seat", type=int, default=None, metavar="N",
                    help="review only seat N, from 0 (default: every seat, bots included)")
    ap.add_argument("--top", type=positive, default=TOP, metavar="N",
                    help=f"mistakes listed per seat (default: {TOP})")
    budgets = ", ".join(f"{n} players {lv.budget}" for n, lv in HARD.items())
    ap.add_argument("--budget", type=positive, default=None, metavar="N",
                    help=f"rollouts per turn of the hard bot's search; lower is faster "
                         f"and rougher (default: the hard bot's own: {budgets})")
    return ap


def main(argv: list[str], prog: str = "santa-monica review") -> int:
    ap = build_parser(prog)
    args = ap.parse(argv)
    if isinstance(args, int):          # --help, --version, or a bad option (one line)
        return args
    try:
        save = read_save(args.replay)
        start = initial_state(save)
        end = restore(save)            # checks every action of the log
    except SaveError as exc:
        if exc.key == "error.save.not_found":
            print(f"{prog}: there is no replay at {args.replay}", file=sys.stderr)
        else:
            print(f"{prog}: {exc.message}", file=sys.stderr)
        return 2
    if args.seat is not None and not 0 <= args.seat < start.n:
        print(f"{prog}: seat {args.seat} is not at the table of {args.replay} "
              f"(seats 0-{start.n - 1})", file=sys.stderr)
        return 2
    if not end.over:
        print(f"{prog}: {args.replay} is a game still in progress; only a finished game "
              f"can be reviewed", file=sys.stderr)
        return 2
    seats = None if args.seat is None else [args.seat]
    for seat in review_game(start, save.actions, seats, args.top, args.budget):
        print_json(seat.to_json())
    return 0
