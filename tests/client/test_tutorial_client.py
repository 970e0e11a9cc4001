"""The guided first game through the real client (drawing off): the whole
guide plays itself to the results; a player's wrong tap gets a hint and
changes nothing, the right one is taken; the guide can be left and resumed
from the title; it is offered once on first start; the kiosk invites into it."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client import prefs
from game.client.app import App
from game.client.app_base import Options
from game.client.router import Guide, Pause, Title
from game.monica.client.scenes.play import PlayScene
from game.monica.client.scenes.results import ResultsScene
from game.monica.client.scenes.title import TitleScene
from game.monica.client.tutorial.coach import GuideCoach
from game.monica.client.tutorial.launch import guide_scene
from game.monica.match.tutorial_steps import STEPS
from game.monica.persist import load_settings
from game.monica.persist.tutorial import has_progress, load_progress, progress_path
from game.cli.box import client_games

from .kiosk_support import make_app, tap


def run_until(app: App, done: Callable[[], bool], limit: int = 30_000) -> None:
    for _ in range(limit):
        if done():
            return
        app.step()
    raise AssertionError("never happened")


def coach_of(app: App) -> GuideCoach:
    top = app.stack.top
    assert isinstance(top, PlayScene) and isinstance(top.coach, GuideCoach)
    return top.coach


def at_step(app: App, step_id: str) -> Callable[[], bool]:
    def check() -> bool:
        coach = coach_of(app)
        step = coach.guide.step
        ready = step is not None and step.id == step_id
        return ready and (step.kind.value != "act" or coach.target() is not None)
    return check


def test_the_guide_plays_itself_to_the_results():
    app = App(Options(games=client_games(), virtual_time=True, fast=True, draw=False))
    scene = guide_scene(app, resume=False, autoplay=True, keep=False)
    app.push(scene)
    shown: list[str] = []

    def finished() -> bool:
        top = app.stack.top
        if isinstance(top, PlayScene) and top.coach is not None:
            step = top.coach.guide.step
            if step is not None and (not shown or shown[-1] != step.id):
                shown.append(step.id)
        return isinstance(top, ResultsScene)

    run_until(app, finished)
    guide = scene.coach.guide
    assert guide.finished and guide.match.over
    taught = [s.id for s in STEPS if s.id not in guide.passed]
    assert [s for s in shown if s not in guide.passed] == taught
    pygame.display.quit()


def finish_step(app: App) -> None:
    """Tap what the step asks (Confirm too) until the next step shows."""
    coach = coach_of(app)
    index = coach.guide.index
    for _ in range(5000):
        if coach.guide.index != index:
            return
        target = coach.target()
        if target is not None:
            coach.tap(target)
        app.step()
    raise AssertionError("the step never ended")


def test_a_wrong_tap_gets_a_hint_and_the_right_one_is_taken(app: App):
    app.push(guide_scene(app, resume=False, keep=False))
    coach = coach_of(app)
    scene = app.stack.top
    assert isinstance(scene, PlayScene)
    # an explanation: a tap on the table is refused, Next goes on
    scene.input.left_click(scene.key_rect(("display", "front", 0)).center)
    assert coach.hint == "tutorial.hint.next"
    coach.panel.tap_next()
    run_until(app, at_step(app, "tile"))
    coach.panel.tap_next()                        # Next is not offered on an action step
    assert coach.guide.step.id == "tile"
    finish_step(app)
    run_until(app, at_step(app, "truck"))
    finish_step(app)
    run_until(app, at_step(app, "objective"))
    coach.next()
    run_until(app, at_step(app, "take"))
    want = coach.target()
    assert scene.highlights() == {want: "legal"}  # only the target glows
    version = scene.match.version
    wrong = next(("display", "front", c) for c in range(4) if ("display", "front", c) != want)
    scene.input.left_click(scene.key_rect(wrong).center)
    assert scene.match.version == version and coach.hint == "tutorial.hint.display"
    for name in ("hint", "undo"):
        assert not scene.allows(("button", name))
    assert scene.allows(("button", "menu"))
    scene.input.left_click(scene.key_rect(want).center)
    run_until(app, at_step(app, "place_beach"))
    assert coach.hint is None


def test_the_guide_is_left_and_resumed_from_the_title(app: App):
    app.push(TitleScene(app))
    app.router.go(Guide(resume=True))
    run_until(app, at_step(app, "welcome"))
    coach_of(app).panel.tap_next()
    run_until(app, at_step(app, "tile"))
    finish_step(app)
    run_until(app, at_step(app, "truck"))
    app.router.go(Pause())
    app.router.go(Title())
    assert isinstance(app.stack.top, TitleScene)
    progress, _ = load_progress()
    assert progress is not None and progress.step == "truck"
    button = app.stack.top.bar.get("btn_learn")
    assert button is not None and button.text == app.ctx.words.t("title.continue_guide")
    button.click()
    run_until(app, at_step(app, "truck"))
    resumed = coach_of(app).guide
    assert resumed.step.id == "truck"
    assert resumed.match.actions[:len(progress.actions)] == progress.actions


def test_the_guide_is_offered_once_on_first_start():
    app = App(Options(games=client_games(), draw=False))
    prefs.start(app)
    app.push(TitleScene(app))
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.offer is not None
    title.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert title.offer is None and load_settings()[0].tutorial_offered
    app.router.go(Title())
    assert app.stack.top.offer is None
    pygame.display.quit()


def test_the_kiosk_attract_loop_invites_into_the_guide():
    app = make_app("portrait", kiosk=True)
    app.router.go(Title())
    app.step()
    attract = app.stack.top
    assert attract.name == "attract"
    tap(app, attract.learn_rect().center, frames=2)
    coach_of(app)
    assert not has_progress()                      # a visitor's guide is not kept
    pygame.display.quit()


def test_a_finger_works_the_guide_at_a_portrait_kiosk():
    app = make_app("portrait", kiosk=True)
    app.router.go(Title())
    app.step()
    tap(app, app.stack.top.learn_rect().center, frames=2)
    coach = coach_of(app)
    scene = app.stack.top
    run_until(app, at_step(app, "welcome"))
    tap(app, coach.panel.next.rect.center, frames=2)             # Next, by finger
    run_until(app, at_step(app, "tile"))
    wrong = next(k for k in (("tile", t) for t in scene.match.state.offered_tiles)
                 if k != coach.target())
    tap(app, scene.key_rect(wrong).center, frames=2)
    assert coach.hint == "tutorial.hint.tile" and not scene.match.actions
    tap(app, scene.key_rect(coach.target()).center, frames=2)
    assert coach.target() == ("button", "confirm")               # staged: Confirm next
    tap(app, scene.controls.confirm.rect.center, frames=2)
    run_until(app, at_step(app, "truck"))
    pygame.display.quit()


def test_a_damaged_progress_file_is_one_message_and_a_fresh_guide(app: App):
    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_text('{"kind": "santa-monica-guide", "format": 1, "step": "vip", '
                               '"actions": [{"type": "TakeCard", "col": 9}]}', "utf-8")
    app.router.go(Guide(resume=True))
    coach = coach_of(app)
    assert coach.guide.step.id == "welcome" and not coach.guide.match.actions
    assert coach.error is not None and coach.error.key == "error.tutorial.restarted"
    assert app.ctx.say(coach.error).count(". ") == 0         # one sentence, naming the copy
    assert load_progress()[0].step == "welcome"                 # kept again from the start
    coach.panel.tap_next()
    assert coach.error is None                                  # gone with the next step
