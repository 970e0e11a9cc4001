"""Movement of people through a city: reachable spaces, VIP walks, footprints.

People move up, down, left or right onto placed spaces only; each card is one
space and the starting tile two (EN rulebook p.6 "Moving people"). A VIP drops
a footprint on every matching space it moves onto or through, one per space
ever (EN p.6 "VIPs and footprints").
"""
from __future__ import annotations

from .city import City, Pos


def destinations(city: City, start: Pos, steps: int) -> dict[Pos, tuple[Pos, ...]]:
    """Every space reachable in 1..steps steps, with one shortest path to it."""
    paths: dict[Pos, tuple[Pos, ...]] = {start: ()}
    frontier = [start]
    for _ in range(steps):
        nxt = []
        for pos in frontier:
            base = paths[pos]
            for q in city.neighbours(pos):
                if q not in paths:
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
    seen: set[tuple[Pos, frozenset[Pos]]] = set()
    out: list[tuple[tuple[Pos, ...], list[Pos]]] = []

    def visit(pos: Pos, path: tuple[Pos, ...], left: int) -> None:
        for q in city.neighbours(pos):
            walk = path + (q,)
            prints = new_footprints(city, walk)
            key = (q, frozenset(prints))
            if key not in seen and not (q == start and not prints):
                seen.add(key)
                out.append((walk, prints))
            if left > 1:
                visit(q, walk, left - 1)

    visit(start, (), steps)
    return out


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
