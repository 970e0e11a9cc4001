"""Every level plays only legal actions, in every phase, over seeded games."""
from __future__ import annotations

import pytest

from game.monica.ai.medium import MediumBot
from game.monica.ai.registry import LEVELS, bot_names, make_bot
from game.monica.content import load_box
from game.monica.engine import actions as A
from game.monica.engine import apply_action, legal_actions, new_game
from game.monica.engine.state import GameState


def play(bots: list[str], seed: int, think_ms: int | None = None,
         seen: set[str] | None = None, budget: int | None = None,
         record: list[object] | None = None) -> GameState:
    state = new_game(len(bots), seed, box=load_box())
    players = [make_bot(b, seed * 7 + i, think_ms, budget) for i, b in enumerate(bots)]
    while state.phase != "over":
        legal = legal_actions(state)
        act = players[state.current].choose(state)
        assert act in legal, (state.phase, act)
        if seen is not None:
            seen.add(state.phase)
        events = apply_action(state, act)
        if record is not None:
            record.append((act, [e.to_json() for e in events]))
    return state


@pytest.mark.parametrize("seed", range(24))
def test_easy_and_random_games_stay_legal(seed: int) -> None:
    play(["easy", "random", "easy", "random"][: 2 + seed % 3], seed)


@pytest.mark.parametrize("seed", range(3))
def test_medium_games_stay_legal(seed: int) -> None:
    play(["medium", "easy", "medium", "random"][: 2 + seed], 100 + seed)


def test_hard_with_a_tiny_budget_stays_legal() -> None:
    play(["hard", "medium"], 200, think_ms=5)


def test_expert_with_a_tiny_budget_stays_legal() -> None:
    play(["expert", "hard", "medium"], 201, budget=2)


def test_every_level_meets_every_phase() -> None:
    for level in ("easy", "medium", "hard"):
        seen: set[str] = set()
        for seed in range(8):
            play([level, level], 300 + seed, budget=2, seen=seen)
            if {"choose_tile", "food_truck", "acquire", "place", "actions",
                    "final"} <= seen and ("swap" in seen or "reward" in seen):
                break
        assert {"choose_tile", "food_truck", "acquire", "place", "actions", "final"} <= seen


def test_registry_names() -> None:
    assert set(LEVELS) | {"random"} == set(bot_names())
    assert LEVELS == ("easy", "medium", "hard", "expert")


def test_unknown_bot_and_bad_budget_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot 'wizard'"):
        make_bot("wizard")
    for budget in (0, -3):
        with pytest.raises(ValueError, match="positive"):
            make_bot("hard", 1, None, budget)


def test_same_seed_same_game_for_every_level() -> None:
    """Budgets are samples, not milliseconds: a seed fixes the whole game."""
    for bots in (["hard", "medium"], ["expert", "easy", "random"]):
        a: list[object] = []
        b: list[object] = []
        play(bots, 77, budget=3, record=a)
        play(bots, 77, budget=3, record=b)
        assert len(a) > 50 and a == b


def test_a_plan_goes_on_through_a_forced_action() -> None:
    """A planned turn whose next step is the only legal action (one spot left
    for the card) plays on from the plan: skipping the plan there left its
    next action unplayable, and the rest of the turn was planned again
    without the moves the plan had chosen."""
    state = new_game(2, 1, box=load_box())
    bots = [MediumBot(1), MediumBot(8)]
    while not (state.phase == "place" and len(legal_actions(state)) == 1):
        assert state.phase != "over"
        apply_action(state, bots[state.current].choose(state))
    bot = bots[state.current]
    forced = legal_actions(state)[0]
    rest = [A.EndActions()]
    bot.cache.store(state, [forced, *rest])
    assert bot.choose(state) == forced
    assert bot.cache.actions == rest
