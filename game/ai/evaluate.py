"""What a city is worth in the middle of the game: its score now plus what
people, open rings, sand dollars, footprints and unmet card icons are
likely to add before the end.

The value splits in two: ``structure_value`` depends only on the cards
(their icons, the objective's wave and misc lines), ``people_value`` on
people, rings, footprints and sand dollars. Moving people changes only the
second, so the bots cache the first while they plan movements.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import Objective
from game.engine.city import City, Pos
from game.engine.groups import Layout
from game.engine.icons import evaluate as eval_icon
from game.engine.objectives import misc_line, rank_unplaced, wave_line
from game.engine.rings import settle_counts, unplaced_count
from game.engine.state import END_TRIGGER_CARDS, GameState

from .weights import CHAIN as _CHAIN
from .weights import DOLLAR as _DOLLAR
from .weights import DOLLAR_END as _DOLLAR_END
from .weights import FUTURE as _FUTURE
from .weights import ICON as _ICON
from .weights import LINE as _LINE
from .weights import MEDIUM, NF, Weights, dot
from .weights import PARTIAL as _PARTIAL
from .weights import REACHABLE as _REACHABLE
from .weights import SPARE as _SPARE
from .weights import VIP as _VIP

_REACH = {"local": 3, "tourist": 1, "vip": 1}    # final movement, EN p.8


def progress(state: GameState) -> float:
    """0 at the start, 1 when the game ends (most cards placed / 14)."""
    if state.final_triggered or state.phase in ("final", "over"):
        return 1.0
    most = max((len(p.city.cards) for p in state.players if p.city is not None), default=0)
    return min(most / END_TRIGGER_CARDS, 1.0)


def _empty_neighbours(lay: Layout, pos: Pos) -> int:
    r, c = pos
    n = 0
    for q in ((r, c - 1), (r, c + 1), (1 - r, c)):
        if q not in lay.tags:
            n += 1
    return n


@dataclass(frozen=True, slots=True)
class _Structure:
    """What a city's cards give, apart from the share of the game left."""

    now: float                              # icon points now
    chains: tuple[tuple[float, float], ...]  # chains under way: (points, share done)
    icons: tuple[float, ...]                # unmet icons with an empty neighbour
    wave: float                             # the objective's wave line now
    misc: float                             # ... and its misc line


def _cards_key(city: City) -> tuple[str, ...]:
    """The city's cards in space order: within one memo of its filled
    spaces it tells the arrangements apart (a swap reorders the cards)."""
    return tuple([card.id for card in city.cards.values()])


def _structure(city: City, objective: Objective) -> _Structure:
    """The city's ``_Structure``, memoised with its cards: the search values
    the same cards thousands of times while only people move. The memo of
    the filled spaces holds it under the cards in space order (a swap
    reorders them) and the sand dollars (an icon counts them)."""
    memo = city.memo("ai.structure")
    key = (objective.id, city.sand_dollars, _cards_key(city))
    found: _Structure | None = memo.get(key)
    if found is not None:
        return found
    lay = Layout(city)
    now = 0.0
    chains: list[tuple[float, float]] = []
    icons: list[float] = []
    for pos, card in city.cards.items():
        for icon in card.score:
            pts, have, need = eval_icon(icon, lay, pos)
            now += pts
            if pts == 0 and "chain" in icon:
                if have > 0 and need > 0:
                    base = icon["points"] * (need if icon.get("per_tag") else 1)
                    chains.append((base, min(have / need, 1.0)))
            elif pts == 0 and any(k in icon for k in ("adjacent", "adjacent_tiers",
                                                      "adjacent_all")):
                if _empty_neighbours(lay, pos):
                    best = icon.get("points", 0)
                    if "tiers" in icon:
                        best = icon["tiers"][0][1]
                    icons.append(max(best, 0))
    found = memo[key] = _Structure(now, tuple(chains), tuple(icons),
                                   wave_line(objective.wave, lay)[0],
                                   misc_line(objective.misc, lay)[0])
    return found


def structure_terms(city: City, objective: Objective, left: float,
                    feats: list[float]) -> float:
    """Cards' icons and the wave/misc lines now (returned), and the features
    of what they may still add (added into ``feats``): the icons that empty
    neighbouring spaces could still satisfy, chains under way, the lines
    still growing (``left`` = share of the game still to play)."""
    st = _structure(city, objective)
    if left > 0:
        for base, share in st.chains:
            feats[_CHAIN] += base * left * share
        for best in st.icons:
            feats[_ICON] += best * left
    feats[_LINE] += (st.wave + st.misc) * left
    return st.now + st.wave + st.misc


def structure_value(city: City, objective: Objective, left: float,
                    w: Weights = MEDIUM) -> float:
    """What the cards are worth now and (estimated) later."""
    feats = [0.0] * NF
    return structure_terms(city, objective, left, feats) + dot(w, feats)


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


def _vip_steps(city: City, pos: Pos, cards_key: tuple[str, ...]) -> tuple[tuple[Pos, int], ...]:
    """The spaces next to ``pos`` whose tags earn a VIP a footprint, with its
    points (a footprint already there is the caller's to check). Memoised
    with the city's filled spaces under ``pos`` and the cards in space order
    (a swap changes the tags next door)."""
    memo: dict[tuple[Pos, tuple[str, ...]], tuple[tuple[Pos, int], ...]] = \
        city.memo("ai.vip steps")
    key = (pos, cards_key)
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


def people_terms(city: City, objective: Objective, others: list[int], left: float,
                 feats: list[float]) -> float:
    """Rings, footprints and the penalty line now (returned, with a greedy
    guess of what the final movement will fill), and the features of what
    later moves, sand dollars and VIP steps may add (into ``feats``)."""
    counts = city.people_counts()
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
    cards_key: tuple[str, ...] | None = None
    for pos, row in counts.items():
        if not row[2]:
            continue
        if cards_key is None:
            cards_key = _cards_key(city)
        best = 0
        for q, pts in _vip_steps(city, pos, cards_key):
            if q not in city.footprints:
                best = max(best, pts)
        feats[_VIP] += best * row[2]
    feats[_DOLLAR] += city.sand_dollars * left
    feats[_DOLLAR_END] += city.sand_dollars * (1 - left)
    return total


def people_value(city: City, objective: Objective, others: list[int], left: float,
                 w: Weights = MEDIUM) -> float:
    """What the people, rings, footprints and sand dollars are worth now and
    (estimated) later."""
    feats = [0.0] * NF
    return people_terms(city, objective, others, left, feats) + dot(w, feats)


def others_unplaced(state: GameState, player: int) -> list[int]:
    """The unplaced people of every other seat with a city."""
    return [unplaced_count(p.city) for i, p in enumerate(state.players)
            if i != player and p.city is not None]


def unplaced_by_seat(state: GameState) -> list[int | None]:
    """Every seat's unplaced people (None: no city yet), to judge all the
    cities of one state with a single count each (``others_of``)."""
    return [None if p.city is None else unplaced_count(p.city) for p in state.players]


def others_of(counts: list[int | None], player: int) -> list[int]:
    """``others_unplaced`` read from ``unplaced_by_seat``'s counts."""
    return [n for i, n in enumerate(counts) if i != player and n is not None]


def city_features(state: GameState, player: int,
                  others: list[int] | None = None) -> tuple[float, list[float]]:
    """A city's points now and the features of what it may add later: its
    value under weights ``w`` is ``base + dot(w, feats)`` (``bench/tune.py``
    fits the weights to final scores)."""
    city = state.players[player].city
    feats = [0.0] * NF
    if city is None:
        return 0.0, feats
    objective = state.box.objectives[state.objective]
    left = 1.0 - progress(state)
    if others is None:
        others = others_unplaced(state, player)
    base = (structure_terms(city, objective, left, feats)
            + people_terms(city, objective, others, left, feats))
    return base, feats


def city_value(state: GameState, player: int, w: Weights = MEDIUM,
               others: list[int] | None = None) -> float:
    """Everything a player's city is worth now and (estimated) later."""
    base, feats = city_features(state, player, others)
    return base + dot(w, feats)
