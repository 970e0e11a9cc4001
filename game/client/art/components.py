"""Starting tiles, sand-dollar actions and objective tiles, drawn from data."""
from __future__ import annotations

import math
from typing import Any, Sequence

import pygame

from game.i18n import icons
from game.i18n import t as tr
from game.i18n.words import action_name, objective_name

from .. import theme as P
from .cache import cached, language, palette
from .draw import (blit_center, fit_paragraph, new_surface, paragraph, round_corners, rounded_panel,
                   supersample, text, vertical_gradient)
from .fonts import fit_font, font
from .icons import icon
from .parts import (Part, chip, hbox, p_arrow, p_coin, p_icon, p_person, p_points, p_text,
                    place_parts)
from .printing import (PLACE_EDGE, PLACE_FILL, SCORE_EDGE, SCORE_FILL, flow, name_plate,
                       tag_column)
from .scenery import paint_beach, paint_street, seed_of

Size = tuple[int, int]


# --------------------------------------------------------------------------- starting tile

def vip_rule_parts(vip: Any) -> list[list[Part]]:
    """Two printed lines of a VIP rule: where footprints drop, and what they score."""
    v = vip.to_json() if hasattr(vip, "to_json") else dict(vip)
    if v.get("cards") == "beach":
        return [[p_icon("person_vip"), p_text("\u2192", 0.7), p_icon("beach")],
                [p_icon("footprint"), p_text("=", 0.7), p_points(1)]]
    tags = [str(t) for t in v.get("tags", [])]
    rows = [str(r) for r in v.get("rows", [])]
    first: list[Part] = [p_icon("person_vip"), p_text("\u2192", 0.7)]
    first += [p_icon(t) for t in tags]
    if rows and set(rows) != {"beach", "street"}:
        first += [p_text("in", 0.5)] + [p_icon(r) for r in rows]
    second: list[Part] = [p_icon("footprint"), p_text("=", 0.7), p_points(1),
                          p_text("/", 0.7), p_text("tag", 0.5)]
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
    lab = text(label, label_f, P.ART_INK_SOFT)
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


# --------------------------------------------------------------------------- sand dollars

def _display_diagram(take: str, size: tuple[int, int]) -> pygame.Surface:
    """A 2x4 mini display with the cells this action may take marked in gold."""
    w, h = size
    out = new_surface((w, h))
    cols, rows = 4, 2
    gap = max(1, w // 30)
    cw = (w - gap * (cols + 1)) / cols
    chh = (h - gap * (rows + 1)) / rows
    marks: set[tuple[int, int]] = set()
    if take == "front":
        marks = {(1, 1)}
    elif take == "front2":
        marks = {(1, 1), (1, 2)}
    elif take == "front_and_behind":
        marks = {(1, 1), (0, 1)}
    elif take == "back":
        marks = {(0, 2)}
    elif take == "any":
        marks = {(r, c) for r in range(rows) for c in range(cols)}
    pygame.draw.rect(out, (*P.SEA_DEEP, 200), out.get_rect(), border_radius=max(2, w // 14))
    for r in range(rows):
        for c in range(cols):
            rect = pygame.Rect(round(gap + c * (cw + gap)), round(gap + r * (chh + gap)),
                               max(2, round(cw)), max(2, round(chh)))
            on = (r, c) in marks
            fill = P.SUN if on else (196, 220, 232)
            pygame.draw.rect(out, fill, rect, border_radius=max(1, rect.w // 6))
            pygame.draw.rect(out, P.ART_INK, rect, max(1, w // 80), border_radius=max(1, rect.w // 6))
            if on and take != "any":
                cx, cy = rect.center
                a = rect.w * 0.28
                pygame.draw.polygon(out, P.ART_INK, [(cx - a, cy - a * 0.3), (cx + a, cy - a * 0.3),
                                                 (cx, cy + a * 0.8)])
    return out


def _action_parts(action: Any) -> list[list[Part]]:
    """The after-take steps: swap, move, return (each a chip)."""
    steps: list[list[Part]] = []
    if getattr(action, "swap", False):
        steps.append([p_icon("swap")])
    count = int(getattr(action, "move_count", 0))
    if count:
        kind = str(getattr(action, "move_kind", "any"))
        steps.append([p_text(str(count), 0.7), p_person(kind),
                      p_arrow(kind, int(getattr(action, "move_steps", 1)))])
    ret = int(getattr(action, "return_count", 0))
    if ret:
        steps.append([p_text(str(ret), 0.7), p_icon("return")])
    return steps


def _build_action(action: Any, w: int, h: int) -> pygame.Surface:
    radius = max(6, round(min(w, h) * 0.16))
    border = max(2, round(min(w, h) * 0.03))

    def _bg(s: pygame.Surface, k: int) -> None:
        r = s.get_rect()
        pygame.draw.rect(s, P.COIN_EDGE, r, border_radius=radius * k)
        inner = r.inflate(-border * 2 * k, -border * 2 * k)
        pygame.draw.rect(s, P.COIN, inner, border_radius=(radius - border) * k)
        # faint petal pattern of a sand dollar in the background
        cx, cy = r.w * 0.82, r.h * 0.62
        for i in range(5):
            a = -math.pi / 2 + i * 2 * math.pi / 5
            rr = min(r.w, r.h) * 0.26
            pr = pygame.Rect(0, 0, int(rr * 1.1), int(rr * 0.42))
            petal = new_surface(pr.size, (0, 0, 0, 0))
            pygame.draw.ellipse(petal, (*P.COIN_PETAL, 110), petal.get_rect())
            petal = pygame.transform.rotate(petal, -math.degrees(a))
            s.blit(petal, petal.get_rect(center=(cx + math.cos(a) * rr * 0.55,
                                                 cy + math.sin(a) * rr * 0.55)))

    surf = supersample((w, h), _bg, 2, bg=(*P.COIN_EDGE, 0))
    pad = max(3, round(min(w, h) * 0.06))
    name = action_name(str(getattr(action, "id", "")),
                       fallback=str(getattr(action, "name", "")), lang=language())
    band = action_title_band((w, h))
    # One size for every tile's name (two lines when it needs them), clear of
    # the corner where the table puts its "?" badge.
    f, lines = fit_paragraph(name, band.w, band.h, lambda n: font(n, True, True),
                             _action_title_size(h), min_size=7)
    ls = f.get_linesize()
    y = band.centery - ls * len(lines) / 2
    for line in lines:
        t = text(line, f, P.ART_INK)
        # centred on the tile when the line clears the corner, else in its band
        x = max(band.x, min(w / 2 - t.get_width() / 2, band.right - t.get_width()))
        surf.blit(t, (round(x), round(y)))
        y += ls
    top = band.bottom

    text_h = round(h * 0.23)
    row = pygame.Rect(pad, top + pad // 2, w - 2 * pad, h - top - text_h - pad * 2)
    # cost coin
    coin_d = min(row.h, round(w * 0.24))
    coin = p_coin(int(getattr(action, "cost", 0)))(coin_d)
    surf.blit(coin, coin.get_rect(midleft=(row.x, row.centery)))
    x = row.x + coin_d + pad
    # take: the mini display (plus tag badges for "any")
    take = str(getattr(action, "take", "front"))
    tags_any = [str(t) for t in getattr(action, "tags_any", ())]
    dw = round(min(row.h * 1.15, (row.right - x) * 0.36))
    dh = round(dw * 0.72)
    diag = _display_diagram(take, (dw, dh))
    surf.blit(diag, diag.get_rect(midleft=(x, row.centery - (row.h * 0.12 if tags_any else 0))))
    if tags_any:
        bs = max(8, min(round(row.h * 0.4), round(dw / max(1, len(tags_any)) * 0.95)))
        badges = hbox([p_icon(t) for t in tags_any], bs, gap=1)
        surf.blit(badges, badges.get_rect(midtop=(x + dw / 2, row.centery + dh / 2 -
                                                  row.h * 0.12 + 1)))
    x += dw + pad
    steps = _action_parts(action)
    if steps:
        area = pygame.Rect(x, row.y, row.right - x, row.h)
        placed, _ = flow(steps, area, round(row.h * (0.6 if len(steps) == 1 else 0.46)),
                         max(8, round(row.h * 0.24)),
                         PLACE_FILL, PLACE_EDGE, 0.1)
        for c, r in placed:
            surf.blit(c, r)
    # short words under the icons
    words = _short_text(action)
    para = paragraph(words, w - 2 * pad, text_h, P.ART_INK,
                     lambda s: font(s, bold=False), max(8, round(text_h * 0.45)), 6,
                     align="center")
    surf.blit(para, para.get_rect(midbottom=(w / 2, h - pad)))
    return surf


def _short_text(action: Any) -> str:
    return icons.sand_dollar_short(action, lang=language())


def _action_title_size(h: int) -> int:
    return max(7, round(h * 0.095))


def action_badge_spot(size: Size) -> pygame.Rect:
    """Where on a sand-dollar tile of ``size`` a "?" badge may sit: the top
    right corner, which the tile's name leaves free."""
    w, h = int(size[0]), int(size[1])
    pad = max(3, round(min(w, h) * 0.06))
    d = max(12, round(h * 0.18))
    return pygame.Rect(w - d - pad // 3, pad // 3, d, d)


def action_title_band(size: Size) -> pygame.Rect:
    """Where a sand-dollar tile prints its name (up to two lines), clear of
    ``action_badge_spot``."""
    w, h = int(size[0]), int(size[1])
    pad = max(3, round(min(w, h) * 0.06))
    badge = action_badge_spot(size)
    lines = 2 * font(_action_title_size(h), True, True).get_linesize()
    return pygame.Rect(pad, pad // 2, badge.x - 2 - pad, max(badge.h, lines))


def render_sand_dollar_action(action: Any, size: Size) -> pygame.Surface:
    """One side of a sand-dollar tile: cost coin, what it takes, then its extras."""
    w, h = max(40, int(size[0])), max(24, int(size[1]))
    return cached(("sd_action", getattr(action, "id", ""), (w, h), None), action,
                  lambda: _build_action(action, w, h))


# --------------------------------------------------------------------------- objectives

def _objective_icon(part: str) -> list[Part]:
    if part == "wave":
        return [p_icon("wave")]
    if part == "misc":
        return [p_icon("chain")]
    return [p_icon("person_any")]


def _misc_icon(size: int) -> pygame.Surface:
    """Three small overlapping tag badges: 'a group of one tag'."""
    out = new_surface((size, size))
    s = int(size * 0.56)
    for i, (x, y) in enumerate(((0.0, 0.42), (0.44, 0.42), (0.22, 0.02))):
        out.blit(icon("nature" if i != 2 else "local", s), (x * size, y * size))
    return out


def _penalty_icon(size: int) -> pygame.Surface:
    out = new_surface((size, size))
    m = icon("person_any", int(size * 0.8))
    out.blit(m, (0, size * 0.1))
    neg = p_points(-1)(int(size * 0.5))
    out.blit(neg, neg.get_rect(center=(size * 0.76, size * 0.72)))
    return out


def objective_short(part: str, line: dict) -> str:
    """The few words printed on an objective tile for one line."""
    return icons.objective_short(part, line, lang=language())


def _objective_frame(w: int, h: int) -> tuple[int, int]:
    """The border and header height of an objective tile of ``w`` x ``h``."""
    return max(2, round(min(w, h) * 0.03)), max(14, round(h * 0.2))


def objective_badge_spot(size: Size) -> pygame.Rect:
    """Where on an objective tile a "?" badge may sit: the right end of its
    coloured header, which the label leaves free."""
    w, h = int(size[0]), int(size[1])
    border, head_h = _objective_frame(w, h)
    d = max(12, round(head_h * 0.86))
    return pygame.Rect(w - border - d - 3, border + (head_h - d) // 2, d, d)


def objective_label_band(size: Size) -> pygame.Rect:
    """Where the objective's label is printed: the header's middle."""
    w, h = int(size[0]), int(size[1])
    border, head_h = _objective_frame(w, h)
    badge = objective_badge_spot(size)
    side = w - badge.x + 4
    return pygame.Rect(side, border, max(10, w - 2 * side), head_h)


def _build_objective(obj: Any, w: int, h: int) -> pygame.Surface:
    color = P.to_rgb(getattr(obj, "color", None), P.OBJECTIVE_COLORS.get(
        str(getattr(obj, "id", "")), P.ART_SEA))
    radius = max(6, round(min(w, h) * 0.08))
    border, head_h = _objective_frame(w, h)

    def _bg(s: pygame.Surface, k: int) -> None:
        r = s.get_rect()
        pygame.draw.rect(s, P.shade(color, 0.7), r, border_radius=radius * k)
        inner = r.inflate(-border * 2 * k, -border * 2 * k)
        pygame.draw.rect(s, P.PAPER, inner, border_radius=(radius - border) * k)
        head = pygame.Rect(inner.x, inner.y, inner.w, head_h * k)
        pygame.draw.rect(s, color, head, border_top_left_radius=(radius - border) * k,
                         border_top_right_radius=(radius - border) * k)

    surf = supersample((w, h), _bg, 2, bg=(*P.shade(color, 0.7), 0))
    pad = max(3, round(min(w, h) * 0.05))
    oid = str(getattr(obj, "id", ""))
    name = objective_name(oid, lang=language()) if oid else ""
    if name == oid:
        name = str(getattr(obj, "name", ""))
    label = f"{oid}  {name}".strip()
    band = objective_label_band((w, h))
    f = fit_font(label, band.w, round(head_h * 0.7), condensed=True)
    t = text(label, f, P.WHITE, P.shade(color, 0.5), max(1, head_h // 16))
    blit_center(surf, t, band.center)
    top = border + head_h + pad // 2
    line_h = (h - top - border - pad) / 3
    ic = int(min(line_h * 0.82, w * 0.16))
    tx = border + pad * 2 + ic
    tw = w - tx - border - pad
    words_of = {part: objective_short(part, getattr(obj, part, {}) or {})
                for part in ("wave", "misc", "penalty")}
    size = min(fit_paragraph(words_of[part], tw, int(line_h - 2),
                             lambda z: font(z, bold=True, condensed=True),
                             max(8, round(line_h * 0.4)), 6)[0].get_height()
               for part in words_of)
    size = max(6, min(round(line_h * 0.4), size))
    sizes = [z for z in range(6, max(7, round(line_h * 0.4)) + 1)
             if font(z, bold=True, condensed=True).get_height() <= size]
    common = max(sizes) if sizes else 6
    for i, part in enumerate(("wave", "misc", "penalty")):
        y = top + i * line_h
        if part == "wave":
            s_ic = icon("wave", ic)
        elif part == "misc":
            s_ic = _misc_icon(ic)
        else:
            s_ic = _penalty_icon(ic)
        surf.blit(s_ic, s_ic.get_rect(midleft=(border + pad, y + line_h / 2)))
        para = paragraph(words_of[part], tw, int(line_h - 2), P.ART_INK,
                         lambda z: font(z, bold=True, condensed=True), common, 6)
        surf.blit(para, para.get_rect(midleft=(tx, y + line_h / 2)))
        if i < 2:
            yy = round(y + line_h)
            pygame.draw.line(surf, P.shade(P.PAPER, 0.86), (border + pad, yy),
                             (w - border - pad, yy), 1)
    return surf


def render_objective(obj: Any, size: Size) -> pygame.Surface:
    """An objective tile: its colour band and name, then wave / misc / penalty."""
    w, h = max(40, int(size[0])), max(30, int(size[1]))
    return cached(("objective", getattr(obj, "id", ""), (w, h), None), obj,
                  lambda: _build_objective(obj, w, h))


_unused: Sequence[Any] = (chip, vertical_gradient, _objective_icon)
