"""Santa Cruz bots: they see their seat's view only, answer legally, and
replay the same for the same seed."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game.cruz.ai import bot_names, make_bot, view_actions
from game.cruz.engine import (GameState, Phase, View, apply_action, clone, determinize,
                              legal_actions, new_game, view)
from game.cruz.match import components


def _states(players: int, seed: int, every: int = 1) -> list[GameState]:
    box = components()
    state = new_game(box.board, box.tiles, box.chips, players, seed)
    rng = random.Random(seed)
    out = []
    step = 0
    while state.phase is not Phase.GAME_OVER:
        if step % every == 0:
            out.append(clone(state))
        apply_action(state, rng.choice(legal_actions(state)))
        step += 1
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_view_lists_exactly_the_engines_actions(players):
    for state in _states(players, seed=players):
        assert view_actions(view(state, state.current)) == legal_actions(state)


def test_every_bot_is_registered_and_unknown_names_are_refused():
    assert bot_names() == ["random", "easy", "medium", "hard"]
    with pytest.raises(ValueError, match="unknown bot 'expert'"):
        make_bot("expert")
    with pytest.raises(ValueError, match="budget"):
        make_bot("hard", budget=0)


@pytest.mark.parametrize("name", ["random", "easy", "medium", "hard"])
def test_each_bot_answers_legally_from_the_view(name):
    for state in _states(3, seed=11, every=7):
        bot = make_bot(name, seed=5, budget=3)
        action = bot.choose(view(state, state.current))
        assert action in legal_actions(state)


def _twin(state: GameState, seed: int) -> GameState:
    """The same table for the seat to act, everything hidden from it dealt anew."""
    twin = determinize(state, state.current, random.Random(seed))
    assert view(twin, state.current) == view(state, state.current)
    return twin


def _hidden_differs(a: GameState, b: GameState) -> bool:
    seat = a.current
    return (a.tile_at != b.tile_at or a.deck != b.deck or a.chip_pool != b.chip_pool
            or any(a.seats[s].scoring != b.seats[s].scoring or a.seats[s].chips != b.seats[s].chips
                   for s in range(a.players) if s != seat))


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_a_bot_decides_the_same_whatever_lies_hidden(name):
    """Two tables that differ only in what the seat cannot see (the others'
    hands and chips, the face-down tiles, the deck) get the same decision."""
    checked = 0
    for state in _states(4, seed=3, every=9):
        twin = _twin(state, seed=checked)
        if not _hidden_differs(state, twin):
            continue
        a = make_bot(name, seed=9, budget=4).choose(view(state, state.current))
        b = make_bot(name, seed=9, budget=4).choose(view(twin, state.current))
        assert a == b
        checked += 1
    assert checked >= 10


def test_a_view_holds_nothing_of_the_state_or_of_another_seats_secrets():
    state = _states(4, seed=8)[60]
    seat = state.current
    v = view(state, seat)
    values = [getattr(v, f.name) for f in dataclasses.fields(View)]
    assert not any(isinstance(x, GameState) for x in values)
    for other in v.seats:
        assert other.seat == seat or other.chips is None
    face_down = [f for f, up in enumerate(state.face_up) if not up]
    assert face_down and all(v.tiles[f] is None for f in face_down)


@pytest.mark.parametrize("name", ["random", "easy", "medium", "hard"])
def test_the_same_seed_makes_the_same_decisions(name):
    states = _states(2, seed=4, every=5)
    first = [make_bot(name, 3, budget=4).choose(view(s, s.current)) for s in states]
    again = [make_bot(name, 3, budget=4).choose(view(s, s.current)) for s in states]
    assert first == again
