"""Cost of Santa Cruz's post-game review (game/cruz/match/review.py).

Plays seeded games by medium bots, then reviews the first ``--people`` seats
as the client does (in the review process, ``ReviewTask.start("process")``,
at the default budget) and prints one JSON line per game: the wall-clock
seconds, the decisions judged, and per judged seat the losses listed. Report
the wall time with the machine's core count (``nproc``) and load.

    python bench/cruz_review_bench.py --players 4 --people 1
    python bench/cruz_review_bench.py --players 4 --people 4 --games 1
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cruz.match import Match, MatchSetup, Seat  # noqa: E402
from game.cruz.match.review_task import ReviewTask  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--people", type=int, default=1, help="seats judged, from seat 0")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    for g in range(args.games):
        seed = args.seed + g
        match = Match(MatchSetup([Seat(f"b{i}", "bot", "medium") for i in range(args.players)],
                                 seed))
        match.run_bots()
        setup = MatchSetup([Seat(f"p{i}", "human" if i < args.people else "bot", "medium")
                            for i in range(args.players)], seed)
        task = ReviewTask(setup, match.actions, list(range(args.people)))
        start = time.perf_counter()
        task.start("process")
        while task.poll() is None and task.problem is None and task.failure is None:
            time.sleep(0.05)
        print(json.dumps({
            "seed": seed, "players": args.players, "people": args.people,
            "seconds": round(time.perf_counter() - start, 1), "decisions": task.total,
            "cores": os.cpu_count(), "problem": task.problem or task.failure,
            "lost": [[round(v.loss, 1) for v in r.worst] for r in task.reviews or []]}),
            flush=True)


if __name__ == "__main__":
    main()
