"""Bot seats at the table. Each bot thinks on a copy of the state in a worker
thread, so the table keeps animating while it does.

Bots come from ``game.ai`` by level name (easy / medium / hard); a level that
does not exist yet falls back to the random bot (a seeded uniform choice from
``legal_actions``), keeping the seat's chosen level for later.
"""
from __future__ import annotations

import random
import threading
from typing import Any

from ...engine import legal_actions
from ...engine.actions import Action
from ...engine.state import GameState


class _Uniform:
    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return self.rng.choice(legal_actions(state))


def make_seat_bot(level: str, seed: int, think_ms: int) -> Any:
    try:
        from ...ai.registry import make_bot
        try:
            return make_bot(level, seed, think_ms)
        except ValueError:
            return make_bot("random", seed, think_ms)
    except Exception:
        return _Uniform(seed)


class BotRunner:
    """Runs one bot decision at a time in the background."""

    def __init__(self, levels: dict[int, str], seed: int, think_ms: int = 800,
                 threaded: bool = True) -> None:
        self.bots = {seat: make_seat_bot(level, seed * 7 + seat, think_ms)
                     for seat, level in levels.items()}
        self.threaded = threaded
        self._thread: threading.Thread | None = None
        self._result: Action | None = None
        self._error: BaseException | None = None
        self._version = -1

    @property
    def thinking(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, state: GameState, version: int) -> None:
        bot = self.bots[state.current]
        snapshot = state.clone()
        self._result, self._error, self._version = None, None, version

        def work() -> None:
            try:
                self._result = bot.choose(snapshot)
            except BaseException as exc:       # surfaced to the scene by poll()
                self._error = exc

        if self.threaded:
            self._thread = threading.Thread(target=work, daemon=True)
            self._thread.start()
        else:
            work()

    def poll(self, version: int) -> Action | None:
        """The bot's action once it is ready (for the state ``version`` it
        was started on), else None."""
        if self.thinking or self._version != version:
            return None
        if self._error is not None:
            err, self._error = self._error, None
            raise RuntimeError(f"bot failed: {err!r}") from err
        result, self._result = self._result, None
        return result

    @property
    def started_version(self) -> int:
        return self._version
