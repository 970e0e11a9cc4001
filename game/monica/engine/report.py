"""``score_game``: the score of every city if the game ended now, in the
``score`` command's format (shared/contracts/cards-and-cities.md)."""
from __future__ import annotations

from typing import Any

from game.monica.engine.city import City
from game.monica.engine.scoring import score_players
from game.monica.engine.state import GameState


def score_game(state: GameState) -> dict[str, Any]:
    """Each row also carries ``seat``, the player's index in ``state.players``
    (during setup, players without a starting tile yet are left out)."""
    seats: list[int] = []
    cities: list[City] = []
    for i, p in enumerate(state.players):
        if p.city is not None:
            seats.append(i)
            cities.append(p.city)
    if not seats:
        return {"players": [], "winners": []}
    report = score_players(cities, [state.players[i].name for i in seats],
                           state.box.objectives[state.objective])
    for row, seat in zip(report["players"], seats, strict=True):
        row["seat"] = seat
    return report
