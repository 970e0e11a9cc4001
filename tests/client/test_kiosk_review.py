"""The post-game review at a portrait kiosk, drawing off: a visitor's game
ends on the kiosk's own results, whose "Where you lost points" tab shows the
hard bot's progress, then the rows; "Show me" opens the replay at the
decision and Back returns; leaving (Done, Play again, the idle reset) calls
the review off, while "Still playing?" over it does not; and every text of
the review stays inside its panel, clear of the others and of the buttons,
in every language, at a size that reads on a 720-pixel-wide window."""
from __future__ import annotations

import itertools
import random
import time

import pygame
import pytest

from game.client import gfx, theme
from game.client.app import PORTRAIT_CANVAS
from game.monica.client.kiosk.players import kiosk_setup
from game.monica.client.kiosk.results import band_top, box_rects, button_y, title_rect
from game.monica.client.kiosk.review_panel import panel_rect, seat_rects, tab_rects
from game.client.router import Results
from game.monica.client.scenes import results_review
from game.monica.engine import legal_actions
from game.i18n import LANGUAGES, Words
from game.monica.match import Match

from .kiosk_support import make_app, steps, tap, tap_button

PIN = "918273"


@pytest.fixture(autouse=True)
def quick(monkeypatch, tmp_path):
    monkeypatch.setattr(results_review, "BUDGET", 2)
    monkeypatch.setenv("SANTA_MONICA_HOME", str(tmp_path))


@pytest.fixture
def kiosk():
    app = make_app("portrait", kiosk=True)
    assert app.kiosk.set_pin(PIN) is None
    app.stack.clear_to(app.kiosk.attract(seed=3))
    yield app
    pygame.display.quit()


def visitor_game(humans: int = 1, seed: int = 4) -> Match:
    """A visitors' game played to the end (random moves: real mistakes)."""
    match = Match(kiosk_setup(Words(), humans, True, seed))
    rng = random.Random(seed)
    while match.state.phase != "over":
        match.play(rng.choice(legal_actions(match.state)))
    return match


def open_results(app, match: Match):
    app.router.go(Results(match.setup, match.state, match.report(),
                          actions=tuple(match.actions)))
    res = app.stack.top
    assert res.name == "results" and res.adaptive          # the kiosk's own
    assert res.review is not None
    return res


def wait_for(app, res, limit: float = 60.0) -> None:
    """Run frames (the screen stays live, the kiosk's clock runs) until the
    review is done; the visitor touches the screen now and then."""
    end = time.monotonic() + limit
    view = res.review.view
    while not view.ready:
        assert time.monotonic() < end, "the review never finished"
        assert view.task.problem is None, view.task.problem
        app.kiosk.last_input = app.time
        app.step()
        time.sleep(0.01)
    app.step()


def test_the_review_shows_progress_then_rows_and_show_me_comes_back(kiosk):
    app = kiosk
    match = visitor_game()
    res = open_results(app, match)
    assert res.tab == "scores"
    assert res.bar["tab_review"].text.endswith("%")       # the hard bot at work
    tap_button(app, "tab_review")
    assert res.tab == "review"
    with gfx.recording() as sizes:
        app.frame()                                       # the progress bar draws
    assert sizes
    assert not res.review.view.bar.buttons                # no rows yet
    tap_button(app, "tab_scores")                         # the screen stays usable
    assert res.tab == "scores"
    tap_button(app, "tab_review")
    wait_for(app, res)
    assert res.review.view.seats == [0]                   # the visitor's seat only
    assert res.bar["tab_review"].text == Words().t("review.kiosk.tab")
    app.frame()
    summary = res.review.view.summary(0)
    assert summary is not None and summary.mistakes
    worst = summary.mistakes[0]
    button = res.review.view.bar["show_me_0"]
    assert button.rect.w >= 48 and button.rect.h >= 48
    tap(app, button.rect.center)
    replay = app.stack.top
    assert replay.name == "replay"
    assert replay.index == worst.index and replay.focused is not None
    tap_button(app, "back")
    assert app.stack.top is res and res.tab == "review"
    assert res.review.view.ready and not res.review.view.task.cancelled


@pytest.mark.parametrize("how", ["done", "again"])
def test_leaving_calls_the_review_off(kiosk, how):
    app = kiosk
    res = open_results(app, visitor_game())
    task = res.review.view.task
    steps(app, 2)
    tap_button(app, how)
    assert app.stack.top.name == ("attract" if how == "done" else "play")
    task.join(30)
    assert task.cancelled and not task.running and not task.finished


def test_still_playing_keeps_working_over_the_review(kiosk):
    """Reading the review without touching: "Still playing?" asks; a touch
    keeps the results and their review; no answer starts over and calls the
    review off."""
    app = kiosk
    res = open_results(app, visitor_game())
    tap_button(app, "tab_review")
    app.kiosk.last_input = app.time - app.settings.kiosk_idle_seconds - 1
    app.step()
    assert app.stack.top.name == "still_playing"
    assert not res.review.view.task.cancelled             # covered, not left
    tap(app, (540, 1500))
    assert app.stack.top is res and res.tab == "review"
    wait_for(app, res)
    app.frame()
    tap(app, res.review.view.bar["show_me_0"].rect.center)
    assert app.stack.top.name == "replay"
    app.kiosk.last_input = app.time - app.settings.kiosk_idle_seconds - 1
    app.step()
    still = app.stack.top
    assert still.name == "still_playing"
    still.left = 0.01
    steps(app, 2)
    assert app.stack.top.name == "attract" and len(app.stack) == 1
    assert res.review.view.task.cancelled


def test_a_game_without_a_log_or_a_visitor_has_no_review(kiosk):
    app = kiosk
    match = visitor_game()
    app.router.go(Results(match.setup, match.state, match.report()))
    assert app.stack.top.review is None and "tab_review" not in [
        b.name for b in app.stack.top.bar.buttons]


class Recording(pygame.Surface):
    """A canvas that notes where each line of text lands."""

    def __init__(self, size: tuple[int, int], texts: set[int]) -> None:
        super().__init__(size)
        self.texts = texts
        self.rects: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):           # type: ignore[override]
        rect = super().blit(source, dest, *args, **kwargs)
        if id(source) in self.texts:
            self.rects.append(rect)
        return rect


@pytest.mark.parametrize("humans", [1, 2])
def test_review_texts_stay_inside_and_apart(kiosk, monkeypatch, humans):
    app = kiosk
    res = open_results(app, visitor_game(humans))
    tap_button(app, "tab_review")
    wait_for(app, res)
    made: set[int] = set()
    render = gfx.text.__class__.__call__

    def text(self, *args, **kwargs):
        img = render(self, *args, **kwargs)
        made.add(id(img))
        return img

    monkeypatch.setattr(gfx.text.__class__, "__call__", text)
    screen = pygame.Rect((0, 0), app.canvas_size)
    panel = res.review.panel
    for lang in LANGUAGES:
        app.ctx.words.set_language(lang)
        for seat in res.review.view.seats:
            res.review.pick(seat)
            canvas = Recording(app.canvas_size, made)
            with gfx.recording() as sizes:
                res.draw(canvas)
            inside = [r for r in canvas.rects if r.colliderect(panel)]
            assert len(inside) >= 8, "the rows are not drawn"
            buttons = [b.rect for b in res.bar.buttons + res.review.bar.buttons
                       + res.review.view.bar.buttons]
            for r in inside:
                assert screen.contains(r) and panel.contains(r), (lang, r)
                assert r.collidelist(buttons) == -1, (lang, r)
            for a, b in itertools.combinations(inside, 2):
                assert not a.colliderect(b), (lang, a, b)
            for b in buttons:
                assert screen.contains(b) and b.w >= 48 and b.h >= 48
            # at a 720-pixel-wide window (two thirds of the canvas) every
            # line is at least 16 px high
            assert min(sizes) >= theme.LABEL, (lang, sorted(sizes))


@pytest.mark.parametrize("n,reviewed", list(itertools.product([1, 2, 3, 4], [1, 2, 3, 4])))
def test_tabs_boxes_and_panel_share_the_portrait_screen(n, reviewed):
    size = PORTRAIT_CANVAS
    screen = pygame.Rect((0, 0), size)
    title = title_rect(size, True)
    buttons = pygame.Rect(0, button_y(size, True), size[0], 100)
    tabs = tab_rects(title, size[0])
    boxes = box_rects(size, n, True, tabs=True)
    panel = panel_rect(band_top(size, True, True), button_y(size, True) - 24, size[0])
    for tab in tabs:
        assert screen.contains(tab) and tab.h >= 48 and tab.w >= 48
        assert not tab.colliderect(title) and not tab.colliderect(panel)
        assert tab.collidelist(boxes) == -1
    assert not tabs[0].colliderect(tabs[1])
    assert screen.contains(panel) and not panel.colliderect(buttons)
    assert panel.h >= 0.6 * size[1]                       # the review fills the screen
    for box in boxes:
        assert panel.contains(box)                        # the boxes use the same band
    seats = seat_rects(panel, reviewed)
    assert len(seats) == (reviewed if reviewed > 1 else 0)
    for r in seats:
        assert panel.contains(r) and r.h >= 48 and r.w >= 48
    for a, b in itertools.combinations(seats, 2):
        assert not a.colliderect(b)
