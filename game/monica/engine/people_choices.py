"""The actions of the open grants (moves, summons, returns) and who may take
them: people who are interchangeable (same kind, same space, moved by the same
open grants so far) are listed once, by a representative person id; a move
lists one walk per outcome (the shortest path to each end space, and for a
VIP one walk per end space and footprints earned). ``stand_in`` maps any
person onto the listed one, for ``check.as_listed``."""
from __future__ import annotations


from game.monica.engine import actions as A
from game.monica.engine.city import City, Pos
from game.monica.engine.grant_moves import END as _END
from game.monica.engine.grant_moves import grant_moves, own_kind_grants
from game.monica.engine.kinds import GRANT
from game.monica.engine.movement import VipWalks, listed_vip_walks, paths_near, vip_table
from game.monica.engine.state import GameState, Grant


def movable(grant: Grant, kind: str) -> bool:
    return grant.people == "any" or grant.people == kind


PersonKey = tuple[str, Pos, int | None]


def _groups(state: GameState) -> dict[PersonKey, int]:
    """The current player's people by what makes them interchangeable: kind,
    space, and which open grants have moved them (None: none has; else a bit
    per grant index), each group named by its first person in the city's
    order; groups in that order too."""
    city = state.players[state.current].city   # (``state.city``, inlined)
    assert city is not None
    history: dict[int, int] = {}
    for index, g in enumerate(state.grants):
        if g.used:
            bit = 1 << index
            for pid in g.used:
                history[pid] = history.get(pid, 0) | bit
    pos_of = city.person_pos
    groups: dict[PersonKey, int] = {}
    first = groups.setdefault
    if history:
        moved = history.get
        for pid, kind in city.person_kind.items():
            first((kind, pos_of[pid], moved(pid)), pid)
    else:
        for pid, kind in city.person_kind.items():
            first((kind, pos_of[pid], None), pid)
    return groups


def _open_groups(city: City, grants: list[Grant]) -> dict[PersonKey, int] | None:
    """``_groups`` restricted to the people the grants may still act on, when
    no person can be moved by two of them: one grant, or grants each for
    another kind of person (the final movement). A person's history is then
    no more than whether its one grant has moved it, and such a person is not
    listed: the others group by kind and space alone. None otherwise."""
    pos_of = city.person_pos
    groups: dict[PersonKey, int] = {}
    first = groups.setdefault
    if len(grants) == 1 and grants[0].people == "any":
        used = grants[0].used
        for pid, kind in city.person_kind.items():
            if pid not in used:
                first((kind, pos_of[pid], None), pid)
        return groups
    used_of: dict[str, tuple[int, ...]] = {}
    for grant in grants:
        if grant.people == "any" or grant.people in used_of:
            return None
        used_of[grant.people] = grant.used
    for pid, kind in city.person_kind.items():
        mine = used_of.get(kind)
        if mine is not None and pid not in mine:
            first((kind, pos_of[pid], None), pid)
    return groups


def _representatives(state: GameState, index: int,
                     groups: dict[PersonKey, int] | None = None) -> list[int]:
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
    return [pid for key, pid in groups.items()
            if (people == "any" or people == key[0]) and pid not in used]


def _history(grants: list[Grant], pid: int) -> tuple[bool, ...] | None:
    """Which open grants have moved ``pid`` (None: none), as in ``_person_keys``."""
    moved = tuple(pid in g.used for g in grants)
    return moved if any(moved) else None


def stand_in(state: GameState, index: int, pid: int) -> int:
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
    city = state.players[state.current].city   # (``state.city``, inlined)
    assert city is not None
    out: list[A.Action] = []
    # The moves of a person depend on the filled spaces (and for a VIP on the
    # footprints and cards): the city keeps them, the same Move objects, from
    # one call to the next.
    memos = city._memos if city._memo_n == len(city.cards) else city.memos()
    moves: dict[tuple[object, ...], list[A.Move]] | None = memos.get("moves")
    if moves is None:
        moves = memos["moves"] = {}
    rows: tuple[int, int, int] = memos.get("rows") or city.row_bits()
    beach, street = rows[0], rows[1]
    grants = state.grants
    if len(grants) == 1 and grants[0].kind is GRANT.MOVE:
        # A single move grant (most of the actions phase), in one pass.
        if grant_moves(city, grants[0], 0, moves, beach, street, out):
            out.append(_END)
            return out
    else:
        own = own_kind_grants(city, grants, memos, moves, beach, street)
        if own is not None:
            return own
    groups = _open_groups(city, grants)
    if groups is None:
        groups = _groups(state)
    table: VipWalks | None = None
    for i, grant in enumerate(grants):
        used = grant.used
        if grant.count - len(used) <= 0:
            continue
        allowed = grant.people
        anyone = allowed == "any"
        if grant.kind is GRANT.MOVE:
            steps = grant.steps
            # The representatives (see ``_representatives``), inlined: this
            # runs for every grant at every step. A group's key holds its
            # people's kind and space.
            for key, pid in groups.items():
                who = key[0]
                if not (anyone or who == allowed) or pid in used:
                    continue
                start = key[1]
                # A VIP's one-step moves are its neighbours, whatever they
                # earn (``listed_vip_walks``): the same as anyone's.
                if steps > 1 and who == "vip":
                    if table is None:
                        table = vip_table(city)
                    walks = table.get((start, steps)) \
                        or listed_vip_walks(city, start, steps, table=table)
                    # The walks live in the same memo generation: their id names them.
                    mkey: tuple[object, ...] = (i, pid, start, steps, id(walks))
                else:
                    walks = ()
                    mkey = (i, pid, start, steps)
                listed = moves.get(mkey)
                if listed is None:
                    listed = moves[mkey] = A.make_moves(
                        i, pid, walks or paths_near(city, beach, street, start, steps).values())
                out += listed
            continue
        people = [pid for key, pid in groups.items()
                  if (anyone or key[0] == allowed) and pid not in used]
        if grant.kind is GRANT.SUMMON:
            target = state.card_pos(state.current, grant.target or "")
            out.extend(A.make_person_actions(
                A.Summon, i, [pid for pid in people if city.person_pos[pid] != target]))
        elif grant.kind is GRANT.RETURN:
            out.extend(A.make_person_actions(A.ReturnPerson, i, people))
    out.append(_END)
    return out


def grant_usable(state: GameState, grant: Grant) -> bool:
    """Could this grant still do anything at all?"""
    used = grant.used
    if grant.count - len(used) <= 0:
        return False
    city = state.city
    people = grant.people
    if grant.kind is GRANT.SUMMON:
        target = state.card_pos(state.current, grant.target or "")
        pos_of = city.person_pos
        for pid, kind in city.person_kind.items():
            if (people == "any" or people == kind) and pid not in used \
                    and pos_of[pid] != target:
                return True
        return False
    for pid, kind in city.person_kind.items():
        if (people == "any" or people == kind) and pid not in used:
            return True
    return False
