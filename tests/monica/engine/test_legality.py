"""One legality: ``legal_actions`` lists exactly the actions ``apply_action``
accepts, over random reachable states (hypothesis).

- every listed action is accepted;
- actions built from other states (and near misses built from this one: other
  people, other walks, swapped pairs) are accepted exactly when listed;
- a refused action raises ``IllegalAction`` and changes nothing.
"""
from __future__ import annotations

import random
from functools import lru_cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.monica.content import load_box
from game.monica.engine import (IllegalAction, apply_action, as_listed, check_action, legal_actions,
                         new_game)
from game.monica.engine import actions as A
from game.monica.engine.cards import Box
from game.monica.engine.kinds import Phase
from game.monica.engine.state import GameState

from .boxes import make_box
from .situations import fingerprint


@lru_cache(maxsize=None)
def _box(shipped: bool) -> Box:
    return load_box() if shipped else make_box()


def reach(shipped: bool, players: int, seed: int, steps: int, target: Phase) -> GameState:
    """A seeded game after at least ``steps`` random legal actions, played on
    until the ``target`` phase (or the end)."""
    state = new_game(players, seed, box=_box(shipped))
    rng = random.Random(seed * 7919 + steps)
    done = 0
    # A swap is rare (one sand-dollar tile side): stop at any swap after ``steps``.
    while state.phase is not Phase.OVER and (done < steps or state.phase not in
                                             (target, Phase.SWAP)):
        apply_action(state, rng.choice(legal_actions(state)))
        done += 1
    return state


# Setup phases come first in every game; weight the phases of play.
PHASES = [Phase.CHOOSE_TILE, Phase.FOOD_TRUCK, Phase.ACQUIRE, Phase.PLACE, Phase.REWARD,
          Phase.ACTIONS, Phase.ACTIONS, Phase.FINAL, Phase.FINAL]
states = st.builds(reach, st.booleans(), st.integers(2, 4), st.integers(0, 10_000),
                   st.integers(0, 300), st.sampled_from(PHASES))


def _walks(state: GameState, start: tuple[int, int], steps: int) -> list[tuple]:
    """Every walk of 1..steps steps over filled spaces (listed or not)."""
    city = state.city
    out: list[tuple] = []

    def visit(pos: tuple[int, int], path: tuple, left: int) -> None:
        for q in city.neighbours(pos):
            out.append(path + (q,))
            if left > 1:
                visit(q, path + (q,), left - 1)

    visit(start, (), steps)
    return out


def near_misses(state: GameState) -> list[A.Action]:
    """Actions one choice away from the listed ones: every person for every
    grant, every walk, both orders of a swap, columns and options out of range."""
    out: list[A.Action] = [A.TakeCard(c) for c in range(-1, 5)]
    out += [A.PlaceFoodTruck(c) for c in (-1, 0, 3, 4)]
    out += [A.Pass(), A.SkipSwap(), A.EndActions(), A.ChooseReward("cake")]
    out += [A.ChooseTile(t) for t in state.box.tiles]
    if state.phase in (Phase.ACTIONS, Phase.FINAL):
        city = state.city
        for i, grant in enumerate([*state.grants, None]):
            for pid in [*city.person_kind, 999]:
                out += [A.Summon(i, pid), A.ReturnPerson(i, pid)]
                if grant is not None and pid in city.person_pos:
                    start = city.person_pos[pid]
                    out += [A.Move(i, pid, w) for w in _walks(state, start, grant.steps + 1)]
    if state.phase is Phase.SWAP:
        spots = sorted(state.city.cards)
        out += [A.Swap(a, b) for a in spots for b in spots]
    if state.phase is Phase.PLACE:
        out += [A.PlaceCard(c, col) for c in state.pending for col in range(-3, 12)]
    return out


def accepted(state: GameState, action: A.Action) -> bool:
    """Does ``apply_action`` take it? A refusal must leave the state as it was."""
    trial = state.clone()
    before = fingerprint(trial)
    try:
        apply_action(trial, action)
    except IllegalAction:
        assert fingerprint(trial) == before, f"{action} was refused but changed the state"
        return False
    return True


SETTINGS = settings(max_examples=50, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(states)
def test_every_listed_action_is_accepted(state: GameState) -> None:
    for action in legal_actions(state):
        check_action(state, action)
        assert accepted(state, action), action


@SETTINGS
@given(states, states)
def test_actions_from_other_states_are_accepted_exactly_when_listed(
        state: GameState, other: GameState) -> None:
    listed = set(legal_actions(state))
    candidates = set(legal_actions(other)) | set(near_misses(state))
    rng = random.Random(len(candidates))
    sample = rng.sample(sorted(candidates, key=repr), min(len(candidates), 400))
    for action in sample:
        assert accepted(state, action) == (action in listed), action


@SETTINGS
@given(states)
def test_as_listed_maps_a_choice_onto_the_listed_action_with_the_same_outcome(
        state: GameState) -> None:
    listed = set(legal_actions(state))
    for action in near_misses(state):
        mapped = as_listed(state, action)
        if action in listed:
            assert mapped == action
        if mapped is None:
            continue
        assert mapped in listed
        if isinstance(action, A.Move) and isinstance(mapped, A.Move):
            assert mapped.path[-1] == action.path[-1]


@SETTINGS
@given(states)
def test_a_listed_object_is_trusted_only_until_the_state_changes(state: GameState) -> None:
    # apply_action skips the second check for an object legal_actions has just
    # listed for this very state, or for the state a clone was made from (a
    # search tries each listed action on a copy of its own); once any action
    # is applied, the old list is checked like any other action.
    listed = legal_actions(state)
    if not listed:
        return
    for action in listed:
        a, b = state.clone(), state.clone()
        b._listed, b._listed_version = (), -1       # no listing: checked in full
        assert apply_action(a, action) == apply_action(b, action)
        assert fingerprint(a) == fingerprint(b)
    trial = state.clone()
    apply_action(trial, listed[0])
    assert_checked_again(trial, listed[1:])
    apply_action(state, listed[0])
    assert_checked_again(state, listed[1:])


def assert_checked_again(state: GameState, listed: list[A.Action]) -> None:
    """Each of ``listed`` (objects listed before ``state`` last changed)
    that is no longer legal is refused, and the refusal changes nothing."""
    now = set(legal_actions(state.clone()))
    for action in listed:
        if action not in now:
            before = fingerprint(state)
            try:
                apply_action(state, action)
            except IllegalAction:
                assert fingerprint(state) == before
            else:
                raise AssertionError(f"{action} was listed for an earlier state")
