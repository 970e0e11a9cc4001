"""The Santa Cruz map, ``levels/maps/santa_cruz.tmx``, read with pytmx and checked strictly.

The map is a Tiled file (1 unit = 1 canvas pixel, no tile layers, no images) with
four object groups, drawn bottom to top:

- ``islands``: closed polygons, property ``island`` (the island's name) and
  ``kind``: ``island`` (its outline, one per island) or ``volcano`` (the volcano
  area on it, where every volcano field lies and no other field);
- ``rivers``: polylines named ``r1``, ``r2`` ..., property ``fields``: the field
  ids along the river, comma-separated, from the mouth (a coast field) upstream;
  the line starts in the sea and must pass over every listed field in that order;
  optional property ``label`` (a name to show);
- ``paths``: polylines, properties ``from`` and ``to`` (field ids on one island);
  the line's first point lies on ``from``, its last on ``to``;
- ``fields``: one ellipse (or point) per building field, named by its id (``k<n>``
  coast, ``l<n>`` land, ``v<n>`` volcano), properties ``area`` and ``island``;
  the field is the circle at the ellipse's centre (radius: half its width, or the
  map property ``field_radius`` for a point).

Map properties ``format`` = ``santa-cruz-map`` and ``format_version`` = 1. Any
problem raises ``CruzContentError`` naming the file and the object.
"""
from __future__ import annotations

import math
import os
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from ... import resources
from ...safeio.reader import MB, ReadError, read_bytes
from ..engine.board import Area, Board, Field
from .errors import CruzContentError
from .geometry import Point, Polyline, Shape, inside, nearest_along

# pytmx imports pygame when it is installed; keep pygame's banner off stdout
# (the `cruz` commands print one JSON value there).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pytmx  # type: ignore[import-untyped]  # noqa: E402

MAP_PATH = resources.LEVELS_DIR / "maps" / "santa_cruz.tmx"
MAP_LIMIT = 1 * MB          # the map is about 40 KB
FORMAT, FORMAT_VERSION = "santa-cruz-map", 1
FIELD_COUNT = 49            # the rulebook's board: 49 building fields
GROUPS = ("islands", "rivers", "paths", "fields")
AREA_OF_PREFIX = {"k": Area.COAST, "l": Area.LAND, "v": Area.VOLCANO}
_FIELD_ID = re.compile(r"[klv][1-9][0-9]{0,2}")
_RIVER_ID = re.compile(r"r[1-9][0-9]?")
_PYTMX_ERRORS = (ET.ParseError, ValueError, KeyError, TypeError, AttributeError, IndexError)


@dataclass(frozen=True)
class MapField:
    id: str
    area: Area
    island: str
    centre: Point
    radius: float


@dataclass(frozen=True)
class MapPath:
    start: str
    end: str
    points: Polyline


@dataclass(frozen=True)
class MapRiver:
    name: str
    label: str
    fields: tuple[str, ...]
    points: Polyline


@dataclass(frozen=True)
class CruzMap:
    """The map as read: the canvas size and every field, path, river and shape."""
    width: int
    height: int
    field_radius: float
    fields: tuple[MapField, ...]
    paths: tuple[MapPath, ...]
    rivers: tuple[MapRiver, ...]
    shapes: tuple[Shape, ...]


class _Reader:
    """Reads one TMX file; ``fail`` raises the one error naming the file."""

    def __init__(self, path: Path) -> None:
        self.name = path.name
        try:
            raw = read_bytes(path, MAP_LIMIT)
        except ReadError as exc:
            self.fail(f"cannot read the map ({exc})")
        try:
            self.tmx: Any = pytmx.TiledMap()
            self.tmx.filename = str(path)
            self.tmx.parse_xml(ET.fromstring(raw))
        except _PYTMX_ERRORS as exc:
            self.fail(f"not a Tiled map pytmx can read ({type(exc).__name__}: {exc})")

    def fail(self, message: str) -> NoReturn:
        raise CruzContentError(f"{self.name}: {message}")

    def group(self, name: str) -> list[Any]:
        try:
            layer = self.tmx.get_layer_by_name(name)
        except ValueError:
            self.fail(f"no object group named {name!r}")
        if not isinstance(layer, pytmx.TiledObjectGroup):
            self.fail(f"layer {name!r} is not an object group")
        return list(layer)

    def prop(self, obj: Any, what: str, key: str) -> str:
        value = (obj.properties or {}).get(key)
        if not isinstance(value, str) or not value.strip():
            self.fail(f"{what}: no text property {key!r}")
        return str(value).strip()

    def line(self, obj: Any, what: str, closed: bool) -> Polyline:
        points = getattr(obj, "points", None)
        kind = "polygon" if closed else "polyline"
        if points is None or bool(obj.closed) != closed or len(points) < (3 if closed else 2):
            self.fail(f"{what}: expected a {kind} with at least {3 if closed else 2} points")
        pts = tuple((float(p.x), float(p.y)) for p in points)
        if not all(math.isfinite(c) for p in pts for c in p):
            self.fail(f"{what}: a point is not a finite number")
        return pts


def read_map(path: Path | str | None = None) -> CruzMap:
    """Read and check the map (default ``levels/maps/santa_cruz.tmx``)."""
    r = _Reader(Path(path) if path is not None else MAP_PATH)
    props = r.tmx.properties or {}
    if props.get("format") != FORMAT or props.get("format_version") != FORMAT_VERSION:
        r.fail(f"map properties format/format_version must be {FORMAT!r}/{FORMAT_VERSION}, "
               f"got {props.get('format')!r}/{props.get('format_version')!r}")
    width, height = r.tmx.width * r.tmx.tilewidth, r.tmx.height * r.tmx.tileheight
    radius = props.get("field_radius")
    if not isinstance(radius, int) or isinstance(radius, bool) or radius <= 0:
        r.fail(f"map property field_radius must be a positive whole number, got {radius!r}")
    for name in GROUPS:
        r.group(name)
    fields = _fields(r, width, height, float(radius))
    by_id = {f.id: f for f in fields}
    shapes = _shapes(r, by_id)
    paths = _paths(r, by_id)
    rivers = _rivers(r, by_id)
    return CruzMap(width, height, float(radius), fields, paths, rivers, shapes)


def _fields(r: _Reader, width: int, height: int, radius: float) -> tuple[MapField, ...]:
    out: dict[str, MapField] = {}
    for obj in r.group("fields"):
        fid = obj.name
        if not isinstance(fid, str) or not _FIELD_ID.fullmatch(fid):
            r.fail(f"field object {obj.id}: name {fid!r} is not a field id like k1, l1, v1")
        what = f"field {fid!r}"
        if fid in out:
            r.fail(f"{what} defined twice")
        area = r.prop(obj, what, "area")
        if area != AREA_OF_PREFIX[fid[0]].value:
            r.fail(f"{what}: property area must be {AREA_OF_PREFIX[fid[0]].value!r} "
                   f"(the id's letter), got {area!r}")
        w, h = float(obj.width or 0), float(obj.height or 0)
        if w != h:
            r.fail(f"{what}: expected a circle (width = height), got {w:g}x{h:g}")
        centre = (float(obj.x) + w / 2, float(obj.y) + h / 2)
        if not (0 <= centre[0] <= width and 0 <= centre[1] <= height):
            r.fail(f"{what}: centre {centre} lies outside the {width}x{height} canvas")
        out[fid] = MapField(fid, Area(area), r.prop(obj, what, "island"), centre,
                            w / 2 if w else radius)
    if len(out) != FIELD_COUNT:
        r.fail(f"expected {FIELD_COUNT} fields, found {len(out)}")
    order = {"k": 0, "l": 1, "v": 2}
    return tuple(sorted(out.values(), key=lambda f: (order[f.id[0]], int(f.id[1:]))))


def _shapes(r: _Reader, fields: dict[str, MapField]) -> tuple[Shape, ...]:
    shapes: list[Shape] = []
    for obj in r.group("islands"):
        what = f"island shape {obj.name or obj.id!r}"
        kind = r.prop(obj, what, "kind")
        if kind not in ("island", "volcano"):
            r.fail(f"{what}: property kind must be 'island' or 'volcano', got {kind!r}")
        shapes.append(Shape(r.prop(obj, what, "island"), kind, r.line(obj, what, closed=True)))
    named = {f.island for f in fields.values()}
    outlines = [s.island for s in shapes if s.kind == "island"]
    for island in sorted(named | set(outlines)):
        if outlines.count(island) != 1:
            r.fail(f"island {island!r}: expected one outline, found {outlines.count(island)}")
    for f in fields.values():
        home = next(s for s in shapes if s.kind == "island" and s.island == f.island)
        if not inside(f.centre, home.points):
            r.fail(f"field {f.id!r} lies outside the outline of its island {f.island!r}")
        others = [s.island for s in shapes if s.kind == "island" and s is not home
                  and inside(f.centre, s.points)]
        if others:
            r.fail(f"field {f.id!r} lies inside the outline of island {others[0]!r} too")
        on_volcano = any(s.kind == "volcano" and s.island == f.island and inside(f.centre, s.points)
                         for s in shapes)
        if on_volcano != (f.area is Area.VOLCANO):
            r.fail(f"field {f.id!r} ({f.area.value}) lies {'in' if on_volcano else 'outside'} "
                   f"a volcano area of island {f.island!r}")
    return tuple(shapes)


def _paths(r: _Reader, fields: dict[str, MapField]) -> tuple[MapPath, ...]:
    out: list[MapPath] = []
    seen: set[frozenset[str]] = set()
    for obj in r.group("paths"):
        what = f"path {obj.name or obj.id!r}"
        a, b = r.prop(obj, what, "from"), r.prop(obj, what, "to")
        for end in (a, b):
            if end not in fields:
                r.fail(f"{what}: no field {end!r}")
        if a == b or frozenset((a, b)) in seen:
            r.fail(f"{what}: joins {a} to {b}, " + ("itself" if a == b else "a second time"))
        if fields[a].island != fields[b].island:
            r.fail(f"{what}: joins fields on two islands ({a}, {b})")
        pts = r.line(obj, what, closed=False)
        for end, spot in ((a, pts[0]), (b, pts[-1])):
            if math.dist(spot, fields[end].centre) > fields[end].radius:
                r.fail(f"{what}: its {'first' if end == a else 'last'} point lies outside "
                       f"field {end!r}")
        seen.add(frozenset((a, b)))
        out.append(MapPath(a, b, pts))
    return tuple(out)


def _rivers(r: _Reader, fields: dict[str, MapField]) -> tuple[MapRiver, ...]:
    out: dict[str, MapRiver] = {}
    for obj in r.group("rivers"):
        name = obj.name
        if not isinstance(name, str) or not _RIVER_ID.fullmatch(name) or name in out:
            r.fail(f"river object {obj.id}: name {name!r} is not a new river name like r1")
        what = f"river {name!r}"
        along = tuple(s.strip() for s in r.prop(obj, what, "fields").split(","))
        if len(along) < 2 or len(set(along)) != len(along):
            r.fail(f"{what}: property fields must list at least two different fields")
        for fid in along:
            if fid not in fields:
                r.fail(f"{what}: no field {fid!r}")
        if fields[along[0]].area is not Area.COAST:
            r.fail(f"{what}: the first field (its mouth) must be a coast field, got {along[0]!r}")
        if len({fields[f].island for f in along}) != 1:
            r.fail(f"{what}: runs over two islands")
        pts = r.line(obj, what, closed=False)
        walked = -1.0
        for fid in along:
            gap, where = nearest_along(fields[fid].centre, pts)
            if gap > fields[fid].radius or where <= walked:
                r.fail(f"{what}: the line does not pass over {fid!r} "
                       + ("at all" if gap > fields[fid].radius else "in the listed order"))
            walked = where
        label = str((obj.properties or {}).get("label") or name)
        out[name] = MapRiver(name, label, along, pts)
    return tuple(out[k] for k in sorted(out, key=lambda n: int(n[1:])))


def board_of(cruz_map: CruzMap) -> Board:
    """The engine's ``Board`` of a map: field positions scaled to 0..1 of the canvas."""
    fields = tuple(Field(f.id, f.area, f.island, f.centre[0] / cruz_map.width,
                         f.centre[1] / cruz_map.height) for f in cruz_map.fields)
    try:
        return Board(fields, tuple((p.start, p.end) for p in cruz_map.paths),
                     {r.name: r.fields for r in cruz_map.rivers})
    except ValueError as exc:
        raise CruzContentError(f"{MAP_PATH.name}: {exc}") from None


def load_board(path: Path | str | None = None) -> Board:
    """The board of the map file (default ``levels/maps/santa_cruz.tmx``), checked."""
    return board_of(read_map(path))
