"""One player's city: the grid of placed cards, the people on it, footprints
and the player's unspent sand dollars.

Spaces are ``(row, col)`` tuples with ``row`` 0 (beach) or 1 (street). The
starting tile fills both spaces of column ``start_col``; its tags belong to its
street half (Yucata rules page, "Ortssymbole": "Bei den Startplättchen zählen
die Ortssymbole nur für den unteren Teil der Karte").
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.monica.engine.cards import BEACH, STREET, FeatureCard, StartingTile

Pos = tuple[int, int]
KIND_INDEX = {"local": 0, "tourist": 1, "vip": 2}
_EMPTY: dict[str, int] = {}
_new = object.__new__
# Columns as bits: a city spans at most 15 cards either side of its start.
BIAS = 64


def _around(pos: Pos) -> tuple[Pos, Pos, Pos]:
    r, c = pos
    return (r, c - 1), (r, c + 1), (1 - r, c)


# The spaces orthogonally next to each space of a city's reach, made once: a
# walk or an adjacency looks them up instead of building them each time.
NEXT_TO: dict[Pos, tuple[Pos, Pos, Pos]] = {
    (r, c): _around((r, c)) for r in (BEACH, STREET) for c in range(-BIAS, BIAS + 1)}


# Legal spots by row, beach end, and the row bits (``City.row_bits``): the
# same shapes come up in every game. Kept for all cities; started afresh when
# it holds ``SPOTS_KEPT`` of them.
_SPOTS: dict[tuple[int, bool, tuple[int, int, int]], tuple[int, ...]] = {}
SPOTS_KEPT = 20_000
# A shared memo of a city (``City.shared``) is started afresh when it holds
# this many entries: what a whole game's searches add stays bounded.
SHARED_KEPT = 10_000


def around(pos: Pos) -> tuple[Pos, Pos, Pos]:
    """The spaces left of, right of and across from ``pos`` (filled or not)."""
    return NEXT_TO.get(pos) or _around(pos)


@dataclass(slots=True)
class City:
    tile: StartingTile
    start_col: int = 0
    cards: dict[Pos, FeatureCard] = field(default_factory=dict)
    person_kind: dict[int, str] = field(default_factory=dict)
    person_pos: dict[int, Pos] = field(default_factory=dict)
    footprints: set[Pos] = field(default_factory=set)
    sand_dollars: int = 0
    next_person: int = 0
    # Memos of what depends only on the set of filled spaces (adjacency, legal
    # spots, shortest paths, the moves along them), by name. Cards are only
    # ever added, never removed, so the number of cards names that set: the
    # memos are dropped (never changed) once the count moves, and clones share
    # them. An entry, once stored, is never changed.
    _memo_n: int = field(default=-1, repr=False, compare=False)
    _memos: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    # Memos keyed by what a city holds (``shared``): every clone of a city,
    # whatever it adds, shares them for good, because a search meets the same
    # arrangement again in sample after sample.
    _shared: dict[str, dict[Any, Any]] = field(default_factory=dict, repr=False, compare=False)

    # -- copying ---------------------------------------------------------
    def clone(self) -> "City":
        # Slot by slot, as ``GameState.clone`` (the generated __init__ is slower).
        out: City = _new(City)
        out.tile = self.tile
        out.start_col = self.start_col
        out.cards = self.cards.copy()
        out.person_kind = self.person_kind.copy()
        out.person_pos = self.person_pos.copy()
        out.footprints = self.footprints.copy()
        out.sand_dollars = self.sand_dollars
        out.next_person = self.next_person
        out._memo_n = self._memo_n
        out._memos = self._memos
        out._shared = self._shared
        return out

    def memo(self, name: str) -> dict[Any, Any]:
        """The memo ``name`` for the current set of filled spaces (read and
        add entries; never change one)."""
        memos = self.memos()
        found: dict[Any, Any] | None = memos.get(name)
        if found is None:
            found = memos[name] = {}
        return found

    def shared(self, name: str) -> dict[Any, Any]:
        """The memo ``name`` shared by this city and every clone of it, kept
        across cards added: its keys must name everything its values depend
        on (the tile and starting column aside: no clone changes them).
        Read and add entries; never change one."""
        found = self._shared.get(name)
        if found is None or len(found) >= SHARED_KEPT:
            found = self._shared[name] = {}
        return found

    def memos(self) -> dict[str, Any]:
        """Every memo of the current set of filled spaces, by name (read and
        add entries; never change one)."""
        if self._memo_n != len(self.cards):
            self._memo_n = len(self.cards)
            self._memos = {}
        return self._memos

    # -- spaces ----------------------------------------------------------
    def is_start(self, pos: Pos) -> bool:
        return pos[1] == self.start_col

    def occupied(self, pos: Pos) -> bool:
        return pos in self.cards or (pos[1] == self.start_col and pos[0] in (BEACH, STREET))

    def spaces(self) -> list[Pos]:
        """Every filled space: the two starting-tile halves, then the cards."""
        return [(BEACH, self.start_col), (STREET, self.start_col), *self.cards]

    def tags_at(self, pos: Pos) -> dict[str, int]:
        card = self.cards.get(pos)
        if card is not None:
            return card.tag_count
        if pos == (STREET, self.start_col):
            return self.tile.tag_count
        return _EMPTY

    def neighbours(self, pos: Pos) -> list[Pos]:
        """Filled spaces orthogonally adjacent to ``pos`` (left, right, then
        across, as ``adjacency`` lists them). Read off the three spaces
        around, not the adjacency table: a bot's valuation asks about a few
        spaces of each new set of filled spaces. (``occupied``, inlined.)"""
        cards = self.cards
        start = self.start_col
        return [q for q in around(pos)
                if q in cards or (q[1] == start and q[0] in (BEACH, STREET))]

    def adjacency(self) -> dict[Pos, tuple[Pos, ...]]:
        """``{filled space: its filled neighbours}`` (left, right, then across).

        Shared and memoised: read it, never change it.
        """
        memos = self.memos()
        adj: dict[Pos, tuple[Pos, ...]] | None = memos.get("adjacency")
        if adj is None:
            filled = set(self.spaces())
            has = filled.__contains__
            adj = memos["adjacency"] = {pos: tuple(filter(has, around(pos))) for pos in filled}
        return adj

    def gives_at(self, pos: Pos) -> tuple[bool, bool]:
        """(gives sand dollars, gives people) through the placement icons there."""
        card = self.cards.get(pos)
        if card is not None:
            return card.gives_sand_dollar, card.gives_people
        if pos == (STREET, self.start_col):
            return self.tile.gives_sand_dollar, self.tile.gives_people
        return False, False

    def has_ring_at(self, pos: Pos) -> bool:
        card = self.cards.get(pos)
        return card is not None and card.ring is not None

    @property
    def cards_placed(self) -> int:
        return len(self.cards)

    def beach_end_col(self) -> int | None:
        for (_r, c), card in self.cards.items():
            if card.beach_end:
                return c
        return None

    def leftmost_beach_col(self) -> int:
        cols = [c for (r, c) in self.cards if r == BEACH]
        cols.append(self.start_col)
        return min(cols)

    # -- placement -------------------------------------------------------
    def legal_spots(self, card: FeatureCard) -> list[int]:
        """Columns where ``card`` may be placed (its row is fixed by its type).

        Placement rules (EN rulebook p.4 "Place the feature card(s)"): beach
        cards in the top row, street cards in the bottom row; a side must touch
        a placed card or the starting tile; never on top of another card. The
        beach-end card adds a third rule (EN p.10): it must be the leftmost beach
        card, and once placed no beach card may go left of it.
        """
        return list(self.spots_of(card))

    def spots_of(self, card: FeatureCard) -> tuple[int, ...]:
        """``legal_spots``, shared (read it, never change it)."""
        # (``row_bits``, inlined for the usual case: asked at every placement.)
        memos = self._memos if self._memo_n == len(self.cards) else self.memos()
        key = (card.row, card.beach_end, memos.get("rows") or self.row_bits())
        spots = _SPOTS.get(key)
        if spots is None:
            if len(_SPOTS) >= SPOTS_KEPT:
                _SPOTS.clear()
            spots = _SPOTS[key] = tuple(self._legal_spots(card.row, card.beach_end))
        return spots

    def _legal_spots(self, row: int, beach_end: bool) -> list[int]:
        beach, street, end = self.row_bits()
        mine, other = (beach, street) if row == BEACH else (street, beach)
        # Free spaces of the row beside a filled one or below/above one.
        free = (other | mine << 1 | mine >> 1) & ~mine
        if row == BEACH:
            if beach_end:
                # Left of every beach card (the beach-end card is leftmost).
                free &= (mine & -mine) - 1
            if end:
                # Never left of the beach-end card.
                free &= ~(end - 1)
        out: list[int] = []
        while free:
            low = free & -free
            out.append(low.bit_length() - 1 - BIAS)
            free ^= low
        return out

    def add_card(self, pos: Pos, card: FeatureCard) -> None:
        """Place ``card`` on the empty space ``pos``. The row bits of the new
        set of filled spaces follow from the old ones (no pass over the cards)."""
        # (``row_bits``, inlined for the usual case: asked at every placement.)
        memos = self._memos if self._memo_n == len(self.cards) else self.memos()
        beach, street, end = memos.get("rows") or self.row_bits()
        cards = self.cards
        cards[pos] = card
        bit = 1 << (pos[1] + BIAS)
        if pos[0] == BEACH:
            bits = (beach | bit, street, bit if card.beach_end else end)
        else:
            bits = (beach, street | bit, end)
        # The memos of the new set of filled spaces start here (``memos``).
        self._memo_n = len(cards)
        self._memos = {"rows": bits}

    def row_bits(self) -> tuple[int, int, int]:
        """The filled columns of the beach row and of the street row, each as
        the bits of an int (bit ``col + BIAS``; the starting tile fills both
        rows of its column), and the beach-end card's bit (0: not placed).
        Memoised with the filled spaces (a swap never moves the beach end)."""
        # (``memos`` inlined for the usual case: asked at every placement.)
        memos = self._memos if self._memo_n == len(self.cards) else self.memos()
        bits: tuple[int, int, int] | None = memos.get("rows")
        if bits is None:
            start = 1 << (self.start_col + BIAS)
            beach = street = start
            end = 0
            for (r, c), card in self.cards.items():
                if r == BEACH:
                    beach |= 1 << (c + BIAS)
                    if card.beach_end:
                        end = 1 << (c + BIAS)
                else:
                    street |= 1 << (c + BIAS)
            bits = memos["rows"] = (beach, street, end)
        return bits

    # -- people ----------------------------------------------------------
    def add_person(self, kind: str, pos: Pos) -> int:
        pid = self.next_person
        self.next_person += 1
        self.person_kind[pid] = kind
        self.person_pos[pid] = pos
        return pid

    def people_at(self, pos: Pos) -> list[int]:
        return [p for p, q in self.person_pos.items() if q == pos]

    def people_counts(self) -> dict[Pos, list[int]]:
        """``{pos: [locals, tourists, vips]}`` for every space holding people."""
        out: dict[Pos, list[int]] = {}
        kinds = self.person_kind
        for pid, pos in self.person_pos.items():
            row = out.get(pos)
            if row is None:
                row = out[pos] = [0, 0, 0]
            row[KIND_INDEX[kinds[pid]]] += 1
        return out

    def vip_earns(self, pos: Pos) -> bool:
        """Would a VIP stepping onto ``pos`` drop a new footprint there?"""
        if pos in self.footprints:
            return False
        # (``tags_at``, inlined: this runs for every VIP step.)
        card = self.cards.get(pos)
        if card is not None:
            return self.tile.vip.earns(pos[0], card.tag_count)
        return self.tile.vip.earns(pos[0], self.tags_at(pos))
