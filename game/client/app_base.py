"""What every part of the app shares: the session's ``Options``, and
``AppBase``: the window, the logical canvas, the scene stack, the one
``Context`` and router, the canvas shape each scene draws for, and the crash
guard every scene call goes through. ``App`` (``game.client.app``) adds the
loop on top of the input (``app_input``) and drawing (``app_drawing``) halves.
"""
from __future__ import annotations

import traceback
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.persist import Settings
from game.client import frames
from game.client.context import Context
from game.client.games import BlankPictures, GameClient
from game.client.router import Router
from game.client.scene import Scene, SceneStack
from game.client.theme import CANVAS_SIZE
from game.client.touch import TouchTranslator
from game.client.transition import Fade
from game.client.viewport import Viewport

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.kiosk.shell import Kiosk

TABLE_LAYOUTS = {"landscape": "table_16x9", "portrait": "kiosk_portrait"}
ErrorHandler = Callable[[BaseException, str], None]
# A window beyond the screen shows nothing more and a huge one costs memory
# and seconds a frame (100000x100000 reached 1.8 GB): 8K is the sane maximum
# where there is no screen to ask (headless); the command line refuses more.
MAX_WINDOW = (7680, 4320)
MIN_WINDOW = (320, 180)
HEADLESS_DRIVERS = ("dummy", "offscreen")


def screen_size() -> tuple[int, int] | None:
    """The size of the screen the window opens on; None headless."""
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return None
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else None


def fit_window(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` bounded by the screen (else ``MAX_WINDOW``) and ``MIN_WINDOW``."""
    high = MAX_WINDOW
    screen = screen_size()
    if screen is not None:
        high = (min(high[0], screen[0]), min(high[1], screen[1]))
    return (max(MIN_WINDOW[0], min(int(size[0]), high[0])),
            max(MIN_WINDOW[1], min(int(size[1]), high[1])))


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
    games: tuple[GameClient, ...] = ()      # the box, from the command line; the first opens


class AppBase:
    """The app's state and the parts its input, drawing and loop share."""

    def __init__(self, options: Options | None = None) -> None:
        self.options = options or Options()
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Santa Monica")
        w, h = self.options.canvas_size
        self.canvas_size: tuple[int, int] = (int(w), int(h))
        self.options.window_size = fit_window(self.options.window_size)
        self.viewport = Viewport(self.canvas_size, self.options.window_size)
        self.fullscreen = False
        self.window = pygame.display.set_mode(self.options.window_size, pygame.RESIZABLE)
        if self.options.fullscreen:
            self.toggle_fullscreen()
        self.canvas = pygame.Surface(self.canvas_size)
        self.stack = SceneStack()
        self.ctx = Context(router=Router(), make_pictures=(
            self.options.games[0].pictures if self.options.games else BlankPictures))
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

    # -- the crash guard -------------------------------------------------------------------
    def _guarded(self, fn: Callable, arg: object, phase: str) -> None:
        if self.on_error is None:
            fn(arg)
            return
        try:
            fn(arg)
        except Exception as exc:  # noqa: BLE001 - the crash guard: with an error handler
            # installed (the kiosk) any scene error is logged and the app carries on
            self.on_error(exc, f"{phase}: {traceback.format_exc()}")
