"""Table sprites: one class for everything that moves (cards, the starting
tile, people, footprints, tokens, flying coins and text pops).

A sprite has a centre ``pos`` (screen or city space), a ``size``, ``scale``
and ``alpha``; tweens animate those attributes. Its picture comes from a
``maker(size)``; sizes the maker is known to render natively are drawn
directly, in-between sizes (mid-flight) are smooth-scaled from a base image.
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import pygame

from game.client.layout_record import Kind, note_piece
from game.monica.client.pictures import Pictures


Maker = Callable[[tuple[int, int]], pygame.Surface]


class Thing(pygame.sprite.Sprite):
    rect: pygame.Rect               # always set: the board hit-tests and draws by it
    image: pygame.Surface
    face_up: bool = True            # cards: drawn face up (a dealt card flips)

    def __init__(self, key: tuple, maker: Maker, size: tuple[int, int],
                 pos: tuple[float, float], *, space: str = "screen",
                 clip: pygame.Rect | None = None, native: tuple = ()) -> None:
        super().__init__()
        self.key = key
        self.maker = maker
        self.size = (float(size[0]), float(size[1]))
        self.pos = (float(pos[0]), float(pos[1]))
        self.space = space
        self.clip = clip
        self.scale = 1.0
        self.alpha = 255.0
        self.native = set(native) | {tuple(int(v) for v in size)}
        self.base_size = (int(size[0]), int(size[1]))
        self._cache_key: tuple | None = None
        self._cache: pygame.Surface | None = None
        self.image = pygame.Surface((1, 1), pygame.SRCALPHA)
        self.rect = pygame.Rect(0, 0, 1, 1)

    def set_maker(self, maker: Maker) -> None:
        self.maker = maker
        self._cache_key = None

    def picture(self) -> pygame.Surface:
        w = max(1, round(self.size[0] * self.scale))
        h = max(1, round(self.size[1] * self.scale))
        a = int(max(0, min(255, self.alpha)))
        key = (w, h, a, id(self.maker))
        if key != self._cache_key:
            if (w, h) in self.native:
                img = self.maker((w, h))
            else:
                img = pygame.transform.smoothscale(self.maker(self.base_size), (w, h))
            if a < 255:
                img = img.copy()
                img.set_alpha(a)
            self._cache, self._cache_key = img, key
            return img
        assert self._cache is not None        # set together with its key
        return self._cache

    def screen_rect(self, cam_px: float) -> pygame.Rect:
        img = self.picture()
        x = self.pos[0] - (cam_px if self.space == "city" else 0.0)
        return img.get_rect(center=(round(x), round(self.pos[1])))

    def to_screen_space(self, cam_px: float) -> None:
        if self.space == "city":
            self.pos = (self.pos[0] - cam_px, self.pos[1])
            self.space = "screen"

    def to_city_space(self, cam_px: float) -> None:
        if self.space == "screen":
            self.pos = (self.pos[0] + cam_px, self.pos[1])
            self.space = "city"


def tile_maker(pictures: Pictures, tile: Any) -> Maker:
    """A starting tile's picture at any size."""
    return partial(pictures.tile, tile)


def meeple_maker(pictures: Pictures, kind: str) -> Maker:
    """A person of ``kind`` (square sizes)."""
    def make(size: tuple[int, int]) -> pygame.Surface:
        return note_piece(pictures.meeple(kind, None, size[0]), Kind.TOKEN, kind)
    return make


def token_maker(pictures: Pictures, name: str) -> Maker:
    """The food truck or the foodie (square sizes)."""
    def make(size: tuple[int, int]) -> pygame.Surface:
        return note_piece(pictures.token(name, size[0]), Kind.TOKEN, name)
    return make


def still_maker(surface: pygame.Surface) -> Maker:
    """A picture drawn once (text pops): the same surface at every size."""
    def make(size: tuple[int, int]) -> pygame.Surface:
        return surface
    return make
