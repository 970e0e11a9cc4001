"""The starting-tile choice in the city area: the offered tiles, what each
gives beside it, and a line naming the tiles already taken, in a strip of
its own below the tiles (never under their art).

``slots`` says where the tiles stand (the regions use it for clicks);
``lines`` lays out every text; ``draw`` paints them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import Words
from game.monica.i18n import icons
from game.client import gfx, theme
from game.monica.client.table.panels import clip_text
from game.monica.client import pictures

TAKEN_SIZE = 20            # the "Taken — ..." line
NAME_SIZE = 24
TEXT_SIZE = 19
SLOT_W = 390               # a tile and its words
TILE_RATIO = 150 / 426     # a starting tile's width over its height
TITLE_ROW = 48             # the city's title row, where the instruction tab stands


@dataclass(frozen=True)
class Line:
    text: str
    rect: pygame.Rect
    size: int
    color: theme.Color
    bold: bool = False


def taken_strip(city: pygame.Rect) -> pygame.Rect:
    """The strip along the bottom of the city for the taken tiles' line."""
    h = gfx.font(TAKEN_SIZE).get_linesize() + 12
    return pygame.Rect(city.x + 20, city.bottom - h - 4, city.w - 40, h)


def slots(city: pygame.Rect, offered: list[str]) -> dict[str, pygame.Rect]:
    """Where the offered tiles stand: above the taken strip."""
    strip = taken_strip(city)
    top = city.y + TITLE_ROW
    area = pygame.Rect(city.x + 30, top, city.w - 60, strip.y - 8 - top)
    n = len(offered)
    slot_w = min(SLOT_W, area.w // max(1, n))
    x0 = area.centerx - slot_w * n // 2
    th = area.h
    tw = int(th * TILE_RATIO)
    return {tid: pygame.Rect(x0 + i * slot_w + 8, area.y, tw, th)
            for i, tid in enumerate(offered)}


def _wrapped(text: str, size: int, box: pygame.Rect, y: int, color: theme.Color,
             bold: bool = False) -> list[Line]:
    out = []
    h = gfx.font(size, bold).get_linesize()
    for part in gfx.wrap(text, size, box.w, bold):
        w = gfx.font(size, bold).size(part)[0]
        out.append(Line(part, pygame.Rect(box.x, y, w, h), size, color, bold))
        y += h
    return out


def lines(city: pygame.Rect, state: Any, words: Words) -> list[Line]:
    """Every text of the choice: each tile's name and gifts beside it (cut at
    the taken strip), then the taken line."""
    strip = taken_strip(city)
    out: list[Line] = []
    for tid, r in slots(city, list(state.offered_tiles)).items():
        tile = state.box.tiles[tid]
        box = pygame.Rect(r.right + 12, r.y + 4, SLOT_W - r.w - 36, strip.y - r.y - 4)
        block = _wrapped(tile.name, NAME_SIZE, box, box.y, theme.INK, True)
        gifts = [pictures.describe_setup(s, words.language) for s in tile.setup]
        gifts.append(words.t("table.city.vips_seek",
                             vip=icons.vip_short(tile.vip, lang=words.language)))
        for gift in gifts:
            y = (block[-1].rect.bottom if block else box.y) + 6
            block += _wrapped(gift, TEXT_SIZE, box, y, theme.INK_SOFT)
        out += [line for line in block if line.rect.bottom <= box.bottom]
    taken = [f"{p.name}: {p.city.tile.name}" for p in state.players if p.city is not None]
    if taken:
        text = clip_text(words.t("table.ui.taken", list=" · ".join(taken)), TAKEN_SIZE,
                         strip.w)
        font = gfx.font(TAKEN_SIZE)
        out.append(Line(text, pygame.Rect(strip.x, strip.y + 6, font.size(text)[0],
                                          font.get_linesize()), TAKEN_SIZE, theme.INK))
    return out


def draw(canvas: pygame.Surface, city: pygame.Rect, state: Any, pictures: Any) -> None:
    for tid, r in slots(city, list(state.offered_tiles)).items():
        canvas.blit(pictures.tile(state.box.tiles[tid], r.size), r)
    for line in lines(city, state, pictures.words):
        canvas.blit(gfx.text(line.text, line.size, line.color, line.bold), line.rect)
