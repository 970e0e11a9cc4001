"""Hand-made boxes for engine tests, independent of the shipped deck."""
from __future__ import annotations

from game.monica.engine.cards import (BEACH, STREET, Box, Objective, Ring, SandDollarAction,
                               SandDollarTile, VipRule, make_feature_card, make_starting_tile)

OBJECTIVES = {
    "A": Objective("A", "Blue", "blue", {"kind": "largest_group", "per": 2},
                   {"kind": "largest_group", "per": 2},
                   {"kind": "rank_unplaced", "most": -4, "second": -2}),
    "B": Objective("B", "Green", "green", {"kind": "per_group", "points": 3},
                   {"kind": "groups_at_least", "min": 3, "points": 3},
                   {"kind": "cards_with_unplaced", "points": -1}),
    "C": Objective("C", "Orange", "orange", {"kind": "group_table", "table": [1, 3, 6, 10]},
                   {"kind": "full_columns", "per": 1},
                   {"kind": "rings_and_unplaced", "ring": 1, "per": 2, "points": -1}),
}

SD_TILES = (
    SandDollarTile("SD1", (
        SandDollarAction("two_front", "Two from the front", 4, "front2", move_count=1),
        SandDollarAction("front_and_behind", "Front and behind", 4, "front_and_behind",
                         move_count=1))),
    SandDollarTile("SD2", (
        SandDollarAction("local_or_tourist", "Local or tourist spot", 2, "any",
                         tags_any=("local", "tourist"), move_count=2),
        SandDollarAction("business_nature_sports", "Business, nature or sports", 2, "any",
                         tags_any=("business", "nature", "sports"), move_count=2))),
    SandDollarTile("SD3", (
        SandDollarAction("back_row", "From the back row", 3, "back", move_count=4),
        SandDollarAction("swap_and_move", "Swap and move", 2, "front", swap=True,
                         move_count=2))),
    SandDollarTile("SD4", (
        SandDollarAction("swap_and_return", "Swap and return", 2, "front", swap=True,
                         return_count=2),
        SandDollarAction("tourist_move", "Tourist stroll", 1, "front", move_kind="tourist",
                         move_count=3))),
)

TILES = {
    "S1": make_starting_tile("S1", "Gate", ("tourist",),
                             ({"gain": "vip", "n": 1}, {"gain": "sand_dollar", "n": 1},
                              {"footprint": True}),
                             VipRule(("tourist", "local"), (BEACH, STREET))),
    "S2": make_starting_tile("S2", "Lookout", ("business",), ({"gain": "vip", "n": 1},),
                             VipRule(beach_cards=True)),
    "S3": make_starting_tile("S3", "Park", ("local",), ({"gain": "vip", "n": 2},),
                             VipRule(("sports", "nature"), (BEACH, STREET))),
    "S4": make_starting_tile("S4", "Hotel", ("sports",),
                             ({"gain": "vip", "n": 1}, {"gain": "tourist", "n": 2}),
                             VipRule(("business", "tourist"), (STREET,))),
    "S5": make_starting_tile("S5", "Post", ("business",),
                             ({"gain": "vip", "n": 1}, {"gain": "sand_dollar", "n": 1},
                              {"footprint": True}),
                             VipRule(("business", "local"), (STREET,))),
    "S6": make_starting_tile("S6", "Surf", ("nature",), ({"gain": "vip", "n": 2},),
                             VipRule(("wave", "sports"), (BEACH, STREET))),
}

_PLACES = (
    (), ({"gain": "sand_dollar", "n": 2},), ({"gain": "tourist", "n": 1},),
    ({"gain": "local", "n": 2},), ({"move": "any", "count": 2, "steps": 2},),
    ({"move": "tourist", "count": 4, "steps": 2},), ({"move": "local", "count": 2, "steps": 3},),
    ({"gain": "sand_dollar", "n": 1}, {"move": "vip", "count": 1, "steps": 2}),
)
_BEACH_TAGS = (("wave",), ("nature", "wave"), ("sports",), ("tourist", "wave"), ("nature",),
               ("local",), ("wave", "wave"), ("business",))
_STREET_TAGS = (("business",), ("local",), ("tourist",), ("sports", "business"),
                ("nature", "nature"), ("local", "tourist"), ("business",), ("sports",))
_RINGS = (None, Ring(3, tourist=1), None, Ring(5, local=1, any=1), None, Ring(3, any_number=True),
          None, Ring(4, vip=1))
_SCORES = ((), ({"adjacent": "tourist", "points": 2},), ({"chain": "nature", "min": 3,
                                                           "points": 4},),
           ({"sand_dollars": 2, "points": 1},), ({"adjacent_ring": True, "points": 2},), ())


def card(id: str, row: int, tags=("local",), place=(), ring=None, score=(),
         beach_end=False):
    return make_feature_card(id, id, row, tuple(tags), tuple(place), ring, tuple(score),
                             beach_end)


def make_box(n_cards: int = 78) -> Box:
    cards = {}
    for i in range(n_cards):
        row = BEACH if i % 2 == 0 else STREET
        tags = (_BEACH_TAGS if row == BEACH else _STREET_TAGS)[i % 8]
        place = _PLACES[i % len(_PLACES)]
        if i == 10:
            place = ({"summon": 3},)
        cid = f"C{i:02d}"
        cards[cid] = card(cid, row, tags, place, _RINGS[i % 8], _SCORES[i % 6],
                          beach_end=(i == 20))
    return Box(cards, dict(TILES), SD_TILES, dict(OBJECTIVES))


def box_with(cards: list) -> Box:
    """A box holding exactly these cards (plus the standard tiles)."""
    return Box({c.id: c for c in cards}, dict(TILES), SD_TILES, dict(OBJECTIVES))
