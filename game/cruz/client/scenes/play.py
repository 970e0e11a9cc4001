"""Santa Cruz's table: the game from the first set choice to the bird chips.

Flow: the ``CruzSession`` is the truth. A human's taps go through the turn flow
(``TurnFlow``) to the session; a bot's action comes from the session when the
table is still. What an action did is animated (the ``Director`` turns its
events, as the viewing seat sees them, into beats that move the table's model);
input waits while the queue runs (a click or Space skips it), and when it
drains the model is made again from the session's view. Drawing is
``CruzPlayDrawing``, input ``CruzPlayInput``.
"""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.anim import AnimQueue
from game.client.router import Info, Pause, Results, Rules
from game.client.scene import Scene
from game.client.worker import Worker
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.scenes.play_drawing import CruzPlayDrawing
from game.cruz.client.scenes.play_input import CruzPlayInput
from game.cruz.client.session import CruzSession, Observer
from game.cruz.client.setup import CruzSetup
from game.cruz.client.table.banner import Banners
from game.cruz.client.table.board_view import BoardView
from game.cruz.client.table.coach import Coach
from game.cruz.client.table.controls import Controls
from game.cruz.client.table.director import Director
from game.cruz.client.table.explain import explain_card, explain_field, explain_track
from game.cruz.client.table.flow import TurnFlow
from game.cruz.client.table.hints import Hints
from game.cruz.client.table.layout import table_layout
from game.cruz.client.table.log import GameLog
from game.cruz.client.table.model import TableModel
from game.cruz.client.table.preview_view import PreviewView
from game.cruz.client.table.spots import table_spots
from game.cruz.client.table.sprites import Sprites
from game.cruz.client.table.track_view import TrackView
from game.cruz.engine import Action, BuildCard, Event, ScoringCard, events_for
from game.cruz.match.guide import Guide

BOT_PAUSE = 0.6          # seconds between a bot's decisions at speed 1
OVER_PAUSE = 1.6         # the winner's banner before the results
LOG_SHOWN = 10           # the log's last lines in its own panel


class CruzPlayScene(Scene):
    name = "cruz_play"

    def __init__(self, app, setup: CruzSetup, *, session: CruzSession | None = None,
                 actions: Sequence[Action] = (), observers: Sequence[Observer] = (),
                 guide: Guide | None = None) -> None:
        """A table for ``setup``: a new game, the given ``session`` or the game resumed
        after ``actions``; ``guide``: the guided first game's script (a coach)."""
        super().__init__(app)
        self.setup = setup
        self.fast = bool(app.options.fast)
        self.session = session or CruzSession(setup, actions)
        self.session.observers += list(observers)
        self.pictures = CruzPictures(app.ctx.words, app.ctx.palette)
        # a portrait kiosk gets the table laid out for its own canvas (drawn 1:1)
        self.layout = table_layout(app.canvas_size if app.portrait else (1920, 1080),
                                   len(setup.seats))
        self.log = GameLog(app.ctx.words)
        self.queue = AnimQueue(app.ctx.motion)
        self.queue.instant = self.fast
        self.queue.speed = self.speed = app.ctx.motion.speed
        self.sprites = Sprites()
        self.banners = Banners(self.sprites)
        self.board = BoardView(self.layout, self.pictures)
        self.track = TrackView(self.layout, self.pictures)
        self.flow = TurnFlow(self.session, self.animate)
        self.model = TableModel.from_view(self.session.view(self.flow.viewer))
        self.director = Director(self.queue, lambda: self.model, self.board, self.track,
                                 self.sprites, self.banners, table_spots(self), self.play_sound)
        self.coach = Coach(self, guide) if guide is not None else None
        self.flow.gate = self.coach.accepts if self.coach is not None else None
        self.flow.two_step = self.coach is not None
        self.hints = Hints(self)
        self.controls = Controls(self)
        self.previews = PreviewView(self)
        self.input = CruzPlayInput(self)
        self.drawing = CruzPlayDrawing(self)
        self.worker: Worker[Action | None] = Worker(threaded=not app.options.virtual_time)
        self.t = 0.0
        self.bot_wait = 0.0
        self.over_timer = 0.0
        self.turns = 0                      # actions animated (the autoplay's screenshots)
        self.pending_sync = False
        self.log.say(self.ctx.words.t("cruz.log.start", code=setup.code))
        if not actions and session is None:
            self.animate(self.session.start_events)

    # -- names and colours -----------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.setup.seats]

    @property
    def colors(self) -> list[str]:
        return [s.color for s in self.setup.seats]

    def play_sound(self, name: str) -> None:
        if not self.fast:
            self.ctx.audio.play(name)

    # -- acting and animating ----------------------------------------------------------
    def animate(self, events: list[Event]) -> None:
        """What an action did: into the log and the animation queue, as the viewer sees it."""
        seen = events_for(events, self.flow.viewer)
        # the log is read by everyone at a shared laptop: nobody's secrets in it
        marks = self.log.hold(events_for(events, self.flow.log_seat), self.names)
        releases = [self.log.releaser(m) if m >= 0 else (lambda: None) for m in marks]
        self.director.play(seen, releases)
        self.turns += 1
        self.pending_sync = True
        if self.queue.instant:
            self.queue.skip()

    def sync(self) -> None:
        """The table is still: make the model again from the session's view."""
        self.pending_sync = False
        self.log.flush()
        self.sprites.clear()
        self.board.flips.clear()
        self.track.moving.clear()
        self.banners.close()
        self.flow.refresh()
        self.model = TableModel.from_view(self.session.view(self.flow.viewer))
        self.bot_wait = 0.0 if self.fast else BOT_PAUSE / max(0.1, self.speed)

    def undo(self) -> None:
        if self.queue.busy or not self.session.can_undo:
            return
        if self.session.undo():
            self.log.say(self.ctx.words.t("cruz.log.undo"))
            self.flow.chosen = None
            self.sync()

    def show_hint(self) -> None:
        if not self.queue.busy:
            self.hints.show()

    def take_table(self) -> None:
        """The hand-off screen was tapped: the next player's view shows."""
        self.flow.take_table()
        self.model = TableModel.from_view(self.session.view(self.flow.viewer))

    # -- going elsewhere ------------------------------------------------------------------
    def open_menu(self) -> None:
        self.router.go(Pause())

    def open_rules(self) -> None:
        self.router.go(Rules())

    def open_log(self) -> None:
        """The game log whole (a portrait screen shows only its last lines)."""
        self.router.go(Info(self.ctx.words.t("cruz.table.log"), self.log.lines[-LOG_SHOWN:]))

    def explain(self, thing: tuple[str, object] | None) -> None:
        """The "?" of a tile, a card of the hand or the track, over the table."""
        if thing is None or self.flow.handoff is not None:
            return
        kind, what = thing
        words = self.ctx.words
        if kind == "field":
            shown = explain_field(words, self.model, self.session.state.geo.board, str(what),
                                  self.pictures, self.names)
        elif kind == "card" and isinstance(what, (BuildCard, ScoringCard)):
            shown = explain_card(words, what, self.pictures)
        else:
            shown = explain_track(words)
        self.router.go(Info(shown.title, shown.lines, shown.art, shown.subtitle))

    def finish(self) -> None:
        self.router.go(Results(self.setup, self.session.state,
                               {"breakdown": self.session.breakdown()}, log=self.log,
                               actions=tuple(self.session.actions)))

    # -- scene ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.input.handle_event(event)

    def draw(self, canvas: pygame.Surface) -> None:
        self.pictures.palette = self.ctx.palette
        self.drawing.draw(canvas)

    def update(self, dt: float) -> None:
        self.t += dt
        self.input.check_long_press()
        self.queue.update(dt)
        if self.queue.busy:
            return
        if self.pending_sync:
            self.sync()              # the still table is shown before anyone acts again
            return
        if self.coach is not None and self.coach.holds_bots():
            return                  # an explanation shows: the bot waits for "Next"
        if self.session.over:
            if self.coach is not None and not self.coach.finished:
                return
            self.over_timer += dt
            if self.over_timer >= (0.0 if self.fast else OVER_PAUSE):
                self.finish()
            return
        if self.flow.handoff is None and not self.flow.human_to_act():
            self.bot_wait -= dt
            if self.bot_wait > 0:
                return
            version = self.session.version
            if not self.worker.busy and self.worker.tag != version:
                self.worker.start(self.session.bot_action, version)
            action = self.worker.poll(version)
            if action is not None:
                self.animate(self.session.apply(action))
