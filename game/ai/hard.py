"""Hard (placeholder until the search lands): plays like medium."""
from __future__ import annotations

from .medium import MediumBot


class HardBot(MediumBot):
    name = "hard"

    def __init__(self, seed: int = 0, think_ms: int = 1000) -> None:
        super().__init__(seed)
        self.think_ms = think_ms
