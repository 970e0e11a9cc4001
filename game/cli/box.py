"""The games of the box, composed for the client: the one place that names them all.

The shared client knows no game; the commands that open a window hand it these.
"""
from __future__ import annotations

from game.client.games import GameClient
from game.cruz.client.game import CRUZ
from game.monica.client.game import MONICA


def client_games() -> tuple[GameClient, ...]:
    """Every game of the box, the one the title opens first."""
    return (MONICA, CRUZ)
