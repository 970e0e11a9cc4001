"""``determinize``: a full state consistent with what one seat has seen.

For a bot's sampling: the hidden parts are dealt at random from what that seat
has not seen. Face-down tiles come from the unseen tiles of their area (the
rest go back to the box); the other players' bird chips and the chip pool from
the chips not in the seat's own hand; the other players' scoring cards and the
deck from the scoring cards the seat has not seen. In round 2 a player's
hidden draw is known once he has played a scoring card outside his set, and
his discard is any card of his set or his draw he has not played. The public
part (the view) is copied exactly: ``view(determinize(s, seat, rng), seat) ==
view(s, seat)``.
"""
from __future__ import annotations

import random

from .board import Area, Tile
from .cards import BUILD_CARDS, BUILD_INDEX, BUILDING_INDEX, SCORING_CARDS, SETS, ScoringCard
from .geometry import geometry_of
from .state import GameState, Phase, Seat
from .view import View, view


def determinize(source: GameState | View, seat: int, rng: random.Random) -> GameState:
    """A state ``seat`` cannot tell from the real one, hidden parts drawn by ``rng``."""
    v = view(source, seat) if isinstance(source, GameState) else source
    if v.seat != seat:
        raise ValueError(f"the view is seat {v.seat}'s, not seat {seat}'s")
    geo = geometry_of(v.board)
    tile_at, box = _tiles(v, geo.area, rng)
    seats = [_seat(v, s) for s in range(v.players)]
    deck = _scoring(v, seats, rng)[:v.deck_size]
    pool = _chips(v, seats, rng)
    first = [o[0] if o else -1 for o in v.occupants]
    second = [o[1] if len(o) > 1 else -1 for o in v.occupants]
    return GameState(
        geo=geo, players=v.players, rng=random.Random(rng.getrandbits(64)),
        all_tiles=v.all_tiles, all_chips=v.all_chips, tile_at=tile_at,
        kind_at=[BUILDING_INDEX[t.building] for t in tile_at],
        face_up=[t is not None for t in v.tiles], first=first, second=second, box_tiles=box,
        chip_pool=pool, deck=deck, seats=seats, scores=list(v.scores), track=list(v.track),
        round=v.round, phase=v.phase, current=v.current, start_player=v.start_player,
        last_player=v.last_player, add_on_used=v.add_on_used, choosers=list(v.choosers),
        sets_open=list(v.sets_open), piles=dict(v.piles), build_kind=v.build_kind,
        builds_left=v.builds_left, targets=tuple(geo.index[f] for f in v.targets),
        add_on_targets=tuple(geo.index[f] for f in v.add_on_targets), to_land=list(v.to_land),
        to_discard=list(v.to_discard), last_card_player=v.last_card_player,
        newcomers=v.newcomers, oldest=v.oldest, youngest=v.youngest, ledger=list(v.ledger))


def _tiles(v: View, areas: tuple[Area, ...], rng: random.Random) -> tuple[list[Tile], list[Tile]]:
    unseen = list(v.all_tiles)
    for t in v.tiles:
        if t is not None:
            unseen.remove(t)
    rng.shuffle(unseen)
    tile_at: list[Tile] = []
    for t, area in zip(v.tiles, areas, strict=True):
        if t is None:
            pick = next(i for i, u in enumerate(unseen) if u.area is area)
            t = unseen.pop(pick)
        tile_at.append(t)
    return tile_at, unseen


def _seat(v: View, s: int) -> Seat:
    sv = v.seats[s]
    mine = s == v.seat
    builds = list(v.hand_builds) if mine else _builds_left(sv.set_letter, sv.played_builds)
    index = v.board.fields
    own_ids = set(sv.fields)
    return Seat(supply=list(sv.supply), destroyed=list(sv.destroyed), builds=builds,
                scoring=list(v.hand_scoring) if mine else [],
                played_builds=list(sv.played_builds), played_scoring=list(sv.played_scoring),
                set_letter=sv.set_letter, chips=list(sv.chips) if sv.chips is not None else [],
                own=[i for i, f in enumerate(index) if f.id in own_ids],
                drawn=v.drawn if mine else None, discarded=v.discarded if mine else None)


def _builds_left(letter: str | None, played: tuple[object, ...]) -> list[int]:
    """Another player's building cards: his set (public) less those he played."""
    if letter is None:
        return [0] * len(BUILD_CARDS)
    left = list(SETS[letter])
    for card in played:
        left[BUILD_INDEX[card]] -= 1      # type: ignore[index]
    return left


def _scoring(v: View, seats: list[Seat], rng: random.Random) -> list[ScoringCard]:
    """Deal the others' hidden scoring cards (and round-2 draws and discards);
    the cards left over, shuffled, are the deck."""
    unseen = list(SCORING_CARDS)
    seen = set(v.hand_scoring) | {c for sv in v.seats for c in sv.played_scoring}
    seen |= {c for _, pile in v.piles for c in pile}
    seen |= {c for c in (v.drawn, v.discarded) if c is not None}
    unseen = [c for c in unseen if c not in seen]
    rng.shuffle(unseen)
    piles = dict(v.piles)
    for s, player in enumerate(seats):
        if s == v.seat:
            continue
        sv = v.seats[s]
        hidden = sv.hand_size - sum(player.builds)
        if v.round == 1:
            player.scoring = [unseen.pop() for _ in range(hidden)]
            continue
        pile = list(piles[sv.set_letter]) if sv.set_letter else []
        outside = [c for c in sv.played_scoring if c not in pile]
        drawn = outside[0] if outside else unseen.pop()
        if drawn in unseen:
            unseen.remove(drawn)
        player.drawn = drawn
        if v.phase is Phase.CHOOSE_SET:    # the draw lies aside until the sets are taken
            player.scoring = pile
            continue
        held = [c for c in pile + [drawn] if c not in sv.played_scoring]
        if v.phase is Phase.DISCARD and s in v.to_discard:
            player.scoring = held
            continue
        rng.shuffle(held)
        player.discarded = held.pop()
        player.scoring = held
    return unseen


def _chips(v: View, seats: list[Seat], rng: random.Random) -> list[int]:
    """The others' chips and the pool from the chips the seat has not seen."""
    unseen = list(v.all_chips)
    for sv in v.seats:
        if sv.chips is not None:
            for c in sv.chips:
                unseen.remove(c)
    rng.shuffle(unseen)
    for s, sv in enumerate(v.seats):
        if sv.chips is None:
            seats[s].chips = [unseen.pop() for _ in range(sv.chip_count)]
    return unseen
