"""The final movement's "Auto" button: the best moves for the current player
from the AI's exact final-movement solver when it is available, else none
(then Auto simply ends the final movement)."""
from __future__ import annotations

from ...engine import actions as A
from ...engine.state import GameState


def final_plan(state: GameState) -> list[A.Action]:
    try:
        from ...ai.final_move import best_final_moves
    except Exception:
        return []
    try:
        return list(best_final_moves(state))
    except Exception:
        return []
