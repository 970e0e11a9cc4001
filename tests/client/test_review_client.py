"""The post-game review in the client, drawing off: it runs in the
background while the results stay usable, leaving calls it off, "Show me"
opens the replay at the decision with the better move on the table, and a
saved replay can be reviewed from the replays list."""
from __future__ import annotations

import time

import pygame
import pytest

from game.client import router as R
from game.monica.client.scenes import results_review
from game.monica.client.setup import GameSetup, Seat
from game.monica.match import Match
from game.monica.persist import list_replays, save_replay

SEED = 4242


@pytest.fixture(scope="module")
def finished() -> Match:
    """A short game the easy bots played to the end."""
    match = Match(GameSetup([Seat("You", "bot", "easy", "coral"),
                             Seat("Bo", "bot", "easy", "lagoon")], None, None, SEED))
    match.run_bots()
    return match


@pytest.fixture(autouse=True)
def quick(monkeypatch, tmp_path):
    monkeypatch.setattr(results_review, "BUDGET", 2)
    monkeypatch.setenv("SANTA_MONICA_HOME", str(tmp_path))


def human_setup(match: Match) -> GameSetup:
    """The same game with its first seat a human ("You")."""
    seats = [Seat("You", "human", "medium", "coral"), match.setup.seats[1]]
    return GameSetup(seats, None, None, SEED)


def click(app, rect) -> None:
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.step()


def wait_for(app, view, limit: float = 60.0) -> None:
    """Run frames (the screen stays live) until the review is done."""
    end = time.monotonic() + limit
    while not view.ready:
        assert time.monotonic() < end, "the review never finished"
        assert view.task.problem is None, view.task.problem
        app.step()
        time.sleep(0.01)
    app.step()


def open_results(app, match: Match):
    app.router.go(R.Title())
    app.router.go(R.Results(human_setup(match), match.state, match.report(),
                            actions=tuple(match.actions)))
    res = app.stack.top
    assert res.name == "results" and res.review is not None
    return res


def test_show_me_opens_the_replay_at_the_decision(app, finished) -> None:
    res = open_results(app, finished)
    click(app, res.bar["tab_review"].rect)            # the first click ends the count-up
    assert res.tab == "cards" and not res.counting
    click(app, res.bar["tab_review"].rect)
    assert res.tab == "review"
    app.frame()                                       # the progress bar draws
    click(app, res.bar["tab_cards"].rect)             # the screen stays usable meanwhile
    assert res.tab == "cards"
    click(app, res.bar["tab_review"].rect)
    wait_for(app, res.review)
    summary = res.review.summary(0)
    assert summary is not None and summary.changes >= 1
    assert res.review.seats == [0]                    # only the human seat
    app.frame()
    worst = summary.mistakes[0]
    click(app, res.review.bar["show_me_0"].rect)
    replay = app.stack.top
    assert replay.name == "replay"
    assert replay.index == worst.index and not replay.playing
    for _ in range(5):
        app.step()
    assert replay.inner.match.state.turns == worst.before.turns
    assert replay.inner.match.state.current == 0
    assert replay.focused is not None
    app.frame()                                       # the highlights and sentences draw
    click(app, replay.bar["step"].rect)               # the move as played: the mark goes
    for _ in range(60):
        app.step()
    assert replay.index == worst.index + 1 and replay.focused is None
    assert replay.inner.match.actions[-1] == worst.taken
    click(app, replay.bar["back"].rect)
    assert app.stack.top is res and res.review.ready and not res.review.task.cancelled


def test_leaving_the_results_calls_the_review_off(app, finished) -> None:
    res = open_results(app, finished)
    task = res.review.task
    res.to_title()
    assert app.stack.top.name == "title"
    task.join(30)
    assert task.cancelled and not task.running and not task.finished


def test_a_popup_over_the_results_does_not_stop_the_review(app, finished) -> None:
    res = open_results(app, finished)
    app.router.go(R.Rules())
    assert app.stack.top is not res and not res.review.task.cancelled
    app.router.go(R.Back())
    wait_for(app, res.review)


def test_a_saved_replay_is_reviewed_from_the_replays_list(app, finished) -> None:
    setup = human_setup(finished)
    save_replay(setup.meta(), finished.actions)
    app.router.go(R.Title())
    app.router.go(R.Replays())
    listing = app.stack.top
    assert listing.items and list_replays()
    click(app, listing.bar["review_0"].rect)
    scene = app.stack.top
    assert scene.name == "review"
    wait_for(app, scene.review)
    app.frame()
    mistake = scene.review.summary(0).mistakes[0]
    click(app, scene.review.bar["show_me_0"].rect)
    assert app.stack.top.name == "replay" and app.stack.top.index == mistake.index
    app.router.go(R.Back())
    assert app.stack.top is scene
    scene.back()
    assert app.stack.top is listing
    scene.review.task.join(5)
    assert not scene.review.task.running


def test_a_finished_table_hands_its_log_to_the_results_review(app, finished) -> None:
    """The game's own end: the table goes to the results with its whole log,
    and the review of the human seat starts."""
    match = Match(human_setup(finished))
    for action in finished.actions:
        match.play(action)
    assert match.over
    app.router.go(R.Title())
    app.router.go(R.Play(match.setup, match=match))
    for _ in range(400):
        app.step()
        if app.stack.top.name == "results":
            break
    res = app.stack.top
    assert res.name == "results" and res.actions == list(finished.actions)
    assert res.review is not None and res.review.seats == [0]
    res.to_title()
    assert res.review.task.cancelled


def test_a_game_that_cannot_be_reviewed_says_so(app, finished) -> None:
    app.router.go(R.Title())
    app.router.go(R.Results(human_setup(finished), finished.state, finished.report(),
                            actions=tuple(finished.actions[:-5])))
    res = app.stack.top
    res.show("review")
    end = time.monotonic() + 60
    while res.review.task.problem is None:
        assert time.monotonic() < end
        app.step()
        time.sleep(0.01)
    assert "not finished" in res.review.task.problem
    assert res.review.tab_label() == "Review" and not res.review.ready
    app.frame()                                       # the message draws, nothing raises
