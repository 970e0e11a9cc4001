"""Objective tiles, drawn from data: the coloured header with the label, then
the wave, misc and penalty lines with their icons and printed words."""
from __future__ import annotations

from typing import Any

import pygame

from game.monica.i18n import icons
from game.i18n.words import objective_name

from game.client import theme as P
from game.client.art_cache import cached, language
from game.monica.client.art.draw import blit_center, fit_paragraph, new_surface, paragraph, supersample, text
from game.client.fonts import fit_font, font
from game.monica.client.art.icons import icon
from game.monica.client.art.parts import p_points

Size = tuple[int, int]


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
    t = text(label, f, P.WHITE, P.shade(color, 0.5), max(1, head_h // 16), role="name")
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
