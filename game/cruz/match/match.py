"""A Santa Cruz match in progress: the engine state (the truth, which only the
match holds), the seats, the bots' turns, the action log, undo and observers.

Bots run through the match and see what their seat sees: ``think()`` hands
the bot to act ``view(state, seat)``, never the state. The table shows a
person the same view (``view_for``) and the events as that seat may see them
(``events_for``).

Undo (for the table): each action of a person is applied with a snapshot
before it; the snapshots last while that person keeps the turn and nothing
hidden came to light. An action that turned a tile, drew a bird chip or a
scoring card, revealed the chips, or handed the turn on clears them, so
undo never lets a player look at a tile and take the move back.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from game.cruz.ai import Bot, make_bot
from game.cruz.engine import (Action, Event, EventKind, GameState, Phase, View, apply_action,
                              clone, events_for, legal_actions, score_breakdown, view)

from game.cruz.match.setup import Components, MatchSetup
from game.match import BotTurns

# Events after which an action cannot be taken back: something hidden was seen.
REVEALING = frozenset({EventKind.TILES_REVEALED, EventKind.CHIP_DRAWN, EventKind.NO_CHIP_LEFT,
                       EventKind.SCORING_CARD_DRAWN, EventKind.BIRDS_REVEALED,
                       EventKind.NO_BUILD})


class Observer(Protocol):
    def played(self, match: Match, seat: int, action: Action, events: list[Event]) -> None: ...

    def undone(self, match: Match) -> None: ...


def seat_bots(setup: MatchSetup, budget: int | None = None) -> dict[int, Bot]:
    """One bot per bot seat, seeded from the match seed and the seat
    (``ValueError`` for a level no bot has)."""
    return {seat: make_bot(level, setup.seed * 7 + seat, budget)
            for seat, level in setup.bot_levels().items()}


class Match(BotTurns):
    """One game at the table, from the set choice to the bird chips."""

    def __init__(self, setup: MatchSetup, *, box: Components | None = None,
                 bots: dict[int, Bot] | None = None, budget: int | None = None,
                 observers: Sequence[Observer] = ()) -> None:
        self.setup = setup
        self.state, self.start_events = setup.start(box)
        self.bots = seat_bots(setup, budget) if bots is None else bots
        self.observers: list[Observer] = list(observers)
        self.actions: list[Action] = []          # the log: with the setup, the whole game
        self.history: list[GameState] = []       # undo snapshots of this person's turn
        self._marks: list[int] = []              # log length at each snapshot
        self.version = 0                         # bumped by every change

    # -- reading ------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.phase is Phase.GAME_OVER

    @property
    def current(self) -> int:
        return self.state.current

    def is_bot(self, seat: int) -> bool:
        return self.setup.seats[seat].is_bot

    def bot_to_move(self) -> bool:
        return not self.over and self.is_bot(self.current)

    @property
    def human_turn(self) -> bool:
        return not self.over and not self.is_bot(self.current)

    def view_for(self, seat: int) -> View:
        return view(self.state, seat)

    def legal(self) -> list[Action]:
        return legal_actions(self.state)

    @property
    def can_undo(self) -> bool:
        return bool(self.history)

    def report(self) -> dict[str, Any]:
        """Scores, places and where the points came from, per seat."""
        ranking = self.state.track
        return {"players": [
            {"seat": i, "name": seat.name, "score": self.state.scores[i],
             "rank": ranking.index(i) + 1, "breakdown": b.total, "birds": b.birds}
            for i, (seat, b) in enumerate(zip(self.setup.seats, score_breakdown(self.state),
                                              strict=True))],
            "ranking": list(ranking), "over": self.over}

    # -- bots ---------------------------------------------------------------
    def decide(self) -> Action:
        """What the bot to act answers, shown only its seat's view."""
        seat = self.current
        return self.bots[seat].choose(view(self.state, seat))

    def think(self) -> Action:
        """The bot's action, or a seeded random legal one if it answered
        something the engine does not list (the table must go on)."""
        action = self.decide()
        legal = legal_actions(self.state)
        return action if action in legal else random.Random(self.version).choice(legal)

    # -- acting -------------------------------------------------------------
    def play(self, action: Action) -> list[Event]:
        """Apply ``action`` for the seat to act (``IllegalAction``: nothing changes)."""
        seat = self.current
        events = apply_action(self.state, action)
        self.actions.append(action)
        self.version += 1
        if self.current != seat or self.over or any(e.kind in REVEALING for e in events):
            self.history.clear()
            self._marks.clear()
        for observer in self.observers:
            observer.played(self, seat, action, events)
        return events

    def submit(self, action: Action) -> list[Event]:
        """A person's action, with an undo snapshot (kept while nothing is revealed)."""
        before = clone(self.state)
        mark = len(self.actions)
        events = self.play(action)
        if self.current == before.current and not self.over and not any(
                e.kind in REVEALING for e in events):
            self.history.append(before)
            self._marks.append(mark)
        return events

    def undo(self) -> bool:
        """Take back the person's last action of this turn, if it may be."""
        if not self.history:
            return False
        self.state = self.history.pop()
        del self.actions[self._marks.pop():]
        self.version += 1
        for observer in self.observers:
            observer.undone(self)
        return True

    def shown(self, events: list[Event], seat: int) -> list[Event]:
        """``events`` as ``seat`` may see them."""
        return events_for(events, seat)
