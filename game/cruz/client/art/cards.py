"""Santa Cruz's cards as pygame surfaces: the four building cards (Schiffkarte,
Flusskarte, Wegkarte, Doppelzug) and the 16 scoring cards (Wertungskarten).

A card shows its picture large and prints its name and points in the language
of the words it is handed. Shapes are drawn at twice the size and scaled down;
the words are drawn afterwards at their own size on the type scale.
"""
from __future__ import annotations

import pygame

from game.client import gfx, theme
from game.client.widgets import fit_lines
from game.cruz.client.art import glyphs
from game.cruz.engine import Building, BuildCard, Resource, ScoringCard
from game.cruz.i18n import scoring_card_name
from game.i18n import Words

C = ScoringCard
PAPER = (252, 246, 230)
EDGE = (70, 56, 44)
BUILD_COLORS: dict[BuildCard, tuple[int, int, int]] = {
    BuildCard.SHIP: (54, 110, 170), BuildCard.RIVER: (30, 150, 170),
    BuildCard.PATH: (164, 112, 60), BuildCard.DOUBLE: (128, 84, 164),
}
SCORING_BAND = (196, 72, 52)
SCORING_HEAD = 0.3          # a scoring card's band takes its name on two lines

_RESOURCE_CARDS: dict[ScoringCard, tuple[Resource, ...]] = {
    C.SHEEP: (Resource.SHEEP,), C.FISH: (Resource.FISH,), C.WOOD: (Resource.WOOD,),
    C.SUGAR: (Resource.SUGAR,), C.GOLD: (Resource.GOLD,), C.GOLD_10: (Resource.GOLD,),
    C.FISH_SHEEP: (Resource.FISH, Resource.SHEEP), C.WOOD_SUGAR: (Resource.WOOD, Resource.SUGAR),
}


def _blank(size: tuple[int, int], band: tuple[int, int, int],
           head_share: float = 0.2) -> tuple[pygame.Surface, pygame.Rect]:
    w, h = size
    big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    r = big.get_rect().inflate(-4, -4)
    pygame.draw.rect(big, (0, 0, 0, 60), r.move(4, 6), border_radius=w // 7)
    pygame.draw.rect(big, PAPER, r, border_radius=w // 7)
    head = pygame.Rect(r.x, r.y, r.w, r.h * head_share)
    pygame.draw.rect(big, band, head, border_top_left_radius=w // 7,
                     border_top_right_radius=w // 7)
    pygame.draw.rect(big, EDGE, r, max(3, w // 30), border_radius=w // 7)
    return big, r


def _picture_rect(r: pygame.Rect, top: float = 0.25) -> pygame.Rect:
    return pygame.Rect(r.x + r.w * 0.14, r.y + r.h * top, r.w * 0.72, r.h * (0.67 - top))


def _words(out: pygame.Surface, name: str, points: str, band_text: tuple[int, int, int],
           head_share: float = 0.2) -> pygame.Surface:
    """The name in the band at the top, the points under the picture."""
    w, h = out.get_size()
    size, lines = fit_lines(name, (w - 12, int(h * head_share)), theme.BODY, True, max_lines=2)
    lh = gfx.font(size, True).get_linesize()
    y = int(h * head_share / 2) - lh * len(lines) // 2 + 2
    for line in lines:
        img = gfx.text(line, size, band_text, True)
        out.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += lh
    if points:
        size, lines = fit_lines(points, (w - 12, int(h * 0.28)), theme.LABEL, True, max_lines=2)
        lh = gfx.font(size, True).get_linesize()
        y = int(h * 0.83) - lh * len(lines) // 2
        for line in lines:
            img = gfx.text(line, size, theme.INK, True)
            out.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += lh
    return out


def build_card(card: BuildCard, size: tuple[int, int], words: Words | None) -> pygame.Surface:
    """A building card: its kind's picture large, its name on the band (no
    words: a thumbnail, the picture only)."""
    big, r = _blank(size, BUILD_COLORS[card])
    pic = _picture_rect(r).inflate(0, r.h * 0.12)
    if card is BuildCard.DOUBLE:
        third = pic.w / 3
        for i, draw in enumerate((glyphs.ship, glyphs.river, glyphs.path)):
            draw(big, pygame.Rect(pic.x + i * third, pic.y + pic.h * 0.3, third * 0.95,
                                  third * 0.95))
    else:
        side = min(pic.w, pic.h)
        square = pygame.Rect(0, 0, side, side)
        square.center = pic.center
        {BuildCard.SHIP: glyphs.ship, BuildCard.RIVER: glyphs.river,
         BuildCard.PATH: glyphs.path}[card](big, square)
    out = pygame.transform.smoothscale(big, size)
    if words is None:
        return out
    points = words.t("cruz.card.double.twice") if card is BuildCard.DOUBLE else ""
    # the band prints the kind only ("Ship"): the card's full name is in its "?"
    return _words(out, words.t(f"cruz.table.kind.{card.value}"), points, (255, 255, 255))


def scoring_picture(surf: pygame.Surface, card: ScoringCard, pic: pygame.Rect) -> None:
    """What a scoring card shows: its resources, buildings or place."""
    if card in _RESOURCE_CARDS:
        items = _RESOURCE_CARDS[card]
        side = min(pic.h, pic.w / len(items))
        for i, res in enumerate(items):
            x = pic.centerx - side * len(items) / 2 + i * side
            glyphs.resource(surf, res, pygame.Rect(x, pic.centery - side / 2, side, side))
        return
    side = min(pic.w, pic.h)
    square = pygame.Rect(0, 0, side, side)
    square.center = pic.center
    white = (250, 248, 240)
    if card is C.HOUSES_4:
        q = side / 2
        for k in range(4):
            glyphs.building(surf, Building.HOUSE, pygame.Rect(square.x + (k % 2) * q,
                                                              square.y + (k // 2) * q, q, q), white)
    elif card is C.THREE_KINDS:
        third = pic.w / 3
        for i, kind in enumerate((Building.LIGHTHOUSE, Building.CHURCH, Building.HOUSE)):
            glyphs.building(surf, kind, pygame.Rect(pic.x + i * third, pic.y + pic.h * 0.2,
                                                    third, third), white)
    elif card is C.CONNECTED_4:
        pts = [(square.x + square.w * x, square.y + square.h * y)
               for x, y in ((0.2, 0.75), (0.4, 0.3), (0.7, 0.55), (0.85, 0.15))]
        pygame.draw.lines(surf, (176, 128, 74), False, pts, max(4, side // 14))
        for p in pts:
            glyphs.building(surf, Building.HOUSE, pygame.Rect(p[0] - side * 0.14,
                                                              p[1] - side * 0.16,
                                                              side * 0.28, side * 0.28), white)
    elif card is C.COAST:
        glyphs.building(surf, Building.LIGHTHOUSE, square.inflate(-side * 0.3, -side * 0.2)
                        .move(0, -side * 0.12), white)
        glyphs.wave(surf, pygame.Rect(square.x, square.bottom - side * 0.3, side, side * 0.3))
    elif card is C.RIVER:
        glyphs.river(surf, square.inflate(-side * 0.3, 0))
    elif card in (C.VOLCANO, C.ERUPTION):
        glyphs.volcano(surf, square)
        if card is C.ERUPTION:         # lava running down: the buildings are lost
            for dx in (-0.2, 0.0, 0.22):
                pygame.draw.line(surf, (236, 72, 30), (square.centerx, square.y + side * 0.45),
                                 (square.centerx + dx * side, square.bottom - 4),
                                 max(4, side // 14))
    else:                              # birds
        glyphs.bird(surf, square.inflate(0, -side * 0.3))


def scoring_card(card: ScoringCard, size: tuple[int, int], words: Words | None
                 ) -> pygame.Surface:
    """A scoring card: its picture, its name on the band, its points under it
    (no words: a thumbnail, the picture only)."""
    head = 0.2 if words is None else SCORING_HEAD
    big, r = _blank(size, SCORING_BAND, head)
    scoring_picture(big, card, _picture_rect(r, head + 0.04) if words is not None else r.inflate(
        -r.w * 0.16, -r.h * 0.3).move(0, r.h * 0.08))
    out = pygame.transform.smoothscale(big, size)
    if words is None:
        return out
    return _words(out, scoring_card_name(card, words.language),
                  words.t(f"cruz.card.{card.value}.points"), (255, 255, 255), head)


def card_back(size: tuple[int, int], scoring: bool) -> pygame.Surface:
    """The back of a card (another's hand, the scoring deck)."""
    w, h = size
    big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    r = big.get_rect().inflate(-4, -4)
    fill = SCORING_BAND if scoring else (54, 96, 130)
    pygame.draw.rect(big, fill, r, border_radius=w // 7)
    pygame.draw.rect(big, theme.lighter(fill, 0.3), r.inflate(-w * 0.3, -w * 0.3),
                     max(3, w // 20), border_radius=w // 10)
    glyphs.bird(big, pygame.Rect(r.centerx - w * 0.4, r.centery - w * 0.25, w * 0.8, w * 0.5),
                (250, 248, 240))
    pygame.draw.rect(big, EDGE, r, max(3, w // 30), border_radius=w // 7)
    return pygame.transform.smoothscale(big, size)
