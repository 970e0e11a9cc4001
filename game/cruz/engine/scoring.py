"""The 16 scoring cards ("WERTEN": "Jeder Spieler, der die Bedingungen der
gespielten Wertungskarte erfüllt, erhält Punkte").

"has built on X" means a building of the player now stands on a field whose
tile shows X; a resource scores once however many such buildings ("MEHRERE
ROHSTOFFE: ... nur die einfache Punktzahl"). The table is the one of
shared/contracts/santa-cruz.md.
"""
from __future__ import annotations

from .board import Area, Resource
from .cards import ScoringCard as C
from .events import Event, EventKind, event
from .state import GameState
from .track import enter, note

# Single-resource cards: the resource and the points.
_RESOURCE: dict[C, tuple[Resource, int]] = {
    C.SHEEP: (Resource.SHEEP, 7), C.FISH: (Resource.FISH, 5), C.WOOD: (Resource.WOOD, 6),
    C.SUGAR: (Resource.SUGAR, 7), C.GOLD: (Resource.GOLD, 6), C.GOLD_10: (Resource.GOLD, 10),
}
# Pair cards: "7 Punkte für alle, die auf Fisch und Schaf gebaut haben. 3 Punkte für
# alle, die auf nur einen der beiden Rohstoffe gebaut haben."
_PAIR: dict[C, tuple[Resource, Resource]] = {
    C.FISH_SHEEP: (Resource.FISH, Resource.SHEEP), C.WOOD_SUGAR: (Resource.WOOD, Resource.SUGAR),
}
# "3 Punkte pro Gebäude ... auf ein Küstenplättchen / am Fluss / auf ein Vulkanplättchen";
# "VULKANAUSBRUCH -2 Punkte pro Gebäude ... auf ein Vulkanplättchen".
_PER_BUILDING: dict[C, int] = {C.COAST: 3, C.RIVER: 3, C.VOLCANO: 3, C.ERUPTION: -2}
# "FISCHBONUS: Immer wenn 1 Wertungskarte mit Fisch gespielt wird, erhält jeder
# Spieler für alle seine Gebäude auf Fischplättchen die dort mit + markierten Extrapunkte."
FISH_CARDS = frozenset({C.FISH, C.FISH_SHEEP})


def _connected_4(state: GameState, own: list[int]) -> bool:
    """At least 4 of the player's buildings joined to each other by paths
    ("direkt über Wege verbunden ... Abzweigungen sind erlaubt")."""
    if len(own) < 4:
        return False
    mine = set(own)
    path_nbrs = state.geo.path_nbrs
    seen: set[int] = set()
    for start in own:
        if start in seen:
            continue
        seen.add(start)
        stack = [start]
        size = 0
        while stack:
            f = stack.pop()
            size += 1
            for n in path_nbrs[f]:
                if n in mine and n not in seen:
                    seen.add(n)
                    stack.append(n)
        if size >= 4:
            return True
    return False


def seat_points(state: GameState, seat: int, card: C) -> tuple[int, int]:
    """(the card's points, the fish bonus) for ``seat``."""
    own = state.seats[seat].own
    tile_at = state.tile_at
    bonus = 0
    if card in FISH_CARDS:
        bonus = sum(tile_at[f].fish_bonus for f in own if Resource.FISH in tile_at[f].resources)
    if card in _RESOURCE:
        res, pts = _RESOURCE[card]
        return (pts if any(res in tile_at[f].resources for f in own) else 0), bonus
    if card in _PAIR:
        a, b = _PAIR[card]
        has_a = any(a in tile_at[f].resources for f in own)
        has_b = any(b in tile_at[f].resources for f in own)
        return (7 if has_a and has_b else 3 if has_a or has_b else 0), bonus
    if card in _PER_BUILDING:
        each = _PER_BUILDING[card]
        if card is C.COAST:
            return each * sum(1 for f in own if state.geo.area[f] is Area.COAST), 0
        if card is C.RIVER:
            return each * sum(1 for f in own if state.geo.on_river[f]), 0
        return each * sum(1 for f in own if state.geo.area[f] is Area.VOLCANO), 0
    if card is C.HOUSES_4:      # "mindestens 4 Häuser gebaut"
        return (6 if sum(1 for f in own if state.kind_at[f] == 2) >= 4 else 0), 0
    if card is C.THREE_KINDS:   # "mindestens 1 Haus, 1 Kirche und 1 Leuchtturm"
        return (6 if len({state.kind_at[f] for f in own}) == 3 else 0), 0
    if card is C.CONNECTED_4:
        return (7 if _connected_4(state, own) else 0), 0
    # C.BIRDS: "2 Punkte pro Vogelchip, den ein Spieler bisher gesammelt hat"
    return 2 * len(state.seats[seat].chips), 0


def card_points(state: GameState, card: C) -> tuple[list[int], list[int]]:
    """Every seat's (card points, fish bonus) for ``card``, the board as it stands."""
    base: list[int] = []
    fish: list[int] = []
    for seat in range(state.players):
        pts, bonus = seat_points(state, seat, card)
        base.append(pts)
        fish.append(bonus)
    return base, fish


def score_card(state: GameState, card: C, played_by: int, events: list[Event]) -> list[int]:
    """Score ``card`` played by ``played_by``: every seat's points entered on the
    track (the player first, then clockwise), then the eruption's removals.
    Returns the points per seat (fish bonus included)."""
    base, fish = card_points(state, card)
    total = [b + f for b, f in zip(base, fish, strict=True)]
    events.append(event(EventKind.SCORING, played_by, {
        "card": card, "points": tuple(total), "base": tuple(base), "fish_bonus": tuple(fish)}))
    item = "eruption" if card is C.ERUPTION else f"card:{card.value}"
    fish_card = card in FISH_CARDS
    n = state.players
    # "Der Spieler, der die Karte gespielt hat, trägt zuerst seine Punkte auf der
    # Zählleiste ab. Die Mitspieler folgen im Uhrzeigersinn." A seat's card points
    # and fish bonus move its stone once; the ledger keeps them apart.
    for step in range(n):
        seat = (played_by + step) % n
        note(state, seat, item, base[seat])
        if fish_card:
            note(state, seat, "fish_bonus", fish[seat])
        enter(state, seat, total[seat], item, events)
    if card is C.ERUPTION:
        erupt(state, events)
    return total


def erupt(state: GameState, events: list[Event]) -> None:
    """"Bei einem Vulkanausbruch werden alle Gebäude auf Vulkanplättchen zerstört
    und vom Plan abgeräumt. Zerstörte Gebäude kommen zunächst aus dem Spiel und
    können erst im 2. Durchgang wieder gebaut werden.\""""
    removed = []
    for f in state.geo.volcano:
        for layer in (state.first, state.second):
            seat = layer[f]
            if seat >= 0:
                layer[f] = -1
                player = state.seats[seat]
                player.own.remove(f)
                player.destroyed[state.kind_at[f]] += 1
                removed.append((state.geo.ids[f], seat, state.tile_at[f].building))
    events.append(event(EventKind.ERUPTION, -1, {"removed": tuple(removed)}))
