"""``check_action``: the one legality check, which accepts exactly what
``rules.legal_actions`` lists, and ``as_listed``, which maps a player's choice
onto the listed action with the same outcome.

Every check below is built from the generators ``legal_actions`` uses, with a
message that says why an action is refused; ``apply_action`` calls
``check_action`` before it changes anything.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.monica.engine import actions as A
from game.monica.engine.city import City, Pos
from game.monica.engine.constants import DISPLAY_COLS, REWARD_OPTIONS
from game.monica.engine.display import action_picks
from game.monica.engine.errors import IllegalAction
from game.monica.engine.kinds import GrantKind, Phase
from game.monica.engine.movement import listed_vip_walks, new_footprints, shortest_paths, walk_error
from game.monica.engine.people_choices import movable, stand_in
from game.monica.engine.rules import legal_actions
from game.monica.engine.state import GameState, Grant

__all__ = ["as_listed", "check_action"]


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise IllegalAction(message)


def _phase(state: GameState, *phases: Phase) -> None:
    if state.phase not in phases:
        raise IllegalAction(f"not now: the game is in the {state.phase.value!r} phase, "
                            f"this needs {' or '.join(repr(p.value) for p in phases)}")


def _check_choose_tile(state: GameState, act: A.ChooseTile) -> None:
    _phase(state, Phase.CHOOSE_TILE)
    _need(act.tile in state.offered_tiles, f"starting tile {act.tile!r} is not on offer")


def _check_food_truck(state: GameState, act: A.PlaceFoodTruck) -> None:
    _phase(state, Phase.FOOD_TRUCK)
    _need(0 <= act.col < DISPLAY_COLS, f"column {act.col} is not a display column (0-3)")


def _check_take(state: GameState, act: A.TakeCard) -> None:
    _phase(state, Phase.ACQUIRE)
    _need(0 <= act.col < DISPLAY_COLS, f"column {act.col} is not a display column (0-3)")
    _need(state.front[act.col] is not None, f"the front row has no card in column {act.col}")


def _check_buy(state: GameState, act: A.BuyAction) -> None:
    _phase(state, Phase.ACQUIRE)
    _need(act.action in state.sand_dollar_actions,
          f"sand-dollar action {act.action!r} is not in this game")
    sd = state.box.sand_dollar_action(act.action)
    dollars = state.city.sand_dollars
    _need(dollars >= sd.cost, f"{sd.name} costs {sd.cost} sand dollars; you have {dollars}")
    _need(act.picks in action_picks(state, sd),
          f"{sd.name} cannot take {list(act.picks)} from the display now")


def _check_pass(state: GameState, _act: A.Pass) -> None:
    _phase(state, Phase.ACQUIRE)
    _need(all(c is None for c in state.front), "you can still take a front-row card")


def _check_place(state: GameState, act: A.PlaceCard) -> None:
    _phase(state, Phase.PLACE)
    _need(act.card in state.pending, f"card {act.card!r} is not waiting to be placed")
    card = state.box.cards[act.card]
    _need(act.col in state.city.legal_spots(card),
          f"{card.name} cannot go to column {act.col} of the {card.row_name} row")


def _check_swap(state: GameState, act: A.Swap) -> None:
    _phase(state, Phase.SWAP)
    cards = state.city.cards
    ca, cb = cards.get(act.a), cards.get(act.b)
    _need(ca is not None and cb is not None, "a swap needs two placed feature cards")
    _need(act.a != act.b and act.a[0] == act.b[0],
          "only two different cards of the same row can swap")
    _need(not (ca is not None and ca.beach_end) and not (cb is not None and cb.beach_end),
          "the beach-end card never swaps")
    _need(act.a < act.b, f"a swap names the smaller space first: Swap({act.b}, {act.a})")


def _check_reward(state: GameState, act: A.ChooseReward) -> None:
    _phase(state, Phase.REWARD)
    _need(act.option in REWARD_OPTIONS,
          f"reward {act.option!r} is not one of {', '.join(REWARD_OPTIONS)}")


def _open_grant(state: GameState, index: int, kind: GrantKind) -> Grant:
    _phase(state, Phase.ACTIONS, Phase.FINAL)
    _need(0 <= index < len(state.grants), f"there is no open action number {index}")
    grant = state.grants[index]
    _need(grant.kind is kind, f"action {index} is a {grant.kind.value}, not a {kind.value}")
    _need(grant.left > 0, f"action {index} ({grant.source}) is used up")
    return grant


def _check_person(state: GameState, index: int, pid: int) -> str:
    """The person's kind, if this grant lists ``pid``."""
    grant = state.grants[index]
    city = state.city
    kind = city.person_kind.get(pid)
    _need(kind is not None, f"there is no person {pid} in your city")
    assert kind is not None
    _need(movable(grant, kind), f"this action moves {grant.people}s, not a {kind}")
    _need(pid not in grant.used, f"person {pid} already moved with this action")
    rep = stand_in(state, index, pid)
    _need(rep == pid, f"person {pid} is interchangeable with person {rep}, "
                      f"who stands for them in the legal actions")
    return kind


def _listed_walks(city: City, kind: str, start: Pos, steps: int) -> tuple[tuple[Pos, ...], ...]:
    if kind == "vip":
        return listed_vip_walks(city, start, steps)
    return tuple(shortest_paths(city, start, steps).values())


def _check_move(state: GameState, act: A.Move) -> None:
    grant = _open_grant(state, act.grant, GrantKind.MOVE)
    kind = _check_person(state, act.grant, act.person)
    city = state.city
    start = city.person_pos[act.person]
    path = act.path
    if kind == "vip":
        if path in _listed_walks(city, kind, start, grant.steps):
            return
    elif path and shortest_paths(city, start, grant.steps).get(path[-1]) == path:
        return
    err = walk_error(city, start, path, grant.steps)
    _need(err is None, f"illegal move: {err}")
    if kind == "vip":
        raise IllegalAction("this walk changes nothing, or another walk with the same end and "
                            "footprints is the listed one (see as_listed)")
    raise IllegalAction("a move is listed by the shortest path to its end space, and never "
                        "ends where it started (see as_listed)")


def _summon_target(state: GameState, grant: Grant) -> Pos | None:
    return state.card_pos(state.current, grant.target or "")


def _check_summon(state: GameState, act: A.Summon) -> None:
    grant = _open_grant(state, act.grant, GrantKind.SUMMON)
    _check_person(state, act.grant, act.person)
    _need(state.city.person_pos[act.person] != _summon_target(state, grant),
          "that person is already on the card")


def _check_return(state: GameState, act: A.ReturnPerson) -> None:
    _open_grant(state, act.grant, GrantKind.RETURN)
    _check_person(state, act.grant, act.person)


def _check_skip_swap(state: GameState, _act: A.SkipSwap) -> None:
    _phase(state, Phase.SWAP)


def _check_end(state: GameState, _act: A.EndActions) -> None:
    _phase(state, Phase.ACTIONS, Phase.FINAL)


_CHECKS: dict[type, Callable[[GameState, Any], None]] = {
    A.ChooseTile: _check_choose_tile, A.PlaceFoodTruck: _check_food_truck,
    A.TakeCard: _check_take, A.BuyAction: _check_buy, A.Pass: _check_pass,
    A.PlaceCard: _check_place, A.Swap: _check_swap, A.SkipSwap: _check_skip_swap,
    A.ChooseReward: _check_reward, A.Move: _check_move, A.Summon: _check_summon,
    A.ReturnPerson: _check_return, A.EndActions: _check_end,
}


def check_action(state: GameState, action: A.Action) -> None:
    """Raise ``IllegalAction`` (with the reason) unless ``legal_actions(state)``
    lists ``action``; raise ``TypeError`` if it is not a well-typed action."""
    if state._listed_version == state._version:
        for listed in state._listed:
            if listed is action:
                return              # this very object was listed for this state
    A.check_types(action)
    _CHECKS[type(action)](state, action)


# -- mapping a player's choice onto the list ----------------------------------

def as_listed(state: GameState, action: A.Action) -> A.Action | None:
    """The listed action that does what ``action`` does, or None if none does.

    A person is replaced by the representative of their interchangeable group;
    a move by the listed walk with the same end space (and, for a VIP, the
    same new footprints). A listed action is returned as it is.
    """
    A.check_types(action)
    if not isinstance(action, (A.Move, A.Summon, A.ReturnPerson)):
        return action if action in legal_actions(state) else None
    if state.phase not in (Phase.ACTIONS, Phase.FINAL) or not \
            0 <= action.grant < len(state.grants):
        return None
    city = state.city
    if action.person not in city.person_kind:
        return None
    grant = state.grants[action.grant]
    if action.person in grant.used or not movable(grant, city.person_kind[action.person]):
        return None
    rep = stand_in(state, action.grant, action.person)
    if not isinstance(action, A.Move):
        listed = type(action)(action.grant, rep)
        return listed if listed in legal_actions(state) else None
    start = city.person_pos[rep]
    if walk_error(city, start, action.path, grant.steps) is not None:
        return None
    vip = city.person_kind[rep] == "vip"

    def outcome(walk: tuple[Pos, ...]) -> tuple[Pos, frozenset[Pos]]:
        return walk[-1], frozenset(new_footprints(city, walk) if vip else ())

    wanted = outcome(action.path)
    for walk in _listed_walks(city, city.person_kind[rep], start, grant.steps):
        if outcome(walk) == wanted:
            move = A.Move(action.grant, rep, walk)
            return move if move in legal_actions(state) else None
    return None

