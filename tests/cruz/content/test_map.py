"""The Santa Cruz map (levels/maps/santa_cruz.tmx) as designed in docs/SANTA_CRUZ_MAP.md."""
from __future__ import annotations

import subprocess
import sys
from collections import Counter, deque

import pytest

from game.cruz.content import load_board, read_map, table_geometry
from game.cruz.engine.board import Area, Board


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board()


def _reach(board: Board, start: set[str], rivers: bool = True) -> dict[str, int]:
    """Fields reached from ``start`` over paths (and rivers), with the number of steps."""
    steps = {f: 0 for f in start}
    todo = deque(start)
    while todo:
        f = todo.popleft()
        nxt = board.path_links[f] | (board.river_links[f] if rivers else frozenset())
        for g in nxt:
            if g not in steps:
                steps[g] = steps[f] + 1
                todo.append(g)
    return steps


def test_49_fields_with_ids_by_area(board: Board) -> None:
    assert len(board.fields) == 49
    assert {f.id[0] for f in board.fields if f.area is Area.COAST} == {"k"}
    assert {f.id[0] for f in board.fields if f.area is Area.LAND} == {"l"}
    assert {f.id[0] for f in board.fields if f.area is Area.VOLCANO} == {"v"}
    for prefix in "klv":
        numbers = sorted(int(f.id[1:]) for f in board.fields if f.id[0] == prefix)
        assert numbers == list(range(1, len(numbers) + 1))


def test_areas_per_island(board: Board) -> None:
    counts = Counter((f.island, f.area.value) for f in board.fields)
    assert counts == {("main", "coast"): 10, ("main", "land"): 22,
                      ("small", "coast"): 4, ("small", "land"): 3,
                      ("volcanic", "coast"): 4, ("volcanic", "volcano"): 6}
    assert (len(board.ids_of(Area.COAST)), len(board.ids_of(Area.LAND)),
            len(board.ids_of(Area.VOLCANO))) == (18, 25, 6)


def test_every_path_joins_two_fields_of_one_island(board: Board) -> None:
    assert len(board.paths) == 64
    assert len({frozenset(p) for p in board.paths}) == 64
    for a, b in board.paths:
        assert a != b and a in board.by_id and b in board.by_id
        assert board.by_id[a].island == board.by_id[b].island


def test_three_rivers_cross_the_main_island_and_one_short(board: Board) -> None:
    assert sorted(board.rivers) == ["r1", "r2", "r3", "r4"]
    inland = _reach(board, set(board.ids_of(Area.COAST)), rivers=False)
    main = [board.rivers[n] for n in ("r1", "r2", "r3")]
    for river in main:
        assert {board.by_id[f].island for f in river} == {"main"}
        assert len(river) >= 5
        assert board.by_id[river[0]].area is Area.COAST       # the mouth: rivers flow to the coast
        assert all(board.by_id[f].area is Area.LAND for f in river[1:])
        assert max(inland[f] for f in river) >= 2               # reaches inland
    assert len({river[0] for river in main}) == 3               # three different mouths
    short = board.rivers["r4"]
    assert len(short) == 3 and {board.by_id[f].island for f in short} == {"small"}
    assert board.by_id[short[0]].area is Area.COAST
    on_river = {f for river in board.rivers.values() for f in river}
    assert len(on_river) == 19                                  # r1 and r2 share the lake l13
    assert [f for f in on_river if len(board.rivers_at[f]) > 1] == ["l13"]


def test_every_field_reachable_from_the_coast(board: Board) -> None:
    assert len(_reach(board, set(board.ids_of(Area.COAST)))) == 49
    # by paths alone too: every island's path network is one piece (4 joined buildings anywhere)
    for island in ("main", "small", "volcanic"):
        ids = {f.id for f in board.fields if f.island == island}
        start = next(iter(ids))
        assert set(_reach(board, {start}, rivers=False)) == ids


def test_every_coast_field_leads_inland_and_volcano_fields_hang_together(board: Board) -> None:
    for fid in board.ids_of(Area.COAST):
        assert any(board.by_id[g].area is not Area.COAST for g in board.path_links[fid]), fid
    volcano = set(board.ids_of(Area.VOLCANO))
    start = next(iter(volcano))
    seen, todo = {start}, [start]
    while todo:
        for g in board.path_links[todo.pop()] & volcano - seen:
            seen.add(g)
            todo.append(g)
    assert seen == volcano


def test_positions_are_fractions_of_the_canvas(board: Board) -> None:
    for f in board.fields:
        assert 0 < f.x < 1 and 0 < f.y < 1
    spots = [(f.x * 1600, f.y * 1000) for f in board.fields]
    closest = min(((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5
                  for i, (ax, ay) in enumerate(spots) for bx, by in spots[i + 1:])
    assert closest > 2 * 28                                     # no two field circles overlap


def test_table_geometry_is_what_the_map_holds() -> None:
    cruz_map = read_map()
    geo = table_geometry(cruz_map)
    assert geo.size == (1600.0, 1000.0) and geo.field_radius == 28.0
    assert sorted(s.island for s in geo.islands) == ["main", "small", "volcanic"]
    assert [s.island for s in geo.volcanoes] == ["volcanic"]
    assert len(geo.centres) == 49 and len(geo.paths) == 64
    assert sorted(geo.rivers) == ["r1", "r2", "r3", "r4"]
    assert geo.river_labels["r4"] == "Short River"
    assert table_geometry(cruz_map) == geo                      # pure: same map, same answer
    fit = geo.fitted((100, 50, 800, 800))
    assert fit.size == (800.0, 500.0) and fit.field_radius == 14.0
    for x, y in fit.centres.values():
        assert 100 <= x <= 900 and 200 <= y <= 700              # centred vertically: 150 above


def test_the_map_loads_without_pygame() -> None:
    code = ("import sys; sys.modules['pygame'] = None\n"
            "from game.cruz.content import load_board\n"
            "print(len(load_board().fields))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout == "49\n"
