"""Player panels: name and colour, score if the game ended now (with the
objective lines split out), sand dollars, cards placed (red from 14), people
on cards and how many are unplaced. Click a panel to view that city."""
from __future__ import annotations

from typing import Any

import pygame

from ...engine.state import END_TRIGGER_CARDS, GameState
from ..gfx import Pictures
from .. import gfx, theme
from ..setup import Seat
from ..widgets import draw_panel, draw_text


def report_by_seat(state: GameState, report: dict | None) -> list[dict | None]:
    """``score_game`` lists only players who have a city yet; line them up
    with the seats."""
    out: list[dict | None] = []
    rows = list((report or {}).get("players", []))
    k = 0
    for p in state.players:
        if p.city is not None and k < len(rows):
            out.append(rows[k])
            k += 1
        else:
            out.append(None)
    return out


def draw_panels(canvas: pygame.Surface, rects: list[pygame.Rect], state: GameState,
                seats: list[Seat], report: dict | None, *, active: int, view: int,
                pictures: Pictures, over: bool = False) -> None:
    rows = report_by_seat(state, report)
    for i, seat in enumerate(seats):
        if i >= len(rects):
            break
        _panel(canvas, rects[i], state, seat, i, rows[i], active=(i == active and not over),
               viewed=(i == view), pictures=pictures)


def _panel(canvas: pygame.Surface, r: pygame.Rect, state: GameState, seat: Seat, i: int,
           row: dict[str, Any] | None, *, active: bool, viewed: bool,
           pictures: Pictures) -> None:
    color = seat.rgb(pictures.palette)
    fill = theme.lighter(color, 0.86) if active else theme.PANEL
    draw_panel(canvas, r, fill, color if active else theme.PANEL_EDGE, 12,
               width=5 if active else 2)
    pygame.draw.rect(canvas, color, (r.x + 6, r.y + 8, 12, r.h - 16), border_radius=6)
    x = r.x + 28
    name = seat.name if len(seat.name) <= 16 else seat.name[:15] + "…"
    draw_text(canvas, name, (x, r.y + 8), 28, theme.INK, True)
    words = pictures.words
    sub = words.t("table.ui.panel.bot", level=words.t(f"table.ui.level.{seat.level}")) if seat.is_bot \
        else words.t("table.ui.panel.human")
    if i == state.start_player:
        sub = words.t("table.ui.panel.starts", text=sub)
    draw_text(canvas, sub, (x, r.y + 42), 20, theme.INK_SOFT)
    city = state.players[i].city
    # score, top right
    if row is not None:
        total = row["total"]
        draw_text(canvas, str(total), (r.right - 14, r.y + 2), 44, theme.SEA_DARK, True,
                  "topright")
        cat = row["categories"]
        split = f"{cat['wave']:+d} / {cat['misc']:+d} / {cat['penalty']:+d}"
        draw_text(canvas, split, (r.right - 14, r.y + 50), 18, theme.INK_SOFT, False, "topright")
    # bottom line: dollars, cards, people
    y = r.bottom - 40
    if city is not None:
        canvas.blit(pictures.token("sand_dollar", 30), (x, y))
        draw_text(canvas, str(city.sand_dollars), (x + 34, y + 2), 26, theme.INK, True)
        cx = x + 84
        n = city.cards_placed
        pygame.draw.rect(canvas, theme.INK_SOFT, (cx, y + 3, 20, 26), 2, border_radius=3)
        r_cards = draw_text(canvas, f"{n}/{END_TRIGGER_CARDS}", (cx + 26, y + 2), 26,
                            theme.DANGER if n >= END_TRIGGER_CARDS else theme.INK, True)
        px = max(cx + 104, r_cards.right + 12)
        canvas.blit(pictures.meeple("local", None, 28), (px, y + 1))
        people = len(city.person_kind)
        unplaced = row["unplaced"] if row is not None else 0
        draw_text(canvas, f"{people}", (px + 30, y + 2), 26, theme.INK, True)
        ux = px + 30 + gfx.font(26, True).size(str(people))[0] + 6
        draw_text(canvas, words.t("table.ui.panel.unplaced", n=unplaced), (ux, y + 6), 20,
                  theme.DANGER if unplaced else theme.INK_SOFT)
    else:
        draw_text(canvas, words.t("table.ui.panel.choosing"), (x, y + 4), 20, theme.INK_SOFT)
    if viewed:
        # a tab on the right edge: this is the city shown below
        tab = pygame.Rect(r.right - 6, r.centery - 22, 14, 44)
        pygame.draw.rect(canvas, color, tab, border_radius=5)
