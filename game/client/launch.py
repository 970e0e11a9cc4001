"""Start the client from the command line: build the app, pick the first
scene, and (for ``--autoplay``) watch the game to its end."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .app import App, Options


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


@dataclass
class Result:
    code: int = 0
    report: dict[str, Any] | None = None
    shots: list[str] = field(default_factory=list)


def build_app(launch: Launch) -> App:
    options = Options(window_size=launch.window_size, fullscreen=launch.fullscreen,
                      virtual_time=launch.autoplay, fast=launch.fast,
                      screenshots=launch.screenshots)
    return App(options)


def run(launch: Launch) -> Result:
    from .scenes.title import TitleScene
    app = build_app(launch)
    result = Result()
    app.push(TitleScene(app))
    if launch.seats is not None or launch.autoplay or launch.seed is not None:
        from .autoplay import start_game
        start_game(app, launch, result)
    code = app.run(launch.max_frames)
    result.code = code if result.code == 0 else result.code
    import pygame
    pygame.display.quit()      # fonts stay valid: cached fonts outlive one window
    return result
