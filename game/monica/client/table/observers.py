"""What follows a game at the table: the sounds and (for real games) the
autosave, as the app's context says, handed to each ``Match`` the table builds."""
from __future__ import annotations

from game.monica.match import Autosave, EventSink, Observer, ReplayRecorder
from game.client.context import Context


def table_observers(ctx: Context, autosave: bool | None = None) -> list[Observer]:
    """The observers for a new game: the context's sounds, and the autosave if
    asked (``autosave=None``: as the context says); without it, a recorder of
    the finished game if the context keeps replays."""
    out: list[Observer] = [EventSink(ctx.audio.on_events)]
    if ctx.autosave if autosave is None else autosave:
        out.append(Autosave())
    elif ctx.keep_replays:
        out.append(ReplayRecorder())
    return out
