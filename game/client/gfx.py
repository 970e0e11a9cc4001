"""The one door to the component art: every scene draws cards, tiles,
people, tokens, icons and text through these functions, which call the art
(``game.client.art``) and cache by arguments; sizes are logical canvas pixels.

Component pictures are cached by (kind, id, size, language): the component
objects hold dicts and are not hashable, and tiles print words in the current
language. ``forget()`` empties every cache (a palette change, the kiosk
between attract games).
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from ..i18n import language
from . import theme
from .art import cache as art_cache
from .art import describe as art_describe
from .art import fonts as art_fonts
from .art import icons as art_icons
from .art.cards import render_card, render_card_back
from .art.components import render_objective, render_sand_dollar_action, render_tile
from .art.people import render_meeple, render_token

Size = tuple[int, int]

_CACHE: "OrderedDict[tuple[Any, ...], pygame.Surface]" = OrderedDict()
CACHE_ENTRIES = 112           # least recently used pictures are dropped beyond this


def _cached(kind: str, obj: Any, size: Size,
            make: Callable[[Any, Size], pygame.Surface]) -> pygame.Surface:
    key = (kind, getattr(obj, "id", obj), size, language())
    surf = _CACHE.get(key)
    if surf is None:
        surf = _CACHE[key] = make(obj, size)
        while len(_CACHE) > CACHE_ENTRIES:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return surf


def forget() -> None:
    """Empty every picture cache, ours and the art's (drawn again on next use)."""
    _CACHE.clear()
    for fn in (meeple, icon, token, card_back, text):
        fn.cache_clear()
    art_cache.clear_cache()
    art_icons.icon.cache_clear()


# -- text ---------------------------------------------------------------------
def font(size: int, bold: bool = False) -> pygame.font.Font:
    return art_fonts.font(size, bold)


@lru_cache(maxsize=512)
def text(s: str, size: int, color: theme.Color = theme.INK, bold: bool = False) -> pygame.Surface:
    return font(size, bold).render(s, True, color)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``s`` into lines no wider than ``width`` pixels."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split()
        line = ""
        for w in words:
            trial = f"{line} {w}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


# -- components ---------------------------------------------------------------
def card(card_obj: Any, size: Size) -> pygame.Surface:
    return _cached("card", card_obj, (int(size[0]), int(size[1])),
                   lambda c, sz: render_card(c, sz))


@lru_cache(maxsize=16)
def card_back(size: Size) -> pygame.Surface:
    return render_card_back(size)


def tile(tile_obj: Any, size: Size) -> pygame.Surface:
    return _cached("tile", tile_obj, (int(size[0]), int(size[1])), render_tile)


def sand_dollar_action(action: Any, size: Size) -> pygame.Surface:
    return _cached("sand_dollar_action", action, (int(size[0]), int(size[1])),
                   render_sand_dollar_action)


def objective(obj: Any, size: Size) -> pygame.Surface:
    return _cached("objective", obj, (int(size[0]), int(size[1])), render_objective)


@lru_cache(maxsize=64)
def meeple(kind: str, color: theme.Color | None, size: int) -> pygame.Surface:
    return render_meeple(kind, color, size)


@lru_cache(maxsize=64)
def token(name: str, size: int) -> pygame.Surface:
    return render_token(name, size)


@lru_cache(maxsize=128)
def icon(name: str, size: int) -> pygame.Surface:
    return art_icons.icon(name, size)


# -- words for what the pictures show (the art's sentences, current language) ---
def describe_vip(vip: Any) -> str:
    return art_describe.describe_vip(vip)


def describe_setup(setup_icon: dict[str, Any]) -> str:
    return art_describe.describe_setup(setup_icon)


def describe_card(card: Any) -> list[str]:
    return art_describe.describe_card(card)
