"""``play --game santa-cruz``: open Santa Cruz from the command line, at its
title or straight at a table set from ``--seats``; with ``--autoplay`` the bots
play a whole game through the real client (headless with the dummy video
driver), a PNG at every action and scene change when ``--screenshots`` is
given, and the final scores come back as a report.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.client import prefs
from game.client.app import App
from game.client.app_base import Options
from game.client.games import GameClient
from game.client.router import Guide, Play
from game.cruz.client.routes import OpenCruz
from game.cruz.client.scenes.play import CruzPlayScene
from game.cruz.client.scenes.results import CruzResultsScene
from game.cruz.client.setup import setup_from_kinds
from game.cruz.engine import final_scores

KINDS = ("human", "easy", "medium", "hard")


@dataclass
class CruzLaunch:
    seats: list[str] | None = None
    autoplay: bool = False
    fast: bool = False
    seed: int | None = None
    screenshots: str | None = None
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    max_frames: int | None = None
    language: str | None = None
    draft: bool = True
    tutorial: bool = False
    games: tuple[GameClient, ...] = ()


@dataclass
class CruzResult:
    code: int = 0
    report: dict[str, Any] | None = None
    shots: list[str] = field(default_factory=list)


class Watcher:
    """After-frame hook: a PNG at each scene change and each action once the table
    is still; at the results, the report and (with autoplay) the end."""

    def __init__(self, launch: CruzLaunch, result: CruzResult) -> None:
        self.launch, self.result = launch, result
        self.changes = -1
        self.turn = -1
        self.count = 0

    def shot(self, app: App, label: str) -> None:
        folder = self.launch.screenshots
        if not folder:
            return
        os.makedirs(folder, exist_ok=True)
        self.count += 1
        path = os.path.join(folder, f"{self.count:04d}_{label}.png")
        app.screenshot(path)
        self.result.shots.append(path)

    def __call__(self, app: App) -> None:
        top = app.stack.top
        if top is None:
            return
        if app.stack.changes != self.changes:
            self.changes = app.stack.changes
            self.shot(app, top.name)
        if isinstance(top, CruzPlayScene) and not top.queue.busy and top.turns != self.turn:
            self.turn = top.turns
            self.shot(app, f"turn{top.turns:03d}")
        if isinstance(top, CruzResultsScene) and self.launch.autoplay:
            names = [s.name for s in top.setup.seats]
            self.result.report = {"players": [{"name": n, "total": s} for n, s in
                                              zip(names, final_scores(top.state), strict=True)]}
            top.t = 1e9
            self.shot(app, "final_tally")
            app.quit(0)


class GuidePlayer(Watcher):
    """The guided game played headless by doing what each step asks (Next, or the
    first action the step allows), a PNG per step; at the results, the report."""

    def __init__(self, launch: CruzLaunch, result: CruzResult) -> None:
        super().__init__(launch, result)
        self.step: tuple[str, int] | None = None
        self.steps: list[str] = []

    def __call__(self, app: App) -> None:
        top = app.stack.top
        if isinstance(top, CruzResultsScene):
            super().__call__(app)
            if self.result.report is not None:
                self.result.report["steps"] = self.steps
            return
        if not isinstance(top, CruzPlayScene) or top.coach is None:
            return
        if top.queue.busy or top.pending_sync:
            return
        shown = top.coach.prompt()
        if shown is None:
            return
        if (shown.step, shown.number) != self.step:
            self.step = (shown.step, shown.number)
            self.steps.append(shown.step)
            self.shot(app, f"step{len(self.steps):02d}_{shown.step}")
        if shown.can_next:
            top.coach.next()
        elif top.flow.my_turn():
            allowed = top.coach.guide.allowed(top.session.state)
            if allowed:
                top.animate(top.session.apply(allowed[0]))


def start_client(app: App, *, autosave: bool, language: str | None, keep_replays: bool) -> None:
    """Settings (a damaged file is said on the title), this session's language, autosave."""
    app.startup_message = prefs.start(app)
    if language and app.settings is not None:
        prefs.apply(app, app.settings.changed(language=language))
    app.ctx.autosave = autosave
    app.ctx.keep_replays = keep_replays


def run(launch: CruzLaunch) -> CruzResult:
    app = App(Options(window_size=launch.window_size, fullscreen=launch.fullscreen,
                      virtual_time=launch.autoplay, fast=launch.fast,
                      screenshots=launch.screenshots, games=launch.games))
    start_client(app, autosave=not launch.autoplay, language=launch.language,
                 keep_replays=launch.autoplay)
    result = CruzResult()
    app.router.go(OpenCruz())
    if launch.tutorial:
        title = app.stack.top
        assert title is not None
        title.router.go(Guide())
        if launch.autoplay:
            app.after_frame.append(GuidePlayer(launch, result))
    elif launch.seats is not None or launch.autoplay or launch.seed is not None:
        kinds = launch.seats or (["medium"] * 4 if launch.autoplay else
                                 ["human", "medium", "medium", "medium"])
        if launch.autoplay:
            kinds = [k if k != "human" else "medium" for k in kinds]
        setup = setup_from_kinds(kinds, launch.seed, words=app.ctx.words, draft=launch.draft)
        title = app.stack.top
        assert title is not None                       # Santa Cruz's title, just opened
        title.router.go(Play(setup))                   # the table goes over it
    if (launch.autoplay or launch.screenshots) and not launch.tutorial:
        app.after_frame.append(Watcher(launch, result))
    code = app.run(launch.max_frames)
    result.code = code if result.code == 0 else result.code
    pygame.display.quit()
    return result
