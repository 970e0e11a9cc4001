"""Choosing a building-card set and the scoring card to discard.

A set suits the scoring cards that pay for what its building cards reach:
set C (3 ships) the coast and the volcanic island, set A (3 rivers) the
rivers, set B (4 paths) a group of joined buildings, set D a little of
everything ("SET A: FLUSS-SET ... SET D: AUSGEGLICHEN"). In round 2 a set
comes with the scoring cards played with it in round 1, face up ("Er sucht
eines der offenliegenden Kartensets (inkl. Wertungskarten) aus"), so those
count too; the card to discard is the one that suits the hand least.
"""
from __future__ import annotations

from collections.abc import Iterable

from game.cruz.engine.cards import ScoringCard

C = ScoringCard

AFFINITY: dict[ScoringCard, dict[str, float]] = {
    C.COAST: {"C": 3.0, "D": 1.5},
    C.RIVER: {"A": 3.0, "D": 1.5},
    C.VOLCANO: {"C": 1.5, "D": 0.5},
    C.CONNECTED_4: {"B": 3.0, "D": 0.5},
    C.HOUSES_4: {"B": 1.0},
    C.FISH: {"C": 1.0, "D": 0.5},
    C.FISH_SHEEP: {"C": 1.0, "D": 0.5},
}
# Roughly what holding a card is worth: choosing when it pays.
NOMINAL: dict[ScoringCard, float] = {
    C.SHEEP: 3.5, C.FISH: 3.0, C.WOOD: 3.0, C.SUGAR: 3.5, C.GOLD: 3.0, C.GOLD_10: 5.0,
    C.FISH_SHEEP: 3.5, C.WOOD_SUGAR: 3.5, C.HOUSES_4: 3.0, C.THREE_KINDS: 3.0,
    C.CONNECTED_4: 3.5, C.COAST: 6.0, C.RIVER: 6.0, C.VOLCANO: 3.0, C.ERUPTION: 1.0,
    C.BIRDS: 3.0,
}


def set_value(letter: str, cards: Iterable[ScoringCard], pile: Iterable[ScoringCard] = ()) -> float:
    """How well set ``letter`` (with the scoring cards ``pile`` it comes with)
    suits a hand of ``cards``."""
    pile = tuple(pile)
    value = sum(NOMINAL[c] for c in pile)
    for c in (*cards, *pile):
        value += AFFINITY.get(c, {}).get(letter, 0.0)
    return value


def best_set(letters: Iterable[str], cards: Iterable[ScoringCard],
             piles: dict[str, tuple[ScoringCard, ...]]) -> str:
    """The open set that suits ``cards`` best (first letter on a tie)."""
    cards = tuple(cards)
    return max(sorted(letters), key=lambda k: set_value(k, cards, piles.get(k, ())))


def worst_card(cards: Iterable[ScoringCard], letter: str | None) -> ScoringCard:
    """The scoring card to discard: the least worth with set ``letter``."""
    def keep(c: ScoringCard) -> float:
        return NOMINAL[c] + (AFFINITY.get(c, {}).get(letter, 0.0) if letter else 0.0)
    return min(cards, key=lambda c: (keep(c), c.value))
