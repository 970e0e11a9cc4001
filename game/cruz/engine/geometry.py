"""The board as index tables: each field a number, each neighbour list a tuple.

Built once per ``Board`` (and cached): the rules work on field numbers in the
board's order, never on ids, so every lookup in a turn is a list index.
"""
from __future__ import annotations

from dataclasses import dataclass

from .actions import Build, Land
from .board import Area, Board


@dataclass(frozen=True, slots=True)
class Geometry:
    board: Board
    ids: tuple[str, ...]                       # field number -> id
    index: dict[str, int]                      # id -> field number
    area: tuple[Area, ...]
    coast: tuple[int, ...]                     # coast fields, ascending
    volcano: tuple[int, ...]
    on_river: tuple[bool, ...]
    path_nbrs: tuple[tuple[int, ...], ...]     # fields joined directly by a path
    reveal_nbrs: tuple[tuple[int, ...], ...]   # joined directly by a path or a river
    rivers_at: tuple[tuple[int, ...], ...]     # rivers (numbers) a field lies on
    river_fields: tuple[tuple[int, ...], ...]  # river number -> its fields, ascending
    river_names: tuple[str, ...]
    build_actions: tuple[Build, ...]           # shared action objects per field
    add_on_actions: tuple[Build, ...]
    land_actions: tuple[Land, ...]


_CACHE: dict[int, Geometry] = {}


def geometry_of(board: Board) -> Geometry:
    """The index tables of ``board`` (made once per board object)."""
    geo = _CACHE.get(id(board))
    if geo is not None and geo.board is board:
        return geo
    geo = _build(board)
    if len(_CACHE) > 64:                  # boards made per query (the cruz command)
        _CACHE.clear()
    _CACHE[id(board)] = geo
    return geo


def _build(board: Board) -> Geometry:
    ids = tuple(f.id for f in board.fields)
    index = {fid: i for i, fid in enumerate(ids)}
    river_names = tuple(board.rivers)
    river_no = {name: r for r, name in enumerate(river_names)}
    path_nbrs = tuple(tuple(sorted(index[n] for n in board.path_links[fid])) for fid in ids)
    reveal = tuple(tuple(sorted({index[n] for n in board.path_links[fid]}
                                | {index[n] for n in board.river_links[fid]}))
                   for fid in ids)
    rivers_at = tuple(tuple(sorted(river_no[r] for r in board.rivers_at[fid])) for fid in ids)
    river_fields = tuple(tuple(sorted({index[f] for f in board.rivers[name]}))
                         for name in river_names)
    areas = tuple(f.area for f in board.fields)
    return Geometry(
        board=board, ids=ids, index=index, area=areas,
        coast=tuple(i for i, a in enumerate(areas) if a is Area.COAST),
        volcano=tuple(i for i, a in enumerate(areas) if a is Area.VOLCANO),
        on_river=tuple(bool(r) for r in rivers_at),
        path_nbrs=path_nbrs, reveal_nbrs=reveal, rivers_at=rivers_at,
        river_fields=river_fields, river_names=river_names,
        build_actions=tuple(Build(fid) for fid in ids),
        add_on_actions=tuple(Build(fid, True) for fid in ids),
        land_actions=tuple(Land(fid) for fid in ids),
    )
