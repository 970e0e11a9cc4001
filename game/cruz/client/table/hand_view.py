"""The hand under the map: the viewer's building cards (one card per kind, "×n"
when there are several) and scoring cards, large enough to read.

A card that may be played now is raised and framed when chosen; each building
card says how many fields it reaches now (a card that reaches none may still be
played: "Der Spieler darf auch eine Baukarte spielen, wenn er mit dieser nicht
bauen kann"), each scoring card what it would bring the viewer now. The
hand-off between two human seats hides it (the backs show).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client import theme
from game.client.layout_record import Kind, note_box
from game.client.widgets import draw_panel, draw_text, fit_text
from game.cruz.client.table.plates import draw_plate
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.table.model import TableModel
from game.cruz.engine import BuildCard, ScoringCard
from game.cruz.engine.cards import BUILD_CARDS
from game.i18n import Words

CARD = (104, 138)
GAP = 10
TAG_AT = (0.25, 0.36)       # the reach tag's top on a building card, on a scoring card
Card = BuildCard | ScoringCard


@dataclass
class HandCard:
    card: Card
    count: int
    rect: pygame.Rect


def card_size(area: pygame.Rect, count: int) -> tuple[int, int]:
    """A card's size in ``area`` holding ``count`` cards: ``CARD`` in the landscape
    hand; a taller hand (a portrait screen) gets larger cards, as many as fit."""
    room = (area.h - 24) / CARD[1]
    if room <= 1:
        return CARD
    wide = (area.w - 24 - 3 * GAP - GAP * max(0, count - 1)) / (CARD[0] * max(1, count))
    scale = max(1.0, min(room, wide))
    return (int(CARD[0] * scale), int(CARD[1] * scale))


def hand_cards(model: TableModel, area: pygame.Rect) -> list[HandCard]:
    """The viewer's cards in the hand's area, building cards first."""
    out: list[HandCard] = []
    count = sum(1 for n in model.hand_builds if n) + len(model.hand_scoring)
    w, h = size = card_size(area, count)
    x = area.x + 12
    y = area.bottom - h - 4
    for card, n in zip(BUILD_CARDS, model.hand_builds, strict=True):
        if n:
            out.append(HandCard(card, n, pygame.Rect((x, y), size)))
            x += w + GAP
    x += GAP * 2
    for scoring in model.hand_scoring:
        out.append(HandCard(scoring, 1, pygame.Rect((x, y), size)))
        x += w + GAP
    return out


def draw_hand(canvas: pygame.Surface, area: pygame.Rect, model: TableModel,
              pictures: CruzPictures, words: Words, *, chosen: Card | None,
              playable: set[Card], notes: dict[Card, str], hidden: bool) -> list[HandCard]:
    """Draw the hand; returns its cards and where they are (for clicks)."""
    draw_plate(canvas, area, (232, 214, 170), (150, 120, 80), 12, alpha=200)
    cards = hand_cards(model, area)
    if hidden:
        for hc in cards:
            canvas.blit(pictures.card_back(hc.rect.size, isinstance(hc.card, ScoringCard)),
                        hc.rect)
        return cards
    for hc in cards:
        rect = hc.rect.move(0, -12) if hc.card == chosen else hc.rect
        img = pictures.card(hc.card, hc.rect.size)
        if playable and hc.card not in playable:
            img = img.copy()
            img.set_alpha(150)
        canvas.blit(img, rect)
        if hc.count > 1:
            badge = pygame.Rect(0, 0, 44, 28)
            badge.topright = (rect.right + 4, rect.y + int(rect.h * TAG_AT[0]) + 28)  # under the tag
            draw_panel(canvas, badge, theme.SEA_DARK, theme.FOAM, 10, width=2)
            note_box(canvas, Kind.BADGE, badge, "count")
            draw_text(canvas, f"×{hc.count}", badge.center, theme.CAPTION, theme.FOAM, True,
                      "center")
        if hc.card == chosen:
            pygame.draw.rect(canvas, theme.HILITE, rect.inflate(8, 8), 4, border_radius=14)
        note = notes.get(hc.card)
        if note:
            # over the picture, under the name (a scoring card's may take two lines)
            at = TAG_AT[isinstance(hc.card, ScoringCard)]
            tag = pygame.Rect(rect.x + 2, rect.y + int(rect.h * at), rect.w - 4, 24)
            draw_panel(canvas, tag, (255, 252, 240), theme.PANEL_EDGE, 8, width=1)
            note_box(canvas, Kind.TAB, tag, "reach")
            fit_text(canvas, note, tag.center, theme.CAPTION, tag.w - 4, theme.INK, False,
                     "center")
    if not cards:
        draw_text(canvas, words.t("cruz.table.hand_empty"), area.center, theme.BODY,
                  theme.INK_SOFT, False, "center")
    return cards
