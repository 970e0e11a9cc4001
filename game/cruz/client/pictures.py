"""Santa Cruz's component pictures: every screen draws tiles, buildings, cards,
chips and stones through one ``CruzPictures``, which calls the art
(``game.cruz.client.art``) and keeps what it drew, by what it drew, its size,
the palette and the language (cards print words). Sizes are canvas pixels.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import pygame

from game.client import theme
from game.cruz.client.art import cards, tiles, tokens
from game.cruz.engine import Area, Building, BuildCard, ScoringCard, Tile
from game.i18n import Words

ENTRIES = 400          # least recently used pictures are dropped beyond this


class CruzPictures:
    """The pictures of one client in its palette (``palette``) and language (``words``)."""

    def __init__(self, words: Words | None = None,
                 palette: theme.Palette = theme.NORMAL_PALETTE) -> None:
        self.words = words if words is not None else Words()
        self.palette = palette
        self._made: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()

    def forget(self) -> None:
        """Empty the cache (everything is drawn again on next use)."""
        self._made.clear()

    def _get(self, key: tuple[Any, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        key = key + (self.palette.name, self.words.language)
        got = self._made.get(key)
        if got is None:
            got = self._made[key] = make()
            if len(self._made) > ENTRIES:
                self._made.popitem(last=False)
        else:
            self._made.move_to_end(key)
        return got

    def rgb(self, color: str) -> tuple[int, int, int]:
        """A seat colour name in this palette."""
        return self.palette.seat(color)

    # -- the components ---------------------------------------------------------------
    def tile(self, tile: Tile | None, size: int, area: Area = Area.LAND) -> pygame.Surface:
        """A tile face up, or (``tile`` None) the back of a tile of ``area``."""
        if tile is None:
            return self._get(("back", area, size), lambda: tiles.tile_back(area, size))
        return self._get(("tile", tile, size), lambda: tiles.tile_face(tile, size))

    def building(self, kind: Building, color: str, size: int) -> pygame.Surface:
        rgb = self.rgb(color)
        return self._get(("building", kind, rgb, size),
                         lambda: tokens.building_token(kind, rgb, size))

    def build_card(self, card: BuildCard, size: tuple[int, int]) -> pygame.Surface:
        return self._get(("build", card, size), lambda: cards.build_card(card, size, self.words))

    def scoring_card(self, card: ScoringCard, size: tuple[int, int]) -> pygame.Surface:
        return self._get(("scoring", card, size),
                         lambda: cards.scoring_card(card, size, self.words))

    def card(self, card: BuildCard | ScoringCard, size: tuple[int, int]) -> pygame.Surface:
        if isinstance(card, BuildCard):
            return self.build_card(card, size)
        return self.scoring_card(card, size)

    def thumb(self, card: BuildCard | ScoringCard, size: tuple[int, int]) -> pygame.Surface:
        """A card too small for words: its picture only."""
        if isinstance(card, BuildCard):
            return self._get(("thumb", card, size), lambda: cards.build_card(card, size, None))
        return self._get(("thumb", card, size), lambda: cards.scoring_card(card, size, None))

    def card_back(self, size: tuple[int, int], scoring: bool = True) -> pygame.Surface:
        return self._get(("back-card", scoring, size), lambda: cards.card_back(size, scoring))

    def chip(self, value: int | None, size: int) -> pygame.Surface:
        return self._get(("chip", value, size), lambda: tokens.chip(value, size))

    def stone(self, color: str, size: int, steps: int = 0) -> pygame.Surface:
        rgb = self.rgb(color)
        return self._get(("stone", rgb, size, steps), lambda: tokens.stone(rgb, size, steps))
