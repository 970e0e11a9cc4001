"""One game of Santa Cruz as the table plays it: a ``game.cruz.match.Match``
(the engine's state, which only the match holds, the bots, each handed its own
seat's view, the action log and undo) with what the table adds: its setup's
colours and names, observers that hear every action and undo (the autosave),
and a script for watching a finished game again.

A person's action goes through ``Match.submit`` (with an undo snapshot while
nothing hidden came to light: a turned tile, a drawn chip or card cannot be
taken back); a bot's, or a script's, through ``Match.play``.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from game.cruz.engine import (Action, Board, Breakdown, Event, GameState, Tile, View,
                              score_breakdown, winner)
from game.cruz.match import Match, MatchSetup, Seat, components
from game.cruz.client.setup import CruzSetup

Observer = Callable[["CruzSession", list[Event]], None]


def box() -> tuple[Board, tuple[Tile, ...], tuple[int, ...]]:
    """The map, the tiles and the bird chips (read once per process)."""
    c = components()
    return c.board, c.tiles, c.chips


def match_setup(setup: CruzSetup) -> MatchSetup:
    """The match's setup: the first seat counts as the oldest player and the last as
    the youngest; newcomers' sets are dealt at random."""
    n = len(setup.seats)
    return MatchSetup([Seat(s.name, s.kind, s.level) for s in setup.seats], setup.seed,
                      newcomers=not setup.draft, oldest=0, youngest=n - 1)


class CruzSession:
    """A game in progress: ``state`` is the match's; ``apply`` is the one way to change it."""

    def __init__(self, setup: CruzSetup, actions: Sequence[Action] = (),
                 observers: Sequence[Observer] = (), script: Sequence[Action] | None = None,
                 match: Match | None = None) -> None:
        """A new game of ``setup`` (or the given ``match``: the guided game's),
        resumed after ``actions`` (``IllegalAction`` for a log the rules refuse);
        with ``script`` every seat plays the script's actions in turn (a finished
        game watched again)."""
        self.setup = setup
        self.match = match if match is not None else Match(match_setup(setup))
        self.start_events = self.match.start_events
        for action in actions:
            self.match.play(action)
        self.script: list[Action] | None = list(script) if script is not None else None
        self.observers: list[Observer] = list(observers)

    # -- reading ---------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.match.state

    @property
    def actions(self) -> list[Action]:
        return self.match.actions

    @property
    def version(self) -> int:
        return self.match.version

    @property
    def over(self) -> bool:
        return self.match.over

    @property
    def current(self) -> int:
        return self.match.current

    def is_bot(self, seat: int) -> bool:
        """Is ``seat`` played without a human's taps (a bot, or a replay's script)?"""
        return self.script is not None or self.match.is_bot(seat)

    def view(self, seat: int) -> View:
        return self.match.view_for(seat)

    def winner(self) -> int:
        """The seat in front (the leader while the game is still on)."""
        won = winner(self.state)
        return won if won is not None else self.state.track[0]

    def breakdown(self) -> list[Breakdown]:
        return score_breakdown(self.state)

    # -- acting ----------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Carry ``action`` out for the seat to act (``IllegalAction`` changes nothing)."""
        person = not self.is_bot(self.current)
        events = self.match.submit(action) if person else self.match.play(action)
        for observer in self.observers:
            observer(self, events)
        return events

    def bot_action(self) -> Action | None:
        """The next action of a bot (chosen from its own seat's view) or of the
        script; None on a human's turn or once the game is over."""
        if self.over:
            return None
        if self.script is not None:
            return self.script.pop(0) if self.script else None
        return self.match.think() if self.match.bot_to_move() else None

    # -- undo ------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return self.script is None and self.match.can_undo

    def undo(self) -> bool:
        """Take back the last action of this turn (False when it may not be)."""
        if not self.can_undo or not self.match.undo():
            return False
        for observer in self.observers:
            observer(self, [])
        return True
