"""Hard: search within a time budget per decision (default 1000 ms).

- Trivial decisions are instant: a single legal action, the setup choices
  (as medium), the final movement (the exact solver), and every
  sub-decision of a turn it has already planned.
- At the start of a turn it lists whole-turn plans: for each way to get
  cards (a pick or a sand-dollar action) the best one or two placements, each
  with its swap, reward and moves (medium's planner). Plans far below the
  best by medium's value are hopeless and pruned; if one plan is left it is
  played at once.
- The rest are compared by flat Monte Carlo over determinized decks
  (``search``): cheap rollouts of every opponent's next turn and its own next
  turn, judged by its city value minus the best opponent's.
"""
from __future__ import annotations

import time

from game.engine import actions as A
from game.engine.state import GameState

from .evaluate import MEDIUM, Weights
from .medium import MediumBot
from .planner import Plan, Planner
from .search import FlatMonteCarlo

MAX_CANDIDATES = 8
HOPELESS = 6.0          # points of medium value behind the best plan
LISTING = 0.4           # share of the budget for listing plans
MARGIN = 0.9            # stop searching here, leaving room for the last rollout
CAP = 1.5               # ... but let the first round (one sample per plan) finish by here


class HardBot(MediumBot):
    """Medium's turn flow (setup, final movement, plan replay), with a search
    choosing each turn's plan."""

    name = "hard"

    def __init__(self, seed: int = 0, think_ms: int = 1000, weights: Weights = MEDIUM) -> None:
        super().__init__(seed, weights)
        self.think_ms = think_ms
        self.planner = Planner(weights, width=2)
        self.search = FlatMonteCarlo(seed, weights)
        self.last: list = []

    def candidates(self, state: GameState, stop: float) -> list[Plan]:
        """Whole-turn plans worth a closer look, best first.

        Plain picks come first, then sand-dollar purchases, while the time
        set aside for listing plans (``stop``) lasts (at least one plan).
        """
        me = state.current
        acts = self.planner.acquire_options(state)
        acts.sort(key=lambda a: isinstance(a, A.BuyAction))
        plans: list[Plan] = []
        for act in acts:
            if plans and time.perf_counter() > stop:
                break
            plans.append(self.planner.option_plan(state, me, act))
        plans.sort(key=lambda p: -p.value)
        best = plans[0].value
        keep = [p for p in plans if p.value >= best - HOPELESS]
        return keep[:MAX_CANDIDATES]

    def think(self, state: GameState) -> Plan:
        t0 = time.perf_counter()
        budget = self.think_ms / 1000.0
        plans = self.candidates(state, t0 + LISTING * budget)
        if len(plans) == 1:
            return plans[0]
        plan, self.last = self.search.best(state, plans, t0 + MARGIN * budget,
                                           t0 + CAP * budget)
        return plan

    def turn_plan(self, state: GameState) -> Plan:
        """Search at the start of a turn; later sub-decisions replan as medium."""
        if state.phase == "acquire":
            return self.think(state)
        return self.planner.plan_turn(state)
