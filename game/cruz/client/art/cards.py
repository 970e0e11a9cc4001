"""Santa Cruz's cards as pygame surfaces: the four building cards (Schiffkarte,
Flusskarte, Wegkarte, Doppelzug) and the 16 scoring cards (Wertungskarten).

A card shows its picture large and prints its name and points in the language
of the words it is handed. Shapes are drawn at twice the size and scaled down;
the words are drawn afterwards at their own size on the type scale.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client import gfx, theme
from game.client.layout_record import Kind, note_box, note_cut
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
SCORING_HEAD = 0.3
LARGE = 140                 # a card's text width from which a name may take two lines first          # a scoring card's band takes its name on two lines

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


def _picture_rect(r: pygame.Rect, top: float = 0.25, bottom: float = 0.67) -> pygame.Rect:
    return pygame.Rect(r.x + r.w * 0.14, r.y + r.h * top, r.w * 0.72, r.h * (bottom - top))


@dataclass(frozen=True)
class Lines:
    """Words set for a card: their size, weight and lines."""

    size: int
    bold: bool
    lines: list[str]

    @property
    def height(self) -> int:
        return gfx.font(self.size, self.bold).get_height() * len(self.lines)


def _set(choices: tuple[str, ...], width: int, top: int, cut: bool = True) -> Lines | None:
    """The first of ``choices`` (a card's full name, then its short one) that
    fits one line of ``width``, else wraps whole, word by word, into two (on a
    large card the full name on two lines before the short on one): at
    ``top`` or a step smaller (never below a caption: 12 px in a 1280x720
    window), bold if it fits, else regular. None fits: the last, cut (the
    layout check sees that), or nothing when ``cut`` is false."""
    # a small card takes any name on one line first (room for a reach tag under it)
    tries = [(most, s) for most in (1, 2) for s in choices] if width < LARGE else \
        [(most, s) for s in choices for most in (1, 2)]
    sizes = dict.fromkeys((theme.type_size(top), theme.smaller_type(top) or top, theme.CAPTION))
    for most, s in tries:
        for size in sizes:
            for bold in (True, False):
                f = gfx.font(size, bold)
                lines = gfx.wrap(s, size, width, bold, cut=False)
                if len(lines) <= most and all(f.size(ln)[0] <= width for ln in lines):
                    return Lines(size, bold, lines)
    if not cut:
        return None
    size, lines = fit_lines(choices[-1], (width, 200), theme.CAPTION, True, max_lines=2)
    return Lines(size, True, [note_cut(line) for line in lines])     # broken: a defect


def _name_and_points(size: tuple[int, int], names: tuple[str, ...], points: str,
                     head_share: float) -> tuple[Lines, Lines | None, float, float]:
    """The card's name and points set for its width, the band's share of the
    card's height (it grows to take a name on two lines) and where the
    picture ends (above the points)."""
    w, h = size
    name = _set(names, w - 10, theme.BODY)
    assert name is not None
    head = max(head_share, (name.height + 4) / h)
    # a card too small for its points shows its name and picture (its "?" says the rest)
    pts = _set((points,), w - 10, theme.LABEL, cut=False) if points else None
    bottom = 0.67 if pts is None else min(0.67, (h - pts.height - 8) / h)
    return name, pts, head, bottom


def _face(out: pygame.Surface) -> pygame.Surface:
    """``out`` is a card's face: what is printed on it lies on it (the layout
    check reads words or cards run into it from outside)."""
    note_box(out, Kind.CARD, out.get_rect())
    return out


def _draw_lines(out: pygame.Surface, words: Lines, top: int, color: tuple[int, int, int]
                ) -> None:
    lh = gfx.font(words.size, words.bold).get_height()
    y = top
    for line in words.lines:
        img = gfx.text(line, words.size, color, words.bold)
        out.blit(img, img.get_rect(midtop=(out.get_width() // 2, y)))
        y += lh


def _words(out: pygame.Surface, name: Lines, points: Lines | None,
           band_text: tuple[int, int, int], head_share: float) -> pygame.Surface:
    """The name in the band at the top, the points under the picture."""
    w, h = _face(out).get_size()
    _draw_lines(out, name, int(h * head_share / 2) - name.height // 2 + 1, band_text)
    if points is not None:
        top = max(int(h * 0.83) - points.height // 2, int(h * 0.7))
        _draw_lines(out, points, min(top, h - 5 - points.height), theme.INK)
    return out


def build_card(card: BuildCard, size: tuple[int, int], words: Words | None) -> pygame.Surface:
    """A building card: its kind's picture large, its name on the band (no
    words: a thumbnail, the picture only)."""
    head, bottom, name, points = 0.2, 0.73, None, None
    if words is not None:
        # the band prints the kind only ("Ship"): the card's full name is in its "?"
        twice = words.t("cruz.card.double.twice") if card is BuildCard.DOUBLE else ""
        name, points, head, below = _name_and_points(
            size, (words.t(f"cruz.table.kind.{card.value}"),), twice, 0.2)
        bottom = below + 0.06 if points is None else below
    big, r = _blank(size, BUILD_COLORS[card], head)
    pic = _picture_rect(r, head + 0.01, bottom)
    if card is BuildCard.DOUBLE:
        third = min(pic.w / 3, pic.h)
        for i, draw in enumerate((glyphs.ship, glyphs.river, glyphs.path)):
            draw(big, pygame.Rect(pic.centerx + (i - 1.5) * third, pic.centery - third / 2,
                                  third * 0.95, third * 0.95))
    else:
        side = min(pic.w, pic.h)
        square = pygame.Rect(0, 0, side, side)
        square.center = pic.center
        {BuildCard.SHIP: glyphs.ship, BuildCard.RIVER: glyphs.river,
         BuildCard.PATH: glyphs.path}[card](big, square)
    out = pygame.transform.smoothscale(big, size)
    if name is None:
        return _face(out)
    return _words(out, name, points, (255, 255, 255), head)


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
    """A scoring card: its picture, its name on the band (its short name when
    the card is too small for the whole), its points under it (no words: a
    thumbnail, the picture only)."""
    if words is None:
        big, r = _blank(size, SCORING_BAND, 0.2)
        scoring_picture(big, card, r.inflate(-r.w * 0.16, -r.h * 0.3).move(0, r.h * 0.08))
        return _face(pygame.transform.smoothscale(big, size))
    name, points, head, bottom = _name_and_points(
        size, (scoring_card_name(card, words.language), words.t(f"cruz.card.{card.value}.short")),
        words.t(f"cruz.card.{card.value}.points"), SCORING_HEAD)
    big, r = _blank(size, SCORING_BAND, head)
    scoring_picture(big, card, _picture_rect(r, head + 0.04, bottom))
    return _words(pygame.transform.smoothscale(big, size), name, points, (255, 255, 255), head)


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
    return _face(pygame.transform.smoothscale(big, size))
