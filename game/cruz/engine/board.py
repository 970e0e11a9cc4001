"""The Santa Cruz board and its components as plain data: fields, paths, rivers, tiles.

The rulebook (../shared/seeds/santa-cruz-rules-de.txt, "Material") names 49 building
fields on three islands, 54 tiles and 22 bird chips; the published board is not in our
sources, so the map itself is our own design (levels/maps/santa_cruz.tmx, docs/SANTA_CRUZ_MAP.md).
Everything here is immutable so a state can share one Board between thousands of games.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Area(str, Enum):
    """The kind of a building field; a tile is dealt only onto fields of its own area."""
    COAST = "coast"
    LAND = "land"
    VOLCANO = "volcano"


class Building(str, Enum):
    LIGHTHOUSE = "lighthouse"
    CHURCH = "church"
    HOUSE = "house"


class Resource(str, Enum):
    SHEEP = "sheep"
    FISH = "fish"
    WOOD = "wood"
    SUGAR = "sugar"
    GOLD = "gold"


@dataclass(frozen=True, slots=True)
class Tile:
    """What a tile shows: the one building allowed on it, its points, resources,
    the "+N" fish bonus (0 where none) and whether a bird chip is drawn there."""
    area: Area
    building: Building
    points: int
    resources: tuple[Resource, ...] = ()
    fish_bonus: int = 0
    bird: bool = False


@dataclass(frozen=True, slots=True)
class Field:
    """A building field: its id (e.g. "k1"), area, island and where it is drawn
    (canvas coordinates of the map's layout, 0..1 in each axis)."""
    id: str
    area: Area
    island: str = "main"
    x: float = 0.0
    y: float = 0.0


@dataclass(frozen=True)
class Board:
    """Fields, paths (pairs of field ids, each joining two fields directly) and rivers
    (name -> field ids in order along the river). Lookups are precomputed once.

    ``river_gaps``: pairs of fields that stand next to each other in a river's list but
    are not joined by it, because the river passes a point between them that is no
    building field (a position of the ``cruz`` command may name such points)."""
    fields: tuple[Field, ...]
    paths: tuple[tuple[str, str], ...]
    rivers: dict[str, tuple[str, ...]]
    river_gaps: frozenset[tuple[str, str]] = frozenset()
    by_id: dict[str, Field] = field(init=False, repr=False, compare=False)
    path_links: dict[str, frozenset[str]] = field(init=False, repr=False, compare=False)
    river_links: dict[str, frozenset[str]] = field(init=False, repr=False, compare=False)
    rivers_at: dict[str, frozenset[str]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_id = {f.id: f for f in self.fields}
        if len(by_id) != len(self.fields):
            raise ValueError("two fields share an id")
        path_links: dict[str, set[str]] = {f: set() for f in by_id}
        for a, b in self.paths:
            if a not in by_id or b not in by_id or a == b:
                raise ValueError(f"path {a}-{b} does not join two fields of the board")
            path_links[a].add(b)
            path_links[b].add(a)
        river_links: dict[str, set[str]] = {f: set() for f in by_id}
        rivers_at: dict[str, set[str]] = {f: set() for f in by_id}
        for name, along in self.rivers.items():
            for i, f in enumerate(along):
                if f not in by_id:
                    raise ValueError(f"river {name} names an unknown field {f}")
                rivers_at[f].add(name)
                if i and (along[i - 1], f) not in self.river_gaps:
                    river_links[f].add(along[i - 1])
                    river_links[along[i - 1]].add(f)
        object.__setattr__(self, "by_id", by_id)
        object.__setattr__(self, "path_links", {k: frozenset(v) for k, v in path_links.items()})
        object.__setattr__(self, "river_links", {k: frozenset(v) for k, v in river_links.items()})
        object.__setattr__(self, "rivers_at", {k: frozenset(v) for k, v in rivers_at.items()})

    def ids_of(self, area: Area) -> tuple[str, ...]:
        return tuple(f.id for f in self.fields if f.area is area)
