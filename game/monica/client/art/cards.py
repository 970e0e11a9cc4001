"""Feature cards and the card back, drawn from their data.

Beach cards show the ocean on top (waves, foam, sand below); street cards
have a striped awning on top and the boardwalk and street at the bottom.
Everything printed on a card comes from the contract's dicts:

* name on a plate, tags as coloured pictogram badges down the left side,
* placement actions as chips on a sea-foam plate (they happen at once),
* the activity ring as a big golden ring with its slots and points,
* end-game scoring icons on the cream strip at the bottom,
* a red-and-white barrier down the left edge of a beach-end card.
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from game.client import theme as P
from game.monica.client.art.activity_ring import ring_with_points
from game.client.art_cache import cached
from game.monica.client.art.draw import blit_center, new_surface, round_corners, rounded_panel, supersample
from game.monica.client.art.parts import place_parts, score_parts
from game.monica.client.art.printing import (PLACE_EDGE, PLACE_FILL, SCORE_EDGE, SCORE_FILL, flow, name_plate,
                       tag_column)
from game.monica.client.art.scenery import barrier, paint_beach, paint_street, seed_of, watermark

Size = tuple[int, int]


def _highlight_rgb(highlight: Any) -> P.Color | None:
    if highlight is None or highlight is False:
        return None
    if highlight is True:
        return P.HIGHLIGHTS["select"]
    if isinstance(highlight, str) and highlight in P.HIGHLIGHTS:
        return P.HIGHLIGHTS[highlight]
    return P.to_rgb(highlight, P.HIGHLIGHTS["select"])


def _layout_body(scene: pygame.Surface, place: Sequence[Any], ring: Any,
                 right: pygame.Rect, ih: int, pad: int) -> None:
    """Placement chips and the ring in the body: chips above the ring, or beside
    it when that leaves the ring bigger."""
    parts = [place_parts(a) for a in place]
    h_min = max(8, round(ih * 0.065))
    if ring is None:
        if parts:
            placed, _ = flow(parts, right, round(ih * 0.2), h_min, PLACE_FILL, PLACE_EDGE, 0.12)
            for c, r in placed:
                scene.blit(c, r)
        return
    h_max = round(ih * 0.14)
    options: list[tuple[float, list[tuple[pygame.Surface, pygame.Rect]], pygame.Rect]] = []
    if not parts:
        options.append((min(right.w / 1.3, right.h / 1.2), [], right))
    else:
        area = pygame.Rect(right.x, right.y, right.w, max(8, round(right.h * 0.46)))
        placed, ch = flow(parts, area, h_max, h_min, PLACE_FILL, PLACE_EDGE, 0.12)
        if placed:
            dy = min(r.y for _, r in placed) - right.y
            placed = [(c, r.move(0, -dy)) for c, r in placed]
        bottom = max((r.bottom for _, r in placed), default=right.y)
        avail = pygame.Rect(right.x, bottom + pad, right.w, right.bottom - bottom - pad)
        options.append((min(avail.w / 1.3, avail.h / 1.2), placed, avail))
        # beside: chips in a left column, the ring to their right
        col = pygame.Rect(right.x, right.y, round(right.w * 0.5), right.h)
        placed2, ch2 = flow(parts, col, h_max, h_min, PLACE_FILL, PLACE_EDGE, 0.12)
        if placed2:
            dx = min(r.x for _, r in placed2) - right.x
            placed2 = [(c, r.move(-dx, 0)) for c, r in placed2]
            widest = max(r.right for _, r in placed2) - right.x
            fits = widest <= col.w and max(r.bottom for _, r in placed2) <= right.bottom
            if fits and ch2 >= ch * 0.8:
                avail2 = pygame.Rect(right.x + widest + pad, right.y,
                                     right.w - widest - pad, right.h)
                options.append((min(avail2.w / 1.3, avail2.h / 1.2) * 0.95, placed2, avail2))
    d_f, placed, avail = max(options, key=lambda o: o[0])
    for c, r in placed:
        scene.blit(c, r)
    d = max(12, int(d_f))
    rs = ring_with_points(ring, d)
    blit_center(scene, rs, (avail.centerx + d * 0.12, avail.centery + d * 0.1))


def _build_card(card: Any, w: int, h: int, highlight: P.Color | None) -> pygame.Surface:
    surf = new_surface((w, h), (*P.PAPER, 255))
    border = max(2, round(min(w, h) * 0.035))
    radius = max(4, round(min(w, h) * 0.07))
    inner = pygame.Rect(border, border, w - 2 * border, h - 2 * border)
    iw, ih = inner.size
    beach = getattr(card, "row", 0) == 0
    tags = list(getattr(card, "tags", ()))
    main_tag = tags[0] if tags else None
    seed = seed_of(str(getattr(card, "id", "")))
    pad = max(2, round(iw * 0.035))
    plate_h = max(12, round(ih * 0.1))
    score = list(getattr(card, "score", ()))
    place = list(getattr(card, "place", ()))
    ring = getattr(card, "ring", None)

    left = pad
    if getattr(card, "beach_end", False):
        left = max(5, round(iw * 0.07)) + pad
    plate = name_plate(str(getattr(card, "name", "")), iw - left - pad, plate_h)
    if beach:
        sea_h = round(ih * 0.18)
        scene = supersample((iw, ih), lambda b, k: paint_beach(b, k, sea_h, seed), 2,
                            bg=(*P.ART_SAND, 255))
        plate_y = sea_h - plate_h // 2 + round(ih * 0.01)
        body_top = plate_y + plate.get_height() + pad
        bottom_limit = ih - pad
    else:
        awning_h = round(ih * 0.065)
        band_h = round(ih * 0.11)
        scene = supersample((iw, ih), lambda b, k: paint_street(b, k, awning_h, band_h,
                                                                 main_tag, seed), 2,
                            bg=(*P.STUCCO, 255))
        plate_y = awning_h + round(ih * 0.02)
        body_top = plate_y + plate.get_height() + pad
        bottom_limit = ih - band_h - pad

    if getattr(card, "beach_end", False):
        barrier(scene, pygame.Rect(0, 0, left - pad, ih))

    # score strip
    score_top = bottom_limit
    if score:
        sh = round(ih * (0.185 if len(score) == 1 else 0.28))
        score_top = bottom_limit - sh
        strip = pygame.Rect(left, score_top, iw - left - pad, sh)
        panel = rounded_panel(strip.size, SCORE_FILL, max(3, sh // 5), SCORE_EDGE,
                              max(1, sh // 40))
        scene.blit(panel, strip)
        placed, _ = flow([score_parts(sc) for sc in score], strip.inflate(-pad, -pad),
                         round(ih * 0.16), max(8, round(ih * 0.06)), None, None, 0.1)
        for c, r in placed:
            scene.blit(c, r)

    body = pygame.Rect(left, body_top, iw - left - pad, max(4, score_top - pad - body_top))
    if main_tag and beach:
        watermark(scene, main_tag, body.inflate(-body.w * 0.05, -body.h * 0.05).move(
            body.w * 0.12, 0), 34)

    # tags down the left side
    tag_w = max(10, round(iw * 0.2))
    tag_column(scene, tags, pygame.Rect(body.x, body.y, tag_w, body.h))
    right = pygame.Rect(body.x + tag_w + pad, body.y, body.w - tag_w - pad, body.h)

    _layout_body(scene, place, ring, right, ih, pad)

    scene.blit(plate, (left, plate_y))

    surf.blit(round_corners(scene, max(2, radius - border)), inner)
    # thin edge around the whole card
    edge = rounded_panel((w, h), (0, 0, 0, 0), radius, P.shade(P.ART_SAND_DARK, 0.8), 1)
    surf.blit(edge, (0, 0))
    round_corners(surf, radius)
    if highlight is not None:
        hb = max(3, round(min(w, h) * 0.035))
        glow = rounded_panel((w, h), (0, 0, 0, 0), radius, highlight, hb)
        surf.blit(glow, (0, 0))
    return surf


def _frame(w: int, h: int) -> tuple[int, int, int, int]:
    """A card's border, inner width and height, and padding."""
    border = max(2, round(min(w, h) * 0.035))
    iw, ih = w - 2 * border, h - 2 * border
    return border, iw, ih, max(2, round(iw * 0.035))


def card_score_strip(card: Any, size: Size) -> pygame.Rect | None:
    """Where a card of ``size`` prints its end-game scoring icons (None: it has none)."""
    score = list(getattr(card, "score", ()))
    if not score:
        return None
    border, iw, ih, pad = _frame(int(size[0]), int(size[1]))
    beach = getattr(card, "row", 0) == 0
    bottom_limit = ih - pad if beach else ih - round(ih * 0.11) - pad
    sh = round(ih * (0.185 if len(score) == 1 else 0.28))
    return pygame.Rect(border, border + bottom_limit - sh, iw, sh)


def card_free_strip(card: Any, size: Size) -> pygame.Rect:
    """The strip of a card of ``size`` that holds only scenery, no icon or
    name: the sea above a beach card's name plate, the street below a street
    card's icons. The table puts its "+N points" tab there."""
    border, iw, ih, pad = _frame(int(size[0]), int(size[1]))
    left = max(5, round(iw * 0.07)) + pad if getattr(card, "beach_end", False) else pad
    if getattr(card, "row", 0) == 0:
        plate_h = max(12, round(ih * 0.1))
        plate_y = round(ih * 0.18) - plate_h // 2 + round(ih * 0.01)
        return pygame.Rect(border + left, border + 1, iw - left - pad, max(4, plate_y - 2))
    band_h = round(ih * 0.11)
    return pygame.Rect(border + left, border + ih - band_h, iw - left - pad, band_h)


def people_floor(row: int, size: Size) -> int:
    """How far down a card of ``size`` in ``row`` (0 beach, 1 street) people
    may stand: above a street card's street band (the "+N" tab's strip), down
    to a beach card's inner edge."""
    border, iw, ih, pad = _frame(int(size[0]), int(size[1]))
    if row == 0:
        return border + ih - pad
    return border + ih - round(ih * 0.11) - 1


def render_card(card: Any, size: Size, *, highlight: Any = None) -> pygame.Surface:
    """A feature card drawn at ``size`` pixels, cached by (id, size, highlight).

    ``card`` is a ``FeatureCard`` or a card dict in the contract's JSON form.

    ``highlight`` is None, True, a name (``select``, ``legal``, ``hover``,
    ``danger``) or a colour; it draws a coloured frame inside the card.
    """
    w, h = max(16, int(size[0])), max(16, int(size[1]))
    hl = _highlight_rgb(highlight)
    view = _CardView(card) if isinstance(card, dict) else card
    key = ("card", getattr(view, "id", ""), (w, h), hl)
    return cached(key, card, lambda: _build_card(view, w, h, hl))


class _CardView:
    """A contract-JSON card dict seen through the ``FeatureCard`` attributes."""

    def __init__(self, d: dict) -> None:
        self.id = str(d.get("id", ""))
        self.name = str(d.get("name", ""))
        row = d.get("row", 0)
        self.row = 0 if row in ("beach", 0) else 1
        self.tags = tuple(d.get("tags", ()))
        self.place = tuple(d.get("place", ()))
        self.ring = d.get("ring")
        self.score = tuple(d.get("score", ()))
        self.beach_end = bool(d.get("beach_end", False))
