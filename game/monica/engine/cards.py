"""Component types of the box: feature cards, starting tiles, sand-dollar
actions and objective tiles.

These are immutable, engine-side views of the JSON data described in
``shared/contracts/cards-and-cities.md``. The loaders in ``game.monica.content`` build
them and validate the files; the engine only ever reads them. Rules branch on
icon kinds (the ``kind`` of a placement or scoring icon), never on names.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

TAGS: tuple[str, ...] = ("local", "tourist", "business", "sports", "nature", "wave")
PEOPLE: tuple[str, ...] = ("local", "tourist", "vip")
ROWS: tuple[str, ...] = ("beach", "street")
BEACH = 0
STREET = 1
ROW_INDEX = {"beach": BEACH, "street": STREET}


@dataclass(frozen=True, slots=True)
class Ring:
    """An activity ring: slots per kind of person (``any`` takes anyone)."""

    points: int
    local: int = 0
    tourist: int = 0
    vip: int = 0
    any: int = 0
    any_number: bool = False

    @property
    def slots(self) -> int:
        return self.local + self.tourist + self.vip + self.any

    def to_json(self) -> dict[str, Any]:
        if self.any_number:
            return {"any_number": True, "points": self.points}
        out: dict[str, Any] = {k: getattr(self, k) for k in ("local", "tourist", "vip", "any")
                               if getattr(self, k)}
        out["points"] = self.points
        return out


@dataclass(frozen=True, slots=True)
class FeatureCard:
    """One feature card. ``place`` and ``score`` keep the contract's dicts."""

    id: str
    name: str
    row: int                      # BEACH or STREET
    tags: tuple[str, ...]
    place: tuple[dict[str, Any], ...] = ()
    ring: Ring | None = None
    score: tuple[dict[str, Any], ...] = ()
    beach_end: bool = False
    # Derived, for fast scoring and previews.
    tag_count: dict[str, int] = field(default_factory=dict, compare=False, hash=False)
    gives_sand_dollar: bool = False
    gives_people: bool = False

    @property
    def row_name(self) -> str:
        return ROWS[self.row]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name, "row": self.row_name,
                               "tags": list(self.tags), "place": [dict(p) for p in self.place]}
        if self.ring is not None:
            out["ring"] = self.ring.to_json()
        if self.score:
            out["score"] = [dict(s) for s in self.score]
        if self.beach_end:
            out["beach_end"] = True
        return out


def make_feature_card(id: str, name: str, row: int, tags: tuple[str, ...],
                      place: tuple[dict[str, Any], ...] = (), ring: Ring | None = None,
                      score: tuple[dict[str, Any], ...] = (),
                      beach_end: bool = False) -> FeatureCard:
    """Build a card and its derived fields (tag counts, what its placement gives)."""
    counts: dict[str, int] = {}
    for t in tags:
        counts[t] = counts.get(t, 0) + 1
    gives_dollar = any(p.get("gain") == "sand_dollar" for p in place)
    gives_people = any(p.get("gain") in ("local", "tourist") for p in place)
    return FeatureCard(id, name, row, tuple(tags), tuple(place), ring, tuple(score), beach_end,
                       counts, gives_dollar, gives_people)


@dataclass(frozen=True, slots=True)
class VipRule:
    """What a starting tile's VIPs look for (see the contract's ``vip`` key)."""

    tags: tuple[str, ...] = ()
    rows: tuple[int, ...] = ()
    beach_cards: bool = False     # ``{"cards": "beach"}``

    def earns(self, row: int, tag_count: dict[str, int]) -> bool:
        """Would a VIP stepping onto this space drop a footprint here?"""
        if self.beach_cards:
            return row == BEACH
        if row not in self.rows:
            return False
        for t in self.tags:       # a loop, not any(): this runs for every VIP step
            if tag_count.get(t, 0):
                return True
        return False

    def points(self, row: int, tag_count: dict[str, int]) -> int:
        """Points of a footprint on this space: 1 per copy of a listed tag."""
        if self.beach_cards:
            return 1 if row == BEACH else 0
        if row not in self.rows:
            return 0
        return sum(tag_count.get(t, 0) for t in self.tags)

    def to_json(self) -> dict[str, Any]:
        if self.beach_cards:
            return {"cards": "beach"}
        return {"tags": list(self.tags), "rows": [ROWS[r] for r in self.rows]}


@dataclass(frozen=True, slots=True)
class StartingTile:
    """A double-high starting tile. Its tags and setup belong to the street half."""

    id: str
    name: str
    tags: tuple[str, ...]
    setup: tuple[dict[str, Any], ...]
    vip: VipRule
    tag_count: dict[str, int] = field(default_factory=dict, compare=False, hash=False)
    gives_sand_dollar: bool = False
    gives_people: bool = False

    def setup_count(self, what: str) -> int:
        return sum(int(s.get("n", 0)) for s in self.setup if s.get("gain") == what)

    @property
    def starts_with_footprint(self) -> bool:
        return any(s.get("footprint") for s in self.setup)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "tags": list(self.tags),
                "setup": [dict(s) for s in self.setup], "vip": self.vip.to_json()}


def make_starting_tile(id: str, name: str, tags: tuple[str, ...],
                       setup: tuple[dict[str, Any], ...], vip: VipRule) -> StartingTile:
    counts: dict[str, int] = {}
    for t in tags:
        counts[t] = counts.get(t, 0) + 1
    # For ``adjacent_gives`` the tile's setup gains count as placement actions
    # (contract, "A starting tile").
    gives_dollar = any(s.get("gain") == "sand_dollar" for s in setup)
    gives_people = any(s.get("gain") in ("local", "tourist") for s in setup)
    return StartingTile(id, name, tuple(tags), tuple(setup), vip, counts, gives_dollar,
                        gives_people)


@dataclass(frozen=True, slots=True)
class SandDollarAction:
    """One side of a sand-dollar tile.

    ``take``: where the card(s) come from — ``front`` (one front-row card),
    ``front2`` (two front-row cards), ``front_and_behind`` (a front card and
    the back card behind it), ``back`` (one back-row card) or ``any`` (one card
    anywhere in the display carrying one of ``tags_any``).
    Then, in order: an optional ``swap`` of two cards, optional ``move`` of up
    to ``move_count`` people of ``move_kind`` ``move_steps`` spaces each, and an
    optional ``return_count`` people returned to the supply.
    """

    id: str
    name: str
    cost: int
    take: str
    tags_any: tuple[str, ...] = ()
    swap: bool = False
    move_kind: str = "any"
    move_count: int = 0
    move_steps: int = 1
    return_count: int = 0
    text: str = ""


@dataclass(frozen=True, slots=True)
class SandDollarTile:
    id: str
    sides: tuple[SandDollarAction, SandDollarAction]


@dataclass(frozen=True, slots=True)
class Objective:
    """An objective tile: three scoring lines, each a kind plus parameters.

    wave:    ``largest_group`` (``per`` points per wave in the largest wave group),
             ``per_group`` (``points`` per separate wave group),
             ``group_table`` (each group scores ``table[min(size, len)-1]``).
    misc:    ``largest_group`` (``per`` per tag in the largest non-wave group),
             ``groups_at_least`` (``points`` per non-wave group of ``min``+ copies),
             ``full_columns`` (``per`` per column in the longest run of columns
             with both rows filled).
    penalty: ``rank_unplaced`` (``most`` / ``second`` for most unplaced people),
             ``cards_with_unplaced`` (``points`` per card holding unplaced people),
             ``rings_and_unplaced`` (``ring`` per filled ring, ``points`` per
             ``per`` unplaced people, floor).
    """

    id: str
    name: str
    color: str
    wave: dict[str, Any]
    misc: dict[str, Any]
    penalty: dict[str, Any]
    text: dict[str, str] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class Box:
    """Everything in the box, as loaded from ``assets/data``."""

    cards: dict[str, FeatureCard]
    tiles: dict[str, StartingTile]
    sand_dollar_tiles: tuple[SandDollarTile, ...]
    objectives: dict[str, Objective]
    # Every side of every sand-dollar tile by id (asked at every pick).
    _sides: dict[str, SandDollarAction] = field(init=False, repr=False, compare=False)
    # Listings that depend only on the components and the table (the acquire
    # list by display occupancy and sand dollars): kept here, per box, since
    # two boxes may give one action id different sides.
    listings: dict[Any, Any] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        sides: dict[str, SandDollarAction] = {}
        for tile in self.sand_dollar_tiles:
            for side in tile.sides:
                sides.setdefault(side.id, side)     # the first one, as a search would find
        object.__setattr__(self, "_sides", sides)
        object.__setattr__(self, "listings", {})

    @property
    def deck_ids(self) -> list[str]:
        return list(self.cards)

    def sand_dollar_action(self, action_id: str) -> SandDollarAction:
        return self._sides[action_id]

    def __getstate__(self) -> dict[str, Any]:
        # A pickled box (a review job's table) leaves its listings behind:
        # they are only a memo.
        state = dict(self.__dict__)
        state["listings"] = {}
        return state
