"""Setups and random play for the match tests (no pygame)."""
from __future__ import annotations

import random
from collections.abc import Callable

from game.monica.engine import legal_actions
from game.monica.engine.state import GameState
from game.monica.match import Match, MatchSetup, Seat


def humans(n: int = 2, seed: int = 5, **kw) -> MatchSetup:
    names = ["Ann", "Bob", "Cat", "Dan"]
    colors = ["coral", "lagoon", "orchid", "sunflower"]
    return MatchSetup([Seat(names[i], "human", "medium", colors[i]) for i in range(n)],
                      seed=seed, **kw)


def mixed(seed: int = 21, **kw) -> MatchSetup:
    return MatchSetup([Seat("Ann", "human", "medium", "coral"),
                       Seat("Bot", "bot", "easy", "lagoon"),
                       Seat("Cy", "human", "medium", "orchid")], "B", None, seed, **kw)


def bots(levels=("easy", "random"), seed: int = 8) -> MatchSetup:
    return MatchSetup([Seat(f"B{i}", "bot", lvl, "coral") for i, lvl in enumerate(levels)],
                      seed=seed)


def advance(match: Match, until: Callable[[GameState], bool], seed: int = 1,
            limit: int = 4000) -> None:
    """Random legal actions until ``until(state)`` holds."""
    rng = random.Random(seed)
    for _ in range(limit):
        if until(match.state):
            return
        match.play(rng.choice(legal_actions(match.state)))
    raise AssertionError("situation never reached")


def finish(match: Match, seed: int = 3) -> None:
    advance(match, lambda st: st.phase == "over", seed)


def acquiring(state: GameState) -> bool:
    return state.phase == "acquire" and state.round >= 1


def snapshot(state: GameState) -> dict:
    """What a player sees on the table, and what decides the rest of the game."""
    return {"phase": state.phase, "current": state.current, "round": state.round,
            "front": list(state.front), "back": list(state.back), "deck": list(state.deck),
            "pending": list(state.pending), "truck": state.food_truck,
            "cities": [None if p.city is None else
                       (sorted(map(str, p.city.cards.items())),
                        sorted(p.city.person_pos.items()), sorted(p.city.footprints),
                        p.city.sand_dollars) for p in state.players],
            "rng": state.rng.getstate()}
