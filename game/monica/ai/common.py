"""Decisions every level makes the same way, and the plan cache.

- The final movement is always the exact solver's (``final_move``).
- The setup's decisions are the phases in ``SETUP_PHASES``.
- A bot that planned a whole turn plays the plan action by action while the
  game follows it, and plans again otherwise.
"""
from __future__ import annotations

from game.monica.engine import legal_actions
from game.monica.engine import actions as A
from game.monica.engine.state import GameState

from game.monica.ai.final_move import solve_final
from game.monica.ai.persons import equivalent


# The setup's decisions (starting tiles, then the food truck): before the
# first turn, outside any turn plan.
SETUP_PHASES = ("choose_tile", "food_truck")


def turn_key(state: GameState) -> tuple[int, int, str]:
    return (state.turns, state.current, state.phase)


class PlanCache:
    """Remaining actions of a plan made for this turn of this player."""

    def __init__(self) -> None:
        self.key: tuple[int, int] | None = None
        self.actions: list[A.Action] = []

    def store(self, state: GameState, actions: list[A.Action]) -> None:
        self.key = (state.turns, state.current)
        self.actions = list(actions)

    def next(self, state: GameState, legal: list[A.Action] | None = None) -> A.Action | None:
        """The plan's next action if it is still legal now."""
        if self.key != (state.turns, state.current) or not self.actions:
            return None
        planned = self.actions[0]
        if legal is None:
            legal = legal_actions(state)
        act = planned if planned in legal else equivalent(state, planned, legal)
        if act is None:
            self.actions = []
            return None
        self.actions.pop(0)
        return act


def final_action(state: GameState, cache: PlanCache) -> A.Action:
    """The next step of the best final movement (EN p.8), then done."""
    legal = legal_actions(state)
    act = cache.next(state, legal)
    if act is not None:
        return act
    moves = solve_final(state).moves
    if not moves:
        return A.EndActions()
    cache.store(state, [*moves, A.EndActions()])
    act = cache.next(state, legal)
    return act if act is not None else A.EndActions()
