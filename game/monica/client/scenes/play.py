"""The play scene: the table where a game is played from the first starting
tile to the final tally.

Flow: the ``Match`` is the truth. Input (``PlayInput``) finds the key under
the pointer (``Regions``); the turn flow (``TurnFlow``) turns it into an
engine action for the match, and a bot's action comes from its worker
thread. What an action did is animated here (the ``Director`` turns events
into beats); input waits while the queue runs (a click or Space skips it),
and when it drains the board is re-synced with the state. Drawing is
``PlayDrawing``; what it shows comes from the ``TableView``.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.monica.engine import actions as A
from game.monica.engine.events import Event
from game.monica.engine.state import GameState
from game.monica.match import Match, Step
from game.client.layout import load_layout
from game.client.router import Pause, Results, Rules
from game.client.scene import Scene
from game.monica.client.setup import GameSetup
from game.monica.client.table.anim import AnimQueue
from game.monica.client.table.board import Board
from game.monica.client.table.bots import BotWorker
from game.monica.client.table.coaching import Coach
from game.monica.client.table.controls import Controls
from game.monica.client.table.director import Director
from game.monica.client.table.geometry import Geometry
from game.monica.client.table.hint_view import HintBox
from game.monica.client.table.hud import Hud
from game.monica.client.table.interaction import Interaction, Key
from game.monica.client.table.log import GameLog
from game.monica.client.table.log_view import LogView
from game.monica.client.table.marks import Marks
from game.monica.client.table.observers import table_observers
from game.monica.client.table.preview_view import PreviewView
from game.monica.client.table.regions import Regions
from game.monica.client.table.turns import TurnFlow
from game.monica.client.table.view_model import TableView
from game.monica.client.table.zoom import Zoom
from game.monica.client.scenes.play_drawing import PlayDrawing
from game.monica.client.scenes.play_input import PlayInput

BOT_PAUSE = 0.55          # seconds between a bot's decisions at speed 1
TURN_EVENTS = ("turn_start", "final_movement", "game_over", "tile_chosen",
               "food_truck_placed")


class PlayScene(Scene):
    name = "play"

    def __init__(self, app, setup: GameSetup, *, think_ms: int | None = None,
                 match: Match | None = None, actions: Sequence[A.Action] | None = None,
                 steps: Sequence[Step] | None = None, autosave: bool | None = None,
                 drive_bots: bool = True, coach: Coach | None = None) -> None:
        """A table for ``setup``: a new game, the given ``match``, or (with
        ``actions``) the recorded game resumed, its log replayed once (or
        not at all when ``steps`` hold that replay already done).
        ``autosave`` None: as the client was started; ``drive_bots`` False:
        the bots' moves come from outside (the replay viewer). ``coach``: one
        that may refuse taps and draws over the table (the guided game)."""
        super().__init__(app)
        self.setup = setup
        self.fast = bool(app.options.fast)
        self.speed = app.ctx.motion.speed
        replayed: list[Step] = []
        if match is None:
            # No cap at a real table: the bots' sample budgets make each seed the
            # same game everywhere. Headless fast runs cap the search instead.
            ms = think_ms if think_ms is not None else (60 if self.fast else None)
            observers = table_observers(app.ctx, autosave)
            match = Match(setup, observers=observers, think_ms=ms) if actions is None else \
                Match.resume(setup, actions, observers=observers, think_ms=ms,
                             on_step=replayed.append, steps=steps)
        self.match = match
        self.game_log = GameLog(words=app.ctx.words)
        self.game_log.say("table.log.start", code=setup.code, objective=match.state.objective)
        for step in replayed:
            self.game_log.record(step.events, step.before, step.after)
        self.layout = load_layout(getattr(app, "table_layout", "table_16x9"))
        self.geo = Geometry(self.layout)
        self.board = Board(self.geo, app.ctx.pictures)
        self.queue = AnimQueue(app.ctx.motion)
        self.queue.instant = self.fast
        self.queue.speed = self.speed
        self.turns = TurnFlow(match, self.animate, words=app.ctx.words, busy=lambda: self.queue.busy,
                              note=lambda key, error: self.game_log.say(key, error=error),
                              acting=self.turn_to_current)
        self.turns.drive_bots = drive_bots
        self.table = TableView(setup, self.turns, lambda: self.queue.busy)
        self.regions = Regions(self.geo, self.board, self.layout, lambda: self.view_state,
                               lambda: match.state, lambda: self.table.view)
        self.hud = Hud(self)
        self.marks = Marks(self)
        self.director = Director(self.board, self.queue, self.hud.banner_flash)
        self.log_view = LogView(self.game_log, lambda: pygame.Rect(self.layout.rect("log")))
        self.hints = HintBox(self)
        self.zoom = Zoom(app.ctx.pictures)
        self.previews = PreviewView(self)
        self.controls = Controls(self)
        self.bar, self.choices = self.controls.bar, self.controls.choices
        self.input = PlayInput(self)
        self.drawing = PlayDrawing(self)
        self.coach = coach
        self.t = 0.0
        self.turn_serial = 0
        self._turn_pending = False
        self.pending_sync = True
        self.hold = False
        self.over_timer = 0.0
        self.sync()
        self.geo.camera.snap()

    # -- what the table shows (read by the HUD, hints and previews) -----------------------
    @property
    def bots(self) -> BotWorker:
        return self.turns.bots

    @property
    def ui(self) -> Interaction | None:
        return self.turns.ui

    @property
    def view(self) -> int:
        return self.table.view

    @property
    def handoff(self) -> int | None:
        return self.turns.handoff

    @property
    def view_state(self) -> GameState:
        return self.turns.view_state

    @property
    def show_choices(self) -> bool:
        return self.turns.show_choices

    def highlights(self) -> dict[Key, str]:
        shown = self.turns.highlights(self.table.view)
        return shown if self.coach is None else self.coach.highlights(shown)

    def allows(self, key: Key) -> bool:
        """May a tap on ``key`` act? (Always, unless a coach refuses it.)"""
        return self.coach is None or self.coach.allows(key)

    def key_rect(self, key: Key) -> pygame.Rect | None:
        return self.regions.key_rect(key)

    def key_at(self, point: tuple[int, int]) -> Key | None:
        return self.regions.key_at(point)

    def city_cols(self) -> tuple[int, int]:
        st = self.view_state
        extra: list[int] = []
        if self.ui is not None and self.table.view == st.current:
            extra = [pos[1] for pos in self.ui.spots()]
        return self.board.content_cols(st, self.table.view, extra)

    def can_scroll(self, side: int) -> bool:
        lo, hi = self.city_cols()
        geo = self.geo
        width = (hi - lo + 1) * geo.pitch - geo.gap
        if width <= geo.visible_w:
            return False
        px = geo.camera.target_px
        return px > lo * geo.pitch + 1 if side < 0 else px < lo * geo.pitch + width - \
            geo.visible_w - 1

    # -- syncing ---------------------------------------------------------------------------
    def sync(self) -> None:
        """Make every sprite, the turn flow and the view match the state."""
        self.pending_sync = False
        self.game_log.flush()          # the board shows the state: so does the log
        st = self.match.state
        table = self.table
        old_view = table.view
        if table.follow and st.phase != "over":
            table.view = st.current
        table.report = self.match.report()
        self.turns.refresh()
        self.board.sync(st, table.view, table.colors(self.ctx.palette))
        lo, hi = self.city_cols()
        keep = None
        if self.ui is not None and self.ui.spots():
            keep = self.ui.spots()[0][1]
        self.geo.fit(lo, hi, keep)
        if table.view != old_view:
            self.geo.camera.snap()
        if self._turn_pending:
            self._turn_pending = False
            self.turn_serial += 1
            self.hold = True           # show the new turn for at least one frame

    def set_view(self, seat: int) -> None:
        """Show seat ``seat``'s city (the view stops following the turn)."""
        st = self.match.state
        if not 0 <= seat < st.n or self.queue.busy:
            return
        self.table.view = seat
        self.table.follow = seat == st.current
        self.board.sync(st, seat, self.table.colors(self.ctx.palette))
        lo, hi = self.city_cols()
        self.geo.fit(lo, hi)
        self.geo.camera.snap()

    def turn_to_current(self) -> None:
        if self.table.view != self.match.state.current:
            self.set_view(self.match.state.current)

    # -- acting ----------------------------------------------------------------------------
    def perform(self, run: Callable[[], list[Event] | None]) -> None:
        """Apply an action through ``run`` (the replay viewer feeds its moves so)."""
        self.turns.perform(run)

    def submit(self, action: A.Action, confirmed: bool = False) -> None:
        self.turns.submit(action, confirmed)

    def animate(self, events: list[Event], before: GameState) -> None:
        """What an action did: into the log, the banner and the animation queue."""
        state = self.match.state
        self.game_log.record(events, before, state, held=True)
        for ev in events:
            if ev.kind in TURN_EVENTS:
                self._turn_pending = True
        self.director.play(events, state, self.table.colors(self.ctx.palette),
                           release=self.game_log.releaser())
        if self.queue.instant:
            self.queue.skip()
        self.pending_sync = True
        if any(ev.kind in ("turn_start", "final_movement") for ev in events):
            self.table.follow = True

    def undo(self) -> None:
        if self.turns.undo():
            self.game_log.say("table.log.undo")
            self.sync()
            self.geo.camera.snap()

    # -- going elsewhere ----------------------------------------------------------------------
    def open_rules(self) -> None:
        self.router.go(Rules())

    def open_menu(self) -> None:
        self.router.go(Pause())

    def finish(self) -> None:
        self.router.go(Results(self.setup, self.match.state, self.match.report(),
                               log=self.game_log, hints=dict(self.hints.used),
                               actions=tuple(self.match.actions)))

    # -- scene -------------------------------------------------------------------------------
    @property
    def wants_frame(self) -> bool:
        return self.hold

    def handle_event(self, event: pygame.event.Event) -> None:
        self.input.handle_event(event)

    def draw(self, canvas: pygame.Surface) -> None:
        self.hold = False
        self.drawing.draw(canvas)

    def update(self, dt: float) -> None:
        self.t += dt
        self.queue.update(dt)
        self.director.update_side(dt)
        self.hud.update(dt)
        self.zoom.update(dt)
        self.input.check_long_press()
        self.hints.update()
        self.geo.camera.update(dt)
        if self.coach is not None:
            self.coach.update(dt)
        if not self.queue.busy:
            self.advance(dt)
        self.controls.refresh()

    def advance(self, dt: float) -> None:
        """The table is still: sync, then let a bot act or end the game."""
        if self.pending_sync:
            self.sync()
            self.turns.bot_wait = 0.0 if self.fast else BOT_PAUSE / self.speed
        if self.hold:
            return
        if self.match.over:
            if self.coach is not None and not self.coach.lets_finish():
                return
            self.over_timer += dt
            if self.over_timer >= (0.0 if self.fast else 1.2):
                self.finish()
        else:
            self.turns.step(dt)
