"""The bots' turns of a match, for any game: while a bot is to act, it acts.

A game's ``Match`` mixes this in and supplies ``bot_to_move`` (is the seat to
act a bot, and is the game still on?), ``think`` (that bot's legal action) and
``play`` (apply it for the seat to act).
"""
from __future__ import annotations

from typing import Any


class BotTurns:
    """``play_bot`` and ``run_bots`` over a game's ``bot_to_move``/``think``/``play``."""

    BOT_LIMIT = 10_000       # actions in a row before the bots are said to be stuck

    def bot_to_move(self) -> bool:
        raise NotImplementedError

    def think(self) -> Any:
        raise NotImplementedError

    def play(self, action: Any) -> list[Any]:
        raise NotImplementedError

    def play_bot(self) -> list[Any]:
        """Let the bot to act act now (command line, tests)."""
        return self.play(self.think())

    def run_bots(self, limit: int | None = None) -> None:
        """Bots play until a person is to act or the game is over."""
        for _ in range(self.BOT_LIMIT if limit is None else limit):
            if not self.bot_to_move():
                return
            self.play_bot()
        raise RuntimeError("the bots never finished")
