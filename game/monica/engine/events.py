"""Events: what happened, with everything an animation or a log line needs.

``apply_action`` returns a list of these. ``kind`` names the event (an
``EventKind``; its fields are listed in docs/ENGINE_API.md), ``player`` the
seat it concerns (-1 for the table), and ``data`` holds its fields (card ids,
from/to spaces, walked paths, points).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.monica.engine.kinds import EventKind


@dataclass(slots=True)
class Event:
    """What happened. Read-only by convention (not frozen: an apply makes a
    few of these, and a frozen dataclass costs twice as much to build)."""

    kind: EventKind
    player: int
    data: dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, **self.data}


# ``object.__new__``: ``new_event(Event)`` and three stores make an event
# where one is made at every turn or move (as ``event`` does, without its call).
new_event = object.__new__


def event(kind: EventKind, player: int, data: dict[str, Any]) -> Event:
    """``Event(kind, player, data)`` for the rules' own use, made without the
    generated ``__init__`` (a random game makes about 500; this costs a
    quarter less)."""
    out: Event = new_event(Event)
    out.kind = kind
    out.player = player
    out.data = data
    return out
