"""What one seat may see: ``view(state, seat)`` and ``events_for(events, seat)``.

A seat sees the table (face-up tiles, buildings, supplies, scores, the track,
the cards played, which set each player holds), its own hand, its own bird
chips and its own drawn and discarded scoring card. Of the others it sees how
many cards and chips they hold, not which. Face-down tiles, the tiles left in
the box, the order of the chip pool and of the scoring deck are hidden from
everyone. Once the game is over the chips have been revealed to all.
"""
from __future__ import annotations

from dataclasses import dataclass

from .board import Board, Tile
from .cards import BuildCard, ScoringCard
from .events import PRIVATE_FIELDS, Event, event
from .state import GameState, Phase


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    score: int
    supply: tuple[int, ...]
    destroyed: tuple[int, ...]
    hand_size: int
    chip_count: int
    set_letter: str | None
    played_builds: tuple[BuildCard, ...]
    played_scoring: tuple[ScoringCard, ...]
    fields: tuple[str, ...]                    # where this player's buildings stand
    chips: tuple[int, ...] | None              # the values: own seat, or once revealed


@dataclass(frozen=True, slots=True)
class View:
    seat: int
    players: int
    round: int
    phase: Phase
    current: int
    start_player: int
    last_player: int
    add_on_used: bool
    board: Board
    tiles: tuple[Tile | None, ...]             # per field in board order; None = face down
    occupants: tuple[tuple[int, ...], ...]     # per field: seats, first builder first
    scores: tuple[int, ...]
    track: tuple[int, ...]
    seats: tuple[SeatView, ...]
    hand_builds: tuple[int, ...]               # own building cards by cards.BUILD_CARDS
    hand_scoring: tuple[ScoringCard, ...]      # own scoring cards
    drawn: ScoringCard | None                  # own round-2 draw
    discarded: ScoringCard | None              # own round-2 discard
    deck_size: int
    chip_pool_size: int
    box_tile_count: int
    sets_open: tuple[str, ...]
    choosers: tuple[int, ...]
    piles: tuple[tuple[str, tuple[ScoringCard, ...]], ...]   # round 1's sets, face up
    build_kind: BuildCard | None
    builds_left: int
    targets: tuple[str, ...]
    add_on_targets: tuple[str, ...]
    to_land: tuple[int, ...]
    to_discard: tuple[int, ...]
    last_card_player: int
    newcomers: bool
    oldest: int
    youngest: int
    all_tiles: tuple[Tile, ...]                # the component lists (public)
    all_chips: tuple[int, ...]
    ledger: tuple[tuple[int, int, str, int], ...]


def view(state: GameState, seat: int) -> View:
    """What ``seat`` sees of ``state``."""
    geo = state.geo
    over = state.phase is Phase.GAME_OVER
    seats = []
    for s, p in enumerate(state.seats):
        seats.append(SeatView(
            seat=s, score=state.scores[s], supply=tuple(p.supply), destroyed=tuple(p.destroyed),
            hand_size=p.hand_size(), chip_count=len(p.chips), set_letter=p.set_letter,
            played_builds=tuple(p.played_builds), played_scoring=tuple(p.played_scoring),
            fields=tuple(geo.ids[f] for f in sorted(p.own)),
            chips=tuple(p.chips) if s == seat or over else None))
    me = state.seats[seat]
    ids = geo.ids
    return View(
        seat=seat, players=state.players, round=state.round, phase=state.phase,
        current=state.current, start_player=state.start_player, last_player=state.last_player,
        add_on_used=state.add_on_used, board=geo.board,
        tiles=tuple(t if up else None for t, up in zip(state.tile_at, state.face_up, strict=True)),
        occupants=tuple(tuple(s for s in (a, b) if s >= 0)       # -1: nobody
                        for a, b in zip(state.first, state.second, strict=True)),
        scores=tuple(state.scores), track=tuple(state.track), seats=tuple(seats),
        hand_builds=tuple(me.builds), hand_scoring=tuple(me.scoring), drawn=me.drawn,
        discarded=me.discarded, deck_size=len(state.deck), chip_pool_size=len(state.chip_pool),
        box_tile_count=len(state.box_tiles), sets_open=tuple(state.sets_open),
        choosers=tuple(state.choosers), piles=tuple(sorted(state.piles.items())),
        build_kind=state.build_kind, builds_left=state.builds_left,
        targets=tuple(ids[f] for f in state.targets),
        add_on_targets=tuple(ids[f] for f in state.add_on_targets),
        to_land=tuple(state.to_land), to_discard=tuple(state.to_discard),
        last_card_player=state.last_card_player, newcomers=state.newcomers,
        oldest=state.oldest, youngest=state.youngest, all_tiles=state.all_tiles,
        all_chips=state.all_chips, ledger=tuple(state.ledger))


def event_for(ev: Event, seat: int) -> Event:
    """``ev`` as ``seat`` may see it: another player's private fields are None."""
    hidden = PRIVATE_FIELDS.get(ev.kind)
    if hidden is None or ev.player == seat:
        return ev
    return event(ev.kind, ev.player, {k: (None if k in hidden else v) for k, v in ev.data.items()})


def events_for(events: list[Event], seat: int) -> list[Event]:
    """The events as ``seat`` may see them."""
    return [event_for(ev, seat) for ev in events]
