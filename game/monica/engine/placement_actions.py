"""Placement actions: the gains of the cards just placed, the grants they (and
a bought action or the rewards) give, and the moves, summons and returns
that use those grants, until none can do anything more."""
from __future__ import annotations


from game.monica.engine import actions as A
from game.monica.engine.events import Event, event, new_event
from game.monica.engine.kinds import EVENT as E
from game.monica.engine.kinds import GRANT, PHASE
from game.monica.engine.movement import new_footprints
from game.monica.engine.people_choices import grant_usable
from game.monica.engine.state import GameState, Grant, make_grant
from game.monica.engine.turn_end import end_turn, next_final


# The foodie's move (one person, one step): a Grant is an immutable value, so
# one object serves every turn (using it makes a new one).
_FOODIE = make_grant(GRANT.MOVE, "any", 1, 1, "foodie")


def _gain_dollars(state: GameState, n: int, source: str, ev: list[Event]) -> None:
    city = state.players[state.current].city   # (``state.city``, inlined)
    assert city is not None
    city.sand_dollars += n
    ev.append(event(E.DOLLARS, state.current, {"n": n, "total": city.sand_dollars,
                                               "source": source}))


def start_actions(state: GameState, option: str | None, ev: list[Event]) -> None:
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
                    pid = city.next_person      # (``City.add_person``, inlined)
                    city.next_person = pid + 1
                    city.person_kind[pid] = gain
                    city.person_pos[pid] = pos
                    e = new_event(Event)    # (``events.event``, inlined)
                    e.kind, e.player = E.PERSON_ADDED, p
                    e.data = {"person": pid, "people": gain, "to": pos, "source": cid}
                    ev.append(e)
            elif "move" in icon:
                grants.append(make_grant(GRANT.MOVE, icon["move"], icon["count"],
                                         icon["steps"], cid))
            elif "summon" in icon:
                grants.append(make_grant(GRANT.SUMMON, "any", icon["summon"], 0, cid,
                                         target=cid))
    if state.via != "pick":
        sd = state.box.sand_dollar_action(state.via)
        if sd.move_count:
            grants.append(make_grant(GRANT.MOVE, sd.move_kind, sd.move_count,
                                     sd.move_steps, sd.id))
        if sd.return_count:
            grants.append(make_grant(GRANT.RETURN, "any", sd.return_count, 0, sd.id))
    truck, foodie = state.reward
    if truck and foodie:
        # "You may take one sand dollar and move one person, or ... double
        # either action" (EN p.7). Two single moves may move one person twice.
        ev.append(event(E.REWARD, p, {"truck": True, "foodie": True, "option": option}))
        if option in ("dollar_move", "two_dollars"):
            _gain_dollars(state, 1 if option == "dollar_move" else 2, "food_truck", ev)
        if option in ("dollar_move", "two_moves"):
            grants.append(_FOODIE)
        if option == "two_moves":
            grants.append(_FOODIE)
    elif truck:
        ev.append(event(E.REWARD, p, {"truck": True, "foodie": False, "option": None}))
        _gain_dollars(state, 1, "food_truck", ev)
    elif foodie:
        ev.append(event(E.REWARD, p, {"truck": False, "foodie": True, "option": None}))
        grants.append(_FOODIE)
    state.grants = grants
    for i, g in enumerate(grants):
        e = new_event(Event)    # (``events.event``, inlined: most turns)
        e.kind, e.player = E.GRANT, p
        e.data = {"index": i, "kind": g.kind, "people": g.people, "count": g.count,
                  "steps": g.steps, "source": g.source}
        ev.append(e)
    state.phase = PHASE.ACTIONS
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
            if g.kind is GRANT.SUMMON:
                if grant_usable(state, g):
                    return
                continue
            # A move or return: anyone of its kind it has not acted on yet
            # (``grant_usable``, inlined: this runs after every action).
            people = g.people
            if people == "any" and len(kinds) > len(used):
                return      # (more people than it has acted on: one is left)
            for pid, kind in kinds.items():
                if (people == "any" or people == kind) and pid not in used:
                    return
    if state.phase is PHASE.FINAL:      # (``_finish_actions``, inlined: every turn)
        next_final(state, ev)
    else:
        end_turn(state, ev)


def end_actions(state: GameState, _act: A.EndActions, ev: list[Event]) -> None:
    _finish_actions(state, ev)


def _finish_actions(state: GameState, ev: list[Event]) -> None:
    if state.phase is PHASE.FINAL:
        next_final(state, ev)
    else:
        end_turn(state, ev)


def _use(state: GameState, index: int, pid: int) -> None:
    state.grants[index] = state.grants[index].with_used(pid)


def move(state: GameState, act: A.Move, ev: list[Event]) -> None:
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
    e = new_event(Event)    # (``events.event``, inlined: every move)
    e.kind, e.player = E.PERSON_MOVED, p
    e.data = {"person": pid, "people": kind, "path": (start,) + path, "footprints": prints,
              "source": grant.source}
    ev.append(e)
    _maybe_done(state, ev)


def summon(state: GameState, act: A.Summon, ev: list[Event]) -> None:
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
    ev.append(event(E.PERSON_SUMMONED, state.current, {"person": act.person, "people": kind,
                                                       "frm": frm, "to": target,
                                                       "footprints": prints}))
    _maybe_done(state, ev)


def return_person(state: GameState, act: A.ReturnPerson, ev: list[Event]) -> None:
    city = state.city
    kind = city.person_kind.pop(act.person)
    frm = city.person_pos.pop(act.person)
    _use(state, act.grant, act.person)
    ev.append(event(E.PERSON_RETURNED, state.current, {"person": act.person, "people": kind,
                                                       "frm": frm}))
    _maybe_done(state, ev)
