"""Santa Cruz engine speed: random 4-player games per second on one core.

``python bench/cruz_speed.py [--games N] [--json]``. CPU time of this process
(``time.process_time``): one core, so other load on a shared machine counts
less. A game is ``new_game`` plus uniformly random legal actions to the end
(``legal_actions`` and ``apply_action`` with its events at every step) on the
real map (game/cruz/content), or on a made-up 49-field board while the map
cannot be loaded. Also: ``clone`` and ``determinize`` per call along such games.
Target: at least 500 games/s.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cruz.engine import (Area, Board, Building, Field, Phase, Resource, Tile,  # noqa: E402
                              apply_action, clone, determinize, legal_actions, new_game)


def made_up_board(rng: random.Random) -> tuple[Board, list[Tile], list[int]]:
    """49 fields (18 coast, 25 land, 6 volcano), 64 paths, 4 rivers, 54 tiles, 22 chips."""
    areas = [Area.COAST] * 18 + [Area.LAND] * 25 + [Area.VOLCANO] * 6
    ids = [f"f{i}" for i in range(49)]
    paths = {(ids[i], ids[rng.randrange(i)]) for i in range(1, 49)}
    while len(paths) < 64:
        a, b = sorted(rng.sample(ids, 2))
        if (b, a) not in paths:
            paths.add((a, b))
    rivers = {f"r{r}": tuple(rng.sample(ids, 5)) for r in range(4)}
    board = Board(tuple(Field(i, a) for i, a in zip(ids, areas, strict=True)),
                  tuple(sorted(paths)), rivers)
    counts = {Area.COAST: 18, Area.LAND: 28, Area.VOLCANO: 8}
    tiles = [Tile(area, rng.choice(list(Building)), rng.randint(1, 4),
                  tuple(rng.sample(list(Resource), rng.randint(0, 2))), 0, rng.random() < 0.3)
             for area, n in counts.items() for _ in range(n)]
    return board, tiles, [1] * 8 + [2] * 8 + [3] * 6


def components() -> tuple[Board, list[Tile], list[int], str]:
    try:
        from game.cruz.content.map_file import load_board
        from game.cruz.content.tiles import load_chips, load_tiles
        return load_board(), list(load_tiles()), list(load_chips()), "the real map (game.cruz.content)"
    except (ImportError, OSError, ValueError) as exc:
        print(f"(the real map did not load: {exc}; a made-up board instead)", file=sys.stderr)
        board, tiles, chips = made_up_board(random.Random(1))
        return board, tiles, chips, "made-up 49 fields"


def games_per_s(board: Board, tiles: list[Tile], chips: list[int], games: int) -> float:
    t0 = time.process_time()
    for seed in range(games):
        s = new_game(board, tiles, chips, 4, seed)
        choice = random.Random(seed).choice
        while s.phase is not Phase.GAME_OVER:
            apply_action(s, choice(legal_actions(s)))
    return games / (time.process_time() - t0)


def per_call_us(board: Board, tiles: list[Tile], chips: list[int]) -> dict[str, float]:
    states = []
    for seed in range(20):
        s = new_game(board, tiles, chips, 4, seed)
        rng = random.Random(seed)
        while s.phase is not Phase.GAME_OVER:
            if rng.random() < 0.2:
                states.append(clone(s))
            apply_action(s, rng.choice(legal_actions(s)))
    rng = random.Random(0)
    out = {}
    for name, call in (("clone_us", lambda st: clone(st)),
                       ("determinize_us", lambda st: determinize(st, st.current, rng)),
                       ("legal_actions_us", lambda st: legal_actions(st))):
        t0 = time.process_time()
        for st in states:
            call(st)
        out[name] = round((time.process_time() - t0) / len(states) * 1e6, 1)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000,
                        help="random games to time (default 2000)")
    parser.add_argument("--json", action="store_true", help="one JSON line")
    args = parser.parse_args()
    board, tiles, chips, where = components()
    games_per_s(board, tiles, chips, 50)                   # warm up
    rate = games_per_s(board, tiles, chips, args.games)
    result = {"board": where, "games": args.games, "games_per_s": round(rate, 1),
              "game_ms": round(1000 / rate, 3), **per_call_us(board, tiles, chips),
              "cores": os.cpu_count(), "python": platform.python_version()}
    if args.json:
        print(json.dumps(result))
    else:
        for k, v in result.items():
            print(f"{k:>18}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
