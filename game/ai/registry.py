"""Bots by name: ``make_bot("random" | "easy" | "medium" | "hard", seed)``."""
from __future__ import annotations

from collections.abc import Callable

from .base import Bot
from .random_bot import RandomBot

DEFAULT_THINK_MS = 1000
_FACTORIES: dict[str, Callable[[int, int], Bot]] = {
    "random": lambda seed, think_ms: RandomBot(seed),
}


def register(name: str, factory: Callable[[int, int], Bot]) -> None:
    _FACTORIES[name] = factory


def bot_names() -> list[str]:
    _load_levels()
    return list(_FACTORIES)


def make_bot(name: str, seed: int = 0, think_ms: int = DEFAULT_THINK_MS) -> Bot:
    _load_levels()
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(_FACTORIES)}") from None
    return factory(seed, think_ms)


def _load_levels() -> None:
    """Import the level modules (they register themselves) if present."""
    try:
        from . import levels  # noqa: F401
    except ImportError:
        pass
