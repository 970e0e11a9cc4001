"""The 2-player leaf of hard and expert: the city values by the leaf's own
weights plus a look at the display the leaf ends on (the bot's best next
turn, and the other seat's on the same display); 3 and 4 players keep the
city value."""
from __future__ import annotations

import random

import pytest

from game.monica.ai.hard import make_search
from game.monica.ai.leaf import Leaf, leaf_value, look_value, their_turn, turn_gain
from game.monica.ai.levels import EXPERT, HARD, LOOK_2P, LOOK_EXPERT, OPPONENT_MODEL
from game.monica.ai.planner import Planner
from game.monica.ai.search import rollout
from game.monica.ai.weights import LEAF_2P, SEARCHED, TUNED
from game.monica.engine import apply_action, determinize, legal_actions

from .test_search_levels import mid_game


def test_hard_and_expert_look_at_the_display_at_two_players_only() -> None:
    assert HARD[2].leaf is LOOK_2P and EXPERT[2].leaf is LOOK_EXPERT
    assert LOOK_2P.weights == LEAF_2P
    assert LOOK_EXPERT.weights == SEARCHED        # the expert's leaf: its own city values
    assert (LOOK_EXPERT.mine, LOOK_EXPERT.theirs) == (LOOK_2P.mine, LOOK_2P.theirs)
    assert LOOK_2P.mine > 0 > LOOK_2P.theirs     # my next pick helps, theirs hurts
    assert all(lv[n].leaf is None for lv in (HARD, EXPERT) for n in (3, 4))
    assert make_search(1, 2).leaf is LOOK_2P and make_search(1, 2, "expert").leaf is LOOK_EXPERT
    assert make_search(1, 4).leaf is None and make_search(1, 3, "expert").leaf is None


def test_the_look_adds_both_next_turns_gains_at_my_turn_start() -> None:
    state = mid_game(3, players=2)
    me, them = state.current, 1 - state.current
    policy = Planner(TUNED, width=1, buys=False, moving=False)
    model = Planner(OPPONENT_MODEL, width=1, buys=False, moving=False)
    mine = turn_gain(state, me, policy)
    theirs = turn_gain(their_turn(state, them), them, model)
    assert mine > 0 and theirs > 0
    leaf = Leaf(LEAF_2P, mine=0.5, theirs=-0.25)
    got = look_value(state, me, leaf, policy, {them: model})
    assert got == pytest.approx(leaf_value(state, me, LEAF_2P) + 0.5 * mine - 0.25 * theirs)
    # No look: the city values alone; the other seat's planner is its model.
    assert look_value(state, me, Leaf(LEAF_2P), policy, {}) == leaf_value(state, me, LEAF_2P)
    bare = look_value(state, me, Leaf(LEAF_2P, theirs=-1.0), policy, {})
    assert bare == pytest.approx(leaf_value(state, me, LEAF_2P)
                                 - turn_gain(their_turn(state, them), them, policy))


def test_the_look_reads_nothing_but_the_table_and_changes_nothing() -> None:
    """Their turn is asked of a copy; the look is the same whatever the
    deck order (it never reads the deck), and the state is left as it was."""
    state = mid_game(8, players=2)
    me = state.current
    policy = Planner(TUNED, width=1, buys=False, moving=False)
    copy = their_turn(state, 1 - me)
    assert copy.current == 1 - me and state.current == me
    before = state.clone()
    values = {look_value(determinize(state, random.Random(k)), me, LOOK_2P, policy, {})
              for k in range(4)}
    assert len(values) == 1
    assert state.deck == before.deck and state.current == before.current
    assert look_value(state, me, LOOK_2P, policy, {}) in values


def test_no_look_where_the_other_seat_is_to_move_or_the_game_is_over() -> None:
    state = mid_game(4, players=2)
    other = 1 - state.current
    policy = Planner(TUNED, width=1, buys=False, moving=False)
    assert look_value(state, other, LOOK_2P, policy, {}) == leaf_value(state, other, LEAF_2P)
    rng = random.Random(4)
    while state.phase not in ("final", "over"):
        apply_action(state, rng.choice(legal_actions(state)))
    me = state.current
    assert look_value(state, me, LOOK_2P, policy, {}) == leaf_value(state, me, LEAF_2P)


def test_a_rollout_with_a_leaf_is_judged_by_its_look() -> None:
    state = mid_game(5, players=2)
    me = state.current
    policy = Planner(TUNED, width=1, buys=False, moving=False)
    a = determinize(state, random.Random(2))
    b = a.clone()
    got = rollout(a, me, policy, 1, TUNED, {}, leaf=LOOK_2P)
    plain = rollout(b, me, policy, 1, TUNED, {})
    assert a.phase == "acquire" and a.current == me     # stopped at my turn start
    assert got == pytest.approx(look_value(a, me, LOOK_2P, policy, {}))
    assert plain == leaf_value(b, me, TUNED) and got != plain

