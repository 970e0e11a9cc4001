"""``legal_actions``: every decision open to the player whose turn it is.

``check.check_action`` accepts exactly these: both are built from the
generators here (display picks, placement spots, swaps, walks, interchangeable
people), so an action is accepted if and only if it is listed;
``tests/monica/engine/test_legality.py`` checks that property over random states.

Two choices keep the list short without losing any outcome (``people_choices``):
- people who are interchangeable (same kind, same space, moved by the same
  open grants so far) are listed once, by a representative person id;
- a move lists one walk per outcome: the shortest path to each end space, and
  for a VIP one walk per (end space, footprints earned).
``check.as_listed`` maps any other choice with the same outcome onto its
listed action (a client where a player clicks any of the people, or draws a
VIP's walk step by step).
"""
from __future__ import annotations

from collections.abc import Sequence

from game.monica.engine import actions as A
from game.monica.engine.cards import SandDollarAction
from game.monica.engine.city import City, Pos
from game.monica.engine.constants import DISPLAY_COLS, REWARD_OPTIONS
from game.monica.engine.display import SLOT_MASKS, action_picks
from game.monica.engine.kinds import PHASE
from game.monica.engine.people_choices import grant_actions
from game.monica.engine.state import GameState

__all__ = ["REWARD_OPTIONS", "acquire_actions", "legal_actions", "place_actions",
           "swap_actions"]


# -- the list ----------------------------------------------------------------

def legal_actions(state: GameState) -> list[A.Action]:
    # The phases by how often they come up (this runs at every step).
    phase = state.phase
    out: Sequence[A.Action]
    if phase is PHASE.ACTIONS or phase is PHASE.FINAL:
        out = grant_actions(state)
    elif phase is PHASE.PLACE:
        out = place_actions(state)
    elif phase is PHASE.ACQUIRE:
        out = _acquire(state)
    else:
        out = _list(state)
    state._listed = out
    state._listed_version = state._version
    return list(out)


def _list(state: GameState) -> list[A.Action]:
    phase = state.phase
    if phase == PHASE.ACQUIRE:
        return acquire_actions(state)
    if phase == PHASE.PLACE:
        return place_actions(state)
    if phase == PHASE.ACTIONS or phase == PHASE.FINAL:
        return grant_actions(state)
    if phase == PHASE.CHOOSE_TILE:
        return [_TILES.get(t) or _tile(t) for t in state.offered_tiles]
    if phase == PHASE.FOOD_TRUCK:
        return list(_FOOD_TRUCK)
    if phase == PHASE.SWAP:
        return [*swap_actions(state.city), _SKIP_SWAP]
    if phase == PHASE.REWARD:
        return list(_REWARDS)
    return []


# Actions are immutable values: the common ones are made once and reused (an
# action is legal by equality, so a shared object is the same action).
_TAKE = tuple(A.TakeCard(c) for c in range(DISPLAY_COLS))
_FOOD_TRUCK = tuple(A.PlaceFoodTruck(c) for c in range(DISPLAY_COLS))
_REWARDS = tuple(A.ChooseReward(o) for o in REWARD_OPTIONS)
_PASS, _SKIP_SWAP = A.Pass(), A.SkipSwap()
_BUY: dict[tuple[str, tuple[tuple[str, int], ...]], A.BuyAction] = {}
_PLACE: dict[str, dict[int, A.PlaceCard]] = {}     # by card, then column
_SWAP: dict[tuple[Pos, Pos], A.Swap] = {}
_TILES: dict[str, A.ChooseTile] = {}


def _buy(aid: str, picks: tuple[tuple[str, int], ...]) -> A.BuyAction:
    buy = _BUY.get((aid, picks))
    if buy is None:
        buy = _BUY[(aid, picks)] = A.make_buy(aid, picks)
    return buy


def _tile(tile: str) -> A.ChooseTile:
    choose = _TILES[tile] = A.ChooseTile(tile)
    return choose


def acquire_actions(state: GameState) -> list[A.Action]:
    return list(_acquire(state))


AcquirePart = tuple[A.Action, ...] | SandDollarAction


def _acquire(state: GameState) -> tuple[A.Action, ...] | list[A.Action]:
    """The acquire list. It depends only on which display slots hold a card,
    the sand dollars and the actions in play, except for an action taking
    "any" card (its picks depend on the cards' tags): the box keeps the rest
    by those, in parts (an "any" action's part is listed afresh)."""
    city = state.players[state.current].city
    assert city is not None
    front, back = state.front, state.back       # (``occupancy``, inlined: every turn)
    mask = SLOT_MASKS[(front[0] is None, front[1] is None, front[2] is None, front[3] is None,
                       back[0] is None, back[1] is None, back[2] is None, back[3] is None)]
    key = (state.sand_dollar_actions, mask, city.sand_dollars)
    listings = state.box.listings
    parts: tuple[AcquirePart, ...] | None = listings.get(key)
    if parts is None:
        parts = listings[key] = _acquire_parts(state, mask, city.sand_dollars)
    if len(parts) == 1:
        only = parts[0]
        if isinstance(only, tuple):
            return only
    out: list[A.Action] = []
    for part in parts:
        if isinstance(part, tuple):
            out.extend(part)
        else:
            aid = part.id
            for picks in action_picks(state, part, mask):
                buy = _BUY.get((aid, picks))      # (``_buy``, inlined)
                out.append(buy if buy is not None else _buy(aid, picks))
    return out


def _acquire_parts(state: GameState, mask: int, dollars: int) -> tuple[AcquirePart, ...]:
    front = state.front
    out: list[A.Action] = [take for take, card in zip(_TAKE, front, strict=True)
                           if card is not None]
    # With no normal pick possible the player may pass rather than be forced
    # to spend sand dollars (docs/RULES_NOTES.md, "Nothing to take: pass").
    can_pass = not out
    parts: list[AcquirePart] = []
    for aid in state.sand_dollar_actions:
        act = state.box.sand_dollar_action(aid)
        if act.cost <= dollars:
            if act.take != "any":
                # The picks depend on which slots hold a card only.
                for picks in action_picks(state, act, mask):   # (a loop: no generator)
                    out.append(_buy(aid, picks))
            else:
                parts.append(tuple(out))
                parts.append(act)
                out = []
    if can_pass:
        out.append(_PASS)
    parts.append(tuple(out))
    return tuple([p for p in parts if p != ()])


def place_actions(state: GameState) -> list[A.Action]:
    city = state.players[state.current].city   # (``state.city``, inlined)
    assert city is not None
    out: list[A.Action] = []
    pending = state.pending
    for cid in pending if len(pending) == 1 else dict.fromkeys(pending):
        card = state.box.cards[cid]
        places = _PLACE.get(cid)
        if places is None:
            places = _PLACE[cid] = {}
        for c in city.spots_of(card):
            place = places.get(c)
            if place is None:
                place = places[c] = A.make_place(cid, c)
            out.append(place)
    return out


def swap_actions(city: City) -> list[A.Swap]:
    """Two feature cards of one row may trade places; the beach-end card never
    swaps (EN p.10). Every card stays connected, as the set of filled spaces
    does not change. Each pair is listed once, the smaller space first."""
    spots = sorted(p for p, card in city.cards.items() if not card.beach_end)
    out: list[A.Swap] = []
    for i, a in enumerate(spots):
        for b in spots[i + 1:]:
            if a[0] == b[0]:
                swap = _SWAP.get((a, b))
                if swap is None:
                    swap = _SWAP[(a, b)] = A.make_swap(a, b)
                out.append(swap)
    return out
