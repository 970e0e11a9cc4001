"""Two steps of their own over the map: choosing a set of building cards (at the
start, or in round 2 "eines der offenliegenden Kartensets (inkl.
Wertungskarten)"), and round 2's discard ("legt sie in die Schachtel zurück,
ohne sie den anderen Spielern zu zeigen").

The set choice shows all four sets with their cards (and in round 2 the scoring
cards played with each); a set already taken is faded. The discard shows the
viewer's scoring cards large; the one drawn this round is marked.
"""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.widgets import draw_text, draw_wrapped, fit_text, screen_panel
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.table.model import TableModel
from game.cruz.engine import ScoringCard
from game.cruz.engine.cards import BUILD_CARDS, SETS
from game.cruz.i18n import set_name
from game.i18n import Words

THUMB = (64, 86)
CARD = (150, 200)
PILE = (80, 106)


def set_rects(area: pygame.Rect) -> dict[str, pygame.Rect]:
    box = panel_rect(area)
    if box.h * 5 > box.w * 4:           # a portrait screen: two rows of two sets
        w, h = (box.w - 30) // 2, (box.h - 140) // 2
        return {letter: pygame.Rect(box.x + 10 + (i % 2) * (w + 10),
                                    box.y + 110 + (i // 2) * (h + 10), w, h)
                for i, letter in enumerate(SETS)}
    w = (box.w - 50) // 4
    return {letter: pygame.Rect(box.x + 10 + i * (w + 10), box.y + 110, w, box.h - 130)
            for i, letter in enumerate(SETS)}


def panel_rect(area: pygame.Rect) -> pygame.Rect:
    return area.inflate(-40, -80)


def draw_sets(canvas: pygame.Surface, area: pygame.Rect, model: TableModel,
              pictures: CruzPictures, words: Words, active: bool) -> dict[str, pygame.Rect]:
    box = panel_rect(area)
    screen_panel(canvas, box, alpha=245)
    title = words.t("cruz.sets.title_round2" if model.round == 2 else "cruz.sets.title")
    fit_text(canvas, title, (box.centerx, box.y + 40), theme.HEADING, box.w - 40,
             theme.SEA_DARK, True, "center")      # (a portrait screen's panel is narrower)
    hint = words.t("cruz.sets.hint_round2" if model.round == 2 else "cruz.sets.hint")
    fit_text(canvas, hint, (box.centerx, box.y + 80), theme.BODY, box.w - 40, theme.INK_SOFT,
             False, "center")
    rects = set_rects(area)
    for letter, r in rects.items():
        open_ = letter in model.sets_open
        pygame.draw.rect(canvas, (250, 244, 228) if open_ else (220, 214, 200), r,
                         border_radius=12)
        pygame.draw.rect(canvas, theme.LEGAL if open_ and active else theme.PANEL_EDGE, r,
                         4 if open_ and active else 2, border_radius=12)
        fit_text(canvas, set_name(letter, words.language), (r.centerx, r.y + 14),
                 theme.LABEL, r.w - 16, theme.INK if open_ else theme.INK_SOFT, True, "midtop")
        y = r.y + 84
        for k, build in enumerate(BUILD_CARDS):
            n = SETS[letter][k]
            x = r.x + 12 + (k % 2) * (r.w // 2)
            yy = y + (k // 2) * (THUMB[1] + 12)
            canvas.blit(pictures.thumb(build, THUMB), (x, yy))
            draw_text(canvas, f"×{n}", (x + THUMB[0] + 6, yy + THUMB[1] // 2), theme.LABEL,
                      theme.INK, True, "midleft")
        pile = model.piles.get(letter, ()) if model.round == 2 else ()
        top = y + 2 * (THUMB[1] + 12) + 4
        for card, spot in zip(pile, pile_rects(r, top, len(pile)), strict=True):
            # too small for words: their pictures (the sheep, the volcano) tell them apart
            canvas.blit(pictures.thumb(card, spot.size), spot)
        if not open_:
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((240, 236, 226, 150))
            canvas.blit(shade, r)
            owner = next((i for i, s in enumerate(model.seats) if s.set_letter == letter), None)
            if owner is not None and model.round == 1:
                # under the set's name, clear of its cards
                fit_text(canvas, words.t("cruz.sets.taken"), (r.centerx, r.y + 48), theme.LABEL,
                         r.w - 16, theme.INK_SOFT, True, "midtop")
    return rects if active else {}


def pile_rects(r: pygame.Rect, top: int, n: int) -> list[pygame.Rect]:
    """Where a set's ``n`` scoring cards of round 1 lie, from ``top`` down in its
    rect ``r``: as large as ``PILE`` if they fit, else smaller, never out of it."""
    cols, (w, h) = 1, PILE
    for scale in (1.0, 0.85, 0.7, 0.6, 0.5):
        w, h = int(PILE[0] * scale), int(PILE[1] * scale)
        cols = max(1, (r.w - 12) // (w + 4))
        if top + -(-n // cols) * (h + 6) <= r.bottom - 4:
            break
    return [pygame.Rect(r.x + 8 + (k % cols) * (w + 4), top + (k // cols) * (h + 6), w, h)
            for k in range(n)]


def discard_rects(area: pygame.Rect, cards: list[ScoringCard]) -> list[pygame.Rect]:
    box = panel_rect(area)
    n = max(1, len(cards))
    gap = 24
    x0 = box.centerx - (n * CARD[0] + (n - 1) * gap) // 2
    return [pygame.Rect(x0 + i * (CARD[0] + gap), box.y + 180, *CARD) for i in range(n)]


def draw_discard(canvas: pygame.Surface, area: pygame.Rect, model: TableModel,
                 pictures: CruzPictures, words: Words, hover: int | None) -> list[pygame.Rect]:
    box = panel_rect(area)
    screen_panel(canvas, box, alpha=245)
    draw_text(canvas, words.t("cruz.discard.title"), (box.centerx, box.y + 44), theme.HEADING,
              theme.SEA_DARK, True, "center")
    draw_wrapped(canvas, words.t("cruz.discard.hint"), (box.x + 60, box.y + 84, box.w - 120, 80),
                 theme.BODY, theme.INK_SOFT, center=True, fit=True, max_lines=2)
    cards = list(model.hand_scoring)
    rects = discard_rects(area, cards)
    for i, (card, r) in enumerate(zip(cards, rects, strict=True)):
        canvas.blit(pictures.card(card, CARD), r.move(0, -14 if hover == i else 0))
        if card == model.drawn:
            draw_text(canvas, words.t("cruz.discard.drawn"), (r.centerx, r.bottom + 14),
                      theme.BODY, theme.SEA_DARK, True, "midtop")
    return rects
