"""The moving pieces of Santa Cruz's table: a picture that flies (a building
from its owner's supply to its field, a card from the hand to the cards played,
a bird chip to its new owner) and the banners shown over the map.

They live in one ``LayeredUpdates`` group on the named layers of
``game.client.layers`` (tokens under fx under overlay); the animation queue
tweens their ``pos``, ``scale`` and ``alpha`` and removes them when done.
"""
from __future__ import annotations

import pygame

from game.client import layers


class Flyer(pygame.sprite.Sprite):
    """A picture centred on ``pos``, scaled by ``scale``, with ``alpha`` 0..255."""

    def __init__(self, image: pygame.Surface, pos: tuple[float, float]) -> None:
        super().__init__()
        self.base = image
        self.pos: tuple[float, float] = pos
        self.scale = 1.0
        self.alpha = 255.0
        self.image = image
        self.shown = image
        self.rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
        self._made: tuple[float, int] = (1.0, 255)

    def update(self) -> None:
        key = (round(self.scale, 2), int(self.alpha))
        if key != self._made:
            self._made = key
            img = self.base
            if key[0] != 1.0:
                w, h = self.base.get_size()
                img = pygame.transform.smoothscale(img, (max(1, int(w * key[0])),
                                                         max(1, int(h * key[0]))))
            if key[1] < 255:
                img = img.copy()
                img.set_alpha(key[1])
            self.image = img
            self.shown = img
        self.rect = self.shown.get_rect(center=(round(self.pos[0]), round(self.pos[1])))


class Label(Flyer):
    """A flyer that waits unseen until its moment comes."""

    def __init__(self, image: pygame.Surface, pos: tuple[float, float]) -> None:
        super().__init__(image, pos)
        self.alpha = 0.0

    def show(self) -> None:
        self.alpha = 255.0


class Sprites:
    """The table's group of moving pieces, by named layer."""

    def __init__(self) -> None:
        self.group = layers.new_group()

    def fly(self, image: pygame.Surface, pos: tuple[float, float], layer: str = "fx") -> Flyer:
        sprite = Flyer(image, pos)
        layers.add(self.group, sprite, layer)
        return sprite

    def drop(self, sprite: pygame.sprite.Sprite) -> None:
        sprite.kill()

    def label(self, image: pygame.Surface, pos: tuple[float, float]) -> "Label":
        """A hidden picture over everything (a score rising from a field) until ``show``."""
        sprite = Label(image, pos)
        layers.add(self.group, sprite, "overlay")
        return sprite

    def clear(self) -> None:
        self.group.empty()

    def draw(self, canvas: pygame.Surface) -> None:
        for sprite in self.group.sprites():
            sprite.update()
        self.group.draw(canvas)

    def __len__(self) -> int:
        return len(self.group)
