"""The table's game log: one line per thing that happened (phrased by
``game.cruz.i18n``, in the viewer's words), shown as its animation plays (the
director releases each line with its beat), so the log never runs ahead of the
table. Lines are phrased from the events as the viewing seat sees them: what
another seat may not see (a chip's value, a drawn or discarded card) is not in it.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.cruz.engine import Event
from game.cruz.i18n import describe_each
from game.i18n import Words

LIMIT = 200


@dataclass
class GameLog:
    """Lines shown, and lines waiting for their animation (numbered from the
    first line ever held, so a release names the line it reaches)."""

    words: Words
    lines: list[str] = field(default_factory=list)
    held: list[str] = field(default_factory=list)
    shown_upto: int = 0              # lines held so far that are shown

    def say(self, line: str) -> None:
        self.lines = (self.lines + [line])[-LIMIT:]

    def hold(self, events: list[Event], names: list[str]) -> list[int]:
        """Phrase ``events``; each line waits until it is released. Returns, per
        event, the number of its line (-1: none)."""
        marks = []
        for line in describe_each(events, names, self.words.language):
            if line is None:
                marks.append(-1)
            else:
                marks.append(self.shown_upto + len(self.held))
                self.held.append(line)
        return marks

    def releaser(self, number: int) -> Callable[[], None]:
        """A call that shows the held lines up to line ``number``."""
        def release() -> None:
            self.flush(number + 1 - self.shown_upto)
        return release

    def flush(self, count: int | None = None) -> None:
        """Show ``count`` held lines (all when None)."""
        n = len(self.held) if count is None else min(count, len(self.held))
        for _ in range(max(0, n)):
            self.say(self.held.pop(0))
            self.shown_upto += 1
