"""A position of shared/contracts/santa-cruz.md as a game state, and the two
questions the ``cruz`` command asks of it (targets, a scoring card).

``state_from_position`` refuses (``PositionError``, one sentence) what the rules
cannot reach: two buildings of one player on a field, three on one, a second
building that is not the round's add-on (add_on_used false, none of the last
player's, or on more than one field), a supply out of 0-2/0-3/0-8, a track that
is no order of the seats or puts a lower score in front, negative or more than
22 bird chips. It does not ask how the board came about: the contract's own
example has a tile face down next to a building and a lighthouse built with
both still in supply, so the supply is not counted against the board and
face-down tiles may lie anywhere (docs/RULES_NOTES.md, Santa Cruz).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from .board import Board, Tile
from .cards import (BUILD_CARDS, BUILDING_INDEX, BUILDINGS, CHIP_COUNT, FULL_SUPPLY,
                    MAX_PLAYERS, MIN_PLAYERS, BuildCard, ScoringCard)
from .errors import PositionError
from .events import Event
from .geometry import geometry_of
from .scoring import score_card
from .state import GameState, Phase, Seat
from .targets import may_add_on, targets


@dataclass(frozen=True, slots=True)
class Position:
    """The contract's position: ``tiles`` by field id, ``buildings`` as (seat,
    field id) in the order built, ``supply`` per seat in ``cards.BUILDINGS``
    order, ``birds`` the chips each seat holds."""
    players: int
    board: Board
    tiles: dict[str, Tile]
    face_up: frozenset[str]
    buildings: tuple[tuple[int, str], ...]
    supply: tuple[tuple[int, ...], ...]
    birds: tuple[int, ...]
    last_player: int
    add_on_used: bool
    scores: tuple[int, ...]
    track: tuple[int, ...]


def _fail(message: str) -> PositionError:
    return PositionError(message)


def check_position(pos: Position) -> None:
    """Raise ``PositionError`` unless the rules can reach ``pos``."""
    n = pos.players
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise _fail(f"players must be 2-4, not {n}")
    for name, seq in (("supply", pos.supply), ("birds", pos.birds), ("scores", pos.scores),
                      ("track", pos.track)):
        if len(seq) != n:
            raise _fail(f"{name} has {len(seq)} entries for {n} players")
    if not 0 <= pos.last_player < n:
        raise _fail(f"last_player {pos.last_player} is not a seat of {n} players")
    if sorted(pos.track) != list(range(n)):
        raise _fail(f"track {list(pos.track)} is not an order of the seats 0-{n - 1}")
    for ahead, behind in zip(pos.track, pos.track[1:], strict=False):
        if pos.scores[ahead] < pos.scores[behind]:
            raise _fail(f"track puts seat {ahead} ({pos.scores[ahead]} points) in front of "
                        f"seat {behind} ({pos.scores[behind]} points)")
    if any(b < 0 for b in pos.birds):
        raise _fail("birds cannot be negative")
    if sum(pos.birds) > CHIP_COUNT:
        raise _fail(f"the players hold {sum(pos.birds)} bird chips; the game has {CHIP_COUNT}")
    for f in pos.board.fields:
        tile = pos.tiles[f.id]
        if tile.area is not f.area:
            raise _fail(f"field {f.id}: a {tile.area.value} tile on a {f.area.value} field")
    _check_buildings(pos)


def _check_buildings(pos: Position) -> None:
    n = pos.players
    on: dict[str, list[int]] = {}
    for seat, fid in pos.buildings:
        if not 0 <= seat < n:
            raise _fail(f"a building of player {seat}, not a seat of {n} players")
        if fid not in pos.tiles:
            raise _fail(f"a building on {fid!r}, not a field of the board")
        there = on.setdefault(fid, [])
        if seat in there:
            raise _fail(f"field {fid}: two buildings of player {seat}")
        there.append(seat)
        if len(there) > 2:
            raise _fail(f"field {fid}: more than two buildings")
    doubles = [fid for fid, seats in on.items() if len(seats) == 2]
    if doubles:
        if len(doubles) > 1:
            raise _fail(f"fields {', '.join(sorted(doubles))} each hold two buildings; only "
                        "the round's one add-on puts a second building on a field")
        if not pos.add_on_used:
            raise _fail(f"field {doubles[0]} holds two buildings but add_on_used is false")
        if pos.last_player not in on[doubles[0]]:
            raise _fail(f"field {doubles[0]} holds two buildings, none of last_player "
                        f"{pos.last_player} (only the last player adds on)")
    for seat in range(n):
        for k, building in enumerate(BUILDINGS):
            have = pos.supply[seat][k]
            if not 0 <= have <= FULL_SUPPLY[k]:
                raise _fail(f"supply of player {seat}: {building.value} {have} is out of range "
                            f"(a colour has {FULL_SUPPLY[k]})")


def state_from_position(pos: Position) -> GameState:
    """The position as a game state (round 1, in play, hands empty; chips'
    values unknown, so each counts 1). Raises ``PositionError``."""
    check_position(pos)
    geo = geometry_of(pos.board)
    n = pos.players
    tile_at = [pos.tiles[f] for f in geo.ids]
    first = [-1] * len(tile_at)
    second = [-1] * len(tile_at)
    seats = []
    for seat in range(n):
        supply = list(pos.supply[seat])
        seats.append(Seat(supply=supply, destroyed=[0, 0, 0], builds=[0] * len(BUILD_CARDS),
                          scoring=[], played_builds=[], played_scoring=[], set_letter=None,
                          chips=[1] * pos.birds[seat], own=[]))
    for seat, fid in pos.buildings:
        f = geo.index[fid]
        if first[f] < 0:
            first[f] = seat
        else:
            second[f] = seat
        seats[seat].own.append(f)
    for player in seats:
        for k in range(3):
            on_board = sum(1 for f in player.own if BUILDING_INDEX[tile_at[f].building] == k)
            player.destroyed[k] = max(0, FULL_SUPPLY[k] - player.supply[k] - on_board)
    start = (pos.last_player + 1) % n
    return GameState(
        geo=geo, players=n, rng=random.Random(0), all_tiles=tuple(tile_at),
        all_chips=tuple([1] * sum(pos.birds)), tile_at=tile_at,
        kind_at=[BUILDING_INDEX[t.building] for t in tile_at],
        face_up=[fid in pos.face_up for fid in geo.ids], first=first, second=second,
        box_tiles=[], chip_pool=[], deck=[], seats=seats, scores=list(pos.scores),
        track=list(pos.track), round=1, phase=Phase.PLAY, current=start, start_player=start,
        last_player=pos.last_player, add_on_used=pos.add_on_used, choosers=[], sets_open=[],
        piles={}, build_kind=None, builds_left=0, targets=(), add_on_targets=(), to_land=[],
        to_discard=[], last_card_player=start, newcomers=False, oldest=0, youngest=n - 1,
        ledger=[])


def position_targets(state: GameState, seat: int,
                     card: BuildCard) -> tuple[list[str], list[str]]:
    """The contract's ``targets``: (free targets, add-on targets), by field id, sorted."""
    free, extra = targets(state, seat, card, may_add_on(state, seat))
    ids = state.geo.ids
    return sorted(ids[f] for f in free), sorted(ids[f] for f in extra)


def position_score(state: GameState, card: ScoringCard, played_by: int) -> dict[str, object]:
    """The contract's ``score``: the card scored as the game scores it (the
    state changes: scores, track, the eruption's removals)."""
    before = [(state.first[f], state.second[f]) for f in state.geo.volcano]
    events: list[Event] = []
    points = score_card(state, card, played_by, events)
    removed = sorted(state.geo.ids[f] for f, (a, b) in zip(state.geo.volcano, before, strict=True)
                     if (a >= 0 or b >= 0) and state.first[f] < 0)
    return {"points": points, "scores": list(state.scores), "track": list(state.track),
            "removed": removed}
