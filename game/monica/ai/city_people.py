"""What a city's people, rings, footprints and sand dollars are worth in the
middle of the game: the rings filled, the footprints down and the penalty
line now, with a greedy guess of what the final movement will fill, and the
features of what later moves, sand dollars and VIP steps may add (the other
half of ``evaluate``'s city value).
"""
from __future__ import annotations

from operator import attrgetter

from game.monica.engine.cards import Objective
from game.monica.engine.city import City, Pos
from game.monica.engine.objectives import rank_unplaced
from game.monica.engine.rings import settle_counts

from game.monica.ai.weights import DOLLAR as _DOLLAR
from game.monica.ai.weights import DOLLAR_END as _DOLLAR_END
from game.monica.ai.weights import FUTURE as _FUTURE
from game.monica.ai.weights import MEDIUM, NF, Weights, dot
from game.monica.ai.weights import PARTIAL as _PARTIAL
from game.monica.ai.weights import REACHABLE as _REACHABLE
from game.monica.ai.weights import SPARE as _SPARE
from game.monica.ai.weights import VIP as _VIP

_REACH = {"local": 3, "tourist": 1, "vip": 1}    # final movement, EN p.8


_CARD_ID = attrgetter("id")

# Which card lies where: the filled spaces, and the cards in space order.
Arrangement = tuple[tuple[Pos, ...], tuple[str, ...]]


def arrangement(city: City) -> Arrangement:
    """The city's ``Arrangement`` (the cards in space order tell apart the
    arrangements of one set of filled spaces: a swap reorders them). Worked
    out once per valuation and keyed into both halves' memos."""
    cards = city.cards
    return tuple(cards), tuple(map(_CARD_ID, cards.values()))


def _dist_within(city: City, start: Pos, steps: int) -> set[Pos]:
    seen = {start}
    frontier = [start]
    for _ in range(steps):
        nxt = []
        for p in frontier:
            for q in city.neighbours(p):
                if q not in seen:
                    seen.add(q)
                    nxt.append(q)
        frontier = nxt
    return seen


def _vip_steps(city: City, pos: Pos,
               cards_in_order: tuple[str, ...]) -> tuple[tuple[Pos, int], ...]:
    """The spaces next to ``pos`` whose tags earn a VIP a footprint, with its
    points (a footprint already there is the caller's to check). Memoised
    with the city's filled spaces under ``pos`` and the cards in space order
    (a swap changes the tags next door)."""
    memo: dict[tuple[Pos, tuple[str, ...]], tuple[tuple[Pos, int], ...]] = \
        city.memo("ai.vip steps")
    key = (pos, cards_in_order)
    found = memo.get(key)
    if found is None:
        rule = city.tile.vip
        out: list[tuple[Pos, int]] = []
        for q in city.neighbours(pos):
            tags = city.tags_at(q)
            if rule.earns(q[0], tags):
                out.append((q, rule.points(q[0], tags)))
        found = memo[key] = tuple(out)
    return found


# The features ``people_terms`` adds to, in the order its memo keeps them
# (and adds them back, spelt out).
_PEOPLE_FEATS = (_REACHABLE, _FUTURE, _PARTIAL, _SPARE, _VIP, _DOLLAR, _DOLLAR_END)


def people_terms(city: City, objective: Objective, others: list[int], left: float,
                 feats: list[float], arranged: Arrangement | None = None) -> float:
    """Rings, footprints and the penalty line now (returned, with a greedy
    guess of what the final movement will fill), and the features of what
    later moves, sand dollars and VIP steps may add (added into ``feats``).
    Memoised in the city's shared memo under everything they depend on: the
    search values the same people on the same cards in many samples.
    ``arranged``: the city's ``arrangement``, if the caller has it."""
    if arranged is None:
        arranged = arrangement(city)
    memo = city.shared("ai.people")
    # The people by kind and space, in the city's order (which the counts'
    # order, and so the greedy guess below, follows): built in C, where the
    # counts themselves took a Python loop, and worked out only when missed.
    key = (objective.id, city.sand_dollars, arranged, tuple(city.person_kind.values()),
           tuple(city.person_pos.values()), frozenset(city.footprints), tuple(others), left)
    found: tuple[float, tuple[float, ...]] | None = memo.get(key)
    if found is None:
        mine = [0.0] * NF
        total = _people(city, objective, others, left, city.people_counts(), arranged[1],
                        mine)
        found = memo[key] = (total, tuple([mine[i] for i in _PEOPLE_FEATS]))
    total, (reach, future, partial, spare, vip, dollar, dollar_end) = found
    feats[_REACHABLE] += reach
    feats[_FUTURE] += future
    feats[_PARTIAL] += partial
    feats[_SPARE] += spare
    feats[_VIP] += vip
    feats[_DOLLAR] += dollar
    feats[_DOLLAR_END] += dollar_end
    return total


def _people(city: City, objective: Objective, others: list[int], left: float,
            counts: dict[Pos, list[int]], cards_in_order: tuple[str, ...],
            feats: list[float]) -> float:
    """``people_terms`` worked out (into ``feats``, which starts at 0)."""
    status, unplaced_at = settle_counts(city, counts)
    total = 0.0
    filled = 0
    # Footprints already down.
    vip_rule = city.tile.vip
    for pos in city.footprints:
        total += vip_rule.points(pos[0], city.tags_at(pos))
    # People outside rings, by position and kind: candidates to fill slots.
    spare: list[tuple[str, Pos]] = []
    for pos, n in unplaced_at.items():
        # Which ones are outside is decided by ring order; any of the
        # people there could be the one to go: locals first, then tourists,
        # then VIPs.
        loc, tou, vip = counts[pos]
        ks = ["local"] * loc + ["tourist"] * tou + ["vip"] * vip
        spare.extend([(k, pos) for k in ks[:n]])
    used = [False] * len(spare)
    covered = 0
    open_rings: list[tuple[int, Pos, int]] = []
    for pos, (inside, full) in status.items():
        ring = city.cards[pos].ring
        if full:
            total += ring.points  # type: ignore[union-attr]
            filled += 1
        else:
            open_rings.append((ring.points, pos, inside))  # type: ignore[union-attr]
    open_rings.sort(reverse=True)
    # Where people can walk depends only on the filled spaces: the city's
    # memo of them keeps it from one valuation to the next.
    reach_cache: dict[tuple[Pos, int], set[Pos]] = city.memo("ai.reach")
    for pts, pos, inside in open_rings:
        ring = city.cards[pos].ring
        assert ring is not None
        need = 1 if ring.any_number else ring.slots - inside
        # Greedy: the first spare people who could walk there at the end.
        picked: list[int] = []
        for i, (k, frm) in enumerate(spare):
            if used[i] or len(picked) >= need:
                continue
            if not (ring.any_number or ring.any or getattr(ring, k) > 0):
                continue
            steps = _REACH[k]
            area = reach_cache.get((frm, steps))
            if area is None:
                area = reach_cache[(frm, steps)] = _dist_within(city, frm, steps)
            if pos in area:
                picked.append(i)
        share = (inside / ring.slots) if ring.slots else 0.0
        if len(picked) >= need:
            for i in picked:
                used[i] = True
            covered += need
            feats[_REACHABLE] += pts
            filled += 1
        else:
            feats[_FUTURE] += pts * left
            feats[_PARTIAL] += pts * share
    unplaced = len(spare) - covered
    # Spare people still have uses while the game runs (later moves, rings
    # still to come).
    feats[_SPARE] += (len(spare) - covered) * left
    pen = objective.penalty
    kind = pen["kind"]
    if kind == "rank_unplaced":
        total += rank_unplaced([unplaced, *others], 0, pen["most"], pen["second"])
    elif kind == "cards_with_unplaced":
        cards = {(1, p[1]) if p[1] == city.start_col else p
                 for i, (_, p) in enumerate(spare) if not used[i]}
        total += pen["points"] * len(cards)
    elif kind == "rings_and_unplaced":
        per = pen["per"]
        total += pen["ring"] * filled + pen["points"] * (unplaced // per if per > 0 else 0)
    # A VIP one step from an unvisited footprint space will get there (each
    # VIP on a space counts; the sum is of whole points, so in any order).
    for pos, row in counts.items():
        if not row[2]:
            continue
        best = 0
        for q, pts in _vip_steps(city, pos, cards_in_order):
            if q not in city.footprints:
                best = max(best, pts)
        feats[_VIP] += best * row[2]
    feats[_DOLLAR] += city.sand_dollars * left
    feats[_DOLLAR_END] += city.sand_dollars * (1 - left)
    return total


def people_value(city: City, objective: Objective, others: list[int], left: float,
                 w: Weights = MEDIUM, arranged: Arrangement | None = None) -> float:
    """What the people, rings, footprints and sand dollars are worth now and
    (estimated) later (``arranged``: the city's ``arrangement``, if the
    caller has it)."""
    feats = [0.0] * NF
    return people_terms(city, objective, others, left, feats, arranged) + dot(w, feats)
