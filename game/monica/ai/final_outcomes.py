"""The distinct outcomes of one person's final move, for the final-movement solver.

At the end of the game "each tourist and VIP will be able to move 1 space,
and each local will be able to move up to 3 spaces" (EN rulebook p.8, "End
of the Game"). Destinations that score alike are merged: for objectives A
and C an unplaced person scores the same on every ring-less space (objective
B counts the cards holding unplaced people, so there the card matters), and
a VIP's walk matters only through its end and the footprints it drops.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.monica.engine.cards import Ring
from game.monica.engine.city import City, Pos
from game.monica.engine.movement import destinations, vip_walks

KIND_SLOT = {"local": 0, "tourist": 1, "vip": 2}
NR = ("nr",)           # the merged "some ring-less space" destination
EMPTY: frozenset[Pos] = frozenset()


@dataclass(frozen=True, slots=True)
class Option:
    """One outcome of one person's move: where it counts (``key``), the
    space, the footprints a VIP drops and a concrete walk (empty: stay)."""

    key: Any
    dest: Pos
    prints: frozenset[Pos]
    path: tuple[Pos, ...]
    reach: frozenset[Pos]      # objective B: the ring-less cards it may end on
    spots: tuple[tuple[Pos, Pos, tuple[Pos, ...]], ...] = ()   # (card, space, walk)


def card_key(city: City, pos: Pos) -> Pos:
    """The starting tile's two halves are one card (contract, objective B)."""
    return (1, pos[1]) if pos[1] == city.start_col else pos


def ring_points(city: City, key: Any, ring_set: set[Pos]) -> int:
    """The points of the ring an outcome ends in (0 off the rings)."""
    ring = city.cards[key].ring if key in ring_set else None
    return ring.points if ring is not None else 0


def _takes(ring: Ring, slot: int) -> bool:
    """Can a person of this kind ever be inside this ring?"""
    if ring.any_number or ring.any:
        return True
    return (ring.local, ring.tourist, ring.vip)[slot] > 0


def options(city: City, kind: str, origin: Pos, steps: int,
            by_cards: bool) -> list[Option]:
    """Every distinct outcome of one person's move.

    A ring card that can take the person is its own outcome. Ring-less
    spaces (and, but for objective B, ring cards that can never take this
    kind) are one merged outcome per set of footprints: for objectives A and C
    where an unplaced person stands does not matter; for B the outcome keeps
    the set of cards the person could stand on, and the cheapest choice among
    them is made at the end (a hitting set over everyone unplaced).
    """
    slot = KIND_SLOT[kind]
    raw: list[tuple[Pos, frozenset[Pos], tuple[Pos, ...]]] = [(origin, EMPTY, ())]
    if kind == "vip":
        raw += [(walk[-1], frozenset(prints), walk)
                for walk, prints in vip_walks(city, origin, steps)]
    else:
        raw += [(dest, EMPTY, path) for dest, path in destinations(city, origin, steps).items()]
    out: list[Option] = []
    seen: set[Any] = set()
    merged: dict[frozenset[Pos], list[tuple[Pos, Pos, tuple[Pos, ...]]]] = {}
    for dest, prints, path in raw:
        card = city.cards.get(dest)
        ring = card.ring if card is not None else None
        if ring is not None and (by_cards or _takes(ring, slot)):
            key = (dest, prints)
            if key not in seen:
                seen.add(key)
                out.append(Option(key, dest, prints, path, EMPTY))
            continue
        merged.setdefault(prints, []).append((card_key(city, dest), dest, path))
    for prints, spots in merged.items():
        _, dest, path = spots[0]
        reach = frozenset(card for card, _, _ in spots) if by_cards else EMPTY
        out.append(Option((NR, prints), dest, prints, path, reach, tuple(spots)))
    return out
