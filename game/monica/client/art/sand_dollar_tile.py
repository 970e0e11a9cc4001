"""Sand-dollar action tiles, drawn from data: cost coin, name, a mini display
of the cards the action may take, its extras and a few printed words."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.monica.i18n import icons
from game.i18n.words import action_name

from game.client import theme as P
from game.client.art_cache import cached, language
from game.monica.client.art.draw import fit_paragraph, new_surface, supersample, text, wrap
from game.client.fonts import font
from game.monica.client.art.parts import Part, hbox, p_arrow, p_coin, p_icon, p_person, p_text
from game.monica.client.art.printing import PLACE_EDGE, PLACE_FILL, flow

Size = tuple[int, int]
BADGE_CLEARANCE = 10      # pixels between the name and the table's "?" badge
MIN_PRINT_PX = 18         # printed words: 12 px in a 1280x720 window
BODY_SHARE = 0.42         # of the tile's height the printed words may take


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
        t = text(line, f, P.ART_INK, role="name")
        # centred on the tile when the line clears the corner, else in its band
        x = max(band.x, min(w / 2 - t.get_width() / 2, band.right - t.get_width()))
        surf.blit(t, (round(x), round(y)))
        y += ls
    top = band.bottom

    # the printed words: one size on every tile of a size (never below what
    # reads at 1280x720), as many lines as they take; the icons get the rest
    body_f = font(max(MIN_PRINT_PX, round(h * 0.08)))
    lines = _body_lines(action, body_f, w - 2 * pad, round(h * BODY_SHARE))
    text_h = len(lines) * body_f.get_linesize()
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
    y = h - pad - text_h
    for line in lines:
        t = text(line, body_f, P.ART_INK)
        surf.blit(t, t.get_rect(midtop=(w / 2, y)))
        y += body_f.get_linesize()
    return surf


def _body_lines(action: Any, f: pygame.font.Font, width: int, room: int) -> list[str]:
    """The words under the icons, wrapped: all of them when they fit ``room``,
    else the steps after the take (the mini display shows what is taken),
    else none (the "?" says it all)."""
    for words in (icons.sand_dollar_short(action, lang=language()),
                  icons.sand_dollar_steps(action, lang=language())):
        lines = wrap(words, f, width) if words else []
        if lines and len(lines) * f.get_linesize() <= room and \
                all(f.size(ln)[0] <= width for ln in lines):
            return lines
    return []


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
    return pygame.Rect(pad, pad // 2, badge.x - BADGE_CLEARANCE - pad, max(badge.h, lines))


def render_sand_dollar_action(action: Any, size: Size) -> pygame.Surface:
    """One side of a sand-dollar tile: cost coin, what it takes, then its extras."""
    w, h = max(40, int(size[0])), max(24, int(size[1]))
    return cached(("sd_action", getattr(action, "id", ""), (w, h), None), action,
                  lambda: _build_action(action, w, h))
