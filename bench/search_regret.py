"""How much a search level loses to its own sampling noise, by budget.

    python bench/search_regret.py --level hard --seed 604 --first 0 --games 3 \
        --budgets 32,64,96,128,256 --reference 400

Plays seeded games of the level against medium seats (``--players``, 2 by
default; the start player rotating) and keeps the level's turn starts. At each, the level's own
candidate plans are scored by a reference: ``--reference`` rollouts of
every plan on the same reshuffles (the level's rollouts, depth, model and
leaf). Then the level's search chooses at each budget (three search
seeds), and its regret is the reference's best mean leaf minus the
reference's mean leaf of the plan it chose, in points of the leaf (the
bot's margin a few turns on). The planner's first plan is reported the
same way. The reference's own noise puts a floor under every figure, so
compare budgets with each other: what falls from one budget to the next
is what the extra samples buy.

``--width W`` also asks whether the plans in the race are the right ones:
every pick's best ``W`` placements become plans (no cap, no pruning); the
best candidate (by the reference) and the best of the plans outside the
race (chosen on reshuffles of their own) are scored again on fresh ones,
and ``width_regret`` is how much better the outsider is (0 if not).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.monica.ai.evaluate import others_unplaced  # noqa: E402
from game.monica.ai.hard import HardBot, make_search  # noqa: E402
from game.monica.ai.planner import Plan, Planner  # noqa: E402
from game.monica.ai.search import STALE_LEAF  # noqa: E402
from game.cli.options import positive  # noqa: E402
from game.monica.engine.state import GameState  # noqa: E402
from game.monica.match.simulate import bot_match, series_game  # noqa: E402

FAILED = -50.0      # the leaf of a plan the reshuffle made stale (a clear loss
                    # that does not swamp the mean, as the search's -1e9 would)


@dataclass(frozen=True, slots=True)
class Row:
    """One turn start: its plans, the planner's regret, each budget's regrets."""

    plans: int
    planner: float
    budgets: dict[int, list[float]]
    width: float | None = None      # the outsiders' best gain (``--width``)


def turn_starts(level: str, seed: int, games: int, first: int = 0,
                players: int = 2) -> list[tuple[HardBot, GameState]]:
    """The level's turn starts in games ``first .. first+games-1`` of
    ``seed`` against ``players - 1`` medium seats, each with the bot that
    met it."""
    out: list[tuple[HardBot, GameState]] = []
    for g in range(first, first + games):
        game_seed, start = series_game(seed, g, players)
        match = bot_match([level] + ["medium"] * (players - 1), game_seed, start)
        while not match.over:
            bot = match.bots[match.current]
            state = match.state
            if isinstance(bot, HardBot) and state.phase == "acquire":
                out.append((bot, state.clone()))
            match.play(bot.choose(state))
    return out


def mean_leaf(bot: HardBot, state: GameState, plan: Plan, seeds: list[int]) -> float:
    """The plan's mean leaf over the reshuffles ``seeds``, as the bot's
    search rolls out and judges it."""
    search = bot.search
    others = search.others(state.n, state.current)
    leaves = (search.sample(state, plan, sd, others) for sd in seeds)
    return sum(FAILED if v == STALE_LEAF else v for v in leaves) / len(seeds)


def width_regret(bot: HardBot, state: GameState, plans: list[Plan], means: list[float],
                 width: int, seeds: list[int]) -> float:
    """How much better the best plan outside the race is than the best in
    it, scored on the fresh reshuffles ``seeds`` (0 if it is not)."""
    me = state.current
    wide = Planner(bot.w, width=width)
    others = others_unplaced(state, me)
    racing = {tuple(map(repr, p.actions)) for p in plans}
    outside = [p for act in wide.acquire_options(state)
               for p in wide.option_plans(state, me, act, others)
               if tuple(map(repr, p.actions)) not in racing]
    if not outside:
        return 0.0
    fresh = random.Random(54321)
    choosing = [fresh.getrandbits(32) for _ in range(len(seeds))]
    best_out = max(outside, key=lambda p: mean_leaf(bot, state, p, choosing))
    best_in = plans[means.index(max(means))]
    return max(0.0, mean_leaf(bot, state, best_out, seeds)
               - mean_leaf(bot, state, best_in, seeds))


def regrets(bot: HardBot, state: GameState, budgets: list[int], reference: int,
            width: int = 0) -> Row | None:
    """The planner's and each budget's regret at one turn start (None: a
    single plan, nothing to choose)."""
    plans = bot.candidates(state)
    if len(plans) < 2:
        return None
    search = bot.search
    rng = random.Random(12345)
    seeds = [rng.getrandbits(32) for _ in range(reference)]
    means = [mean_leaf(bot, state, plan, seeds) for plan in plans]
    best = max(means)
    by_budget: dict[int, list[float]] = {}
    for budget in budgets:
        by_budget[budget] = []
        for k in range(3):
            fm = make_search(1000 + k, state.n, bot.name, search.w, bot.table)
            chosen, _ = fm.best(state, plans, budget)
            by_budget[budget].append(best - means[plans.index(chosen)])
    wide = None
    if width:
        again = [rng.getrandbits(32) for _ in range(reference)]
        wide = width_regret(bot, state, plans, means, width, again)
    return Row(len(plans), best - means[0], by_budget, wide)


def positives(text: str) -> list[int]:
    """A comma-separated list of positive integers."""
    return [positive(part.strip()) for part in text.split(",")]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--level", choices=["hard", "expert"], default="hard")
    ap.add_argument("--players", type=int, choices=[2, 3, 4], default=2)
    ap.add_argument("--seed", type=int, default=604)
    ap.add_argument("--games", type=positive, default=3)
    ap.add_argument("--first", type=int, default=0, help="the first game of the series")
    ap.add_argument("--budgets", type=positives, default=[32, 64, 96, 128, 256])
    ap.add_argument("--reference", type=positive, default=400)
    ap.add_argument("--width", type=int, default=0,
                    help="also score every pick's best W placements (0: no)")
    args = ap.parse_args()
    budgets: list[int] = args.budgets
    rows = [r for bot, state in turn_starts(args.level, args.seed, args.games, args.first,
                                             args.players)
            if (r := regrets(bot, state, budgets, args.reference, args.width)) is not None]
    if not rows:
        print(json.dumps({"error": "no turn start with more than one plan"}))
        return 1
    report = {"level": args.level, "players": args.players, "seed": args.seed,
              "first": args.first, "games": args.games,
              "turn_starts": len(rows), "reference": args.reference,
              "planner_regret": round(statistics.fmean(r.planner for r in rows), 3)}
    for b in budgets:
        report[f"regret_{b}"] = round(statistics.fmean(v for r in rows for v in r.budgets[b]), 3)
    if args.width:
        report["width_regret"] = round(statistics.fmean(r.width or 0.0 for r in rows), 3)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
