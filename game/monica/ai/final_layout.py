"""The shape of the final-movement search: who decides in which order, the
rings still open and when each closes, and the starting state.

People of one kind on one space with the same allowance are interchangeable
(EN p.8 "End of the Game": "each tourist and VIP will be able to move 1
space, and each local will be able to move up to 3 spaces"), so they are one
group and decide one after another. Rings nobody moving can reach, and the
people who cannot move, are settled here once.
"""
from __future__ import annotations

from typing import Any

from game.monica.engine.cards import Objective, Ring
from game.monica.engine.city import City, Pos
from game.monica.engine.rings import ring_fill

from game.monica.ai.final_cover import Family, add_reach
from game.monica.ai.final_outcomes import EMPTY, KIND_SLOT, NR, Option, card_key, options, ring_points

# Search state: ring counts, unplaced, filled rings, bad rings, family, footprints.
SState = tuple[tuple[int, ...], int, int, int, Family, frozenset[Pos]]


class FinalLayout:
    """The search's fixed data, built once per solve.

    A ring leaves the search state as soon as nobody still to decide can reach
    it (``close_rings``). The state is ``(counts, lost, filled, bad, family,
    prints)``: the people on each ring still open, capped where more could
    only be unplaced; ``lost`` unplaced people (A, C); ``filled`` rings (C);
    ``bad`` ring cards with someone outside the ring (B); ``family`` the
    minimal sets of ring-less cards the unplaced people may stand on (B);
    footprints dropped on spaces a VIP still to move could reach. People with
    the most outcomes go first; ``ring_ub``, ``open_rings`` and ``print_ub``
    are the optimistic suffix sums the search's bound uses.
    """

    def __init__(self, city: City, objective: Objective, others: list[int],
                 movers: dict[int, int]) -> None:
        self.city = city
        self.pen = objective.penalty
        kind = self.pen["kind"]
        self.others = others
        self.by_cards = by_cards = kind == "cards_with_unplaced"
        self.count_lost = kind != "cards_with_unplaced"
        self.count_filled = kind == "rings_and_unplaced"
        # Objective A only compares my unplaced people with the others'.
        self.lost_cap = (max(others) + 1 if others else 1) if kind == "rank_unplaced" else 10**6
        ring_pos = [p for p, c in city.cards.items() if c.ring is not None]
        ring_set = set(ring_pos)

        groups: dict[tuple[str, Pos, int], list[int]] = {}
        fixed: list[tuple[str, Pos]] = []
        for pid, pkind in city.person_kind.items():
            pos = city.person_pos[pid]
            steps = movers.get(pid, 0)
            if steps > 0:
                groups.setdefault((pkind, pos, steps), []).append(pid)
            else:
                fixed.append((pkind, pos))
        built = []
        for (pkind, origin, steps), pids in groups.items():
            opts = options(city, pkind, origin, steps, by_cards)
            if len(opts) == 1 and not opts[0].prints and opts[0].key[0] is not NR:
                fixed.extend((pkind, origin) for _ in pids)
                continue
            # Promising outcomes first: the pruning then has a good bar early.
            opts.sort(key=lambda o: -(len(o.prints) + ring_points(city, o.key[0], ring_set)))
            built.append((pkind, origin, sorted(pids), opts))
        built.sort(key=lambda g: (-len(g[3]), g[1], g[0]))
        people: list[tuple[int, int, int, list[Option]]] = []
        for gid, (pkind, _origin, pids, opts) in enumerate(built):
            for pid in pids:
                people.append((pid, KIND_SLOT[pkind], gid, opts))
        self.people = people
        # The last person able to reach each ring and footprint space.
        last: dict[Any, int] = {}
        last_print: dict[Pos, int] = {}
        for i, (_, _, _, opts) in enumerate(people):
            for o in opts:
                last[o.key[0]] = i
                for q in o.prints:
                    last_print[q] = i
        dyn = [p for p in ring_pos if p in last]
        self.dyn_index = {p: i for i, p in enumerate(dyn)}
        self.rings: list[Ring] = [city.cards[p].ring for p in dyn]  # type: ignore[misc]
        extra = 1 if by_cards else 0      # B needs to see a ring's overflow
        self.caps: list[tuple[int, int, int] | None] = []
        self.offset: list[int] = []
        off = 0
        for r in self.rings:
            self.offset.append(off)
            if r.any_number:
                self.caps.append(None)
                off += 1
            else:
                self.caps.append((r.local + r.any + extra, r.tourist + r.any + extra,
                                  r.vip + r.any + extra))
                off += 3
        n = len(people)
        self.close_rings: list[list[int]] = [[] for _ in range(n)]
        self.close_prints: list[frozenset[Pos]] = [EMPTY] * n
        for key, i in last.items():
            if key in self.dyn_index:
                self.close_rings[i].append(self.dyn_index[key])
        for q, i in last_print.items():
            self.close_prints[i] = self.close_prints[i] | {q}
        # Optimistic suffix sums: rings and footprint spaces still open.
        self.ring_ub = [0] * (n + 1)
        self.open_rings = [0] * (n + 1)
        self.print_ub = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            self.ring_ub[i] = self.ring_ub[i + 1]
            self.open_rings[i] = self.open_rings[i + 1]
            self.print_ub[i] = self.print_ub[i + 1]
            for j in self.close_rings[i]:
                self.ring_ub[i] += self.rings[j].points
                self.open_rings[i] += 1
            for q in self.close_prints[i]:
                self.print_ub[i] += city.tile.vip.points(q[0], city.tags_at(q))
        static: dict[Pos, list[int]] = {}
        counts = [[0, 0, 0] for _ in dyn]
        lost = 0
        bad = 0
        family: Family = frozenset()
        for pkind, pos in fixed:
            slot = KIND_SLOT[pkind]
            if pos in self.dyn_index:
                counts[self.dyn_index[pos]][slot] += 1
            elif pos in ring_set:
                static.setdefault(pos, [0, 0, 0])[slot] += 1
            else:
                lost += 1
                if by_cards:
                    family = add_reach(family, frozenset([card_key(city, pos)]))
        self.const_pts = 0
        filled = 0
        for pos in ring_pos:
            if pos in self.dyn_index:
                continue
            l, t, v = static.get(pos, (0, 0, 0))
            ring = city.cards[pos].ring
            assert ring is not None
            inside, full = ring_fill(ring, l, t, v)
            lost += l + t + v - inside
            if inside < l + t + v:
                bad += 1
            if full:
                filled += 1
                self.const_pts += ring.points
        flat: list[int] = []
        for i, cap in enumerate(self.caps):
            l, t, v = counts[i]
            if cap is None:
                flat.append(1 if l + t + v else 0)
                continue
            for slot, k in enumerate((l, t, v)):
                if k > cap[slot]:
                    lost += k - cap[slot]
                    k = cap[slot]
                flat.append(k)
        if not self.count_lost:
            lost = 0
        if not self.count_filled:
            filled = 0
        self.start = (tuple(flat), min(lost, self.lost_cap), filled, bad, family, EMPTY)
