"""Activity rings: which people are placed, which rings are filled.

A ring is not a separate space: anyone on the card "can be added to or removed
from the activity ring at any time" (EN p.5, "Moving people"), so the people on
a card are put into its ring by rule (contract, "Rings and unplaced people"):
kind slots first, then ``any`` slots; an ``any_number`` ring takes everyone.
The ring "may only hold the pictured number of people, and no more" (EN p.9),
so the rest of the card's people stay outside it. Everyone outside a ring is
unplaced (EN p.4, "Activity rings") — including people on the starting tile,
which has no ring.
"""
from __future__ import annotations

from game.monica.engine.cards import Ring
from game.monica.engine.city import City, Pos


# Nobody on a card: no one in its ring, and an empty ring is never filled
# (an "any number" ring needs one person, any other its pictured people).
_EMPTY = (0, False)


def ring_fill(ring: Ring, local: int, tourist: int, vip: int) -> tuple[int, bool]:
    """People of each kind on a card with ``ring``: (how many go in, is it filled)."""
    if ring.any_number:
        # "you must have at least 1 person to score ... After that, you may
        # place as many people as you like in this ring" (EN p.9).
        placed = local + tourist + vip
        return placed, placed > 0
    in_kind_l = local if local < ring.local else ring.local
    in_kind_t = tourist if tourist < ring.tourist else ring.tourist
    in_kind_v = vip if vip < ring.vip else ring.vip
    spare = (local - in_kind_l) + (tourist - in_kind_t) + (vip - in_kind_v)
    in_any = spare if spare < ring.any else ring.any
    placed = in_kind_l + in_kind_t + in_kind_v + in_any
    slots = ring.local + ring.tourist + ring.vip + ring.any
    # Filled = "the exact number of people as what is pictured" (EN p.11).
    return placed, slots > 0 and placed == slots


def settle(city: City) -> tuple[dict[Pos, tuple[int, bool]], dict[Pos, int]]:
    """Put everyone into rings.

    Returns ``(status, unplaced_at)``: ``status[pos] = (placed, filled)`` for
    every card with a ring (people or not) and ``unplaced_at[pos]`` the number
    of people outside a ring on each space that has any.
    """
    return settle_counts(city, city.people_counts())


def settle_counts(city: City, counts: dict[Pos, list[int]]
                  ) -> tuple[dict[Pos, tuple[int, bool]], dict[Pos, int]]:
    """``settle`` for the city's ``people_counts()`` (for a caller that
    reads the counts too)."""
    status: dict[Pos, tuple[int, bool]] = {}
    cards = city.cards
    for pos, card in cards.items():
        ring = card.ring
        if ring is not None:
            row = counts.get(pos)
            if row is None:
                status[pos] = _EMPTY      # (``ring_fill`` of nobody, without the call)
            else:
                status[pos] = ring_fill(ring, row[0], row[1], row[2])
    unplaced_at: dict[Pos, int] = {}
    for pos, (l, t, v) in counts.items():
        left = l + t + v
        st = status.get(pos)
        if st is not None:
            left -= st[0]
        if left:
            unplaced_at[pos] = left
    return status, unplaced_at


def ring_status(city: City) -> dict[Pos, tuple[int, bool]]:
    """``{pos: (people in the ring, filled)}`` for every card with a ring."""
    return settle(city)[0]


def unplaced_count(city: City) -> int:
    """People in the city who are not in an activity ring."""
    return sum(settle(city)[1].values())
