"""What a field is worth to a seat: the tile's points, a bird chip, and what
the building adds to the scoring cards still to come this round.

``Outlook`` is one seat's expectations for the rest of the round, read from
what the seat may know (the table, its own hand, the sets and piles face up,
the counts of the others' hidden cards): per scoring card, the chance that it
will still pay this round (its own cards 1, a card it has not seen the
chance that another player holds it), and the tiles still face down per area
(a face-down field is worth the mean of the tiles that may lie there, and
nothing when its building is not in supply: "Hat er kein passendes Gebäude
im Vorrat, endet sein Zug sofort"). It never reads a face-down tile, another
seat's hand or chips, so it can be made from a sampled state.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.cruz.engine import Area, GameState
from game.cruz.engine.cards import SCORING_CARDS, ScoringCard

from game.cruz.ai.profile import (FISH_CARDS, HOUSE, PAIR, SINGLE, Profile, TileInfo, info,
                                  joined_size, profile)

C = ScoringCard
OTHERS_WEIGHT = 0.7      # a card in another's hand pays: he times it for himself
CHIP_MEAN = 1.9          # 42 points on 22 chips (docs/SANTA_CRUZ_MAP.md)
SCARCE = (0.4, 0.2, 0.0)  # using up one of 2 lighthouses or 3 churches (by BUILDINGS)


PAIR_PAY = (0, 3, 7)
FIELD_CARDS = frozenset({C.COAST, C.RIVER, C.VOLCANO, C.ERUPTION, C.CONNECTED_4})


@dataclass(slots=True)
class Outlook:
    seat: int
    me: Profile
    weights: dict[ScoringCard, float]          # chance the card still pays this round
    hidden: dict[Area, list[TileInfo]]         # tiles that may lie face down, per area
    chip_value: float
    reached: frozenset[int] = frozenset()      # fields a path joins to the seat's buildings
    rivers: frozenset[int] = frozenset()       # rivers the seat has a building on
    memo: dict[object, float] = field(default_factory=dict)     # per decision
    cards: list[tuple[int, int, int, float]] | None = None

    def tile_cards(self) -> list[tuple[int, int, int, float]]:
        """The cards whose gain depends on the tile alone, as (code, a, b,
        weight): the gain is then integer arithmetic (``tile_part``)."""
        if self.cards is None:
            self.cards = [compile_card(c, w) for c, w in self.weights.items()
                          if w and c not in FIELD_CARDS]
        return self.cards


SINGLE_CODE, PAIR_CODE, HOUSES_CODE, KINDS_CODE, BIRDS_CODE = range(5)


def compile_card(card: ScoringCard, w: float) -> tuple[int, int, int, float]:
    """A tile-only card as (code, a, b, weight); a fish card's code is negative."""
    fish = card in FISH_CARDS
    if card in SINGLE:
        bit, pts = SINGLE[card]
        return (-1 - SINGLE_CODE if fish else SINGLE_CODE, bit, pts, w)
    if card in PAIR:
        a, b = PAIR[card]
        return (-1 - PAIR_CODE if fish else PAIR_CODE, a, b, w)
    if card is C.HOUSES_4:
        return (HOUSES_CODE, 0, 0, w)
    if card is C.THREE_KINDS:
        return (KINDS_CODE, 0, 0, w)
    return (BIRDS_CODE, 0, 0, w)


def card_weights(state: GameState, seat: int) -> dict[ScoringCard, float]:
    """Per scoring card: 1 in ``seat``'s hand, 0 played this round, else the
    chance (times ``OTHERS_WEIGHT``) that another player holds it now."""
    seats = state.seats
    mine = set(seats[seat].scoring)
    played = {c for p in seats for c in p.played_scoring}
    known: dict[ScoringCard, float] = {}
    unknown_held = 0
    for o, p in enumerate(seats):
        if o == seat:
            continue
        hidden = len(p.scoring)
        if state.round == 2 and p.set_letter is not None:
            pile = [c for c in state.piles.get(p.set_letter, ()) if c not in p.played_scoring]
            for c in pile:          # one of his set's cards may be his discard
                known[c] = OTHERS_WEIGHT * (1.0 - 1.0 / (len(pile) + 2))
            hidden = max(0, hidden - len(pile))
        unknown_held += hidden
    if state.round == 2:
        seen = mine | played | {c for pile in state.piles.values() for c in pile}
        seen |= {c for c in (seats[seat].drawn, seats[seat].discarded) if c is not None}
    else:
        seen = mine | played
    unseen = [c for c in SCORING_CARDS if c not in seen]
    chance = OTHERS_WEIGHT * min(1.0, unknown_held / len(unseen)) if unseen else 0.0
    out: dict[ScoringCard, float] = {}
    for c in SCORING_CARDS:
        if c in mine:
            out[c] = 1.0
        elif c in played:
            out[c] = 0.0
        else:
            out[c] = known.get(c, chance if c in unseen else 0.0)
    return out


_HIDDEN: dict[tuple[int, ...], dict[Area, list[TileInfo]]] = {}


def hidden_tiles(state: GameState) -> dict[Area, list[TileInfo]]:
    """The tiles not face up on the board, per area: what a face-down field may
    hold (cached by the tiles face up: every deal of one view shares them)."""
    key = (id(state.all_tiles), *(id(t) if up else 0
                                  for t, up in zip(state.tile_at, state.face_up, strict=True)))
    hit = _HIDDEN.get(key)
    if hit is None:
        if len(_HIDDEN) > 512:
            _HIDDEN.clear()
        hit = _HIDDEN[key] = _hidden(state)
    return hit


def _hidden(state: GameState) -> dict[Area, list[TileInfo]]:
    shown: dict[int, int] = {}
    for t, up in zip(state.tile_at, state.face_up, strict=True):
        if up:
            shown[id(t)] = shown.get(id(t), 0) + 1
    out: dict[Area, list[TileInfo]] = {a: [] for a in Area}
    for t in state.all_tiles:
        if shown.get(id(t)):
            shown[id(t)] -= 1
        else:
            out[t.area].append(info(t))
    return out


def outlook(state: GameState, seat: int) -> Outlook:
    chip = CHIP_MEAN if state.chip_pool else 0.0
    geo = state.geo
    own = state.seats[seat].own
    return Outlook(seat, profile(state, seat), card_weights(state, seat), hidden_tiles(state),
                   chip, frozenset(n for g in own for n in geo.path_nbrs[g]),
                   frozenset(r for g in own for r in geo.rivers_at[g]))


def tile_part(look: Outlook, t: TileInfo) -> float:
    """What a building on tile ``t`` brings wherever the tile lies (cached per decision)."""
    hit = look.memo.get(t)
    if hit is not None:
        return hit
    bird = t.bird and look.chip_value > 0
    value = t.points + (look.chip_value if bird else 0.0) - SCARCE[t.kind]
    me = look.me
    mask = me.mask
    for code, a, b, w in look.tile_cards():
        if code < 0:                        # a fish card: the tile's "+N"
            value += w * t.fish_bonus
            code = -1 - code
        if code == SINGLE_CODE:
            if t.mask & a and not mask & a:
                value += w * b
        elif code == PAIR_CODE:
            before = bool(mask & a) + bool(mask & b)
            m = mask | t.mask
            after = bool(m & a) + bool(m & b)
            value += w * PAIR_PAY[after] - w * PAIR_PAY[before]
        elif code == HOUSES_CODE:
            if me.houses == 3 and t.kind == HOUSE:
                value += w * 6
        elif code == KINDS_CODE:
            if me.kinds != 7 and me.kinds | (1 << t.kind) == 7:
                value += w * 6
        elif bird:
            value += w * 2
    look.memo[t] = value
    return value


def field_part(look: Outlook, area: Area, river: bool, joined: int) -> float:
    """What a building on a field brings whatever its tile: the place cards."""
    w = look.weights
    value = 0.0
    if area is Area.COAST:
        value += 3 * w[C.COAST]
    elif area is Area.VOLCANO:
        value += 3 * w[C.VOLCANO] - 2 * w[C.ERUPTION]
    if river:
        value += 3 * w[C.RIVER]
    if look.me.biggest < 4 <= joined:
        value += 7 * w[C.CONNECTED_4]
    return value


def field_worth(state: GameState, look: Outlook, f: int) -> float:
    """What building on field ``f`` is worth to ``look.seat`` (face down: the
    mean over the tiles that may lie there, 0 for one it cannot build)."""
    geo = state.geo
    area = geo.area[f]
    place = field_part(look, area, geo.on_river[f], joined_size(look.me, geo.path_nbrs[f]))
    if state.face_up[f]:
        return tile_part(look, info(state.tile_at[f])) + place
    supply = state.seats[look.seat].supply
    pool = look.hidden[area]
    if not pool:
        return 0.0
    key = (area, supply[0] > 0, supply[1] > 0, supply[2] > 0)
    hit = look.memo.get(key)
    if hit is None:
        fit = [tile_part(look, t) for t in pool if supply[t.kind]]
        hit = look.memo[key] = sum(fit) / len(pool)
        look.memo[(key, "n")] = len(fit) / len(pool)
    return hit + look.memo[(key, "n")] * place
