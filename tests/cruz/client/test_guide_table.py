"""Learn to play Santa Cruz at the real table: the title offers it; the coach
shows each step of the match layer's guide, holds the bot while an explanation
shows, turns away a tap the step does not ask for with the guide's hint, and the
whole guide plays through by taps and Next to the results, in EN/DE/FR;
``play --game santa-cruz --tutorial --autoplay --fast --screenshots`` plays it
headless with a PNG per step."""
from __future__ import annotations

import json

import pygame
import pytest

from game.cli.play import main as play_main
from game.client import gfx, theme
from game.cruz.client.routes import OpenCruz
from game.cruz.client.scenes.play import CruzPlayScene
from game.cruz.client.scenes.results import CruzResultsScene
from game.cruz.engine import Build, Land, Phase
from game.cruz.match.guide_steps import STEPS
from tests.cruz.client.support import Table, make_app


def guided(lang: str = "en"):
    app = make_app()
    app.ctx.words.set_language(lang)
    app.router.go(OpenCruz())
    app.stack.top.bar["learn"].click()
    scene = app.stack.top
    assert isinstance(scene, CruzPlayScene) and scene.coach is not None
    return app, scene


def still(scene) -> bool:
    return not scene.queue.busy and not scene.pending_sync


def test_the_bot_waits_while_an_explanation_shows():
    app, scene = guided()
    for _ in range(300):
        app.step()
    shown = scene.coach.prompt()
    assert shown is not None and shown.can_next and shown.number == 1
    version = scene.session.version
    for _ in range(300):
        app.step()
    assert scene.session.version == version          # nobody moved: it waits for Next
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert scene.coach.prompt().number == 2
    pygame.display.quit()


def test_a_tap_the_step_does_not_ask_for_is_turned_away_with_a_hint():
    app, scene = guided()
    table = Table.__new__(Table)
    table.app, table.scene, table.handoffs = app, scene, 0
    for _ in range(5000):
        app.step()
        if not still(scene):
            continue
        shown = scene.coach.prompt()
        if shown.can_next:
            scene.coach.next()
        elif scene.flow.my_turn() and scene.session.state.phase is Phase.LANDING:
            break
        elif scene.flow.my_turn():
            scene.animate(scene.session.apply(scene.coach.guide.allowed(
                scene.session.state)[0]))
    allowed = scene.coach.guide.allowed(scene.session.state)
    free, _ = scene.flow.targets()
    wrong = next(f for f in free if Land(f) not in allowed)
    version = scene.session.version
    table.field(wrong)
    assert scene.session.version == version and scene.coach.refused
    right = next(a for a in allowed if isinstance(a, (Land, Build)))
    table.field(right.field)
    assert scene.session.version > version and scene.coach.refused is None
    pygame.display.quit()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_whole_guide_plays_through_by_taps(lang):
    app, scene = guided(lang)
    table = Table.__new__(Table)
    table.app, table.scene, table.handoffs = app, scene, 0
    seen: list[str] = []
    sizes_min = 99
    for _ in range(60000):
        if app.stack.top is not scene:
            break
        app.step()
        if not still(scene):
            continue
        shown = scene.coach.prompt()
        if shown is None:
            continue
        if not seen or seen[-1] != shown.step:
            seen.append(shown.step)
            with gfx.recording() as sizes:
                app.frame()
            sizes_min = min(sizes_min, min(sizes))
            assert shown.title(app.ctx.words) and shown.text(app.ctx.words)
        if shown.can_next:
            table.tap(scene.coach.next_button.rect.center)
        elif scene.flow.my_turn():
            table.act_allowed(scene.coach.guide.allowed(scene.session.state))
    assert isinstance(app.stack.top, CruzResultsScene)
    required = {s.id for s in STEPS if s.required}
    assert required <= set(seen), required - set(seen)
    assert set(scene.coach.guide.missed) <= {s.id for s in STEPS if not s.required}
    assert sizes_min >= theme.CAPTION
    pygame.display.quit()


def test_play_tutorial_autoplay_writes_a_picture_per_step(tmp_path, capsys):
    code = play_main(["--game", "santa-cruz", "--tutorial", "--autoplay", "--fast",
                      "--screenshots", str(tmp_path), "--size", "640x360"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    shots = sorted(p.name for p in tmp_path.glob("*.png"))
    assert len([s for s in shots if "_step" in s]) == len(report["steps"]) >= 34
    assert report["steps"][0] == "welcome" and report["steps"][-1] == "finish"


def test_the_guide_is_kept_and_picked_up_where_it_was_left():
    app, scene = guided()
    app.ctx.autosave = True
    app.router.go(OpenCruz())
    app.stack.top.bar["learn"].click()               # again, now kept as it goes
    scene = app.stack.top
    for _ in range(4000):
        app.step()
        if not still(scene):
            continue
        shown = scene.coach.prompt()
        if shown.step == "river_play":
            break
        if shown.can_next:
            scene.coach.next()
        elif scene.flow.my_turn():
            scene.animate(scene.session.apply(scene.coach.guide.allowed(
                scene.session.state)[0]))
    actions = list(scene.session.actions)
    app.router.go(OpenCruz())
    title = app.stack.top
    assert title.bar["learn"].text == app.ctx.words.t("title.continue_guide")
    title.bar["learn"].click()
    resumed = app.stack.top
    assert isinstance(resumed, CruzPlayScene) and resumed is not scene
    assert resumed.session.actions == actions
    assert resumed.coach.prompt().step == "river_play"
    pygame.display.quit()
