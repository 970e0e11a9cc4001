"""Turn flow against the Match: staging, confirm, undo, the log, bots."""
from __future__ import annotations

import pytest

from game.monica.engine import IllegalAction, legal_actions
from game.monica.engine import actions as A
from game.monica.match import Match, ends_turn

from .support import acquiring, advance, bots, humans, mixed, snapshot


def test_a_new_match_waits_for_the_first_human():
    m = Match(humans())
    assert m.state.phase == "choose_tile" and m.human_turn and not m.bot_to_move()
    assert not m.can_undo and m.actions == [] and m.version == 0
    assert m.legal() is m.legal()                     # cached until something changes


def test_a_turn_ending_choice_is_staged_until_confirmed():
    m = Match(humans(seed=3))
    choice = m.legal()[0]
    assert ends_turn(m.state, choice)
    before = snapshot(m.state)
    assert m.submit(choice) is None
    assert m.staged == choice and m.can_undo and snapshot(m.state) == before
    assert m.actions == []
    events = m.confirm()
    assert events and m.staged is None and m.actions == [choice]
    assert m.confirm() == []                           # nothing staged any more


def test_undo_unstages_first_then_takes_back_the_turn():
    m = Match(humans())
    advance(m, acquiring)
    front = list(m.state.front)
    start = len(m.actions)
    take = next(a for a in m.legal() if isinstance(a, A.TakeCard))
    assert m.submit(take) is not None                  # taking a card does not end the turn
    assert m.state.phase == "place" and m.can_undo
    place = next(a for a in m.legal() if isinstance(a, A.PlaceCard))
    if m.submit(place) is None:
        assert m.undo() and m.staged is None and m.state.phase == "place"
    while m.undo():
        pass
    assert m.state.phase == "acquire" and m.state.front == front
    assert len(m.actions) == start and not m.can_undo


def test_confirmed_actions_apply_at_once_and_clear_undo():
    m = Match(humans(seed=3))
    seat = m.current
    m.submit(m.legal()[0], confirmed=True)
    assert m.current != seat and not m.can_undo and len(m.actions) == 1


def test_an_illegal_action_raises_and_changes_nothing():
    m = Match(humans())
    advance(m, acquiring)
    before, version = snapshot(m.state), m.version
    with pytest.raises(IllegalAction):
        m.submit(A.PlaceCard("no-such-card", 1))
    assert snapshot(m.state) == before and m.version == version and not m.can_undo


def test_report_follows_the_state():
    m = Match(humans())
    first = m.report()
    assert m.report() is first
    m.play(m.legal()[0])
    assert m.report() is not first


def test_bots_play_a_whole_game_through_the_match():
    m = Match(bots(("easy", "random", "easy")), think_ms=20)
    assert m.bot_to_move()
    m.run_bots()
    assert m.over and not m.bot_to_move() and m.legal() == []
    again = Match(bots(("easy", "random", "easy")), think_ms=20)
    again.run_bots()
    assert again.actions == m.actions                  # seeded: the same game again


def test_think_reads_a_copy_and_play_applies():
    m = Match(bots(("random", "random")))
    before = snapshot(m.state)
    action = m.think()
    assert snapshot(m.state) == before and action in m.legal()
    m.play(action)
    assert m.actions == [action]


def test_a_bot_answering_nonsense_gets_a_legal_action():
    class Silly:
        name = "silly"

        def choose(self, state):
            return A.PlaceCard(5, 9)

    m = Match(bots(("random", "random")), bots={0: Silly(), 1: Silly()})
    action = m.think()
    assert action in legal_actions(m.state)
    assert action == Match.fallback(m.legal(), m.version)


def test_an_unknown_level_plays_as_the_random_bot():
    setup = bots(("no-such-level", "easy"))
    m = Match(setup)
    assert m.bots[0].name == "random" and setup.seats[0].level == "no-such-level"


def test_humans_and_bots_take_turns():
    m = Match(mixed())
    advance(m, lambda st: m.bot_to_move())
    assert not m.human_turn and m.is_bot(m.current)
    m.play_bot()
    assert m.version > 0
