"""Events: what happened, with what an animation or a log line needs.

``apply_action`` returns a list of these. ``kind`` names the event, ``player``
the seat it concerns (-1 for the table) and ``data`` its fields; the fields of
each kind are listed in docs/SANTA_CRUZ_ENGINE.md. Some fields are private to
``player`` (a chip's value, a drawn or discarded scoring card, a dealt hand):
``view.events_for`` hides them from the other seats.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from .board import Tile


class EventKind(str, Enum):
    GAME_STARTED = "game_started"
    CARDS_DEALT = "cards_dealt"              # private: cards
    SET_CHOSEN = "set_chosen"
    TRACK_PLACED = "track_placed"
    ROUND_STARTED = "round_started"
    TURN_STARTED = "turn_started"
    CARD_PLAYED = "card_played"
    BUILT = "built"
    NO_BUILD = "no_build"
    SCORED = "scored"                        # one stone's move on the track
    CHIP_DRAWN = "chip_drawn"                # private: value
    NO_CHIP_LEFT = "no_chip_left"
    TILES_REVEALED = "tiles_revealed"
    SCORING = "scoring"                      # a scoring card's points for every seat
    ERUPTION = "eruption"
    ROUND_ENDED = "round_ended"
    BUILDINGS_RETURNED = "buildings_returned"
    SCORING_CARD_DRAWN = "scoring_card_drawn"    # private: card
    DISCARDED = "discarded"                  # private: card
    BIRDS_REVEALED = "birds_revealed"
    GAME_OVER = "game_over"


# Fields of an event only its own player may see (view.events_for).
PRIVATE_FIELDS: dict[EventKind, tuple[str, ...]] = {
    EventKind.CARDS_DEALT: ("cards",),
    EventKind.CHIP_DRAWN: ("value",),
    EventKind.SCORING_CARD_DRAWN: ("card",),
    EventKind.DISCARDED: ("card",),
}


@dataclass(slots=True)
class Event:
    """What happened. Read-only by convention."""
    kind: EventKind
    player: int
    data: dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "player": self.player,
                **{k: plain(v) for k, v in self.data.items()}}


def plain(value: Any) -> Any:
    """Enums, tiles and tuples as plain JSON values."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, Tile):
        return {"area": value.area.value, "building": value.building.value,
                "points": value.points, "resources": [r.value for r in value.resources],
                "fish_bonus": value.fish_bonus, "bird": value.bird}
    return value


_new = object.__new__


def event(kind: EventKind, player: int, data: dict[str, Any]) -> Event:
    """``Event(kind, player, data)`` without the generated ``__init__``."""
    out: Event = _new(Event)
    out.kind = kind
    out.player = player
    out.data = data
    return out
