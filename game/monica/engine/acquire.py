"""Acquiring cards: take one card from the front row (moving the food truck
and foodie that reward it), buy a sand-dollar action, or pass."""
from __future__ import annotations

from game.monica.engine import actions as A
from game.monica.engine.constants import DISPLAY_COLS
from game.monica.engine.display import BACK_AT, FRONT_AT
from game.monica.engine.events import Event, event, new_event
from game.monica.engine.kinds import EVENT as E
from game.monica.engine.kinds import PHASE
from game.monica.engine.state import GameState
from game.monica.engine.turn_end import end_turn


# A token's path of 1 or 2 steps from each column, wrapping.
_TOKEN_PATHS = tuple(tuple(tuple((frm + k) % DISPLAY_COLS for k in range(steps + 1))
                           for frm in range(DISPLAY_COLS)) for steps in range(3))


def _move_token(state: GameState, token: str, steps: int, ev: list[Event]) -> None:
    frm = state.food_truck if token == "truck" else state.foodie
    assert frm is not None
    path = list(_TOKEN_PATHS[steps][frm])     # (made once: no comprehension to call)
    if token == "truck":
        state.food_truck = path[-1]
    else:
        state.foodie = path[-1]
    ev.append(event(E.TOKEN_MOVED, -1, {"token": token, "frm": frm, "to": path[-1],
                                        "path": path}))


def take_card(state: GameState, act: A.TakeCard, ev: list[Event]) -> None:
    cid = state.front[act.col]
    assert cid is not None
    state.front[act.col] = None
    state.pending = [cid]
    state.via = "pick"
    state.swap_allowed = False
    e = new_event(Event)    # (``events.event``, inlined: every turn)
    e.kind, e.player = E.CARD_TAKEN, state.current
    e.data = {"card": cid, "frm": FRONT_AT[act.col], "via": "pick"}
    ev.append(e)
    # Food truck and foodie reward a normal pick only (EN p.7). Each rewarding
    # token moves one column right, wrapping; when both were under the card
    # only the truck moves, two columns.
    truck = state.food_truck == act.col
    foodie = state.foodie == act.col
    if truck and foodie:
        _move_token(state, "truck", 2, ev)
    elif truck:
        _move_token(state, "truck", 1, ev)
    elif foodie:
        _move_token(state, "foodie", 1, ev)
    state.reward = (truck, foodie)
    state.phase = PHASE.PLACE


def buy(state: GameState, act: A.BuyAction, ev: list[Event]) -> None:
    sd = state.box.sand_dollar_action(act.action)
    city = state.city
    city.sand_dollars -= sd.cost
    ev.append(event(E.DOLLARS, state.current, {"n": -sd.cost, "total": city.sand_dollars,
                                               "source": sd.id}))
    pending: list[str] = []
    for row_name, col in act.picks:
        row, slots = (state.front, FRONT_AT) if row_name == "front" else (state.back, BACK_AT)
        cid = row[col]
        assert cid is not None
        row[col] = None
        pending.append(cid)
        ev.append(event(E.CARD_TAKEN, state.current, {"card": cid, "frm": slots[col],
                                                      "via": sd.id}))
    state.pending = pending
    state.via = sd.id
    state.swap_allowed = sd.swap
    state.reward = (False, False)   # no food-truck or foodie bonus (EN p.4 "A2")
    state.phase = PHASE.PLACE


def pass_turn(state: GameState, _act: A.Pass, ev: list[Event]) -> None:
    ev.append(event(E.PASSED, state.current, {}))
    end_turn(state, ev)
