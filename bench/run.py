"""Speed benchmarks. ``python bench/run.py --json`` prints one JSON line.

Engine figures are CPU time of this process (``time.process_time``): one core,
and other load on a shared machine does not count against them.

- engine_random_games_per_s: 4-player games between random bots (a random
  legal action each step), one core (target >= 300); engine_random_game_ms:
  the CPU time of one such game.
- score_us: microseconds to score one 15-card city (target <= 50), scored
  again and again as a search does (the city keeps its tag groups by card
  layout); score_cold_us: the same city scored for the first time.
- clone_us: microseconds to clone a 4-player game state, sampled along random
  games (search bots clone thousands of times a decision); determinize_us: the
  same for ``determinize`` (a clone with the unseen deck reshuffled).
- cruz_games_per_s: Santa Cruz, random 4-player games per second on the real
  map, one core (target >= 500; bench/cruz_speed.py has the details).
- further figures from bench modules that exist (bots, client).
"""
from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cruz_speed import components as cruz_components, games_per_s as cruz_rate  # noqa: E402
from game.monica.content.box import load_box  # noqa: E402
from game.monica.engine import apply_action, determinize, legal_actions, new_game  # noqa: E402
from game.monica.engine.city import City  # noqa: E402
from game.monica.engine.scoring import score_players  # noqa: E402
from game.monica.engine.state import GameState  # noqa: E402


def engine_random_games_per_s(games: int = 200) -> float:
    box = load_box()
    t0 = time.process_time()
    for seed in range(games):
        s = new_game(4, seed=seed, box=box)
        rng = random.Random(seed)
        while s.phase != "over":
            apply_action(s, rng.choice(legal_actions(s)))
    return games / (time.process_time() - t0)


def sampled_states(games: int = 20) -> list[GameState]:
    """States every 10 actions of random 4-player games (each sampled state
    a clone of the one before)."""
    box = load_box()
    states = []
    for seed in range(games):
        s = new_game(4, seed=seed, box=box)
        rng = random.Random(seed)
        steps = 0
        while s.phase != "over":
            apply_action(s, rng.choice(legal_actions(s)))
            steps += 1
            if steps % 10 == 0:
                states.append(s)
                s = s.clone()
    return states


def clone_us(games: int = 20, repeat: int = 20) -> float:
    """Mean cost of ``GameState.clone`` over ``sampled_states``."""
    states = sampled_states(games)
    t0 = time.process_time()
    for s in states:
        for _ in range(repeat):
            s.clone()
    return (time.process_time() - t0) / (len(states) * repeat) * 1e6


def determinize_us(games: int = 20, repeat: int = 20) -> float:
    """Mean cost of ``determinize`` (a clone with the deck reshuffled and a
    fresh generator) over ``sampled_states``: what a search pays per sample."""
    states = sampled_states(games)
    rng = random.Random(0)
    t0 = time.process_time()
    for s in states:
        for _ in range(repeat):
            determinize(s, rng)
    return (time.process_time() - t0) / (len(states) * repeat) * 1e6


def fifteen_card_city():
    """A finished random game's city with 15 cards (or the largest one)."""
    box = load_box()
    best = None
    for seed in range(50):
        s = new_game(2, seed=seed, box=box)
        rng = random.Random(seed)
        while s.phase != "over":
            apply_action(s, rng.choice(legal_actions(s)))
        for p in s.players:
            if best is None or abs(p.city.cards_placed - 15) < abs(best[0].city.cards_placed - 15):
                best = (p, s)
        if best[0].city.cards_placed == 15:
            break
    return best[0].city, box.objectives[best[1].objective]


def score_us(repeat: int = 5000) -> float:
    city, objective = fifteen_card_city()
    score_players([city], ["x"], objective)
    t0 = time.process_time()
    for _ in range(repeat):
        score_players([city], ["x"], objective)
    return (time.process_time() - t0) / repeat * 1e6


def score_cold_us(repeat: int = 2000) -> float:
    """``score_us`` for a city scored for the first time: a fresh copy each
    time, so nothing a city remembers from an earlier scoring helps (the
    copying is timed on its own and taken off)."""
    city, objective = fifteen_card_city()

    def fresh() -> City:
        return City(city.tile, city.start_col, dict(city.cards), dict(city.person_kind),
                    dict(city.person_pos), set(city.footprints), city.sand_dollars,
                    city.next_person)

    t0 = time.process_time()
    for _ in range(repeat):
        score_players([fresh()], ["x"], objective)
    t1 = time.process_time()
    for _ in range(repeat):
        fresh()
    t2 = time.process_time()
    return ((t1 - t0) - (t2 - t1)) / repeat * 1e6


def optional(module: str) -> dict:
    """Figures from an optional bench module's ``measure()``."""
    try:
        mod = importlib.import_module(module)
    except ImportError:
        return {}
    return mod.measure()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true", help="one JSON line")
    ap.add_argument("--quick", action="store_true", help="engine figures only")
    args = ap.parse_args()
    games_per_s = engine_random_games_per_s()
    out = {"engine_random_games_per_s": round(games_per_s, 1),
           "engine_random_game_ms": round(1000 / games_per_s, 2),
           "score_us": round(score_us(), 1), "score_cold_us": round(score_cold_us(), 1),
           "clone_us": round(clone_us(), 1), "determinize_us": round(determinize_us(), 1)}
    board, tiles, chips, _ = cruz_components()
    out["cruz_games_per_s"] = round(cruz_rate(board, tiles, chips, 500), 1)
    if not args.quick:
        for module in ("bench.ai_bench", "bench.client_bench"):
            out.update(optional(module))
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k:32} {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
