"""The leaves of the search's rollouts: how a position where a rollout
stops is judged, by the searcher, against the other seats.

- ``leaf_value``: every city's value by a set of weights (``evaluate``),
  the searcher's minus the mean of the opponents' (``ahead``).
- ``Leaf`` / ``look_value``: at 2 players, the same plus a look at the
  display the leaf ends on (the gain of each seat's best next turn).
- ``end_value``: a rollout that reached the final movement, by every city's
  best final score (``final_move``).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.monica.engine.state import GameState

from game.monica.ai.evaluate import city_value, others_of, unplaced_by_seat
from game.monica.ai.final_move import final_value
from game.monica.ai.planner import Planner
from game.monica.ai.weights import Weights


def ahead(values: list[float], me: int) -> float:
    """My value minus the mean of the opponents' (at 2 players: the
    opponent's), the leaf of every rollout. Against the best opponent alone,
    a plan that keeps one rival down looked as good as one that gains on
    everyone, and at a table with two search seats each chased the other:
    the mean won more at 3 and 4 players on the same seeded games
    (docs/AI.md, "Strength")."""
    others = [v for i, v in enumerate(values) if i != me]
    return values[me] - sum(others) / len(others) if others else values[me]


def leaf_value(state: GameState, me: int, w: Weights) -> float:
    """The leaf (``ahead``) by every city's value."""
    counts = unplaced_by_seat(state)
    return ahead([city_value(state, i, w, others_of(counts, i)) for i in range(state.n)], me)


@dataclass(frozen=True, slots=True)
class Leaf:
    """How a level judges the leaf of a rollout that stops before the end:
    every city by ``weights`` (``ahead``), plus a look at the display the
    leaf ends on, which the city values never see. A rollout stops at the
    searcher's turn start, so the display holds its next pick: ``mine``
    times the gain of its best next turn (by the rollout policy), and
    ``theirs`` times the gain of the other seat's best turn on the same
    display, as if that seat picked first (by the planner that rolls it
    out; 2 players only). Fitted to where medium players take the game from
    each leaf (``bench/fit_leaf.py``, docs/AI.md)."""

    weights: Weights
    mine: float = 0.0
    theirs: float = 0.0


def turn_gain(state: GameState, seat: int, planner: Planner) -> float:
    """What ``planner``'s best turn from here adds to ``seat``'s city value;
    ``seat`` is to move in ``state``, at the start of its turn."""
    return planner.plan_turn(state).value - planner.value(state, seat)


def their_turn(state: GameState, seat: int) -> GameState:
    """A copy of ``state`` (at a turn start) with ``seat`` to move instead:
    the display, the food truck and its city as its own turn would find
    them, to ask what it would take from them."""
    out = state.clone()
    out.current = seat
    return out


def their_gain(state: GameState, me: int, policy: Planner,
               others: Mapping[int, Planner]) -> float:
    """At 2 players, with ``me`` to start a turn: the gain of the other
    seat's best turn on the same display, as if it picked first, by the
    planner that rolls it out (``others``, else ``policy``)."""
    them = 1 - me
    return turn_gain(their_turn(state, them), them, others.get(them, policy))


def look_value(state: GameState, me: int, leaf: Leaf, policy: Planner,
               others: Mapping[int, Planner]) -> float:
    """The leaf (``ahead`` by ``leaf.weights``) with ``leaf``'s look at the
    display when ``me`` is to start a turn on it."""
    value = leaf_value(state, me, leaf.weights)
    if state.phase != "acquire" or state.current != me:
        return value
    if leaf.mine:
        value += leaf.mine * turn_gain(state, me, policy)
    if leaf.theirs and state.n == 2:
        value += leaf.theirs * their_gain(state, me, policy, others)
    return value


def end_value(state: GameState, me: int, beam: int = 0) -> float:
    """The leaf (``ahead``) of a rollout that reached the final movement:
    every city's score after its best final movement. The city value's
    guess of what the final movement fills (open rings spare people can
    reach, at about half their points, and VIP steps) is for the middle of
    the game; here it is known. Judging these leaves
    so won 517 of 600 two-player games against medium where the city value
    won 501, and at 4 players 307 of 600 against three medium seats where
    it won 299 (docs/AI.md, "Strength")."""
    return ahead([final_value(state, i, beam=beam) for i in range(state.n)], me)
