"""What a seat's buildings are worth to each scoring card, in a few numbers.

A ``Profile`` sums up one seat's buildings as the 16 scoring cards read them
(resources built on, fish bonus, buildings on the coast, on a river, on the
volcano, houses, kinds, bird chips, the largest group joined by paths).
``card_points`` is what a card would pay the seat now (the engine's table:
``game.cruz.engine.scoring``, checked against it by a test) and ``gain`` what
one more building on a field with a given tile would add to it. The bots
weigh builds and the timing of scoring cards with these, thousands of times
a decision, so they are plain integer arithmetic.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cruz.engine import Area, Building, GameState, Resource, Tile
from game.cruz.engine.cards import BUILDING_INDEX, ScoringCard

C = ScoringCard
BIT: dict[Resource, int] = {r: 1 << i for i, r in enumerate(Resource)}
FISH = BIT[Resource.FISH]
HOUSE = BUILDING_INDEX[Building.HOUSE]

# Cards paying for one resource: (its bit, points); pair cards: (bit a, bit b).
SINGLE: dict[ScoringCard, tuple[int, int]] = {
    C.SHEEP: (BIT[Resource.SHEEP], 7), C.FISH: (FISH, 5), C.WOOD: (BIT[Resource.WOOD], 6),
    C.SUGAR: (BIT[Resource.SUGAR], 7), C.GOLD: (BIT[Resource.GOLD], 6),
    C.GOLD_10: (BIT[Resource.GOLD], 10)}
PAIR: dict[ScoringCard, tuple[int, int]] = {
    C.FISH_SHEEP: (FISH, BIT[Resource.SHEEP]),
    C.WOOD_SUGAR: (BIT[Resource.WOOD], BIT[Resource.SUGAR])}
FISH_CARDS = (C.FISH, C.FISH_SHEEP)


@dataclass(frozen=True, slots=True)
class TileInfo:
    """A tile as the arithmetic wants it."""
    points: int
    mask: int          # resources as bits
    fish_bonus: int    # counted only where the tile shows fish
    kind: int          # building index (lighthouse, church, house)
    bird: bool


_INFO: dict[int, tuple[Tile, TileInfo]] = {}


def info(tile: Tile) -> TileInfo:
    """The arithmetic form of ``tile`` (cached per tile object)."""
    hit = _INFO.get(id(tile))
    if hit is not None and hit[0] is tile:
        return hit[1]
    mask = 0
    for r in tile.resources:
        mask |= BIT[r]
    out = TileInfo(tile.points, mask, tile.fish_bonus if mask & FISH else 0,
                   BUILDING_INDEX[tile.building], tile.bird)
    if len(_INFO) > 4096:
        _INFO.clear()
    _INFO[id(tile)] = (tile, out)
    return out


@dataclass(slots=True)
class Profile:
    mask: int = 0
    fish_bonus: int = 0
    coast: int = 0
    river: int = 0
    volcano: int = 0
    houses: int = 0
    kinds: int = 0            # building kinds as bits
    chips: int = 0
    group: dict[int, int] | None = None    # field -> its path group's number
    sizes: list[int] | None = None          # group number -> buildings in it
    biggest: int = 0


def profile(state: GameState, seat: int) -> Profile:
    """``seat``'s buildings as the scoring cards read them (its fields are face up)."""
    geo = state.geo
    tile_at = state.tile_at
    own = state.seats[seat].own
    p = Profile(chips=len(state.seats[seat].chips))
    for f in own:
        t = info(tile_at[f])
        p.mask |= t.mask
        p.fish_bonus += t.fish_bonus
        area = geo.area[f]
        if area is Area.COAST:
            p.coast += 1
        elif area is Area.VOLCANO:
            p.volcano += 1
        if geo.on_river[f]:
            p.river += 1
        if t.kind == HOUSE:
            p.houses += 1
        p.kinds |= 1 << t.kind
    group: dict[int, int] = {}
    sizes: list[int] = []
    mine = set(own)
    nbrs = geo.path_nbrs
    for start in own:
        if start in group:
            continue
        g = len(sizes)
        group[start] = g
        stack = [start]
        size = 0
        while stack:
            f = stack.pop()
            size += 1
            for n in nbrs[f]:
                if n in mine and n not in group:
                    group[n] = g
                    stack.append(n)
        sizes.append(size)
    p.group, p.sizes = group, sizes
    p.biggest = max(sizes, default=0)
    return p


def card_points(card: ScoringCard, p: Profile) -> int:
    """What ``card`` pays a seat of profile ``p`` now, fish bonus included."""
    if card in SINGLE:
        bit, pts = SINGLE[card]
        return (pts if p.mask & bit else 0) + (p.fish_bonus if card is C.FISH else 0)
    if card in PAIR:
        a, b = PAIR[card]
        has = bool(p.mask & a) + bool(p.mask & b)
        return (7 if has == 2 else 3 if has else 0) + (
            p.fish_bonus if card is C.FISH_SHEEP else 0)
    if card is C.COAST:
        return 3 * p.coast
    if card is C.RIVER:
        return 3 * p.river
    if card is C.VOLCANO:
        return 3 * p.volcano
    if card is C.ERUPTION:
        return -2 * p.volcano
    if card is C.HOUSES_4:
        return 6 if p.houses >= 4 else 0
    if card is C.THREE_KINDS:
        return 6 if p.kinds == 7 else 0
    if card is C.CONNECTED_4:
        return 7 if p.biggest >= 4 else 0
    return 2 * p.chips       # birds


def joined_size(p: Profile, nbrs: tuple[int, ...]) -> int:
    """The size of the path group a new building with these path neighbours makes."""
    assert p.group is not None and p.sizes is not None
    seen: set[int] = set()
    size = 1
    for n in nbrs:
        g = p.group.get(n)
        if g is not None and g not in seen:
            seen.add(g)
            size += p.sizes[g]
    return size


def gain(card: ScoringCard, p: Profile, t: TileInfo, area: Area, river: bool,
         joined: int, chip: bool) -> int:
    """What one more building (tile ``t`` on a field of ``area``, on a river or
    not, making a path group of ``joined``, drawing a chip or not) adds to what
    ``card`` pays."""
    if card in SINGLE:
        bit, pts = SINGLE[card]
        return (0 if p.mask & bit or not t.mask & bit else pts) + (
            t.fish_bonus if card is C.FISH else 0)
    if card in PAIR:
        a, b = PAIR[card]
        before = bool(p.mask & a) + bool(p.mask & b)
        m = p.mask | t.mask
        after = bool(m & a) + bool(m & b)
        pay = (0, 3, 7)
        return pay[after] - pay[before] + (t.fish_bonus if card is C.FISH_SHEEP else 0)
    if card is C.COAST:
        return 3 if area is Area.COAST else 0
    if card is C.RIVER:
        return 3 if river else 0
    if card is C.VOLCANO:
        return 3 if area is Area.VOLCANO else 0
    if card is C.ERUPTION:
        return -2 if area is Area.VOLCANO else 0
    if card is C.HOUSES_4:
        return 6 if p.houses == 3 and t.kind == HOUSE else 0
    if card is C.THREE_KINDS:
        return 6 if p.kinds != 7 and p.kinds | (1 << t.kind) == 7 else 0
    if card is C.CONNECTED_4:
        return 7 if p.biggest < 4 <= joined else 0
    return 2 if chip else 0      # birds
