"""``score_game``: the score of every city if the game ended now, in the
``score`` command's format (shared/contracts/cards-and-cities.md)."""
from __future__ import annotations

from typing import Any

from .scoring import score_players
from .state import GameState


def score_game(state: GameState) -> dict[str, Any]:
    seated = [p for p in state.players if p.city is not None]
    if not seated:
        return {"players": [], "winners": []}
    return score_players([p.city for p in seated], [p.name for p in seated],
                         state.box.objectives[state.objective])
