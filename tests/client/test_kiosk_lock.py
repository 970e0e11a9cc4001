"""The kiosk's lock at the real client (drawing off): without a usable lock
(none yet, damaged, deleted) the kiosk says "operator needed" and never lets
anyone choose a PIN at the screen; damaged settings no longer touch the lock;
a new PIN the disk refuses is said on the pad and not taken; wrong PINs make
the pad wait, and no key a visitor can press leaves the kiosk or reaches the
settings without the PIN."""
from __future__ import annotations

import json

import pygame
import pytest

from game.monica.client.kiosk.attract import AttractScene
from game.i18n import tn
from game.persist import lock_file
from game.persist.kiosk_lock import TRIES, WAIT
from game.persist.lock_file import lock_path, read_lock, set_pin
from game.persist.paths import settings_path

from .kiosk_support import make_app, steps, tap, tap_button

PIN = "918273"
OPERATOR_ONLY = {"operator", "settings"}


def started(shape: str = "portrait"):
    """A real kiosk started (it wants a lock), on the attract loop."""
    app = make_app(shape, kiosk=True)
    app.stack.clear_to(AttractScene(app, seed=3))
    app.kiosk.require_pin = True
    app.kiosk.ask_for_pin()
    return app


@pytest.fixture
def locked():
    set_pin(PIN)
    app = make_app("landscape", kiosk=True)
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


def damage(how: str) -> None:
    path = lock_path()
    if how == "deleted":
        path.unlink()
    elif how == "trailing-comma":
        path.write_text(path.read_text("utf-8").rstrip()[:-1] + ",}", "utf-8")
    elif how == "folder":
        path.unlink()
        path.mkdir()
    elif how == "empty":
        path.write_text("", "utf-8")


def assert_operator_needed(app) -> None:
    """The pad says "operator needed": no keys, no way out, nothing typed counts."""
    pad = app.stack.top
    assert pad.name == "pin" and pad.mode == "needed"
    assert pad.bar.buttons == []
    post_keys(app)
    for char in PIN + "\r":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(char), mod=0, unicode=char,
                                             scancode=0))
        app.step()
    for _ in range(5):
        tap(app, (40, 40))
    assert app.running and app.stack.top is pad and pad.entered == ""
    assert read_lock()[0] is None or read_lock()[0].opens(PIN)     # nothing was chosen


@pytest.mark.parametrize("how", ["first-start", "deleted", "trailing-comma", "folder", "empty"])
def test_no_usable_lock_means_operator_needed_never_a_new_pin(how):
    if how != "first-start":
        set_pin(PIN)
        damage(how)
    app = started()
    try:
        assert_operator_needed(app)
        app.kiosk.last_input = app.time - 10_000            # left alone: the kiosk resets...
        app.step()
        assert_operator_needed(app)                          # ...and says it again
    finally:
        pygame.display.quit()


def test_operator_needed_is_drawn(tmp_path):
    app = started("landscape")
    try:
        app.draw()
        app.canvas_shot(str(tmp_path / "needed.png"))
        assert (tmp_path / "needed.png").stat().st_size > 0
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("how", ["trailing-comma", "too-big", "deep-key", "deleted"])
def test_damaged_settings_do_not_open_the_kiosk(how):
    set_pin(PIN)
    path = settings_path()
    path.write_text(json.dumps({"language": "de", "kiosk_pin": PIN}), "utf-8")
    if how == "trailing-comma":
        path.write_text('{"language": "de",}', "utf-8")
    elif how == "too-big":
        path.write_text(json.dumps({"language": "de", "pad": "x" * 70_000}), "utf-8")
    elif how == "deep-key":
        path.write_text(json.dumps({"language": "de", "x": [[[[[[[[[[1]]]]]]]]]]}), "utf-8")
    else:
        path.unlink()
    app = started()
    try:
        assert app.stack.top.name == "attract"               # locked, no pad of any kind
        open_pad(app)
        assert app.stack.top.mode == "unlock"
        enter(app, PIN)
        assert app.stack.top.name == "operator"
    finally:
        pygame.display.quit()


def test_a_lock_deleted_while_the_kiosk_runs_still_opens_until_the_restart():
    set_pin(PIN)
    app = started()
    try:
        lock_path().unlink()
        open_pad(app)
        enter(app, PIN)
        assert app.stack.top.name == "operator"
    finally:
        pygame.display.quit()
    again = started()
    try:
        assert_operator_needed(again)
    finally:
        pygame.display.quit()


def test_a_pin_set_from_the_command_line_counts_at_once():
    app = started()
    try:
        assert app.stack.top.mode == "needed"
        set_pin("860931")                                    # santa-monica kiosk --set-pin
        app.kiosk.start_over()
        assert app.stack.top.name == "attract"
        open_pad(app)
        enter(app, "860931")
        assert app.stack.top.name == "operator"
    finally:
        pygame.display.quit()


def test_a_new_pin_the_disk_refuses_is_said_and_not_taken(locked, monkeypatch):
    app = locked
    open_pad(app)
    enter(app, PIN)
    tap_button(app, "settings")
    tap_button(app, "pin")

    def refuse(path, text):
        raise OSError(28, "No space left on device", str(path))
    monkeypatch.setattr(lock_file, "write_atomic", refuse)
    pad = app.stack.top
    enter(app, "860931")
    enter(app, "860931")
    assert app.stack.top is pad and pad.error == "kiosk_lock.not_saved"
    lock = read_lock()[0]
    assert lock is not None and lock.opens(PIN) and not lock.opens("860931")
    assert app.kiosk.current_lock().opens(PIN)


def test_without_a_lock_no_guess_opens_the_operator_menu():
    app = make_app("portrait", kiosk=True)                  # a soak: no lock, no "needed"
    try:
        app.stack.clear_to(AttractScene(app, seed=3))
        for guess in ("", "2020", "0000", PIN):
            if app.stack.top.name != "pin":                  # three misses close the pad
                open_pad(app)
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
