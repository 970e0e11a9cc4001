"""Santa Cruz's key art, composed from its own components: the islands of our map
drawn from their geometry, tiles turned up on some fields with buildings of
all four colours on them, and a fan of building and scoring cards with bird
chips on the sand. Composed once per size, palette and language, then blitted.
"""
from __future__ import annotations

import random

import pygame

from game.cruz.client.art.islands import draw_map
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.session import box
from game.cruz.client.setup import SEAT_COLORS
from game.cruz.client.table.layout import map_geometry
from game.cruz.engine import Area, BuildCard, ScoringCard

FAN: tuple[tuple[BuildCard | ScoringCard, float], ...] = ((BuildCard.SHIP, -16.0), (ScoringCard.FISH_SHEEP, -4.0), (BuildCard.RIVER, 8.0),
       (ScoringCard.VOLCANO, 18.0))


class CruzKeyArt:
    """The title's picture (``surface(size)``)."""

    def __init__(self, pictures: CruzPictures) -> None:
        self.pictures = pictures
        self._made: dict[tuple[object, ...], pygame.Surface] = {}

    def surface(self, size: tuple[int, int]) -> pygame.Surface:
        key = (size, self.pictures.palette.name, self.pictures.words.language)
        if key not in self._made:
            self._made = {key: self._compose(size)}
        return self._made[key]

    def _compose(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        geo = map_geometry().fitted((0, 0, w, h))
        surf = draw_map(geo, size)
        board, tiles, _ = box()
        rng = random.Random(2012)
        tile = max(16, int(geo.field_radius * 2.2))
        by_area = {a: [t for t in tiles if t.area is a] for a in Area}
        for field in board.fields:
            x, y = geo.centres[field.id]
            r = pygame.Rect(0, 0, tile, tile)
            r.center = (round(x), round(y))
            up = field.area is Area.COAST or rng.random() < 0.45
            face = rng.choice(by_area[field.area]) if up else None
            surf.blit(self.pictures.tile(face, tile, field.area), r)
            if face is not None and rng.random() < 0.5:
                color = SEAT_COLORS[rng.randrange(len(SEAT_COLORS))]
                img = self.pictures.building(face.building, color, int(tile * 0.72))
                surf.blit(img, img.get_rect(center=(r.centerx, r.centery - tile * 0.08)))
        card = (max(60, w // 12), max(80, w * 4 // 36))
        # a small picture's cards are too small for words: their pictures only
        card_of = self.pictures.card if card[0] >= 100 else self.pictures.thumb
        for k, (which, angle) in enumerate(FAN):
            img = pygame.transform.rotozoom(card_of(which, card), -angle, 1.0)
            surf.blit(img, img.get_rect(center=(int(w * (0.06 + 0.045 * k)),
                                                int(h * (0.80 + 0.012 * abs(k - 1.5))))))
        for k, value in enumerate((None, 3, None)):
            chip = self.pictures.chip(value, max(28, w // 30))
            surf.blit(chip, chip.get_rect(center=(int(w * (0.9 + 0.03 * k)), int(h * 0.9))))
        return surf
