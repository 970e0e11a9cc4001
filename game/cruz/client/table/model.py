"""What the table shows, as it shows it: one seat's view of the game, moved on
event by event while the animations play, and made again from the engine's
view whenever the table is still (``from_view``), so it can never drift.

The table draws only this model: a tile turns face up when its flip reaches
it, a stone stands where its move has brought it, a building is on its field
once it has landed there. It holds nothing the viewing seat may not see.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.cruz.engine import Area, BuildCard, Event, EventKind, Phase, ScoringCard, Tile, View
from game.cruz.engine.cards import BUILD_CARDS, BUILDING_INDEX


@dataclass
class SeatShown:
    """One seat as the table shows it."""

    score: int
    supply: list[int]                 # lighthouse, church, house
    chips: int
    chip_values: list[int] | None     # the viewer's own (or everyone's once revealed)
    hand_size: int
    played_builds: list[BuildCard]
    played_scoring: list[ScoringCard]
    set_letter: str | None
    revealed: int = 0                 # chips turned face up at the end, one by one


@dataclass
class TableModel:
    viewer: int
    round: int
    phase: Phase
    current: int
    last_player: int
    add_on_used: bool
    ids: tuple[str, ...]
    areas: tuple[Area, ...]
    tiles: list[Tile | None]          # None: face down
    occupants: list[list[int]]        # per field, first builder first
    track: list[int]                  # seats front to back
    seats: list[SeatShown]
    hand_builds: list[int]            # the viewer's, by BUILD_CARDS
    hand_scoring: list[ScoringCard]
    drawn: ScoringCard | None
    sets_open: tuple[str, ...]
    piles: dict[str, tuple[ScoringCard, ...]]
    deck_size: int
    chip_pool: int
    erupting: float = 0.0             # the eruption's shake, 0..1
    index: dict[str, int] = field(default_factory=dict)

    @classmethod
    def from_view(cls, v: View) -> TableModel:
        ids = tuple(f.id for f in v.board.fields)
        seats = [SeatShown(s.score, list(s.supply), s.chip_count,
                           list(s.chips) if s.chips is not None else None, s.hand_size,
                           list(s.played_builds), list(s.played_scoring), s.set_letter,
                           s.chip_count if v.phase is Phase.GAME_OVER else 0)
                 for s in v.seats]
        return cls(v.seat, v.round, v.phase, v.current, v.last_player, v.add_on_used, ids,
                   tuple(f.area for f in v.board.fields), list(v.tiles),
                   _occupants(v), list(v.track), seats, list(v.hand_builds),
                   list(v.hand_scoring), v.drawn, v.sets_open, dict(v.piles), v.deck_size,
                   v.chip_pool_size, index={f: i for i, f in enumerate(ids)})

    def score_of(self, seat: int) -> int:
        return self.seats[seat].score

    # -- the events, one by one (the director calls these as its beats play) ------------
    def card_played(self, ev: Event) -> None:
        seat, card = self.seats[ev.player], ev["card"]
        seat.hand_size = max(0, seat.hand_size - 1)
        if isinstance(card, BuildCard):
            seat.played_builds.append(card)
            if ev.player == self.viewer and self.hand_builds[BUILD_CARDS.index(card)]:
                self.hand_builds[BUILD_CARDS.index(card)] -= 1
        else:
            seat.played_scoring.append(card)
            if ev.player == self.viewer and card in self.hand_scoring:
                self.hand_scoring.remove(card)

    def building_left(self, ev: Event) -> None:
        """A building leaves its owner's supply (it is on its way to the field)."""
        supply = self.seats[ev.player].supply
        k = BUILDING_INDEX[ev["building"]]
        supply[k] = max(0, supply[k] - 1)

    def built(self, ev: Event) -> None:
        self.occupants[self.index[ev["field"]]].append(ev.player)

    def revealed(self, fid: str, tile: Tile) -> None:
        self.tiles[self.index[fid]] = tile

    def scored(self, ev: Event) -> None:
        self.seats[ev.player].score = ev["to"]
        self.track = list(ev["track"])

    def chip_drawn(self, ev: Event) -> None:
        seat = self.seats[ev.player]
        seat.chips = ev["count"]
        if ev.get("value") is not None and seat.chip_values is not None:
            seat.chip_values.append(ev["value"])
        self.chip_pool = max(0, self.chip_pool - 1)

    def removed(self, fid: str, seat: int) -> None:
        """A building taken off its field (the eruption, the round's end)."""
        here = self.occupants[self.index[fid]]
        if seat in here:
            here.remove(seat)

    def apply(self, ev: Event) -> None:
        """What an event changes that no animation shows (turn, phase, round)."""
        kind = ev.kind
        if kind is EventKind.TURN_STARTED:
            self.current = ev.player
        elif kind is EventKind.ROUND_STARTED:
            self.round = ev["round"]
            self.last_player = ev["last_player"]
            self.add_on_used = False
        elif kind is EventKind.SET_CHOSEN:
            self.seats[ev.player].set_letter = ev["letter"]
        elif kind is EventKind.BIRDS_REVEALED:
            seat = self.seats[ev.player]
            seat.chip_values = list(ev["values"])
        elif kind is EventKind.BUILT and ev["add_on"]:
            self.add_on_used = True


def _occupants(v: View) -> list[list[int]]:
    """The seats on each field, first builder first (an empty field: none)."""
    return [list(o) for o in v.occupants]
