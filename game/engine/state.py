"""The game state: everything needed to continue a game, and a cheap clone.

The state is plain data. ``game.engine.rules`` lists legal actions and
``game.engine.apply`` changes the state; nothing else mutates it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from .cards import Box
from .city import City, Pos
from .constants import DISPLAY_COLS, END_TRIGGER_CARDS
from .kinds import GrantKind, Phase

PHASES: tuple[Phase, ...] = tuple(Phase)

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


@dataclass(slots=True)
class Player:
    name: str
    city: City | None = None


@dataclass(slots=True)
class GameState:
    box: Box
    rng: random.Random
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

    def clone(self) -> "GameState":
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        players = [Player(p.name, p.city.clone() if p.city is not None else None)
                   for p in self.players]
        return GameState(self.box, rng, players, self.objective, self.sand_dollar_actions,
                         list(self.deck), list(self.front), list(self.back), self.start_player,
                         list(self.offered_tiles), list(self.setup_order), self.phase,
                         self.current, self.food_truck, self.foodie, list(self.pending),
                         list(self.placed_this_turn), list(self.grants), self.via,
                         self.swap_allowed, self.reward, self.final_triggered,
                         list(self.final_order), self.round, self.turns, self.seed)

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
        return self.phase is Phase.OVER

    def card_pos(self, player: int, card_id: str) -> Pos | None:
        city = self.players[player].city
        if city is None:
            return None
        for pos, card in city.cards.items():
            if card.id == card_id:
                return pos
        return None

    def display_cards(self) -> list[str]:
        return [c for c in (*self.front, *self.back) if c is not None]
