"""The kiosk's lock at the real client (drawing off): the first start makes the
operator choose a PIN, wrong PINs make the pad wait, and no key a visitor can
press leaves the kiosk or reaches the settings without the PIN."""
from __future__ import annotations

import pygame
import pytest

from game.client import prefs
from game.monica.client.kiosk.attract import AttractScene
from game.i18n import tn
from game.monica.persist import load_settings
from game.persist.kiosk_lock import TRIES, WAIT

from .kiosk_support import make_app, steps, tap, tap_button

PIN = "918273"
OPERATOR_ONLY = {"operator", "settings"}


@pytest.fixture
def fresh():
    """A kiosk started for the first time: no PIN chosen."""
    app = make_app("portrait", kiosk=True)
    app.stack.clear_to(AttractScene(app, seed=3))
    app.kiosk.require_pin = True
    app.kiosk.ask_for_pin()
    yield app
    pygame.display.quit()


@pytest.fixture
def locked():
    app = make_app("landscape", kiosk=True)
    prefs.change(app, kiosk_pin=PIN)
    app.stack.clear_to(AttractScene(app, seed=3))
    yield app
    pygame.display.quit()


def enter(app, pin: str) -> None:
    for digit in pin:
        tap_button(app, f"key_{digit}")
    tap_button(app, "key_ok")


def open_pad(app) -> None:
    for _ in range(5):
        tap(app, (40, 40))
    assert app.stack.top.name == "pin"


def post_keys(app) -> None:
    """Everything a visitor's keyboard can send, through SDL's event queue."""
    combos = [(pygame.K_ESCAPE, 0), (pygame.K_F4, pygame.KMOD_ALT),
              (pygame.K_TAB, pygame.KMOD_ALT), (pygame.K_F11, 0),
              (pygame.K_c, pygame.KMOD_CTRL), (pygame.K_q, pygame.KMOD_CTRL),
              (pygame.K_w, pygame.KMOD_CTRL), (pygame.K_RETURN, pygame.KMOD_ALT)]
    for k, mod in combos:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="",
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, scancode=0))
        app.step()
    pygame.event.post(pygame.event.Event(pygame.QUIT))               # the close button
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE, window=None))
    app.step()


def test_first_start_makes_the_operator_choose_a_pin(fresh):
    app = fresh
    pad = app.stack.top
    assert pad.name == "pin" and pad.mode == "first"
    assert pad.bar.get("cancel") is None                    # no way around it
    post_keys(app)
    assert app.running and app.stack.top is pad
    for bad, why in [("12", "pin_length"), ("0000", "pin_trivial"), ("1234", "pin_trivial"),
                     ("2020", "pin_trivial"), ("7777", "pin_trivial"), ("123456", "pin_trivial")]:
        enter(app, bad)
        assert pad.error == f"kiosk_lock.{why}" and pad.first is None
    enter(app, PIN)
    enter(app, "918274")                                     # a slip: start again
    assert pad.error == "kiosk_lock.mismatch" and app.stack.top is pad
    enter(app, PIN)
    enter(app, PIN)
    assert app.stack.top.name == "attract"
    assert load_settings()[0].kiosk_pin == PIN


def test_an_unchosen_pin_is_asked_for_again_after_a_start_over(fresh):
    app = fresh
    app.kiosk.last_input = app.time - 10_000                # left alone: the kiosk resets
    app.step()
    assert app.stack.top.name == "pin" and app.stack.top.mode == "first"


def test_no_pin_opens_the_operator_menu_before_one_is_chosen():
    app = make_app("portrait", kiosk=True)                  # a soak: no PIN, no pad
    try:
        app.stack.clear_to(AttractScene(app, seed=3))
        open_pad(app)
        for guess in ("", "2020", "0000"):
            enter(app, guess)
            assert app.stack.top.name != "operator"
    finally:
        pygame.display.quit()


def test_wrong_pins_make_the_pad_wait_a_minute(locked, tmp_path):
    app = locked
    open_pad(app)
    for _ in range(TRIES):
        if app.stack.top.name != "pin":                      # three misses close the pad...
            open_pad(app)                                    # ...which counts on anyway
        enter(app, "5555")
    open_pad(app)
    pad = app.stack.top
    assert WAIT - 5 < pad.wait_left() <= WAIT
    enter(app, PIN)                                          # even the right PIN waits
    assert app.stack.top is pad
    app.draw()
    app.canvas_shot(str(tmp_path / "pin_wait.png"))        # looked at: the wait is shown
    assert (tmp_path / "pin_wait.png").stat().st_size > 0
    app.kiosk.pin_guard.locked_until = app.time + 0.5
    assert pad.wait_left() == 1 and tn("kiosk_lock.wait", 1, n=1).endswith("wait 1 second")
    steps(app, 40)                                           # well over half a second later
    enter(app, PIN)
    assert app.stack.top.name == "operator"


@pytest.mark.parametrize("where", ["attract", "play", "pause", "pin", "rules"])
def test_no_key_leaves_the_kiosk_or_opens_the_settings(locked, where):
    app = locked
    fullscreen = app.fullscreen
    if where in ("play", "pause", "rules"):
        tap(app, (app.canvas_size[0] // 2, app.canvas_size[1] // 2))
        tap_button(app, "start")
        if where == "pause":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                                 unicode="", scancode=0))
            app.step()
        if where == "rules":
            from game.monica.client.help import open_how_to_play
            open_how_to_play(app)
    elif where == "pin":
        open_pad(app)
    for _ in range(3):
        post_keys(app)
        assert app.running and app.exit_code == 0
        assert app.fullscreen == fullscreen
        assert not OPERATOR_ONLY & {scene.name for scene in app.stack}
