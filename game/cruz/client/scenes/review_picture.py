"""The picture of a reviewed moment, drawn by the table's own code: for a
landing or a build, the part of the map around the two fields, as the seat
saw it then (``BoardView`` from the seat's view), the field played framed in
yellow and the hard bot's ringed in green; for a card, a set or a discard,
the one chosen beside the one suggested (``CruzPictures``' cards and the
sets' building cards).
"""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.widgets import draw_panel, draw_text, fit_text
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.table.board_view import CHOSEN, LEGAL, BoardView
from game.cruz.client.table.layout import table_layout
from game.cruz.client.table.model import TableModel
from game.cruz.engine import (Action, Build, BuildCard, ChooseSet, Discard, GameState, Land,
                              PlayBuild, PlayScoring, ScoringCard, view)
from game.cruz.engine.cards import BUILD_CARDS, SETS
from game.cruz.i18n import set_name
from game.i18n import Words

TABLE = (1920, 1080)
THUMB = (48, 64)
PILE = (44, 58)
MARK = 5                     # the frames' width, canvas pixels


def field_of(action: Action) -> str | None:
    return action.field if isinstance(action, (Land, Build)) else None


def draw_map_moment(canvas: pygame.Surface, rect: pygame.Rect, board: BoardView,
                    before: GameState, seat: int, played: str, better: str,
                    colors: list[str]) -> None:
    """The map near the two fields, fitted into ``rect``, both fields marked."""
    lay = board.layout
    table = pygame.Surface(TABLE)
    table.fill(theme.SEA)
    board.under = lambda: table
    board.still = True
    model = TableModel.from_view(view(before, seat))
    board.draw(table, model, 0.0, (better,), (), played, colors)
    a, b = lay.tile_rect(played), lay.tile_rect(better)
    both = a.union(b).inflate(lay.tile * 4, lay.tile * 3)
    scale = min(1.0, rect.w / both.w, rect.h / both.h)
    crop = pygame.Rect(0, 0, round(rect.w / scale), round(rect.h / scale))
    crop.center = both.center
    crop = crop.clamp(lay.map_rect) if crop.w <= lay.map_rect.w else crop
    part = table.subsurface(crop.clip(table.get_rect()))
    canvas.blit(pygame.transform.smoothscale(part, rect.size), rect)

    def frame(r: pygame.Rect, color: tuple[int, int, int], grow: int) -> None:
        at = pygame.Rect(rect.x + round((r.x - crop.x) * scale),
                         rect.y + round((r.y - crop.y) * scale),
                         round(r.w * scale), round(r.h * scale)).inflate(grow, grow)
        pygame.draw.rect(canvas, color, at, MARK, border_radius=at.w // 4)

    frame(b, LEGAL, 16)
    frame(a, CHOSEN, 6)
    pygame.draw.rect(canvas, theme.PANEL_EDGE, rect, 2, border_radius=8)


def draw_choice_moment(canvas: pygame.Surface, rect: pygame.Rect, pictures: CruzPictures,
                       words: Words, played: Action, better: Action,
                       labels: tuple[str, str],
                       piles: dict[str, tuple[ScoringCard, ...]]) -> None:
    """The card, set or discard played (left) and the suggested one (right);
    ``piles``: round 2's sets come with the scoring cards played with them."""
    gap = 24
    w = (rect.w - gap) // 2
    for k, (action, color) in enumerate(((played, CHOSEN), (better, LEGAL))):
        slot = pygame.Rect(rect.x + k * (w + gap), rect.y, w, rect.h)
        fit_text(canvas, labels[k], (slot.centerx, slot.bottom - 30), theme.LABEL, w,
                 theme.INK, True, "midtop")
        room = pygame.Rect(slot.x, slot.y, w, slot.h - 40)
        if isinstance(action, ChooseSet):
            at = room.inflate(-16, -16)
            draw_set(canvas, at, pictures, words, action.letter, piles.get(action.letter, ()))
        else:
            card = card_of(action)
            h = min(room.h - 16, round((w - 40) * 4 / 3))
            size = (round(h * 3 / 4), h)
            at = pygame.Rect(0, 0, *size)
            at.center = room.center
            canvas.blit(pictures.card(card, size), at)
        pygame.draw.rect(canvas, color, at.inflate(14, 14), MARK, border_radius=14)


def draw_legend(canvas: pygame.Surface, at: tuple[int, int], labels: tuple[str, str]) -> int:
    """The map's two marks explained in a line: a yellow frame, then a green
    one, each with its label; returns the y below it."""
    x, y = at
    for label, color in zip(labels, (CHOSEN, LEGAL), strict=True):
        pygame.draw.rect(canvas, color, (x, y + 2, 26, 26), MARK, border_radius=6)
        x = draw_text(canvas, label, (x + 36, y), theme.BODY, theme.INK, True).right + 30
    return y + 30


def card_of(action: Action) -> BuildCard | ScoringCard:
    if isinstance(action, PlayBuild):
        return action.card
    assert isinstance(action, (PlayScoring, Discard))
    return action.card


def draw_set(canvas: pygame.Surface, rect: pygame.Rect, pictures: CruzPictures, words: Words,
             letter: str, pile: tuple[ScoringCard, ...] = ()) -> None:
    """A building-card set: its name, its cards with how many of each, and in
    round 2 the scoring cards that come with it."""
    draw_panel(canvas, rect, (250, 244, 228), theme.PANEL_EDGE, 12)
    fit_text(canvas, set_name(letter, words.language), (rect.centerx, rect.y + 10), theme.LABEL,
             rect.w - 16, theme.INK, True, "midtop")
    col = rect.w // 2
    for k, build in enumerate(BUILD_CARDS):
        x = rect.x + 12 + (k % 2) * col
        y = rect.y + 48 + (k // 2) * (THUMB[1] + 10)
        canvas.blit(pictures.thumb(build, THUMB), (x, y))
        fit_text(canvas, f"×{SETS[letter][k]}", (x + THUMB[0] + 6, y + THUMB[1] // 2),
                 theme.LABEL, col - THUMB[0] - 22, theme.INK, True, "midleft")
    y = rect.y + 48 + 2 * (THUMB[1] + 10)
    step = min(PILE[0] + 6, (rect.w - 24) // max(1, len(pile)))
    for k, card in enumerate(pile):
        canvas.blit(pictures.thumb(card, PILE), (rect.x + 12 + k * step, y))


def new_board(pictures: CruzPictures) -> BoardView:
    """A board drawn at the table's own landscape layout."""
    return BoardView(table_layout(TABLE), pictures)
