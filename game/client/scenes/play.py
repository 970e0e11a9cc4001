"""The play scene: the table where a game is played from the first starting
tile to the final tally.

Flow: the engine state (``Session``) is the truth. A human click becomes a
key for the ``Interaction`` model, which may answer with an engine action; a
bot's action comes from its worker thread. Applied actions return events,
the ``Director`` turns them into animation beats, input waits while the queue
runs (a click or Space skips it), and when it drains the board is re-synced
with the state.
"""
from __future__ import annotations

import random
from typing import Callable

import pygame

from ..layout import load_layout
from ...engine import IllegalAction
from ...engine import actions as A
from ...engine.events import Event
from ...engine.state import GameState
from ...i18n import t
from ...persist import Save
from .. import theme
from ..router import Pause, Results, Rules
from ..scene import Scene
from ..setup import GameSetup
from ..table.anim import AnimQueue
from ..table.auto import final_plan
from ..table.board import Board
from ..table.bots import BotRunner
from ..table.director import Director
from ..table.hint_view import HintBox
from ..table.geometry import Geometry
from ..table.hud import Hud
from ..table.interaction import ButtonSpec, Interaction
from ..table.log import GameLog
from ..table.log_view import LogView
from ..table.panels import report_by_seat
from ..table.preview_view import PreviewView
from ..table.session import Session
from ..table.zoom import Zoom
from ..widgets import Button, ButtonBar
from .play_drawing import PlayDrawing
from .play_input import PlayInput

SPEEDS = (0.5, 1.0, 2.0, 4.0)
BOT_PAUSE = 0.55          # seconds between a bot's decisions at speed 1
HINT_W = 150
HINT_BUTTON = (130, 70, 200)
TURN_EVENTS = ("turn_start", "final_movement", "game_over", "tile_chosen",
               "food_truck_placed")


class PlayScene(PlayInput, PlayDrawing, Scene):
    name = "play"

    def __init__(self, app, setup: GameSetup, *, think_ms: int | None = None,
                 session: Session | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.layout = load_layout(getattr(app, "table_layout", "table_16x9"))
        self.geo = Geometry(self.layout)
        self.session = session or Session(setup)
        self.board = Board(self.geo)
        self.queue = AnimQueue()
        self.fast = bool(app.options.fast)
        self.queue.instant = self.fast
        self.speed = app.ctx.motion.speed
        self.queue.speed = self.speed
        self.hud = Hud(self)
        self.director = Director(self.board, self.queue, self.hud.banner_flash)
        levels = {i: s.level for i, s in enumerate(setup.seats) if s.is_bot}
        ms = think_ms if think_ms is not None else (60 if self.fast else 700)
        self.bots = BotRunner(levels, setup.seed, ms)
        self.frozen: GameState | None = None
        self.report: dict | None = None
        self.view = self.session.state.current
        self.follow = True
        self.ui: Interaction | None = None
        self.game_log = GameLog()
        self.game_log.say("table.log.start", code=setup.code,
                          objective=self.session.state.objective)
        self.log_view = LogView(self.game_log, lambda: pygame.Rect(self.layout.rect("log")))
        self.pointer = None
        self.hints = HintBox(self)
        self.t = 0.0
        self.bot_wait = 0.4
        self.turn_serial = 0
        self._turn_pending = False
        self.pending_sync = True
        self.over_timer = 0.0
        self.auto_plan: list[A.Action] = []
        self.handoff: int | None = None        # hot-seat: whose turn to announce
        self.hold = False
        self.last_human: int | None = None
        self.zoom = Zoom()
        self.previews = PreviewView(self)
        self.bar = ButtonBar()
        self.choices = ButtonBar()
        self._choice_specs: list[ButtonSpec] = []
        self._build_buttons()
        self.sync()
        self.geo.camera.snap()

    @property
    def wants_frame(self) -> bool:
        return self.hold

    def rebuild_log(self, save: Save) -> None:
        """A resumed game: the log of the save's actions, replayed (never fails:
        a save that will not replay leaves the log as it is)."""
        try:
            self.game_log.replay(save)
        except Exception:        # the table was already restored; the log is extra
            pass

    # -- state views -------------------------------------------------------------------
    @property
    def view_state(self) -> GameState:
        return self.frozen if self.frozen is not None else self.session.state

    @property
    def show_choices(self) -> bool:
        """True when a human may act now (the UI shows what is clickable)."""
        return (self.ui is not None and not self.queue.busy and self.frozen is None
                and self.session.human_turn and self.handoff is None)

    def report_row(self, seat: int) -> dict | None:
        rows = report_by_seat(self.view_state, self.report)
        return rows[seat] if 0 <= seat < len(rows) else None

    def highlights(self) -> dict:
        if not self.show_choices or self.session.staged is not None:
            return {}
        hl = self.ui.highlights()
        if self.view != self.session.state.current:
            hl = {k: v for k, v in hl.items() if k[0] not in ("spot", "space", "person")}
        return hl

    def sd_status(self, aid: str) -> tuple[bool, str]:
        if self.ui is None:
            return False, ""
        return self.ui.sd_status(aid)

    def colors(self) -> list[theme.Color]:
        return [s.rgb for s in self.setup.seats]

    # -- buttons -------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        lay = self.layout
        speed = lay.rect("btn_speed")          # the Hint button sits left of Speed
        hint_rect = (speed[0] - HINT_W - 10, speed[1], HINT_W, speed[3])
        self.bar.add(Button(hint_rect, lambda: t("play.hint"), self.ask_hint, name="hint",
                            size=22, color=HINT_BUTTON))
        self.bar.add(Button(lay.rect("btn_speed"), self._speed_label, self.cycle_speed,
                            name="speed", size=22))
        self.bar.add(Button(lay.rect("btn_rules"), lambda: t("table.ui.btn.rules"),
                            self.open_rules, name="rules", size=22))
        self.bar.add(Button(lay.rect("btn_menu"), lambda: t("table.ui.btn.menu"), self.open_menu,
                            name="menu", size=22))
        self.bar.add(Button(lay.rect("btn_undo"), lambda: t("table.ui.btn.undo"), self.undo,
                            name="undo", size=26, color=(120, 110, 100)))
        self.bar.add(Button(lay.rect("btn_confirm"), t("table.ui.btn.confirm"), self.confirm,
                            name="confirm", size=26, color=(40, 150, 80)))

    def _speed_label(self) -> str:
        if self.fast:
            return t("table.ui.btn.speed_instant")
        return t("table.ui.btn.speed", x=f"{self.speed:g}")

    def cycle_speed(self) -> None:
        if self.fast:
            self.fast = False
            self.speed = SPEEDS[0]
        else:
            i = SPEEDS.index(self.speed) if self.speed in SPEEDS else 1
            if i + 1 < len(SPEEDS):
                self.speed = SPEEDS[i + 1]
            else:
                self.fast = True
        self.queue.speed = self.speed
        self.queue.instant = self.fast
        self.app.ctx.motion.speed = self.speed

    def ask_hint(self) -> None:
        self.hints.ask()

    def _refresh_buttons(self) -> None:
        human = self.show_choices
        self.bar.get("hint").enabled = self.hints.can_ask()
        undo = self.bar.get("undo")
        undo.enabled = human and self.session.can_undo
        confirm = self.bar.get("confirm")
        if human and self.session.staged is not None:
            confirm.label, confirm.enabled = t("table.ui.btn.confirm"), True
        elif human and self.ui.end_label():
            confirm.label, confirm.enabled = self.ui.end_label(), True
        else:
            confirm.label, confirm.enabled = t("table.ui.btn.confirm"), False
        specs = self.ui.buttons() if human and self.session.staged is None else []
        if specs != self._choice_specs:
            self._choice_specs = specs
            self.choices.clear()
            area = pygame.Rect(self.layout.rect("choices"))
            h, gap = 52, 8
            for k, spec in enumerate(specs[:5]):
                r = pygame.Rect(area.x, area.y + k * (h + gap), area.w, h)
                b = Button(r, spec.label, (lambda n=spec.name: self.press(n)), name=spec.name,
                           size=20, enabled=spec.enabled,
                           color=theme.SEA if spec.name.startswith("grant") else theme.BUTTON)
                b.selected = spec.selected
                self.choices.add(b)

    # -- syncing -------------------------------------------------------------------------
    def city_cols(self) -> tuple[int, int]:
        st = self.view_state
        extra = []
        if self.ui is not None and self.view == st.current:
            extra = [pos[1] for pos in self.ui.spots()]
        return self.board.content_cols(st, self.view, extra)

    def can_scroll(self, side: int) -> bool:
        lo, hi = self.city_cols()
        geo = self.geo
        width = (hi - lo + 1) * geo.pitch - geo.gap
        if width <= geo.visible_w:
            return False
        px = geo.camera.target_px
        return px > lo * geo.pitch + 1 if side < 0 else px < lo * geo.pitch + width - \
            geo.visible_w - 1

    def sync(self) -> None:
        """Make every sprite, the UI model and the view match the state."""
        self.pending_sync = False
        self.frozen = None
        st = self.session.state
        old_view = self.view
        if self.follow or st.phase == "over":
            self.view = st.current if st.phase != "over" else self.view
        self.report = self.session.report()
        if self.session.human_turn:
            if self.ui is None:
                self.ui = Interaction(st, self.session.legal())
            else:
                self.ui.update(st, self.session.legal())
        else:
            self.ui = None
        self.board.sync(st, self.view, self.colors())
        lo, hi = self.city_cols()
        keep = None
        if self.ui is not None and self.ui.spots():
            keep = self.ui.spots()[0][1]
        self.geo.fit(lo, hi, keep)
        if self.view != old_view:
            self.geo.camera.snap()
        if self._turn_pending:
            self._turn_pending = False
            self.turn_serial += 1
            self.hold = True           # show the new turn for at least one frame
        self.check_handoff()

    def check_handoff(self) -> None:
        """Hot-seat: when the device passes to another human, say whose turn
        it is and wait for a tap (so nobody clicks into someone else's turn)."""
        st = self.session.state
        if not self.session.human_turn:
            return
        humans = sum(not s.is_bot for s in self.setup.seats)
        if humans >= 2 and self.last_human is not None and self.last_human != st.current:
            self.handoff = st.current
        self.last_human = st.current

    def set_view(self, seat: int) -> None:
        if not 0 <= seat < self.session.state.n or self.queue.busy:
            return
        self.view = seat
        self.follow = seat == self.session.state.current
        self.board.sync(self.session.state, self.view, self.colors())
        lo, hi = self.city_cols()
        self.geo.fit(lo, hi)
        self.geo.camera.snap()

    # -- acting ----------------------------------------------------------------------------
    def perform(self, run: Callable[[], list[Event] | None]) -> None:
        """Apply an action through ``run`` and animate what happened."""
        before = self.session.state.clone()
        events = run()
        if events is None:           # staged: waits for Confirm
            return
        self.frozen = before
        self.game_log.record(events, before, self.session.state)
        for ev in events:
            if ev.kind in TURN_EVENTS:
                self._turn_pending = True
            if ev.kind == "final_movement":
                name = self.setup.seats[ev.player].name
                self.hud.banner_flash(t("table.ui.banner.final_flash", name=name),
                                      self.setup.seats[ev.player].rgb)
        self.director.play(events, self.session.state, self.colors())
        if self.queue.instant:
            self.queue.skip()
        self.pending_sync = True
        if any(ev.kind in ("turn_start", "final_movement") for ev in events):
            self.follow = True

    def submit(self, action: A.Action, confirmed: bool = False) -> None:
        if self.view != self.session.state.current:
            self.set_view(self.session.state.current)
        self.perform(lambda: self.session.submit(action, confirmed=confirmed))
        if self.session.staged is not None and self.ui is not None:
            self.ui.update(self.session.state, self.session.legal())

    def press(self, name: str) -> None:
        """A choice button (from the interaction model) was pressed."""
        if not self.show_choices:
            return
        if name == "auto":
            self.auto_plan = final_plan(self.session.state)
            if not self.auto_plan:
                self.submit(A.EndActions(), confirmed=True)
            return
        action = self.ui.click(("button", name))
        if action is not None:
            self.submit(action, confirmed=isinstance(action, A.EndActions))

    def confirm(self) -> None:
        if not self.show_choices:
            return
        if self.session.staged is not None:
            self.perform(self.session.confirm)
        elif self.ui.end_label():
            self.submit(A.EndActions(), confirmed=True)

    def undo(self) -> None:
        if not self.show_choices or not self.session.can_undo:
            return
        if self.session.undo():
            self.game_log.say("table.log.undo")
            self.sync()
            self.geo.camera.snap()

    def click_key(self, key: tuple) -> None:
        if not self.show_choices or self.session.staged is not None:
            return
        action = self.ui.click(key)
        if action is not None:
            self.submit(action, confirmed=isinstance(action, (A.EndActions, A.Pass)))

    # -- rules / menu ------------------------------------------------------------------------
    def open_rules(self) -> None:
        self.router.go(Rules())

    def open_menu(self) -> None:
        self.router.go(Pause())

    # -- update ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        self.queue.update(dt)
        self.director.update_side(dt)
        self.hud.update(dt)
        self.zoom.update(dt)
        self.check_long_press()
        self.hints.update()
        self.geo.camera.update(dt)
        if not self.queue.busy:
            self.advance(dt)
        self._refresh_buttons()

    def advance(self, dt: float) -> None:
        """The table is still: sync, then let a bot act or end the game."""
        if self.pending_sync:
            self.sync()
            self.bot_wait = 0.0 if self.fast else BOT_PAUSE / self.speed
        if self.hold:
            return
        if self.session.over:
            self.over_timer += dt
            if self.over_timer >= (0.0 if self.fast else 1.2):
                self.finish()
        elif not self.session.human_turn:
            self.auto_plan = []
            self.drive_bot(dt)
        elif self.auto_plan and self.session.staged is None:
            action = self.auto_plan.pop(0)
            if action in self.session.legal() or isinstance(action, A.Move):
                try:
                    self.submit(action)
                except IllegalAction:
                    self.auto_plan = []

    def drive_bot(self, dt: float) -> None:
        version = self.session.version
        if self.bots.started_version != version:
            if self.bot_wait > 0:
                self.bot_wait -= dt
                return
            self.bots.start(self.session.state, version)
        try:
            action = self.bots.poll(version)
        except RuntimeError as exc:        # a broken bot must not stop the table
            self.game_log.say("table.log.bot_error", error=str(exc))
            action = random.Random(version).choice(self.session.legal())
        if action is not None and action not in self.session.legal() and \
                not isinstance(action, (A.Move, A.BuyAction)):
            action = random.Random(version).choice(self.session.legal())
        if action is not None:
            self.perform(lambda: self.session.play(action))

    def finish(self) -> None:
        self.router.go(Results(self.setup, self.session.state, self.session.report(),
                               log=self.game_log, hints=dict(self.hints.used)))
