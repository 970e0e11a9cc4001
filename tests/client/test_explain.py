"""The final tally explains itself: each scorepad cell and each breakdown line
opens the reasons behind it, they add up to the number, near misses named;
card panels and their words in every language."""
from __future__ import annotations

import random

import pygame
import pytest

from game.monica.client.help.lines import card_rules, space_now
from game.monica.client.help.overlay import InfoOverlay
from game.monica.client.help.tally import CATEGORIES, category_lines, near_misses
from game.monica.client.scenes.results import ResultsScene
from game.monica.match import Match
from game.monica.client.table.unplaced import unplaced_people
from game.monica.engine import legal_actions, score_game
from game.monica.engine.rings import settle
from game.i18n import Words


EN = Words()


def finished(human_setup, n: int, seed: int) -> Match:
    match = Match(human_setup(n, seed=seed))
    rng = random.Random(seed)
    while match.state.phase != "over":
        match.play(rng.choice(legal_actions(match.state)))
    return match


@pytest.fixture(scope="module")
def games():
    from tests.client.conftest import human_setup
    return [finished(human_setup, 2, 4), finished(human_setup, 4, 9)]


def test_every_cell_adds_up_to_the_scorepad(games):
    for match in games:
        state = match.state
        for row in score_game(state)["players"]:
            seat = row["seat"]
            for cat in CATEGORIES:
                lines = category_lines(EN, state, seat, cat)
                if cat == "cards":
                    total = sum(x.points for x in lines if x.style == "heading" and x.points)
                else:
                    total = sum(x.points for x in lines if x.points is not None)
                assert total == row["categories"][cat], (cat, lines)
            whole = category_lines(EN, state, seat, "total")
            assert whole[0].points == row["total"]


def test_near_misses_name_what_was_missing(games):
    found = []
    for match in games:
        for seat in range(match.state.n):
            found += near_misses(EN, match.state, seat)
    assert found and all(x.points == 0 and ":" in x.text for x in found)
    assert any("needs" in x.text or "no" in x.text for x in found)


def test_city_card_panel_matches_the_report(games):
    state = games[1].state
    for row in score_game(state)["players"]:
        for sp in row["spaces"]:
            pos = (0 if sp["row"] == "beach" else 1, sp["col"])
            head = space_now(EN, state, row["seat"], pos)[0]
            assert head.points == sp["cards"] + (sp["ring"] if sp["filled"] else 0) + \
                sp["footprint"]


def test_unplaced_marks_match_the_engine_count(games):
    for match in games:
        for p in match.state.players:
            marked = unplaced_people(p.city)
            assert len(marked) == sum(settle(p.city)[1].values())


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_panels_read_in_every_language(games, lang):
    words = Words(lang)
    state = games[0].state
    for card in list(state.box.cards.values())[:20]:
        assert all(line.text and "{" not in line.text for line in card_rules(words, card))
    for cat in CATEGORIES:
        for line in category_lines(words, state, 0, cat):
            assert "{" not in line.text and "phrase." not in line.text


def test_tapping_numbers_and_lines_opens_the_reasons(app, games):
    match = games[1]
    res = ResultsScene(app, match.setup, match.state, match.report())
    app.push(res)
    res.t = 1e9
    app.step()
    for k in (0, 3, len(CATEGORIES)):
        cell = res.cell_rect(k, 2)
        app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=cell.center, button=1))
        top = app.stack.top
        assert isinstance(top, InfoOverlay) and top.lines
        app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        assert app.stack.top is res
    rects = res._line_rects()
    for k in (1, len(rects) - 1):                 # a card, then the penalty line
        app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rects[k].center, button=1))
        top = app.stack.top
        assert isinstance(top, InfoOverlay)
        app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(960, 540), button=1))
        app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(960, 540), button=1))
        assert app.stack.top is res
