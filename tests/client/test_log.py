"""The game log: every action in plain words (from the state before it), its
score result, the whole game kept, scrollable, and shown on the results."""
from __future__ import annotations

import random

import pygame

from game.monica.client.scenes.results import ResultsScene
from game.monica.client.table.log import GameLog
from game.monica.client.table.log_view import LogView
from game.monica.content import load_box
from game.monica.match import Match
from game.monica.engine import apply_action, legal_actions, new_game
from game.monica.engine import actions as A
from game.monica.i18n.log import describe_events


def test_record_uses_the_state_before_and_adds_the_score_result():
    state = new_game(["Ann", "Bob"], 3, box=load_box())
    rng = random.Random(2)
    log = GameLog()
    placed = False
    for _ in range(200):
        if state.phase == "over":
            break
        before = state.clone()
        act = rng.choice(legal_actions(state))
        events = apply_action(state, act)
        added = log.record(events, before, state)
        texts = [e.phrase("en") for e in added if e.style not in ("score", "loss")]
        assert texts == describe_events(events, before)
        for e in added:
            if e.style in ("score", "loss"):     # green for a gain, red for a loss
                delta = int(e.phrase("en").rsplit("(", 1)[1].rstrip(")"))
                assert (delta > 0) == (e.style == "score") and delta != 0
        if isinstance(act, A.PlaceCard) and any(e.style == "score" for e in added):
            placed = True
            score = next(e for e in added if e.style == "score")
            assert score.phrase("en").startswith("→ " + before.players[before.current].name)
            assert all(e.style != "turn" for e in added[:added.index(score)])
    assert placed
    assert any(e.style == "turn" for e in log.entries)
    assert len(log) > 120


def test_the_table_keeps_every_action_of_the_whole_game(app, make_table, human_setup):
    t = make_table(human_setup(2, seed=8))
    sc = t.scene
    sc.fast = sc.queue.instant = True          # no animations: only the log matters here
    rng = random.Random(4)
    steps = 0
    while len(sc.game_log) < 90 and steps < 600:
        t.settle()
        act = rng.choice(sc.match.legal())
        sc.submit(act, confirmed=True)
        steps += 1
    t.settle()
    texts = sc.game_log.texts()
    assert len(texts) >= 90                     # nothing trimmed
    assert texts[0].startswith("Beach code")
    assert any("Round 2" in x for x in texts) and any("Round 3" in x for x in texts)


def test_log_view_scrolls_by_wheel_drag_and_arrows(app):
    log = GameLog()
    for i in range(80):
        log.note(f"line {i}")
    view = LogView(log, pygame.Rect(100, 100, 300, 284))
    canvas = pygame.Surface((800, 600))
    view.draw(canvas)
    assert view.back == 0 and view.max_back > 0
    view.wheel(2)
    assert view.back == 6
    view.press(view.down_rect().center)
    assert view.back == 0
    view.press(view.up_rect().center)
    assert view.back == view.visible - 1
    view.release()
    view.press((150, 200))                      # drag the text down: back in time
    view.drag((150, 260), (0, 60))
    assert view.back > view.visible - 1
    view.release()
    view.wheel(-100)
    assert view.back == 0
    view.draw(canvas)


def test_results_screen_shows_the_log(app, human_setup):
    setup = human_setup(2, seed=5)
    match = Match(setup)
    log = GameLog()
    rng = random.Random(1)
    while match.state.phase != "over":
        before = match.state.clone()
        events = match.play(rng.choice(legal_actions(match.state)))
        log.record(events, before, match.state)
    res = ResultsScene(app, setup, match.state, match.report(), log=log, hints={0: 2})
    app.push(res)
    res.t = 1e9
    tab = res.bar.get("tab_log")
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tab.rect.center, button=1))
    assert res.tab == "log"
    app.step()
    assert res.log_view.log is log and res.log_view.max_back > 0
    app.feed(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    assert res.log_view.back == 6
