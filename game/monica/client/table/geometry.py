"""Where things sit on the table, read from the Tiled layout, and the city
camera (a horizontal scroll over a city that grows both ways).

City space: a city sprite's position is in "city space", which is screen
space with the camera at ``px = 0``; drawing subtracts ``camera.px``.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client.layout import Layout

Pos = tuple[int, int]
DISPLAY_SIZE = (160, 224)
HAND_SIZE = (140, 196)
PERSON_SIZE = 34
TOKEN_SIZE = 50


@dataclass
class Camera:
    px: float = 0.0
    target_px: float = 0.0

    def update(self, dt: float) -> None:
        d = self.target_px - self.px
        if abs(d) < 0.5:
            self.px = self.target_px
        else:
            self.px += d * min(1.0, dt * 10.0)

    def snap(self) -> None:
        self.px = self.target_px


class Geometry:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        r = lambda name: pygame.Rect(layout.rect(name))  # noqa: E731
        self.city = r("city")
        self.city_title = r("city_title")
        self.city_left = r("city_left")
        self.city_right = r("city_right")
        props = layout.properties
        self.card_w = int(props.get("city_card_w", 150))
        self.card_h = int(props.get("city_card_h", 210))
        self.gap = int(props.get("city_gap", 6))
        self.pitch = self.card_w + self.gap
        self.cards_left = self.city_left.right + 6
        self.cards_right = self.city_right.x - 6
        self.top = self.city_title.bottom + 2
        self.front = [r(f"display_front_{c}") for c in range(4)]
        self.back = [r(f"display_back_{c}") for c in range(4)]
        self.lane = r("food_truck_lane")
        self.deck = r("deck")
        self.hand = [r("hand_0"), r("hand_1")]
        self.panels = [r(f"panel_{i}") for i in range(4)]
        self.sd = [r("sd_0"), r("sd_1")]
        self.camera = Camera()

    # -- display ---------------------------------------------------------------
    def display_rect(self, row: str, col: int) -> pygame.Rect:
        return (self.front if row == "front" else self.back)[col]

    def lane_cell(self, col: int) -> pygame.Rect:
        f = self.front[col]
        return pygame.Rect(f.x, self.lane.y, f.w, self.lane.h)

    def token_center(self, token: str, col: int) -> tuple[float, float]:
        """The truck sits just right of its card's middle, the foodie just
        left: side by side when they share a column, and each well inside
        its column, never near the gap to the next one."""
        cell = self.lane_cell(col)
        off = TOKEN_SIZE // 2 + 3
        return (cell.centerx + (off if token == "truck" else -off), cell.centery)

    # -- city --------------------------------------------------------------------
    @property
    def visible_w(self) -> int:
        return self.cards_right - self.cards_left

    def space_rect_city(self, pos: Pos) -> pygame.Rect:
        """A space's rect in city space."""
        row, col = pos
        return pygame.Rect(self.cards_left + col * self.pitch,
                           self.top + row * (self.card_h + self.gap), self.card_w, self.card_h)

    def space_rect(self, pos: Pos) -> pygame.Rect:
        """A space's rect on screen, with the camera applied."""
        return self.space_rect_city(pos).move(-round(self.camera.px), 0)

    def tile_rect_city(self, col: int = 0) -> pygame.Rect:
        a = self.space_rect_city((0, col))
        return pygame.Rect(a.x, a.y, a.w, self.card_h * 2 + self.gap)

    def pos_at(self, point: tuple[int, int]) -> Pos | None:
        """The city space under a screen point (None outside the card rows)."""
        x, y = point
        if not (self.cards_left <= x < self.cards_right):
            return None
        cx = x + self.camera.px - self.cards_left
        col = int(cx // self.pitch)
        if cx - col * self.pitch > self.card_w:
            return None
        for row in (0, 1):
            top = self.top + row * (self.card_h + self.gap)
            if top <= y < top + self.card_h:
                return (row, col)
        return None

    def col_visible(self, col: int) -> bool:
        r = self.space_rect(( 0, col))
        return r.x >= self.cards_left - 2 and r.right <= self.cards_right + 2

    def col_side(self, col: int) -> int:
        """-1 when the column is scrolled off to the left, 1 right, 0 visible."""
        r = self.space_rect((0, col))
        if r.right <= self.cards_left + self.card_w // 2:
            return -1
        if r.x >= self.cards_right - self.card_w // 2:
            return 1
        return 0

    def fit(self, lo: int, hi: int, keep: int | None = None) -> None:
        """Aim the camera at columns lo..hi: centred when they fit, else
        keeping column ``keep`` (or the current view) in sight."""
        width = (hi - lo + 1) * self.pitch - self.gap
        left = lo * self.pitch
        if width <= self.visible_w:
            self.camera.target_px = left - (self.visible_w - width) / 2
            return
        lo_px, hi_px = left, left + width - self.visible_w
        px = self.camera.target_px
        if keep is not None:
            kx = keep * self.pitch
            if kx < px:
                px = kx - self.pitch // 2
            elif kx + self.card_w > px + self.visible_w:
                px = kx + self.card_w - self.visible_w + self.pitch // 2
        self.camera.target_px = max(lo_px, min(hi_px, px))

    def scroll(self, cols: float, lo: int, hi: int) -> None:
        width = (hi - lo + 1) * self.pitch - self.gap
        lo_px = lo * self.pitch
        hi_px = max(lo_px, lo_px + width - self.visible_w)
        self.camera.target_px = max(lo_px, min(hi_px, self.camera.target_px + cols * self.pitch))
