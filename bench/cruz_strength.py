"""Santa Cruz bot strength: who beats whom, with Wilson 95% intervals, and how
long the hard bot thinks.

``nice -n 10 python bench/cruz_strength.py [--games N] [--four N] [--only NAME ...]
[--json FILE]``. Matchups (targets of docs/SANTA_CRUZ_AI.md):

- ``easy-random``, ``medium-easy``, ``hard-medium``: 2-player games, the two
  bots swapping seats every other game, the start player rotating;
  target: the first wins at least 85 % (hard: 75 %);
- ``hard-3medium``: 4-player games, hard alone against three medium, hard's
  seat rotating; target: hard wins at least 40 % (25 % is equal).

Every hard decision is timed (wall clock, on this shared machine, so the
figures are an upper bound); target: median <= 300 ms, slowest <= 1 s.
Games go through the match layer (``game.cruz.match``), as the table plays.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cruz.ai import Bot, make_bot  # noqa: E402
from game.cruz.engine import Action, View  # noqa: E402
from game.cruz.match import Match, MatchSetup, Seat, components, play_out, series_game  # noqa: E402

MATCHUPS: dict[str, tuple[list[str], float]] = {
    "easy-random": (["easy", "random"], 0.85),
    "medium-easy": (["medium", "easy"], 0.85),
    "hard-medium": (["hard", "medium"], 0.75),
    "hard-3medium": (["hard", "medium", "medium", "medium"], 0.40),
}


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of ``wins`` in ``n`` (95 % by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


class Timed:
    """A bot whose every decision is timed: wall clock (what a player waits,
    other load on the machine included) and this thread's CPU time."""

    def __init__(self, bot: Bot, times: list[float], cpu: list[float]) -> None:
        self.bot = bot
        self.name = bot.name
        self.times = times
        self.cpu = cpu

    def choose(self, view: View) -> Action:
        t0, c0 = time.perf_counter(), time.thread_time()
        action = self.bot.choose(view)
        self.times.append(time.perf_counter() - t0)
        self.cpu.append(time.thread_time() - c0)
        return action


def play(lineup: list[str], games: int, seed: int, times: list[float],
         cpu: list[float]) -> tuple[int, int]:
    """(games the first bot of ``lineup`` won, games). Game g seats that bot
    at seat g % players (the others fill the rest in order), the start
    player rotating independently (``series_game``)."""
    box = components()
    n = len(lineup)
    won = 0
    for g in range(games):
        hero = g % n
        names = lineup[1:]
        names.insert(hero, lineup[0])
        game_seed, oldest = series_game(seed, g // n, n)
        bots: dict[int, Bot] = {}
        for i, b in enumerate(names):
            bot = make_bot(b, game_seed * 31 + i)
            bots[i] = Timed(bot, times, cpu) if b == "hard" else bot
        seats = [Seat(f"{b} {i + 1}", "bot", b) for i, b in enumerate(names)]
        match = Match(MatchSetup(seats, game_seed, oldest=oldest), box=box, bots=bots)
        play_out(match)
        won += match.state.track[0] == hero
    return won, games


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="2-player games a matchup (200)")
    ap.add_argument("--four", type=int, default=200, help="4-player games (200)")
    ap.add_argument("--only", nargs="*", choices=list(MATCHUPS), help="matchups to run")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", metavar="FILE", help="also write the results to FILE")
    args = ap.parse_args()
    out: dict[str, object] = {"cores": os.cpu_count(), "python": platform.python_version()}
    times: list[float] = []
    cpu: list[float] = []
    for name in args.only or list(MATCHUPS):
        lineup, target = MATCHUPS[name]
        games = args.four if len(lineup) == 4 else args.games
        t0 = time.perf_counter()
        won, n = play(lineup, games, args.seed, times, cpu)
        lo, hi = wilson(won, n)
        out[name] = {"wins": won, "games": n, "share": round(won / n, 3),
                     "wilson95": [round(lo, 3), round(hi, 3)], "target": target,
                     "met": won / n >= target, "seconds": round(time.perf_counter() - t0, 1)}
        print(name, out[name], flush=True)
    if times:
        out["hard_decisions"] = {"count": len(times),
                                 "median_ms": round(statistics.median(times) * 1000, 1),
                                 "p95_ms": round(sorted(times)[int(0.95 * len(times))] * 1000, 1),
                                 "max_ms": round(max(times) * 1000, 1),
                                 "cpu_median_ms": round(statistics.median(cpu) * 1000, 1),
                                 "cpu_max_ms": round(max(cpu) * 1000, 1)}
        print("hard_decisions", out["hard_decisions"], flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
