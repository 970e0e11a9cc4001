"""The application: window, logical canvas, fixed-timestep loop, scene stack.

The loop accumulates real time (clamped to ``MAX_FRAME`` so a stall never
fast-forwards the table), advances the top scene in fixed ``STEP`` updates and
draws every frame on the 1920x1080 canvas, which ``Viewport`` letterboxes
into the resizable window. With ``virtual_time`` the loop does not sleep and
pretends each frame lasted ``1/60`` s: headless runs and tests are
deterministic and as fast as the machine allows.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Callable

import pygame

from .scene import Scene, SceneStack
from .theme import CANVAS_SIZE
from .viewport import Viewport

STEP = 1.0 / 120.0
MAX_FRAME = 0.25
VIRTUAL_FRAME = 1.0 / 60.0
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


@dataclass
class Options:
    """What the player (or the command line) chose for this session."""

    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    virtual_time: bool = False
    anim_speed: float = 1.0         # 0.5 slow .. 3 fast; ``fast`` skips animations
    fast: bool = False
    screenshots: str | None = None
    extra: dict = field(default_factory=dict)


class App:
    def __init__(self, options: Options | None = None) -> None:
        self.options = options or Options()
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Santa Monica")
        self.viewport = Viewport(CANVAS_SIZE, self.options.window_size)
        self.fullscreen = False
        self.window = pygame.display.set_mode(self.options.window_size, pygame.RESIZABLE)
        if self.options.fullscreen:
            self.toggle_fullscreen()
        self.canvas = pygame.Surface(CANVAS_SIZE)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.accumulator = 0.0
        self.time = 0.0              # simulated seconds since start
        self.frames = 0
        self.running = True
        self.mouse = (0, 0)          # last pointer position on the canvas
        self.after_frame: list[Callable[["App"], None]] = []
        self.exit_code = 0

    # -- window ------------------------------------------------------------
    def toggle_fullscreen(self) -> None:
        if self.fullscreen:
            self.window = pygame.display.set_mode(self.options.window_size, pygame.RESIZABLE)
        else:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self.fullscreen = not self.fullscreen
        self.viewport.window_size = self.window.get_size()

    def to_logical_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """A copy of a mouse event with ``pos`` in canvas coordinates."""
        if event.type not in MOUSE_EVENTS:
            return event
        data = dict(event.dict)
        data["pos"] = self.viewport.to_logical(event.pos)
        if "rel" in data:
            s = self.viewport.scale or 1.0
            data["rel"] = (int(event.rel[0] / s), int(event.rel[1] / s))
        return pygame.event.Event(event.type, data)

    # -- scenes --------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()
        if not len(self.stack):
            self.running = False

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    # -- loop ----------------------------------------------------------------
    def feed(self, event: pygame.event.Event) -> None:
        """Hand one event (canvas coordinates) to the top scene."""
        if event.type in MOUSE_EVENTS:
            self.mouse = event.pos
        top = self.stack.top
        if top is not None:
            top.handle_event(event)

    def process_events(self) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.quit(0)
            elif event.type == pygame.VIDEORESIZE and not self.fullscreen:
                self.options.window_size = (max(320, event.w), max(180, event.h))
                self.viewport.window_size = self.window.get_size()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            else:
                self.feed(self.to_logical_event(event))

    def update(self, dt: float) -> None:
        self.accumulator += min(dt, MAX_FRAME)
        while self.accumulator >= STEP:
            top = self.stack.top
            if top is not None:
                top.update(STEP)
            self.time += STEP
            self.accumulator -= STEP

    def draw(self) -> None:
        for scene in self.stack.visible():
            scene.draw(self.canvas)
        self.window = pygame.display.get_surface() or self.window   # resized windows
        self.viewport.window_size = self.window.get_size()
        self.viewport.present(self.canvas, self.window)
        pygame.display.flip()

    def step(self, dt: float | None = None) -> None:
        """One frame: input, fixed updates, draw, after-frame hooks."""
        if dt is None:
            dt = VIRTUAL_FRAME if self.options.virtual_time else self.clock.tick(120) / 1000.0
        self.process_events()
        if self.running:
            self.update(dt)
        if self.running and self.stack.top is not None:
            self.draw()
        self.frames += 1
        for hook in list(self.after_frame):
            hook(self)

    def run(self, max_frames: int | None = None) -> int:
        while self.running and self.stack.top is not None:
            self.step()
            if max_frames is not None and self.frames >= max_frames:
                break
        return self.exit_code

    def screenshot(self, path: str) -> None:
        """Save what the window shows (the letterboxed, scaled canvas)."""
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        pygame.image.save(self.window, path)
