"""Legality, in one place: ``legal_actions`` lists every decision open to the
player whose turn it is, and ``check_action`` accepts exactly those.

Both are built from the same generators (display picks, placement spots,
swaps, walks, interchangeable people), so an action is accepted if and only if
it is listed; ``tests/engine/test_legality.py`` checks that property over
random states. ``apply_action`` calls ``check_action`` before it changes
anything.

Two choices keep the list short without losing any outcome:
- people who are interchangeable (same kind, same space, moved by the same
  open grants so far) are listed once, by a representative person id;
- a move lists one walk per outcome: the shortest path to each end space, and
  for a VIP one walk per (end space, footprints earned).
``as_listed`` maps any other choice with the same outcome onto its listed
action (a client where a player clicks any of the people, or draws a VIP's
walk step by step).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import actions as A
from .city import City, Pos
from .constants import DISPLAY_COLS, REWARD_OPTIONS
from .display import action_picks
from .errors import IllegalAction
from .kinds import GrantKind, Phase
from .movement import listed_vip_walks, new_footprints, shortest_paths, vip_context, walk_error
from .state import GameState, Grant

__all__ = ["REWARD_OPTIONS", "acquire_actions", "as_listed", "check_action", "grant_actions",
           "grant_usable", "legal_actions", "movable", "place_actions", "swap_actions"]


# -- the list ----------------------------------------------------------------

def legal_actions(state: GameState) -> list[A.Action]:
    out = _list(state)
    state._listed = out
    state._listed_version = state._version
    return list(out)


def _list(state: GameState) -> list[A.Action]:
    phase = state.phase
    if phase == Phase.ACQUIRE:
        return acquire_actions(state)
    if phase == Phase.PLACE:
        return place_actions(state)
    if phase == Phase.ACTIONS or phase == Phase.FINAL:
        return grant_actions(state)
    if phase == Phase.CHOOSE_TILE:
        return [A.ChooseTile(t) for t in state.offered_tiles]
    if phase == Phase.FOOD_TRUCK:
        return list(_FOOD_TRUCK)
    if phase == Phase.SWAP:
        return [*swap_actions(state.city), _SKIP_SWAP]
    if phase == Phase.REWARD:
        return list(_REWARDS)
    return []


# Actions are immutable values: the common ones are made once and reused (an
# action is legal by equality, so a shared object is the same action).
_TAKE = tuple(A.TakeCard(c) for c in range(DISPLAY_COLS))
_FOOD_TRUCK = tuple(A.PlaceFoodTruck(c) for c in range(DISPLAY_COLS))
_REWARDS = tuple(A.ChooseReward(o) for o in REWARD_OPTIONS)
_PASS, _SKIP_SWAP, _END = A.Pass(), A.SkipSwap(), A.EndActions()
_BUY: dict[tuple[str, tuple[tuple[str, int], ...]], A.BuyAction] = {}
_PLACE: dict[tuple[str, int], A.PlaceCard] = {}


def acquire_actions(state: GameState) -> list[A.Action]:
    front = state.front
    out: list[A.Action] = [_TAKE[c] for c in range(DISPLAY_COLS) if front[c] is not None]
    # With no normal pick possible the player may pass rather than be forced
    # to spend sand dollars (docs/RULES_NOTES.md, "Nothing to take: pass").
    can_pass = not out
    dollars = state.city.sand_dollars
    for aid in state.sand_dollar_actions:
        act = state.box.sand_dollar_action(aid)
        if act.cost <= dollars:
            for picks in action_picks(state, act):
                buy = _BUY.get((aid, picks))
                if buy is None:
                    buy = _BUY[(aid, picks)] = A.BuyAction(aid, picks)
                out.append(buy)
    if can_pass:
        out.append(_PASS)
    return out


def place_actions(state: GameState) -> list[A.Action]:
    city = state.city
    out: list[A.Action] = []
    for cid in dict.fromkeys(state.pending):
        card = state.box.cards[cid]
        for c in city.legal_spots(card):
            place = _PLACE.get((cid, c))
            if place is None:
                place = _PLACE[(cid, c)] = A.PlaceCard(cid, c)
            out.append(place)
    return out


def swap_actions(city: City) -> list[A.Swap]:
    """Two feature cards of one row may trade places; the beach-end card never
    swaps (EN p.10). Every card stays connected, as the set of filled spaces
    does not change. Each pair is listed once, the smaller space first."""
    spots = sorted(p for p, card in city.cards.items() if not card.beach_end)
    return [A.Swap(a, b) for i, a in enumerate(spots) for b in spots[i + 1:] if a[0] == b[0]]


def movable(grant: Grant, kind: str) -> bool:
    return grant.people == "any" or grant.people == kind


PersonKey = tuple[str, Pos, tuple[bool, ...] | None]


def _groups(state: GameState) -> dict[PersonKey, list[int]]:
    """The current player's people by what makes them interchangeable: kind,
    space, and which open grants have moved them (None: none has); groups in
    the order of their first person in the city."""
    city = state.city
    grants = state.grants
    moved: set[int] = set()
    for g in grants:
        moved.update(g.used)
    pos_of = city.person_pos
    groups: dict[PersonKey, list[int]] = {}
    for pid, kind in city.person_kind.items():
        key = (kind, pos_of[pid], tuple(pid in g.used for g in grants) if pid in moved else None)
        members = groups.get(key)
        if members is None:
            groups[key] = [pid]
        else:
            members.append(pid)
    return groups


def _representatives(state: GameState, index: int,
                     groups: dict[PersonKey, list[int]] | None = None) -> list[int]:
    """People a grant may still act on, one per interchangeable group (the
    first of each in the city's order).

    Two people of one kind on one space are the same choice unless some other
    grant has already moved one of them. A person this grant has moved is in
    a group of its own kind (its history says so), so a group is either all
    open to the grant or not at all.
    """
    if groups is None:
        groups = _groups(state)
    grant = state.grants[index]
    used = grant.used
    people = grant.people
    return [members[0] for key, members in groups.items()
            if (people == "any" or people == key[0]) and members[0] not in used]


def _history(grants: list[Grant], pid: int) -> tuple[bool, ...] | None:
    """Which open grants have moved ``pid`` (None: none), as in ``_person_keys``."""
    moved = tuple(pid in g.used for g in grants)
    return moved if any(moved) else None


def _stand_in(state: GameState, index: int, pid: int) -> int:
    """The listed person interchangeable with ``pid`` (``pid`` itself when
    it is listed) for grant ``index``; ``pid`` must be movable by it."""
    city = state.city
    grants = state.grants
    pos_of = city.person_pos
    kind = city.person_kind[pid]
    pos = pos_of[pid]
    mine: tuple[bool, ...] | None = None
    known = False
    for p, k in city.person_kind.items():
        if p == pid:
            return pid
        if k == kind and pos_of[p] == pos:
            if not known:
                mine, known = _history(grants, pid), True
            if _history(grants, p) == mine:
                return p
    return pid


def grant_actions(state: GameState) -> list[A.Action]:
    city = state.city
    out: list[A.Action] = []
    # The moves of a person depend on the filled spaces (and for a VIP on the
    # footprints and cards): the city keeps them, the same Move objects, from
    # one call to the next.
    moves: dict[tuple[object, ...], list[A.Action]] = city.memo("moves")
    paths_memo: dict[tuple[Pos, int], dict[Pos, tuple[Pos, ...]]] = city.memo("shortest_paths")
    groups = _groups(state)
    kind_of = city.person_kind
    pos_of = city.person_pos
    context: tuple[frozenset[Pos], tuple[int, ...]] | None = None
    for i, grant in enumerate(state.grants):
        if grant.left <= 0:
            continue
        people = _representatives(state, i, groups)
        kind = grant.kind
        if kind is GrantKind.MOVE:
            steps = grant.steps
            for pid in people:
                start = pos_of[pid]
                if kind_of[pid] == "vip":
                    if context is None:
                        context = vip_context(city)
                    walks = listed_vip_walks(city, start, steps, context)
                    # The walks live in the same memo generation: their id names them.
                    mkey: tuple[object, ...] = (i, pid, start, steps, id(walks))
                else:
                    walks = ()
                    mkey = (i, pid, start, steps)
                listed = moves.get(mkey)
                if listed is None:
                    if not walks:
                        paths = paths_memo.get((start, steps))
                        if paths is None:
                            paths = shortest_paths(city, start, steps)
                        walks = tuple(paths.values())
                    listed = moves[mkey] = [A.make_move(i, pid, w) for w in walks]
                out.extend(listed)
        elif kind is GrantKind.SUMMON:
            target = state.card_pos(state.current, grant.target or "")
            out.extend([A.Summon(i, pid) for pid in people if pos_of[pid] != target])
        elif kind is GrantKind.RETURN:
            out.extend([A.ReturnPerson(i, pid) for pid in people])
    out.append(_END)
    return out


def grant_usable(state: GameState, grant: Grant) -> bool:
    """Could this grant still do anything at all?"""
    if grant.left <= 0:
        return False
    city = state.city
    target = (state.card_pos(state.current, grant.target or "")
              if grant.kind is GrantKind.SUMMON else None)
    for pid, kind in city.person_kind.items():
        if pid in grant.used or not movable(grant, kind):
            continue
        if grant.kind is not GrantKind.SUMMON or city.person_pos[pid] != target:
            return True
    return False


# -- the check ---------------------------------------------------------------

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
    rep = _stand_in(state, index, pid)
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
    rep = _stand_in(state, action.grant, action.person)
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

