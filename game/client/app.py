"""The application: window, logical canvas, fixed-timestep loop, scene stack.

The loop accumulates real time (clamped to ``MAX_FRAME`` so a stall never
fast-forwards the table), advances the top scene in fixed ``STEP`` updates and
draws every frame (unless ``Options.draw`` is off: tests, which ask for a
frame with ``App.frame``) on the logical canvas (1920x1080, or 1080x1920 for a
portrait kiosk), which ``Viewport`` letterboxes into the window. With
``virtual_time`` the loop does not sleep and pretends each frame lasted
``1/60`` s: headless runs and tests are deterministic and as fast as the
machine allows.

Input: mouse positions reach scenes in the scene's own canvas coordinates.
Touches arrive as ``FINGERDOWN`` / ``FINGERMOTION`` / ``FINGERUP`` with an
added ``pos`` (canvas coordinates); unless the scene sets ``fingers = True``
(it handles fingers itself) the app follows each with the matching left-button
mouse event marked ``touch=True``. Mouse events SDL synthesises from touches
are dropped, so a tap is never seen twice.

A scene drawn for another canvas shape than the app's (a landscape-only
screen in a portrait kiosk) is drawn off-screen at its own size and scaled
in (``frames``).
"""
from __future__ import annotations

import os
import traceback
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from ..persist import Settings
from . import audio, backdrop, frames
from .context import Context
from .router import Router
from .routes import desktop_routes
from .scene import Scene, SceneStack
from .theme import CANVAS_SIZE
from .touch import FINGER_EVENTS, TouchTranslator
from .transition import Fade
from .viewport import Viewport
from .widgets import shade

if TYPE_CHECKING:
    from .kiosk.shell import Kiosk

STEP = 1.0 / 120.0
MAX_FRAME = 0.25
VIRTUAL_FRAME = 1.0 / 60.0
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
PORTRAIT_CANVAS = (CANVAS_SIZE[1], CANVAS_SIZE[0])
TABLE_LAYOUTS = {"landscape": "table_16x9", "portrait": "kiosk_portrait"}
ErrorHandler = Callable[[BaseException, str], None]


@dataclass
class Options:
    """What the player (or the command line) chose for this session."""

    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    virtual_time: bool = False
    fast: bool = False              # skip animations (autoplay, soak, tests)
    screenshots: str | None = None
    canvas_size: tuple[int, int] = CANVAS_SIZE
    kiosk: bool = False
    show: bool = True               # False: headless runs skip scaling into the window
    draw: bool = True               # False: tests; frames only when asked (``App.frame``)


class App:
    def __init__(self, options: Options | None = None) -> None:
        self.options = options or Options()
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Santa Monica")
        w, h = self.options.canvas_size
        self.canvas_size: tuple[int, int] = (int(w), int(h))
        self.viewport = Viewport(self.canvas_size, self.options.window_size)
        self.fullscreen = False
        self.window = pygame.display.set_mode(self.options.window_size, pygame.RESIZABLE)
        if self.options.fullscreen:
            self.toggle_fullscreen()
        self.canvas = pygame.Surface(self.canvas_size)
        self.stack = SceneStack()
        self.ctx = Context(router=Router())
        self.ctx.router.configure(desktop_routes(self))
        self.clock = pygame.time.Clock()
        self.accumulator = 0.0
        self.time = 0.0              # simulated seconds since start
        self.frames = 0
        self.running = True
        self.mouse = (0, 0)          # last pointer position on the top scene's canvas
        self.after_frame: list[Callable[["App"], None]] = []
        self.input_filters: list[Callable[[pygame.event.Event], bool]] = []
        self.on_error: ErrorHandler | None = None
        self.kiosk: Kiosk | None = None      # set by ``Kiosk.install``
        self.exit_code = 0
        self.startup_message: str | None = None     # e.g. "your settings file was damaged"
        self.touch = TouchTranslator()
        self._offscreen: dict[tuple[tuple[int, int], bool], pygame.Surface] = {}
        self._frames: dict[int, frames.Frame] = {}
        self.fade = Fade()               # the cross-fade when the scene stack changes
        self._drawn_changes = -1

    @property
    def router(self) -> Router:
        """The one router: ``app.router.go(Title())`` (see ``game.client.router``)."""
        return self.ctx.router

    @property
    def settings(self) -> Settings | None:
        """The player's settings once launch has loaded them (``ctx.settings``)."""
        return self.ctx.settings

    @settings.setter
    def settings(self, value: Settings | None) -> None:
        self.ctx.settings = value

    # -- shape -------------------------------------------------------------------------
    @property
    def portrait(self) -> bool:
        return self.canvas_size[1] > self.canvas_size[0]

    @property
    def table_layout(self) -> str:
        """The Tiled layout of the table for this canvas shape."""
        return TABLE_LAYOUTS["portrait" if self.portrait else "landscape"]

    def scene_size(self, scene: Scene) -> tuple[int, int]:
        """The canvas size ``scene`` draws for: the app's for adaptive scenes,
        else its layout's, else the landscape canvas."""
        if getattr(scene, "adaptive", False):
            return self.canvas_size
        size = getattr(getattr(scene, "layout", None), "size", None)
        if isinstance(size, tuple) and len(size) == 2:
            return (int(size[0]), int(size[1]))
        return CANVAS_SIZE

    def frame_of(self, scene: Scene) -> frames.Frame | None:
        """How a scene of another shape sits in the canvas (None: 1:1)."""
        size = self.scene_size(scene)
        if size == self.canvas_size:
            return None
        return self._frames.get(id(scene)) or frames.whole(size, self.canvas_size)

    @property
    def transitions(self) -> bool:
        """Screens cross-fade when they change: not under reduced motion, in
        instant play or with drawing off (tests)."""
        return self.options.draw and not (self.ctx.motion.reduced or self.options.fast)

    # -- window ------------------------------------------------------------------------
    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        try:
            if on:
                self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.window = pygame.display.set_mode(self.options.window_size,
                                                      pygame.RESIZABLE)
        except pygame.error:
            return
        self.fullscreen = on
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

    # -- scenes --------------------------------------------------------------------------
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

    # -- input ---------------------------------------------------------------------------
    def feed(self, event: pygame.event.Event) -> None:
        """Hand one event (canvas coordinates) to the top scene."""
        for keep_out in self.input_filters:
            if keep_out(event):
                return
        top = self.stack.top
        if top is None:
            return
        if event.type in FINGER_EVENTS:
            self._feed_finger(top, event)
            return
        if event.type in MOUSE_EVENTS:
            event = self._to_scene(top, event)
            self.mouse = event.pos
        self._guarded(top.handle_event, event, "event")

    def _feed_finger(self, top: Scene, event: pygame.event.Event) -> None:
        if "pos" not in event.dict:
            event = self.touch.locate(event, self.viewport)
        mice = [] if getattr(top, "fingers", False) else self.touch.as_mouse(event)
        event = self._to_scene(top, event)
        self._guarded(top.handle_event, event, "event")
        for mouse in mice:
            if self.stack.top is not top:
                break
            mouse = self._to_scene(top, mouse)
            self.mouse = mouse.pos
            self._guarded(top.handle_event, mouse, "event")

    def _to_scene(self, scene: Scene, event: pygame.event.Event) -> pygame.event.Event:
        frame = self.frame_of(scene)
        if frame is None or "pos" not in event.dict:
            return event
        data = dict(event.dict)
        data["pos"] = frame.to_scene(event.pos)
        return pygame.event.Event(event.type, data)

    def process_events(self) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                if not self.options.kiosk:
                    self.quit(0)
            elif event.type == pygame.VIDEORESIZE and not self.fullscreen:
                self.options.window_size = (max(320, event.w), max(180, event.h))
                self.viewport.window_size = self.window.get_size()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                if not self.options.kiosk:
                    self.toggle_fullscreen()
            elif event.type in MOUSE_EVENTS and getattr(event, "touch", False):
                continue         # SDL's copy of a touch: the finger event is used instead
            elif event.type in FINGER_EVENTS:
                self.feed(self.touch.locate(event, self.viewport))
            elif event.type == audio.SOUND:
                self.ctx.audio.play(event.name)
            else:
                self.feed(self.to_logical_event(event))

    # -- loop ----------------------------------------------------------------------------
    def _guarded(self, fn: Callable, arg: object, phase: str) -> None:
        if self.on_error is None:
            fn(arg)
            return
        try:
            fn(arg)
        except Exception as exc:  # noqa: BLE001 - the crash guard: with an error handler
            # installed (the kiosk) any scene error is logged and the app carries on
            self.on_error(exc, f"{phase}: {traceback.format_exc()}")

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

    def draw_scenes(self) -> None:
        """Draw the visible scenes on the canvas, bottom first."""
        shown = self.stack.visible()
        self._frames = {k: f for k, f in self._frames.items() if k in map(id, shown)}
        for scene in shown:
            size = self.scene_size(scene)
            if size == self.canvas_size:
                scene.draw(self.canvas)
            else:
                self._draw_framed(scene, size)

    def _draw_framed(self, scene: Scene, size: tuple[int, int]) -> None:
        """A scene of another shape: drawn off-screen, then scaled in."""
        overlay = not scene.opaque
        key = (size, overlay)
        surf = self._offscreen.get(key)
        if surf is None:
            surf = self._offscreen[key] = pygame.Surface(size, pygame.SRCALPHA if overlay
                                                         else 0)
        if overlay:
            surf.fill((0, 0, 0, 0))
            shade(self.canvas, self.canvas.get_rect(), 140)
        else:
            self.canvas.blit(backdrop.table(self.canvas_size), (0, 0))
        scene.draw(surf)
        frame = (frames.dialog(surf, self.canvas_size) if overlay
                 else frames.whole(size, self.canvas_size))
        self._frames[id(scene)] = frame
        frames.show(self.canvas, surf, frame)

    def draw(self) -> None:
        changes = self.stack.changes
        if changes != self._drawn_changes:
            if self._drawn_changes >= 0 and self.transitions:
                self.fade.begin(self.canvas, self.time)
            self._drawn_changes = changes
        self._guarded(lambda _: self.draw_scenes(), None, "draw")
        self.fade.apply(self.canvas, self.time)
        if not self.options.show:
            return               # headless: nobody looks at the window (see ``present``)
        self.present()

    def present(self) -> None:
        """Show the canvas in the window (letterboxed and scaled)."""
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

    def frame(self) -> pygame.Surface:
        """Draw the scenes now and return the canvas (drawing off: a test asks)."""
        self.draw_scenes()
        return self.canvas

    def screenshot(self, path: str) -> None:
        """Save what the window shows (the letterboxed, scaled canvas)."""
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        if not self.options.draw:
            self.draw_scenes()
        self.present()
        pygame.image.save(self.window, path)

    def canvas_shot(self, path: str) -> None:
        """Save the logical canvas itself (full resolution, no bars)."""
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        if not self.options.draw:
            self.draw_scenes()
        pygame.image.save(self.canvas, path)
