"""The application: window, logical canvas, fixed-timestep loop, scene stack.

The loop accumulates real time (clamped to ``MAX_FRAME`` so a stall never
fast-forwards the table), advances the top scene in fixed ``STEP`` updates and
draws every frame (unless ``Options.draw`` is off: tests, which ask for a
frame with ``App.frame``) on the logical canvas (1920x1080, or 1080x1920 for a
portrait kiosk), which ``Viewport`` letterboxes into the window. With
``virtual_time`` the loop does not sleep and pretends each frame lasted
``1/60`` s: headless runs and tests are deterministic and as fast as the
machine allows.

The window, canvas, stack and context are ``AppBase``'s (``app_base``, with
``Options``); input reaches the scenes through ``app_input``; drawing and
showing the canvas is ``app_drawing``.
"""
from __future__ import annotations

from typing import cast

from game.client.app_base import Options
from game.client.app_drawing import AppDrawing
from game.client.app_input import AppInput
from game.client.router import Routes
from game.client.scenes.box_title import box_routes
from game.client.theme import CANVAS_SIZE

STEP = 1.0 / 120.0
MAX_FRAME = 0.25
VIRTUAL_FRAME = 1.0 / 60.0
PORTRAIT_CANVAS = (CANVAS_SIZE[1], CANVAS_SIZE[0])


class App(AppInput, AppDrawing):
    """One client: the fixed-timestep loop over the scene stack."""

    def __init__(self, options: Options | None = None) -> None:
        super().__init__(options)
        # The routes build scenes for the whole app (input, drawing and loop); each
        # game of the box adds its own screens.
        routes: dict[type, object] = {}
        for game in self.options.games:
            routes.update(game.routes(self))
        if len(self.options.games) > 1:          # a box of several: its title chooses one
            routes.update(box_routes(self))
        self.ctx.router.configure(cast(Routes, routes))

    def _update_top(self, dt: float) -> None:
        top = self.stack.top
        if top is not None:
            top.update(dt)

    def update(self, dt: float) -> None:
        self.accumulator += min(dt, MAX_FRAME)
        while self.accumulator >= STEP:
            self._guarded(self._update_top, STEP, "update")
            self.time += STEP
            self.accumulator -= STEP

    def step(self, dt: float | None = None) -> None:
        """One frame: input, fixed updates, draw, after-frame hooks."""
        if dt is None:
            dt = VIRTUAL_FRAME if self.options.virtual_time else self.clock.tick(120) / 1000.0
        self.process_events()
        if self.running:
            self.update(dt)
        top = self.stack.top
        if self.running and top is not None and (self.options.draw or top.wants_frame):
            self.draw()
        self.frames += 1
        for hook in list(self.after_frame):
            self._guarded(hook, self, "after-frame")

    def run(self, max_frames: int | None = None) -> int:
        while self.running and self.stack.top is not None:
            self.step()
            if max_frames is not None and self.frames >= max_frames:
                break
        return self.exit_code
