"""Hard and expert: whole-turn plans by tuned values, checked by sampling.

- Trivial decisions are instant: a single legal action, the setup choices
  (as medium), the final movement (the exact solver), and every
  sub-decision of a turn it has already planned.
- At the start of a turn it lists whole-turn plans: for each way to get
  cards (a pick or a sand-dollar action) the best placements, each with its
  swap, reward and moves (medium's planner, with the weights fitted to
  final scores by self-play, ``evaluate.TUNED``, at 2 and 3 players, and
  the weights tuned by play, ``evaluate.PLAYED``, at 4). Plans far below
  the best are pruned; if one plan is left it is played at once.
- The rest are compared by flat Monte Carlo over determinized decks
  (``search``) for a fixed number of samples (``budget``): cheap rollouts
  of every opponent's next turn and its own next turn, judged by its city
  value minus the best opponent's. The same seed gives the same game on any
  machine; ``think_ms`` is an optional wall-clock cap on top.
- Expert searches deeper and wider (``EXPERT``): each rollout plays on to
  the end of its own second turn after the plan (everyone's turns between
  included), and each of the three placements per pick it looks at fully is
  a plan of its own in the race (hard keeps only the best placement of each
  pick). Rollouts twice as long cost twice as much, so its budget is 72/48/32
  rollouts for 2/3/4 players.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from game.engine import actions as A
from game.engine.state import GameState

from .evaluate import PLAYED, TUNED, Weights
from .medium import MediumBot
from .planner import Plan, Planner
from .search import Candidate, FlatMonteCarlo

# Rollouts per turn start, by the number of players: a rollout plays every
# seat's next turn, so smaller tables get more of them for the same time.
HARD_BUDGET = {2: 40, 3: 24, 4: 16}
EXPERT_BUDGET = {2: 72, 3: 48, 4: 32}
HOPELESS = 6.0          # points of value behind the best plan
# The weights of the values, by table size: fitted to final scores (TUNED)
# at 2 and 3 players; at a 4-player table tuned by play against three medium
# seats (PLAYED, bench/tune_play.py), which won more there (docs/AI.md).
WEIGHTS_BY_TABLE = {2: TUNED, 3: TUNED, 4: PLAYED}


def table_weights(n: int, by_table: dict[int, Weights] = WEIGHTS_BY_TABLE) -> Weights:
    """The search levels' weights at a table of ``n`` players."""
    return by_table[min(max(n, 2), 4)]


@dataclass(frozen=True, slots=True)
class Level:
    """How hard a search level thinks."""

    budget: dict[int, int]      # rollouts per turn start, by table size
    width: int                  # placements per pick looked at fully
    candidates: int             # plans in the race at most
    wide: bool = False          # each of those placements is a plan of its own
    my_turns: int = 1           # own turns a rollout plays after the plan


HARD = Level(HARD_BUDGET, width=2, candidates=6)
# Expert: rollouts twice as deep (its own next two turns and everyone's
# between), and each of the three placements per pick a plan of its own.
EXPERT = Level(EXPERT_BUDGET, width=3, candidates=8, wide=True, my_turns=2)
LEVEL_OF = {"hard": HARD, "expert": EXPERT}


class HardBot(MediumBot):
    """Medium's turn flow (setup, final movement, plan replay), with tuned
    values and a search choosing each turn's plan."""

    name = "hard"

    def __init__(self, seed: int = 0, budget: int | None = None, think_ms: int | None = None,
                 weights: Weights | None = None, name: str = "hard") -> None:
        super().__init__(seed, TUNED if weights is None else weights)
        # Given weights at every table, else the weights of the table's size.
        self.by_table = WEIGHTS_BY_TABLE if weights is None else {2: weights, 3: weights,
                                                                  4: weights}
        self.name = name
        self.budget = budget
        level = LEVEL_OF[name]
        self.defaults = level.budget
        self.wide = level.wide
        self.think_ms = think_ms
        self.width = level.width
        self.planner = Planner(self.w, width=level.width)
        self.search = FlatMonteCarlo(seed, self.by_table, my_turns=level.my_turns)
        self.max_candidates = level.candidates
        self.last: list[Candidate] = []

    def table(self, state: GameState) -> None:
        """Take the weights of this table's size (setup, planner, search)."""
        w = table_weights(state.n, self.by_table)
        if w != self.w:
            self.w = w
            self.planner = Planner(w, width=self.width)

    def choose(self, state: GameState) -> A.Action:
        self.table(state)
        return super().choose(state)

    def samples(self, state: GameState) -> int:
        """The budget: given, or the level's default for this table size."""
        if self.budget is not None:
            return self.budget
        return self.defaults[min(max(state.n, 2), 4)]

    def candidates(self, state: GameState) -> list[Plan]:
        """Whole-turn plans worth a closer look, best first."""
        self.table(state)
        me = state.current
        if self.wide:
            plans = [p for act in self.planner.acquire_options(state)
                     for p in self.planner.option_plans(state, me, act)]
        else:
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
