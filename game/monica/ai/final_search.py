"""The exact final-movement search: a memoised depth-first search over the
people, one decision per person, with a fail-soft bound.

Only rings, footprints and the objective's penalty line depend on where
people end up (EN p.8, "End of the Game"); the search banks a ring's points
as soon as nobody still to decide can reach it, and returns the best value of
those lines with a walk for every person that should move.

The search is exact up to ``NODE_LIMIT`` search nodes, which covers nearly
every city met in play. Past it (cities with a score of people, each with
many places to go, under objective B) every person still to decide takes
only its most promising option (the highest immediate gain plus the bound
of what follows), so a decision never takes more than a fraction of a
second; the plan is then good rather than best, and ``exact`` says which.
"""
from __future__ import annotations

from game.monica.engine.cards import Objective
from game.monica.engine.city import City, Pos
from game.monica.engine.objectives import rank_unplaced
from game.monica.engine.rings import ring_fill

from game.monica.ai.final_cover import Family, HitMemo, add_reach, hitting
from game.monica.ai.final_layout import FinalLayout, SState
from game.monica.ai.final_outcomes import NR, Option

def _first(kid: tuple[int, int, SState, int]) -> int:
    return -kid[0]


# Search nodes of the exact search: about a fifth of a second here; the 40
# four-player medium games measured needed at most 465,000, the median 511.
NODE_LIMIT = 40_000


class FinalSolver(FinalLayout):
    """Memoised search over people, one decision per person.

    A ring leaves the search state as soon as nobody still to decide can reach
    it: its points are banked and only what the penalty line needs stays (the
    state is described in ``FinalLayout``). A fail-soft bound prunes branches
    that cannot beat the best so far.
    """

    def __init__(self, city: City, objective: Objective, others: list[int],
                 movers: dict[int, int], limit: int | None = None) -> None:
        super().__init__(city, objective, others, movers)
        self.limit = NODE_LIMIT if limit is None else limit
        self.nodes = 0
        self.foot: dict[Pos, int] = {}
        self.hit_memo: HitMemo = {}
        self.memo: dict[tuple[int, int, SState], tuple[int, int, bool]] = {}

    def _penalty(self, lost: int, filled: int, bad: int, family: Family) -> int:
        pen = self.pen
        kind = pen["kind"]
        if kind == "rank_unplaced":
            return int(rank_unplaced([lost, *self.others], 0, pen["most"], pen["second"]))
        if kind == "cards_with_unplaced":
            return int(pen["points"]) * (bad + hitting(family, self.hit_memo)[0])
        if kind == "rings_and_unplaced":
            per = pen["per"]
            return int(pen["ring"] * filled + pen["points"] * (lost // per if per > 0 else 0))
        raise ValueError(f"unknown penalty objective {kind!r}")

    def _print_points(self, pos: Pos) -> int:
        v = self.foot.get(pos)
        if v is None:
            city = self.city
            v = self.foot[pos] = city.tile.vip.points(pos[0], city.tags_at(pos))
        return v

    def _step(self, i: int, state: SState, slot: int, opt: Option) -> tuple[SState, int]:
        """Person ``i`` takes ``opt``; then the rings nobody else reaches close."""
        counts, lost, filled, bad, family, prints = state
        gain = 0
        k = opt.key[0]
        j = self.dyn_index.get(k) if k is not NR else None
        if j is not None:
            off = self.offset[j]
            cap = self.caps[j]
            if cap is None:
                if not counts[off]:
                    counts = counts[:off] + (1,) + counts[off + 1:]
            else:
                x = off + slot
                if counts[x] < cap[slot]:
                    counts = counts[:x] + (counts[x] + 1,) + counts[x + 1:]
                else:
                    lost += 1
        else:
            lost += 1
            if self.by_cards:
                family = add_reach(family, opt.reach)
        for q in opt.prints:
            if q not in prints:
                gain += self._print_points(q)
                prints = prints | {q}
        for j in self.close_rings[i]:
            off = self.offset[j]
            ring = self.rings[j]
            if self.caps[j] is None:
                if counts[off]:
                    gain += ring.points
                    filled += 1
                    counts = counts[:off] + (0,) + counts[off + 1:]
                continue
            l, t, v = counts[off], counts[off + 1], counts[off + 2]
            inside, full = ring_fill(ring, l, t, v)
            if inside < l + t + v:
                lost += l + t + v - inside
                bad += 1
            if full:
                gain += ring.points
                filled += 1
            counts = counts[:off] + (0, 0, 0) + counts[off + 3:]
        if prints and self.close_prints[i]:
            prints = prints - self.close_prints[i]
        if not self.count_lost:
            lost = 0
        elif lost > self.lost_cap:
            lost = self.lost_cap
        if not self.count_filled:
            filled = 0
        return (counts, lost, filled, bad, family, prints), gain

    def _end(self, state: SState) -> int:
        """The penalty line once everyone has decided."""
        return self._penalty(state[1], state[2], state[3], state[4])

    def _bound(self, i: int, state: SState) -> int:
        """Optimistic value of what is still open before person ``i``: every
        open ring filled, every reachable footprint dropped, the penalty as it
        stands (it only gets worse as more people end unplaced)."""
        _, lost, filled, bad, family, _ = state
        return (self.ring_ub[i] + self.print_ub[i]
                + self._penalty(lost, filled + self.open_rings[i], bad, family))

    def best(self, i: int, lo: int, state: SState, alpha: int) -> int:
        """The best value still to come: exact when above ``alpha``, else an
        upper bound no greater than ``alpha`` (fail-soft pruning)."""
        people = self.people
        if i == len(people):
            return self._end(state)
        key = (i, lo, state)
        hit = self.memo.get(key)
        if hit is not None and (hit[2] or hit[0] <= alpha):
            return hit[0]
        # No bound check here: the caller looked at this branch only because
        # its bound is above ``alpha`` (the loop below, or the root's -inf).
        _, slot, gid, opts = people[i]
        same = i + 1 < len(people) and people[i + 1][2] == gid
        last = i + 1 == len(people)
        # Most promising first (gain plus the bound of the rest): the best
        # plan is found early, so the bound prunes more.
        kids: list[tuple[int, int, SState, int]] = []
        for o in range(lo, len(opts)):
            nxt, gain = self._step(i, state, slot, opts[o])
            rest = self._end(nxt) if last else self._bound(i + 1, nxt)
            kids.append((gain + rest, o, nxt, gain))
        kids.sort(key=_first)
        self.nodes += 1
        if self.nodes > self.limit:
            del kids[1:]
        top = -10**9
        arg = lo
        for est, o, nxt, gain in kids:
            if est <= (alpha if alpha > top else top):
                # Neither this one nor any after it can beat the best so far.
                if est > top:
                    top, arg = est, o
                break
            floor = (alpha if alpha > top else top) - gain
            val = gain + self.best(i + 1, o if same else 0, nxt, floor)
            if val > top:
                top, arg = val, o
        self.memo[key] = (top, arg, top > alpha)
        return top

    def beam(self, width: int) -> int:
        """The best final score found by a beam search over the people (the
        ``width`` best partial plans kept after each person, by what they
        banked plus the bound of the rest): a score some movement reaches,
        no path. Where the node limit cut the search short, this finds more
        than the most promising option alone (docs/AI.md)."""
        people = self.people
        beam: list[tuple[int, int, SState]] = [(0, 0, self.start)]
        for i, (_, slot, gid, opts) in enumerate(people):
            same = i + 1 < len(people) and people[i + 1][2] == gid
            kids: dict[tuple[int, SState], int] = {}
            for banked, lo, state in beam:
                for o in range(lo, len(opts)):
                    nxt, gain = self._step(i, state, slot, opts[o])
                    key = (o if same else 0, nxt)
                    if kids.get(key, -10**9) < banked + gain:
                        kids[key] = banked + gain
            if i + 1 < len(people):
                ranked = sorted(kids.items(), key=lambda kv: -kv[1] - self._bound(i + 1, kv[0][1]))
            else:
                ranked = list(kids.items())
            beam = [(banked, lo, state) for (lo, state), banked in ranked[:width]]
        return self.const_pts + max(banked + self._end(state) for banked, _, state in beam)

    @property
    def exact(self) -> bool:
        """Whether the last solve searched everything (within the limit)."""
        return self.nodes <= self.limit

    def solve(self) -> tuple[int, dict[int, tuple[Pos, ...]]]:
        self.best(0, 0, self.start, -10**9)
        # The value of the plan read back (the best value when exact).
        value = self.const_pts
        chosen: list[tuple[int, Option]] = []
        state, lo = self.start, 0
        people = self.people
        for i, (pid, slot, gid, opts) in enumerate(people):
            arg = self.memo[(i, lo, state)][1]
            chosen.append((pid, opts[arg]))
            state, gain = self._step(i, state, slot, opts[arg])
            value += gain
            lo = arg if i + 1 < len(people) and people[i + 1][2] == gid else 0
        value += self._end(state)
        cover = hitting(state[4], self.hit_memo)[1] if self.by_cards else frozenset()
        paths: dict[int, tuple[Pos, ...]] = {}
        for pid, opt in chosen:
            path = opt.path
            if opt.reach:
                # B: stand on a card of the cheapest cover (staying if possible).
                path = next(p for card, _, p in sorted(opt.spots, key=lambda s: len(s[2]))
                            if card in cover)
            if path:
                paths[pid] = path
        return value, paths
