"""The kiosk: attract games, a visitor's game from a tap, "Still playing?",
the operator's corner and PIN, the error net, the lock, both screen shapes."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from game.cli import kiosk as kiosk_cli
from game.monica.client.kiosk.players import kiosk_setup
from game.client.router import Results, Title
from game.client.scene import Scene
from game.monica.client.scenes.title import TitleScene
from game.monica.match import Autosave, Match
from game.monica.engine import legal_actions
from game.i18n import Words

from .kiosk_support import (click, key, make_app, steps, tap, tap_button)


PIN = "918273"          # the operator's choice in these tests (there is no default)


def locked_kiosk(shape: str):
    app = make_app(shape, kiosk=True)
    assert app.kiosk.set_pin(PIN) is None
    app.stack.clear_to(app.kiosk.attract(seed=3))
    return app


@pytest.fixture(params=["portrait", "landscape"])
def kapp(request):
    yield locked_kiosk(request.param)
    pygame.display.quit()


@pytest.fixture
def portrait():
    yield locked_kiosk("portrait")
    pygame.display.quit()


def test_attract_loop_plays_whole_games(portrait):
    app = portrait
    app.stack.clear_to(app.kiosk.attract(seed=3, levels=("easy",) * 4))
    first = app.stack.top.inner
    for _ in range(3000):
        app.step()
        if app.kiosk.games >= 1:
            break
    assert app.kiosk.games == 1 and app.kiosk.errors == 0
    attract = app.stack.top
    assert attract.name == "attract" and attract.inner is not first
    assert attract.inner.match.observers == []          # silent, and no saves
    assert all(seat.is_bot for seat in attract.inner.setup.seats)


def test_a_tap_hands_the_table_to_visitors(kapp):
    app = kapp
    steps(app, 3)
    tap(app, (app.canvas_size[0] // 2, app.canvas_size[1] // 2))
    assert app.stack.top.name == "kiosk_players"
    tap_button(app, "humans_3")
    assert app.stack.top.humans == 3
    tap_button(app, "start")
    play = app.stack.top
    assert play.name == "play" and len(app.stack) == 1
    kinds = [s.kind for s in play.setup.seats]
    assert kinds == ["human", "human", "human"]            # no bots unless asked for
    assert not any(isinstance(o, Autosave) for o in play.match.observers)
    assert play.layout.size == app.canvas_size             # the layout for this screen


def test_bots_fill_to_two_or_to_four():
    assert [s.kind for s in kiosk_setup(Words(), 1, False, 1).seats] == ["human", "bot"]
    assert [s.kind for s in kiosk_setup(Words(), 1, True, 1).seats] == ["human", "bot", "bot", "bot"]
    assert [s.kind for s in kiosk_setup(Words(), 2, True, 1).seats] == ["human", "human", "bot", "bot"]
    assert [s.kind for s in kiosk_setup(Words(), 4, False, 1).seats] == ["human"] * 4


def start_visitor_game(app) -> None:
    tap(app, (app.canvas_size[0] // 2, app.canvas_size[1] // 2))
    tap_button(app, "start")
    assert app.stack.top.name == "play"


def test_idle_game_asks_then_returns_to_attract(portrait):
    app = portrait
    start_visitor_game(app)
    steps(app, 2)
    assert app.stack.top.name == "play"
    app.kiosk.last_input = app.time - app.settings.kiosk_idle_seconds - 1
    app.step()
    assert app.stack.top.name == "still_playing"
    tap(app, (100, 1500))                                   # any touch keeps the game
    assert app.stack.top.name == "play"
    app.kiosk.last_input = app.time - app.settings.kiosk_idle_seconds - 1
    app.step()
    still = app.stack.top
    steps(app, 30)
    assert still.left < 20                                 # counting down
    still.left = 0.01
    steps(app, 2)
    assert app.stack.top.name == "attract" and len(app.stack) == 1


def test_idle_time_comes_from_the_settings(portrait):
    app = portrait
    from game.client import prefs
    prefs.change(app, kiosk_idle_seconds=300)
    start_visitor_game(app)
    app.kiosk.last_input = app.time - 200
    app.step()
    assert app.stack.top.name == "play"


def enter_pin(app, pin: str) -> None:
    for digit in pin:
        tap_button(app, f"key_{digit}")
    tap_button(app, "key_ok")


def test_operator_holds_the_corner_and_types_the_pin(kapp):
    app = kapp
    start_visitor_game(app)
    click(app, (60, 60))                      # a mouse click in the corner does nothing...
    assert app.stack.top.name == "play"
    app.feed(pygame.event.Event(pygame.FINGERDOWN, pos=(30, 30), x=0.0, y=0.0, finger_id=0))
    steps(app, 20)
    assert app.stack.top.name == "play"
    app.kiosk.press_at = app.time - 3.01      # ...until it has been held 3 seconds
    app.step()
    assert app.stack.top.name == "pin"
    app.feed(pygame.event.Event(pygame.FINGERUP, pos=(30, 30), x=0.0, y=0.0, finger_id=0))
    enter_pin(app, "1234")
    assert app.stack.top.name == "pin" and app.stack.top.error == "kiosk.wrong_pin"
    enter_pin(app, PIN)
    assert app.stack.top.name == "operator"
    tap_button(app, "settings")
    assert app.stack.top.name == "settings" and app.stack.top.operator
    assert app.stack.top.bar.get("kiosk_idle_seconds:idle_90") is not None
    key(app, pygame.K_ESCAPE)
    tap_button(app, "exit")
    assert not app.running and app.exit_code == 0


def test_five_taps_in_the_corner_open_the_pin_and_three_misses_close_it(portrait):
    app = portrait
    for _ in range(5):
        tap(app, (40, 40))
    assert app.stack.top.name == "pin"
    for _ in range(3):
        enter_pin(app, "0000")
    assert app.stack.top.name == "attract"


def test_operator_can_change_the_pin(portrait):
    app = portrait
    for _ in range(5):
        tap(app, (40, 40))
    enter_pin(app, PIN)
    tap_button(app, "settings")
    tap_button(app, "pin")
    enter_pin(app, "12")
    assert app.stack.top.error == "kiosk_lock.pin_length"
    enter_pin(app, "2020")
    assert app.stack.top.error == "kiosk_lock.pin_trivial"
    enter_pin(app, "860931")
    assert app.stack.top.first == "860931"                # typed once: now again
    enter_pin(app, "860931")
    from game.persist.lock_file import read_lock
    lock = read_lock()[0]                                 # kept as a salted hash on disk
    assert lock is not None and lock.opens("860931") and not lock.opens(PIN)


def test_an_operator_left_alone_locks_again(portrait):
    app = portrait
    for _ in range(5):
        tap(app, (40, 40))
    enter_pin(app, PIN)
    assert app.stack.top.name == "operator"
    app.kiosk.last_input = app.time - 1000
    app.step()
    assert app.stack.top.name == "attract" and len(app.stack) == 1


class Broken(Scene):
    name = "broken"

    def update(self, dt: float) -> None:
        raise ZeroDivisionError("a bug in a scene")


def test_an_error_is_logged_and_the_kiosk_starts_over(portrait):
    app = portrait
    app.push(Broken(app))
    app.step()
    assert app.stack.top.name == "attract" and app.kiosk.errors == 1
    log = app.kiosk.log_path.read_text(encoding="utf-8")
    assert "ZeroDivisionError: a bug in a scene" in log and "scene: broken" in log
    steps(app, 3)
    assert app.running


def test_no_exit_for_visitors(portrait):
    app = portrait
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_F11)
    assert app.running and not app.fullscreen
    app.router.go(Title())                                 # every way "home" is the loop
    assert app.stack.top.name == "attract"
    start_visitor_game(app)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert pause.name == "pause"
    assert {b.name for b in pause.bar.buttons} == {"resume", "rules", "restart"}
    tap_button(app, "restart")
    assert app.stack.top.name == "attract"


def finished(seed: int = 4):
    setup = kiosk_setup(Words(), 1, True, seed)
    match = Match(setup)
    rng = random.Random(seed)
    while match.state.phase != "over":
        match.play(rng.choice(legal_actions(match.state)))
    return setup, match


def test_results_at_the_kiosk(kapp):
    app = kapp
    setup, match = finished()
    app.router.go(Results(setup, match.state, match.report()))
    top = app.stack.top
    assert top.name == "results"
    if app.portrait:
        assert top.adaptive                               # the kiosk's own, for portrait
        steps(app, 2)
        tap_button(app, "done")
        assert app.stack.top.name == "attract"
    else:
        steps(app, 2)
        top.to_title()
        assert app.stack.top.name == "attract"


def test_screen_shape_from_the_window():
    args = kiosk_cli.parse_args(["--window", "1080x1920"])
    assert kiosk_cli.screen_shape(args) == "portrait"
    args = kiosk_cli.parse_args(["--window", "1920x1080"])
    assert kiosk_cli.screen_shape(args) == "landscape"


@pytest.mark.slow
def test_soak_runs_whole_games_and_reports(capsys):
    code = kiosk_cli.main(["--attract-games", "1", "--fast", "--portrait", "--seed", "2"])
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    pygame.display.quit()
    assert report["games"] == 1 and report["errors"] == 0
    assert report["rss_mb_start"] > 0 and report["rss_mb_end"] > 0
    assert code == 0


def screens(app):
    """Every screen of ours, built for this app's canvas."""
    from game.client.kiosk.idle import StillPlayingScene
    from game.client.kiosk.operator import OperatorScene
    from game.client.kiosk.pin import PinScene
    from game.monica.client.kiosk.players import PlayersScene
    from game.monica.client.kiosk.results import KioskResultsScene
    from game.monica.client.scenes.new_game import NewGameScene
    from game.client.scenes.pause import PauseScene
    from game.monica.client.scenes.replays import ReplaysScene
    from game.client.scenes.settings import SettingsScene
    setup, match = finished()
    out = [PlayersScene(app), PinScene(app), OperatorScene(app), StillPlayingScene(app),
           KioskResultsScene(app, setup, match.report()), PauseScene(app),
           SettingsScene(app), SettingsScene(app, operator=True), ReplaysScene(app)]
    if not app.portrait:
        title = TitleScene(app)
        title.build()
        out += [title, NewGameScene(app)]
    return out


def test_every_target_is_a_finger_wide(kapp):
    app = kapp
    small = []
    for scene in screens(app):
        if scene.name == "replays":
            scene.enter()
        for b in scene.bar.buttons:
            if b.rect.w < 48 or b.rect.h < 48:
                small.append((scene.name, b.name, b.rect.size))
            assert app.canvas.get_rect().contains(b.rect), (scene.name, b.name, b.rect)
    assert small == []
    from game.client.layout import load_layout
    table = load_layout(app.table_layout)
    for slot in table.slots.values():
        if slot.kind == "button":
            assert min(slot.rect[2:]) >= 48, slot.name
