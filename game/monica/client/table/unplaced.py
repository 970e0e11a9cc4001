"""Which people in a city stand outside every activity ring (no pygame).

The engine counts unplaced people per space (``settle``); a ring takes its
kind slots first, then its "anyone" slots. To mark meeples on the table we
pick, per space, the people that rule leaves outside: those of a kind beyond
its slots, minus what the "anyone" slots take (locals first, then tourists,
then VIPs). The count per space always equals the engine's.
"""
from __future__ import annotations

from game.monica.engine.city import City
from game.monica.engine.rings import settle

KINDS = ("local", "tourist", "vip")


def unplaced_people(city: City) -> set[int]:
    """Person ids counted as unplaced (outside a ring) in ``city``."""
    _, unplaced_at = settle(city)
    out: set[int] = set()
    for pos, n in unplaced_at.items():
        here = sorted(city.people_at(pos))
        card = city.cards.get(pos)
        ring = card.ring if card is not None else None
        if ring is None:
            out.update(here)
            continue
        spare: list[int] = []
        for kind in KINDS:
            mine = [p for p in here if city.person_kind[p] == kind]
            spare += mine[getattr(ring, kind):]
        # the "anyone" slots take from the spares; what is left stays outside
        out.update(spare[len(spare) - n:] if n else [])
    return out
