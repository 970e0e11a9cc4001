"""Named draw layers for the table's ``LayeredUpdates`` sprite group."""
from __future__ import annotations

import pygame

LAYERS: tuple[str, ...] = ("table", "cards", "people", "tokens", "fx", "ui", "overlay")
LAYER: dict[str, int] = {name: i for i, name in enumerate(LAYERS)}


def new_group() -> pygame.sprite.LayeredUpdates:
    return pygame.sprite.LayeredUpdates()


def add(group: pygame.sprite.LayeredUpdates, sprite: pygame.sprite.Sprite, layer: str) -> None:
    """Add ``sprite`` on the named layer (raises KeyError for a typo)."""
    group.add(sprite, layer=LAYER[layer])


def move_to(group: pygame.sprite.LayeredUpdates, sprite: pygame.sprite.Sprite,
            layer: str) -> None:
    group.change_layer(sprite, LAYER[layer])
