"""The bot interface: a bot looks at the state through the engine's public API
and returns one legal action."""
from __future__ import annotations

from typing import Protocol

from game.monica.engine.actions import Action
from game.monica.engine.state import GameState


class Bot(Protocol):
    name: str

    def choose(self, state: GameState) -> Action:
        """A legal action for ``state.current``."""
        ...
