"""What follows a game at Santa Cruz's table: the autosave after every action
and every undo (Continue brings the game back), and a replay of every finished
game (kept also where nothing is autosaved, if the context keeps replays).

The table's sounds are not here: they play with the animations they belong to.
A save the disk refuses is said once in the log, never raised at the player.
"""
from __future__ import annotations

from collections.abc import Callable

from game.client.context import Context
from game.cruz.client.session import CruzSession, Observer
from game.cruz.engine import Event
from game.cruz.persist import autosave, discard_autosave, save_replay
from game.persist.errors import SaveError

Problem = Callable[[str], None]


class CruzAutosave:
    """After every action: the autosave; once the game is over, its replay instead."""

    def __init__(self, keep: bool = True, problem: Problem | None = None) -> None:
        self.keep = keep                  # False: no autosave, only the finished game's replay
        self.problem = problem
        self.done = False

    def __call__(self, session: CruzSession, events: list[Event]) -> None:
        try:
            if session.over:
                if not self.done:
                    self.done = True
                    save_replay(session.setup.meta(), session.actions)
                    if self.keep:
                        discard_autosave()
            elif self.keep:
                autosave(session.setup.meta(), session.actions)
        except SaveError as exc:
            if self.problem is not None:
                self.problem(exc.message)


def table_observers(ctx: Context, autosave_on: bool) -> list[Observer]:
    """Autosave (and the replay at the end) when asked; without it only the replay,
    if the context keeps replays."""
    if autosave_on:
        return [CruzAutosave(True)]
    if ctx.keep_replays:
        return [CruzAutosave(False)]
    return []
