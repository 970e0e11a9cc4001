"""Hints: the hard bot's suggestion (or the best-now stand-in) is a legal
action, thought out in the background, highlighted, and counted on the results."""
from __future__ import annotations

import random
import time

import pygame
import pytest

from game.monica.engine import IllegalAction

from game.monica.client.scenes.results import ResultsScene
from game.monica.client.table import hint as hints
from game.monica.client.table.preview import total_of
from game.monica.content import load_box
from game.monica.engine import apply_action, legal_actions, new_game, score_game
from game.monica.engine import actions as A


def positions():
    state = new_game(["Ann", "Bob", "Cat"], 6, box=load_box())
    rng = random.Random(6)
    seen = set()
    while state.phase != "over" and len(seen) < 6:
        wanted = ("acquire", "place", "actions", "swap", "choose_tile", "food_truck")
        if state.phase not in seen and state.phase in wanted:
            seen.add(state.phase)
            yield state.clone()
        apply_action(state, rng.choice(legal_actions(state)))


def is_legal(state, action) -> bool:
    if action in legal_actions(state):
        return True
    probe = state.clone()
    try:
        apply_action(probe, action)              # any legal VIP walk is accepted
    except IllegalAction:
        return False
    return True


@pytest.mark.parametrize("state", list(positions()), ids=lambda s: s.phase)
def test_suggestion_is_legal_in_every_phase(state):
    s = hints.suggest(state, think_ms=20)
    assert is_legal(state, s.action)
    assert isinstance(s.score_change, int)


def test_stand_in_takes_the_best_immediate_score():
    state = next(s for s in positions() if s.phase == "place")
    best = hints.best_now(state)
    base = total_of(score_game(state), state.current)
    for act in legal_actions(state):
        probe = state.clone()
        apply_action(probe, act)
        assert total_of(score_game(probe), state.current) - base <= best.score_change


def test_worker_thinks_in_the_background():
    state = next(s for s in positions() if s.phase == "acquire")
    worker = hints.HintWorker(think_ms=20)
    worker.start(state, 7)
    assert worker.poll(8) is None                 # another version: nothing
    for _ in range(400):
        if worker.poll(7) is not None:
            break
        worker._thread.join(0.01)
    assert is_legal(state, worker.poll(7).action)


def test_hint_button_highlights_and_is_counted_on_the_results(app, make_table, human_setup):
    t = make_table(human_setup(2, seed=3), until=lambda st: st.phase == "acquire"
                   and st.round >= 2)
    sc = t.scene
    sc.hints.worker.think_ms = 20
    seat = t.state.current
    t.button("hint")
    assert sc.hints.open and sc.hints.used == {seat: 1}
    for _ in range(600):
        t.app.step()
        if sc.hints.suggestion is not None:
            break
        time.sleep(0.005)           # the worker thinks in real time; frames cost none
    s = sc.hints.suggestion
    assert s is not None and is_legal(t.state, s.action)
    t.app.frame()                   # the hint box, drawn with its suggestion
    assert sc.hints.keys() and sc.hints.describe(s)
    for key in sc.hints.keys():
        if key[0] != "button":
            assert sc.key_rect(key) is not None
    # a second press closes it, reopening the same decision's hint counts nothing
    t.button("hint")
    assert not sc.hints.open and sc.hints.used == {seat: 1}
    t.button("hint")
    assert sc.hints.open and sc.hints.used == {seat: 1}
    act = next(a for a in sc.match.legal() if isinstance(a, A.TakeCard))
    sc.submit(act)
    t.settle()
    assert not sc.hints.open                      # acting drops it
    t.button("hint")                              # a new decision: counted again
    assert sc.hints.used == {seat: 2}
    res = ResultsScene(t.app, sc.setup, t.state, sc.match.report(), hints=sc.hints.used)
    t.app.push(res)
    res.t = 1e9
    t.app.step()
    assert res.hints == {seat: 2}
    canvas = pygame.Surface((1920, 1080))
    res.draw(canvas)


def test_escape_closes_the_hint_before_it_opens_the_menu(app, make_table, human_setup):
    t = make_table(human_setup(2, seed=3), until=lambda st: st.phase == "acquire"
                   and st.round >= 2)
    sc = t.scene
    sc.hints.worker.think_ms = 20
    t.button("hint")
    assert sc.hints.open
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    sc.handle_event(esc)
    assert not sc.hints.open and t.app.stack.top is sc    # the hint closed, no menu
    sc.handle_event(esc)
    assert t.app.stack.top is not sc                      # now the menu opens
