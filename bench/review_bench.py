"""Cost and sense of the post-game review (game/monica/ai/review.py).

Plays seeded games (seat 0 and seat 1 by the given levels, more seats easy),
reviews every seat at the hard bot's default budget (or ``--budget``) and
prints one JSON line per game: processor and wall-clock seconds of the
review, and per seat its level, score, turns judged and the points lost of
its listed mistakes. Processor time is what the review costs on an idle
core; report wall time with the machine's core count and load.

    python bench/review_bench.py --games 3 --players 2 --levels easy,hard
    python bench/review_bench.py --players 4 --seats 0     # as after a solo game
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.monica.ai.registry import make_bot  # noqa: E402
from game.monica.ai.review import review_game  # noqa: E402
from game.monica.content import load_box  # noqa: E402
from game.monica.engine import apply_action, new_game  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3, help="games (default: 3)")
    ap.add_argument("--players", type=int, default=2, help="2-4 (default: 2)")
    ap.add_argument("--levels", default="easy,easy", help="levels of seats 0 and 1 "
                    "(default: easy,easy; further seats are easy)")
    ap.add_argument("--budget", type=int, default=None,
                    help="rollouts per turn (default: the hard bot's own)")
    ap.add_argument("--seed", type=int, default=1, help="first game's seed (default: 1)")
    ap.add_argument("--seats", default=None, help="seats to review, e.g. 0 (the client "
                    "reviews the human seats; default: every seat, as the review command)")
    args = ap.parse_args()
    levels = args.levels.split(",")
    levels += ["easy"] * (args.players - len(levels))
    box = load_box()
    for g in range(args.games):
        seed = args.seed + g
        state = new_game([f"{lv} {i}" for i, lv in enumerate(levels)], seed, box=box)
        start = state.clone()
        bots = [make_bot(lv, seed + i) for i, lv in enumerate(levels)]
        log = []
        while not state.over:
            act = bots[state.current].choose(state)
            apply_action(state, act)
            log.append(act)
        cpu, wall = time.process_time(), time.perf_counter()
        seats = None if args.seats is None else [int(x) for x in args.seats.split(",")]
        reviews = review_game(start, log, seats, budget=args.budget)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        print(json.dumps({"seed": seed, "players": args.players, "budget": args.budget,
                          "cpu_s": round(cpu, 1), "wall_s": round(wall, 1),
                          "cores": os.cpu_count(),
                          "seats": [{"level": levels[r.seat], "score": r.score,
                                     "turns": r.turns,
                                     "lost": [round(m.points_lost, 1) for m in r.mistakes]}
                                    for r in reviews]}), flush=True)


if __name__ == "__main__":
    main()
