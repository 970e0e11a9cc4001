"""Objective B's cover for the final-movement solver: the fewest ring-less
cards that give every unplaced person a place.

Objective B's penalty counts the cards holding unplaced people (contract,
``cards_with_unplaced``), so each unplaced person contributes the set of
cards it may end on, and the cheapest choice among them is a hitting set
over everyone unplaced.
"""
from __future__ import annotations

from game.monica.engine.city import Pos

Family = frozenset[frozenset[Pos]]     # objective B: card sets, one per unplaced person
HitMemo = dict[Family, tuple[int, frozenset[Pos]]]


def add_reach(family: Family, reach: frozenset[Pos]) -> Family:
    """Add a set of cards one unplaced person may stand on, keeping only
    minimal sets (whatever meets a subset meets its supersets)."""
    for other in family:
        if other <= reach:
            return family
    return frozenset([o for o in family if not reach <= o] + [reach])


def hitting(family: Family, memo: HitMemo) -> tuple[int, frozenset[Pos]]:
    """Fewest cards that give every unplaced person a place (objective B):
    ``(count, cards)``."""
    if not family:
        return 0, frozenset()
    hit = memo.get(family)
    if hit is not None:
        return hit
    smallest = min(family, key=lambda o: (len(o), sorted(o)))
    best: tuple[int, frozenset[Pos]] = (len(family) + 1, frozenset())
    for card in sorted(smallest):
        n, cards = hitting(frozenset(o for o in family if card not in o), memo)
        if n + 1 < best[0]:
            best = (n + 1, cards | {card})
    memo[family] = best
    return best
