"""The random bot: uniform over the legal actions (a baseline and a fuzzer)."""
from __future__ import annotations

import random

from game.monica.engine import legal_actions
from game.monica.engine.actions import Action
from game.monica.engine.state import GameState


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return self.rng.choice(legal_actions(state))
