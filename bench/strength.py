"""Bot strength: seeded games with the start player rotating, split over at
most two processes, reported with a 95% Wilson interval.

    python bench/strength.py --bots hard,medium,medium,medium --games 200 --seed 11
    python bench/strength.py --table          # every row of the table in docs/AI.md

A level's win rate is its seats' share of the wins (ties split). Games
``0 .. games-1`` of a seed are the same games whatever the number of
processes, so a row can be re-run and checked.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.monica.match.simulate import simulate  # noqa: E402
from game.monica.ai.stats import wilson  # noqa: E402

# (seats, games, seed[, first game]): the table in docs/AI.md. The game
# counts are what a shared 2-core machine managed; --games N (with --table)
# plays N of each.
TABLE: list[tuple[str, int, int] | tuple[str, int, int, int]] = [
    ("easy,random", 100, 106),
    ("medium,easy", 100, 105),
    ("hard,medium", 200, 104),
    ("hard,medium,medium,medium", 200, 101),
    ("hard,medium,medium", 100, 103),
    ("hard,medium,hard,medium", 200, 102),
    ("hard,medium", 200, 704),              # chose the 2-player look and first-turn model
    ("expert,hard", 100, 407, 100),         # games 0-99 chose the expert's budget before
    # Fresh games: seeds never used to choose between variants.
    ("hard,medium", 200, 204),
    ("hard,medium", 200, 304),
    ("hard,medium", 200, 404),
    ("hard,medium", 200, 504),
    ("hard,medium,medium,medium", 200, 301),
    ("hard,medium,medium,medium", 200, 401),
    ("hard,medium,medium,medium", 200, 501),
    ("hard,medium,medium", 200, 303),
    ("hard,medium,hard,medium", 200, 302),
    ("hard,medium,hard,medium", 200, 402),
    ("expert,hard", 200, 607),
    ("expert,hard", 200, 707),
    # The ladder at 3 and 4 players (issue 41), seeds never used to choose a
    # variant: each level against the one below, the expert and hard at one
    # table, and each alone against medium seats on the same games.
    ("easy,random,random", 100, 4123),
    ("medium,easy,easy", 100, 4124),
    ("expert,hard,medium", 100, 4131),       # and swapped: 200 games, both seatings
    ("hard,expert,medium", 100, 4131),
    ("expert,medium,medium", 100, 4132),
    ("hard,medium,medium", 100, 4132),
    ("easy,random,random,random", 100, 4121),
    ("medium,easy,easy,easy", 100, 4122),
    ("expert,hard,medium,medium", 200, 4141),
    ("hard,expert,medium,medium", 200, 4141),   # the seats swapped: the seating matters
    ("expert,medium,medium,medium", 100, 4142),
    ("hard,medium,medium,medium", 100, 4142),
]


def _chunk(job: tuple[list[str], int, int, int, int | None]) -> dict[str, Any]:
    bots, first, games, seed, budget = job
    return simulate(bots, games, seed, first=first, budget=budget)


def measure(bots: list[str], games: int, seed: int, budget: int | None = None,
            procs: int = 2, first: int = 0) -> dict[str, Any]:
    """Play games ``first .. first + games - 1`` of the series (in up to two
    processes) and pool the results."""
    procs = max(1, min(procs, 2, games))
    cut = [first + games * i // procs for i in range(procs + 1)]
    jobs = [(bots, cut[i], cut[i + 1] - cut[i], seed, budget) for i in range(procs)]
    t0 = time.perf_counter()
    with Pool(procs) as pool:
        parts = pool.map(_chunk, jobs)
    n = len(bots)
    wins = [sum(p["seats"][i]["wins"] for p in parts) for i in range(n)]
    done = [p["games"] - p["errors"] for p in parts]
    scores = [sum(p["seats"][i]["mean_score"] * d for p, d in zip(parts, done, strict=True))
              / max(sum(done), 1) for i in range(n)]
    played = sum(done)
    level = bots[0]
    first_wins = sum(w for b, w in zip(bots, wins, strict=True) if b == level)
    lo, hi = wilson(first_wins, played)
    by_level: dict[str, list[float]] = {}
    level_wins: dict[str, float] = {}
    for b, s, w in zip(bots, scores, wins, strict=True):
        by_level.setdefault(b, []).append(s)
        level_wins[b] = level_wins.get(b, 0.0) + w
    return {"seats": ",".join(bots), "players": n, "games": played,
            "errors": sum(p["errors"] for p in parts), "seed": seed, "first": first,
            "budget": budget, "level": level, "wins": round(first_wins, 2),
            "win_rate": round(first_wins / max(played, 1), 3),
            "ci95": [round(lo, 3), round(hi, 3)],
            "level_wins": {b: round(w, 2) for b, w in level_wins.items()},
            **head_to_head(level_wins),
            "mean_scores": {b: round(sum(v) / len(v), 1) for b, v in by_level.items()},
            "seconds": round(time.perf_counter() - t0, 1)}


def head_to_head(level_wins: dict[str, float]) -> dict[str, Any]:
    """At a table of three or more levels (``expert,hard,medium,medium``):
    the first level's share of the games won by the first two levels, with
    its 95% Wilson interval. An interval clear of 50% says the first level
    takes more wins than the second by more than the noise of a tie."""
    if len(level_wins) < 3:
        return {}
    a, b = list(level_wins)[:2]
    both = level_wins[a] + level_wins[b]
    lo, hi = wilson(level_wins[a], round(both))
    return {"versus": f"{a} of {a}+{b}", "versus_share": round(level_wins[a] / max(both, 1), 3),
            "versus_ci95": [round(lo, 3), round(hi, 3)]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bots", help="comma-separated, one per seat; the first level is judged")
    ap.add_argument("--games", type=int, default=None, help="default 40, or the table's")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget", type=int, default=None, help="samples for hard/expert")
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--first", type=int, default=0,
                    help="the first game of the series (to add games to a row; "
                         "--table rows carry their own)")
    ap.add_argument("--table", action="store_true", help="every row of docs/AI.md's table")
    ap.add_argument("--from-row", type=int, default=0, help="with --table: skip the first rows")
    args = ap.parse_args()
    if args.table:
        rows = [(row[0], row[1] if args.games is None else args.games, row[2],
                 row[3] if len(row) > 3 else 0) for row in TABLE[args.from_row:]]
    else:
        rows = [(args.bots or "hard,medium", args.games or 40, args.seed, args.first)]
    for seats, games, seed, first in rows:
        print(json.dumps(measure(seats.split(","), games, seed, args.budget, args.procs,
                                 first)),
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
