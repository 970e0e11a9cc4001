"""Pictograms: tag badges, people, coins, points, arrows and other small icons.

``icon(name, size)`` returns a cached square sticker (dark outline, transparent
background) for every name in ``ICON_NAMES``. Numbers are never baked in here;
``parts`` adds crisp text on top at the final size. This module registers the
names: the shapes are in ``glyphs``, the action and token drawers in
``pictograms``.
"""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from game.client import theme as P
from game.client.art_cache import cached, palette
from game.monica.client.art.draw import new_surface, sticker, unit_pt, unit_rect
from game.monica.client.art.glyphs import (PAWN_HEADS, glyph_bag, glyph_ball, glyph_camera, glyph_house, glyph_palm,
                     glyph_pawn, glyph_wave, tricolor)
from game.monica.client.art.pictograms import (draw_adjacent, draw_arrow, draw_beach_end, draw_chain, draw_coin,
                         draw_food_truck, draw_foodie, draw_footprint, draw_people_pair,
                         draw_points, draw_return, draw_ring, draw_row, draw_start_player,
                         draw_summon, draw_swap)

Rect = pygame.Rect
Drawer = Callable[[pygame.Surface, Rect], None]

TAG_ICON_NAMES = ("local", "tourist", "business", "sports", "nature", "wave")


def _tag_badge(tag: str) -> Drawer:
    glyphs = {"local": glyph_house, "tourist": glyph_camera, "business": glyph_bag,
              "sports": glyph_ball, "nature": glyph_palm, "wave": glyph_wave}

    def draw(s: pygame.Surface, r: Rect) -> None:
        col = palette().tags[tag]
        pygame.draw.circle(s, col, r.center, r.w / 2)
        # soft top highlight
        hl = new_surface(s.get_size(), (255, 255, 255, 0))
        pygame.draw.ellipse(hl, (255, 255, 255, 46), unit_rect(r, 0.14, 0.05, 0.86, 0.5))
        s.blit(hl, (0, 0))
        inner = r.inflate(-r.w * 0.36, -r.h * 0.36)
        glyphs[tag](s, inner, P.WHITE, col)
    return draw


def _pawn(kind: str, color: P.Color | None = None, mark_any: bool = True) -> Drawer:
    def draw(s: pygame.Surface, r: Rect) -> None:
        head = PAWN_HEADS.get(kind, "round")
        if kind == "any" and color is None and mark_any:
            tricolor(s, r, lambda layer, rr, cc: glyph_pawn(layer, rr, cc, head))
        else:
            col = color or palette().people.get(kind, P.ART_INK_SOFT)
            glyph_pawn(s, r, col, head)
            # a little shine on the head / body
            shine = P.shade(col, 1.45)
            if head == "round":
                pygame.draw.circle(s, shine, unit_pt(r, 0.44, 0.21), r.w * 0.055)
            elif head == "hat":
                pygame.draw.circle(s, shine, unit_pt(r, 0.44, 0.34), r.w * 0.04)
            pygame.draw.ellipse(s, shine, unit_rect(r, 0.36, 0.58, 0.44, 0.76))
    return draw


ICONS: dict[str, tuple[Drawer, dict]] = {}


def _register() -> None:
    for tag in TAG_ICON_NAMES:
        ICONS[tag] = (_tag_badge(tag), {})
        ICONS[f"tag_{tag}"] = (_tag_badge(tag), {})
    for kind in ("local", "tourist", "vip", "any"):
        ICONS[f"person_{kind}"] = (_pawn(kind), {"outline_frac": 0.05})
        ICONS[f"move_{kind}"] = (partial(draw_arrow, kind=kind), {})
    ICONS["person_vip"] = (_pawn("vip"), {"outline_frac": 0.05})
    ICONS["people"] = (draw_people_pair, {"outline_frac": 0.05})
    ICONS["sand_dollar"] = (draw_coin, {})
    ICONS["points"] = (draw_points, {"outline_frac": 0.04})
    ICONS["points_negative"] = (lambda s, r: draw_points(s, r, True), {"outline_frac": 0.04})
    ICONS["summon"] = (draw_summon, {})
    ICONS["ring"] = (draw_ring, {})
    ICONS["no_ring"] = (lambda s, r: draw_ring(s, r, True), {})
    ICONS["footprint"] = (draw_footprint, {})
    ICONS["food_truck"] = (draw_food_truck, {"outline_frac": 0.05})
    ICONS["foodie"] = (draw_foodie, {"outline_frac": 0.05})
    ICONS["start_player"] = (draw_start_player, {})
    ICONS["swap"] = (draw_swap, {"outline": None})
    ICONS["return"] = (draw_return, {})
    ICONS["beach"] = (draw_row("beach"), {"outline": None})
    ICONS["street"] = (draw_row("street"), {"outline": None})
    ICONS["chain"] = (draw_chain, {"outline": None})
    ICONS["adjacent"] = (draw_adjacent, {"outline": None})
    ICONS["beach_end"] = (draw_beach_end, {})


_register()
ICON_NAMES: tuple[str, ...] = tuple(sorted(ICONS))
# Friendly extra names (not listed in ICON_NAMES): "local"/"tourist" stay tags.
ALIASES: dict[str, str] = {"vip": "person_vip", "any": "person_any", "truck": "food_truck",
                           "coin": "sand_dollar", "start": "start_player",
                           "dollar": "sand_dollar"}


def icon(name: str, size: int) -> pygame.Surface:
    """A square icon of ``size`` px for a tag, person, action or token name.

    Tag names (``local`` ... ``wave``, or ``tag_local``), ``person_<kind>``,
    ``move_<kind>`` (kind local/tourist/vip/any), ``sand_dollar``, ``points``,
    ``points_negative``, ``summon``, ``ring``, ``no_ring``, ``people``,
    ``footprint``, ``food_truck``, ``foodie``, ``start_player``, ``swap``,
    ``return``, ``beach``, ``street``, ``chain``, ``adjacent``, ``beach_end``.
    Unknown names raise ``KeyError``.
    """
    drawer, opts = ICONS[ALIASES.get(name, name)]
    return cached(("icon", name, int(size)), None, lambda: sticker(int(size), drawer, **opts))


def pawn_surface(kind: str, color: P.Color, size: int, outline: P.Color = P.ART_INK
                 ) -> pygame.Surface:
    """A pawn of ``kind``'s shape in any colour (player colours, ghosts)."""
    return sticker(int(size), _pawn(kind, color), outline=outline, outline_frac=0.05)
