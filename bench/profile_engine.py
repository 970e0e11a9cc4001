"""Where the engine spends its time: cProfile of random 4-player games
(``legal_actions`` + ``apply_action``, as ``run.py``'s games/s measures them)
and of ``GameState.clone`` over states sampled along such games.

``python bench/profile_engine.py [--games N] [--top K]`` prints the top
entries of each profile by own time (tottime). A profile's times are inflated
by the profiler; read them as shares, and take speeds from ``run.py``.
"""
from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.run import sampled_states  # noqa: E402
from game.monica.content.box import load_box  # noqa: E402
from game.monica.engine import apply_action, legal_actions, new_game  # noqa: E402
from game.monica.engine.state import GameState  # noqa: E402


def play(games: int) -> None:
    box = load_box()
    for seed in range(games):
        s = new_game(4, seed=seed, box=box)
        rng = random.Random(seed)
        while s.phase != "over":
            apply_action(s, rng.choice(legal_actions(s)))


def clone_all(states: list[GameState], repeat: int) -> None:
    for s in states:
        for _ in range(repeat):
            s.clone()


def top(profile: cProfile.Profile, k: int) -> str:
    out = io.StringIO()
    stats = pstats.Stats(profile, stream=out)
    stats.strip_dirs().sort_stats("tottime").print_stats(k)
    return out.getvalue()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="random games to profile")
    ap.add_argument("--top", type=int, default=12, help="entries per profile")
    args = ap.parse_args()
    prof = cProfile.Profile()
    prof.runcall(play, args.games)
    print(f"== {args.games} random 4-player games (legal_actions + apply_action)")
    print(top(prof, args.top))
    states = sampled_states(20)
    prof = cProfile.Profile()
    prof.runcall(clone_all, states, 20)
    print(f"== GameState.clone, {len(states)} sampled states x 20")
    print(top(prof, args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
