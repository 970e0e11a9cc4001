"""Setting one building: the steps of "BAUEN" 3 to 6 of the rulebook.

"3. AUS DEM VORRAT SETZEN", "4. PUNKTE FÜR DAS BAUEN: Jedes Mal, wenn ein
Spieler baut, erhält er dafür sofort Punkte", "5. VOGELCHIP ZIEHEN" (when the
tile shows a bird), "6. PLÄTTCHEN AUFDECKEN: Nun deckt der Spieler alle
Plättchen auf, die direkt über einen Weg oder einen Fluss an das Gebäude
angrenzen, das er soeben gesetzt hat."
"""
from __future__ import annotations

from .events import Event, EventKind, event
from .state import GameState
from .track import enter, note


def place(state: GameState, seat: int, f: int, events: list[Event], *,
          add_on: bool = False, landing: bool = False) -> None:
    """``seat`` builds on field ``f`` (its tile face up, its building in supply)."""
    tile = state.tile_at[f]
    player = state.seats[seat]
    player.supply[state.kind_at[f]] -= 1
    if add_on:
        state.second[f] = seat
        state.add_on_used = True
    else:
        state.first[f] = seat
    player.own.append(f)
    fid = state.geo.ids[f]
    events.append(event(EventKind.BUILT, seat, {
        "field": fid, "building": tile.building, "points": tile.points,
        "add_on": add_on, "landing": landing}))
    note(state, seat, "build", tile.points)
    enter(state, seat, tile.points, "build", events)
    if tile.bird:
        draw_chip(state, seat, fid, events)
    reveal_around(state, f, events)


def draw_chip(state: GameState, seat: int, fid: str, events: list[Event]) -> None:
    """"zieht er 1 Vogelchip vom Vorrat und sieht ihn sich geheim an". With the
    pool empty nothing is drawn (docs/RULES_NOTES.md, Santa Cruz)."""
    if not state.chip_pool:
        events.append(event(EventKind.NO_CHIP_LEFT, seat, {"field": fid}))
        return
    value = state.chip_pool.pop()
    state.seats[seat].chips.append(value)
    events.append(event(EventKind.CHIP_DRAWN, seat, {
        "field": fid, "value": value, "count": len(state.seats[seat].chips)}))


def reveal_around(state: GameState, f: int, events: list[Event]) -> None:
    """Turn face up every tile joined directly by a path or a river to ``f``."""
    face_up = state.face_up
    shown = []
    for n in state.geo.reveal_nbrs[f]:
        if not face_up[n]:
            face_up[n] = True
            shown.append((state.geo.ids[n], state.tile_at[n]))
    if shown:
        events.append(event(EventKind.TILES_REVEALED, -1, {"tiles": tuple(shown)}))


def reveal(state: GameState, f: int, events: list[Event]) -> None:
    """Turn the chosen face-down tile face up ("VERDECKTE PLÄTTCHEN: In diesem
    Fall deckt er das gewählte Plättchen auf")."""
    state.face_up[f] = True
    events.append(event(EventKind.TILES_REVEALED, -1, {
        "tiles": ((state.geo.ids[f], state.tile_at[f]),), "chosen": True}))
