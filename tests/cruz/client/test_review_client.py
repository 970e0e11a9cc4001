"""Santa Cruz's review at the client: "Review" on the results of a game with a
person at it (none for bots alone), the review screen with its progress
while the hard bot works and the three decisions once done, drawn in
English, German and French at 1280x720 and 1920x1080; Back returns to the
results. The review runs in a thread with a small budget here."""
from __future__ import annotations

from functools import lru_cache

import pygame
import pytest

from tests.cruz.client.support import make_app, setup_of

from game.client import gfx, layout_check
from game.client.app import App
from game.client.router import Replay, Replays, Results
from game.cruz.client.routes import OpenCruz
from game.cruz.client.scenes import review as review_scene
from game.cruz.client.scenes.replays import CruzReplaysScene, ReplayGame
from game.cruz.client.scenes.results import CruzResultsScene
from game.cruz.client.scenes.review import CruzReviewScene
from game.cruz.client.session import match_setup
from game.cruz.client.setup import CruzSetup
from game.cruz.match import Match, MatchSetup, Seat
from game.cruz.match.review import SeatReview, review_game
from game.cruz.match.review_task import ReviewTask
from game.cruz.persist import save_replay


@pytest.fixture(autouse=True)
def quick_review(monkeypatch):
    monkeypatch.setattr(review_scene, "MODE", "thread")
    monkeypatch.setattr(review_scene, "BUDGET", (150, 150))


def played(setup: CruzSetup) -> Match:
    """The game of ``setup`` played to its end, every seat by a medium bot."""
    ms = match_setup(setup)
    match = Match(MatchSetup([Seat(s.name, "bot", "medium") for s in ms.seats], ms.seed,
                             ms.newcomers, ms.oldest, ms.youngest))
    match.run_bots()
    assert match.over
    return match


def results(app: App, setup: CruzSetup) -> CruzResultsScene:
    match = played(setup)
    app.router.go(OpenCruz())
    assert app.stack.top is not None
    app.stack.top.router.go(Results(setup, match.state, {}, actions=tuple(match.actions)))
    scene = app.stack.top
    assert isinstance(scene, CruzResultsScene)
    app.step()
    return scene


def tap(app: App, pos: tuple[int, int]) -> None:
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def open_review(app: App, scene: CruzResultsScene) -> CruzReviewScene:
    button = scene.bar.get("review")
    assert button is not None
    scene.t = 1e9                                   # the tally shown whole
    tap(app, button.rect.center)
    review = app.stack.top
    assert isinstance(review, CruzReviewScene)
    return review


def finish(app: App, review: CruzReviewScene) -> None:
    review.task.join(120)
    app.step()
    assert review.task.reviews is not None, review.task.problem


def test_results_review_and_back():
    app = make_app()
    scene = results(app, setup_of(["human", "medium", "easy"], seed=4))
    review = open_review(app, scene)
    finish(app, review)
    assert review.task.done == review.task.total > 10
    assert review.review is not None and review.review.seat == 0
    assert len(review.review.worst) == 3
    tap(app, review.bar.get("back").rect.center)
    assert app.stack.top is scene


def test_leaving_calls_the_review_off():
    app = make_app()
    scene = results(app, setup_of(["human", "medium"], seed=2))
    review = open_review(app, scene)
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.stack.top is scene and review.task.cancelled
    review.task.join(30)
    assert review.task.reviews is None


def test_a_game_of_bots_has_no_review_button():
    app = make_app()
    scene = results(app, setup_of(["medium", "easy"], seed=3))
    assert scene.bar.get("review") is None
    assert scene.bar.get("replay") is not None


def test_a_log_that_cannot_be_replayed_says_so():
    app = make_app()
    setup = setup_of(["human", "medium"], seed=2)
    app.router.go(OpenCruz())
    review = CruzReviewScene(app, setup, played(setup).actions[:30])
    review.task.join(30)
    review.update(0.0)
    assert review.task.problem is not None
    shot = pygame.Surface((1920, 1080))
    review.draw(shot)


def three_seats() -> CruzSetup:
    return setup_of(["human", "medium", "human"], seed=6)


@lru_cache(maxsize=1)
def judged() -> list[SeatReview]:
    setup = three_seats()
    return review_game(match_setup(setup), played(setup).actions, budget=(150, 150))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_review_draws_in_every_language_and_size(lang: str, size: tuple[int, int], tmp_path,
                                                     monkeypatch):
    setup = three_seats()
    reviews = judged()          # judged once; each screen is handed the verdicts
    monkeypatch.setattr(ReviewTask, "start",
                        lambda task, mode="process": task._inbox.put(("progress", "12 80")))
    app = make_app(size=size)
    app.ctx.words.set_language(lang)
    review = open_review(app, results(app, setup))
    app.step()
    assert review.task.fraction == 12 / 80
    app.screenshot(str(tmp_path / "working.png"))         # the progress, while it works
    review.task._inbox.put(("done", reviews))
    finish(app, review)
    for seat in (0, 2):
        tap(app, review.bar.get(f"seat_{seat}").rect.center)
        assert review.seat == seat and review.review is not None
        app.screenshot(str(tmp_path / f"review_{seat}.png"))
        assert len(review._shots) >= len(review.review.worst) > 0
    assert pygame.image.load(str(tmp_path / "review_2.png")).get_size() == size


def test_the_replays_list_offers_the_review_of_a_kept_game():
    setup = setup_of(["human", "medium"], seed=2)
    save_replay(setup.meta(), played(setup).actions)
    app = make_app()
    app.router.go(OpenCruz())
    app.stack.top.router.go(Replays())
    listing = app.stack.top
    assert isinstance(listing, CruzReplaysScene)
    tap(app, listing.bar.get("review_0").rect.center)
    review = app.stack.top
    assert isinstance(review, CruzReviewScene) and review.people == [0]
    review.task.cancel()
    tap(app, review.bar.get("back").rect.center)
    assert app.stack.top is listing


def test_a_watched_replay_ends_on_results_that_offer_the_review():
    setup = setup_of(["human", "medium"], seed=2)
    app = make_app()
    app.router.go(OpenCruz())
    app.stack.top.router.go(Replay(ReplayGame(setup, tuple(played(setup).actions))))
    for _ in range(20000):
        if isinstance(app.stack.top, CruzResultsScene):
            break
        app.step()
    scene = app.stack.top
    assert isinstance(scene, CruzResultsScene) and scene.bar.get("review") is not None


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_review_passes_the_layout_check(lang: str, monkeypatch):
    """Nothing cut, overlapping or under 12 px at 1280x720, while it works and
    for each person's three decisions."""
    reviews = judged()
    monkeypatch.setattr(ReviewTask, "start",
                        lambda task, mode="process": task._inbox.put(("progress", "12 80")))
    with gfx.recording(trace=True) as rec:
        assert rec.tracer is not None
        app = make_app()
        app.ctx.words.set_language(lang)
        review = open_review(app, results(app, three_seats()))
        shown: list[str] = []

        def look(name: str) -> None:
            rec.tracer.reset(app.canvas)
            app.frame()
            marks = rec.tracer.marks(app.canvas)
            assert layout_check.check(marks, 720 / 1080) == [], name
            shown.append(" ".join(m.text for m in marks if m.text))
        look("working")
        review.task._inbox.put(("done", reviews))
        app.step()
        for seat in (0, 2):
            tap(app, review.bar.get(f"seat_{seat}").rect.center)
            look(f"seat {seat}")
    assert "12" in shown[0] and "80" in shown[0]
    assert all(len(r.worst) == 3 for r in reviews)
    assert shown[1] != shown[2]
