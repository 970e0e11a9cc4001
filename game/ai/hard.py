"""Hard and expert: whole-turn plans by tuned values, checked by sampling.

- Trivial decisions are instant: a single legal action, the setup choices
  (as medium), the final movement (the exact solver), and every
  sub-decision of a turn it has already planned.
- At the start of a turn it lists whole-turn plans: for each way to get
  cards (a pick or a sand-dollar action) the best placements, each with its
  swap, reward and moves (medium's planner, with the weights fitted to
  final scores by self-play, ``evaluate.TUNED``). Plans far below the best
  are pruned; if one plan is left it is played at once.
- The rest are compared by flat Monte Carlo over determinized decks
  (``search``) for a fixed number of samples (``budget``): cheap rollouts
  of every opponent's next turn and its own next turn, judged by its city
  value minus the best opponent's. The same seed gives the same game on any
  machine; ``think_ms`` is an optional wall-clock cap on top.
- Expert is the same bot with three times the budget, more plans in the
  race and three placements per pick looked at fully instead of two.
"""
from __future__ import annotations

import time

from game.engine.state import GameState

from .evaluate import TUNED, Weights
from .medium import MediumBot
from .planner import Plan, Planner
from .search import Candidate, FlatMonteCarlo

# Rollouts per turn start, by the number of players: a rollout plays every
# seat's next turn, so smaller tables get more of them for the same time.
HARD_BUDGET = {2: 40, 3: 24, 4: 16}
EXPERT_BUDGET = {2: 120, 3: 72, 4: 48}
HOPELESS = 6.0          # points of value behind the best plan


class HardBot(MediumBot):
    """Medium's turn flow (setup, final movement, plan replay), with tuned
    values and a search choosing each turn's plan."""

    name = "hard"

    def __init__(self, seed: int = 0, budget: int | None = None, think_ms: int | None = None,
                 weights: Weights = TUNED, name: str = "hard") -> None:
        super().__init__(seed, weights)
        self.name = name
        self.budget = budget
        self.defaults = EXPERT_BUDGET if name == "expert" else HARD_BUDGET
        self.think_ms = think_ms
        self.planner = Planner(weights, width=3 if name == "expert" else 2)
        self.search = FlatMonteCarlo(seed, weights)
        self.max_candidates = 8 if name == "expert" else 6
        self.last: list[Candidate] = []

    def samples(self, state: GameState) -> int:
        """The budget: given, or the level's default for this table size."""
        if self.budget is not None:
            return self.budget
        return self.defaults[min(max(state.n, 2), 4)]

    def candidates(self, state: GameState) -> list[Plan]:
        """Whole-turn plans worth a closer look, best first."""
        me = state.current
        plans = [self.planner.option_plan(state, me, act)
                 for act in self.planner.acquire_options(state)]
        plans.sort(key=lambda p: -p.value)
        best = plans[0].value
        keep = [p for p in plans if p.value >= best - HOPELESS]
        return keep[:self.max_candidates]

    def think(self, state: GameState) -> Plan:
        cap = None
        if self.think_ms is not None:
            cap = time.perf_counter() + self.think_ms / 1000.0
        plans = self.candidates(state)
        self.last = []
        if len(plans) == 1:
            return plans[0]
        plan, self.last = self.search.best(state, plans, self.samples(state), cap)
        return plan

    def turn_plan(self, state: GameState) -> Plan:
        """Search at the start of a turn; later sub-decisions replan."""
        if state.phase == "acquire":
            return self.think(state)
        return self.planner.plan_turn(state)
