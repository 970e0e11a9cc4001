"""The moves of a grant whose people no other open grant can move (the
usual single grant, and the final movement's grant per kind), listed in one
pass over the people; ``people_choices.grant_actions`` uses them before its
general way (``tests/monica/engine/test_memos.py`` compares the two)."""
from __future__ import annotations

from typing import Any

from game.monica.engine import actions as A
from game.monica.engine.city import City, Pos
from game.monica.engine.kinds import GRANT
from game.monica.engine.movement import VipWalks, listed_vip_walks, paths_near, vip_table
from game.monica.engine.state import Grant

# One shared object, like the other common actions (``rules``).
END = A.EndActions()

Moves = dict[tuple[object, ...], list[A.Move]]


def grant_moves(city: City, grant: Grant, i: int, moves: Moves, beach: int, street: int,
                out: list[A.Action]) -> bool:
    """Add the moves of grant ``i`` to ``out`` when no other open grant can
    move its people, in one pass over the people (as
    ``people_choices._open_groups`` groups them, then ``grant_actions`` lists
    them): a person is listed when the grant may move it, has not, and no one
    before it of its kind stands on its space. (True: False is left to a
    test, for the general way.)"""
    used = grant.used
    if grant.count - len(used) > 0:
        allowed = grant.people
        anyone = allowed == "any"
        steps = grant.steps
        vips = steps > 1
        pos_of = city.person_pos
        seen: dict[Pos | tuple[str, Pos], int] = {}
        table: VipWalks | None = None
        for pid, kind in city.person_kind.items():
            if not (anyone or kind == allowed) or pid in used:
                continue
            start = pos_of[pid]
            # (One look-up: the first person on a space names its group; a
            # grant for one kind of people groups them by space alone.)
            if seen.setdefault((kind, start) if anyone else start, pid) != pid:
                continue
            # (As ``people_choices.grant_actions`` lists a group's moves.)
            if vips and kind == "vip":
                if table is None:
                    table = vip_table(city)
                walks = table.get((start, steps)) \
                    or listed_vip_walks(city, start, steps, table=table)
                mkey: tuple[object, ...] = (i, pid, start, steps, id(walks))
            else:
                walks = ()
                mkey = (i, pid, start, steps)
            listed = moves.get(mkey)
            if listed is None:
                listed = moves[mkey] = A.make_moves(
                    i, pid, walks or paths_near(city, beach, street, start, steps).values())
            out += listed
    return True


# Grants of their own kinds' moves kept at most this many in a city's memo
# generation (a search of the final movement makes many).
OWN_KEPT = 4096


def own_kind_grants(city: City, grants: list[Grant], memos: dict[str, Any], moves: Moves,
                    beach: int, street: int) -> list[A.Action] | None:
    """``grant_actions`` when every grant moves people of a kind of its own
    (the final movement; None otherwise). Each grant's moves are then kept by
    the Grant object, in the city's memos of its filled spaces: while such
    grants are open, people of a grant's kind move only by that grant (no
    other grant, summon or return can; gains come before the grants are
    made), and using a grant replaces its object. So as long as a state holds
    the same object, that grant's people stand where they stood when its
    moves were listed, on this state or a clone of it (the state changes only
    through ``apply_action``). After a move the other grants' moves are found
    again, not listed afresh (0.27 M instructions a random game)."""
    kinds: set[str] = set()
    for grant in grants:
        if grant.kind is not GRANT.MOVE or grant.people == "any" or grant.people in kinds:
            return None
        kinds.add(grant.people)
    kept: dict[int, tuple[Grant, int, list[A.Action]]] | None = memos.get("own kinds")
    if kept is None or len(kept) >= OWN_KEPT:
        kept = memos["own kinds"] = {}
    out: list[A.Action] = []
    for i, grant in enumerate(grants):
        # (Kept by id, with the object itself: no other object gets its id
        # while the entry holds it.)
        hit = kept.get(id(grant))
        if hit is not None and hit[0] is grant and hit[1] == i:
            out += hit[2]
            continue
        mine: list[A.Action] = []
        grant_moves(city, grant, i, moves, beach, street, mine)
        kept[id(grant)] = (grant, i, mine)
        out += mine
    out.append(END)
    return out
