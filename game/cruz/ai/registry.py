"""Santa Cruz bots by name: ``make_bot("random" | "easy" | "medium" | "hard", seed)``.

Every bot is handed its seat's view only (``Bot.choose(view)``) and is
reproducible: the same seed and the same views give the same decisions on
any machine. ``budget`` (actions played out per decision) applies to the hard level.
"""
from __future__ import annotations

from collections.abc import Callable

from game.cruz.ai.base import Bot
from game.cruz.ai.hard import HardBot
from game.cruz.ai.heuristic import easy_bot, medium_bot
from game.cruz.ai.random_bot import RandomBot

Factory = Callable[[int, "int | None"], Bot]

_FACTORIES: dict[str, Factory] = {
    "random": lambda seed, budget: RandomBot(seed),
    "easy": lambda seed, budget: easy_bot(seed),
    "medium": lambda seed, budget: medium_bot(seed),
    "hard": lambda seed, budget: HardBot(seed, budget),
}
LEVELS = ("easy", "medium", "hard")       # the levels a player can choose
SEARCH_LEVELS = ("hard",)                 # the levels that take a budget


def bot_names() -> list[str]:
    return list(_FACTORIES)


def make_bot(name: str, seed: int = 0, budget: int | None = None) -> Bot:
    """A bot of level ``name`` (``ValueError`` for an unknown name or a budget below 1)."""
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(_FACTORIES)}") from None
    if budget is not None and budget < 1:
        raise ValueError(f"budget must be a positive number of actions to play out, not {budget}")
    return factory(seed, budget)
