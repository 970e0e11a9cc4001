"""Tune the evaluation weights by play: SPSA on seeded games (4 players by default).

``bench/tune.py`` fits the weights of ``evaluate.city_value`` to predict
final scores; this script tunes them for what they are for, winning. The
objective of a weight vector is how a planner seat with those weights (a
``MediumBot`` with them: medium's planner, no search) does against three
medium seats: the mean margin of its score over the mean of the other three
(less noisy than wins; its share of the wins is reported too).

SPSA (simultaneous perturbation): each iteration draws a random sign for
every weight, plays the same fresh deals with the weights moved up and
down by those signs (common random numbers: a deal is one shuffled game
played from each of the 4 seat positions, so the tuned seat starts first,
second, third and fourth once), and steps along the signs by how much
better the one side did, in units of a running RMS of those differences.
Weights are scaled by their starting size (at least 0.5) and kept >= 0.
The result is the mean of the iterates of the second half (less noisy
than the last one).

``--table`` plays other tables: ``2`` or ``3`` players (one tuned seat
against medium), ``4x2`` (the first two seats tuned, two medium): the
objective is then the tuned seats' mean margin over the medium seats', so
weights that only pay while no other seat wants the same cards lose.

Then both the start point and the result are measured on held-out games
(``simulate``'s series of ``--holdout-seed``, never used while tuning,
the first seats the tuned bot, the start player rotating), as the planner or, with
``--level hard``, as the hard bot's weights; ``--level hard`` also tunes with
the hard bot in the tuned seats (the search in the loop: its plans, rollouts
and leaf all take the weights; a 2-player iteration of 10 deals is 40 games,
about half a minute of both cores):

    python bench/tune_play.py --start tuned --iterations 100 --stop-after 56 \\
        --deals 5 --seed 1 --c 0.3 --holdout-games 100      # weights.PLAYED
    python bench/tune_play.py --start tuned --iterations 0 --check "dollar=1.3,..." \\
        --level hard --holdout-games 100

Reproducible: the same arguments give the same weights on any machine.
``--minutes`` stops early by the clock; the iterations done (K) are
printed, and the same arguments with ``--stop-after K`` instead repeat the
run (the step sizes follow ``--iterations``, so keep it). ``--procs 2`` plays in two
processes (the results do not depend on it). One iteration of 5 deals is
40 four-player games, about a minute of one core.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import fields
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.monica.ai.base import Bot  # noqa: E402
from game.monica.ai.weights import FEATURES, MEDIUM, TUNED, Weights  # noqa: E402
from game.monica.ai.hard import HardBot  # noqa: E402
from game.monica.ai.medium import MediumBot  # noqa: E402
from game.monica.ai.simulate import win_shares  # noqa: E402
from game.monica.ai.stats import wilson  # noqa: E402
from game.monica.match.match import Match  # noqa: E402
from game.monica.match.setup import MatchSetup, Seat  # noqa: E402
from game.monica.match.simulate import play_out, series_game  # noqa: E402

PLAYERS = 4
Vec = tuple[float, ...]
Table = tuple[int, int]                  # players, tuned seats (the first ones)
Job = tuple[str, Vec, int, int, Table]   # level of the tuned seats, weights, game seed, start
Result = tuple[float, float, float]      # tuned seats' mean score, the others' mean, win share


# -- pure helpers ----------------------------------------------------------
def parse_weights(text: str) -> Weights:
    """``tuned``, ``medium``, ``name=value,...`` (the rest as medium's) or
    all ten values in ``FEATURES`` order, comma-separated."""
    if text in ("tuned", "medium"):
        return TUNED if text == "tuned" else MEDIUM
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if all("=" in p for p in parts):
        kv = {k.strip(): float(v) for k, v in (p.split("=", 1) for p in parts)}
        unknown = set(kv) - set(FEATURES)
        if unknown:
            raise ValueError(f"unknown weights: {', '.join(sorted(unknown))}")
        return Weights(**kv)
    if len(parts) != len(FEATURES):
        raise ValueError(f"give {len(FEATURES)} values ({', '.join(FEATURES)}), not {len(parts)}")
    return Weights(*(float(p) for p in parts))


def literal(w: Weights) -> str:
    """``Weights(dollar=1.2, ...)``, 3 decimals: to paste into weights.py."""
    return "Weights(" + ", ".join(f"{f.name}={round(getattr(w, f.name), 3)}"
                                  for f in fields(Weights)) + ")"


def scales(start: Weights) -> Vec:
    """The unit of each weight while tuning: its start size, at least 0.5."""
    return tuple(max(abs(v), 0.5) for v in start.vector())


def to_weights(theta: Vec, scale: Vec) -> Weights:
    """Weights from the tuned coordinates (none negative)."""
    return Weights(*(max(t * s, 0.0) for t, s in zip(theta, scale, strict=True)))


def deal_games(seed: int, first_deal: int, deals: int,
               players: int = PLAYERS) -> list[tuple[int, int]]:
    """(game seed, start player) of ``deals`` deals, each played from every
    seat position."""
    return [(series_game(seed, d, players)[0], start)
            for d in range(first_deal, first_deal + deals) for start in range(players)]


def series_games(seed: int, first: int, games: int,
                 players: int = PLAYERS) -> list[tuple[int, int]]:
    """``simulate``'s series (``series_game``)."""
    return [series_game(seed, g, players) for g in range(first, first + games)]


def table(text: str) -> Table:
    """``4``, ``2`` or ``4x2`` (4 players, the first 2 seats tuned): the
    tuned seats are fewer than the players, the rest are medium."""
    players, _, tuned = text.partition("x")
    n, k = int(players), int(tuned or 1)
    if not 2 <= n <= 4 or not 1 <= k < n:
        raise ValueError(f"a table is 2-4 players with 1 to players-1 tuned seats, not {text!r}")
    return n, k


def summary(results: list[Result]) -> dict[str, Any]:
    """Games, the tuned seats' wins (share, Wilson 95%), mean scores and margin."""
    n = len(results)
    wins = sum(r[2] for r in results)
    lo, hi = wilson(wins, n)
    return {"games": n, "wins": round(wins, 2), "win_rate": round(wins / max(n, 1), 3),
            "ci95": [round(lo, 3), round(hi, 3)],
            "score": round(sum(r[0] for r in results) / max(n, 1), 2),
            "others": round(sum(r[1] for r in results) / max(n, 1), 2),
            "margin": round(margin(results), 3)}


def spsa_step(theta: Vec, delta: Vec, diff: float, rms: float, gain: float) -> Vec:
    """Move along the signs ``delta`` by ``gain`` times the margin
    difference (plus side minus minus side) in units of its running RMS."""
    z = diff / rms if rms > 0 else 0.0
    return tuple(t + gain * z * d for t, d in zip(theta, delta, strict=True))


# -- playing ---------------------------------------------------------------
def _bot(level: str, w: Weights, seed: int) -> Bot:
    return HardBot(seed, weights=w) if level == "hard" else MediumBot(seed, w)


def play(job: Job) -> Result:
    """One game, the first seats the tuned bot against medium seats (bots
    seeded as ``simulate`` seeds them)."""
    level, vec, game_seed, start, (players, tuned) = job
    w = Weights(*vec)
    seats = [Seat(f"{'tuned' if i < tuned else 'medium'} {i + 1}", "bot", "medium")
             for i in range(players)]
    bots: dict[int, Bot] = {i: _bot(level, w, game_seed * 31 + i) if i < tuned
                            else MediumBot(game_seed * 31 + i) for i in range(players)}
    match = Match(MatchSetup(seats, seed=game_seed, start_player=start), bots=bots)
    play_out(match)
    report = match.report()
    scores = [float(p["total"]) for p in report["players"]]
    return (sum(scores[:tuned]) / tuned, sum(scores[tuned:]) / (players - tuned),
            sum(win_shares(report)[:tuned]))


class Runner:
    """Plays batches of games in one or two processes (same results)."""

    def __init__(self, procs: int) -> None:
        self.pool = Pool(2) if procs >= 2 else None

    def run(self, level: str, w: Weights, games: list[tuple[int, int]],
            at: Table = (PLAYERS, 1)) -> list[Result]:
        jobs = [(level, w.vector(), s, st, at) for s, st in games]
        if self.pool is None:
            return [play(j) for j in jobs]
        return self.pool.map(play, jobs, chunksize=1)

    def close(self) -> None:
        if self.pool is not None:
            self.pool.close()
            self.pool.join()


def margin(results: list[Result]) -> float:
    """The tuned seats' mean score over the others', per game."""
    return sum(r[0] - r[1] for r in results) / max(len(results), 1)


def tune(runner: Runner, start: Weights, iterations: int, deals: int, seed: int,
         a: float, c: float, deadline: float | None,
         stop: int | None = None, at: Table = (PLAYERS, 1),
         level: str = "planner") -> tuple[Weights, int]:
    """SPSA from ``start`` with ``level`` in the tuned seats (the planner, or
    the hard bot: the search in the loop); the mean of the second half's
    iterates and the number of iterations done."""
    rng = random.Random(seed)
    scale = scales(start)
    theta: Vec = tuple(v / s for v, s in zip(start.vector(), scale, strict=True))
    ms = 0.0
    trail: list[Vec] = []
    done = 0
    for k in range(iterations):
        if (deadline is not None and time.monotonic() > deadline) or k == stop:
            break
        delta: Vec = tuple(rng.choice((-1.0, 1.0)) for _ in theta)
        ck = c / (k + 1) ** 0.101
        ak = a / (k + 1 + iterations / 10) ** 0.602 * (1 + iterations / 10) ** 0.602
        games = deal_games(seed, k * deals, deals, at[0])
        plus = tuple(t + ck * d for t, d in zip(theta, delta, strict=True))
        minus = tuple(t - ck * d for t, d in zip(theta, delta, strict=True))
        rp = runner.run(level, to_weights(plus, scale), games, at)
        rm = runner.run(level, to_weights(minus, scale), games, at)
        diff = margin(rp) - margin(rm)
        ms = diff * diff if k == 0 else 0.9 * ms + 0.1 * diff * diff
        theta = tuple(max(t, 0.0) for t in spsa_step(theta, delta, diff, ms ** 0.5, ak))
        trail.append(theta)
        done = k + 1
        print(json.dumps({"iteration": done, "plus": round(margin(rp), 2),
                          "minus": round(margin(rm), 2), "diff": round(diff, 2),
                          "weights": literal(to_weights(theta, scale))}), flush=True)
    if not trail:
        return start, 0
    half = trail[len(trail) // 2:]
    mean = tuple(sum(col) / len(half) for col in zip(*half, strict=True))
    return to_weights(mean, scale), done


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--start", default="tuned",
                    help="tuned, medium, name=value,... or ten values")
    ap.add_argument("--iterations", type=int, default=60)
    ap.add_argument("--table", type=table, default=(PLAYERS, 1),
                    help="players, or players x tuned seats: 4 (default), 2, 3, 4x2")
    ap.add_argument("--deals", type=int, default=6,
                    help="deals per side per iteration (x players games)")
    ap.add_argument("--seed", type=int, default=1, help="the tuning deals' series")
    ap.add_argument("--a", type=float, default=0.08, help="step size (in start units)")
    ap.add_argument("--c", type=float, default=0.25, help="perturbation (in start units)")
    ap.add_argument("--minutes", type=float, default=None, help="stop tuning by the clock")
    ap.add_argument("--stop-after", type=int, default=None,
                    help="stop after this many iterations (the schedule keeps --iterations)")
    ap.add_argument("--check", default=None, help="skip tuning: measure these weights")
    ap.add_argument("--level", choices=["planner", "hard"], default="planner",
                    help="the bot with the weights, tuning and held out (hard: the search "
                         "in the loop)")
    ap.add_argument("--holdout-seed", type=int, default=101)
    ap.add_argument("--holdout-first", type=int, default=0)
    ap.add_argument("--holdout-games", type=int, default=40)
    ap.add_argument("--measure", choices=["both", "start", "tuned"], default="both",
                    help="which weights the held-out games measure")
    ap.add_argument("--procs", type=int, default=1)
    args = ap.parse_args()
    start = parse_weights(args.start)
    runner = Runner(args.procs)
    t0 = time.monotonic()
    deadline = None if args.minutes is None else t0 + args.minutes * 60
    if args.check is not None:
        best, done = parse_weights(args.check), 0
    else:
        best, done = tune(runner, start, args.iterations, args.deals, args.seed,
                          args.a, args.c, deadline, args.stop_after, args.table, args.level)
    print(json.dumps({"iterations_done": done, "minutes": round((time.monotonic() - t0) / 60, 1)}))
    print(literal(best), flush=True)
    if args.holdout_games > 0:
        games = series_games(args.holdout_seed, args.holdout_first, args.holdout_games,
                             args.table[0])
        for name, w in (("start", start), ("tuned", best)):
            if args.measure not in ("both", name):
                continue
            res = runner.run(args.level, w, games, args.table)
            print(json.dumps({"weights": name, "level": args.level, "table": args.table,
                              "seed": args.holdout_seed,
                              "first": args.holdout_first, **summary(res)}), flush=True)
    runner.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
