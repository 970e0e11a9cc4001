"""The fuller model of a medium seat's first rolled-out turn (2-player hard
and expert, ``Level.model_first``): planned as medium plans a turn, once
per seat and rollout, then the fast model; the expert plans its own first
rolled-out turn and a search opponent's so too (``Level.own_first``)."""
from __future__ import annotations

import random

from game.monica.ai.hard import HardBot
from game.monica.ai.levels import EXPERT, HARD, OPPONENT_MODEL
from game.monica.ai.medium import MediumBot
from game.monica.ai.search import fast_policy, model_planner, play_plan, rollout
from game.monica.ai.weights import MEDIUM, SEARCHED, TUNED, Weights
from game.monica.content import load_box
from game.monica.engine import apply_action, determinize, new_game
from game.monica.engine.state import GameState

from .test_search_levels import TurnCounter, mid_game


def after_a_plan(state: GameState, seed: int, weights: Weights) -> GameState:
    """As a sample starts: a reshuffle, the fast policy's plan played."""
    s = determinize(state, random.Random(seed))
    assert play_plan(s, fast_policy(weights).plan_turn(s).actions)
    return s


def test_the_first_rolled_out_turn_of_a_modelled_seat_is_the_fuller_models() -> None:
    state = mid_game(5, players=2)
    me = state.current
    them = 1 - me
    mine, fast, full = (TurnCounter(fast_policy(TUNED)), TurnCounter(fast_policy(MEDIUM)),
                        TurnCounter(model_planner(MEDIUM)))
    rollout(after_a_plan(state, 2, TUNED), me, mine, 2, TUNED, {them: fast}, first={them: full})
    # Two own turns: the other seat moves before each and once after.
    assert full.turns == {them: 1}
    assert fast.turns == {them: 2}
    assert mine.turns == {me: 2}
    plain = TurnCounter(fast_policy(MEDIUM))
    rollout(after_a_plan(state, 2, TUNED), me, mine, 2, TUNED, {them: plain})
    assert plain.turns == {them: 3}


def test_the_fuller_model_picks_what_medium_picks() -> None:
    """At the turn starts of a seeded game between medium players, the
    fuller model's first action is medium's nearly always; the fast policy's
    (no purchases, no moves) far less often: medium's pick depends on
    where its people can walk."""
    state = new_game(2, 1, box=load_box())
    bots = [MediumBot(1), MediumBot(2)]
    starts = model = fast = 0
    while state.phase != "over":
        if state.phase == "acquire":
            medium = bots[state.current].planner.plan_turn(state).actions[0]
            starts += 1
            model += model_planner(MEDIUM).plan_turn(state).actions[0] == medium
            fast += fast_policy(MEDIUM).plan_turn(state).actions[0] == medium
        apply_action(state, bots[state.current].choose(state))
    assert starts > 20
    assert model >= 0.9 * starts
    assert fast < model - 3


def test_the_search_levels_model_a_medium_seats_first_turn_at_two_players_only() -> None:
    assert HARD[2].model_first and EXPERT[2].model_first
    assert not any(lv.model_first for lv in (HARD[3], HARD[4], EXPERT[3], EXPERT[4]))
    for other, expect in (("medium", {1}), ("person", {1}), ("hard", set()), ("expert", set())):
        bot = HardBot(1, table=("hard", other))
        bot.fit(new_game(2, 7, box=load_box()))
        firsts = bot.search.firsts(bot.search.others(2, 0), 2)
        assert set(firsts) == expect, other
        for p in firsts.values():
            assert p.w == OPPONENT_MODEL and p.buys and p.moving
    four = HardBot(1, table=("hard", "medium", "medium", "medium"))
    four.fit(new_game(4, 7, box=load_box()))
    assert four.search.firsts(four.search.others(4, 0), 4) == {}


def test_the_expert_plans_every_first_rolled_out_turn_in_full_at_two_players() -> None:
    """Its own and a hard or expert opponent's with its weights, a medium
    seat's (or a person's) as medium plans it; hard never its own."""
    assert EXPERT[2].own_first
    assert not any(lv.own_first for lv in (*HARD.values(), EXPERT[3], EXPERT[4]))
    for other, theirs in (("medium", OPPONENT_MODEL), ("person", OPPONENT_MODEL),
                          ("hard", SEARCHED), ("expert", SEARCHED)):
        bot = HardBot(1, name="expert", table=("expert", other))
        bot.fit(new_game(2, 7, box=load_box()))
        firsts = bot.search.firsts(bot.search.others(2, 0), 2)
        assert set(firsts) == {0, 1}, other
        assert firsts[0].w == SEARCHED and firsts[1].w == theirs, other
        assert all(p.buys and p.moving for p in firsts.values())
    hard = HardBot(1, table=("hard", "hard"))
    hard.fit(new_game(2, 7, box=load_box()))
    assert hard.search.firsts(hard.search.others(2, 0), 2) == {}


def test_a_rollout_plans_the_bots_own_first_turn_with_the_first_planner() -> None:
    state = mid_game(5, players=2)
    me = state.current
    mine, full = TurnCounter(fast_policy(SEARCHED)), TurnCounter(model_planner(SEARCHED))
    rollout(after_a_plan(state, 3, SEARCHED), me, mine, 3, SEARCHED, {},
            first={me: full, 1 - me: full})
    # Three own turns, the other seat's before each and once after: the
    # first of each seat's in full.
    assert full.turns == {me: 1, 1 - me: 1}
    assert mine.turns == {me: 2, 1 - me: 3}


def test_a_sample_of_the_experts_search_plans_each_first_turn_once_in_full() -> None:
    state = mid_game(5, players=2)
    bot = HardBot(1, name="expert", table=("expert", "hard"))
    bot.fit(state)
    search = bot.search
    counter = TurnCounter(model_planner(SEARCHED))
    search.first_own = counter
    plan = bot.candidates(state)[0]
    search.sample(state, plan, 11, search.others(2, state.current))
    assert counter.turns == {0: 1, 1: 1}
