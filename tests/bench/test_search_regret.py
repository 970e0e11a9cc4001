"""bench/search_regret.py on one short seeded game: the turn starts it keeps
and the regrets it reports."""
from __future__ import annotations

import argparse

import pytest

from bench.search_regret import mean_leaf, positives, regrets, turn_starts
from game.monica.ai.hard import HardBot


@pytest.fixture(scope="module")
def starts() -> list:
    return turn_starts("hard", 5, 1)


def test_turn_starts_are_the_levels_own_acquire_decisions(starts):
    assert 12 <= len(starts) <= 16              # one a turn of a 2-player game
    for bot, state in starts:
        assert isinstance(bot, HardBot) and bot.name == "hard"
        assert state.phase == "acquire" and state.n == 2
    rounds = [state.turns for _, state in starts]
    assert rounds == sorted(rounds) and len(set(rounds)) == len(rounds)


def test_mean_leaf_is_a_function_of_the_reshuffles(starts):
    bot, state = starts[3]
    plan = bot.candidates(state)[0]
    seeds = [11, 12, 13]
    assert mean_leaf(bot, state, plan, seeds) == mean_leaf(bot, state, plan, seeds)
    values = {mean_leaf(bot, state, plan, [s]) for s in range(1, 9)}
    assert len(values) > 1                      # the reshuffle changes the future


def test_regrets_report_every_budget_and_the_width(starts):
    bot, state = next((b, s) for b, s in starts if len(b.candidates(s)) > 2)
    row = regrets(bot, state, [4, 16], reference=6, width=3)
    assert row is not None and row.plans == len(bot.candidates(state))
    assert sorted(row.budgets) == [4, 16]
    assert all(len(v) == 3 and min(v) >= 0.0 for v in row.budgets.values())
    assert row.planner >= 0.0 and row.width is not None and row.width >= 0.0
    assert regrets(bot, state, [4], reference=6).width is None


def test_budgets_are_positive_integers():
    assert positives("32, 64") == [32, 64]
    for bad in ("0", "-4", "x", "32,,64"):
        with pytest.raises(argparse.ArgumentTypeError, match="not a positive integer"):
            positives(bad)


def test_turn_starts_at_a_four_player_table():
    starts = turn_starts("hard", 5, 1, players=4)
    assert starts and all(state.n == 4 and state.current == 0 for _, state in starts)
