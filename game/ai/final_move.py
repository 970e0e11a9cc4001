"""Exact solver for one player's final movement.

At the end of the game "each tourist and VIP will be able to move 1 space,
and each local will be able to move up to 3 spaces" (EN rulebook p.8, "End
of the Game"). Only rings, footprints and the objective's penalty line depend
on where people end up; card icons do not ("the scoring trigger is the symbol
from the placement actions, and not the physical pieces", EN p.8), nor do the
wave and misc lines.

People of one kind on one space with the same allowance are interchangeable,
so they choose their destinations in non-decreasing order: each multiset of
destinations is tried once. Destinations that score alike are merged: for
objectives A and C an unplaced person scores the same on every ring-less
space (objective B counts the cards holding unplaced people, so there the
card matters), and a VIP's walk matters only through its end and the
footprints it drops. A memoised depth-first search over the people, whose
state keeps per reachable ring the people on it (capped where more could
only be unplaced), finds the best final score exactly.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine import apply_action, constants, icons, legal_actions
from game.engine.actions import Move
from game.engine.cards import Objective, Ring
from game.engine.city import City, Pos
from game.engine.groups import Layout
from game.engine.movement import destinations, vip_walks
from game.engine.objectives import misc_line, rank_unplaced, wave_line
from game.engine.rings import ring_fill, unplaced_count
from game.engine.scoring import footprint_points
from game.engine.state import GameState

from .persons import equivalent

KIND_SLOT = {"local": 0, "tourist": 1, "vip": 2}
FINAL_STEPS = dict(constants.FINAL_STEPS)   # EN p.8 "End of the Game"
_NR = ("nr",)          # the merged "some ring-less space" destination
_EMPTY: frozenset[Pos] = frozenset()
Family = frozenset[frozenset[Pos]]     # objective B: card sets, one per unplaced person
# Search state: ring counts, unplaced, filled rings, bad rings, family, footprints.
SState = tuple[tuple[int, ...], int, int, int, Family, frozenset[Pos]]
HitMemo = dict[Family, tuple[int, frozenset[Pos]]]



@dataclass(frozen=True, slots=True)
class _Option:
    """One outcome of one person's move: where it counts (``key``), the
    space, the footprints a VIP drops and a concrete walk (empty: stay)."""

    key: Any
    dest: Pos
    prints: frozenset[Pos]
    path: tuple[Pos, ...]
    reach: frozenset[Pos]      # objective B: the ring-less cards it may end on
    spots: tuple[tuple[Pos, Pos, tuple[Pos, ...]], ...] = ()   # (card, space, walk)


@dataclass(frozen=True, slots=True)
class FinalPlan:
    """The best final movement: the engine moves in order and the final score."""

    moves: list[Move]
    score: int


def fixed_score(city: City, objective: Objective) -> int:
    """Every line that does not depend on where people stand: cards, the
    footprints already down, the wave and misc lines."""
    lay = Layout(city)
    cards = 0
    for pos in city.cards:
        cards += icons.card_score(lay, pos)
    return (cards + footprint_points(city) + wave_line(objective.wave, lay)[0]
            + misc_line(objective.misc, lay)[0])


def _card_key(city: City, pos: Pos) -> Pos:
    """The starting tile's two halves are one card (contract, objective B)."""
    return (1, pos[1]) if pos[1] == city.start_col else pos


def _ring_points(city: City, key: Any, ring_set: set[Pos]) -> int:
    """The points of the ring an outcome ends in (0 off the rings)."""
    ring = city.cards[key].ring if key in ring_set else None
    return ring.points if ring is not None else 0


def _takes(ring: Ring, slot: int) -> bool:
    """Can a person of this kind ever be inside this ring?"""
    if ring.any_number or ring.any:
        return True
    return (ring.local, ring.tourist, ring.vip)[slot] > 0


def _options(city: City, kind: str, origin: Pos, steps: int,
             by_cards: bool) -> list[_Option]:
    """Every distinct outcome of one person's move.

    A ring card that can take the person is its own outcome. Ring-less
    spaces (and, but for objective B, ring cards that can never take this
    kind) are one merged outcome per set of footprints: for objectives A and C
    where an unplaced person stands does not matter; for B the outcome keeps
    the set of cards the person could stand on, and the cheapest choice among
    them is made at the end (a hitting set over everyone unplaced).
    """
    slot = KIND_SLOT[kind]
    raw: list[tuple[Pos, frozenset[Pos], tuple[Pos, ...]]] = [(origin, _EMPTY, ())]
    if kind == "vip":
        raw += [(walk[-1], frozenset(prints), walk)
                for walk, prints in vip_walks(city, origin, steps)]
    else:
        raw += [(dest, _EMPTY, path) for dest, path in destinations(city, origin, steps).items()]
    out: list[_Option] = []
    seen: set[Any] = set()
    merged: dict[frozenset[Pos], list[tuple[Pos, Pos, tuple[Pos, ...]]]] = {}
    for dest, prints, path in raw:
        card = city.cards.get(dest)
        ring = card.ring if card is not None else None
        if ring is not None and (by_cards or _takes(ring, slot)):
            key = (dest, prints)
            if key not in seen:
                seen.add(key)
                out.append(_Option(key, dest, prints, path, _EMPTY))
            continue
        merged.setdefault(prints, []).append((_card_key(city, dest), dest, path))
    for prints, spots in merged.items():
        _, dest, path = spots[0]
        reach = frozenset(card for card, _, _ in spots) if by_cards else _EMPTY
        out.append(_Option((_NR, prints), dest, prints, path, reach, tuple(spots)))
    return out


def _add_reach(family: Family, reach: frozenset[Pos]) -> Family:
    """Add a set of cards one unplaced person may stand on, keeping only
    minimal sets (whatever meets a subset meets its supersets)."""
    for other in family:
        if other <= reach:
            return family
    return frozenset([o for o in family if not reach <= o] + [reach])


def _hitting(family: Family, memo: HitMemo) -> tuple[int, frozenset[Pos]]:
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
        n, cards = _hitting(frozenset(o for o in family if card not in o), memo)
        if n + 1 < best[0]:
            best = (n + 1, cards | {card})
    memo[family] = best
    return best


class _Solver:
    """Memoised search over people, one decision per person.

    A ring leaves the search state as soon as nobody still to decide can reach
    it: its points are banked and only what the penalty line needs stays. The
    state is ``(counts, lost, filled, bad, family, prints)``: the people on
    each ring still open, capped where more could only be unplaced; ``lost``
    unplaced people (A, C); ``filled`` rings (C); ``bad`` ring cards with
    someone outside the ring (B); ``family`` the minimal sets of ring-less
    cards the unplaced people may stand on (B); footprints dropped on spaces a
    VIP still to move could reach. People with the most outcomes go first;
    a fail-soft bound prunes branches that cannot beat the best so far.
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
            opts = _options(city, pkind, origin, steps, by_cards)
            if len(opts) == 1 and not opts[0].prints and opts[0].key[0] is not _NR:
                fixed.extend((pkind, origin) for _ in pids)
                continue
            # Promising outcomes first: the pruning then has a good bar early.
            opts.sort(key=lambda o: -(len(o.prints) + _ring_points(city, o.key[0], ring_set)))
            built.append((pkind, origin, sorted(pids), opts))
        built.sort(key=lambda g: (-len(g[3]), g[1], g[0]))
        people: list[tuple[int, int, int, list[_Option]]] = []
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
        self.close_prints: list[frozenset[Pos]] = [_EMPTY] * n
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
                    family = _add_reach(family, frozenset([_card_key(city, pos)]))
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
        self.start = (tuple(flat), min(lost, self.lost_cap), filled, bad, family, _EMPTY)
        self.foot: dict[Pos, int] = {}
        self.hit_memo: HitMemo = {}
        self.memo: dict[tuple[int, int, SState], tuple[int, int, bool]] = {}

    def _penalty(self, lost: int, filled: int, bad: int, family: Family) -> int:
        pen = self.pen
        kind = pen["kind"]
        if kind == "rank_unplaced":
            return int(rank_unplaced([lost, *self.others], 0, pen["most"], pen["second"]))
        if kind == "cards_with_unplaced":
            return int(pen["points"]) * (bad + _hitting(family, self.hit_memo)[0])
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

    def _step(self, i: int, state: SState, slot: int, opt: _Option) -> tuple[SState, int]:
        """Person ``i`` takes ``opt``; then the rings nobody else reaches close."""
        counts, lost, filled, bad, family, prints = state
        gain = 0
        k = opt.key[0]
        j = self.dyn_index.get(k) if k is not _NR else None
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
                family = _add_reach(family, opt.reach)
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
            return self._penalty(state[1], state[2], state[3], state[4])
        key = (i, lo, state)
        hit = self.memo.get(key)
        if hit is not None and (hit[2] or hit[0] <= alpha):
            return hit[0]
        bound = self._bound(i, state)
        if bound <= alpha:
            self.memo[key] = (bound, lo, False)
            return bound
        _, slot, gid, opts = people[i]
        same = i + 1 < len(people) and people[i + 1][2] == gid
        top = -10**9
        arg = lo
        for o in range(lo, len(opts)):
            nxt, gain = self._step(i, state, slot, opts[o])
            floor = (alpha if alpha > top else top) - gain
            val = gain + self.best(i + 1, o if same else 0, nxt, floor)
            if val > top:
                top, arg = val, o
        self.memo[key] = (top, arg, top > alpha)
        return top

    def solve(self) -> tuple[int, dict[int, tuple[Pos, ...]]]:
        value = self.const_pts + self.best(0, 0, self.start, -10**9)
        chosen: list[tuple[int, _Option]] = []
        state, lo = self.start, 0
        people = self.people
        for i, (pid, slot, gid, opts) in enumerate(people):
            arg = self.memo[(i, lo, state)][1]
            chosen.append((pid, opts[arg]))
            state = self._step(i, state, slot, opts[arg])[0]
            lo = arg if i + 1 < len(people) and people[i + 1][2] == gid else 0
        cover = _hitting(state[4], self.hit_memo)[1] if self.by_cards else frozenset()
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


def solve_city(city: City, objective: Objective, others: list[int],
               movers: dict[int, int]) -> tuple[int, dict[int, tuple[Pos, ...]]]:
    """Best score of ``city`` if each person ``pid`` in ``movers`` may move up
    to ``movers[pid]`` spaces once (everyone else stays).

    ``others`` are the other players' unplaced counts (objective A's penalty
    compares them). Returns ``(score, {pid: path})`` with a walk for every
    person that should move.
    """
    value, paths = _Solver(city, objective, others, movers).solve()
    return fixed_score(city, objective) + value, paths


def people_score(city: City, objective: Objective, others: list[int],
                 movers: dict[int, int]) -> int:
    """Only the people-dependent part of the best score (rings, new
    footprints, penalty): cheap when nothing else is needed."""
    return _Solver(city, objective, others, movers).solve()[0]


def final_movers(city: City) -> dict[int, int]:
    """Everyone's final-movement allowance (EN p.8)."""
    return {pid: FINAL_STEPS[kind] for pid, kind in city.person_kind.items()}


def _final_inputs(state: GameState, player: int) -> tuple[City, Objective, list[int],
                                                          dict[int, int]]:
    city = state.players[player].city
    assert city is not None
    objective = state.box.objectives[state.objective]
    others = [unplaced_count(p.city) for i, p in enumerate(state.players)
              if i != player and p.city is not None]
    if state.phase == "final" and state.current == player:
        # People already moved in this final movement stay where they are.
        movers: dict[int, int] = {}
        for g in state.grants:
            for pid, kind in city.person_kind.items():
                if kind == g.people and pid not in g.used:
                    movers[pid] = g.steps
    else:
        movers = final_movers(city)
    return city, objective, others, movers


def solve_final(state: GameState, player: int | None = None) -> FinalPlan:
    """The movements that give ``player`` (default: the current player) the
    highest true final score, with that score. Outside the player's final
    movement it answers "if the final movement came now"."""
    p = state.current if player is None else player
    city, objective, others, movers = _final_inputs(state, p)
    score, paths = solve_city(city, objective, others, movers)
    grant_of: dict[str, int] = {}
    if state.phase == "final" and state.current == p:
        grant_of = {g.people: i for i, g in enumerate(state.grants)}
    moves = [Move(grant_of.get(city.person_kind[pid], 0), pid, path)
             for pid, path in sorted(paths.items())]
    if grant_of:
        moves = _as_listed(state, moves)
    return FinalPlan(moves, score)


def _as_listed(state: GameState, moves: list[Move]) -> list[Move]:
    """The same moves, each naming the person ``legal_actions`` lists for its
    group of interchangeable people at that point."""
    trial = state.clone()
    out: list[Move] = []
    for move in moves:
        legal = legal_actions(trial)
        act = move if move in legal else equivalent(trial, move, legal)
        assert isinstance(act, Move), f"planned final move {move} is not playable"
        out.append(act)
        apply_action(trial, act)
    return out


def best_final_moves(state: GameState) -> list[Move]:
    """The best final movement of the current player, as engine actions."""
    return solve_final(state).moves


def best_final_score(state: GameState, player: int | None = None) -> int:
    """The highest true final score the player can reach with the final movement."""
    return solve_final(state, player).score
