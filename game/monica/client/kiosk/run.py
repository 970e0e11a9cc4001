"""Running the kiosk: build the app for a screen shape, then play it, soak it
(N attract games headless, with the resident memory between games) or take
one screenshot of the attract table. ``game.cli.kiosk`` parses the command
line and calls these; this is the only place the kiosk's loop touches pygame.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

import pygame

from game.client.app import PORTRAIT_CANVAS, App
from game.client.app_base import Options
from game.client.games import GameClient
from game.monica.client.launch import setup_client
from game.client.theme import CANVAS_SIZE
from game.monica.client.kiosk.attract import AttractScene
from game.client.kiosk.shell import Kiosk

SOAK_WINDOW = {"portrait": (540, 960), "landscape": (960, 540)}


@dataclass
class KioskRun:
    """What the command line chose: shape, window (None: fullscreen), and so on."""

    shape: str = "landscape"
    window: tuple[int, int] | None = None
    fast: bool = False
    seed: int | None = None
    language: str | None = None
    games: tuple[GameClient, ...] = ()     # the box (game.cli.box)


@dataclass
class Soak:
    games: int
    errors: int
    rss_mb_start: float
    rss_mb_end: float
    memory: list[float]        # resident MB after each game (the last 100)


def display_shape() -> str:
    """The shape of the screen the kiosk is plugged into."""
    pygame.display.init()
    info = pygame.display.Info()
    return "portrait" if info.current_h > info.current_w else "landscape"


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def build(run: KioskRun, headless: bool) -> tuple[App, Kiosk]:
    canvas = PORTRAIT_CANVAS if run.shape == "portrait" else CANVAS_SIZE
    window = SOAK_WINDOW[run.shape] if headless else (
        run.window or (canvas[0] // 2, canvas[1] // 2))
    options = Options(window_size=window, fullscreen=not (headless or run.window),
                      virtual_time=headless, fast=run.fast, canvas_size=canvas, kiosk=True,
                      show=not headless, games=run.games)
    app = App(options)
    setup_client(app, autosave=False, language=run.language)
    kiosk = Kiosk(app).install()
    app.stack.clear_to(kiosk.attract(seed=run.seed))
    return app, kiosk


def play(run: KioskRun) -> int:
    """The kiosk on a real screen until the operator leaves it."""
    app, kiosk = build(run, headless=False)
    kiosk.require_pin = True          # a real kiosk: no usable lock, "operator needed"
    kiosk.ask_for_pin()
    while app.running:
        app.step()
        if app.stack.top is None:
            kiosk.start_over()
    pygame.display.quit()
    return app.exit_code


def soak(run: KioskRun, games: int) -> Soak:
    """``games`` attract games headless; memory is read between games (after
    the first and after the last, once the finished game is gone)."""
    _headless()
    app, kiosk = build(run, headless=True)
    while kiosk.games < max(1, games) and app.running:
        app.step()
        if app.stack.top is None:
            kiosk.start_over()
    pygame.display.quit()
    return Soak(kiosk.games, kiosk.errors, kiosk.memory[0], kiosk.memory[-1], list(kiosk.memory))


def screenshot(run: KioskRun, path: str, moves: int = 90) -> None:
    """The attract table after ``moves`` actions, as the canvas shows it."""
    _headless()
    app, _ = build(run, headless=True)
    attract = app.stack.top
    assert isinstance(attract, AttractScene)          # build starts with the attract loop
    for _ in range(20000):
        app.step()
        inner = attract.inner
        if inner is not None and len(inner.match.actions) >= moves and not inner.queue.busy:
            break
    for _ in range(30):
        app.step()
    app.canvas_shot(path)
    pygame.display.quit()
