"""Where a player may build with a card (rulebook "BAUEN", "1. WOHIN BAUEN?").

- ship: "auf ein freies Küstenplättchen seiner Wahl";
- river: "auf ein freies Plättchen seiner Wahl auf einem Fluss. Auf diesem Fluss
  muss bereits mindestens ein Gebäude des Spielers stehen";
- path: "auf ein freies Plättchen seiner Wahl, das über einen Weg direkt mit
  einem eigenen Gebäude verbunden ist".

"3. AUS DEM VORRAT SETZEN: Der Spieler muss ein passendes Gebäude im Vorrat
haben", so a face-up field is a target only with its building in supply; a
face-down field is always one ("VERDECKTE PLÄTTCHEN": the player reveals it
and builds what it shows if he can). The add-on ("DAZUSETZEN") reaches fields
the same way but holding exactly one building, of another player.
"""
from __future__ import annotations

from .cards import BuildCard
from .state import GameState


def reach(state: GameState, seat: int, kind: BuildCard) -> list[int]:
    """The fields the card ``kind`` reaches for ``seat``, free or not, ascending."""
    geo = state.geo
    if kind is BuildCard.SHIP:
        return list(geo.coast)
    own = state.seats[seat].own
    if not own:
        return []
    found: set[int] = set()
    if kind is BuildCard.RIVER:
        rivers_at = geo.rivers_at
        river_fields = geo.river_fields
        seen: set[int] = set()
        for f in own:
            for r in rivers_at[f]:
                if r not in seen:
                    seen.add(r)
                    found.update(river_fields[r])
    else:
        path_nbrs = geo.path_nbrs
        for f in own:
            found.update(path_nbrs[f])
    return sorted(found)


def targets(state: GameState, seat: int, kind: BuildCard,
            add_on: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(free targets, add-on targets) of ``kind`` for ``seat``; the add-on list
    only when ``add_on`` is asked for (the caller knows whether it may)."""
    supply = state.seats[seat].supply
    first = state.first
    second = state.second
    face_up = state.face_up
    kind_at = state.kind_at
    free: list[int] = []
    extra: list[int] = []
    for f in reach(state, seat, kind):
        holder = first[f]
        if holder < 0:
            if not face_up[f] or supply[kind_at[f]]:
                free.append(f)
        elif add_on and holder != seat and second[f] < 0 and supply[kind_at[f]]:
            extra.append(f)
    return tuple(free), tuple(extra)


def may_add_on(state: GameState, seat: int) -> bool:
    """"Der Spieler, der im aktuellen Durchgang als Letzter am Zug ist ... darf in
    diesem gesamten Durchgang einmalig 1 Gebäude ... dazusetzen"."""
    return seat == state.last_player and not state.add_on_used


def why_not(state: GameState, seat: int, kind: BuildCard, f: int, add_on: bool) -> str:
    """Why field ``f`` is no target of ``kind`` for ``seat`` (for IllegalAction)."""
    geo = state.geo
    fid = geo.ids[f]
    building = state.tile_at[f].building.value
    if f not in reach(state, seat, kind):
        if kind is BuildCard.SHIP:
            return f"field {fid} is not a coast field"
        if kind is BuildCard.RIVER:
            return f"field {fid} is not on a river where player {seat} has a building"
        return f"field {fid} is not joined by a path to a building of player {seat}"
    if add_on:
        if not may_add_on(state, seat):
            return f"player {seat} may not add on now (only the round's last player, once)"
        if state.first[f] < 0:
            return f"field {fid} is free: the add-on builds on an occupied field"
        if state.second[f] >= 0:
            return f"field {fid} already holds two buildings"
        if state.first[f] == seat:
            return f"field {fid} holds player {seat}'s own building"
        return f"player {seat} has no {building} left in supply"
    if state.first[f] >= 0:
        return f"field {fid} is occupied"
    return f"player {seat} has no {building} left in supply"
