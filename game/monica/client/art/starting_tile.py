"""Starting tiles, drawn from data: the beach half with the name and the pier's
Ferris wheel, the street half with tags, setup gains and the VIP rule."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.i18n import t as tr

from game.client import theme as P
from game.client.art_cache import cached, language, palette
from game.monica.client.art.draw import new_surface, round_corners, rounded_panel, supersample, text
from game.client.fonts import fit_font
from game.monica.client.art.parts import Part, p_icon, p_points, p_text, place_parts
from game.monica.client.art.printing import (PLACE_EDGE, PLACE_FILL, SCORE_EDGE, SCORE_FILL, flow, name_plate,
                       tag_column)
from game.monica.client.art.scenery import paint_beach, paint_street, seed_of

Size = tuple[int, int]


def vip_rule_parts(vip: Any) -> list[list[Part]]:
    """Two printed lines of a VIP rule: where footprints drop, and what they score."""
    v = vip.to_json() if hasattr(vip, "to_json") else dict(vip)
    if v.get("cards") == "beach":
        return [[p_icon("person_vip"), p_text("\u2192", 0.7), p_icon("beach")],
                [p_icon("footprint"), p_text("=", 0.7), p_points(1)]]
    # Pictures only, in every language (the zoom and the help say it in
    # words): "VIP -> these tags [in this row]", "footprint = 1 / matching tag".
    tags = [str(t) for t in v.get("tags", [])]
    rows = [str(r) for r in v.get("rows", [])]
    first: list[Part] = [p_icon("person_vip"), p_text("\u2192", 0.7)]
    first += [p_icon(t) for t in tags]
    if rows and set(rows) != {"beach", "street"}:
        first += [p_text("|", 0.7)] + [p_icon(r) for r in rows]
    second: list[Part] = [p_icon("footprint"), p_text("=", 0.7), p_points(1),
                          p_text("/", 0.7)] + [p_icon(t, 0.8) for t in tags]
    return [first, second]


def _ferris_wheel(s: pygame.Surface, area: pygame.Rect, seed: int) -> None:
    """The pier's Ferris wheel, drawn on a starting tile's beach half."""
    if area.w < 10 or area.h < 10:
        return
    d = min(area.w * 0.92, area.h * 0.86)

    def _draw(big: pygame.Surface, k: int) -> None:
        bw, bh = big.get_size()
        cx, cy = bw / 2, d * k / 2 + 2 * k
        rad = d * k / 2 - 3 * k
        lw = max(1, int(d * k / 60))
        base_y = bh - 1
        for sx in (-1, 1):
            pygame.draw.line(big, (120, 130, 150), (cx, cy), (cx + sx * rad * 0.62, base_y),
                             lw * 2)
        pygame.draw.rect(big, (150, 110, 70), (0, base_y - lw * 4, bw, lw * 4))
        for i in range(12):
            a = i * math.pi / 6
            pygame.draw.line(big, (200, 70, 70), (cx, cy),
                             (cx + math.cos(a) * rad, cy + math.sin(a) * rad), lw)
        pygame.draw.circle(big, (220, 60, 60), (cx, cy), rad, lw * 2)
        pygame.draw.circle(big, (250, 250, 250), (cx, cy), rad * 0.55, lw)
        cols = [palette().tags[t] for t in ("local", "tourist", "business", "sports", "nature",
                                           "wave")]
        for i in range(12):
            a = i * math.pi / 6 + (seed % 7) * 0.05
            gx, gy = cx + math.cos(a) * rad, cy + math.sin(a) * rad
            pygame.draw.circle(big, cols[i % 6], (gx, gy + rad * 0.08), rad * 0.1)
            pygame.draw.circle(big, P.ART_INK, (gx, gy + rad * 0.08), rad * 0.1, max(1, lw // 2))
        pygame.draw.circle(big, P.SUN, (cx, cy), rad * 0.1)
        pygame.draw.circle(big, P.ART_INK, (cx, cy), rad * 0.1, max(1, lw // 2))

    art = supersample((area.w, area.h), _draw, 3, bg=(120, 130, 150, 0))
    s.blit(art, area)


def _build_tile(tile: Any, w: int, h: int) -> pygame.Surface:
    border = max(2, round(min(w, h) * 0.035))
    radius = max(4, round(min(w, h) * 0.07))
    surf = new_surface((w, h), (*P.PAPER, 255))
    inner = pygame.Rect(border, border, w - 2 * border, h - 2 * border)
    iw, ih = inner.size
    half = ih // 2
    seed = seed_of(str(getattr(tile, "id", "")))
    tags = list(getattr(tile, "tags", ()))
    pad = max(2, round(iw * 0.035))
    plate_h = max(12, round(half * 0.1))

    sea_h = round(half * 0.2)
    beach = supersample((iw, half), lambda b, k: paint_beach(b, k, sea_h, seed), 2,
                        bg=(*P.ART_SAND, 255))
    awning_h = round(half * 0.065)
    band_h = round(half * 0.11)
    street = supersample((iw, ih - half), lambda b, k: paint_street(
        b, k, awning_h, band_h, tags[0] if tags else None, seed + 1), 2, bg=(*P.STUCCO, 255))

    # beach half: the name and a "start" flag; no tags live here
    plate = name_plate(str(getattr(tile, "name", "")), iw - 2 * pad, plate_h)
    beach.blit(plate, (pad, sea_h - plate_h // 2))
    label = tr("table.zoom.starting_tile", lang=language()).upper()
    label_f = fit_font(label, int(iw * 0.7), int(half * 0.07), condensed=True)
    lab = text(label, label_f, P.ART_INK_SOFT, role="name")
    lab_y = sea_h - plate_h // 2 + plate.get_height() + max(1, pad // 2)
    beach.blit(lab, lab.get_rect(midtop=(iw / 2, lab_y)))
    wheel_top = lab_y + lab.get_height() + pad
    _ferris_wheel(beach, pygame.Rect(pad, int(wheel_top), iw - 2 * pad,
                                     int(half - wheel_top - pad)), seed)

    # street half: tags, setup gains, VIP rule
    body_top = awning_h + pad
    bottom = (ih - half) - band_h - pad
    rule_h = round((ih - half) * 0.36)
    rule = pygame.Rect(pad, bottom - rule_h, iw - 2 * pad, rule_h)
    panel = rounded_panel(rule.size, SCORE_FILL, max(3, rule_h // 6), SCORE_EDGE,
                          max(1, rule_h // 50))
    street.blit(panel, rule)
    placed, _ = flow(vip_rule_parts(getattr(tile, "vip", {})), rule.inflate(-pad, -pad),
                     round(half * 0.15), max(8, round(half * 0.06)), None, None, 0.06)
    for c, r in placed:
        street.blit(c, r)
    body = pygame.Rect(pad, body_top, iw - 2 * pad, rule.y - pad - body_top)
    tag_w = max(10, round(iw * 0.2))
    tag_column(street, tags, pygame.Rect(body.x, body.y, tag_w, body.h))
    right = pygame.Rect(body.x + tag_w + pad, body.y, body.w - tag_w - pad, body.h)
    setup = [s for s in getattr(tile, "setup", ())]
    placed, _ = flow([place_parts(s) for s in setup], right, round(half * 0.16),
                     max(8, round(half * 0.065)), PLACE_FILL, PLACE_EDGE, 0.12)
    for c, r in placed:
        street.blit(c, r)

    scene = new_surface((iw, ih), (*P.ART_SAND, 255))
    scene.blit(beach, (0, 0))
    scene.blit(street, (0, half))
    # a dashed fold line between the halves
    dash = max(4, iw // 16)
    for x in range(0, iw, dash * 2):
        pygame.draw.line(scene, P.ART_INK_SOFT, (x, half), (x + dash, half), max(1, ih // 300))
    surf.blit(round_corners(scene, max(2, radius - border)), inner)
    edge = rounded_panel((w, h), (0, 0, 0, 0), radius, P.shade(P.ART_SAND_DARK, 0.8), 1)
    surf.blit(edge, (0, 0))
    return round_corners(surf, radius)


def render_tile(tile: Any, size: Size) -> pygame.Surface:
    """A double-high starting tile: beach half on top, street half below."""
    w, h = max(16, int(size[0])), max(32, int(size[1]))
    return cached(("tile", getattr(tile, "id", ""), (w, h), None), tile,
                  lambda: _build_tile(tile, w, h))
