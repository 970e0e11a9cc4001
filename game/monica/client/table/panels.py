"""Player panels: name and colour, score if the game ended now (with the
objective's lines split out and labelled), sand dollars, cards placed (a calm
"done" colour at 14: that is the goal that ends the game), the people on
cards by kind, and how many are unplaced (only when some are). Click a panel
to view that city.

``panel_parts`` lays a panel out as a list of parts, each with its rectangle,
so a test can check that everything fits inside the panel and nothing
overlaps; ``draw_panels`` only paints them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.monica.i18n.icons import split_key
from game.monica.engine.state import END_TRIGGER_CARDS, GameState
from game.i18n import Words
from game.client.layout_record import note_cut
from game.client import gfx, theme
from game.monica.client.pictures import Pictures
from game.monica.client.setup import Seat
from game.client.widgets import draw_panel

PEOPLE_KINDS = ("local", "tourist", "vip")
DONE = (28, 120, 60)        # 14 cards: the goal reached, not an alarm
PAD = 12                    # inner margin
CARD_ICON = (18, 24)
SIZES = {"name": 26, "total": 36, "sub": 18, "split": 18, "count": 22}
ICON = 24                   # coin, people; the card icon is narrower


@dataclass(frozen=True)
class Part:
    """One thing drawn on a panel: text (``text``) or a picture (``icon``)."""

    rect: pygame.Rect
    text: str = ""
    size: int = 20
    color: theme.Color = theme.INK
    bold: bool = False
    icon: str = ""             # "coin", "card", a people kind


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


def _width(text: str, size: int, bold: bool = False) -> int:
    return gfx.font(size, bold).size(text)[0]


def clip_text(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text``, cut with an ellipsis to fit ``width`` (a long name or label)."""
    if _width(text, size, bold) <= width:
        return text
    while text and _width(text + "…", size, bold) > width:
        text = text[:-1]
    return note_cut(text.rstrip() + "…")


def text_part(text: str, at: tuple[int, int], size: int, color: theme.Color = theme.INK,
              bold: bool = False, anchor: str = "topleft") -> Part:
    """A text part with its rectangle placed by ``anchor`` at ``at``."""
    w, h = gfx.font(size, bold).size(text)
    rect = pygame.Rect(0, 0, w, h)
    setattr(rect, anchor, at)
    return Part(rect, text, size, color, bold)


def split_text(words: Words, cats: dict[str, int], objective: str | None = None) -> str:
    """The objective's three lines, labelled: "waves +3 · bonus +0 · penalty -2"
    (the third for what it does: "ring bonus +4" on C). No heading: it fits
    every panel in every language only without one, and a panel that has it
    beside one that does not reads as a fault."""
    return " · ".join(words.t(split_key(k, objective), v=f"{cats.get(k, 0):+d}")
                      for k in ("wave", "misc", "penalty"))


def _rows(r: pygame.Rect) -> list[int]:
    """The tops of the four rows (name and total, kind and unplaced, the
    objective split, the counts), spread over the panel's height."""
    heights = [gfx.font(SIZES["total"], True).get_linesize(),
               gfx.font(SIZES["sub"]).get_linesize(),
               gfx.font(SIZES["split"]).get_linesize(), ICON + 2]
    gap = max(0, (r.h - 6 - sum(heights)) // 3)
    tops, y = [], r.y + 3
    for h in heights:
        tops.append(y)
        y += h + gap
    return tops


def panel_parts(r: pygame.Rect, state: GameState, seat: Seat, i: int,
                row: dict[str, Any] | None, words: Words) -> list[Part]:
    """Everything a panel shows, laid out inside ``r``. During set-up (no
    one has played a card yet) there is no score to show: a city of a tile
    alone would read as points lost before the game began."""
    if getattr(state, "round", 1) < 1:
        row = None
    x = r.x + 28
    right = r.right - PAD
    inner = right - x
    top, sub_y, split_y, count_y = _rows(r)
    parts: list[Part] = []
    total_w = 0
    if row is not None:
        total = text_part(str(row["total"]), (right, top), SIZES["total"], theme.SEA_DARK,
                      True, "topright")
        parts.append(total)
        total_w = total.rect.w + 10
    name_h = gfx.font(SIZES["name"], True).get_linesize()
    total_h = gfx.font(SIZES["total"], True).get_linesize()
    parts.append(text_part(clip_text(seat.name, SIZES["name"], inner - total_w, True),
                       (x, top + (total_h - name_h) // 2), SIZES["name"], theme.INK, True))
    kind = words.t("table.ui.panel.bot", level=words.t(f"table.ui.level.{seat.level}")) \
        if seat.shown_as_bot else words.t("table.ui.panel.human")
    starts = i == state.start_player
    city = state.players[i].city
    unplaced = int(row.get("unplaced", 0)) if row is not None else 0
    room = inner
    if unplaced:
        # only when someone is unplaced: a count of 0 says nothing
        note = text_part(words.tn("table.ui.panel.unplaced", unplaced), (right, sub_y),
                     SIZES["sub"], theme.DANGER, False, "topright")
        parts.append(note)
        room = note.rect.x - 12 - x
    sub = words.t("table.ui.panel.starts", text=kind) if starts else kind
    if starts and _width(sub, SIZES["sub"]) > room:
        # no room for the words: the start player's token says it
        parts.append(Part(pygame.Rect(x, sub_y + 1, ICON - 4, ICON - 4), icon="start_player"))
        x_sub = x + ICON
        parts.append(text_part(clip_text(kind, SIZES["sub"], room - ICON), (x_sub, sub_y),
                           SIZES["sub"], theme.INK_SOFT))
    else:
        parts.append(text_part(clip_text(sub, SIZES["sub"], room), (x, sub_y), SIZES["sub"],
                           theme.INK_SOFT))
    if row is not None:
        cats = row["categories"]
        objective = getattr(state, "objective", None)
        parts.append(text_part(clip_text(split_text(words, cats, objective), SIZES["split"], inner),
                           (x, split_y), SIZES["split"], theme.INK_SOFT))
    if city is None:
        parts.append(text_part(words.t("table.ui.panel.choosing"), (x, count_y), SIZES["sub"],
                           theme.INK_SOFT))
        return parts
    parts.extend(_counts(city, x, count_y))
    return parts


def _counts(city: Any, x: int, y: int) -> list[Part]:
    """Sand dollars, cards placed (of 14), and the people by kind."""
    size = SIZES["count"]
    parts = [Part(pygame.Rect(x, y, ICON, ICON), icon="coin")]
    parts.append(text_part(str(city.sand_dollars), (parts[-1].rect.right + 3, y), size,
                       theme.INK, True))
    parts.append(Part(pygame.Rect(parts[-1].rect.right + 16, y, *CARD_ICON), icon="card"))
    n = city.cards_placed
    done = n >= END_TRIGGER_CARDS
    parts.append(text_part(f"{n}/{END_TRIGGER_CARDS}", (parts[-1].rect.right + 4, y), size,
                       DONE if done else theme.INK, True))
    at = parts[-1].rect.right + 16
    counts = {kind: 0 for kind in PEOPLE_KINDS}
    for kind in city.person_kind.values():
        if kind in counts:
            counts[kind] += 1
    for kind in PEOPLE_KINDS:
        parts.append(Part(pygame.Rect(at, y, ICON, ICON), icon=kind))
        parts.append(text_part(str(counts[kind]), (parts[-1].rect.right + 1, y), size,
                           theme.INK, True))
        at = parts[-1].rect.right + 10
    return parts


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
    for part in panel_parts(r, state, seat, i, row, pictures.words):
        _paint(canvas, part, pictures)
    if viewed:
        # a tab on the right edge: this is the city shown below
        tab = pygame.Rect(r.right - 6, r.centery - 22, 14, 44)
        pygame.draw.rect(canvas, color, tab, border_radius=5)


def _paint(canvas: pygame.Surface, part: Part, pictures: Pictures) -> None:
    r = part.rect
    if part.icon == "coin":
        canvas.blit(pictures.token("sand_dollar", r.w), r)
    elif part.icon == "start_player":
        canvas.blit(pictures.icon("start_player", r.w), r)
    elif part.icon == "card":
        canvas.blit(pictures.card_back(r.size), r)
        pygame.draw.rect(canvas, theme.INK_SOFT, r, 1, border_radius=3)
    elif part.icon:
        canvas.blit(pictures.meeple(part.icon, None, r.w), r)
    else:
        canvas.blit(gfx.text(part.text, part.size, part.color, part.bold), r)
