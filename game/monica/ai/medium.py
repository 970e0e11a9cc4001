"""Medium: one-step lookahead on every choice.

Each turn it tries every way to get cards (a pick or a sand-dollar action),
every spot for them, the swap, the food-truck reward and greedy optional
moves, and keeps the turn whose end leaves its city worth the most: the
score now plus what open rings reachable by people, spare people, sand
dollars, VIP steps and unmet card icons are likely to add later
(``evaluate``). The final movement is the exact solver's.
"""
from __future__ import annotations

import random

from game.monica.engine import actions as A
from game.monica.engine import apply_action, legal_actions
from game.monica.engine.state import GameState

from game.monica.ai.common import SETUP_PHASES, PlanCache, final_action
from game.monica.ai.evaluate import city_value
from game.monica.ai.planner import Plan, Planner
from game.monica.ai.weights import MEDIUM, Weights


def setup_choice(state: GameState, w: Weights, rng: random.Random) -> A.Action:
    """Starting tile by the value of the empty city it gives; the food truck
    under the front card the next player can use least."""
    acts = legal_actions(state)
    if state.phase == "choose_tile":
        me = state.current
        best, best_v = acts[0], None
        for act in acts:
            s = state.clone()
            apply_action(s, act)
            v = city_value(s, me, w) + rng.random() * 0.01
            if best_v is None or v > best_v:
                best, best_v = act, v
        return best
    # food_truck: the rewards go with the column (EN p.7); put them where the
    # start player gains the least.
    nxt = state.start_player
    plan = Planner(w, width=1, buys=False)
    best, best_v = acts[0], None
    for act in acts:
        s = state.clone()
        apply_action(s, act)
        v = plan.plan_turn(s).value if s.current == nxt and s.phase == "acquire" else 0.0
        if best_v is None or v < best_v:
            best, best_v = act, v
    return best


class MediumBot:
    name = "medium"

    def __init__(self, seed: int = 0, weights: Weights = MEDIUM) -> None:
        self.rng = random.Random(seed)
        self.w = weights
        self.planner = Planner(weights)
        self.cache = PlanCache()

    def choose(self, state: GameState) -> A.Action:
        phase = state.phase
        if phase in SETUP_PHASES:
            return setup_choice(state, self.w, self.rng)
        if phase == "final":
            return final_action(state, self.cache)
        legal = legal_actions(state)
        # The plan first, even for a forced action: skipping it would leave
        # the plan behind (its next action then no longer legal) and replan
        # the rest of the turn.
        act = self.cache.next(state, legal)
        if act is not None:
            return act
        if len(legal) == 1:
            return legal[0]
        plan = self.turn_plan(state)
        self.cache.store(state, plan.actions[1:])
        return plan.actions[0]

    def turn_plan(self, state: GameState) -> Plan:
        """The rest of this turn, from the decision at hand."""
        return self.planner.plan_turn(state)
