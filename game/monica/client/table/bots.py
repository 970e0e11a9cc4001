"""The bots' thinking at the table: ``Match.think`` on a copy of the state,
in a worker thread, so the table keeps animating while a bot decides.

A bot that fails is surfaced by ``poll()`` as ``BotFailed``; the table notes
it in the log and plays the match's seeded fallback instead.
"""
from __future__ import annotations

import threading

from game.monica.engine.actions import Action
from game.monica.match import Match


class BotFailed(RuntimeError):
    """A bot raised while thinking."""


class BotWorker:
    """Runs one bot decision of a match at a time in the background."""

    def __init__(self, threaded: bool = True) -> None:
        self.threaded = threaded
        self._thread: threading.Thread | None = None
        self._result: Action | None = None
        self._error: BaseException | None = None
        self._version = -1

    @property
    def thinking(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def started_version(self) -> int:
        return self._version

    def start(self, match: Match) -> None:
        """Start the bot to move thinking about the match as it stands."""
        snapshot, version = match.state.clone(), match.version
        self._result, self._error, self._version = None, None, version

        def work() -> None:
            try:
                self._result = match.think(snapshot, version)
            except BaseException as exc:       # noqa: BLE001 - surfaced by poll()
                self._error = exc

        if self.threaded:
            self._thread = threading.Thread(target=work, daemon=True)
            self._thread.start()
        else:
            work()

    def poll(self, version: int) -> Action | None:
        """The bot's action once it is ready (for the match ``version`` it
        was started on), else None. Raises ``BotFailed``."""
        if self.thinking or self._version != version:
            return None
        if self._error is not None:
            err, self._error = self._error, None
            raise BotFailed(f"bot failed: {err!r}") from err
        result, self._result = self._result, None
        return result
