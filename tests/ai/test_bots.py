"""Every level plays only legal actions, in every phase, over seeded games."""
from __future__ import annotations

import pytest

from game.ai.registry import make_bot
from game.content import load_box
from game.engine import apply_action, legal_actions, new_game
from game.engine.state import GameState


def play(bots: list[str], seed: int, think_ms: int = 1000,
         seen: set[str] | None = None) -> GameState:
    state = new_game(len(bots), seed, box=load_box())
    players = [make_bot(b, seed * 7 + i, think_ms) for i, b in enumerate(bots)]
    while state.phase != "over":
        legal = legal_actions(state)
        act = players[state.current].choose(state)
        assert act in legal, (state.phase, act)
        if seen is not None:
            seen.add(state.phase)
        apply_action(state, act)
    return state


@pytest.mark.parametrize("seed", range(24))
def test_easy_and_random_games_stay_legal(seed: int) -> None:
    play(["easy", "random", "easy", "random"][: 2 + seed % 3], seed)


@pytest.mark.parametrize("seed", range(3))
def test_medium_games_stay_legal(seed: int) -> None:
    play(["medium", "easy", "medium", "random"][: 2 + seed], 100 + seed)


def test_hard_with_a_tiny_budget_stays_legal() -> None:
    play(["hard", "medium"], 200, think_ms=5)


def test_every_level_meets_every_phase() -> None:
    for level in ("easy", "medium", "hard"):
        seen: set[str] = set()
        for seed in range(8):
            play([level, level], 300 + seed, think_ms=5, seen=seen)
            if {"choose_tile", "food_truck", "acquire", "place", "actions",
                    "final"} <= seen and ("swap" in seen or "reward" in seen):
                break
        assert {"choose_tile", "food_truck", "acquire", "place", "actions", "final"} <= seen


def test_registry_names() -> None:
    from game.ai.registry import bot_names
    assert {"random", "easy", "medium", "hard"} <= set(bot_names())
