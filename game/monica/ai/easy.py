"""Easy: a first-timer. It plays sensibly but short-sighted.

- It only counts the points it can see now on its own cards: card icons and
  filled rings. It ignores the objective tile, open rings, sand dollars and
  footprints still to come, and never buys sand-dollar actions.
- It picks a card and a spot for it together, at random among the options
  within a point or two of the best (a newcomer's noise), so placements
  are never absurd.
- It skips swaps, takes the two sand dollars from the food truck, and moves
  people only when the move fills a ring right away.
- Its final movement is still the exact solver's (every level gets that).
"""
from __future__ import annotations

import random

from game.monica.engine import actions as A
from game.monica.engine import apply_action, legal_actions
from game.monica.engine.scoring import CityScore
from game.monica.engine.state import GameState

from game.monica.ai.common import SETUP_PHASES, PlanCache, final_action

NOISE = 1.5        # options this close to the best look equally good


def visible_points(state: GameState, me: int) -> int:
    """Card icons plus filled rings of ``me``'s city, as the city stands."""
    city = state.players[me].city
    if city is None:
        return 0
    sc = CityScore(city)
    return sc.cards + sc.rings


class EasyBot:
    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.cache = PlanCache()

    def _noisy_best(self, scored: list[tuple[float, list[A.Action]]]) -> list[A.Action]:
        top = max(v for v, _ in scored)
        near = [acts for v, acts in scored if v >= top - NOISE]
        return self.rng.choice(near)

    def _place_options(self, state: GameState, me: int, prefix: list[A.Action]
                       ) -> list[tuple[float, list[A.Action]]]:
        out: list[tuple[float, list[A.Action]]] = []
        for act in legal_actions(state):
            s = state.clone()
            apply_action(s, act)
            if s.current == me and s.phase == "place":
                out.extend(self._place_options(s, me, [*prefix, act]))
            else:
                out.append((visible_points(s, me), [*prefix, act]))
        return out

    def _acquire(self, state: GameState, me: int) -> list[A.Action]:
        scored: list[tuple[float, list[A.Action]]] = []
        for act in legal_actions(state):
            if isinstance(act, A.BuyAction):
                continue
            s = state.clone()
            apply_action(s, act)
            if s.current == me and s.phase == "place":
                scored.extend(self._place_options(s, me, [act]))
            else:
                scored.append((visible_points(s, me), [act]))
        return self._noisy_best(scored)

    def _move(self, state: GameState, me: int, legal: list[A.Action]) -> A.Action:
        base = visible_points(state, me)
        fills = []
        for act in legal:
            if isinstance(act, (A.Move, A.Summon)):
                s = state.clone()
                apply_action(s, act)
                gain = visible_points(s, me) - base
                if gain > 0:
                    fills.append((gain, act))
        if not fills:
            return A.EndActions()
        top = max(g for g, _ in fills)
        return self.rng.choice([a for g, a in fills if g == top])

    def choose(self, state: GameState) -> A.Action:
        phase = state.phase
        me = state.current
        if phase == "final":
            return final_action(state, self.cache)
        legal = legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        if phase in SETUP_PHASES:
            return self.rng.choice(legal)
        act = self.cache.next(state, legal)
        if act is not None:
            return act
        if phase == "acquire":
            plan = self._acquire(state, me)
            self.cache.store(state, plan[1:])
            return plan[0]
        if phase == "place":
            plan = self._noisy_best(self._place_options(state, me, []))
            self.cache.store(state, plan[1:])
            return plan[0]
        if phase == "swap":
            return A.SkipSwap()
        if phase == "reward":
            return A.ChooseReward("two_dollars")
        return self._move(state, me, legal)
