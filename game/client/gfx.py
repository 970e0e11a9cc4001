"""The one door to the component art: every scene draws cards, tiles,
people, tokens, icons and text through these functions, which call the art
(``game.monica.client.art``) and cache by arguments; sizes are logical canvas pixels.

Component pictures come from a ``Pictures`` (the context's ``pictures``), in
its palette, cached by (kind, id, size, palette, language): the component
objects hold dicts and are not hashable, and tiles print words in the current
language. ``Pictures.forget()`` empties its caches (the kiosk between attract
games). Text is the same in every palette and stays a plain function.
"""
from __future__ import annotations

from collections import Counter, OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

import pygame

from game.i18n import Words
from game.client import theme
from game.client import art_cache
from game.monica.client.art import cards as art_cards
from game.monica.client.art import describe as art_describe
from game.client import fonts as art_fonts
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


# -- text ---------------------------------------------------------------------
# Every size is snapped to the type scale (``theme.type_size``): a request
# for 20 px draws a caption (18), 26 a label (24), and nothing is drawn below
# a caption. Text that does not fit wraps or ends in "…" (``ellipsize``).
_recorders: list[Counter[int]] = []


@contextmanager
def recording() -> Iterator[Counter[int]]:
    """Count the sizes text is drawn at while the block runs (what a test of
    the type scale reads): ``with gfx.recording() as sizes: app.frame()``."""
    sizes: Counter[int] = Counter()
    _recorders.append(sizes)
    try:
        yield sizes
    finally:
        _recorders.remove(sizes)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    return art_fonts.font(theme.type_size(size), bold)


class _Text:
    """``text(s, size, color, bold)``: a line of text at the scale size for
    ``size`` (cached; ``text.cache_clear()`` empties the cache)."""

    def __call__(self, s: str, size: int, color: theme.Color = theme.INK,
                 bold: bool = False) -> pygame.Surface:
        size = theme.type_size(size)
        for sizes in _recorders:
            sizes[size] += 1
        return _render(s, size, color, bold)

    def cache_clear(self) -> None:
        _render.cache_clear()


@lru_cache(maxsize=512)
def _render(s: str, size: int, color: theme.Color, bold: bool) -> pygame.Surface:
    return font(size, bold).render(s, True, color)


text = _Text()


def ellipsize(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s``, or as much of it as fits ``width`` followed by "…"."""
    f = font(size, bold)
    if f.size(s)[0] <= width:
        return s
    cut = len(s)
    while cut > 0 and f.size(s[:cut].rstrip() + "…")[0] > width:
        cut -= 1
    return s[:cut].rstrip() + "…"


def fit_line(s: str, size: int, width: int, bold: bool = False) -> tuple[int, str]:
    """One line of ``s`` in ``width``: the largest scale size up to ``size``
    at which it fits, down to one step below ``size`` (never below a
    caption), then ellipsized at that size."""
    size = theme.type_size(size)
    least = theme.smaller_type(size) or size
    while size > least and font(size, bold).size(s)[0] > width:
        size = theme.smaller_type(size) or size
    return size, ellipsize(s, size, width, bold)


def _break_word(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word wider than ``width`` in pieces that fit: at its hyphens, else
    with a hyphen where the line is full."""
    pieces: list[str] = []
    rest = word
    while f.size(rest)[0] > width and len(rest) > 1:
        cut = rest.rfind("-", 0, len(rest) - 1)
        while cut > 0 and f.size(rest[:cut + 1])[0] > width:
            cut = rest.rfind("-", 0, cut)
        if cut > 0:
            pieces.append(rest[:cut + 1])
            rest = rest[cut + 1:]
            continue
        n = len(rest) - 1 if len(rest) < 8 else len(rest) - 5     # no "-cht" on its own
        while n > 1 and f.size(rest[:n] + "-")[0] > width:
            n -= 1
        pieces.append(rest[:n] + "-")
        rest = rest[n:]
    return pieces + [rest]


def wrap(s: str, size: int, width: int, bold: bool = False, cut: bool = True,
         hyphenate: bool = False) -> list[str]:
    """Split ``s`` into lines no wider than ``width`` pixels. A word longer
    than the line ends in "…" (``cut``), is left whole (``cut`` false), or
    with ``hyphenate`` is broken at its hyphens or with a hyphen."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split()
        if hyphenate:
            words = [piece for w in words
                     for piece in (_break_word(w, f, width) if f.size(w)[0] > width else [w])]
        line = ""
        for w in words:
            trial = f"{line} {w}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    if not cut:
        return lines
    return [ln if f.size(ln)[0] <= width else ellipsize(ln, size, width, bold) for ln in lines]


# -- where cards print what (the table places its marks around them) -------
def card_free_strip(card: Any, size: Size) -> pygame.Rect:
    return art_cards.card_free_strip(card, size)


def card_score_strip(card: Any, size: Size) -> pygame.Rect | None:
    return art_cards.card_score_strip(card, size)


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
