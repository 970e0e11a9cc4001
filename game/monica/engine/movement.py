"""Movement of people through a city: reachable spaces, VIP walks, footprints.

People move up, down, left or right onto placed spaces only; each card is one
space and the starting tile two (EN rulebook p.6 "Moving people"). A VIP drops
a footprint on every matching space it moves onto or through, one per space
ever (EN p.6 "VIPs and footprints").
"""
from __future__ import annotations

from game.monica.engine.city import BIAS, NEXT_TO, City, Pos, around


def destinations(city: City, start: Pos, steps: int) -> dict[Pos, tuple[Pos, ...]]:
    """Every space reachable in 1..steps steps, with one shortest path to it."""
    return dict(shortest_paths(city, start, steps))


def shortest_paths(city: City, start: Pos, steps: int) -> dict[Pos, tuple[Pos, ...]]:
    """``destinations``, memoised: read it, never change it."""
    beach, street, _ = city.row_bits()
    return paths_near(city, beach, street, start, steps)


# Shortest paths by the filled spaces around the start. A walk of ``steps``
# steps never leaves the columns ``steps`` either side of its start, so the
# paths depend only on which of those spaces are filled: the same few shapes
# come up in every city and every game, and cards added elsewhere change
# nothing. Kept for all cities (values are shared: never change one); the
# memo starts afresh when it holds ``PATHS_KEPT`` shapes.
PathsKey = tuple[Pos, int, int, int]
_PATHS: dict[PathsKey, dict[Pos, tuple[Pos, ...]]] = {}
PATHS_KEPT = 20_000
_WINDOW = tuple((1 << (2 * s + 1)) - 1 for s in range(8))


def paths_near(city: City, beach: int, street: int, start: Pos,
               steps: int) -> dict[Pos, tuple[Pos, ...]]:
    """``shortest_paths`` for a city whose ``row_bits`` are ``beach`` and
    ``street``: kept by the start, the steps and which spaces of the columns
    in reach are filled."""
    low = start[1] - steps + BIAS
    window = _WINDOW[steps] if steps < 8 else (1 << (2 * steps + 1)) - 1
    key = (start, steps, beach >> low & window, street >> low & window)
    found = _PATHS.get(key)
    if found is None:
        if len(_PATHS) >= PATHS_KEPT:
            _PATHS.clear()
        found = _PATHS[key] = search_paths(city, start, steps)
    return found


def search_paths(city: City, start: Pos, steps: int) -> dict[Pos, tuple[Pos, ...]]:
    """``destinations`` worked out afresh: breadth first, neighbours left,
    right, then across. A space is filled when a card lies there or it is in
    the starting tile's column (both rows), so no adjacency table is needed:
    a move of a few steps only looks at the spaces around it."""
    cards = city.cards
    sc = city.start_col
    next_to = NEXT_TO.get
    if steps == 1:
        # One step (the foodie's move, most final moves): the neighbours.
        out: dict[Pos, tuple[Pos, ...]] = {}
        for q in next_to(start) or around(start):
            if q[1] == sc or q in cards:
                out[q] = (q,)
        return out
    paths: dict[Pos, tuple[Pos, ...]] = {start: ()}
    frontier = [start]
    for _ in range(steps):
        nxt = []
        for pos in frontier:
            base = paths[pos]
            for q in next_to(pos) or around(pos):
                if q not in paths and (q[1] == sc or q in cards):
                    paths[q] = base + (q,)
                    nxt.append(q)
        if not nxt:
            break
        frontier = nxt
    del paths[start]
    return paths


def new_footprints(city: City, path: tuple[Pos, ...] | list[Pos]) -> list[Pos]:
    """Spaces on ``path`` that would get a new footprint, in walking order."""
    out: list[Pos] = []
    for pos in path:
        if pos not in out and city.vip_earns(pos):
            out.append(pos)
    return out


def vip_walks(city: City, start: Pos, steps: int) -> list[tuple[tuple[Pos, ...], list[Pos]]]:
    """Distinct VIP moves of 1..steps steps: one walk per (end, footprints) outcome.

    Walks may double back (a VIP can step onto a space and return), because
    passing through a space is what earns its footprint. Walks that end where
    they started and earn nothing are left out: they change nothing.
    """
    if steps == 2:
        return _vip_walks_2(city, start)
    return vip_search(city, start, steps)


def vip_search(city: City, start: Pos, steps: int) -> list[tuple[tuple[Pos, ...], list[Pos]]]:
    """``vip_walks`` by a search of every walk (any number of steps)."""
    cards = city.cards
    sc = city.start_col
    # The filled neighbours of the spaces walked through (a walk of a few
    # steps sees a few spaces: no adjacency table of the whole city).
    near: dict[Pos, tuple[Pos, ...]] = {}
    # A bit per space that earns a footprint (0: it earns none), so the
    # footprints earned on a walk are an int.
    earn_bit: dict[Pos, int] = {}
    seen: set[tuple[Pos, int]] = set()
    done: dict[tuple[Pos, int], int] = {}
    out: list[tuple[tuple[Pos, ...], list[Pos]]] = []

    # ``prints`` is the footprints earned so far in walking order, ``earned``
    # the same as bits; an outcome is the end space and the bits.
    def visit(pos: Pos, path: tuple[Pos, ...], prints: tuple[Pos, ...],
              earned: int, left: int) -> None:
        filled = near.get(pos)
        if filled is None:
            filled = near[pos] = tuple(q for q in around(pos) if q[1] == sc or q in cards)
        for q in filled:
            walk = path + (q,)
            bit = earn_bit.get(q)
            if bit is None:
                bit = earn_bit[q] = 1 << len(earn_bit) if city.vip_earns(q) else 0
            if bit and not earned & bit:
                got, got_bits = prints + (q,), earned | bit
            else:
                got, got_bits = prints, earned
            key = (q, got_bits)
            if key not in seen and not (q == start and not got):
                seen.add(key)
                out.append((walk, list(got)))
            # What a walk finds from here depends only on where it is, what it
            # has earned and the steps left: once a walk from the same place
            # with the same footprints and as many steps has been followed to
            # the end, this one finds nothing new.
            if left > 1 and done.get(key, 0) < left - 1:
                visit(q, walk, got, got_bits, left - 1)
                if done.get(key, 0) < left - 1:
                    done[key] = left - 1

    visit(start, (), (), 0, steps)
    return out


def _vip_walks_2(city: City, start: Pos) -> list[tuple[tuple[Pos, ...], list[Pos]]]:
    """``vip_walks`` of two steps (the usual VIP move), the same walks in the
    same order without the general search: each first step is followed by
    every second step, and an outcome is the end space and the footprints
    earned (at most two, kept smaller first to compare)."""
    cards = city.cards
    sc = city.start_col
    earns = city.vip_earns
    next_to = NEXT_TO.get
    seen: set[tuple[Pos, tuple[Pos, ...]]] = set()
    out: list[tuple[tuple[Pos, ...], list[Pos]]] = []
    first = [q for q in next_to(start) or around(start) if q[1] == sc or q in cards]
    for q in first:
        got: tuple[Pos, ...] = (q,) if earns(q) else ()
        # Every first step is its own outcome: it never ends at the start, and
        # no second step ends next to the start (a grid of squares: an odd
        # number of steps never ends where an even number does).
        out.append(((q,), list(got)))
        for r in next_to(q) or around(q):
            if not (r[1] == sc or r in cards):
                continue
            if earns(r):
                walked: tuple[Pos, ...] = got + (r,)
                key = (r, walked if len(walked) < 2 or walked[0] < walked[1]
                       else (walked[1], walked[0]))
            else:
                walked = key_prints = got
                key = (r, key_prints)
            if key not in seen and not (r == start and not walked):
                seen.add(key)
                out.append(((q, r), list(walked)))
    return out


VipContext = tuple[frozenset[Pos], tuple[int, ...]]
VipWalks = dict[tuple[Pos, int], tuple[tuple[Pos, ...], ...]]


def vip_context(city: City) -> VipContext:
    """What VIP walks depend on beyond the filled spaces: the footprints and
    which card lies where (a swap moves tags without adding a space)."""
    return frozenset(city.footprints), tuple(map(id, city.cards.values()))


def vip_table(city: City, context: VipContext | None = None) -> VipWalks:
    """The VIP walks listed so far by (start, steps) for the city's footprints
    and cards now (``vip_context``); memoised in the city."""
    if context is None:
        context = vip_context(city)
    memo = city.memo("vip_walks")
    table: VipWalks | None = memo.get(context)
    if table is None:
        table = memo[context] = {}
    return table


def listed_vip_walks(city: City, start: Pos, steps: int,
                     context: VipContext | None = None,
                     table: VipWalks | None = None) -> tuple[tuple[Pos, ...], ...]:
    """The walks of ``vip_walks``, memoised in the city by ``vip_context``."""
    walks = table if table is not None else vip_table(city, context)
    found = walks.get((start, steps))
    if found is None:
        if steps == 1:
            # One step: each neighbour is its own outcome, whatever it earns.
            found = tuple(shortest_paths(city, start, 1).values())
        else:
            found = tuple([w for w, _ in vip_walks(city, start, steps)])
        walks[(start, steps)] = found
    return found


def walk_error(city: City, start: Pos, path: tuple[Pos, ...], steps: int) -> str | None:
    """Why ``path`` is not a legal walk from ``start`` (None when it is)."""
    if not path:
        return "a move needs at least one step"
    if len(path) > steps:
        return f"a move of {len(path)} steps is longer than the {steps} allowed"
    prev = start
    for pos in path:
        if not (isinstance(pos, tuple) and len(pos) == 2):
            return f"{pos!r} is not a space"
        if not city.occupied(pos):
            return f"space {pos} holds no card"
        r, c = pos
        pr, pc = prev
        if not ((r == pr and abs(c - pc) == 1) or (c == pc and r != pr)):
            return f"{prev} to {pos} is not a step to an adjacent space"
        prev = pos
    return None
