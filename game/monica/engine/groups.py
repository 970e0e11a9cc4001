"""Adjacency and tag groups ("chains") of one city.

A group of a tag is a maximal set of orthogonally adjacent spaces that each
carry the tag; its size is the total number of copies of the tag in it
(contract, "Objective tiles"; EN rulebook "Chain": chains "can weave around
your city, as long as each card in the chain is adjacent to at least one other
card with the tag"). The starting tile is two spaces: its street half carries
the tile's tags, its beach half none (contract, "A starting tile").

``Layout`` is built once per scoring call and answers every adjacency and group
question from its table of tags (a space's neighbours are looked up, not
stored), so scoring a whole city stays cheap.
"""
from __future__ import annotations

from game.monica.engine.cards import BEACH, STREET
from game.monica.engine.city import NEXT_TO, City, Pos, around

_NO_TAGS: dict[str, int] = {}

# A group: its size (copies of the tag) and its spaces.
Group = tuple[int, list[Pos]]


class Layout:
    """Filled spaces, their tags and neighbours, and lazily their tag groups."""

    __slots__ = ("city", "tags", "_nbrs", "_groups", "_size_at", "_key")

    CardKey = tuple[tuple[Pos, ...], tuple[int, ...]]

    def __init__(self, city: City) -> None:
        self.city = city
        start = city.start_col
        tags: dict[Pos, dict[str, int]] = {(BEACH, start): _NO_TAGS,
                                           (STREET, start): city.tile.tag_count}
        for pos, card in city.cards.items():
            tags[pos] = card.tag_count
        self.tags = tags
        self._nbrs: dict[Pos, tuple[Pos, ...]] | None = None
        self._groups: dict[str, list[Group]] | None = None
        self._size_at: dict[str, dict[Pos, int]] = {}
        self._key: Layout.CardKey | None = None

    def card_key(self) -> "Layout.CardKey":
        """Which card lies where (spaces, and the card objects by identity):
        what the memos of scoring in the city are kept by."""
        key = self._key
        if key is None:
            cards = self.city.cards
            key = self._key = (tuple(cards), tuple(map(id, cards.values())))
        return key

    # -- adjacency -------------------------------------------------------
    # Adjacent = sharing a side; diagonals never count (contract, "Words").
    @property
    def nbrs(self) -> dict[Pos, tuple[Pos, ...]]:
        """``{filled space: its filled neighbours}`` (the city's adjacency,
        worked out on first use: scoring itself looks around each space)."""
        nbrs = self._nbrs
        if nbrs is None:
            nbrs = self._nbrs = self.city.adjacency()
        return nbrs

    def filled_around(self, pos: Pos) -> list[Pos]:
        """The filled spaces next to ``pos`` (none for an empty ``pos``), as
        ``nbrs`` has them."""
        tags = self.tags
        if pos not in tags:
            return []
        return [q for q in NEXT_TO.get(pos) or around(pos) if q in tags]

    def adjacent_copies(self, pos: Pos, tag: str) -> int:
        """Copies of ``tag`` on the spaces next to ``pos`` (never its own)."""
        tags = self.tags
        if pos not in tags:
            return 0
        n = 0
        for q in NEXT_TO.get(pos) or around(pos):
            counts = tags.get(q)
            if counts is not None:
                n += counts.get(tag, 0)
        return n

    def total(self, tag: str) -> int:
        """Copies of ``tag`` anywhere in the city."""
        n = 0
        for counts in self.tags.values():
            n += counts.get(tag, 0)
        return n

    # -- groups ----------------------------------------------------------
    def _build(self) -> dict[str, list[Group]]:
        # Groups depend only on which card lies where, and a search scores the
        # same cards over and over with people moved: the city keeps them for
        # its current spaces, by card layout (as it keeps VIP walks).
        city = self.city
        memo: dict[Layout.CardKey, tuple[dict[str, list[Group]], dict[str, dict[Pos, int]]]] \
            = city.memo("tag groups")
        key = self.card_key()
        known = memo.get(key)
        if known is None:
            known = memo[key] = self._flood()
        self._groups, self._size_at = known
        return known[0]

    def _flood(self) -> tuple[dict[str, list[Group]], dict[str, dict[Pos, int]]]:
        """Every tag's groups and each carrying space's group size (never
        change either: they are shared)."""
        tags = self.tags
        next_to = NEXT_TO.get
        # Spaces carrying each tag (with how many copies; a card's tag counts
        # are never 0), tags in order of first appearance.
        carriers: dict[str, dict[Pos, int]] = {}
        for pos, counts in tags.items():
            for tag, n in counts.items():
                at = carriers.get(tag)
                if at is None:
                    carriers[tag] = {pos: n}
                else:
                    at[pos] = n
        groups: dict[str, list[Group]] = {}
        size_at: dict[str, dict[Pos, int]] = {}
        for tag, at in carriers.items():
            if len(at) == 1:
                # One space with the tag: a group of its own (its size is
                # its copies, which ``at`` already says).
                for pos, size in at.items():
                    groups[tag] = [(size, [pos])]
                size_at[tag] = at
                continue
            sizes: dict[Pos, int] = {}
            found: list[Group] = []
            for pos in at:
                if pos in sizes:
                    continue
                sizes[pos] = 0
                members = [pos]
                size = 0
                for q in members:          # grows while it is walked
                    size += at[q]
                    for r in next_to(q) or around(q):
                        if r in at and r not in sizes:
                            sizes[r] = 0
                            members.append(r)
                for q in members:
                    sizes[q] = size
                found.append((size, members))
            groups[tag] = found
            size_at[tag] = sizes
        return groups, size_at

    def all_groups(self) -> dict[str, list[Group]]:
        """``{tag: [(size, spaces), ...]}`` for every tag present in the city."""
        groups = self._groups
        return groups if groups is not None else self._build()

    def groups(self, tag: str) -> list[Group]:
        return self.all_groups().get(tag, [])

    def group_size_at(self, tag: str, pos: Pos) -> int:
        """Size of the ``tag`` group that ``pos`` belongs to (0: it has no ``tag``)."""
        if self._groups is None:
            self._build()
        sizes = self._size_at.get(tag)
        return sizes.get(pos, 0) if sizes is not None else 0

    def largest(self, tag: str) -> int:
        return max((size for size, _ in self.groups(tag)), default=0)

    def largest_other_than(self, tag: str) -> tuple[int, str | None]:
        """Largest group of any tag but ``tag``: (size, its tag)."""
        best, best_tag = 0, None
        for t, lst in self.all_groups().items():
            if t == tag:
                continue
            for size, _ in lst:
                if size > best:
                    best, best_tag = size, t
        return best, best_tag

    def longest_group(self) -> int:
        """Size of the largest group of any one tag, waves included (tie-break)."""
        best = 0
        for lst in self.all_groups().values():
            for size, _ in lst:
                if size > best:
                    best = size
        return best

    # -- columns ---------------------------------------------------------
    def full_column_run(self) -> tuple[int, int | None]:
        """Longest unbroken run of columns with both rows filled: (length, first col).

        Objective C counts "columns that have an ocean card directly above a
        street card. This includes your starting feature tile" (EN p.11).
        """
        tags = self.tags
        cols = sorted(c for (r, c) in tags if r == BEACH and (STREET, c) in tags)
        best, best_start = 0, None
        run, run_start, prev = 0, None, None
        for c in cols:
            if prev is not None and c == prev + 1:
                run += 1
            else:
                run, run_start = 1, c
            if run > best:
                best, best_start = run, run_start
            prev = c
        return best, best_start


def tag_groups(city: City, tag: str) -> list[tuple[int, set[Pos]]]:
    """Every group of ``tag`` in ``city`` as ``(size, set_of_spaces)``, largest first."""
    return sorted(((size, set(spaces)) for size, spaces in Layout(city).groups(tag)),
                  key=lambda g: -g[0])
