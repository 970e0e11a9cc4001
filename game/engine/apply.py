"""``apply_action``: check an action, change the state, return the events.

``check.check_action`` decides legality (exactly the actions ``legal_actions``
lists) before anything changes, so an illegal action raises ``IllegalAction``
and leaves the state as it was. An object that is not a well-typed action
raises ``TypeError``: that is a programming error, not a move (a damaged save
is caught earlier, by ``actions.action_from_json``). The handlers below only
carry out actions already checked.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import actions as A
from .cards import STREET
from .city import City
from .constants import DISPLAY_COLS, END_TRIGGER_CARDS, FINAL_STEPS, FOODIE_OFFSET
from .display import refresh
from .events import Event
from .kinds import EventKind as E
from .kinds import GrantKind, Phase
from .movement import new_footprints
from .report import score_game
from .check import check_action
from .rules import grant_usable
from .state import GameState, Grant, make_grant


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


# -- setup -----------------------------------------------------------------

def _choose_tile(state: GameState, act: A.ChooseTile, ev: list[Event]) -> None:
    tile = state.box.tiles[act.tile]
    p = state.current
    city = City(tile)
    state.players[p].city = city
    state.offered_tiles.remove(act.tile)
    ev.append(Event(E.TILE_CHOSEN, p, {"tile": tile.id}))
    street = (STREET, city.start_col)
    # Setup bonuses: VIPs (and any people) start on the street half; the
    # footprint goes there too (Yucata rules page, "Startplättchen"; EN FAQ
    # "Where do VIPs start?").
    for bonus in tile.setup:
        gain = bonus.get("gain")
        if gain == "sand_dollar":
            city.sand_dollars += bonus["n"]
            ev.append(Event(E.DOLLARS, p, {"n": bonus["n"], "total": city.sand_dollars,
                                           "source": "setup"}))
        elif gain in ("local", "tourist", "vip"):
            for _ in range(bonus["n"]):
                pid = city.add_person(gain, street)
                ev.append(Event(E.PERSON_ADDED, p, {"person": pid, "people": gain, "to": street,
                                                    "source": "setup"}))
        elif bonus.get("footprint"):
            city.footprints.add(street)
            ev.append(Event(E.FOOTPRINT, p, {"pos": street, "source": "setup"}))
    state.setup_order.pop(0)
    if state.setup_order:
        state.current = state.setup_order[0]
    else:
        # The last player in turn order places the food truck (DE rules, Aufbau).
        state.phase = Phase.FOOD_TRUCK
        state.current = (state.start_player - 1) % state.n


def _place_food_truck(state: GameState, act: A.PlaceFoodTruck, ev: list[Event]) -> None:
    state.food_truck = act.col
    # "Der Gourmet startet 2 Felder (Karten) entfernt davon" — with 4 columns
    # both directions reach the same column.
    state.foodie = (act.col + FOODIE_OFFSET) % DISPLAY_COLS
    ev.append(Event(E.FOOD_TRUCK_PLACED, state.current, {"truck": state.food_truck,
                                                         "foodie": state.foodie}))
    state.phase = Phase.ACQUIRE
    state.current = state.start_player
    state.round = 1
    ev.append(Event(E.TURN_START, state.current, {"round": state.round}))


# -- acquiring cards -------------------------------------------------------

def _move_token(state: GameState, token: str, steps: int, ev: list[Event]) -> None:
    frm = state.food_truck if token == "truck" else state.foodie
    assert frm is not None
    path = [(frm + k) % DISPLAY_COLS for k in range(steps + 1)]
    if token == "truck":
        state.food_truck = path[-1]
    else:
        state.foodie = path[-1]
    ev.append(Event(E.TOKEN_MOVED, -1, {"token": token, "frm": frm, "to": path[-1],
                                        "path": path}))


def _take_card(state: GameState, act: A.TakeCard, ev: list[Event]) -> None:
    cid = state.front[act.col]
    assert cid is not None
    state.front[act.col] = None
    state.pending = [cid]
    state.via = "pick"
    state.swap_allowed = False
    ev.append(Event(E.CARD_TAKEN, state.current, {"card": cid, "frm": ("front", act.col),
                                                  "via": "pick"}))
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
    state.phase = Phase.PLACE


def _buy(state: GameState, act: A.BuyAction, ev: list[Event]) -> None:
    sd = state.box.sand_dollar_action(act.action)
    city = state.city
    city.sand_dollars -= sd.cost
    ev.append(Event(E.DOLLARS, state.current, {"n": -sd.cost, "total": city.sand_dollars,
                                               "source": sd.id}))
    pending: list[str] = []
    for row_name, col in act.picks:
        row = state.front if row_name == "front" else state.back
        cid = row[col]
        assert cid is not None
        row[col] = None
        pending.append(cid)
        ev.append(Event(E.CARD_TAKEN, state.current, {"card": cid, "frm": (row_name, col),
                                                      "via": sd.id}))
    state.pending = pending
    state.via = sd.id
    state.swap_allowed = sd.swap
    state.reward = (False, False)   # no food-truck or foodie bonus (EN p.4 "A2")
    state.phase = Phase.PLACE


def _pass(state: GameState, _act: A.Pass, ev: list[Event]) -> None:
    ev.append(Event(E.PASSED, state.current, {}))
    _end_turn(state, ev)


# -- placing ---------------------------------------------------------------

def _place(state: GameState, act: A.PlaceCard, ev: list[Event]) -> None:
    card = state.box.cards[act.card]
    city = state.players[state.current].city   # (``state.city``, inlined)
    assert city is not None
    pos = (card.row, act.col)
    city.cards[pos] = card
    state.pending.remove(act.card)
    state.placed_this_turn.append(act.card)
    ev.append(Event(E.CARD_PLACED, state.current, {"card": act.card, "to": pos}))
    if not state.final_triggered and city.cards_placed >= END_TRIGGER_CARDS:
        state.final_triggered = True
        ev.append(Event(E.FINAL_ROUND, state.current, {"trigger": state.current}))
    if not state.pending:
        if state.swap_allowed:
            state.phase = Phase.SWAP
        else:
            _after_swap(state, ev)


def _swap(state: GameState, act: A.Swap, ev: list[Event]) -> None:
    city = state.city
    a, b = act.a, act.b
    ca, cb = city.cards[a], city.cards[b]
    city.cards[a], city.cards[b] = cb, ca
    # People and footprints travel with their card (EN p.4).
    pos_of = city.person_pos
    for pid, pos in pos_of.items():
        if pos == a:
            pos_of[pid] = b
        elif pos == b:
            pos_of[pid] = a
    fa, fb = a in city.footprints, b in city.footprints
    city.footprints.discard(a)
    city.footprints.discard(b)
    if fa:
        city.footprints.add(b)
    if fb:
        city.footprints.add(a)
    ev.append(Event(E.SWAPPED, state.current, {"a": a, "b": b, "cards": (ca.id, cb.id)}))
    _after_swap(state, ev)


def _skip_swap(state: GameState, _act: A.SkipSwap, ev: list[Event]) -> None:
    _after_swap(state, ev)


def _after_swap(state: GameState, ev: list[Event]) -> None:
    if all(state.reward):
        state.phase = Phase.REWARD
    else:
        _start_actions(state, None, ev)


def _choose_reward(state: GameState, act: A.ChooseReward, ev: list[Event]) -> None:
    _start_actions(state, act.option, ev)


# -- placement actions -----------------------------------------------------

def _gain_dollars(state: GameState, n: int, source: str, ev: list[Event]) -> None:
    city = state.players[state.current].city   # (``state.city``, inlined)
    assert city is not None
    city.sand_dollars += n
    ev.append(Event(E.DOLLARS, state.current, {"n": n, "total": city.sand_dollars,
                                               "source": source}))


def _start_actions(state: GameState, option: str | None, ev: list[Event]) -> None:
    """Gains first, then the optional actions in any order (Yucata rules page,
    "Platzierungsaktionen durchführen"; EN FAQ: all bonuses before movement)."""
    p = state.current
    city = state.players[state.current].city   # (``state.city``, inlined)
    assert city is not None
    cards = state.box.cards
    grants: list[Grant] = []
    for cid in state.placed_this_turn:
        card = cards[cid]
        for icon in card.place:
            gain = icon.get("gain")
            if gain == "sand_dollar":
                _gain_dollars(state, icon["n"], cid, ev)
            elif gain is not None:
                # Where the card lies now (a swap may have moved it).
                pos = state.card_pos(p, cid)
                assert pos is not None
                for _ in range(icon["n"]):
                    pid = city.add_person(gain, pos)
                    ev.append(Event(E.PERSON_ADDED, p, {"person": pid, "people": gain,
                                                        "to": pos, "source": cid}))
            elif "move" in icon:
                grants.append(make_grant(GrantKind.MOVE, icon["move"], icon["count"],
                                         icon["steps"], cid))
            elif "summon" in icon:
                grants.append(make_grant(GrantKind.SUMMON, "any", icon["summon"], 0, cid,
                                         target=cid))
    if state.via != "pick":
        sd = state.box.sand_dollar_action(state.via)
        if sd.move_count:
            grants.append(make_grant(GrantKind.MOVE, sd.move_kind, sd.move_count,
                                     sd.move_steps, sd.id))
        if sd.return_count:
            grants.append(make_grant(GrantKind.RETURN, "any", sd.return_count, 0, sd.id))
    truck, foodie = state.reward
    if truck and foodie:
        # "You may take one sand dollar and move one person, or ... double
        # either action" (EN p.7). Two single moves may move one person twice.
        ev.append(Event(E.REWARD, p, {"truck": True, "foodie": True, "option": option}))
        if option in ("dollar_move", "two_dollars"):
            _gain_dollars(state, 1 if option == "dollar_move" else 2, "food_truck", ev)
        if option in ("dollar_move", "two_moves"):
            grants.append(make_grant(GrantKind.MOVE, "any", 1, 1, "foodie"))
        if option == "two_moves":
            grants.append(make_grant(GrantKind.MOVE, "any", 1, 1, "foodie"))
    elif truck:
        ev.append(Event(E.REWARD, p, {"truck": True, "foodie": False, "option": None}))
        _gain_dollars(state, 1, "food_truck", ev)
    elif foodie:
        ev.append(Event(E.REWARD, p, {"truck": False, "foodie": True, "option": None}))
        grants.append(make_grant(GrantKind.MOVE, "any", 1, 1, "foodie"))
    state.grants = grants
    for i, g in enumerate(grants):
        ev.append(Event(E.GRANT, p, {"index": i, "kind": g.kind, "people": g.people,
                                     "count": g.count, "steps": g.steps, "source": g.source}))
    state.phase = Phase.ACTIONS
    _maybe_done(state, ev)


def _maybe_done(state: GameState, ev: list[Event]) -> None:
    """End the turn (or this final movement) once no grant can do anything."""
    grants = state.grants
    if grants:
        city = state.players[state.current].city
        assert city is not None
        kinds = city.person_kind
        for g in grants:
            used = g.used
            if g.count - len(used) <= 0:
                continue
            if g.kind is GrantKind.SUMMON:
                if grant_usable(state, g):
                    return
                continue
            # A move or return: anyone of its kind it has not acted on yet
            # (``grant_usable``, inlined: this runs after every action).
            people = g.people
            for pid, kind in kinds.items():
                if (people == "any" or people == kind) and pid not in used:
                    return
    _finish_actions(state, ev)


def _end_actions(state: GameState, _act: A.EndActions, ev: list[Event]) -> None:
    _finish_actions(state, ev)


def _finish_actions(state: GameState, ev: list[Event]) -> None:
    if state.phase is Phase.FINAL:
        _next_final(state, ev)
    else:
        _end_turn(state, ev)


def _use(state: GameState, index: int, pid: int) -> None:
    state.grants[index] = state.grants[index].with_used(pid)


def _move(state: GameState, act: A.Move, ev: list[Event]) -> None:
    index = act.grant
    pid = act.person
    grants = state.grants
    grant = grants[index]
    p = state.current
    city = state.players[state.current].city   # (``state.city``, inlined)
    assert city is not None
    kind = city.person_kind[pid]
    pos_of = city.person_pos
    start = pos_of[pid]
    path = act.path
    if kind == "vip":
        prints = new_footprints(city, path)
        city.footprints.update(prints)
    else:
        prints = []
    pos_of[pid] = path[-1]
    grants[index] = grant.with_used(pid)
    ev.append(Event(E.PERSON_MOVED, p, {"person": pid, "people": kind, "path": (start, *path),
                                        "footprints": prints, "source": grant.source}))
    _maybe_done(state, ev)


def _summon(state: GameState, act: A.Summon, ev: list[Event]) -> None:
    grant = state.grants[act.grant]
    city = state.city
    kind = city.person_kind[act.person]
    target = state.card_pos(state.current, grant.target or "")
    assert target is not None
    frm = city.person_pos[act.person]
    # A summoned person is put straight onto the card, without a path of single
    # steps (Yucata rules page, "Personen bewegen", the author's clarification
    # on The Turf), so no space on the way earns a footprint. The card itself
    # is where a summoned VIP is "moved to" (EN p.6 "VIPs and footprints"), so
    # it earns one there when the card has a sought tag (docs/RULES_NOTES.md 17).
    prints = new_footprints(city, (target,)) if kind == "vip" else []
    city.footprints.update(prints)
    city.person_pos[act.person] = target
    _use(state, act.grant, act.person)
    ev.append(Event(E.PERSON_SUMMONED, state.current, {"person": act.person, "people": kind,
                                                       "frm": frm, "to": target,
                                                       "footprints": prints}))
    _maybe_done(state, ev)


def _return(state: GameState, act: A.ReturnPerson, ev: list[Event]) -> None:
    city = state.city
    kind = city.person_kind.pop(act.person)
    frm = city.person_pos.pop(act.person)
    _use(state, act.grant, act.person)
    ev.append(Event(E.PERSON_RETURNED, state.current, {"person": act.person, "people": kind,
                                                       "frm": frm}))
    _maybe_done(state, ev)


# -- turn order and the end ------------------------------------------------

def _end_turn(state: GameState, ev: list[Event]) -> None:
    state.grants = []
    state.pending = []
    state.placed_this_turn = []
    state.via = "pick"
    state.swap_allowed = False
    state.reward = (False, False)
    refresh(state, ev)
    state.turns += 1
    nxt = (state.current + 1) % state.n
    if nxt == state.start_player:
        if state.final_triggered:
            # The round ends with the player before the start player (EN p.8).
            _start_final(state, ev)
            return
        state.round += 1
    state.current = nxt
    state.phase = Phase.ACQUIRE
    ev.append(Event(E.TURN_START, nxt, {"round": state.round}))


def _start_final(state: GameState, ev: list[Event]) -> None:
    state.final_order = [(state.start_player + k) % state.n for k in range(state.n)]
    _next_final(state, ev)


def _next_final(state: GameState, ev: list[Event]) -> None:
    """Final movement, player by player in turn order: tourists and VIPs 1
    space, locals up to 3 (EN p.8 "End of the Game")."""
    while state.final_order:
        p = state.final_order.pop(0)
        state.current = p
        city = state.players[p].city
        assert city is not None
        kinds = list(city.person_kind.values())
        state.grants = [make_grant(GrantKind.MOVE, kind, kinds.count(kind), steps, "final")
                        for kind, steps in FINAL_STEPS if kind in kinds]
        state.phase = Phase.FINAL
        ev.append(Event(E.FINAL_MOVEMENT, p, {}))
        if state.grants:
            return
    state.phase = Phase.OVER
    state.grants = []
    ev.append(Event(E.GAME_OVER, -1, {"report": score_game(state)}))


_HANDLERS: dict[type, Callable[[GameState, Any, list[Event]], None]] = {
    A.ChooseTile: _choose_tile, A.PlaceFoodTruck: _place_food_truck, A.TakeCard: _take_card,
    A.BuyAction: _buy, A.Pass: _pass, A.PlaceCard: _place, A.Swap: _swap,
    A.SkipSwap: _skip_swap, A.ChooseReward: _choose_reward, A.Move: _move,
    A.Summon: _summon, A.ReturnPerson: _return, A.EndActions: _end_actions,
}
