"""What follows a game at the table: the sounds and (for real games) the
autosave, chosen once when the client starts (``launch.setup_client``) and
handed to each ``Match`` the table builds."""
from __future__ import annotations

from typing import Any

from ...match import Autosave, EventSink, Observer
from .. import audio

SOUNDS = "sounds"
AUTOSAVE = "autosave"


def table_observers(options_extra: dict[str, Any], autosave: bool | None = None
                    ) -> list[Observer]:
    """The observers for a new game: the sounds if the client plays them, the
    autosave if asked (``autosave=None``: as the client was started)."""
    out: list[Observer] = []
    if options_extra.get(SOUNDS):
        out.append(EventSink(audio.sounds.on_events))
    if options_extra.get(AUTOSAVE) if autosave is None else autosave:
        out.append(Autosave())
    return out


def configure(options_extra: dict[str, Any], *, autosave: bool, sounds: bool = True) -> None:
    """Record what new games get (called once at start-up)."""
    options_extra[SOUNDS] = sounds
    options_extra[AUTOSAVE] = autosave
