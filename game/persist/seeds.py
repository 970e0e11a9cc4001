"""The one bound on a deal's seed, wherever it enters: the command line
(``--seed``, ``--code``), the new-game screen's beach code and every save or
replay read back.

A seed is written into each save and replay, and the one bounded reader
(``game.safeio``) refuses integers of more than ``MAX_DIGITS`` digits. A
seed the game accepted but its own reader refuses would be a game whose
autosave is moved aside as damaged and whose replay is never kept, so a seed
is a whole number from 0 to ``SEED_LIMIT - 1`` (every seed a save of an
earlier version could hold), and anything else is refused where it comes in.
"""
from __future__ import annotations

from typing import Any

from game.safeio.reader import MAX_DIGITS

SEED_LIMIT = 10 ** MAX_DIGITS


class SeedError(ValueError):
    """A seed the saves could not hold; ``str()`` is one sentence."""


def seed_problem(value: Any) -> str | None:
    """None for a seed the game can keep, else why not (one English phrase)."""
    if not isinstance(value, int) or isinstance(value, bool):
        return "a seed is a whole number"
    if value < 0:
        return "a seed is not negative"
    if value >= SEED_LIMIT:
        return f"a seed has at most {MAX_DIGITS} digits"
    return None


def check_seed(value: Any) -> int:
    """``value`` if it is a seed the saves can hold; raises ``SeedError``."""
    problem = seed_problem(value)
    if problem is not None:
        raise SeedError(problem)
    return int(value)
