"""The engine's shortcuts give what the plain search gives (docs/ENGINE_API.md,
"Speed, and what it assumes"): shortest paths kept for all cities by the
filled spaces in reach, and the two-step VIP walks without the general
search. Cities come from seeded random games on the shipped deck, with
footprints added at random so that some spaces earn and some do not."""
from __future__ import annotations

import random

from game.content import load_box
from game.engine import apply_action, legal_actions, new_game
from game.engine.city import City
from game.engine.movement import _vip_walks_2, search_paths, shortest_paths, vip_search


def cities(games: int = 12) -> list[City]:
    box = load_box()
    out: list[City] = []
    for seed in range(games):
        s = new_game(2 + seed % 3, seed=seed, box=box)
        rng = random.Random(seed)
        while s.phase != "over":
            apply_action(s, rng.choice(legal_actions(s)))
            if s.turns % 5 == 0:
                out.extend(p.city.clone() for p in s.players if p.city is not None)
    return out


def test_kept_shortest_paths_are_the_search_of_each_city() -> None:
    for city in cities():
        for pos in city.spaces():
            for steps in (1, 2, 3):
                assert shortest_paths(city, pos, steps) == search_paths(city, pos, steps)


def test_two_step_vip_walks_are_the_general_search() -> None:
    rng = random.Random(7)
    for city in cities():
        spaces = city.spaces()
        city.footprints = set(rng.sample(spaces, rng.randint(0, len(spaces) // 2)))
        for pos in spaces:
            assert _vip_walks_2(city, pos) == vip_search(city, pos, 2)
