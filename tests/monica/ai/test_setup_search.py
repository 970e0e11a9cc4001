"""The 2-player expert's setup by the search (``Level.setup``,
``game.monica.ai.setup_search``): every way on to the first turn, compared."""
from __future__ import annotations

import random

from game.monica.ai.hard import HardBot
from game.monica.ai.levels import EXPERT, HARD
from game.monica.ai.medium import MediumBot, setup_choice
from game.monica.ai.setup_search import setup_plans
from game.monica.ai.weights import SEARCHED, TUNED
from game.monica.content import load_box
from game.monica.engine import actions as A
from game.monica.engine import apply_action, legal_actions, new_game
from game.monica.engine.state import GameState


def first_choice(seed: int) -> GameState:
    """A 2-player game at its first decision: the last player's starting tile."""
    state = new_game(2, seed, start_player=0, box=load_box())
    assert state.phase == "choose_tile" and state.current == 1
    return state


def played(state: GameState, actions: list[A.Action]) -> GameState:
    s = state.clone()
    for act in actions:
        apply_action(s, act)
    return s


def test_the_tile_choice_lists_each_tile_with_each_truck_column() -> None:
    state = first_choice(5)
    plans = setup_plans(state, SEARCHED)
    tiles = {a.tile for a in legal_actions(state) if isinstance(a, A.ChooseTile)}
    assert len(tiles) == 2
    firsts = [(p.actions[0], p.actions[-1]) for p in plans]
    assert len(set(firsts)) == len(plans) == 2 * 4
    assert {a.tile for a, _ in firsts if isinstance(a, A.ChooseTile)} == tiles
    for plan in plans:
        # Own tile, the start player's (the one left), the truck: then the first turn.
        s = played(state, plan.actions)
        assert s.phase == "acquire" and s.current == state.start_player
        assert len(plan.actions) == 3 and isinstance(plan.actions[2], A.PlaceFoodTruck)


def test_the_rule_of_thumb_s_way_comes_first() -> None:
    state = first_choice(9)
    plans = setup_plans(state, SEARCHED)
    s = state.clone()
    thumb = []
    while s.phase in ("choose_tile", "food_truck"):
        act = setup_choice(s, SEARCHED, random.Random(0))
        thumb.append(act)
        apply_action(s, act)
    assert plans[0].actions == thumb
    assert thumb not in [p.actions for p in plans[1:]]


def test_the_truck_choice_lists_the_four_columns() -> None:
    state = first_choice(11)
    while state.phase == "choose_tile":
        apply_action(state, legal_actions(state)[0])
    plans = setup_plans(state, SEARCHED)
    assert sorted(p.actions[0].col for p in plans if isinstance(p.actions[0], A.PlaceFoodTruck)) \
        == [0, 1, 2, 3]
    assert all(len(p.actions) == 1 for p in plans)


def test_the_expert_searches_its_setup_and_hard_keeps_the_rule_of_thumb() -> None:
    assert EXPERT[2].setup and not HARD[2].setup
    state = first_choice(21)
    picks = {HardBot(4, name="expert").choose(state) for _ in range(2)}
    assert len(picks) == 1 and picks <= set(legal_actions(state))     # reproducible
    expert = HardBot(4, name="expert")
    expert.choose(state)
    assert len(expert.last) == 8 and sum(c.n for c in expert.last) >= 8
    hard = HardBot(4)
    # No search: the rule of thumb, as medium plays it with hard's weights.
    assert hard.choose(state) == MediumBot(4, TUNED).choose(state)
    assert hard.last == []


def test_a_forced_setup_choice_is_not_searched() -> None:
    state = first_choice(21)
    apply_action(state, legal_actions(state)[0])
    assert len(legal_actions(state)) == 1       # the start player takes the tile left
    expert = HardBot(4, name="expert")
    assert expert.choose(state) == legal_actions(state)[0]
    assert expert.last == []
