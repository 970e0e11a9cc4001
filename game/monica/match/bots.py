"""The bots of a match's bot seats, by level name (easy / medium / hard).

A level the registry does not know plays as the random bot, and a seat keeps
its chosen level for later. Each seat's bot is seeded from the match seed and
the seat, so the same setup plays the same game again, and is told the level
of every seat (what the table shows every player): the search levels model
the other seats by it.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.monica.ai.base import Bot
from game.monica.ai.registry import make_bot


PERSON = "person"       # a seat's level in a bot's view of the table


def make_seat_bot(level: str, seed: int, think_ms: int | None = None,
                  table: Sequence[str] = ()) -> Bot:
    try:
        return make_bot(level, seed, think_ms, table=table)
    except ValueError:              # an unknown level: the random bot sits in
        return make_bot("random", seed, think_ms)


def seat_bots(levels: dict[int, str], seed: int, think_ms: int | None = None,
              players: int = 0) -> dict[int, Bot]:
    """One bot per bot seat (seeded ``seed * 7 + seat``), each told the
    level of every seat of the ``players`` (what the table shows)."""
    table = tuple(levels.get(i, PERSON) for i in range(players))
    return {seat: make_seat_bot(level, seed * 7 + seat, think_ms, table)
            for seat, level in levels.items()}
