"""Santa Monica's component pictures: every scene draws cards, tiles, people,
tokens and icons through a ``Pictures`` (the context's ``pictures`` while Santa
Monica is on the table), which calls the art (``game.monica.client.art``) and
caches by arguments; sizes are logical canvas pixels.

Pictures are cached by (kind, id, size, palette, language): the component
objects hold dicts and are not hashable, and tiles print words in the current
language. ``Pictures.forget()`` empties its caches (the kiosk between attract
games). Where a card prints what, and the art's sentences, are here too: the
table places its marks around them.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import Words
from game.client import theme
from game.client import art_cache
from game.monica.client.art import cards as art_cards
from game.monica.client.art import describe as art_describe
from game.monica.client.art import icons as art_icons
from game.monica.client.art import objective_tile as art_objective_tile
from game.monica.client.art import sand_dollar_tile as art_sand_dollar_tile
from game.monica.client.art.card_back import render_card_back
from game.monica.client.art.cards import render_card
from game.monica.client.art.objective_tile import render_objective
from game.monica.client.art.people import render_meeple, render_token
from game.monica.client.art.printed_icons import render_place_icon, render_ring, render_score_icon
from game.monica.client.art.sand_dollar_tile import render_sand_dollar_action
from game.monica.client.art.starting_tile import render_tile

Size = tuple[int, int]

CACHE_ENTRIES = 112           # least recently used cards, tiles ... are dropped beyond this


class Pictures:
    """The component pictures of one client, in its palette: the context
    holds one (``ctx.pictures``) and hands it to whatever draws cards,
    tiles, people, tokens and icons. Pictures are cached by (kind, id, size),
    the palette and the language (tiles print words): switching the palette
    needs no emptying, and nothing is shared with another client."""

    def __init__(self, palette: theme.Palette = theme.NORMAL_PALETTE,
                 words: Words | None = None) -> None:
        self.palette = palette
        self.words = words if words is not None else Words()   # the language they print words in
        self.art = art_cache.SurfaceCache()       # the art's own surfaces (inside a drawing)
        self._made: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()

    def forget(self) -> None:
        """Empty every picture cache (drawn again on next use)."""
        self._made.clear()
        self.art.clear()

    def _cached(self, kind: str, obj: Any, size: Any,
                make: Callable[[], pygame.Surface]) -> pygame.Surface:
        key = (kind, getattr(obj, "id", obj), size, self.palette.name, self.words.language)
        surf = self._made.get(key)
        if surf is None:
            with art_cache.drawing(self.palette, self.art, self.words.language):
                surf = self._made[key] = make()
            while len(self._made) > CACHE_ENTRIES:
                self._made.popitem(last=False)
        else:
            self._made.move_to_end(key)
        return surf

    def card(self, card_obj: Any, size: Size) -> pygame.Surface:
        sz = (int(size[0]), int(size[1]))
        return self._cached("card", card_obj, sz, lambda: render_card(card_obj, sz))

    def card_back(self, size: Size) -> pygame.Surface:
        return self._draw(lambda: render_card_back(size))

    def tile(self, tile_obj: Any, size: Size) -> pygame.Surface:
        sz = (int(size[0]), int(size[1]))
        return self._cached("tile", tile_obj, sz, lambda: render_tile(tile_obj, sz))

    def sand_dollar_action(self, action: Any, size: Size) -> pygame.Surface:
        sz = (int(size[0]), int(size[1]))
        return self._cached("sand_dollar_action", action, sz,
                            lambda: render_sand_dollar_action(action, sz))

    def objective(self, obj: Any, size: Size) -> pygame.Surface:
        sz = (int(size[0]), int(size[1]))
        return self._cached("objective", obj, sz, lambda: render_objective(obj, sz))

    def meeple(self, kind: str, color: theme.Color | None, size: int) -> pygame.Surface:
        return self._draw(lambda: render_meeple(kind, color, size))

    def token(self, name: str, size: int) -> pygame.Surface:
        return self._draw(lambda: render_token(name, size))

    def icon(self, name: str, size: int) -> pygame.Surface:
        return self._draw(lambda: art_icons.icon(name, size))

    def place_icon(self, action: Any, height: int) -> pygame.Surface:
        return self._draw(lambda: render_place_icon(action, height))

    def score_icon(self, icon_dict: Any, height: int) -> pygame.Surface:
        return self._draw(lambda: render_score_icon(icon_dict, height))

    def ring(self, ring: Any, diameter: int) -> pygame.Surface:
        return self._draw(lambda: render_ring(ring, diameter))

    def _draw(self, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """Art that caches itself (small pictures: people, tokens, icons, the
        card back; kept in ``self.art``), drawn in this palette."""
        with art_cache.drawing(self.palette, self.art, self.words.language):
            return make()


# -- where cards print what (the table places its marks around them) -------
def card_free_strip(card: Any, size: Size) -> pygame.Rect:
    return art_cards.card_free_strip(card, size)


def card_score_strip(card: Any, size: Size) -> pygame.Rect | None:
    return art_cards.card_score_strip(card, size)


def people_floor(row: int, size: Size) -> int:
    return art_cards.people_floor(row, size)


def action_badge_spot(size: Size) -> pygame.Rect:
    return art_sand_dollar_tile.action_badge_spot(size)


def objective_badge_spot(size: Size) -> pygame.Rect:
    return art_objective_tile.objective_badge_spot(size)


# -- words for what the pictures show (the art's sentences, in ``lang``) ---
def describe_vip(vip: Any, lang: str) -> str:
    return art_describe.describe_vip(vip, lang)


def describe_setup(setup_icon: dict[str, Any], lang: str) -> str:
    return art_describe.describe_setup(setup_icon, lang)


def describe_card(card: Any, lang: str) -> list[str]:
    return art_describe.describe_card(card, lang)
