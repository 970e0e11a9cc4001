"""The random bot: a uniformly random action of those its view allows."""
from __future__ import annotations

import random

from game.cruz.engine import Action, View

from game.cruz.ai.base import view_actions


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Action:
        return self.rng.choice(view_actions(view))
