"""Start the client from the command line: build the app, load and apply the
player's settings, pick the first scene, and (for ``--autoplay``) watch the
game to its end."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pygame

from game.client import prefs
from game.client.app import App
from game.client.app_base import Options
from game.client.games import GameClient
from game.monica.client.autoplay import start_game
from game.client.router import Box, Title
from game.monica.client.scenes.replace_game import ReplaceGameDialog, saved_game_names
from game.monica.client.scenes.results import LINE_TIME, ResultsScene
from game.monica.client.tutorial.watch import start_guide


@dataclass
class Launch:
    seats: list[str] | None = None
    autoplay: bool = False
    fast: bool = False
    seed: int | None = None
    objective: str | None = None
    screenshots: str | None = None
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    max_frames: int | None = None
    language: str | None = None
    tutorial: bool = False
    games: tuple[GameClient, ...] = ()     # the box (game.cli.box)


@dataclass
class Result:
    code: int = 0
    report: dict[str, Any] | None = None
    shots: list[str] = field(default_factory=list)


def build_app(launch: Launch) -> App:
    options = Options(window_size=launch.window_size, fullscreen=launch.fullscreen,
                      virtual_time=launch.autoplay, fast=launch.fast,
                      screenshots=launch.screenshots, games=launch.games)
    return App(options)


def setup_client(app: App, *, autosave: bool, language: str | None = None,
                 keep_replays: bool = False) -> None:
    """Settings (a damaged file is reported on the title), sounds, autosave
    (or, with ``keep_replays``, only a replay of each finished game)."""
    app.startup_message = prefs.start(app)
    if language and app.settings is not None:
        prefs.apply(app, app.settings.changed(language=language))
    app.ctx.autosave = autosave
    app.ctx.keep_replays = keep_replays
    app.after_frame.append(TallySound())


class TallySound:
    """After-frame hook: a rising blip for each scorepad line of the results."""

    def __init__(self) -> None:
        self.scene: object | None = None
        self.line = -1

    def __call__(self, app: App) -> None:
        top = app.stack.top
        if not isinstance(top, ResultsScene):
            self.scene = None
            return
        if top is not self.scene:
            self.scene, self.line = top, -1
        line = int(top.t / LINE_TIME)
        total = top.lines_total
        if line != self.line and 0 <= line <= total:
            self.line = line
            app.ctx.audio.play("tally")


def run(launch: Launch) -> Result:
    app = build_app(launch)
    # A headless autoplay game is not autosaved, but its replay is kept like
    # any finished game's, so it can be watched and reviewed.
    setup_client(app, autosave=not launch.autoplay, language=launch.language,
                 keep_replays=launch.autoplay)
    if launch.fullscreen:
        app.set_fullscreen(True)
    result = Result()
    # no game asked for: a box of several games opens on its own title
    chosen = launch.tutorial or launch.seats is not None or launch.autoplay or launch.seed is not None
    app.router.go(Box() if len(launch.games) > 1 and not chosen else Title())
    if launch.tutorial:
        start_guide(app, launch, result)
    elif launch.seats is not None or launch.autoplay or launch.seed is not None:
        begin = partial(start_game, app, launch, result)
        names = saved_game_names() if app.ctx.autosave else None
        if names is not None:         # ask before the saved game in progress is lost
            app.push(ReplaceGameDialog(app, names, begin))
        else:
            begin()
    code = app.run(launch.max_frames)
    result.code = code if result.code == 0 else result.code
    pygame.display.quit()      # fonts stay valid: cached fonts outlive one window
    return result
