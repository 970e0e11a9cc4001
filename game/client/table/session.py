"""A game in progress at the table: the engine state (the truth), who sits
where, undo within a human turn, and turn-ending actions held for a confirm.

Undo keeps ``state.clone()`` snapshots taken before each of the human's
actions this turn. An action that would end the turn (the engine would refill
the display and hand over) is not applied at once: it is *staged* and applied
by ``confirm()``, so undo never peeks at freshly dealt cards. Nothing here
imports pygame.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import apply_action, legal_actions, new_game, score_game
from ...engine import actions as A
from ...engine.events import Event
from ...engine.state import GameState
from ..setup import GameSetup

TURN_OVER_EVENTS = ("turn_start", "final_movement", "game_over")


def ends_turn(state: GameState, action: A.Action) -> bool:
    """Would ``action`` end the current player's turn (or final movement)?"""
    probe = state.clone()
    events = apply_action(probe, action)
    return (probe.current != state.current or probe.phase == "over"
            or any(e.kind in TURN_OVER_EVENTS for e in events))


@dataclass
class Session:
    setup: GameSetup
    state: GameState = field(init=False)
    history: list[GameState] = field(default_factory=list)
    staged: A.Action | None = None
    version: int = 0
    log: list[tuple[int, str]] = field(default_factory=list)
    _legal: list[A.Action] | None = None
    _legal_version: int = -1
    _report: dict | None = None
    _report_version: int = -1

    def __post_init__(self) -> None:
        self.state = new_game(self.setup.names, self.setup.seed,
                              objective=self.setup.objective,
                              sand_dollar_actions=self.setup.sand_dollars)

    # -- reading -------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    @property
    def current(self) -> int:
        return self.state.current

    def is_bot(self, seat: int) -> bool:
        return self.setup.seats[seat].is_bot

    @property
    def human_turn(self) -> bool:
        return not self.over and not self.is_bot(self.state.current)

    def legal(self) -> list[A.Action]:
        if self._legal_version != self.version or self._legal is None:
            self._legal = legal_actions(self.state) if not self.over else []
            self._legal_version = self.version
        return self._legal

    def report(self) -> dict:
        """``score_game`` of the current state (cached per change)."""
        if self._report_version != self.version or self._report is None:
            self._report = score_game(self.state)
            self._report_version = self.version
        return self._report

    @property
    def can_undo(self) -> bool:
        return self.staged is not None or bool(self.history)

    # -- acting ----------------------------------------------------------------
    def _apply(self, action: A.Action) -> list[Event]:
        before = self.state.current
        events = apply_action(self.state, action)
        self.version += 1
        if self.state.current != before or self.over or any(
                e.kind in TURN_OVER_EVENTS for e in events):
            self.history.clear()
        return events

    def submit(self, action: A.Action, *, confirmed: bool = False) -> list[Event] | None:
        """A human's action: applied now (with an undo snapshot), or staged
        when it would end the turn (then returns None). ``confirmed`` applies
        a turn-ending action at once (the End-turn button is its own confirm)."""
        if self.staged is not None:
            self.staged = None
        if confirmed:
            return self._apply(action)
        if ends_turn(self.state, action):
            self.staged = action
            self.version += 1
            return None
        self.history.append(self.state.clone())
        return self._apply(action)

    def confirm(self) -> list[Event]:
        """Apply the staged turn-ending action."""
        action = self.staged
        if action is None:
            return []
        self.staged = None
        return self._apply(action)

    def undo(self) -> bool:
        if self.staged is not None:
            self.staged = None
            self.version += 1
            return True
        if not self.history:
            return False
        self.state = self.history.pop()
        self.version += 1
        return True

    def play(self, action: A.Action) -> list[Event]:
        """Apply at once, no staging (bots, tests, autoplay)."""
        self.staged = None
        return self._apply(action)
