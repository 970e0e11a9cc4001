"""The cards of Santa Cruz: building cards, the four building-card sets and the
16 scoring cards; the building supply per colour.

Rulebook (../shared/seeds/santa-cruz-rules-de.txt), "Material": 28 Baukarten,
16 Wertungskarten, 52 Gebäude. Card kinds are plain enums (not ``str``
enums): the building card "river" and the scoring card "river" share a name
and must never compare equal.
"""
from __future__ import annotations

from enum import Enum

from .board import Building


class BuildCard(Enum):
    """A building card. Its order is the index into a hand's card counts."""
    SHIP = "ship"
    RIVER = "river"
    PATH = "path"
    DOUBLE = "double"


BUILD_CARDS: tuple[BuildCard, ...] = tuple(BuildCard)
BUILD_INDEX: dict[BuildCard, int] = {c: i for i, c in enumerate(BUILD_CARDS)}
# The kinds a build card (or each half of the double move) builds with.
MOVE_KINDS: tuple[BuildCard, ...] = (BuildCard.SHIP, BuildCard.RIVER, BuildCard.PATH)


class ScoringCard(Enum):
    """The 16 scoring cards (ids as in shared/contracts/santa-cruz.md)."""
    SHEEP = "sheep"
    FISH = "fish"
    WOOD = "wood"
    SUGAR = "sugar"
    GOLD = "gold"
    FISH_SHEEP = "fish_sheep"
    WOOD_SUGAR = "wood_sugar"
    GOLD_10 = "gold_10"
    HOUSES_4 = "houses_4"
    THREE_KINDS = "three_kinds"
    CONNECTED_4 = "connected_4"
    COAST = "coast"
    RIVER = "river"
    VOLCANO = "volcano"
    ERUPTION = "eruption"
    BIRDS = "birds"


SCORING_CARDS: tuple[ScoringCard, ...] = tuple(ScoringCard)

# "SET A: FLUSS-SET 1 Schiff 2 Wege 3 Flüsse 1 Doppelzug", "SET B: WEG-SET 1 Schiff
# 4 Wege 1 Fluss 1 Doppelzug", "SET C: SCHIFF-SET 3 Schiffe 2 Wege 1 Fluss
# 1 Doppelzug", "SET D: AUSGEGLICHEN 2 Schiffe 2 Wege 2 Flüsse 1 Doppelzug".
# Counts in BUILD_CARDS order: ship, river, path, double.
SETS: dict[str, tuple[int, int, int, int]] = {
    "A": (1, 3, 2, 1),
    "B": (1, 1, 4, 1),
    "C": (3, 1, 2, 1),
    "D": (2, 2, 2, 1),
}
SET_LETTERS: tuple[str, ...] = tuple(SETS)

# "2 SPIELER Jeder erhält 4 Karten. 3 SPIELER ... 3 Karten. 4 SPIELER ... 2 Karten."
SCORING_PER_PLAYER: dict[int, int] = {2: 4, 3: 3, 4: 2}

# "2 Leuchttürme, 3 Kirchen, 8 Häuser" per colour. Supplies are lists indexed
# by BUILDINGS order.
BUILDINGS: tuple[Building, ...] = (Building.LIGHTHOUSE, Building.CHURCH, Building.HOUSE)
BUILDING_INDEX: dict[Building, int] = {b: i for i, b in enumerate(BUILDINGS)}
FULL_SUPPLY: tuple[int, int, int] = (2, 3, 8)

# "22 Vogelchips"; each is worth "1, 2 oder 3 Punkte".
CHIP_COUNT = 22
CHIP_VALUES: tuple[int, ...] = (1, 2, 3)

MIN_PLAYERS = 2
MAX_PLAYERS = 4


def build_card(value: str) -> BuildCard:
    """The building card named ``value`` (``ValueError`` if none)."""
    return BuildCard(value)


def scoring_card(value: str) -> ScoringCard:
    """The scoring card named ``value`` (``ValueError`` if none)."""
    return ScoringCard(value)
