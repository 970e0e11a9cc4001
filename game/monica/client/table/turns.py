"""Turn flow at the table, without a window: who may act, what a click on a
region key or a choice button does, staging and Confirm, undo, the final
movement's Auto, hot-seat hand-overs and the bots' turns.

Keys (``("display", "front", 2)``, ``("spot", pos)``, ...) come from the
regions under the pointer; the ``Interaction`` model turns them into engine
actions, which go to the ``Match``. Whatever an action did is handed to
``played(events, before)`` (the scene animates it and writes the log).
Nothing here imports pygame.
"""
from __future__ import annotations

from collections.abc import Callable

from game.monica.engine import IllegalAction
from game.i18n import Words
from game.monica.engine import actions as A
from game.monica.engine.events import Event
from game.monica.engine.state import GameState
from game.monica.match import Match
from game.monica.client.table.bots import BotFailed, BotWorker
from game.monica.client.table.interaction import Interaction, Key

Played = Callable[[list[Event], GameState], None]
FIRST_WAIT = 0.4          # seconds the table is shown before the first bot acts


class TurnFlow:
    """The match as the players at the table work it."""

    def __init__(self, match: Match, played: Played, *, words: Words,
                 busy: Callable[[], bool] = lambda: False,
                 note: Callable[[str, str], None] = lambda key, error: None,
                 acting: Callable[[], None] = lambda: None) -> None:
        self.match = match
        self.words = words              # the table's language (prompts, buttons)
        self.played = played            # (events, state before): animate and log
        self.busy = busy                # True while animations run: no input then
        self.note = note                # (catalog key, error) for the log
        self.acting = acting            # a human acts: the table turns to their city
        self.ui: Interaction | None = None
        self.frozen: GameState | None = None     # the table as drawn while animating
        self.handoff: int | None = None          # hot-seat: whose turn to announce
        self.last_human: int | None = None
        self.auto_plan: list[A.Action] = []
        self.bots = BotWorker()
        self.drive_bots = True
        self.bot_wait = FIRST_WAIT      # seconds before the bot to move starts thinking
        self.hot_seat = sum(not s.is_bot for s in match.setup.seats) >= 2

    # -- reading ---------------------------------------------------------------------
    @property
    def view_state(self) -> GameState:
        return self.frozen if self.frozen is not None else self.match.state

    @property
    def show_choices(self) -> bool:
        """True when a human may act now (the table shows what is clickable)."""
        return (self.ui is not None and not self.busy() and self.frozen is None
                and self.match.human_turn and self.handoff is None)

    def highlights(self, view: int) -> dict[Key, str]:
        """What to highlight, seen from seat ``view``'s city."""
        if self.ui is None or not self.show_choices or self.match.staged is not None:
            return {}
        hl = self.ui.highlights()
        if view != self.match.state.current:
            hl = {k: v for k, v in hl.items() if k[0] not in ("spot", "space", "person")}
        return hl

    def sd_status(self, aid: str) -> tuple[bool, str]:
        return (False, "") if self.ui is None else self.ui.sd_status(aid)

    def end_label(self) -> str | None:
        """The Confirm button's label when it ends the turn ("End turn"), if it may."""
        return self.ui.end_label() if self.ui is not None and self.show_choices else None

    # -- the state changed ------------------------------------------------------------
    def refresh(self) -> None:
        """After the animations: the interaction model matches the state, and a
        hot-seat hand-over is announced when the device passes to another human."""
        self.frozen = None
        match = self.match
        if match.human_turn:
            if self.ui is None:
                self.ui = Interaction(match.state, match.legal(), self.words)
            else:
                self.ui.update(match.state, match.legal())
            current = match.state.current
            if self.hot_seat and self.last_human is not None and self.last_human != current:
                self.handoff = current
            self.last_human = current
        else:
            self.ui = None

    # -- acting ---------------------------------------------------------------------
    def perform(self, run: Callable[[], list[Event] | None]) -> list[Event] | None:
        """Apply an action through ``run``; what it did goes to ``played``."""
        before = self.match.state.clone()
        events = run()
        if events is None:           # staged: waits for Confirm
            return None
        self.frozen = before
        self.played(events, before)
        return events

    def submit(self, action: A.Action, confirmed: bool = False) -> list[Event] | None:
        """A human's action (staged when it would end the turn, unless ``confirmed``)."""
        self.acting()
        events = self.perform(lambda: self.match.submit(action, confirmed=confirmed))
        if self.match.staged is not None and self.ui is not None:
            self.ui.update(self.match.state, self.match.legal())
        return events

    def click(self, key: Key) -> None:
        """A click on a region of the table (a card, a spot, a person...)."""
        if self.ui is None or not self.show_choices or self.match.staged is not None:
            return
        action = self.ui.click(key)
        if action is not None:
            self.submit(action, confirmed=isinstance(action, (A.EndActions, A.Pass)))

    def press(self, name: str) -> None:
        """A choice button (from the interaction model) was pressed."""
        if self.ui is None or not self.show_choices:
            return
        if name == "auto":
            self.auto_plan = self.match.final_plan()
            if not self.auto_plan:
                self.submit(A.EndActions(), confirmed=True)
            return
        action = self.ui.click(("button", name))
        if action is not None:
            self.submit(action, confirmed=isinstance(action, A.EndActions))

    def confirm(self) -> None:
        """Confirm the staged action, or end the turn."""
        if self.ui is None or not self.show_choices:
            return
        if self.match.staged is not None:
            self.perform(self.match.confirm)
        elif self.ui.end_label():
            self.submit(A.EndActions(), confirmed=True)

    def undo(self) -> bool:
        if not self.show_choices or not self.match.can_undo:
            return False
        return self.match.undo()

    def cancel(self) -> bool:
        """Drop a half-made choice (a person, a purchase, a swap); False if none."""
        ui = self.ui
        if ui is None or (ui.person is None and ui.buy is None and ui.swap_first is None):
            return False
        ui.cancel()
        return True

    # -- when the table is still --------------------------------------------------------
    def step(self, dt: float) -> None:
        """Let a bot act, or play the next move of the final movement's Auto."""
        match = self.match
        if match.over:
            return
        if not match.human_turn:
            self.auto_plan = []
            if self.drive_bots:
                self.drive_bot(dt)
        elif self.auto_plan and match.staged is None:
            action = self.auto_plan.pop(0)
            if action in match.legal() or isinstance(action, A.Move):
                try:
                    self.submit(action)
                except IllegalAction:
                    self.auto_plan = []

    def drive_bot(self, dt: float) -> None:
        """The bot to move thinks in the worker; its action is played when ready."""
        version = self.match.version
        if self.bots.started_version != version:
            if self.bot_wait > 0:
                self.bot_wait -= dt
                return
            self.bots.start(self.match)
        try:
            action = self.bots.poll(version)
        except BotFailed as exc:           # a broken bot must not stop the table
            self.note("table.log.bot_error", str(exc))
            action = Match.fallback(self.match.legal(), version)
        if action is not None:
            self.perform(lambda: self.match.play(action))
