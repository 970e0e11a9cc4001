"""Helpers for the kiosk, touch, save, settings and monkey tests: apps of
either shape and taps as a touchscreen sends them. An app keeps its language
and everything else in its own context: nothing process-wide to reset.

A kiosk app has Santa Monica alone unless ``games`` says otherwise (the kiosk
tests written before the second game speak of its screens: a tap on the attract
loop goes straight to its players step); ``BOX`` is the whole box, for the tests
of a kiosk with both games (tests/client/test_kiosk_games.py)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.client.app import PORTRAIT_CANVAS, App  # noqa: E402
from game.client.app_base import Options  # noqa: E402
from game.client.kiosk.shell import Kiosk  # noqa: E402
from game.monica.client.launch import setup_client  # noqa: E402
from game.client.theme import CANVAS_SIZE  # noqa: E402
from game.client.touch import finger_event  # noqa: E402
from game.cli.box import client_games  # noqa: E402
from game.client.games import GameClient  # noqa: E402
from game.monica.client.game import MONICA  # noqa: E402

BOX = client_games()


def make_app(shape: str = "landscape", *, kiosk: bool = False, fast: bool = True,
             autosave: bool = False, window: tuple[int, int] | None = None,
             games: tuple[GameClient, ...] | None = None) -> App:
    canvas = PORTRAIT_CANVAS if shape == "portrait" else CANVAS_SIZE
    window = window or (canvas[0] // 4, canvas[1] // 4)
    if games is None:
        games = (MONICA,) if kiosk else BOX
    app = App(Options(games=games, window_size=window, virtual_time=True, fast=fast, canvas_size=canvas,
                      kiosk=kiosk, show=False, draw=False))
    setup_client(app, autosave=autosave)
    if kiosk:
        Kiosk(app).install()
    return app


def to_window(app: App, pos: tuple[int, int]) -> tuple[float, float]:
    """A canvas point as normalised window coordinates (what SDL reports)."""
    wx, wy = app.viewport.to_window(pos)
    ww, wh = app.viewport.window_size
    return (wx + 0.5) / ww, (wy + 0.5) / wh


def finger(app: App, kind: int, pos: tuple[int, int], finger_id: int = 0) -> None:
    x, y = to_window(app, pos)
    pygame.event.post(finger_event(kind, x, y, finger_id))


def tap(app: App, pos: tuple[int, int], frames: int = 1) -> None:
    """A finger down and up at a canvas point, through SDL's event queue."""
    finger(app, pygame.FINGERDOWN, pos)
    app.step()
    finger(app, pygame.FINGERUP, pos)
    for _ in range(frames):
        app.step()


def tap_button(app: App, name: str, frames: int = 1) -> None:
    scene = app.stack.top
    button = scene.bar.get(name)
    assert button is not None, f"{scene.name} has no button {name!r}: " \
        f"{[b.name for b in scene.bar.buttons]}"
    tap(app, button.rect.center, frames)


def click(app: App, pos: tuple[int, int]) -> None:
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def key(app: App, k: int, unicode: str = "") -> None:
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))
    app.step()


def steps(app: App, n: int) -> None:
    for _ in range(n):
        app.step()


def kiosk_of(app: App) -> Kiosk:
    return app.kiosk
