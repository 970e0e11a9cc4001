"""Where everything of Santa Cruz's table sits, on the 1920x1080 canvas or a
portrait kiosk's (taller than wide).

The map sits inside the score track (Zählleiste), which runs round it as on
the box's board: 50 cells, 0 at the top left, clockwise; its four corners are
free (the top-left one holds the compass with the 50-steps, the others the
bird chips and the scoring deck). Landscape: right of it the seats' panels and
the game log; under it the hand and, on the right, the buttons; the
instruction, the one thing to do now, runs along the top in large type.
Portrait (``portrait_layout``): the instruction on top, the track as wide as
the screen (its cells scaled down), then the seats' panels, the log (shorter
with more seats; a tap opens it whole), the hand and the buttons at the bottom.
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
    step: int = STEP                 # the track's cells, scaled to the canvas
    depth: int = DEPTH
    corner: int = CORNER
    choice: pygame.Rect | None = None    # the set choice and discard (None: the map)

    @property
    def portrait(self) -> bool:
        return self.size[1] > self.size[0]

    @property
    def choice_area(self) -> pygame.Rect:
        """Where the set choice shows (over the map, or at a portrait screen over
        the track and the panels)."""
        return self.choice if self.choice is not None else self.map_rect

    @property
    def discard_area(self) -> pygame.Rect:
        """Where round 2's discard shows: over the map (at a portrait screen the
        whole track, so its cards stand as large as in landscape)."""
        return self.frame if self.portrait else self.map_rect

    @property
    def frame(self) -> pygame.Rect:
        """The wooden frame round the track."""
        return self.ring.inflate(self.depth + 12, self.depth + 12)

    def cell_centre(self, step: float) -> tuple[float, float]:
        """The centre of track cell ``step`` (fractions move between cells), 0..50."""
        s = step % TRACK_CELLS
        x0, y0, w, h = self.ring.x, self.ring.y, self.ring.w, self.ring.h
        c, step = self.corner / 2, self.step
        if s < ALONG:                                   # top, left to right
            return x0 + c + (s + 0.5) * step, y0
        s -= ALONG
        if s < ACROSS:                                  # right, top to bottom
            return x0 + w, y0 + c + (s + 0.5) * step
        s -= ACROSS
        if s < ALONG:                                   # bottom, right to left
            return x0 + w - c - (s + 0.5) * step, y0 + h
        s -= ALONG
        return x0, y0 + h - c - (s + 0.5) * step        # left, bottom to top

    def cell_rect(self, step: int) -> pygame.Rect:
        x, y = self.cell_centre(step)
        side = step % TRACK_CELLS
        horizontal = side < ALONG or ALONG + ACROSS <= side < 2 * ALONG + ACROSS
        r = pygame.Rect(0, 0, self.step - 4, self.depth) if horizontal else \
            pygame.Rect(0, 0, self.depth, self.step - 4)
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


def _fit_map(ring: pygame.Rect, depth: int) -> tuple[pygame.Rect, TableGeometry, int]:
    """The map inside the track's ring: its rect, geometry and tile side."""
    inner = ring.inflate(-depth - 16, -depth - 16)
    geo = map_geometry().fitted((inner.x, inner.y, inner.w, inner.h))
    tile = int(min(_min_gap(geo) * 0.8, geo.field_radius * 2.6))
    return inner, geo, tile


def _corners(ring: pygame.Rect, corner: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The compass (top left), the bird chips (top right), the deck (bottom right)."""
    def at(cx: int, cy: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, corner, corner)
        r.center = (cx, cy)
        return r

    return at(ring.x, ring.y), at(ring.right, ring.y), at(ring.right, ring.bottom)


@lru_cache(maxsize=8)
def table_layout(size: tuple[int, int] = (1920, 1080), seats: int = 4) -> TableLayout:
    """The layout for a canvas of ``size``: landscape (the table is drawn at
    1920x1080, room for 4 seats whatever ``seats``), or portrait when it is
    taller than wide (``seats`` panels, 2-4)."""
    if size[1] > size[0]:
        return portrait_layout(size, seats)
    w, h = size
    ring = pygame.Rect(36, TOP, ALONG * STEP + CORNER, ACROSS * STEP + CORNER)
    inner, geo, tile = _fit_map(ring, DEPTH)
    right = ring.right + DEPTH // 2 + 24
    col = pygame.Rect(right, TOP - DEPTH // 2, w - right - 16, 0)
    seat_h = 124
    rows = tuple(pygame.Rect(col.x, col.y + i * (seat_h + 8), col.w, seat_h) for i in range(4))
    bottom = ring.bottom + DEPTH // 2 + 10
    log = pygame.Rect(col.x, rows[-1].bottom + 10, col.w, bottom - rows[-1].bottom - 10)
    hand = pygame.Rect(ring.x - DEPTH // 2, bottom, ring.w + DEPTH, h - bottom - 8)
    buttons = pygame.Rect(col.x, bottom, col.w, h - bottom - 8)
    compass, chip_pool, deck = _corners(ring, CORNER)
    return TableLayout(
        size=size, instruction=pygame.Rect(ring.x, 6, ring.w, TOP - DEPTH // 2 - 10),
        ring=ring, map_rect=inner, geo=geo, tile=tile, seats=rows, log=log, hand=hand,
        buttons=buttons, compass=compass, chip_pool=chip_pool, deck=deck)


MARGIN = 16                 # a portrait screen's edge
SEAT_H = 96                 # a seat's panel: two rows (wide: its played cards in row 1)
HAND_H = 220                # the hand at a portrait screen: cards half as large again
BUTTONS_H = 2 * 62 + 14     # the choices of the moment over the fixed buttons


def portrait_layout(size: tuple[int, int], seats: int = 4) -> TableLayout:
    """Top to bottom at a portrait screen: the instruction, the track with the map
    as wide as the screen, ``seats`` panels, the log, the hand, the buttons
    (at the bottom, under the thumbs)."""
    w, h = size
    # the track keeps its 15 x 10 cells and only shrinks: the frame fills the width
    k = (w - 2 * 8) / (ALONG * STEP + CORNER + DEPTH + 12)
    step, depth, corner = int(STEP * k), int(DEPTH * k), int(CORNER * k)
    instruction = pygame.Rect(MARGIN, 10, w - 2 * MARGIN, 124)
    half = (depth + 12) // 2
    ring_w, ring_h = ALONG * step + corner, ACROSS * step + corner
    ring = pygame.Rect((w - ring_w) // 2, instruction.bottom + 10 + half, ring_w, ring_h)
    inner, geo, tile = _fit_map(ring, depth)
    col = pygame.Rect(MARGIN, ring.bottom + half + 10, w - 2 * MARGIN, 0)
    n = max(2, min(4, seats))
    rows = tuple(pygame.Rect(col.x, col.y + i * (SEAT_H + 8), col.w, SEAT_H) for i in range(n))
    buttons = pygame.Rect(col.x, h - 8 - BUTTONS_H, col.w, BUTTONS_H)
    hand = pygame.Rect(col.x, buttons.y - 10 - HAND_H, col.w, HAND_H)
    log = pygame.Rect(col.x, rows[-1].bottom + 10, col.w, hand.y - 10 - rows[-1].bottom - 10)
    compass, chip_pool, deck = _corners(ring, corner)
    return TableLayout(
        size=size, instruction=instruction, ring=ring, map_rect=inner, geo=geo, tile=tile,
        seats=rows, log=log, hand=hand, buttons=buttons, compass=compass, chip_pool=chip_pool,
        deck=deck,
        step=step, depth=depth, corner=corner,
        # the sets over the track and the panels (set_choice's panel stands 40 px
        # inside this area); the log (or the guide's coach) and the hand stay in view:
        # round 2's choice is made with one's own scoring cards
        choice=pygame.Rect(ring.x - half, ring.y - half, ring.w + 2 * half,
                           rows[-1].bottom + 40 - ring.y + half))
