"""One game of Santa Cruz as the table plays it: the engine's state, the seats'
bots, the actions so far, undo within one's own turn, and observers that hear
every action (the autosave, the sounds).

The table speaks to a game only through this class (``CruzSession``): the bots,
each handed its own seat's view and nothing else (``game.cruz.client.bots``),
answer through ``bot_action``. Undo takes back the acting player's last
actions of this turn as long as nothing hidden came to light: a tile turned
face up, a bird chip drawn or a scoring card drawn cannot be taken back.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.cruz.content import load_board, load_chips, load_tiles
from game.cruz.engine import (Action, Board, Breakdown, Event, EventKind, GameState, Phase, Tile,
                              View, apply_action, clone, legal_actions, score_breakdown,
                              start_game, view, winner)
from game.cruz.client.bots import Bot, make_bot
from game.cruz.client.setup import CruzSetup

# What an undo must never take back: something hidden came to light.
REVEALING = frozenset({EventKind.TILES_REVEALED, EventKind.CHIP_DRAWN, EventKind.NO_CHIP_LEFT,
                       EventKind.SCORING_CARD_DRAWN, EventKind.BIRDS_REVEALED})

Observer = Callable[["CruzSession", list[Event]], None]


@lru_cache(maxsize=1)
def box() -> tuple[Board, tuple[Tile, ...], tuple[int, ...]]:
    """The map, the tiles and the bird chips (read once per process)."""
    return load_board(), load_tiles(), load_chips()


@dataclass
class Step:
    """One action applied: who acted, what it was and what happened."""

    seat: int
    action: Action
    events: list[Event]


class CruzSession:
    """A game in progress: ``state`` is the truth; ``apply`` is the one way to change it."""

    def __init__(self, setup: CruzSetup, actions: Sequence[Action] = (),
                 observers: Sequence[Observer] = (), script: Sequence[Action] | None = None
                 ) -> None:
        """A new game of ``setup``, resumed after ``actions``; with ``script`` every seat
        plays the script's actions in turn (a replay watched again)."""
        board, tiles, chips = box()
        n = len(setup.seats)
        self.setup = setup
        self.state: GameState
        self.state, self.start_events = start_game(board, tiles, chips, n, setup.seed,
                                                   newcomers=not setup.draft, oldest=0,
                                                   youngest=n - 1)
        self.bots: dict[int, Bot] = {i: make_bot(s.level, setup.seed * 31 + i)
                                     for i, s in enumerate(setup.seats) if s.is_bot}
        self.actions: list[Action] = []
        self.steps: list[Step] = []
        self.observers: list[Observer] = []
        self._undo: list[tuple[GameState, int]] = []     # (state before, actions then)
        self.version = 0
        self.script: list[Action] | None = list(script) if script is not None else None
        for action in actions:              # a saved game: its log again (IllegalAction if bad)
            self.apply(action)
        self._undo.clear()
        self.observers = list(observers)

    # -- reading ---------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.phase is Phase.GAME_OVER

    @property
    def current(self) -> int:
        return self.state.current

    def is_bot(self, seat: int) -> bool:
        """Is ``seat`` played without a human's taps (a bot, or a replay's script)?"""
        return self.script is not None or seat in self.bots

    def legal(self) -> list[Action]:
        return legal_actions(self.state)

    def view(self, seat: int) -> View:
        return view(self.state, seat)

    def winner(self) -> int:
        """The seat in front (the leader while the game is still on)."""
        won = winner(self.state)
        return won if won is not None else self.state.track[0]

    def breakdown(self) -> list[Breakdown]:
        return score_breakdown(self.state)

    # -- acting ----------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Carry ``action`` out for the seat to act (``IllegalAction`` changes nothing)."""
        seat = self.state.current
        before = clone(self.state)
        events = apply_action(self.state, action)
        self.actions.append(action)
        self.steps.append(Step(seat, action, events))
        self.version += 1
        still = self.state.current == seat and self.state.phase in (Phase.BUILD, Phase.PLAY)
        if seat in self.bots or not still or any(e.kind in REVEALING for e in events):
            self._undo.clear()
        else:
            self._undo.append((before, len(self.actions) - 1))
        for observer in self.observers:
            observer(self, events)
        return events

    def bot_action(self) -> Action | None:
        """The action of the bot whose turn it is, chosen from its own view (None: a human's)."""
        if self.script is not None:
            return self.script.pop(0) if self.script and not self.over else None
        bot = self.bots.get(self.state.current)
        if bot is None or self.over:
            return None
        return bot.choose(view(self.state, self.state.current))

    # -- undo ------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> bool:
        """Take back the last action of this turn (False when it may not be)."""
        if not self._undo:
            return False
        before, count = self._undo.pop()
        self.state = before
        del self.actions[count:]
        del self.steps[count:]
        self.version += 1
        for observer in self.observers:
            observer(self, [])
        return True
