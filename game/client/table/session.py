"""A game in progress at the table: the engine state (the truth), who sits
where, undo within a human turn, and turn-ending actions held for a confirm.

Undo keeps ``state.clone()`` snapshots taken before each of the human's
actions this turn. An action that would end the turn (the engine would refill
the display and hand over) is not applied at once: it is *staged* and applied
by ``confirm()``, so undo never peeks at freshly dealt cards. Nothing here
imports pygame.

The session also keeps the action log. With ``autosave`` on, every change
(an action applied, an undo) rewrites the autosave (``game.persist``); when
the game ends the log is kept as a replay and the autosave goes.
``Session.resume`` plays a saved log again, undo steps of the turn in
progress included. ``listeners`` hear every action's events (the sounds).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ...content import load_box
from ...engine import apply_action, legal_actions, new_game, score_game
from ...engine import actions as A
from ...engine.events import Event
from ...engine.state import GameState
from ...persist import SaveError, SaveMeta, autosave, discard_autosave, save_replay
from ..setup import GameSetup, save_meta

TURN_OVER_EVENTS = ("turn_start", "final_movement", "game_over")
Listener = Callable[[list[Event]], None]
LISTENERS: list[Listener] = []          # every new session hears these (the sounds)
DEFAULTS = {"autosave": False}          # the client turns autosave on for real games


def set_autosave_default(on: bool) -> None:
    """Do new sessions autosave? (Off for tests, autoplay and the kiosk.)"""
    DEFAULTS["autosave"] = bool(on)


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
    autosave: bool = field(default_factory=lambda: DEFAULTS["autosave"])
    listeners: list[Listener] = field(default_factory=lambda: list(LISTENERS))
    save_dir: str | None = None
    actions: list[A.Action] = field(default_factory=list)
    save_error: str | None = None
    replay_path: str | None = None
    _marks: list[int] = field(default_factory=list)     # log length at each undo snapshot

    def __post_init__(self) -> None:
        self.state = new_game(self.setup.names, self.setup.seed,
                              objective=self.setup.objective,
                              sand_dollar_actions=self.setup.sand_dollars, box=load_box())

    @classmethod
    def resume(cls, setup: GameSetup, actions: Sequence[A.Action], **kw) -> "Session":
        """The session a saved log describes, with the undo steps a player
        had in the turn that was going on."""
        listeners = kw.pop("listeners", None)
        session = cls(setup, listeners=[], **kw)
        save, session.autosave = session.autosave, False
        for action in actions:
            if not session.is_bot(session.state.current):
                session._snapshot()
            session._apply(action)
        session.autosave = save
        session.listeners = list(LISTENERS) if listeners is None else listeners
        return session

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

    # -- saving ----------------------------------------------------------------
    def meta(self) -> SaveMeta:
        return save_meta(self.setup)

    def save(self) -> None:
        """Write the autosave now (or, once the game is over, the replay)."""
        if not self.autosave:
            return
        try:
            if self.over:
                if self.replay_path is None:
                    self.replay_path = str(save_replay(self.meta(), self.actions,
                                                       self.save_dir))
                discard_autosave(self.save_dir)
            else:
                autosave(self.meta(), self.actions, self.save_dir)
            self.save_error = None
        except SaveError as exc:            # a full disk must not stop the game
            self.save_error = exc.message
        except OSError as exc:
            self.save_error = str(exc)

    # -- acting ----------------------------------------------------------------
    def _snapshot(self) -> None:
        self.history.append(self.state.clone())
        self._marks.append(len(self.actions))

    def _apply(self, action: A.Action) -> list[Event]:
        before = self.state.current
        events = apply_action(self.state, action)
        self.actions.append(action)
        self.version += 1
        if self.state.current != before or self.over or any(
                e.kind in TURN_OVER_EVENTS for e in events):
            self.history.clear()
            self._marks.clear()
        self.save()
        for listener in self.listeners:
            listener(events)
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
        self._snapshot()
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
        if self._marks:
            del self.actions[self._marks.pop():]
        self.version += 1
        self.save()
        return True

    def play(self, action: A.Action) -> list[Event]:
        """Apply at once, no staging (bots, tests, autoplay)."""
        self.staged = None
        return self._apply(action)
