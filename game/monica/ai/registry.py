"""Bots by name: ``make_bot("random" | "easy" | "medium" | "hard" | "expert", seed)``.

Every level is reproducible: the same seed gives the same decisions on any
machine. The search levels think for a number of samples (``budget``,
default per level); ``think_ms`` is an optional wall-clock cap on top, for a
table that must never wait long (a capped search may differ between
machines).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from game.monica.ai.base import Bot
from game.monica.ai.easy import EasyBot
from game.monica.ai.hard import HardBot
from game.monica.ai.medium import MediumBot
from game.monica.ai.random_bot import RandomBot

Factory = Callable[[int, "int | None", "int | None", Sequence[str]], Bot]

_FACTORIES: dict[str, Factory] = {
    "random": lambda seed, think_ms, budget, table: RandomBot(seed),
    "easy": lambda seed, think_ms, budget, table: EasyBot(seed),
    "medium": lambda seed, think_ms, budget, table: MediumBot(seed),
    "hard": lambda seed, think_ms, budget, table: HardBot(seed, budget, think_ms, name="hard",
                                                          table=table),
    "expert": lambda seed, think_ms, budget, table: HardBot(seed, budget, think_ms,
                                                            name="expert", table=table),
}
LEVELS = ("easy", "medium", "hard", "expert")     # the levels a player can choose
SEARCH_LEVELS = ("hard", "expert")                # the levels that take a budget


def bot_names() -> list[str]:
    return list(_FACTORIES)


def make_bot(name: str, seed: int = 0, think_ms: int | None = None,
             budget: int | None = None, table: Sequence[str] = ()) -> Bot:
    """A bot of level ``name``. ``budget`` (samples per turn; default: the
    level's, by table size), ``think_ms`` (a wall-clock cap) and ``table``
    (the level of every seat, "person" for a person; how the search models
    the other seats) apply to the search levels only."""
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(_FACTORIES)}") from None
    if budget is not None and budget < 1:
        raise ValueError(f"budget must be a positive number of samples, not {budget}")
    return factory(seed, think_ms, budget, table)
