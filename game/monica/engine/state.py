"""The game state: everything needed to continue a game, and a cheap clone.

The state is plain data. ``game.monica.engine.rules`` lists legal actions and
``game.monica.engine.apply`` changes the state (through its handler modules, one
per stage of a turn); nothing else mutates it.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.monica.engine.cards import Box
from game.monica.engine.city import City, Pos
from game.monica.engine.constants import DISPLAY_COLS, END_TRIGGER_CARDS
from game.monica.engine.kinds import PHASE, GrantKind, Phase

PHASES: tuple[Phase, ...] = tuple(Phase)
_new = object.__new__

__all__ = ["DISPLAY_COLS", "END_TRIGGER_CARDS", "PHASES", "GameState", "Grant", "Player"]


@dataclass(frozen=True, slots=True)
class Grant:
    """An optional action still open this turn.

    ``kind`` is ``move`` (up to ``count`` different people of ``people`` kind,
    up to ``steps`` spaces each), ``summon`` (up to ``count`` people straight
    onto the card ``target``) or ``return`` (up to ``count`` people back to the
    supply). ``used`` lists the people this grant has already moved: the same
    person moves at most once per move action (EN p.6 "You cannot move the
    same person twice").
    """

    kind: GrantKind
    people: str
    count: int
    steps: int
    source: str
    used: tuple[int, ...] = ()
    target: str | None = None

    @property
    def left(self) -> int:
        return self.count - len(self.used)

    def with_used(self, pid: int) -> "Grant":
        """This grant after it has moved ``pid`` (a new object; ``make_grant``,
        inlined: this runs at every move)."""
        out = _GrantDraft()
        out.kind = self.kind
        out.people = self.people
        out.count = self.count
        out.steps = self.steps
        out.source = self.source
        out.used = self.used + (pid,)
        out.target = self.target
        out.__class__ = Grant   # type: ignore[assignment]
        return out              # type: ignore[return-value]


class _GrantDraft:
    """A Grant being built: the same slots, filled by plain stores, after
    which the object becomes a Grant (as ``actions.make_moves`` builds moves)."""

    __slots__ = Grant.__slots__
    kind: GrantKind
    people: str
    count: int
    steps: int
    source: str
    used: tuple[int, ...]
    target: str | None


def make_grant(kind: GrantKind, people: str, count: int, steps: int, source: str,
               used: tuple[int, ...] = (), target: str | None = None) -> Grant:
    """``Grant(...)`` for the hot paths (every turn, every move), built in
    half the time: a frozen dataclass sets its fields through
    object.__setattr__ (and its slot descriptors cost half as much again)."""
    out = _GrantDraft()
    out.kind = kind
    out.people = people
    out.count = count
    out.steps = steps
    out.source = source
    out.used = used
    out.target = target
    out.__class__ = Grant   # type: ignore[assignment]
    return out              # type: ignore[return-value]


@dataclass(slots=True)
class Player:
    name: str
    city: City | None = None


def _player(name: str, city: City | None) -> Player:
    """A seat of a cloned state: the same name, a copy of the city."""
    out: Player = _new(Player)
    out.name = name
    out.city = city.clone() if city is not None else None
    return out


@dataclass(slots=True)
class GameState:
    """The whole table. ``rng`` is the game's seeded generator; clones share
    it until one of them reads it (copy on first use), since a clone costs
    far less without copying 625 words of generator state that the rules
    never draw from after setup."""

    box: Box
    _rng: random.Random
    players: list[Player]
    objective: str
    sand_dollar_actions: tuple[str, ...]
    deck: list[str]
    front: list[str | None]
    back: list[str | None]
    start_player: int
    offered_tiles: list[str]
    setup_order: list[int]
    phase: Phase = Phase.CHOOSE_TILE
    current: int = 0
    food_truck: int | None = None
    foodie: int | None = None
    pending: list[str] = field(default_factory=list)
    placed_this_turn: list[str] = field(default_factory=list)
    grants: list[Grant] = field(default_factory=list)
    via: str = "pick"                 # "pick" or the sand-dollar action id
    swap_allowed: bool = False
    reward: tuple[bool, bool] = (False, False)   # (food truck, foodie) under the pick
    final_triggered: bool = False
    final_order: list[int] = field(default_factory=list)
    round: int = 0
    turns: int = 0
    seed: int = 0
    _rng_shared: bool = field(default=False, repr=False, compare=False)
    # A ``reseed`` not carried out yet: the generator is made when first read
    # (a search determinizes thousands of times and seldom draws).
    _rng_pending: bool = field(default=False, repr=False, compare=False)
    _rng_seed: float | None = field(default=None, repr=False, compare=False)
    # ``apply_action`` counts its changes; ``legal_actions`` remembers the
    # objects it listed at that count, so applying one of them needs no second
    # check (the state changes only through ``apply_action``).
    _version: int = field(default=0, repr=False, compare=False)
    _listed_version: int = field(default=-1, repr=False, compare=False)
    _listed: Sequence[object] = field(default_factory=tuple, repr=False, compare=False)

    @property
    def rng(self) -> random.Random:
        """The game's own ``random.Random`` (every draw of the rules comes from it)."""
        if self._rng_pending:
            self._rng = random.Random(self._rng_seed)
            self._rng_pending = False
            self._rng_shared = False
        elif self._rng_shared:
            own = random.Random(0)
            own.setstate(self._rng.getstate())
            self._rng = own
            self._rng_shared = False
        return self._rng

    def reseed(self, seed: float) -> None:
        """Give the game a fresh generator, as ``rng.seed(seed)`` would (made
        when ``rng`` is first read)."""
        self._rng_pending = True
        self._rng_seed = seed

    def clone(self) -> "GameState":
        # Both sides now hold a generator someone else may hold too: whoever
        # reads ``rng`` first takes a copy, so neither sees the other's draws.
        self._rng_shared = True
        # Built slot by slot: search bots clone thousands of times a decision,
        # and the generated __init__ costs a third more.
        out: GameState = _new(GameState)
        out.box = self.box
        out._rng = self._rng
        out.players = [_player(p.name, p.city) for p in self.players]
        out.objective = self.objective
        out.sand_dollar_actions = self.sand_dollar_actions
        out.deck = self.deck.copy()
        out.front = self.front.copy()
        out.back = self.back.copy()
        out.start_player = self.start_player
        out.offered_tiles = self.offered_tiles.copy()
        out.setup_order = self.setup_order.copy()
        out.phase = self.phase
        out.current = self.current
        out.food_truck = self.food_truck
        out.foodie = self.foodie
        out.pending = self.pending.copy()
        out.placed_this_turn = self.placed_this_turn.copy()
        out.grants = self.grants.copy()
        out.via = self.via
        out.swap_allowed = self.swap_allowed
        out.reward = self.reward
        out.final_triggered = self.final_triggered
        out.final_order = self.final_order.copy()
        out.round = self.round
        out.turns = self.turns
        out.seed = self.seed
        out._rng_shared = True
        out._rng_pending = self._rng_pending
        out._rng_seed = self._rng_seed
        # The copy has the same legal actions: it keeps the listing, so an
        # action listed for this state is applied to the copy unchecked (a
        # search tries every listed action on a copy of its own).
        out._version = self._version
        out._listed_version = self._listed_version
        out._listed = self._listed
        return out

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def city(self) -> City:
        """The current player's city."""
        city = self.players[self.current].city
        assert city is not None
        return city

    @property
    def over(self) -> bool:
        return self.phase is PHASE.OVER

    def card_pos(self, player: int, card_id: str) -> Pos | None:
        city = self.players[player].city
        if city is None:
            return None
        # Newest first: the card asked about is usually one just placed (a
        # card lies in a city once, so the order changes no answer).
        for pos, card in reversed(city.cards.items()):
            if card.id == card_id:
                return pos
        return None

    def display_cards(self) -> list[str]:
        return [c for c in (*self.front, *self.back) if c is not None]
