"""The seats' panels right of the map: who plays, their score and place, their
supply of buildings, bird chips, cards in hand, set, and the cards they have
played this round (open for all: "damit stets für alle sichtbar ist, welche
Karten ein Spieler bereits gespielt hat").

The seat to act has a bright frame; the last player of the round (who may add
on once: Dazusetzen) carries a badge saying so while it is unused; the
viewer's own chips show their values, the others' only their number until the
end, where they are turned one by one.
"""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.layout_record import Kind, note_box
from game.client.widgets import draw_text, fit_text
from game.cruz.client.table.plates import draw_plate
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.setup import CruzSeat
from game.cruz.client.table.model import TableModel
from game.cruz.engine import Building, Phase
from game.cruz.engine.cards import BUILDINGS
from game.i18n import Words

ICON = 30
THUMB = (30, 42)
WIDE = 900           # a panel this wide (a portrait screen's) has its played cards in row 1
WIDE_PLAYED = 420    # where they start there, right of the name


def place_of(model: TableModel, seat: int) -> int:
    return model.track.index(seat) + 1 if seat in model.track else 0


class Panels:
    """Every seat's panel, each drawn again only when what it shows changes."""

    def __init__(self) -> None:
        self.kept: dict[int, tuple[tuple[object, ...], pygame.Surface]] = {}

    def draw(self, canvas: pygame.Surface, rects: tuple[pygame.Rect, ...], model: TableModel,
             seats: list[CruzSeat], pictures: CruzPictures, words: Words,
             hidden: bool = False) -> None:
        """``hidden``: a hand-off is on, no chip values show."""
        for i, seat in enumerate(seats[:len(rects)]):
            r = rects[i]
            key = _looks(model, i, seat, pictures, words, hidden)
            have = self.kept.get(i)
            if have is None or have[0] != key:
                surf = pygame.Surface(r.size, pygame.SRCALPHA)
                draw_seat(surf, surf.get_rect(), model, i, seat, pictures, words, hidden)
                have = self.kept[i] = (key, surf)
            canvas.blit(have[1], r.topleft)


def _looks(model: TableModel, i: int, seat: CruzSeat, pictures: CruzPictures, words: Words,
           hidden: bool) -> tuple[object, ...]:
    """Everything a seat's panel shows, to tell when it must be drawn again."""
    s = model.seats[i]
    return (s.score, tuple(s.supply), s.chips, tuple(s.chip_values or ()), s.hand_size,
            tuple(s.played_builds), tuple(s.played_scoring), s.set_letter, s.revealed,
            model.current == i, model.phase, model.last_player == i, model.add_on_used,
            place_of(model, i), model.viewer == i, hidden, seat.label(words), seat.color,
            pictures.palette.name, words.language)


def draw_seat(canvas: pygame.Surface, r: pygame.Rect, model: TableModel, i: int,
              seat: CruzSeat, pictures: CruzPictures, words: Words, hidden: bool) -> None:
    shown = model.seats[i]
    rgb = pictures.rgb(seat.color)
    acting = model.current == i and model.phase is not Phase.GAME_OVER
    won = model.phase is Phase.GAME_OVER and model.track[:1] == [i]     # the winner, in front
    draw_plate(canvas, r, (255, 236, 170) if won else theme.PANEL,
               theme.HILITE if acting or won else theme.PANEL_EDGE, 12, alpha=240,
               width=5 if acting or won else 2)
    note_box(canvas, Kind.CARD, r)               # the seat's words lie on it (layout check)
    pygame.draw.rect(canvas, rgb, (r.x, r.y, 14, r.h), border_top_left_radius=12,
                     border_bottom_left_radius=12)
    stone = pictures.stone(seat.color, 34)
    canvas.blit(stone, (r.x + 24, r.y + 8))
    wide = r.w >= WIDE
    fit_text(canvas, seat.label(words), (r.x + 66, r.y + 10), theme.LABEL,
             WIDE_PLAYED - 80 if wide else r.w - 260, theme.INK, True)
    score = draw_text(canvas, str(shown.score), (r.right - 18, r.y + 4), theme.TITLE, theme.INK,
                      True, "topright")
    draw_text(canvas, words.t("cruz.table.place", n=place_of(model, i)),
              (score.x - 8, r.y + 16), theme.CAPTION, theme.INK_SOFT, False, "topright")
    x, y = r.x + 24, r.y + 50
    for k, kind in enumerate(BUILDINGS):
        canvas.blit(pictures.building(kind, seat.color, ICON), (x, y))
        draw_text(canvas, f"×{shown.supply[k]}", (x + ICON + 2, y + 6), theme.BODY, theme.INK,
                  True)
        x += ICON + 44
    chip = pictures.chip(None, ICON)
    canvas.blit(chip, (x + 6, y))
    values = shown.chip_values
    if values is not None and not hidden and (i == model.viewer or shown.revealed):
        seen = values if i == model.viewer else values[:shown.revealed]
        text = (" " if len(seen) <= 5 else "").join(str(v) for v in seen) or "–"   # 8 fit
        if i != model.viewer and shown.revealed < shown.chips:
            text += f" +{shown.chips - shown.revealed}"
    else:
        text = f"×{shown.chips}"
    fit_text(canvas, text, (x + ICON + 10, y + 6), theme.BODY, 140, theme.INK, True)
    x += ICON + 160
    back = pictures.card_back((22, 30), scoring=False)
    canvas.blit(back, (x, y))
    draw_text(canvas, f"×{shown.hand_size}", (x + 26, y + 6), theme.BODY, theme.INK, True)
    if shown.set_letter:
        draw_text(canvas, words.t("cruz.table.set", letter=shown.set_letter),
                  (r.right - 18, y + 6), theme.BODY, theme.INK, True, "topright")
    _played(canvas, r, shown.played_builds + shown.played_scoring, pictures)
    if i == model.last_player and not model.add_on_used and model.phase in (
            Phase.PLAY, Phase.BUILD, Phase.LANDING):
        badge = words.t("cruz.table.may_add_on")
        # a wide panel: in row 2, left of the set
        at, anchor = ((r.right - 120, y + 8), "topright") if wide else \
            ((r.right - 18, r.bottom - 10), "bottomright")
        draw_text(canvas, badge, at, theme.CAPTION, (150, 90, 10), True, anchor)


def _played(canvas: pygame.Surface, r: pygame.Rect, cards: list, pictures: CruzPictures) -> None:
    """The cards played this round, small, in the order played."""
    x, y = _played_at(r)
    room = r.w - WIDE_PLAYED - 200 if r.w >= WIDE else r.w - 260
    step = min(THUMB[0] + 4, room // max(1, len(cards)))
    for card in cards:
        canvas.blit(pictures.thumb(card, THUMB), (x, y))
        x += step


def supply_spot(r: pygame.Rect, kind: Building) -> tuple[int, int]:
    """Where a building of ``kind`` stands in a seat's panel (it flies from there)."""
    k = BUILDINGS.index(kind)
    return (r.x + 24 + k * (ICON + 44) + ICON // 2, r.y + 50 + ICON // 2)


def chip_spot(r: pygame.Rect) -> tuple[int, int]:
    return (r.x + 24 + 3 * (ICON + 44) + 6 + ICON // 2, r.y + 50 + ICON // 2)


def _played_at(r: pygame.Rect) -> tuple[int, int]:
    """Where the first card played this round lies: under the supply, or in a wide
    panel in row 1, right of the name."""
    if r.w >= WIDE:
        return (r.x + WIDE_PLAYED, r.y + 6)
    return (r.x + 24, r.bottom - THUMB[1] - 6)


def played_spot(r: pygame.Rect, count: int) -> tuple[int, int]:
    x, y = _played_at(r)
    return (x + count * (THUMB[0] + 4) + THUMB[0] // 2, y + THUMB[1] // 2)
