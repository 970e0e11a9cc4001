"""The people part of the interaction model: who may move (one person per
group the engine treats as interchangeable), with which grant, where to, the
VIP's walk step by step, sending home, and what a click in the city means
while people are being moved. Functions of the ``Interaction`` they read and
update. No pygame."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.monica.engine import actions as A
from game.monica.engine import as_listed
from game.monica.client.table.interaction_words import Key, Pos

if TYPE_CHECKING:
    from game.monica.client.table.interaction import Interaction


def person_actions(ui: Interaction) -> list[A.Move | A.Summon | A.ReturnPerson]:
    return [a for a in ui.legal if isinstance(a, (A.Move, A.Summon, A.ReturnPerson))]


def grant_open(ui: Interaction, i: int) -> bool:
    return any(a.grant == i for a in person_actions(ui))


def open_grants(ui: Interaction) -> list[int]:
    return [i for i in range(len(ui.state.grants)) if grant_open(ui, i)]


def group_key(ui: Interaction, pid: int) -> tuple:
    city = ui.state.city
    return (city.person_kind[pid], city.person_pos[pid],
            tuple(pid in g.used for g in ui.state.grants))


def representative(ui: Interaction, pid: int) -> int | None:
    """The person the engine lists for ``pid``'s interchangeable group."""
    reps = {a.person for a in person_actions(ui)}
    if pid in reps:
        return pid
    city = ui.state.city
    if pid not in city.person_kind:
        return None
    key = group_key(ui, pid)
    for r in sorted(reps):
        if r in city.person_kind and group_key(ui, r) == key:
            return r
    return None


def movable_people(ui: Interaction) -> list[int]:
    if ui.phase not in ("actions", "final"):
        return []
    city = ui.state.city
    return [p for p in sorted(city.person_kind) if representative(ui, p) is not None]


def grants_for(ui: Interaction, pid: int) -> list[int]:
    rep = representative(ui, pid)
    return sorted({a.grant for a in person_actions(ui) if a.person == rep})


def active_grant(ui: Interaction) -> int | None:
    if ui.person is None:
        return ui.grant_choice
    options = grants_for(ui, ui.person)
    if ui.grant_choice in options:
        return ui.grant_choice
    return options[0] if options else None


def is_vip(ui: Interaction, pid: int) -> bool:
    return ui.state.city.person_kind.get(pid) == "vip"


def destinations(ui: Interaction) -> dict[Pos, A.Action]:
    """Where the selected person can end up with the active grant."""
    g = active_grant(ui)
    if ui.person is None or g is None:
        return {}
    rep = representative(ui, ui.person)
    grant = ui.state.grants[g]
    out: dict[Pos, A.Action] = {}
    if grant.kind == "move" and not is_vip(ui, ui.person):
        for a in ui.of(A.Move):
            if a.grant == g and a.person == rep:
                out[a.path[-1]] = a
    elif grant.kind == "summon":
        target = ui.state.card_pos(ui.state.current, grant.target or "")
        if target is not None and rep is not None and any(a.grant == g and a.person == rep
                                                          for a in ui.of(A.Summon)):
            out[target] = A.Summon(g, rep)
    return out


def vip_next(ui: Interaction) -> list[Pos]:
    """Spaces the selected VIP may step onto next (path building)."""
    g = active_grant(ui)
    if ui.person is None or g is None or not is_vip(ui, ui.person):
        return []
    grant = ui.state.grants[g]
    if grant.kind != "move" or len(ui.path) >= grant.steps:
        return []
    city = ui.state.city
    here = ui.path[-1] if ui.path else city.person_pos[ui.person]
    return list(city.neighbours(here))


def path_footprints(ui: Interaction) -> list[Pos]:
    """Spaces on the VIP path so far that would get a new footprint."""
    city = ui.state.city
    out: list[Pos] = []
    for pos in ui.path:
        if pos not in out and city.vip_earns(pos):
            out.append(pos)
    return out


def path_useful(ui: Interaction) -> bool:
    if not ui.path or ui.person is None:
        return False
    start = ui.state.city.person_pos[ui.person]
    return ui.path[-1] != start or bool(path_footprints(ui))


def vip_move(ui: Interaction) -> A.Move | None:
    g = active_grant(ui)
    rep = representative(ui, ui.person) if ui.person is not None else None
    if g is None or rep is None or not path_useful(ui):
        return None
    # A hand-drawn walk becomes the listed walk with the same outcome.
    move = as_listed(ui.state, A.Move(g, rep, tuple(ui.path)))
    return move if isinstance(move, A.Move) else None


def can_return(ui: Interaction) -> bool:
    g = active_grant(ui)
    if ui.person is None or g is None:
        return False
    rep = representative(ui, ui.person)
    return any(a.grant == g and a.person == rep for a in ui.of(A.ReturnPerson))


def select(ui: Interaction, pid: int) -> None:
    ui.person = pid
    ui.path = []


def click(ui: Interaction, key: Key) -> A.Action | None:
    kind = key[0]
    city = ui.state.city
    if kind == "person":
        pid = key[1]
        if pid == ui.person and not ui.path:
            ui.person = None
            return None
        if representative(ui, pid) is not None and not (
                ui.person is not None and (destinations(ui) or vip_next(ui))
                and city.person_pos.get(pid) in (*destinations(ui), *vip_next(ui))):
            select(ui, pid)
            return None
        if ui.person is None:
            return None
        key = ("space", city.person_pos[pid])   # a click on a person = its space
        kind = "space"
    if kind != "space":
        return None
    pos = key[1]
    if ui.person is not None:
        dest = destinations(ui)
        if pos in dest:
            return dest[pos]
        if pos in vip_next(ui):
            ui.path.append(pos)
            g = active_grant(ui)
            if g is not None and len(ui.path) >= ui.state.grants[g].steps:
                move = vip_move(ui)
                if move is not None:
                    return move
            return None
        if ui.path and pos == ui.path[-1]:
            return vip_move(ui)
    # a click on a space with movable people selects one of them (cycling)
    here = [p for p in movable_people(ui) if city.person_pos[p] == pos]
    if here:
        if ui.person in here:
            i = here.index(ui.person)
            select(ui, here[(i + 1) % len(here)])
        else:
            select(ui, here[0])
    return None
