"""Hard and expert: whole-turn plans by tuned values, checked by sampling.

- Trivial decisions are instant: a single legal action, the setup choices
  (as medium; the expert at 2 players races every way the setup can go
  with its search, ``setup_search``), the final movement (the exact
  solver), and every sub-decision of a turn it has already planned.
- At the start of a turn it lists whole-turn plans: for each way to get
  cards (a pick or a sand-dollar action) the best placements, each with its
  swap, reward and moves (medium's planner, with the weights fitted to
  final scores by self-play, ``weights.TUNED``, at 2 players (the expert:
  the weights tuned by play with the search in the loop,
  ``weights.SEARCHED``), and the weights tuned by play, ``weights.PLAYED``,
  at 3 and 4). Plans far below
  the best are pruned; if one plan is left it is played at once.
- The rest are compared by flat Monte Carlo over determinized decks
  (``search``) for a fixed number of samples (``budget``): cheap rollouts
  of every opponent's next turn and its own next turn, judged by its city
  value minus the mean of the opponents'. The opponents' rolled-out turns
  are played with medium's weights, a model of what a sensible player takes
  from the display (hard and expert at 2 players: a medium seat's first
  rolled-out turn planned as medium plans it, purchases and moves
  included; the expert plans its own first rolled-out turn and a hard
  opponent's so too, with its weights); at 2
  and 4 players a hard or expert opponent
  (the table shows every seat's level) is rolled out as the bot plays
  itself. The same seed
  gives the same game on any machine; ``think_ms`` is an optional
  wall-clock cap on top.
- Each level's settings depend on the table size (``levels``); the expert
  at 3 and 4 players is hard's search with four times the rollouts.
"""
from __future__ import annotations

import time
from collections.abc import Sequence

from game.monica.engine import actions as A
from game.monica.engine import legal_actions
from game.monica.engine.state import GameState

from game.monica.ai.common import SETUP_PHASES
from game.monica.ai.evaluate import others_unplaced
from game.monica.ai.last_turn import EndPlanner, best_last_plan, ends_game
from game.monica.ai.levels import (OPPONENT_MODEL, WEIGHTS_BY_LEVEL, Level, level, modelled_seats,
                     table_weights)
from game.monica.ai.medium import MediumBot
from game.monica.ai.planner import Plan, Planner
from game.monica.ai.search import Candidate, FlatMonteCarlo
from game.monica.ai.setup_search import setup_plans
from game.monica.ai.weights import TUNED, Weights

HOPELESS = 6.0          # points of value behind the best plan


def make_search(seed: int, players: int, name: str = "hard",
                weights: Weights | None = None, table: Sequence[str] = ()) -> FlatMonteCarlo:
    """The level's search at a table of ``players``: its weights (given, or
    the table's), rollout depth and model of the other seats (``table``: the
    level of each seat, as ``modelled_seats`` reads it)."""
    lv = level(name, players)
    w = table_weights(players, WEIGHTS_BY_LEVEL[name]) if weights is None else weights
    return FlatMonteCarlo(seed, w, my_turns=lv.my_turns,
                          model=OPPONENT_MODEL,
                          modelled=modelled_seats(lv, table), exact_end=lv.exact_end,
                          leaf=lv.leaf, model_first=lv.model_first, own_first=lv.own_first,
                          end_beam=lv.end_beam)


class HardBot(MediumBot):
    """Medium's turn flow (setup, final movement, plan replay), with tuned
    values and a search choosing each turn's plan."""

    name = "hard"

    def __init__(self, seed: int = 0, budget: int | None = None, think_ms: int | None = None,
                 weights: Weights | None = None, name: str = "hard",
                 table: Sequence[str] = ()) -> None:
        super().__init__(seed, TUNED if weights is None else weights)
        self.table = tuple(table)       # each seat's level, if known
        # Given weights at every table, else the weights of the table's size.
        self.by_table = (WEIGHTS_BY_LEVEL[name] if weights is None
                         else {2: weights, 3: weights, 4: weights})
        self.name = name
        self.seed = seed
        self.budget = budget
        self.think_ms = think_ms
        self.level = level(name, 4)
        self.players = 0
        self.search = make_search(seed, 4, name, self.w, self.table)
        self.last: list[Candidate] = []

    def fit(self, state: GameState) -> Level:
        """Take the level's settings and weights for this table (once per
        table size): setup, planner, search and rollouts."""
        if state.n != self.players:
            self.players = state.n
            self.level = level(self.name, state.n)
            self.w = table_weights(state.n, self.by_table)
            self.planner = Planner(self.w, width=self.level.width)
            self.search = make_search(self.seed, state.n, self.name, self.w, self.table)
        return self.level

    def choose(self, state: GameState) -> A.Action:
        lv = self.fit(state)
        if lv.setup and state.phase in SETUP_PHASES and len(legal_actions(state)) > 1:
            return self.setup(state)
        return super().choose(state)

    def setup(self, state: GameState) -> A.Action:
        """A setup choice by the search: every way the setup can go on from
        here to the first turn, compared by rollouts (``setup_search``)."""
        plans = setup_plans(state, self.w)
        plan, self.last = self.search.best(state, plans, self.samples(state), self.deadline(),
                                           self.work_cap())
        return plan.actions[0]

    def deadline(self) -> float | None:
        """The optional wall-clock cap of a decision starting now."""
        if self.think_ms is None:
            return None
        return time.perf_counter() + self.think_ms / 1000.0

    def work_cap(self) -> int | None:
        """The level's work cap, with the default budget only."""
        return self.level.work if self.budget is None else None

    def samples(self, state: GameState) -> int:
        """The budget: given, or the level's default for this table size."""
        if self.budget is not None:
            return self.budget
        return self.fit(state).budget

    def candidates(self, state: GameState) -> list[Plan]:
        """Whole-turn plans worth a closer look, best first."""
        lv = self.fit(state)
        me = state.current
        others = others_unplaced(state, me)
        if lv.wide:
            plans = [p for act in self.planner.acquire_options(state)
                     for p in self.planner.option_plans(state, me, act, others)]
        else:
            plans = [self.planner.option_plan(state, me, act, others)
                     for act in self.planner.acquire_options(state)]
        plans.sort(key=lambda p: -p.value)
        best = plans[0].value
        keep = [p for p in plans if p.value >= best - HOPELESS]
        return keep[:lv.candidates]

    def think(self, state: GameState) -> Plan:
        cap = self.deadline()
        plans = self.candidates(state)
        self.last = []
        if self.level.exact_last and ends_game(state) and cap is None:
            # Nobody moves after this turn but in the final movement: the
            # plan with the best final score is the best (EN p.8). It takes
            # up to a second, so a clock cap keeps the search instead.
            return best_last_plan(state, [*plans, *EndPlanner(self.w).turn_plans(state)])
        if len(plans) == 1:
            return plans[0]
        plan, self.last = self.search.best(state, plans, self.samples(state), cap,
                                           self.work_cap())
        return plan

    def turn_plan(self, state: GameState) -> Plan:
        """Search at the start of a turn; later sub-decisions replan."""
        self.fit(state)
        if state.phase == "acquire":
            return self.think(state)
        return self.planner.plan_turn(state)
