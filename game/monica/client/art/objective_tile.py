"""Objective tiles, drawn from data: the coloured header with the label, then
the wave, misc and penalty lines with their icons and printed words."""
from __future__ import annotations

from typing import Any

import pygame

from game.monica.i18n import icons
from game.i18n.words import objective_name

from game.client import theme as P
from game.client.art_cache import cached, language
from game.monica.client.art.draw import blit_center, new_surface, supersample, text, wrap
from game.client.fonts import fit_font, font
from game.monica.client.art.icons import icon
from game.monica.client.art.parts import p_points

Size = tuple[int, int]
BADGE_CLEARANCE = 10      # pixels between the label and the table's "?" badge
MIN_PRINT_PX = 18         # printed words: 12 px in a 1280x720 window
PARTS = ("wave", "misc", "penalty")


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
    return max(2, round(min(w, h) * 0.03)), max(14, round(h * 0.16))


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
    side = w - badge.x + BADGE_CLEARANCE
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
    outline = max(1, head_h // 16)
    f = fit_font(label, band.w - 2 * outline, round(head_h * 0.7), condensed=True)
    t = text(label, f, P.WHITE, P.shade(color, 0.5), outline, role="name")
    blit_center(surf, t, band.center)
    top = border + head_h + pad // 2
    room = h - top - border - pad
    # the printed words at one size on every tile of a size (never below what
    # reads at 1280x720); each line gets the height its words take
    f = font(max(MIN_PRINT_PX, round(h * 0.085)), bold=True, condensed=True)
    ic = int(min(room / 3 * 0.82, w * 0.15))
    tx = border + pad * 2 + ic
    tw = w - tx - border - pad
    words_of = [wrap(objective_short(part, getattr(obj, part, {}) or {}), f, tw)
                for part in PARTS]
    ls = f.get_linesize()
    spare = max(0, room - sum(len(lines) for lines in words_of) * ls) / 3
    y: float = top
    for i, (part, lines) in enumerate(zip(PARTS, words_of, strict=True)):
        line_h = len(lines) * ls + spare
        s_ic = icon("wave", ic) if part == "wave" else _misc_icon(ic) if part == "misc" \
            else _penalty_icon(ic)
        surf.blit(s_ic, s_ic.get_rect(midleft=(border + pad, y + line_h / 2)))
        ty = y + (line_h - len(lines) * ls) / 2
        for line in lines:
            t = text(line, f, P.ART_INK)
            surf.blit(t, (tx, round(ty)))
            ty += ls
        y += line_h
        if i < 2:
            pygame.draw.line(surf, P.shade(P.PAPER, 0.86), (border + pad, round(y)),
                             (w - border - pad, round(y)), 1)
    return surf


def render_objective(obj: Any, size: Size) -> pygame.Surface:
    """An objective tile: its colour band and name, then wave / misc / penalty."""
    w, h = max(40, int(size[0])), max(30, int(size[1]))
    return cached(("objective", getattr(obj, "id", ""), (w, h), None), obj,
                  lambda: _build_objective(obj, w, h))
