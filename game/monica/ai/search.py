"""Flat Monte Carlo over whole-turn plans with determinized decks.

Each candidate plan (an acquire choice with its placements, swap, reward
and moves) is played on a copy of the game whose face-down deck is
reshuffled (``determinize``: the deck order is the only hidden information,
and bots never read it). A fast policy then plays the next turns (every
opponent's, then the searcher's own next one; chosen opponents' with other
weights, a model of how they play, their first turn optionally planned in
full as medium plans it: ``model_planner``; optionally every seat's first
turn so, the searcher's own included), and the leaf is judged by the
searcher's city value minus the mean of the opponents' (at 2 players a
level may add a look at the display the leaf ends on; the leaves are in
``leaf``). Sample ``k`` uses the same reshuffle for every candidate (common
random numbers), so candidates are compared on the same futures; the budget
goes round-robin to the candidates still in the race, and those far behind
are dropped (successive halving).
A level may also stop once the rollouts' counted work passes a cap
(``FlatMonteCarlo.work``): a count, not a clock, so the same everywhere.
"""
from __future__ import annotations

import random
import time
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from game.monica.engine import apply_action, determinize, legal_actions
from game.monica.engine import actions as A
from game.monica.engine.errors import IllegalAction
from game.monica.engine.state import GameState

from game.monica.ai.leaf import Leaf, end_value, leaf_value, look_value
from game.monica.ai.planner import Plan, Planner
from game.monica.ai.weights import Weights

# The leaf of a sample whose reshuffle made the plan illegal (a card it takes
# is not there): far below any real leaf, so such a plan never wins a race.
STALE_LEAF = -1e9
# A leaf judged by the final movement solved on every city costs about as
# much as this many planner valuations (20-30 ms at 2 players, with the
# beam, where a valuation takes about 35 us): a search's work cap counts it.
END_WORK = 700


@dataclass(slots=True)
class Candidate:
    plan: Plan
    total: float = 0.0
    n: int = 0
    samples: list[float] = field(default_factory=list)

    @property
    def mean(self) -> float:
        return self.total / self.n if self.n else float("-inf")


def play_plan(state: GameState, actions: list[A.Action]) -> bool:
    """Apply a plan's actions; False if one is no longer legal."""
    for act in actions:
        if state.phase in ("final", "over"):
            return True
        try:
            apply_action(state, act)
        except IllegalAction:     # the reshuffled deck made the plan stale
            return False
    return True


def fast_policy(weights: Weights) -> Planner:
    """The rollouts' policy: the planner without purchases or optional
    moves, one placement looked at per pick."""
    return Planner(weights, width=1, buys=False, moving=False)


def model_planner(weights: Weights) -> Planner:
    """A seat's first rolled-out turn planned as medium plans a turn, with
    sand-dollar purchases and optional moves, one placement looked at fully
    (a modelled seat's with the model's weights, ``Level.model_first``; the
    bot's own and a seat it rolls out as it plays with the bot's,
    ``Level.own_first``). Over 392 turn starts of medium
    players it took medium's card (or purchase) at 98% of them, the fast
    policy at 72%: medium's pick depends on where its people can walk."""
    return Planner(weights, width=1)


def rollout(state: GameState, me: int, policy: Planner, my_turns: int,
            w: Weights, others: Mapping[int, Planner], exact_end: bool = False,
            leaf: Leaf | None = None, first: Mapping[int, Planner] | None = None,
            end_beam: int = 0) -> float:
    """Let ``policy`` play ``me`` and every other seat but those in
    ``others``, which play with their own planner (a model of them; a seat
    in ``first`` plays its first turn here with that planner instead), until
    ``me`` has had ``my_turns`` more turns (or the game reaches its final
    movement); judge the leaf (``exact_end``: a leaf at the final movement
    by ``end_value``, with the solver's beam ``end_beam`` wide where its
    nodes run out; else by ``leaf`` if given, or the city values by
    ``w``)."""
    mine = 0
    guard = 0
    fresh = dict(first) if first else {}
    while state.phase not in ("final", "over") and guard < 200:
        guard += 1
        if state.current == me and state.phase == "acquire":
            if mine >= my_turns:
                break
            mine += 1
        before = (state.turns, state.current)
        planner = fresh.pop(state.current, None) or others.get(state.current, policy)
        plan = planner.plan_turn(state)
        if not play_plan(state, plan.actions) or (state.turns, state.current) == before:
            # Finish the turn safely if a plan went stale.
            while (state.turns, state.current) == before and state.phase not in ("final", "over"):
                apply_action(state, legal_actions(state)[-1])
    if exact_end and state.phase == "final":
        return end_value(state, me, end_beam)
    if leaf is not None:
        return look_value(state, me, leaf, policy, others)
    return leaf_value(state, me, w)


class FlatMonteCarlo:
    """Comparison of candidate plans by determinized rollouts, for a number
    of samples (reproducible), optionally cut short by a wall-clock cap."""

    def __init__(self, seed: int, weights: Weights, my_turns: int, model: Weights,
                 modelled: Collection[int] | None = None, exact_end: bool = False,
                 leaf: Leaf | None = None, model_first: bool = False,
                 own_first: bool = False, end_beam: int = 0) -> None:
        self.rng = random.Random(seed)
        self.w = weights
        self.policy = fast_policy(weights)
        # The other seats' rolled-out turns: a model of what they will take
        # from the display and where they will put it, the same fast planner
        # with the weights ``model``, for the seats in ``modelled`` (default:
        # every other seat); the rest are rolled out as the bot plays itself.
        self.model = fast_policy(model)
        self.modelled = None if modelled is None else frozenset(modelled)
        # ... their first rolled-out turn by the fuller model (``model_planner``).
        self.first_model = model_planner(model) if model_first else None
        # ... and the first rolled-out turn of every seat played as the bot
        # plays, its own included, by the fuller planner with its weights.
        self.first_own = model_planner(weights) if own_first else None
        self.my_turns = my_turns
        self.exact_end = exact_end      # leaves at the final movement by end_value
        self.ends = 0                   # ... how many so far (``work``)
        self.end_beam = end_beam        # ... its solver's beam where the nodes run out
        self.leaf = leaf                # the other leaves by it (None: the city values)

    def others(self, n: int, me: int) -> dict[int, Planner]:
        """The planner of each seat rolled out with the model, at a table of
        ``n`` with ``me`` searching."""
        return {i: self.model for i in range(n)
                if i != me and (self.modelled is None or i in self.modelled)}

    def firsts(self, others: Mapping[int, Planner], n: int) -> dict[int, Planner]:
        """The planner of each seat's first rolled-out turn where it is not
        the seat's rollout planner, at a table of ``n``: the fuller model for
        the seats in ``others`` (``model_first``), the fuller planner with
        the bot's weights for the rest, the bot included (``own_first``)."""
        out: dict[int, Planner] = {}
        if self.first_model is not None:
            out.update(dict.fromkeys(others, self.first_model))
        if self.first_own is not None:
            out.update(dict.fromkeys([i for i in range(n) if i not in others], self.first_own))
        return out

    def sample(self, state: GameState, plan: Plan, seed: int,
               others: Mapping[int, Planner]) -> float:
        """One sample of ``plan`` by the player to move: the unseen deck
        reshuffled by ``seed``, the plan played, then the rollout's leaf
        (``STALE_LEAF`` if that reshuffle made the plan illegal)."""
        s = determinize(state, random.Random(seed))
        if not play_plan(s, plan.actions):
            return STALE_LEAF
        leaf = rollout(s, state.current, self.policy, self.my_turns, self.w, others,
                       self.exact_end, self.leaf, self.firsts(others, state.n), self.end_beam)
        if self.exact_end and s.phase == "final":
            self.ends += 1
        return leaf

    def work(self) -> int:
        """The work of the rollouts so far: the planners' valuations
        (``Planner.work``), and ``END_WORK`` a leaf judged by the final
        movement solved on every city."""
        planners = (self.policy, self.model, self.first_model, self.first_own)
        return sum(p.work for p in planners if p is not None) + END_WORK * self.ends

    def best(self, state: GameState, plans: list[Plan], samples: int,
             cap: float | None = None, work: int | None = None) -> tuple[Plan, list[Candidate]]:
        """The plan with the best mean leaf after at most ``samples``
        rollouts in all. Sampling stops early at ``cap`` (a
        ``time.perf_counter()`` value) if given; if not every plan has a
        sample by then, the planner's best plan. It also stops once the
        rollouts' work (``work()``) passes ``work`` (if given), after the
        first round (every plan has a sample): the same on every machine."""
        me = state.current
        others = self.others(state.n, me)
        cands = [Candidate(p) for p in plans]
        if len(cands) == 1:
            return cands[0].plan, cands
        alive = list(cands)
        k = 0
        used = 0
        start = self.work()
        while used < samples and len(alive) > 1:
            seed = self.rng.getrandbits(32)
            for c in alive:
                if (used >= samples or (cap is not None and time.perf_counter() >= cap)
                        or (work is not None and k >= 1 and self.work() - start >= work)):
                    used = samples
                    break
                v = self.sample(state, c.plan, seed, others)
                c.total += v
                c.n += 1
                c.samples.append(v)
                used += 1
            k += 1
            # Successive halving: after a few rounds drop the clear losers.
            if k in (2, 4, 8, 16, 32) and len(alive) > 2:
                alive.sort(key=lambda c: -c.mean)
                alive = alive[:max(2, (len(alive) + 1) // 2)]
        if any(c.n == 0 for c in cands):
            # Not every plan had a sample: trust the planner's own values.
            return max(cands, key=lambda c: c.plan.value).plan, cands
        top = max(alive, key=lambda c: c.mean)
        return top.plan, cands
