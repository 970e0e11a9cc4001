"""``apply_action``: check an action, change the state, return the events.

``check.check_action`` decides legality (exactly the actions ``legal_actions``
lists) before anything changes, so an illegal action raises ``IllegalAction``
and leaves the state as it was. An object that is not a well-typed action
raises ``TypeError``: that is a programming error, not a move (a damaged save
is caught earlier, by ``actions.action_from_json``). The handlers (one
module per stage of a turn: ``setup_steps``, ``acquire``, ``placing``,
``placement_actions``, ``turn_end``) only carry out actions already checked.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.monica.engine import actions as A
from game.monica.engine.acquire import buy, pass_turn, take_card
from game.monica.engine.check import check_action
from game.monica.engine.events import Event
from game.monica.engine.placement_actions import end_actions, move, return_person, summon
from game.monica.engine.placing import choose_reward, place_card, skip_swap, swap
from game.monica.engine.setup_steps import choose_tile, place_food_truck
from game.monica.engine.state import GameState


def apply_action(state: GameState, action: A.Action) -> list[Event]:
    """Carry out a legal action in place; return what happened, in order."""
    # ``check_action``'s shortcut, inlined: this very object was listed for
    # this state (nothing has been applied since).
    for listed in state._listed if state._listed_version == state._version else ():
        if listed is action:
            break
    else:
        check_action(state, action)
    state._version += 1
    events: list[Event] = []
    _HANDLERS[type(action)](state, action, events)
    return events


_HANDLERS: dict[type, Callable[[GameState, Any, list[Event]], None]] = {
    A.ChooseTile: choose_tile, A.PlaceFoodTruck: place_food_truck, A.TakeCard: take_card,
    A.BuyAction: buy, A.Pass: pass_turn, A.PlaceCard: place_card, A.Swap: swap,
    A.SkipSwap: skip_swap, A.ChooseReward: choose_reward, A.Move: move,
    A.Summon: summon, A.ReturnPerson: return_person, A.EndActions: end_actions,
}
