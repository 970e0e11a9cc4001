"""The game state: everything needed to continue a game, and a cheap clone.

Plain data. ``apply`` (and the modules it calls: ``building``, ``scoring``,
``rounds``) changes it; nothing else does. Fields are numbered in the board's
order (``geometry``); a field's buildings are ``first``/``second`` (the seat,
-1 for none): a second building stands there only by the add-on.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from .board import Tile
from .cards import BuildCard, ScoringCard
from .geometry import Geometry


class Phase(str, Enum):
    CHOOSE_SET = "choose_set"     # set-up and round 2: take a building-card set
    DISCARD = "discard"           # round 2: discard one scoring card
    LANDING = "landing"           # each player's first building of a round
    PLAY = "play"                 # play one card
    BUILD = "build"               # choose where to build after a building card
    GAME_OVER = "game_over"


@dataclass(slots=True)
class Seat:
    """One player's pieces. ``supply`` and ``destroyed`` are indexed by
    ``cards.BUILDINGS`` (lighthouse, church, house); ``builds`` counts the
    building cards in hand by ``cards.BUILD_CARDS`` (ship, river, path, double)."""
    supply: list[int]
    destroyed: list[int]
    builds: list[int]
    scoring: list[ScoringCard]
    played_builds: list[BuildCard]        # this round, in order
    played_scoring: list[ScoringCard]     # this round, in order
    set_letter: str | None
    chips: list[int]                      # bird chip values, in the order drawn
    own: list[int]                        # fields holding one of this player's buildings
    drawn: ScoringCard | None = None      # round 2: the scoring card drawn
    discarded: ScoringCard | None = None  # round 2: the scoring card discarded

    def hand_size(self) -> int:
        return sum(self.builds) + len(self.scoring)

    def copy(self) -> Seat:
        out: Seat = _new(Seat)
        out.supply = self.supply[:]
        out.destroyed = self.destroyed[:]
        out.builds = self.builds[:]
        out.scoring = self.scoring[:]
        out.played_builds = self.played_builds[:]
        out.played_scoring = self.played_scoring[:]
        out.set_letter = self.set_letter
        out.chips = self.chips[:]
        out.own = self.own[:]
        out.drawn = self.drawn
        out.discarded = self.discarded
        return out


_new = object.__new__


@dataclass(slots=True)
class GameState:
    """The whole table. ``rng`` is the game's seeded generator: the set-up
    draws everything random from it (tiles, chips, cards, newcomers' sets) and
    the rules draw nothing afterwards (a face-down tile, the next chip and the
    next scoring card lie ready), so clones share it (copying its 625 words
    would be four fifths of a clone's time). A test keeps it so."""

    geo: Geometry
    players: int
    rng: random.Random
    all_tiles: tuple[Tile, ...]         # the box's tiles (public: the component list)
    all_chips: tuple[int, ...]          # the box's chip values (public)
    tile_at: list[Tile]                 # the tile on each field (face down ones too); never
    kind_at: list[int]                  # changes during a game, so clones share these two
    face_up: list[bool]
    first: list[int]
    second: list[int]
    box_tiles: list[Tile]               # tiles left over at set-up, unseen
    chip_pool: list[int]                # face-down chips; the next drawn is the last
    deck: list[ScoringCard]             # face-down scoring cards; the next drawn is the last
    seats: list[Seat]
    scores: list[int]
    track: list[int]                    # seats front (leading) to back
    round: int
    phase: Phase
    current: int                        # the seat to act
    start_player: int
    last_player: int
    add_on_used: bool
    choosers: list[int]                 # seats still to choose a set (CHOOSE_SET), in order
    sets_open: list[str]                # letters that may be taken
    piles: dict[str, tuple[ScoringCard, ...]]   # round 1's scoring cards by set letter
    build_kind: BuildCard | None        # BUILD: the kind being built
    builds_left: int                    # BUILD: builds still due from the card (1 or 2)
    targets: tuple[int, ...]            # BUILD/LANDING: free fields to build on
    add_on_targets: tuple[int, ...]     # BUILD: fields for the add-on
    to_land: list[int]                  # LANDING: seats still to land, in order
    to_discard: list[int]               # DISCARD: seats still to discard, in order
    last_card_player: int
    newcomers: bool
    oldest: int
    youngest: int
    ledger: list[tuple[int, int, str, int]]   # (seat, round, item, points): score_breakdown


def clone(state: GameState) -> GameState:
    """An independent copy (no deepcopy: lists copied, immutable parts shared)."""
    out: GameState = _new(GameState)
    out.geo = state.geo
    out.players = state.players
    out.rng = state.rng            # shared: drawn from at set-up only (see GameState)
    out.all_tiles = state.all_tiles
    out.all_chips = state.all_chips
    out.tile_at = state.tile_at
    out.kind_at = state.kind_at
    out.face_up = state.face_up[:]
    out.first = state.first[:]
    out.second = state.second[:]
    out.box_tiles = state.box_tiles[:]
    out.chip_pool = state.chip_pool[:]
    out.deck = state.deck[:]
    out.seats = [s.copy() for s in state.seats]
    out.scores = state.scores[:]
    out.track = state.track[:]
    out.round = state.round
    out.phase = state.phase
    out.current = state.current
    out.start_player = state.start_player
    out.last_player = state.last_player
    out.add_on_used = state.add_on_used
    out.choosers = state.choosers[:]
    out.sets_open = state.sets_open[:]
    out.piles = dict(state.piles)
    out.build_kind = state.build_kind
    out.builds_left = state.builds_left
    out.targets = state.targets
    out.add_on_targets = state.add_on_targets
    out.to_land = state.to_land[:]
    out.to_discard = state.to_discard[:]
    out.last_card_player = state.last_card_player
    out.newcomers = state.newcomers
    out.oldest = state.oldest
    out.youngest = state.youngest
    out.ledger = state.ledger[:]
    return out
