"""The map with its tiles and buildings, drawn from the table's model.

The map itself (sea, islands, rivers, paths, volcano) is drawn once per size
and blitted. Over it each field's tile, face down or up; a tile being turned
is drawn narrowing to its edge and widening again with its face (``flips``).
Buildings stand on their tiles (an add-on's second building beside the first).
The fields a chosen card reaches pulse with a green ring; the fields of the
add-on (Dazusetzen) pulse with a dashed amber ring and a "+" badge, so the two
are told apart by shape as well as colour. The eruption shakes the volcano.
"""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.client import gfx, theme
from game.client.layout_record import Kind, note_box
from game.cruz.client.art.islands import draw_map
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.table.layout import TableLayout, map_geometry
from game.cruz.client.table.model import TableModel
from game.cruz.engine import Area, Building

LEGAL = (92, 220, 120)
ADD_ON = (255, 176, 40)
CHOSEN = (255, 240, 120)


class BoardView:
    def __init__(self, layout: TableLayout, pictures: CruzPictures) -> None:
        self.layout = layout
        self.pictures = pictures
        self.flips: dict[str, float] = {}        # field -> 0..1 while its tile turns
        self.still = False                       # reduced motion: no shaking, no pulsing
        self.under: Callable[[], pygame.Surface] = lambda: pygame.Surface((1, 1))
        self._layer_key: tuple[object, ...] = ()
        self._layer_surface: pygame.Surface | None = None
        self._map: pygame.Surface | None = None

    def map_surface(self) -> pygame.Surface:
        if self._map is None:
            r = self.layout.map_rect
            self._map = draw_map(map_geometry().fitted((0, 0, r.w, r.h)), r.size)
        return self._map

    def shake(self, model: TableModel, t: float) -> tuple[int, int]:
        if model.erupting <= 0 or self.still:
            return (0, 0)
        a = 6 * model.erupting
        return (round(a * math.sin(t * 61)), round(a * math.cos(t * 47)))

    def draw(self, canvas: pygame.Surface, model: TableModel, t: float,
             targets: tuple[str, ...] = (), add_ons: tuple[str, ...] = (),
             chosen: str | None = None, colors: list[str] | None = None) -> None:
        colors = colors or []
        lay = self.layout
        if self.flips or model.erupting > 0:          # moving: drawn afresh each frame
            canvas.blit(self.map_surface(), lay.map_rect.topleft)
            if model.erupting > 0:
                self.draw_eruption(canvas, model.erupting, t)
            self._pieces(canvas, model, colors, t, (0, 0))
        elif canvas.get_size() == self.base_size():  # still: the kept picture, whole
            canvas.blit(self._layer(model, colors), (0, 0))
        else:
            canvas.blit(self._layer(model, colors), (0, 0), lay.map_rect)
        size = lay.tile
        pulse = 0.5 if self.still else 0.5 + 0.5 * math.sin(t * 5.0)
        for fid in targets:
            self._ring(canvas, lay.tile_rect(fid), LEGAL, pulse, dashed=False)
        for fid in add_ons:
            self._ring(canvas, lay.tile_rect(fid), ADD_ON, pulse, dashed=True)
            self._plus(canvas, lay.tile_rect(fid))
        if chosen is not None:
            pygame.draw.rect(canvas, CHOSEN, lay.tile_rect(chosen).inflate(10, 10), 4,
                             border_radius=size // 3)

    def _layer(self, model: TableModel, colors: list[str]) -> pygame.Surface:
        """The whole table under the moving things (``under``: the sand and the
        track), with the map, its tiles and buildings as they stand, made again only
        when a tile, a building, a colour or the palette changes."""
        key = (tuple(model.tiles), tuple(tuple(o) for o in model.occupants), tuple(colors),
               self.pictures.palette.name)
        if key != self._layer_key or self._layer_surface is None:
            self._layer_key = key
            surf = self.under().copy()
            surf.blit(self.map_surface(), self.layout.map_rect.topleft)
            self._pieces(surf, model, colors, 0.0, (0, 0))
            self._layer_surface = surf
        return self._layer_surface

    def base_size(self) -> tuple[int, int]:
        return self.under().get_size()

    def _pieces(self, canvas: pygame.Surface, model: TableModel, colors: list[str], t: float,
                offset: tuple[int, int]) -> None:
        """Every tile, then every building on it, moved by ``offset``."""
        lay = self.layout
        size = lay.tile
        rects = []
        for i, fid in enumerate(model.ids):
            rect = lay.tile_rect(fid).move(offset)
            if model.areas[i] is Area.VOLCANO:
                rect.move_ip(*self.shake(model, t))
            rects.append(rect)
            self._tile(canvas, model, i, fid, rect, size)
        for i, rect in enumerate(rects):
            here = model.occupants[i]
            if not here:
                continue
            tile = model.tiles[i]
            kind = tile.building if tile is not None else Building.HOUSE
            for k, seat in enumerate(here):
                if seat < len(colors):
                    self.draw_building(canvas, kind, colors[seat], rect, k, len(here))

    def draw_eruption(self, canvas: pygame.Surface, strength: float, t: float) -> None:
        """Lava glowing over the volcano and smoke rising from its crater."""
        area = self.layout.map_rect
        glow = pygame.Surface(area.size, pygame.SRCALPHA)
        for shape in self.layout.geo.volcanoes:
            pts = [(x - area.x, y - area.y) for x, y in shape.points]
            pygame.draw.polygon(glow, (255, 96, 24, int(150 * strength)), pts)
            cx = sum(p[0] for p in pts) / len(pts)
            cy = sum(p[1] for p in pts) / len(pts)
            for k in range(5):            # puffs of smoke drifting up
                rise = (t * 60 + k * 23) % 110
                pygame.draw.circle(glow, (90, 84, 86, int(170 * strength * (1 - rise / 110))),
                                   (cx + 14 * math.sin(k * 1.7 + t), cy - 20 - rise),
                                   12 + k * 3 + rise * 0.15)
        canvas.blit(glow, area.topleft)

    def draw_building(self, canvas: pygame.Surface, kind: Building, color: str,
                      rect: pygame.Rect, k: int, n: int) -> None:
        """A building on its tile: the first in the middle, an add-on beside it."""
        side = int(rect.w * (0.72 if n == 1 else 0.6))
        img = self.pictures.building(kind, color, side)
        dx = 0 if n == 1 else (-rect.w * 0.22 if k == 0 else rect.w * 0.22)
        canvas.blit(img, img.get_rect(center=(rect.centerx + dx, rect.centery - rect.h * 0.08)))

    def building_spot(self, fid: str, k: int = 0, n: int = 1) -> tuple[float, float]:
        rect = self.layout.tile_rect(fid)
        dx = 0 if n == 1 else (-rect.w * 0.22 if k == 0 else rect.w * 0.22)
        return (rect.centerx + dx, rect.centery - rect.h * 0.08)

    def _tile(self, canvas: pygame.Surface, model: TableModel, i: int, fid: str,
              rect: pygame.Rect, size: int) -> None:
        tile = model.tiles[i]
        flip = self.flips.get(fid)
        if flip is None:
            canvas.blit(self.pictures.tile(tile, size, model.areas[i]), rect)
            return
        # turning: the back narrows to its edge, then the face widens
        face = flip >= 0.5
        img = self.pictures.tile(tile if face else None, size, model.areas[i])
        width = max(1, int(size * abs(1 - 2 * flip)))
        img = pygame.transform.smoothscale(img, (width, size))
        canvas.blit(img, img.get_rect(center=rect.center))

    def _ring(self, canvas: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int],
              pulse: float, dashed: bool) -> None:
        r = rect.inflate(8 + int(8 * pulse), 8 + int(8 * pulse))
        if not dashed:
            pygame.draw.rect(canvas, color, r, 4, border_radius=r.w // 3)
            return
        # dashes round the tile: the add-on is another kind of choice
        for k in range(16):
            a0, a1 = k * math.tau / 16, (k + 0.55) * math.tau / 16
            pts = [(r.centerx + r.w * 0.58 * math.cos(a), r.centery + r.h * 0.58 * math.sin(a))
                   for a in (a0 + (a1 - a0) * s / 4 for s in range(5))]
            pygame.draw.lines(canvas, color, False, pts, 5)

    def _plus(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        c = (rect.right, rect.top - 2)          # on the corner, clear of the tile's points
        radius = min(13, max(10, rect.w // 5))  # a small tile (portrait): a smaller badge
        pygame.draw.circle(canvas, ADD_ON, c, radius)
        pygame.draw.circle(canvas, theme.INK, c, radius, 2)
        note_box(canvas, Kind.BADGE, pygame.Rect(c[0] - radius, c[1] - radius, 2 * radius,
                                                 2 * radius), "+")
        plus = gfx.text("+", theme.CAPTION, theme.INK, True)
        canvas.blit(plus, plus.get_rect(center=(c[0], c[1] + 1)))
