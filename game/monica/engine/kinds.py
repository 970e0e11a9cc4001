"""Enumerations of the engine's kinds: game phases, event kinds, grant kinds.

They are ``StrEnum``s, so each member *is* its string: saves, logs and event
JSON keep exactly the words they always had ("acquire", "card_taken"), and
comparing with a plain string still works.
"""
from __future__ import annotations

from enum import Enum, StrEnum
from types import ModuleType
from typing import TypeVar, cast


class Phase(StrEnum):
    """Where the game stands (``GameState.phase``)."""

    CHOOSE_TILE = "choose_tile"   # setup: starting tiles in reverse turn order
    FOOD_TRUCK = "food_truck"     # setup: the last player places the food truck
    ACQUIRE = "acquire"           # take a front card, buy a sand-dollar action, or pass
    PLACE = "place"               # put the taken card(s) into the city
    SWAP = "swap"                 # a sand-dollar action's optional swap
    REWARD = "reward"             # food truck and foodie together: pick the reward
    ACTIONS = "actions"           # optional moves, summons, returns of this turn
    FINAL = "final"               # a player's final movement
    OVER = "over"


class EventKind(StrEnum):
    """``Event.kind``: what happened (fields per kind in docs/ENGINE_API.md)."""

    TILE_CHOSEN = "tile_chosen"
    PERSON_ADDED = "person_added"
    FOOTPRINT = "footprint"
    DOLLARS = "dollars"
    FOOD_TRUCK_PLACED = "food_truck_placed"
    TURN_START = "turn_start"
    CARD_TAKEN = "card_taken"
    PASSED = "passed"
    CARD_PLACED = "card_placed"
    SWAPPED = "swapped"
    REWARD = "reward"
    TOKEN_MOVED = "token_moved"
    GRANT = "grant"
    PERSON_MOVED = "person_moved"
    PERSON_SUMMONED = "person_summoned"
    PERSON_RETURNED = "person_returned"
    CARD_SLID = "card_slid"
    CARD_DEALT = "card_dealt"
    FINAL_ROUND = "final_round"
    FINAL_MOVEMENT = "final_movement"
    GAME_OVER = "game_over"


class GrantKind(StrEnum):
    """``Grant.kind``: what an optional action of this turn does."""

    MOVE = "move"
    SUMMON = "summon"
    RETURN = "return"


K = TypeVar("K", bound=Enum)


def _members(kind: type[K]) -> type[K]:
    """``kind``'s members as the attributes of a bare module object (read
    members only: it is not the enum, and typed as the enum for the checker)."""
    members = ModuleType(f"{kind.__name__}Members", f"The members of {kind.__name__}.")
    for m in kind:
        setattr(members, m.name, m)
    return cast("type[K]", members)


# The members again, for the rules' hot paths. On Python 3.11 reading a
# member off an enum class (``Phase.ACQUIRE``) goes through the enum
# metaclass's ``__getattr__`` hook and costs about five times a plain class
# attribute, and a class attribute costs about twice a module's (the
# interpreter specialises reads off a module object, not off a class); the
# handlers read them at every step. The very same objects:
# ``PHASE.ACQUIRE is Phase.ACQUIRE``.
PHASE = _members(Phase)
EVENT = _members(EventKind)
GRANT = _members(GrantKind)
