"""The turn the game ends on, planned by the final score (the 2-player
expert, ``Level.exact_last``; ``game.monica.ai.last_turn``)."""
from __future__ import annotations

import dataclasses

from game.monica.ai.final_move import LEAF_NODES
from game.monica.ai.hard import HardBot
from game.monica.ai.last_turn import EndPlanner, ends_game, final_after, last_turn
from game.monica.ai.levels import EXPERT
from game.monica.ai.medium import MediumBot
from game.monica.ai.weights import MEDIUM
from game.monica.content import load_box
from game.monica.engine import apply_action, new_game
from game.monica.engine.constants import END_TRIGGER_CARDS
from game.monica.engine.state import GameState

# The final movement solved without a node limit that matters.
UNBOUNDED = 10**6


def at_the_last_turn(seed: int) -> GameState:
    """A game between medium players, at the start of the turn it ends on."""
    state = new_game(2, seed, box=load_box())
    bots = [MediumBot(seed), MediumBot(seed + 7)]
    while not (state.phase == "acquire" and ends_game(state)):
        assert state.phase != "over"
        apply_action(state, bots[state.current].choose(state))
    return state


def expert(exact_last: bool, state: GameState) -> HardBot:
    """The 2-player expert as a game makes it (``fit`` to the table: its planner,
    search and weights), with or without its exact last turn. (Setting only the
    level left the search of the bot's first table size, 4, in place.)"""
    bot = HardBot(3, name="expert")
    bot.fit(state)          # refits on a new table size only, so the level below stays
    bot.level = dataclasses.replace(EXPERT[2], exact_last=exact_last)
    return bot


def test_a_city_of_13_cards_is_on_its_last_turn_before_the_end_is_triggered() -> None:
    state = at_the_last_turn(13)
    city = state.players[state.current].city
    assert city is not None
    assert not state.final_triggered
    assert len(city.cards) == END_TRIGGER_CARDS - 1
    assert last_turn(state)
    plan = expert(True, state).think(state)
    for act in plan.actions:
        apply_action(state, act)
    # Its 14th card triggered the end and the round ended with it (EN p.8).
    assert state.phase == "final"


def test_only_the_last_seat_of_the_round_ends_the_game() -> None:
    state = at_the_last_turn(8)
    assert state.final_triggered and last_turn(state)
    first = state.clone()
    first.current = state.start_player
    assert state.current != state.start_player
    assert last_turn(first) and not ends_game(first)
    early = new_game(2, 8, box=load_box())
    bots = [MediumBot(8), MediumBot(15)]
    while early.phase != "acquire":
        apply_action(early, bots[early.current].choose(early))
    assert not last_turn(early)


def test_the_expert_ends_the_game_on_a_better_final_score_without_rollouts() -> None:
    """Seeded last turns where the planner's city value and the rollouts
    miss points that the final movement would score: the expert's turn ends
    higher, and it rolled nothing out (``last`` is the search's race)."""
    for seed in (8, 11):
        state = at_the_last_turn(seed)
        exact, searched = expert(True, state), expert(False, state)
        plan, before = exact.think(state), searched.think(state)
        assert exact.last == [] and searched.last
        better = final_after(state, plan, UNBOUNDED) - final_after(state, before, UNBOUNDED)
        assert better > 1.5          # seeds 8 and 11: 4.0 and 2.0 points


def test_the_end_planners_values_are_the_final_scores_its_plans_reach() -> None:
    state = at_the_last_turn(11)
    plans = EndPlanner(MEDIUM).turn_plans(state)
    assert len(plans) > 1
    assert [p.value for p in plans] == sorted((p.value for p in plans), reverse=True)
    for plan in plans:
        assert plan.value == final_after(state, plan, LEAF_NODES)
