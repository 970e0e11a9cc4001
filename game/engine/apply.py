"""``apply_action``: check an action, change the state, return the events.

Every handler validates completely before it changes anything, so an illegal
action raises ``IllegalAction`` and leaves the state as it was.
"""
from __future__ import annotations

from typing import Callable

from . import actions as A
from .cards import STREET
from .city import City
from .display import action_picks, refresh
from .errors import IllegalAction
from .events import Event
from .movement import new_footprints, walk_error
from .rules import REWARD_OPTIONS, acquire_actions, grant_usable, movable
from .state import DISPLAY_COLS, END_TRIGGER_CARDS, GameState, Grant

FINAL_STEPS = (("local", 3), ("tourist", 1), ("vip", 1))   # EN p.8 "End of the Game"


def apply_action(state: GameState, action: A.Action) -> list[Event]:
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction(f"{action!r} is not an action")
    events: list[Event] = []
    try:
        handler(state, action, events)
    except (TypeError, AttributeError) as exc:
        # Only reachable through malformed fields (say, a path that is not a
        # list of spaces): every handler checks before it changes anything.
        raise IllegalAction(f"malformed action {action!r}") from exc
    return events


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise IllegalAction(message)


def _phase(state: GameState, *phases: str) -> None:
    if state.phase not in phases:
        raise IllegalAction(f"not now: the game is in the {state.phase!r} phase, "
                            f"this needs {' or '.join(repr(p) for p in phases)}")


# -- setup -----------------------------------------------------------------

def _choose_tile(state: GameState, act: A.ChooseTile, ev: list[Event]) -> None:
    _phase(state, "choose_tile")
    _need(act.tile in state.offered_tiles, f"starting tile {act.tile!r} is not on offer")
    tile = state.box.tiles[act.tile]
    p = state.current
    city = City(tile)
    state.players[p].city = city
    state.offered_tiles.remove(act.tile)
    ev.append(Event("tile_chosen", p, {"tile": tile.id}))
    street = (STREET, city.start_col)
    # Setup bonuses: VIPs (and any people) start on the street half; the
    # footprint goes there too (Yucata rules page, "Startplättchen"; EN FAQ
    # "Where do VIPs start?").
    for bonus in tile.setup:
        gain = bonus.get("gain")
        if gain == "sand_dollar":
            city.sand_dollars += bonus["n"]
            ev.append(Event("dollars", p, {"n": bonus["n"], "total": city.sand_dollars,
                                           "source": "setup"}))
        elif gain in ("local", "tourist", "vip"):
            for _ in range(bonus["n"]):
                pid = city.add_person(gain, street)
                ev.append(Event("person_added", p, {"person": pid, "people": gain, "to": street,
                                                    "source": "setup"}))
        elif bonus.get("footprint"):
            city.footprints.add(street)
            ev.append(Event("footprint", p, {"pos": street, "source": "setup"}))
    state.setup_order.pop(0)
    if state.setup_order:
        state.current = state.setup_order[0]
    else:
        # The last player in turn order places the food truck (DE rules, Aufbau).
        state.phase = "food_truck"
        state.current = (state.start_player - 1) % state.n


def _place_food_truck(state: GameState, act: A.PlaceFoodTruck, ev: list[Event]) -> None:
    _phase(state, "food_truck")
    _need(isinstance(act.col, int) and 0 <= act.col < DISPLAY_COLS,
          f"column {act.col!r} is not a display column (0-3)")
    state.food_truck = act.col
    # "Der Gourmet startet 2 Felder (Karten) entfernt davon" — with 4 columns
    # both directions reach the same column.
    state.foodie = (act.col + 2) % DISPLAY_COLS
    ev.append(Event("food_truck_placed", state.current, {"truck": state.food_truck,
                                                         "foodie": state.foodie}))
    state.phase = "acquire"
    state.current = state.start_player
    state.round = 1
    ev.append(Event("turn_start", state.current, {"round": state.round}))


# -- acquiring cards -------------------------------------------------------

def _move_token(state: GameState, token: str, steps: int, ev: list[Event]) -> None:
    frm = state.food_truck if token == "truck" else state.foodie
    assert frm is not None
    path = [(frm + k) % DISPLAY_COLS for k in range(steps + 1)]
    if token == "truck":
        state.food_truck = path[-1]
    else:
        state.foodie = path[-1]
    ev.append(Event("token_moved", -1, {"token": token, "frm": frm, "to": path[-1],
                                        "path": path}))


def _take_card(state: GameState, act: A.TakeCard, ev: list[Event]) -> None:
    _phase(state, "acquire")
    _need(isinstance(act.col, int) and 0 <= act.col < DISPLAY_COLS,
          f"column {act.col!r} is not a display column (0-3)")
    cid = state.front[act.col]
    _need(cid is not None, f"the front row has no card in column {act.col}")
    state.front[act.col] = None
    state.pending = [cid]
    state.via = "pick"
    state.swap_allowed = False
    ev.append(Event("card_taken", state.current, {"card": cid, "frm": ("front", act.col),
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
    state.phase = "place"


def _buy(state: GameState, act: A.BuyAction, ev: list[Event]) -> None:
    _phase(state, "acquire")
    _need(act.action in state.sand_dollar_actions,
          f"sand-dollar action {act.action!r} is not in this game")
    sd = state.box.sand_dollar_action(act.action)
    city = state.city
    _need(city.sand_dollars >= sd.cost,
          f"{sd.name} costs {sd.cost} sand dollars; you have {city.sand_dollars}")
    picks = tuple(tuple(p) for p in act.picks)
    _need(picks in action_picks(state, sd),
          f"{sd.name} cannot take {list(picks)} from the display now")
    city.sand_dollars -= sd.cost
    ev.append(Event("dollars", state.current, {"n": -sd.cost, "total": city.sand_dollars,
                                               "source": sd.id}))
    state.pending = []
    for row_name, col in picks:
        row = state.front if row_name == "front" else state.back
        cid = row[col]
        row[col] = None
        state.pending.append(cid)
        ev.append(Event("card_taken", state.current, {"card": cid, "frm": (row_name, col),
                                                      "via": sd.id}))
    state.via = sd.id
    state.swap_allowed = sd.swap
    state.reward = (False, False)   # no food-truck or foodie bonus (EN p.4 "A2")
    state.phase = "place"


def _pass(state: GameState, act: A.Pass, ev: list[Event]) -> None:
    _phase(state, "acquire")
    _need(A.Pass() in acquire_actions(state), "you can still take a front-row card")
    ev.append(Event("passed", state.current, {}))
    _end_turn(state, ev)


# -- placing ---------------------------------------------------------------

def _place(state: GameState, act: A.PlaceCard, ev: list[Event]) -> None:
    _phase(state, "place")
    _need(act.card in state.pending, f"card {act.card!r} is not waiting to be placed")
    card = state.box.cards[act.card]
    city = state.city
    _need(act.col in city.legal_spots(card),
          f"{card.name} cannot go to column {act.col} of the {card.row_name} row")
    pos = (card.row, act.col)
    city.cards[pos] = card
    state.pending.remove(act.card)
    state.placed_this_turn.append(act.card)
    ev.append(Event("card_placed", state.current, {"card": act.card, "to": pos}))
    if not state.final_triggered and city.cards_placed >= END_TRIGGER_CARDS:
        state.final_triggered = True
        ev.append(Event("final_round", state.current, {"trigger": state.current}))
    if not state.pending:
        if state.swap_allowed:
            state.phase = "swap"
        else:
            _after_swap(state, ev)


def _swap(state: GameState, act: A.Swap, ev: list[Event]) -> None:
    _phase(state, "swap")
    city = state.city
    a, b = tuple(act.a), tuple(act.b)
    ca, cb = city.cards.get(a), city.cards.get(b)
    _need(ca is not None and cb is not None, "a swap needs two placed feature cards")
    _need(a != b and a[0] == b[0], "only two different cards of the same row can swap")
    _need(not ca.beach_end and not cb.beach_end, "the beach-end card never swaps")
    city.cards[a], city.cards[b] = cb, ca
    # People and footprints travel with their card (EN p.4).
    for pid, pos in list(city.person_pos.items()):
        if pos == a:
            city.person_pos[pid] = b
        elif pos == b:
            city.person_pos[pid] = a
    fa, fb = a in city.footprints, b in city.footprints
    city.footprints.discard(a)
    city.footprints.discard(b)
    if fa:
        city.footprints.add(b)
    if fb:
        city.footprints.add(a)
    ev.append(Event("swapped", state.current, {"a": a, "b": b, "cards": (ca.id, cb.id)}))
    _after_swap(state, ev)


def _skip_swap(state: GameState, act: A.SkipSwap, ev: list[Event]) -> None:
    _phase(state, "swap")
    _after_swap(state, ev)


def _after_swap(state: GameState, ev: list[Event]) -> None:
    if all(state.reward):
        state.phase = "reward"
    else:
        _start_actions(state, None, ev)


def _choose_reward(state: GameState, act: A.ChooseReward, ev: list[Event]) -> None:
    _phase(state, "reward")
    _need(act.option in REWARD_OPTIONS,
          f"reward {act.option!r} is not one of {', '.join(REWARD_OPTIONS)}")
    _start_actions(state, act.option, ev)


# -- placement actions -----------------------------------------------------

def _gain_dollars(state: GameState, n: int, source: str, ev: list[Event]) -> None:
    city = state.city
    city.sand_dollars += n
    ev.append(Event("dollars", state.current, {"n": n, "total": city.sand_dollars,
                                               "source": source}))


def _start_actions(state: GameState, option: str | None, ev: list[Event]) -> None:
    """Gains first, then the optional actions in any order (Yucata rules page,
    "Platzierungsaktionen durchführen"; EN FAQ: all bonuses before movement)."""
    p = state.current
    city = state.city
    grants: list[Grant] = []
    for cid in state.placed_this_turn:
        card = state.box.cards[cid]
        pos = state.card_pos(p, cid)
        for icon in card.place:
            gain = icon.get("gain")
            if gain == "sand_dollar":
                _gain_dollars(state, icon["n"], cid, ev)
            elif gain is not None:
                for _ in range(icon["n"]):
                    pid = city.add_person(gain, pos)
                    ev.append(Event("person_added", p, {"person": pid, "people": gain,
                                                        "to": pos, "source": cid}))
            elif "move" in icon:
                grants.append(Grant("move", icon["move"], icon["count"], icon["steps"], cid))
            elif "summon" in icon:
                grants.append(Grant("summon", "any", icon["summon"], 0, cid, target=cid))
    if state.via != "pick":
        sd = state.box.sand_dollar_action(state.via)
        if sd.move_count:
            grants.append(Grant("move", sd.move_kind, sd.move_count, sd.move_steps, sd.id))
        if sd.return_count:
            grants.append(Grant("return", "any", sd.return_count, 0, sd.id))
    truck, foodie = state.reward
    if truck and foodie:
        # "You may take one sand dollar and move one person, or ... double
        # either action" (EN p.7). Two single moves may move one person twice.
        ev.append(Event("reward", p, {"truck": True, "foodie": True, "option": option}))
        if option in ("dollar_move", "two_dollars"):
            _gain_dollars(state, 1 if option == "dollar_move" else 2, "food_truck", ev)
        if option in ("dollar_move", "two_moves"):
            grants.append(Grant("move", "any", 1, 1, "foodie"))
        if option == "two_moves":
            grants.append(Grant("move", "any", 1, 1, "foodie"))
    elif truck:
        ev.append(Event("reward", p, {"truck": True, "foodie": False, "option": None}))
        _gain_dollars(state, 1, "food_truck", ev)
    elif foodie:
        ev.append(Event("reward", p, {"truck": False, "foodie": True, "option": None}))
        grants.append(Grant("move", "any", 1, 1, "foodie"))
    state.grants = grants
    for i, g in enumerate(grants):
        ev.append(Event("grant", p, {"index": i, "kind": g.kind, "people": g.people,
                                     "count": g.count, "steps": g.steps, "source": g.source}))
    state.phase = "actions"
    _maybe_done(state, ev)


def _maybe_done(state: GameState, ev: list[Event]) -> None:
    """End the turn (or this final movement) once no grant can do anything."""
    if not any(grant_usable(state, g) for g in state.grants):
        _finish_actions(state, ev)


def _finish_actions(state: GameState, ev: list[Event]) -> None:
    if state.phase == "final":
        _next_final(state, ev)
    else:
        _end_turn(state, ev)


def _grant(state: GameState, index: int, kind: str) -> Grant:
    _phase(state, "actions", "final")
    _need(isinstance(index, int) and 0 <= index < len(state.grants),
          f"there is no open action number {index!r}")
    grant = state.grants[index]
    _need(grant.kind == kind, f"action {index} is a {grant.kind}, not a {kind}")
    _need(grant.left > 0, f"action {index} ({grant.source}) is used up")
    return grant


def _person(state: GameState, grant: Grant, pid: int) -> str:
    city = state.city
    kind = city.person_kind.get(pid)
    _need(kind is not None, f"there is no person {pid!r} in your city")
    _need(movable(grant, kind), f"this action moves {grant.people}s, not a {kind}")
    _need(pid not in grant.used, f"person {pid} already moved with this action")
    return kind


def _use(state: GameState, index: int, pid: int) -> None:
    g = state.grants[index]
    state.grants[index] = Grant(g.kind, g.people, g.count, g.steps, g.source, g.used + (pid,),
                                g.target)


def _move(state: GameState, act: A.Move, ev: list[Event]) -> None:
    grant = _grant(state, act.grant, "move")
    kind = _person(state, grant, act.person)
    city = state.city
    start = city.person_pos[act.person]
    path = tuple(tuple(p) for p in act.path)
    err = walk_error(city, start, path, grant.steps)
    _need(err is None, f"illegal move: {err}")
    prints = new_footprints(city, path) if kind == "vip" else []
    city.footprints.update(prints)
    city.person_pos[act.person] = path[-1]
    _use(state, act.grant, act.person)
    ev.append(Event("person_moved", state.current, {"person": act.person, "people": kind,
                                                    "path": (start, *path),
                                                    "footprints": prints,
                                                    "source": grant.source}))
    _maybe_done(state, ev)


def _summon(state: GameState, act: A.Summon, ev: list[Event]) -> None:
    grant = _grant(state, act.grant, "summon")
    kind = _person(state, grant, act.person)
    city = state.city
    target = state.card_pos(state.current, grant.target or "")
    frm = city.person_pos[act.person]
    _need(frm != target, "that person is already on the card")
    # A summoned person is put straight onto the card, without a path of single
    # steps (Yucata rules page, "Personen bewegen", the author's clarification
    # on The Turf), so no space on the way earns a footprint. The card itself
    # is where a summoned VIP is "moved to" (EN p.6 "VIPs and footprints"), so
    # it earns one there when the card has a sought tag (docs/RULES_NOTES.md 17).
    prints = new_footprints(city, (target,)) if kind == "vip" else []
    city.footprints.update(prints)
    city.person_pos[act.person] = target
    _use(state, act.grant, act.person)
    ev.append(Event("person_summoned", state.current, {"person": act.person, "people": kind,
                                                       "frm": frm, "to": target,
                                                       "footprints": prints}))
    _maybe_done(state, ev)


def _return(state: GameState, act: A.ReturnPerson, ev: list[Event]) -> None:
    grant = _grant(state, act.grant, "return")
    kind = _person(state, grant, act.person)
    city = state.city
    frm = city.person_pos.pop(act.person)
    del city.person_kind[act.person]
    _use(state, act.grant, act.person)
    ev.append(Event("person_returned", state.current, {"person": act.person, "people": kind,
                                                       "frm": frm}))
    _maybe_done(state, ev)


def _end_actions(state: GameState, act: A.EndActions, ev: list[Event]) -> None:
    _phase(state, "actions", "final")
    _finish_actions(state, ev)


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
    state.phase = "acquire"
    ev.append(Event("turn_start", nxt, {"round": state.round}))


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
        state.grants = [Grant("move", kind, kinds.count(kind), steps, "final")
                        for kind, steps in FINAL_STEPS if kind in kinds]
        state.phase = "final"
        ev.append(Event("final_movement", p, {}))
        if state.grants:
            return
    state.phase = "over"
    state.grants = []
    from .report import score_game
    ev.append(Event("game_over", -1, {"report": score_game(state)}))


_HANDLERS: dict[type, Callable[[GameState, object, list[Event]], None]] = {
    A.ChooseTile: _choose_tile, A.PlaceFoodTruck: _place_food_truck, A.TakeCard: _take_card,
    A.BuyAction: _buy, A.Pass: _pass, A.PlaceCard: _place, A.Swap: _swap,
    A.SkipSwap: _skip_swap, A.ChooseReward: _choose_reward, A.Move: _move,
    A.Summon: _summon, A.ReturnPerson: _return, A.EndActions: _end_actions,
}
