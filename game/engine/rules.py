"""``legal_actions``: every decision open to the player whose turn it is."""
from __future__ import annotations

from . import actions as A
from .city import City
from .display import action_picks
from .movement import destinations, vip_walks
from .state import DISPLAY_COLS, GameState, Grant

REWARD_OPTIONS = ("dollar_move", "two_dollars", "two_moves")


def legal_actions(state: GameState) -> list[A.Action]:
    phase = state.phase
    if phase == "acquire":
        return acquire_actions(state)
    if phase == "place":
        return place_actions(state)
    if phase in ("actions", "final"):
        return grant_actions(state)
    if phase == "choose_tile":
        return [A.ChooseTile(t) for t in state.offered_tiles]
    if phase == "food_truck":
        return [A.PlaceFoodTruck(c) for c in range(DISPLAY_COLS)]
    if phase == "swap":
        return [*swap_actions(state.city), A.SkipSwap()]
    if phase == "reward":
        return [A.ChooseReward(o) for o in REWARD_OPTIONS]
    return []


def acquire_actions(state: GameState) -> list[A.Action]:
    out: list[A.Action] = [A.TakeCard(c) for c in range(DISPLAY_COLS) if state.front[c] is not None]
    # With no normal pick possible the player may pass rather than be forced
    # to spend sand dollars (docs/RULES_NOTES.md, "Nothing to take: pass").
    can_pass = not out
    dollars = state.city.sand_dollars
    for aid in state.sand_dollar_actions:
        act = state.box.sand_dollar_action(aid)
        if act.cost <= dollars:
            out.extend(A.BuyAction(aid, picks) for picks in action_picks(state, act))
    if can_pass:
        out.append(A.Pass())
    return out


def place_actions(state: GameState) -> list[A.Action]:
    city = state.city
    out: list[A.Action] = []
    for cid in dict.fromkeys(state.pending):
        card = state.box.cards[cid]
        out.extend(A.PlaceCard(cid, c) for c in city.legal_spots(card))
    return out


def swap_actions(city: City) -> list[A.Swap]:
    """Two feature cards of one row may trade places; the beach-end card never
    swaps (EN p.10). Every card stays connected, as the set of filled spaces
    does not change."""
    spots = sorted(p for p, card in city.cards.items() if not card.beach_end)
    return [A.Swap(a, b) for i, a in enumerate(spots) for b in spots[i + 1:] if a[0] == b[0]]


def movable(grant: Grant, kind: str) -> bool:
    return grant.people == "any" or grant.people == kind


def _representatives(state: GameState, index: int) -> list[int]:
    """People a grant may still act on, one per interchangeable group.

    Two people of one kind on one space are the same choice unless some other
    grant has already moved one of them.
    """
    city = state.city
    grant = state.grants[index]
    seen = set()
    out = []
    for pid, kind in city.person_kind.items():
        if pid in grant.used or not movable(grant, kind):
            continue
        key = (kind, city.person_pos[pid], tuple(pid in g.used for g in state.grants))
        if key not in seen:
            seen.add(key)
            out.append(pid)
    return out


def grant_actions(state: GameState) -> list[A.Action]:
    city = state.city
    out: list[A.Action] = []
    for i, grant in enumerate(state.grants):
        if grant.left <= 0:
            continue
        people = _representatives(state, i)
        if grant.kind == "move":
            for pid in people:
                start = city.person_pos[pid]
                if city.person_kind[pid] == "vip":
                    out.extend(A.Move(i, pid, walk) for walk, _ in vip_walks(city, start, grant.steps))
                else:
                    out.extend(A.Move(i, pid, path)
                               for path in destinations(city, start, grant.steps).values())
        elif grant.kind == "summon":
            target = state.card_pos(state.current, grant.target or "")
            out.extend(A.Summon(i, pid) for pid in people if city.person_pos[pid] != target)
        elif grant.kind == "return":
            out.extend(A.ReturnPerson(i, pid) for pid in people)
    out.append(A.EndActions())
    return out


def grant_usable(state: GameState, grant: Grant) -> bool:
    """Could this grant still do anything at all?"""
    if grant.left <= 0:
        return False
    city = state.city
    target = state.card_pos(state.current, grant.target) if grant.kind == "summon" else None
    for pid, kind in city.person_kind.items():
        if pid in grant.used or not movable(grant, kind):
            continue
        if grant.kind != "summon" or city.person_pos[pid] != target:
            return True
    return False
