"""The one door to the card art: real art from ``game.client.art`` when it
is there, plain placeholder drawings otherwise.

Every scene draws components only through these functions, so switching to
the real art (or a different art set) is the ``_art()`` line below. Results
are cached by arguments; sizes are logical canvas pixels.
"""
from __future__ import annotations

import importlib
from collections import OrderedDict
from functools import lru_cache
from typing import Any

import pygame

from ..i18n import language
from . import theme

Size = tuple[int, int]


@lru_cache(maxsize=1)
def _art() -> Any:
    try:
        return importlib.import_module("game.client.art")
    except Exception:       # not there yet, or broken: placeholders keep us going
        return None


_CACHE: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
CACHE_ENTRIES = 112           # least recently used pictures are dropped beyond this


def _cached(kind: str, obj: Any, size: Any, make) -> pygame.Surface:
    """Component art is cached by (kind, id, size, language): the component
    objects themselves hold dicts and are not hashable, and tiles print words
    in the current language."""
    key = (kind, getattr(obj, "id", obj), size, language())
    surf = _CACHE.get(key)
    if surf is None:
        surf = _CACHE[key] = make(obj, size)
        while len(_CACHE) > CACHE_ENTRIES:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return surf


def _real(name: str):
    art = _art()
    return getattr(art, name, None) if art is not None else None


def _try(name: str, *args: Any) -> pygame.Surface | None:
    fn = _real(name)
    if fn is None:
        return None
    try:
        surf = fn(*args)
    except Exception:
        return None
    return surf if isinstance(surf, pygame.Surface) else None


# -- text ---------------------------------------------------------------------
@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    fn = _real("font")
    if fn is not None:
        try:
            f = fn(size, bold)
            if isinstance(f, pygame.font.Font):
                return f
        except Exception:
            pass
    if not pygame.font.get_init():
        pygame.font.init()
    path = pygame.font.match_font("dejavusans,dejavu sans,freesans,arial", bold=bold)
    if path:
        return pygame.font.Font(path, size)
    f = pygame.font.Font(None, int(size * 1.4))
    f.bold = bold
    return f


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
def _frame(size: Size, fill: theme.Color, edge: theme.Color, radius: int = 10) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    pygame.draw.rect(surf, edge, rect, width=2, border_radius=radius)
    return surf


def _label(surf: pygame.Surface, lines: list[str], size: int, top: int,
           color: theme.Color = theme.INK) -> None:
    y = top
    for line in lines:
        img = text(line, size, color)
        surf.blit(img, ((surf.get_width() - img.get_width()) // 2, y))
        y += img.get_height()


def card(card_obj: Any, size: Size) -> pygame.Surface:
    return _cached("card", card_obj, tuple(size), _make_card)


def _make_card(card_obj: Any, size: Size) -> pygame.Surface:
    real = _try("render_card", card_obj, size)
    if real is not None:
        return real
    beach = getattr(card_obj, "row", 0) == 0
    surf = _frame(size, theme.SAND if beach else (214, 214, 206), theme.INK_SOFT)
    band = pygame.Rect(0, 0, size[0], size[1] // 5)
    if beach:
        pygame.draw.rect(surf, theme.SEA, band, border_top_left_radius=10,
                         border_top_right_radius=10)
    else:
        band.bottom = size[1]
        pygame.draw.rect(surf, (150, 110, 70), band, border_bottom_left_radius=10,
                         border_bottom_right_radius=10)
    fs = max(12, size[0] // 9)
    _label(surf, wrap(getattr(card_obj, "name", "?"), fs, size[0] - 12), fs,
           size[1] // 5 + 6 if beach else 8)
    tags = getattr(card_obj, "tags", ())
    r = max(5, size[0] // 16)
    x = size[0] // 2 - (len(tags) - 1) * (r * 2 + 4) // 2
    y = size[1] // 2 + r * 2
    for t in tags:
        pygame.draw.circle(surf, theme.TAG_COLORS.get(t, theme.INK), (x, y), r)
        x += r * 2 + 4
    ring = getattr(card_obj, "ring", None)
    if ring is not None:
        pygame.draw.circle(surf, theme.INK, (size[0] - r * 2 - 4, y + r * 3), r + 3, width=2)
        img = text(str(ring.points), fs, theme.INK, True)
        surf.blit(img, img.get_rect(center=(size[0] - r * 2 - 4, y + r * 3)))
    return surf


@lru_cache(maxsize=16)
def card_back(size: Size) -> pygame.Surface:
    real = _try("render_card_back", size)
    if real is not None:
        return real
    surf = _frame(size, theme.SEA, theme.SEA_DARK)
    _label(surf, ["Santa", "Monica"], max(14, size[0] // 7), size[1] // 3, theme.FOAM)
    return surf


def tile(tile_obj: Any, size: Size) -> pygame.Surface:
    return _cached("tile", tile_obj, tuple(size), _make_tile)


def _make_tile(tile_obj: Any, size: Size) -> pygame.Surface:
    real = _try("render_tile", tile_obj, size)
    if real is not None:
        return real
    w, h = size
    surf = _frame(size, (214, 196, 160), theme.INK)
    half = h // 2
    # beach half: sea over sand, no tags
    pygame.draw.rect(surf, theme.SEA, (2, 2, w - 4, half // 3), border_top_left_radius=9,
                     border_top_right_radius=9)
    pygame.draw.rect(surf, theme.SAND, (2, 2 + half // 3, w - 4, half - half // 3 - 2))
    pygame.draw.line(surf, theme.FOAM, (4, 2 + half // 3), (w - 4, 2 + half // 3), 3)
    # street half: boardwalk planks
    pygame.draw.rect(surf, (186, 150, 104), (2, half, w - 4, half - 2),
                     border_bottom_left_radius=9, border_bottom_right_radius=9)
    for y in range(half + 12, h - 4, 14):
        pygame.draw.line(surf, (160, 124, 82), (4, y), (w - 5, y), 1)
    pygame.draw.line(surf, theme.INK, (2, half), (w - 3, half), 2)
    fs = max(12, w // 9)
    plate = pygame.Rect(6, half + 8, w - 12, fs * 2 + 6)
    pygame.draw.rect(surf, theme.FOAM, plate, border_radius=8)
    pygame.draw.rect(surf, theme.INK, plate, 1, border_radius=8)
    _label(surf, wrap(getattr(tile_obj, "name", "Start"), fs, w - 16, True)[:2], fs,
           plate.y + 3)
    y = plate.bottom + 8
    isz = max(18, w // 5)
    tags = getattr(tile_obj, "tags", ())
    x = (w - len(tags) * (isz + 4)) // 2
    for t in tags:
        surf.blit(icon(f"tag_{t}", isz), (x, y))
        x += isz + 4
    vip = getattr(tile_obj, "vip", None)
    if vip is not None:
        y += isz + 8
        img = icon("footprint", isz)
        looks = list(getattr(vip, "tags", ()))
        row = [img] + [icon(f"tag_{t}", isz) for t in looks]
        if getattr(vip, "beach_cards", False):
            row = [img, icon("beach", isz)]
        x = (w - len(row) * (isz + 4)) // 2
        for im in row:
            surf.blit(im, (x, y))
            x += isz + 4
    return surf


def sand_dollar_action(action: Any, size: Size) -> pygame.Surface:
    return _cached("sand_dollar_action", action, tuple(size), _make_sand_dollar_action)


def _make_sand_dollar_action(action: Any, size: Size) -> pygame.Surface:
    real = _try("render_sand_dollar_action", action, size)
    if real is not None:
        return real
    surf = _frame(size, (238, 232, 214), theme.PANEL_EDGE)
    fs = max(14, size[1] // 9)
    cost = getattr(action, "cost", "?")
    img = text(f"{cost} $", fs + 6, theme.INK, True)
    surf.blit(img, (10, 8))
    _label(surf, wrap(getattr(action, "name", "?"), fs, size[0] - 16, True), fs, 16 + fs)
    body = getattr(action, "text", "") or ""
    _label(surf, wrap(body, fs - 4, size[0] - 16)[:5], fs - 4, 24 + fs * 3)
    return surf


def objective(obj: Any, size: Size) -> pygame.Surface:
    return _cached("objective", obj, tuple(size), _make_objective)


def _make_objective(obj: Any, size: Size) -> pygame.Surface:
    real = _try("render_objective", obj, size)
    if real is not None:
        return real
    surf = _frame(size, (230, 240, 246), theme.SEA_DARK)
    fs = max(14, size[1] // 10)
    _label(surf, [f"Objective {getattr(obj, 'id', '?')}"], fs + 2, 8)
    lines: list[str] = []
    texts = getattr(obj, "text", {}) or {}
    for key in ("wave", "misc", "penalty"):
        lines += wrap(f"{key}: {texts.get(key, '')}", fs - 4, size[0] - 16)
    _label(surf, lines[:8], fs - 4, 16 + fs)
    return surf


@lru_cache(maxsize=64)
def meeple(kind: str, color: theme.Color | None, size: int) -> pygame.Surface:
    real = _try("render_meeple", kind, color, size)
    if real is None and color is None:
        real = _try("icon", f"person_{kind}", size)
    if real is not None:
        return real
    c = color or theme.PEOPLE_COLORS.get(kind, theme.INK)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    head = size // 4
    pygame.draw.circle(surf, c, (size // 2, head + 1), head)
    pygame.draw.polygon(surf, c, [(size // 2, head), (size - 2, size - 1), (1, size - 1)])
    pygame.draw.circle(surf, theme.darker(c), (size // 2, head + 1), head, width=1)
    return surf


_TOKEN_ICONS = {"truck": "food_truck", "foodie": "foodie", "sand_dollar": "sand_dollar",
                "footprint": "footprint", "start_player": "start_player"}


@lru_cache(maxsize=64)
def token(name: str, size: int) -> pygame.Surface:
    real = _try("render_token", name, size)
    if real is None:
        real = _try("icon", _TOKEN_ICONS.get(name, name), size)
    if real is not None:
        return real
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    colors = {"truck": (226, 70, 60), "foodie": (250, 200, 60), "sand_dollar": (240, 232, 210),
              "footprint": (120, 84, 50), "start_player": (250, 250, 250)}
    c = colors.get(name, theme.INK_SOFT)
    if name == "truck":
        pygame.draw.rect(surf, c, (1, size // 4, size - 2, size // 2), border_radius=4)
        for x in (size // 4, 3 * size // 4):
            pygame.draw.circle(surf, theme.INK, (x, 3 * size // 4), size // 8)
    elif name == "footprint":
        pygame.draw.ellipse(surf, c, (size // 4, 2, size // 2, size * 2 // 3))
        pygame.draw.circle(surf, c, (size // 2, size - size // 6), size // 6)
    else:
        pygame.draw.circle(surf, c, (size // 2, size // 2), size // 2 - 1)
        pygame.draw.circle(surf, theme.darker(c), (size // 2, size // 2), size // 2 - 1, width=2)
    return surf


@lru_cache(maxsize=128)
def icon(name: str, size: int) -> pygame.Surface:
    real = _try("icon", name, size)
    if real is not None:
        return real
    if name in theme.PEOPLE_COLORS:
        return meeple(name, None, size)
    if name in ("truck", "foodie", "sand_dollar", "footprint"):
        return token(name, size)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, theme.TAG_COLORS.get(name, theme.INK_SOFT), (size // 2, size // 2),
                       size // 2 - 1)
    return surf


def describe_icon(icon_dict: dict) -> str:
    fn = _real("describe_icon")
    if fn is not None:
        try:
            return str(fn(icon_dict))
        except Exception:
            pass
    return ", ".join(f"{k} {v}" for k, v in icon_dict.items())


def describe_place(icon_dict: dict) -> str:
    fn = _real("describe_place")
    if fn is not None:
        try:
            return str(fn(icon_dict))
        except Exception:
            pass
    return describe_icon(icon_dict)


def _describe(name: str, obj: Any, fallback: str) -> str:
    fn = _real(name)
    if fn is None:
        try:
            fn = getattr(importlib.import_module("game.client.art.describe"), name, None)
        except Exception:
            fn = None
    if fn is not None:
        try:
            return str(fn(obj))
        except Exception:
            pass
    return fallback


def describe_vip(vip: Any) -> str:
    if getattr(vip, "beach_cards", False):
        fallback = "footprints on beach spaces, 1 point each"
    else:
        fallback = "footprints on " + ", ".join(getattr(vip, "tags", ())) + " spots"
    return _describe("describe_vip", vip, fallback)


def describe_setup(setup_icon: dict) -> str:
    return _describe("describe_setup", setup_icon, describe_icon(setup_icon))


def describe_card(card: Any) -> list[str]:
    fn = _real("describe_card")
    if fn is not None:
        try:
            return [str(x) for x in fn(card)]
        except Exception:
            pass
    lines = ["Tags: " + ", ".join(getattr(card, "tags", ()))]
    lines += [describe_place(p) for p in getattr(card, "place", ())]
    lines += [describe_icon(s) for s in getattr(card, "score", ())]
    return lines
