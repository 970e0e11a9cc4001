"""A series of bot games tallied into the ``simulate`` command's JSON, the
same shape for every game: per seat its bot, mean score and wins; games a
second; mean turns; errors (games a bot's refused action ended)."""
from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

SERIES_MIX = 100_003    # spreads the series apart: series s and s + 1 share no game


@dataclass
class SeriesTally:
    """What a series has added up so far (``add`` per game played to the end)."""

    bots: Sequence[str]
    totals: list[float] = field(init=False)
    wins: list[float] = field(init=False)
    turns: float = 0.0
    errors: int = 0
    done: int = 0
    started: float = field(default_factory=time.perf_counter)

    def __post_init__(self) -> None:
        self.totals = [0.0] * len(self.bots)
        self.wins = [0.0] * len(self.bots)

    def add(self, scores: Sequence[float], wins: Sequence[float], turns: float) -> None:
        """One game played to the end: each seat's score and share of the win,
        and the game's turns (in the unit ``report`` divides by)."""
        self.done += 1
        for i, (s, w) in enumerate(zip(scores, wins, strict=True)):
            self.totals[i] += s
            self.wins[i] += w
        self.turns += turns

    def report(self, games: int, turns_per: float = 1.0,
               win_digits: int | None = None) -> dict[str, Any]:
        """The JSON: ``turns_per`` divides the summed turns (e.g. by the seats),
        ``win_digits`` rounds the win counts (None: as counted)."""
        elapsed = time.perf_counter() - self.started
        done = max(self.done, 1)
        return {"games": games,
                "seats": [{"bot": b, "mean_score": round(self.totals[i] / done, 2),
                           "wins": float(self.wins[i]) if win_digits is None
                           else round(self.wins[i], win_digits)}
                          for i, b in enumerate(self.bots)],
                "games_per_second": round(games / elapsed, 1) if elapsed > 0 else 0.0,
                "mean_turns": round(self.turns / turns_per / done, 2), "errors": self.errors}
