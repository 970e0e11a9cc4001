"""A match in progress: the engine state (the truth), the seats, the bots'
turns, undo within a human turn, the action log and its observers.

Undo keeps ``state.clone()`` snapshots taken before each of a human's
actions this turn. An action that would end the turn (the engine would refill
the display and hand over) is not applied at once: it is *staged* and applied
by ``confirm()``, so undo never peeks at freshly dealt cards.

Bots run through the match: ``bot_to_move()`` says a bot seat is to act,
``think()`` returns its action (it only reads a copy of the state, so a
caller may run it in a worker thread while the table keeps drawing) and
``play()`` applies it.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from game.monica.ai.base import Bot
from game.monica.ai.final_move import best_final_moves
from game.monica.engine import apply_action, legal_actions, score_game
from game.monica.engine import actions as A
from game.monica.engine.cards import Box
from game.monica.engine.events import Event
from game.monica.engine.state import GameState
from game.monica.persist import SaveMeta
from game.monica.match.bots import seat_bots
from game.monica.match.observers import Observer
from game.monica.match.replay import Step, replay
from game.monica.match.setup import MatchSetup
from game.match import BotTurns

TURN_OVER_EVENTS = ("turn_start", "final_movement", "game_over")
# Bots think for their sample budgets, so a seed replays the same game on any
# machine; a wall-clock cap (milliseconds) is the caller's choice.
DEFAULT_THINK_MS: int | None = None


def ends_turn(state: GameState, action: A.Action) -> bool:
    """Would ``action`` end the current player's turn (or final movement)?"""
    probe = state.clone()
    events = apply_action(probe, action)
    return (probe.current != state.current or probe.phase == "over"
            or any(e.kind in TURN_OVER_EVENTS for e in events))


class Match(BotTurns):
    """One game at the table, from the first starting tile to the tally."""

    BOT_LIMIT = 100_000

    def __init__(self, setup: MatchSetup[Any], *, observers: Sequence[Observer] = (),
                 think_ms: int | None = DEFAULT_THINK_MS, box: Box | None = None,
                 bots: dict[int, Bot] | None = None) -> None:
        self.setup = setup
        self.box = box
        self.state: GameState = setup.new_game(box)
        self.observers: list[Observer] = list(observers)
        self.bots = seat_bots(setup.bot_levels(), setup.seed, think_ms,
                              len(setup.seats)) if bots is None else bots
        self.actions: list[A.Action] = []       # the log, as a save keeps it
        self.history: list[GameState] = []      # undo snapshots of this turn
        self._marks: list[int] = []             # log length at each snapshot
        self.staged: A.Action | None = None
        self.version = 0                        # bumped by every change
        self._legal: tuple[int, list[A.Action]] | None = None
        self._report: tuple[int, dict[str, Any]] | None = None

    @classmethod
    def resume(cls, setup: MatchSetup[Any], actions: Sequence[A.Action], *,
               observers: Sequence[Observer] = (), think_ms: int | None = DEFAULT_THINK_MS,
               box: Box | None = None, on_step: Callable[[Step], None] | None = None,
               steps: Iterable[Step] | None = None) -> Match:
        """The match a recorded log describes, replayed once, with the undo
        steps a player had in the turn going on. ``steps``: that log already
        replayed (``steps_of`` a loaded save), so it is not played again.
        ``on_step`` sees every replayed step (the game log rebuilds its lines
        from them); the observers hear only what happens after."""
        match = cls(setup, think_ms=think_ms, box=box)
        for step in replay(setup, actions, box=box) if steps is None else steps:
            if not match.is_bot(step.before.current):
                match.history.append(step.before)
                match._marks.append(step.index)
            match._applied(step.after, step.action, step.events)
            if on_step is not None:
                on_step(step)
        match.observers = list(observers)
        return match

    # -- reading -------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    @property
    def current(self) -> int:
        return self.state.current

    def is_bot(self, seat: int) -> bool:
        return bool(self.setup.seats[seat].is_bot)

    @property
    def human_turn(self) -> bool:
        return not self.over and not self.is_bot(self.state.current)

    def bot_to_move(self) -> bool:
        return not self.over and self.is_bot(self.state.current)

    def legal(self) -> list[A.Action]:
        """The actions the engine lists now (cached per change)."""
        if self._legal is None or self._legal[0] != self.version:
            self._legal = (self.version, legal_actions(self.state) if not self.over else [])
        return self._legal[1]

    def report(self) -> dict[str, Any]:
        """``score_game`` of the current state (cached per change)."""
        if self._report is None or self._report[0] != self.version:
            self._report = (self.version, score_game(self.state))
        return self._report[1]

    @property
    def can_undo(self) -> bool:
        return self.staged is not None or bool(self.history)

    def meta(self) -> SaveMeta:
        return self.setup.meta()

    # -- bots -------------------------------------------------------------------
    def think(self, state: GameState | None = None, version: int | None = None) -> A.Action:
        """The action of the bot to move, chosen on a copy of the state.

        A caller running this in a worker thread passes ``state`` (a copy it
        took) and ``version``; a bot that answers with something the engine
        does not list gets a seeded random legal action instead.
        """
        state = self.state.clone() if state is None else state
        version = self.version if version is None else version
        action = self.bots[state.current].choose(state)
        legal = legal_actions(state)
        # Moves and purchases may be spelled differently from the listed ones
        # (a path, a chosen target) and still be accepted by the engine.
        if action not in legal and not isinstance(action, (A.Move, A.BuyAction)):
            return self.fallback(legal, version)
        return action

    @staticmethod
    def fallback(legal: list[A.Action], version: int) -> A.Action:
        """A seeded random legal action (for a bot that failed)."""
        return random.Random(version).choice(legal)

    def final_plan(self) -> list[A.Action]:
        """The final movement's "Auto": the best moves for the player to move
        (the AI's exact final-movement solver); empty when none are left."""
        return list(best_final_moves(self.state))

    # -- acting ----------------------------------------------------------------
    def _applied(self, state: GameState, action: A.Action, events: list[Event]) -> None:
        before = self.state.current
        self.state = state
        self.actions.append(action)
        self.version += 1
        if state.current != before or self.over or any(
                e.kind in TURN_OVER_EVENTS for e in events):
            self.history.clear()
            self._marks.clear()

    def _apply(self, action: A.Action) -> list[Event]:
        state = self.state
        events = apply_action(state, action)
        self._applied(state, action, events)
        for observer in self.observers:
            observer.played(self, action, events)
        return events

    def _snapshot(self) -> None:
        self.history.append(self.state.clone())
        self._marks.append(len(self.actions))

    def submit(self, action: A.Action, *, confirmed: bool = False) -> list[Event] | None:
        """A human's action: applied now (with an undo snapshot), or staged
        when it would end the turn (then returns None). ``confirmed`` applies
        a turn-ending action at once (the End-turn button is its own confirm)."""
        self.staged = None
        if confirmed:
            return self._apply(action)
        if ends_turn(self.state, action):
            self.staged = action
            self.version += 1
            return None
        self._snapshot()            # ends_turn has already checked the action
        return self._apply(action)

    def confirm(self) -> list[Event]:
        """Apply the staged turn-ending action."""
        action, self.staged = self.staged, None
        return [] if action is None else self._apply(action)

    def undo(self) -> bool:
        """Unstage, or take back the last action of this turn."""
        if self.staged is not None:
            self.staged = None
            self.version += 1
            return True
        if not self.history:
            return False
        self.state = self.history.pop()
        del self.actions[self._marks.pop():]
        self.version += 1
        for observer in self.observers:
            observer.undone(self)
        return True

    def play(self, action: A.Action) -> list[Event]:
        """Apply at once, no staging (bots, replays, tests)."""
        self.staged = None
        return self._apply(action)
