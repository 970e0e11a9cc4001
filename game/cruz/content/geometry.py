"""Plane geometry of the Santa Cruz map, and the drawable shapes a table needs.

``table_geometry(cruz_map)`` is a pure function from the map read out of
``levels/maps/santa_cruz.tmx`` (``map_file.read_map``) to what a pygame table draws:
island outlines, volcano areas, field centres and radius, path and river
polylines, all in map units (the TMX canvas, 1600x1000). ``TableGeometry.fitted``
scales and centres it into a screen rectangle. Nothing here reads files or
imports pygame; the small helpers (point in polygon, distance to a polyline) are
also what the map loader validates with.
"""
from __future__ import annotations

import math
from itertools import pairwise
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.board import Area

if TYPE_CHECKING:
    from .map_file import CruzMap

Point = tuple[float, float]
Polyline = tuple[Point, ...]


def inside(point: Point, polygon: Polyline) -> bool:
    """Whether ``point`` lies inside the closed ``polygon`` (even-odd rule)."""
    x, y = point
    hit = False
    n = len(polygon)
    for i in range(n):
        (x1, y1), (x2, y2) = polygon[i], polygon[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def _segment(point: Point, a: Point, b: Point) -> tuple[float, float]:
    """(distance from point to segment ab, fraction 0..1 of the nearest spot along ab)."""
    (px, py), (ax, ay), (bx, by) = point, a, b
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy)), t


def nearest_along(point: Point, line: Polyline) -> tuple[float, float]:
    """(distance from point to the polyline, distance along the line to the nearest spot)."""
    best, where, walked = math.inf, 0.0, 0.0
    for a, b in pairwise(line):
        gap, t = _segment(point, a, b)
        length = math.dist(a, b)
        if gap < best:
            best, where = gap, walked + t * length
        walked += length
    return best, where


@dataclass(frozen=True)
class Shape:
    """An island outline (``kind`` "island") or a volcano area on it ("volcano")."""
    island: str
    kind: str
    points: Polyline


@dataclass(frozen=True)
class TableGeometry:
    """Everything a table draws of the board, in one coordinate system.

    ``islands`` and ``volcanoes`` are closed polygons (draw islands first, then
    volcanoes over them, then rivers, paths and fields); ``rivers`` maps a river's
    name to its polyline from the sea at its mouth up to its source; ``paths`` holds
    ``(from, to, polyline)``; ``centres`` and ``areas`` are keyed by field id.
    """
    size: Point
    islands: tuple[Shape, ...]
    volcanoes: tuple[Shape, ...]
    centres: dict[str, Point]
    areas: dict[str, Area]
    field_radius: float
    paths: tuple[tuple[str, str, Polyline], ...]
    rivers: dict[str, Polyline]
    river_labels: dict[str, str]

    def fitted(self, rect: tuple[float, float, float, float]) -> TableGeometry:
        """The same geometry scaled (aspect kept) and centred into ``rect`` = (x, y, w, h)."""
        x, y, w, h = rect
        s = min(w / self.size[0], h / self.size[1])
        ox, oy = x + (w - self.size[0] * s) / 2, y + (h - self.size[1] * s) / 2

        def p(pt: Point) -> Point:
            return (ox + pt[0] * s, oy + pt[1] * s)

        def line(pts: Polyline) -> Polyline:
            return tuple(p(q) for q in pts)

        return TableGeometry(
            size=(self.size[0] * s, self.size[1] * s),
            islands=tuple(Shape(i.island, i.kind, line(i.points)) for i in self.islands),
            volcanoes=tuple(Shape(v.island, v.kind, line(v.points)) for v in self.volcanoes),
            centres={k: p(c) for k, c in self.centres.items()},
            areas=dict(self.areas),
            field_radius=self.field_radius * s,
            paths=tuple((a, b, line(pts)) for a, b, pts in self.paths),
            rivers={k: line(v) for k, v in self.rivers.items()},
            river_labels=dict(self.river_labels))


def table_geometry(cruz_map: CruzMap) -> TableGeometry:
    """The drawable geometry of a map read by ``map_file.read_map``, in map units."""
    return TableGeometry(
        size=(float(cruz_map.width), float(cruz_map.height)),
        islands=tuple(s for s in cruz_map.shapes if s.kind == "island"),
        volcanoes=tuple(s for s in cruz_map.shapes if s.kind == "volcano"),
        centres={f.id: f.centre for f in cruz_map.fields},
        areas={f.id: f.area for f in cruz_map.fields},
        field_radius=cruz_map.field_radius,
        paths=tuple((p.start, p.end, p.points) for p in cruz_map.paths),
        rivers={r.name: r.points for r in cruz_map.rivers},
        river_labels={r.name: r.label for r in cruz_map.rivers})
