"""Who follows a match: handed to it explicitly, never registered globally.

An observer hears every action applied (with its events) and every undo.
``EventSink`` turns a plain events callback (the sounds) into one;
``Autosave`` keeps the autosave file up to date and, once the game is over,
keeps the log as a replay and drops the autosave.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from game.monica.engine.actions import Action
from game.monica.engine.events import Event
from game.monica.persist import SaveError, autosave, discard_autosave, save_replay

if TYPE_CHECKING:
    from game.monica.match.match import Match


class Observer(Protocol):
    def played(self, match: Match, action: Action, events: list[Event]) -> None:
        """``action`` was just applied and did ``events``."""

    def undone(self, match: Match) -> None:
        """The last step of the turn was taken back."""


class EventSink:
    """Calls ``fn`` with each action's events (sounds, counters)."""

    def __init__(self, fn: Callable[[list[Event]], None]) -> None:
        self.fn = fn

    def played(self, match: Match, action: Action, events: list[Event]) -> None:
        self.fn(events)

    def undone(self, match: Match) -> None:
        pass


class Autosave:
    """Rewrites the autosave after every change; a finished game becomes a
    replay. A full disk must not stop the game: the problem is kept in
    ``error`` for the table to show."""

    def __init__(self, directory: str | None = None) -> None:
        self.directory = directory
        self.error: str | None = None
        self.replay_path: str | None = None

    def played(self, match: Match, action: Action, events: list[Event]) -> None:
        self.save(match)

    def undone(self, match: Match) -> None:
        self.save(match)

    def save(self, match: Match) -> None:
        if match.over:
            if self._guarded(self._keep_replay, match):
                self._guarded(lambda m: discard_autosave(self.directory), match)
        else:
            self._guarded(lambda m: autosave(m.meta(), m.actions, self.directory), match)

    def _keep_replay(self, match: Match) -> None:
        if self.replay_path is None:
            self.replay_path = str(save_replay(match.meta(), match.actions, self.directory))

    def _guarded(self, write: Callable[[Match], object], match: Match) -> bool:
        """Run one write; a failure is kept in ``error`` (False), not raised."""
        try:
            write(match)
        except SaveError as exc:
            self.error = exc.message
            return False
        except OSError as exc:
            self.error = str(exc)
            return False
        self.error = None
        return True


class ReplayRecorder(Autosave):
    """Keeps a finished game as a replay and touches nothing else: no save of
    the game in progress, and the player's own autosave stays where it is
    (headless autoplay: its games can be watched and reviewed like any other)."""

    def played(self, match: Match, action: Action, events: list[Event]) -> None:
        if match.over:
            self._guarded(self._keep_replay, match)

    def undone(self, match: Match) -> None:
        pass
