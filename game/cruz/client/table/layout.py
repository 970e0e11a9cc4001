"""Where everything of Santa Cruz's table sits on the 1920x1080 canvas.

The map sits inside the score track (Zählleiste), which runs round it as on
the box's board: 50 cells, 0 at the top left, clockwise; its four corners are
free (the top-left one holds the compass with the 50-steps, the others the
bird chips and the scoring deck). Right of it the seats' panels and the game
log; under it the hand and, on the right, the buttons. The instruction, the
one thing to do now, runs along the top in large type.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.cruz.content import TableGeometry, read_map, table_geometry

TRACK_CELLS = 50
ALONG, ACROSS = 15, 10              # cells along the top/bottom, along each side
STEP = 74                           # a cell's length
DEPTH = 44                          # a cell's depth
CORNER = 70                         # the free squares at the track's corners
TOP = 92                            # the track's centre line at the top


@dataclass(frozen=True)
class TableLayout:
    """The table's rectangles and the map's geometry fitted to its place."""

    size: tuple[int, int]
    instruction: pygame.Rect
    ring: pygame.Rect                # the track's centre line
    map_rect: pygame.Rect
    geo: TableGeometry
    tile: int                        # a tile's side
    seats: tuple[pygame.Rect, ...]
    log: pygame.Rect
    hand: pygame.Rect
    buttons: pygame.Rect
    compass: pygame.Rect
    chip_pool: pygame.Rect
    deck: pygame.Rect

    def cell_centre(self, step: float) -> tuple[float, float]:
        """The centre of track cell ``step`` (fractions move between cells), 0..50."""
        s = step % TRACK_CELLS
        x0, y0, w, h = self.ring.x, self.ring.y, self.ring.w, self.ring.h
        c = CORNER / 2
        if s < ALONG:                                   # top, left to right
            return x0 + c + (s + 0.5) * STEP, y0
        s -= ALONG
        if s < ACROSS:                                  # right, top to bottom
            return x0 + w, y0 + c + (s + 0.5) * STEP
        s -= ACROSS
        if s < ALONG:                                   # bottom, right to left
            return x0 + w - c - (s + 0.5) * STEP, y0 + h
        s -= ALONG
        return x0, y0 + h - c - (s + 0.5) * STEP        # left, bottom to top

    def cell_rect(self, step: int) -> pygame.Rect:
        x, y = self.cell_centre(step)
        side = step % TRACK_CELLS
        horizontal = side < ALONG or ALONG + ACROSS <= side < 2 * ALONG + ACROSS
        r = pygame.Rect(0, 0, STEP - 4, DEPTH) if horizontal else \
            pygame.Rect(0, 0, DEPTH, STEP - 4)
        r.center = (round(x), round(y))
        return r

    def field_at(self, point: tuple[int, int]) -> str | None:
        """The field whose tile lies under ``point`` (None: none)."""
        half = self.tile / 2 + 2
        for fid, (x, y) in self.geo.centres.items():
            if abs(point[0] - x) <= half and abs(point[1] - y) <= half:
                return fid
        return None

    def tile_rect(self, fid: str) -> pygame.Rect:
        x, y = self.geo.centres[fid]
        r = pygame.Rect(0, 0, self.tile, self.tile)
        r.center = (round(x), round(y))
        return r


@lru_cache(maxsize=1)
def map_geometry() -> TableGeometry:
    """The map's geometry in map units (read once)."""
    return table_geometry(read_map())


def _min_gap(geo: TableGeometry) -> float:
    pts = list(geo.centres.values())
    return min(math.dist(a, b) for i, a in enumerate(pts) for b in pts[i + 1:])


@lru_cache(maxsize=4)
def table_layout(size: tuple[int, int] = (1920, 1080)) -> TableLayout:
    """The layout for a landscape canvas of ``size`` (the table is drawn at 1920x1080)."""
    w, h = size
    ring = pygame.Rect(36, TOP, ALONG * STEP + CORNER, ACROSS * STEP + CORNER)
    inner = ring.inflate(-DEPTH - 16, -DEPTH - 16)
    geo = map_geometry().fitted((inner.x, inner.y, inner.w, inner.h))
    tile = int(min(_min_gap(geo) * 0.8, geo.field_radius * 2.6))
    right = ring.right + DEPTH // 2 + 24
    col = pygame.Rect(right, TOP - DEPTH // 2, w - right - 16, 0)
    seat_h = 124
    seats = tuple(pygame.Rect(col.x, col.y + i * (seat_h + 8), col.w, seat_h) for i in range(4))
    bottom = ring.bottom + DEPTH // 2 + 10
    log = pygame.Rect(col.x, seats[-1].bottom + 10, col.w, bottom - seats[-1].bottom - 10)
    hand = pygame.Rect(ring.x - DEPTH // 2, bottom, ring.w + DEPTH, h - bottom - 8)
    buttons = pygame.Rect(col.x, bottom, col.w, h - bottom - 8)
    corner = CORNER

    def at(cx: int, cy: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, corner, corner)
        r.center = (cx, cy)
        return r

    return TableLayout(
        size=size, instruction=pygame.Rect(ring.x, 6, ring.w, TOP - DEPTH // 2 - 10),
        ring=ring, map_rect=inner, geo=geo, tile=tile, seats=seats, log=log, hand=hand,
        buttons=buttons, compass=at(ring.x, ring.y), chip_pool=at(ring.right, ring.y),
        deck=at(ring.right, ring.bottom))
