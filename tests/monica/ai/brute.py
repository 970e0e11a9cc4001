"""Brute force over every final movement, for checking the exact solver."""
from __future__ import annotations

from itertools import product

from game.monica.engine import score_game
from game.monica.engine.movement import destinations, vip_walks
from game.monica.engine.state import GameState


def brute_final_score(state: GameState) -> int:
    """Try every destination (and VIP walk) of every movable person."""
    p = state.current
    city = state.players[p].city
    movers = []
    for g in state.grants:
        for pid, kind in city.person_kind.items():
            if kind == g.people and pid not in g.used:
                movers.append((pid, kind, g.steps))
    choices = []
    for pid, kind, steps in movers:
        start = city.person_pos[pid]
        opts: list[tuple] = [()]
        if kind == "vip":
            opts += [walk for walk, _ in vip_walks(city, start, steps)]
        else:
            opts += list(destinations(city, start, steps).values())
        choices.append(opts)
    best = None
    for combo in product(*choices):
        trial = state.clone()
        c = trial.players[p].city
        for (pid, kind, _), path in zip(movers, combo, strict=True):
            if not path:
                continue
            if kind == "vip":
                for pos in path:
                    if c.vip_earns(pos):
                        c.footprints.add(pos)
            c.person_pos[pid] = path[-1]
        total = score_game(trial)["players"][p]["total"]
        if best is None or total > best:
            best = total
    assert best is not None
    return best


def search_space(state: GameState) -> int:
    p = state.current
    city = state.players[p].city
    n = 1
    for g in state.grants:
        for pid, kind in city.person_kind.items():
            if kind == g.people and pid not in g.used:
                start = city.person_pos[pid]
                if kind == "vip":
                    n *= 1 + len(vip_walks(city, start, g.steps))
                else:
                    n *= 1 + len(destinations(city, start, g.steps))
    return n
