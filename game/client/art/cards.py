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

import math
import random
import zlib
from typing import Any, Mapping, Sequence

import pygame

from .. import theme as P
from .cache import cached, palette
from .draw import (blit_center, new_surface, round_corners, rounded_panel, star_points,
                   supersample, text, vertical_gradient)
from .fonts import fit_font, font
from .icons import glyph_bag, glyph_ball, glyph_camera, glyph_house, glyph_palm, \
    glyph_wave, icon
from .parts import Part, chip, p_person, p_points, p_text, place_parts, score_parts

Size = tuple[int, int]

_GLYPHS = {"local": glyph_house, "tourist": glyph_camera, "business": glyph_bag,
           "sports": glyph_ball, "nature": glyph_palm, "wave": glyph_wave}

PLACE_FILL = (224, 246, 250, 236)
PLACE_EDGE = (72, 150, 176)
SCORE_FILL = (255, 250, 232, 240)
SCORE_EDGE = (200, 160, 96)


def _highlight_rgb(highlight: Any) -> P.Color | None:
    if highlight is None or highlight is False:
        return None
    if highlight is True:
        return P.HIGHLIGHTS["select"]
    if isinstance(highlight, str) and highlight in P.HIGHLIGHTS:
        return P.HIGHLIGHTS[highlight]
    return P.to_rgb(highlight, P.HIGHLIGHTS["select"])


def _seed(s: str) -> int:
    return zlib.crc32(s.encode("utf-8"))


# --------------------------------------------------------------------------- scenery

def _paint_beach(s: pygame.Surface, k: int, sea_h: int, seed: int) -> None:
    w, h = s.get_size()
    sh = sea_h * k
    s.fill(P.ART_SAND)
    rnd = random.Random(seed)
    # wet sand under the foam
    pygame.draw.rect(s, P.mix(P.ART_SAND, P.ART_SAND_DARK, 0.55), (0, sh, w, int(sh * 0.22)))
    for _ in range(int(w * h / (900 * k * k)) + 6):
        x, y = rnd.uniform(0, w), rnd.uniform(sh * 1.2, h)
        pygame.draw.circle(s, P.SAND_DOT, (x, y), rnd.uniform(0.6, 1.4) * k)
    # a few shells and a starfish in the sand
    for _ in range(3):
        x, y = rnd.uniform(w * 0.1, w * 0.9), rnd.uniform(sh * 1.6, h * 0.95)
        rr = rnd.uniform(2.5, 4.0) * k * max(1.0, w / (300 * k))
        col = P.mix(P.ART_SAND, P.ART_SAND_DARK, 0.9)
        if rnd.random() < 0.5:
            pygame.draw.polygon(s, col, star_points(x, y, rr * 1.4, rr * 0.6, 5,
                                                    rnd.uniform(0, 1)))
        else:
            pygame.draw.ellipse(s, col, (x - rr, y - rr * 0.8, rr * 2, rr * 1.6))
            for j in (-1, 0, 1):
                pygame.draw.line(s, P.mix(P.ART_SAND, P.ART_SAND_DARK, 0.4), (x, y + rr * 0.7),
                                 (x + j * rr * 0.7, y - rr * 0.6), max(1, k // 2))
    vertical_gradient(s, pygame.Rect(0, 0, w, sh), P.SEA_DEEP, P.SEA_LIGHT)
    # little crests in the sea
    for row in range(2):
        y = sh * (0.3 + 0.3 * row)
        off = rnd.uniform(0, w * 0.3)
        step = w * 0.34
        x = -step + off + row * step / 2
        while x < w:
            rect = pygame.Rect(0, 0, int(w * 0.12), int(sh * 0.22))
            rect.center = (int(x), int(y))
            pygame.draw.arc(s, (220, 244, 252), rect, math.radians(20), math.radians(160),
                            max(1, k * 1 + w // 260))
            x += step
    # scalloped foam edge
    r = max(3 * k, int(sh * 0.13))
    x = -rnd.uniform(0, r)
    while x < w + r:
        pygame.draw.circle(s, P.ART_FOAM, (x, sh - r * 0.35), r)
        x += r * 1.55
    pygame.draw.rect(s, P.ART_FOAM, (0, sh - r * 0.9, w, r * 0.6))


def _paint_street(s: pygame.Surface, k: int, awning_h: int, band_h: int, tag: str | None,
                  seed: int) -> None:
    w, h = s.get_size()
    s.fill(P.STUCCO)
    rnd = random.Random(seed)
    # faint stucco texture
    for _ in range(int(w * h / (1400 * k * k)) + 4):
        x, y = rnd.uniform(0, w), rnd.uniform(awning_h * k, h - band_h * k)
        pygame.draw.circle(s, P.STUCCO_DARK, (x, y), rnd.uniform(0.6, 1.3) * k)
    # a shop front: two tall windows and a door, soft so icons stay readable
    top_y = awning_h * k * 1.9
    bottom_y = h - band_h * k
    win = P.mix(P.STUCCO, P.SEA_LIGHT, 0.28)
    frame = P.mix(P.STUCCO, P.WHITE, 0.6)
    ww = w * 0.24
    for x in (w * 0.08, w * 0.68):
        r = pygame.Rect(int(x), int(top_y + (bottom_y - top_y) * 0.2), int(ww),
                        int((bottom_y - top_y) * 0.5))
        pygame.draw.rect(s, frame, r.inflate(4 * k, 4 * k), border_top_left_radius=int(ww / 2),
                         border_top_right_radius=int(ww / 2))
        pygame.draw.rect(s, win, r, border_top_left_radius=int(ww / 2),
                         border_top_right_radius=int(ww / 2))
        pygame.draw.line(s, frame, (r.centerx, r.y + ww * 0.2), (r.centerx, r.bottom), k)
    door = pygame.Rect(int(w * 0.39), int(top_y + (bottom_y - top_y) * 0.38), int(w * 0.22),
                       int(bottom_y - top_y - (bottom_y - top_y) * 0.38))
    pygame.draw.rect(s, P.mix(P.STUCCO, P.PLANK, 0.3), door, border_top_left_radius=3 * k,
                     border_top_right_radius=3 * k)
    # striped awning with a scalloped hem
    ah = awning_h * k
    col = palette().tags.get(tag or "", P.ART_SEA)
    stripes = 7
    sw = w / stripes
    for i in range(stripes):
        c = col if i % 2 == 0 else P.WHITE
        pygame.draw.rect(s, c, (int(i * sw), 0, int(sw) + 2, ah))
        pygame.draw.circle(s, c, ((i + 0.5) * sw, ah), sw / 2)
    pygame.draw.line(s, P.shade(col, 0.7), (0, ah * 0.12), (w, ah * 0.12), max(1, k))
    # boardwalk planks and the street
    bh = band_h * k
    top = h - bh
    plank_h = int(bh * 0.55)
    pygame.draw.rect(s, P.PLANK, (0, top, w, plank_h))
    pygame.draw.line(s, P.PLANK_DARK, (0, top), (w, top), max(1, k))
    n = 6
    for i in range(n + 1):
        x = (i + (0.5 if i % 2 else 0)) * w / n
        pygame.draw.line(s, P.PLANK_DARK, (x, top), (x, top + plank_h), max(1, k))
    pygame.draw.line(s, P.PLANK_DARK, (0, top + plank_h // 2), (w, top + plank_h // 2),
                     max(1, k // 2))
    pygame.draw.rect(s, P.ASPHALT, (0, top + plank_h, w, bh - plank_h))
    pygame.draw.line(s, (160, 160, 160), (0, top + plank_h), (w, top + plank_h), max(1, k))
    dash = w / 5
    ly = top + plank_h + (bh - plank_h) * 0.55
    x = dash * 0.25
    while x < w:
        pygame.draw.line(s, P.LANE, (x, ly), (x + dash * 0.5, ly), max(1, int(1.5 * k)))
        x += dash


def _watermark(s: pygame.Surface, tag: str, rect: pygame.Rect, alpha: int) -> None:
    if tag not in _GLYPHS or rect.w < 8 or rect.h < 8:
        return
    side = min(rect.w, rect.h)

    def _draw(big: pygame.Surface, k: int) -> None:
        _GLYPHS[tag](big, big.get_rect(), P.WHITE, P.WHITE)

    g = supersample((side, side), _draw, 3, bg=(255, 255, 255, 0))
    g.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(g, g.get_rect(center=rect.center))


def _barrier(s: pygame.Surface, rect: pygame.Rect) -> None:
    """Red-and-white diagonal stripes (the end of the beach)."""
    band = new_surface(rect.size, (*P.WHITE, 255))
    step = max(4, rect.w)
    for y in range(-rect.w * 2, rect.h + rect.w * 2, step * 2):
        pygame.draw.polygon(band, P.BARRIER_RED, [(0, y), (rect.w, y - rect.w),
                                                  (rect.w, y - rect.w + step), (0, y + step)])
    pygame.draw.line(band, P.ART_INK, (rect.w - 1, 0), (rect.w - 1, rect.h), max(1, rect.w // 6))
    s.blit(band, rect)


# --------------------------------------------------------------------------- layout

def flow(parts_list: Sequence[Sequence[Part]], area: pygame.Rect, h_max: int, h_min: int,
         fill: tuple[int, int, int, int] | None, border: P.Color | None,
         gap_frac: float = 0.16) -> tuple[list[tuple[pygame.Surface, pygame.Rect]], int]:
    """Lay chips out in centred rows inside ``area``, as tall as they fit."""
    h_max = max(h_min, min(h_max, area.h))
    best: list[tuple[pygame.Surface, pygame.Rect]] = []
    for h in range(h_max, h_min - 1, -1):
        chips = [chip(ps, h, fill, border) for ps in parts_list]
        gap = max(2, int(h * gap_frac))
        rows: list[list[pygame.Surface]] = [[]]
        row_w = 0
        for c in chips:
            need = c.get_width() + (gap if rows[-1] else 0)
            if rows[-1] and row_w + need > area.w:
                rows.append([])
                row_w = 0
                need = c.get_width()
            rows[-1].append(c)
            row_w += need
        total_h = len(rows) * h + (len(rows) - 1) * gap
        widest = max((sum(c.get_width() for c in r) + gap * (len(r) - 1) for r in rows),
                     default=0)
        if (total_h <= area.h and widest <= area.w) or h == h_min:
            placed = []
            y = area.y + (area.h - total_h) // 2
            for r in rows:
                rw = sum(c.get_width() for c in r) + gap * (len(r) - 1)
                x = area.x + (area.w - rw) // 2
                for c in r:
                    placed.append((c, pygame.Rect(x, y, c.get_width(), h)))
                    x += c.get_width() + gap
                y += h + gap
            best = placed
            return best, h
    return best, h_min


def ring_surface(ring: Any, d: int) -> pygame.Surface:
    """The activity ring: a golden ring holding its slots, points on a sun."""
    r = ring.to_json() if hasattr(ring, "to_json") else dict(ring)
    d = max(12, int(d))
    band = max(2, int(d * 0.09))

    def _draw(big: pygame.Surface, k: int) -> None:
        c = big.get_width() / 2
        pygame.draw.circle(big, P.ART_INK, (c, c), c)
        pygame.draw.circle(big, P.SUN_DARK, (c, c), c - k * max(1, d // 60))
        pygame.draw.circle(big, P.SUN, (c, c), c - band * k * 0.7)
        pygame.draw.circle(big, (255, 252, 240), (c, c), c - band * k)
        pygame.draw.circle(big, P.ART_INK, (c, c), c - band * k, max(1, k * max(1, d // 80)))

    out = supersample((d, d), _draw, 3)
    kinds: list[str] = []
    if not r.get("any_number"):
        for kind in ("local", "tourist", "vip", "any"):
            kinds += [kind] * int(r.get(kind, 0))
    inner = d - 2 * band
    n = len(kinds)
    if r.get("any_number") or n == 0:
        pw = int(inner * 0.4)
        pawn = icon("person_any", pw)
        out.blit(pawn, pawn.get_rect(center=(d / 2, d * 0.4)))
        f = fit_font("any #", int(inner * 0.7), int(inner * 0.2), condensed=True)
        t = text("any #", f, P.ART_INK)
        out.blit(t, t.get_rect(center=(d / 2, d * 0.68)))
    else:
        cols = 1 if n == 1 else 2 if n in (2, 4) else 3
        rows = math.ceil(n / cols)
        cell = inner * (0.62 if n == 1 else 0.5 if n <= 2 else 0.4 if n <= 4 else 0.32)
        ps = int(cell * 0.95)
        total_h = rows * cell
        y0 = d / 2 - total_h / 2
        for i, kind in enumerate(kinds):
            row, col = divmod(i, cols)
            in_row = min(cols, n - row * cols)
            x0 = d / 2 - in_row * cell / 2
            pawn = p_person(kind)(ps)
            out.blit(pawn, pawn.get_rect(center=(x0 + (col + 0.5) * cell,
                                                  y0 + (row + 0.5) * cell)))
    return out


def ring_with_points(ring: Any, d: int) -> pygame.Surface:
    """Ring plus its points sun overlapping the lower right."""
    r = ring.to_json() if hasattr(ring, "to_json") else dict(ring)
    ps = max(10, int(d * 0.46))
    w = int(d + ps * 0.55)
    out = new_surface((w, w))
    rs = ring_surface(ring, d)
    out.blit(rs, (0, 0))
    sun = p_points(int(r.get("points", 0)))(ps)
    out.blit(sun, sun.get_rect(center=(d * 0.92, d * 0.9)))
    return out


# --------------------------------------------------------------------------- card

def _name_plate(name: str, w: int, h: int) -> pygame.Surface:
    """The name on a rounded plate ``h`` tall; long names wrap onto two lines
    (the plate then grows to about 1.6 ``h``)."""
    ideal = font(max(7, int(h * 0.68)), condensed=True)
    words = name.split()
    two = (len(words) > 1 and ideal.size(name)[0] * 0.8 > w - h * 0.6)
    if two:
        best = None
        for i in range(1, len(words)):
            a, b = " ".join(words[:i]), " ".join(words[i:])
            width = max(ideal.size(a)[0], ideal.size(b)[0])
            if best is None or width < best[0]:
                best = (width, a, b)
        assert best is not None
        lines = [best[1], best[2]]
        ph = round(h * 1.6)
    else:
        lines = [name]
        ph = h
    w = max(4, w)
    plate = rounded_panel((w, ph), (*P.PAPER, 255), max(2, h // 2), P.ART_INK, max(1, h // 14))
    line_h = ph / len(lines)
    longest = max(lines, key=lambda t: ideal.size(t)[0])
    f = fit_font(longest, int(w - h * 0.5), int(line_h * (0.68 if not two else 0.74)),
                 condensed=True, min_size=7)
    for i, line in enumerate(lines):
        t = text(line, f, P.ART_INK)
        if t.get_width() > w - 4:
            t = pygame.transform.smoothscale(t, (max(1, w - 4), t.get_height()))
        y = line_h * (i + 0.5) + (1 if not two else (line_h * 0.08 * (1 if i == 0 else -1)))
        plate.blit(t, t.get_rect(center=(w / 2, y)))
    return plate


def _tag_column(s: pygame.Surface, tags: Sequence[str], area: pygame.Rect) -> None:
    n = len(tags)
    if n == 0:
        return
    gap = max(1, area.w // 12)
    size = int(min(area.w, (area.h - gap * (n - 1)) / n))
    size = max(8, size)
    total = n * size + (n - 1) * gap
    y = area.y + max(0, (area.h - total) // 2) if n > 3 else area.y
    for t in tags:
        ic = icon(t, size)
        s.blit(ic, (area.x + (area.w - size) // 2, y))
        y += size + gap


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
    seed = _seed(str(getattr(card, "id", "")))
    pad = max(2, round(iw * 0.035))
    plate_h = max(12, round(ih * 0.1))
    score = list(getattr(card, "score", ()))
    place = list(getattr(card, "place", ()))
    ring = getattr(card, "ring", None)

    left = pad
    if getattr(card, "beach_end", False):
        left = max(5, round(iw * 0.07)) + pad
    plate = _name_plate(str(getattr(card, "name", "")), iw - left - pad, plate_h)
    if beach:
        sea_h = round(ih * 0.18)
        scene = supersample((iw, ih), lambda b, k: _paint_beach(b, k, sea_h, seed), 2,
                            bg=(*P.ART_SAND, 255))
        plate_y = sea_h - plate_h // 2 + round(ih * 0.01)
        body_top = plate_y + plate.get_height() + pad
        bottom_limit = ih - pad
    else:
        awning_h = round(ih * 0.065)
        band_h = round(ih * 0.11)
        scene = supersample((iw, ih), lambda b, k: _paint_street(b, k, awning_h, band_h,
                                                                 main_tag, seed), 2,
                            bg=(*P.STUCCO, 255))
        plate_y = awning_h + round(ih * 0.02)
        body_top = plate_y + plate.get_height() + pad
        bottom_limit = ih - band_h - pad

    if getattr(card, "beach_end", False):
        _barrier(scene, pygame.Rect(0, 0, left - pad, ih))

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
        _watermark(scene, main_tag, body.inflate(-body.w * 0.05, -body.h * 0.05).move(
            body.w * 0.12, 0), 34)

    # tags down the left side
    tag_w = max(10, round(iw * 0.2))
    _tag_column(scene, tags, pygame.Rect(body.x, body.y, tag_w, body.h))
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


def _build_back(w: int, h: int) -> pygame.Surface:
    border = max(2, round(min(w, h) * 0.035))
    radius = max(4, round(min(w, h) * 0.07))
    surf = new_surface((w, h), (*P.PAPER, 255))
    inner = pygame.Rect(border, border, w - 2 * border, h - 2 * border)

    def _draw(s: pygame.Surface, k: int) -> None:
        sw, sh = s.get_size()
        horizon = int(sh * 0.62)
        vertical_gradient(s, pygame.Rect(0, 0, sw, horizon), (255, 150, 96), (255, 214, 140))
        sun = (sw * 0.5, horizon)
        pygame.draw.circle(s, (255, 236, 130), sun, sw * 0.3)
        pygame.draw.circle(s, (255, 250, 200), sun, sw * 0.22)
        vertical_gradient(s, pygame.Rect(0, horizon, sw, sh - horizon), P.ART_SEA, P.SEA_DEEP)
        for i in range(6):
            y = horizon + (sh - horizon) * (0.12 + i * 0.14)
            ww = sw * (0.5 - i * 0.05)
            pygame.draw.line(s, (255, 226, 150), (sun[0] - ww / 2, y), (sun[0] + ww / 2, y),
                             max(1, k * 2))
        # palm silhouettes
        for px, flip, hh in ((0.14, 1, 0.5), (0.88, -1, 0.42)):
            base = (sw * px, sh * 0.98)
            rect = pygame.Rect(0, 0, int(sw * 0.5), int(sw * 0.5))
            rect.center = (int(sw * px + flip * sw * 0.08), int(sh * (1 - hh) - sw * 0.05))
            palm = new_surface(rect.size, (0, 0, 0, 0))
            glyph_palm(palm, palm.get_rect(), (40, 40, 64), (40, 40, 64))
            if flip < 0:
                palm = pygame.transform.flip(palm, True, False)
            s.blit(palm, rect)
            del base

    scene = supersample(inner.size, _draw, 2, bg=(*P.ART_SEA, 255))
    f1 = fit_font("SANTA", int(inner.w * 0.8), int(inner.h * 0.13), condensed=True)
    f2 = fit_font("MONICA", int(inner.w * 0.8), int(inner.h * 0.13), condensed=True)
    ow = max(1, inner.w // 60)
    t1 = text("SANTA", f1, P.WHITE, P.ART_INK, ow)
    t2 = text("MONICA", f2, P.WHITE, P.ART_INK, ow)
    blit_center(scene, t1, (inner.w / 2, inner.h * 0.16))
    blit_center(scene, t2, (inner.w / 2, inner.h * 0.16 + t1.get_height() * 0.95))
    surf.blit(round_corners(scene, max(2, radius - border)), inner)
    round_corners(surf, radius)
    return surf


def render_card_back(size: Size) -> pygame.Surface:
    """The back of a feature card (a sunset over the pier), cached by size."""
    w, h = max(16, int(size[0])), max(16, int(size[1]))
    return cached(("card_back", "", (w, h), None), None, lambda: _build_back(w, h))


__all__ = ["render_card", "render_card_back", "ring_surface", "ring_with_points", "flow"]
_unused2 = (p_text, font)


# -- single printed icons for help and tooltips ------------------------------
def _key(d: Any) -> str:
    if hasattr(d, "to_json"):
        d = d.to_json()
    return repr(sorted(dict(d).items()))


def render_place_icon(action: Mapping[str, Any], height: int, *,
                      plate: bool = True) -> pygame.Surface:
    """A placement action (or tile setup entry) as printed on a card, ``height`` px
    tall, on its sea-foam plate unless ``plate`` is False (help screens, tooltips)."""
    h = max(8, int(height))
    fill = (224, 246, 250, 236) if plate else None
    edge = (72, 150, 176) if plate else None
    return cached(("place_icon", _key(action), (h, h), plate), None,
                  lambda: chip(place_parts(action), h, fill, edge))


def render_score_icon(icon_dict: Mapping[str, Any], height: int) -> pygame.Surface:
    """A scoring icon as printed on a card's cream strip, ``height`` px tall."""
    h = max(8, int(height))
    return cached(("score_icon", _key(icon_dict), (h, h), None), None,
                  lambda: chip(score_parts(icon_dict), h, None, None))


def render_ring(ring: Any, diameter: int) -> pygame.Surface:
    """An activity ring with its slots and points sun (about 1.25 x ``diameter`` wide)."""
    d = max(12, int(diameter))
    return cached(("ring", _key(ring), (d, d), None), None, lambda: ring_with_points(ring, d))
