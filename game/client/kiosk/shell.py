"""The kiosk around the app: lock, idle watch, operator gesture, error net.

``Kiosk.install(app)`` hooks into the app:

- the router: the kiosk's routes (``kiosk.routes``) lie over the desktop
  ones, so every "back to the title" path lands in the attract loop and at a
  portrait screen the results are the kiosk's own;
- the games: the attract loop shows the games the operator left on in turn,
  one attract game each; a visitor's tap on it asks which game (``chooser``,
  skipped when only one is on) and goes to that game's players step
  (``GameClient.kiosk_open``); the operator switches games off (``lineup``);
- every input: remembers when somebody last touched the screen, and watches
  the top-left corner for the operator (held 3 s, or 5 taps within 4 s);
- every frame: after ``kiosk_idle_seconds`` without a touch during a game,
  "Still playing?"; an operator screen left alone locks itself again;
- memory: between attract games the caches start empty and freed memory
  goes back to the system (``memory``); the resident size is noted then;
- errors: any exception in a scene is appended to ``kiosk-errors.log`` in the
  data folder (capped: ``persist.error_log``) and the kiosk starts over with
  the attract loop;
- the lock: the PIN's salted hash (``persist.lock_file``), read again at
  each try so that ``santa-monica kiosk --set-pin`` counts at once, and the
  last good one kept if the file goes missing or is damaged while the kiosk
  runs; wrong PINs are counted across pads (``pin_guard``). With
  ``require_pin`` (a real kiosk, not a soak) and no usable lock, every start
  over shows "operator needed": a visitor is never offered a PIN to choose.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, cast

import pygame

from game.i18n import t
from game.persist import data_dir
from game.persist.error_log import append_or_why
from game.persist import lock_file
from game.persist.errors import SaveError
from game.persist.kiosk_lock import PinGuard
from game.persist.lock_file import Lock
from game.client import prefs
from game.client.games import GameClient
from game.client.router import Choose, Pin, Routes, StillPlaying
from game.client.scene import Scene
from game.client.kiosk import lineup
from game.client.kiosk.chooser import ChooserScene
from game.client.kiosk.memory import release_memory, rss_mb, steady_heap

if TYPE_CHECKING:
    from game.client.app import App

CORNER = pygame.Rect(0, 0, 110, 110)
HOLD = 3.0                 # seconds to hold the corner
TAPS, TAP_WINDOW = 5, 4.0  # or this many taps within this many seconds
LOG_NAME = "kiosk-errors.log"
LOG_LIMIT = 1_000_000      # bytes; the log starts over (keeping one old copy) beyond
OPERATOR_SCENES = ("pin", "operator", "settings")
QUIET_SCENES = ("attract", "still_playing")
DOWN = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
UP = (pygame.MOUSEBUTTONUP, pygame.FINGERUP)
MOVE = (pygame.MOUSEMOTION, pygame.FINGERMOTION)
INPUT = DOWN + UP + (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.MOUSEWHEEL)


class Kiosk:
    def __init__(self, app: "App", log_dir: Path | None = None) -> None:
        self.app = app
        self.log_path = (log_dir or data_dir()) / LOG_NAME
        self.games = 0                 # attract games played to the end
        self.memory: list[float] = []  # resident MB between attract games
        self.errors = 0
        self.last_input = 0.0
        self.press_at: float | None = None
        self.taps: list[float] = []
        self._restarting = False
        self.pin_guard = PinGuard()
        self.require_pin = False
        self.log_problem: str | None = None       # why the error log cannot be written
        self.lock_dir: Path | None = log_dir
        self.lock, self.lock_problem = lock_file.load_lock(self.lock_dir)
        self.shown: str | None = None      # the game the attract loop shows (its key)
        self.due: str | None = None        # the one the next attract loop shows
        self.seed: int | None = None       # the first attract game's, for the next ones
        self.levels: tuple[str, ...] | None = None

    # -- setup ---------------------------------------------------------------------------
    def install(self) -> "Kiosk":
        app = self.app
        app.kiosk = self
        app.options.kiosk = True
        routes: dict[type, object] = {}
        for game in app.options.games:
            routes.update(game.kiosk_routes(app, self))
        routes[Choose] = lambda _: self.choose()
        app.router.configure(cast(Routes, routes))
        app.input_filters.append(self.on_input)
        app.after_frame.append(self.tick)
        app.on_error = self.on_error
        steady_heap()
        return self

    # -- the games -----------------------------------------------------------------------
    @property
    def games_off(self) -> list[str]:
        settings = self.app.settings
        return list(settings.kiosk_games_off) if settings is not None else []

    def games_on(self) -> tuple[GameClient, ...]:
        """The games a visitor may choose (the operator's switch; never none)."""
        return lineup.games_on(self.app.options.games, self.games_off)

    def switch_game(self, key: str) -> str | None:
        """The operator's tap on a game: on goes off (never the last one), off
        comes back; saved at once, counting from the next start over. Returns
        a message if the settings could not be saved."""
        off = lineup.toggled(self.app.options.games, self.games_off, key)
        return prefs.change(self.app, kiosk_games_off=off)

    def attract(self, seed: int | None = None,
                levels: tuple[str, ...] | None = None) -> Scene:
        """The attract loop of the game whose turn it is (its own bot levels
        unless given), telling this kiosk when each of its games ends."""
        if seed is not None or self.shown is None:
            self.seed = seed
        if levels is not None:
            self.levels = levels
        game = lineup.due_game(self.app.options.games, self.games_off, self.due)
        self.shown = self.due = game.key
        seed = None if self.seed is None else self.seed + self.games
        return game.attract(self.app, seed, self.levels, self.attract_game_done)

    def choose(self) -> None:
        """A visitor tapped the attract loop: which game (if more than one is on)."""
        on = self.games_on()
        if len(on) > 1:
            self.app.stack.push(ChooserScene(self.app, on))
        elif on[0].kiosk_open is not None:
            self.app.router.go(on[0].kiosk_open)

    def start_over(self) -> None:
        """Back to the attract loop, whatever was going on."""
        self.press_at, self.taps = None, []
        self.last_input = self.app.time
        self.app.stack.clear_to(self.attract())
        self.ask_for_pin()

    def ask_for_pin(self) -> None:
        """No usable lock at a real kiosk: "operator needed", over everything."""
        if self.require_pin and self.current_lock() is None:
            self.app.router.go(Pin(mode="needed"))

    # -- the lock ------------------------------------------------------------------------
    def current_lock(self) -> Lock | None:
        """The lock on disk now (a PIN set from the command line counts at once),
        else the last good one this kiosk read (the file went missing or was
        damaged while it ran), else None: nobody opens it."""
        lock, problem = lock_file.read_lock(self.lock_dir)
        if lock is not None:
            self.lock, self.lock_problem = lock, None
        elif self.lock is None:
            self.lock_problem = problem
        return self.lock

    def set_pin(self, pin: str) -> str | None:
        """The operator's new PIN (already unlocked): None when it is kept, else
        the catalog key saying why not (then the old PIN still opens)."""
        try:
            self.lock = lock_file.set_pin(pin, self.lock_dir)
        except ValueError as exc:            # a PIN that may not be chosen
            return str(exc)
        except SaveError:
            return "kiosk_lock.not_saved"
        self.lock_problem = None
        return None

    def attract_game_done(self) -> None:
        """Between two attract games: the next game whose turn it is takes the
        screen (the one that ended deals no other then), memory is tidied up
        and how much is used noted."""
        self.games += 1
        self.due = lineup.next_game(self.app.options.games, self.games_off, self.shown).key
        if self.due != self.shown and self.top_name == "attract":
            self.app.stack.clear_to(self.attract())
        release_memory(self.app.ctx.pictures)
        self.memory = (self.memory + [rss_mb()])[-100:]

    # -- input ---------------------------------------------------------------------------
    @property
    def top_name(self) -> str:
        top = self.app.stack.top
        return top.name if top is not None else ""

    def on_input(self, event: pygame.event.Event) -> bool:
        """Note the touch; True keeps the event from the scenes (corner gesture)."""
        if event.type in INPUT or (event.type in MOVE and event.dict.get("buttons", (0,))[0]):
            self.last_input = self.app.time
        if self.top_name in OPERATOR_SCENES:
            return False
        pos = event.dict.get("pos")
        if pos is None:
            return False
        in_corner = CORNER.collidepoint(pos)
        if event.type in DOWN and in_corner:
            if event.type == pygame.MOUSEBUTTONDOWN and event.dict.get("button") != 1:
                return True
            now = self.app.time
            self.press_at = now
            self.taps = [t for t in self.taps if now - t <= TAP_WINDOW] + [now]
            if len(self.taps) >= TAPS:
                self.open_pin()
            return True
        if event.type in UP:
            held = self.press_at is not None
            self.press_at = None
            return held and in_corner
        if event.type in MOVE and self.press_at is not None and not in_corner:
            self.press_at = None
        return False

    def open_pin(self) -> None:
        self.press_at, self.taps = None, []
        if self.top_name not in OPERATOR_SCENES:
            needed = self.require_pin and self.current_lock() is None
            self.app.router.go(Pin(mode="needed" if needed else "unlock"))

    # -- every frame ---------------------------------------------------------------------
    def idle_limit(self) -> float:
        settings = self.app.settings
        return float(settings.kiosk_idle_seconds if settings is not None else 90)

    def tick(self, app: "App") -> None:
        now = app.time
        if self.press_at is not None and now - self.press_at >= HOLD:
            self.open_pin()
        name = self.top_name
        if name in QUIET_SCENES:
            if name == "attract":
                self.last_input = now
            return
        if now - self.last_input < self.idle_limit():
            return
        self.last_input = now
        if name in OPERATOR_SCENES:
            self.start_over()              # an operator walked away: lock again
        else:
            app.router.go(StillPlaying())

    # -- errors --------------------------------------------------------------------------
    def on_error(self, exc: BaseException, trace: str) -> None:
        self.errors += 1
        self.log(trace)
        if self._restarting:
            return
        self._restarting = True
        try:
            self.start_over()
        except Exception as again:  # noqa: BLE001 - the kiosk's restart guard: even the
            # attract loop failed; it is logged and the next frame tries again
            self.log(f"restart failed: {again!r}")
        finally:
            self._restarting = False

    def log(self, text: str) -> None:
        """Append an entry to the error log. A log that cannot be written is
        said once on stderr and kept in ``log_problem`` for the operator menu."""
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        why = append_or_why(self.log_path,
                            f"--- {stamp} (scene: {self.top_name})\n{text.rstrip()}", LOG_LIMIT)
        if why is not None and self.log_problem is None:
            print(f"santa-monica kiosk: {t(f'kiosk_log.{why}', path=self.log_path)}",
                  file=sys.stderr)
        self.log_problem = why
