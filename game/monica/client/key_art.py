"""Key art: the title's picture, composed from the game's own components.

The beach behind every screen, a sun over the sea, a hand of feature cards
fanned on the sand at either side, the starting tile, people standing about
and sand dollars in the sand, all drawn by the component art (``Pictures``)
in the player's palette and language. Composed once per canvas size,
palette and language, then blitted each frame (the food truck that cruises
past is the title's own, animated there).
"""
from __future__ import annotations

import math
import random
from typing import Any

import pygame

from game.monica.content.box import Box
from game.client import backdrop, theme
from game.monica.client.pictures import Pictures

CARD = (176, 246)
# (card id, angle, centre as a share of the canvas): a fan at either side,
# clear of the title's menu in the middle.
LEFT_FAN = (("B05", 14.0, (0.048, 0.60)), ("S07", 4.0, (0.092, 0.65)),
            ("B12", -6.0, (0.132, 0.70)))
RIGHT_FAN = (("S15", 6.0, (0.868, 0.70)), ("B20", -4.0, (0.908, 0.65)),
             ("S22", -14.0, (0.952, 0.60)))
PEOPLE = (("local", 0.05, 0.95), ("tourist", 0.10, 0.97), ("vip", 0.23, 0.94),
          ("tourist", 0.77, 0.94), ("local", 0.90, 0.97), ("vip", 0.95, 0.95))
COINS = ((0.165, 0.88), (0.83, 0.89), (0.03, 0.84))


class KeyArt:
    """The title's picture, made when first asked for at a size. A menu
    (``menu(size, margin)``) gets a quieter one: the beach, a card or two in
    the side margins its panels leave (``margin`` px each side) and people
    with sand dollars at the bottom corners."""

    def __init__(self, pictures: Pictures, box: Box) -> None:
        self.pictures = pictures
        self.box = box
        self._made: dict[tuple[Any, ...], pygame.Surface] = {}

    def surface(self, size: tuple[int, int]) -> pygame.Surface:
        return self._get(("title", size), lambda: self._compose(size))

    def menu(self, size: tuple[int, int], margin: int,
             crowd: tuple[float, float] | None = None) -> pygame.Surface:
        """``crowd``: a stretch of the bottom (shares of the width) free for
        a line of people and sand dollars on the sand."""
        return self._get(("menu", size, margin, crowd),
                         lambda: self._compose_menu(size, margin, crowd))

    def _get(self, what: tuple[Any, ...], make: Any) -> pygame.Surface:
        key = (*what, self.pictures.palette.name, self.pictures.words.language)
        surf = self._made.get(key)
        if surf is None:
            self._made.clear()
            surf = self._made[key] = make()
        return surf

    def _compose_menu(self, size: tuple[int, int], margin: int,
                      crowd: tuple[float, float] | None) -> pygame.Surface:
        w, h = size
        surf = backdrop.beach(size).copy()
        card_w = min(CARD[0], margin - 40)
        if card_w >= 120 and h >= w:
            card_w = 0                          # portrait: the panels take the width
        if card_w >= 120:
            card = (card_w, card_w * 7 // 5)
            for cid, angle, (fx, fy) in (("B05", 8.0, (0.0, 0.42)), ("S07", -5.0, (0.0, 0.66)),
                                         ("S15", 6.0, (1.0, 0.46)), ("B20", -8.0, (1.0, 0.70))):
                obj = self.box.cards.get(cid)
                if obj is not None:
                    x = margin // 2 if fx == 0.0 else w - margin // 2
                    _lay(surf, self.pictures.card(obj, card), angle, (x, int(h * fy)))
        people = [("local", 0.022), ("vip", 0.978)]
        if crowd is not None:
            a, b = crowd
            kinds = ("tourist", "local", "vip", "tourist", "local", "tourist", "vip")
            people += [(kind, a + (b - a) * (k + 0.5) / len(kinds)) for k, kind in enumerate(kinds)]
            for k in range(3):              # sand dollars lying between them
                coin = self.pictures.token("coin", 36)
                x = int(w * (a + (b - a) * (2 * k + 1) / len(kinds)))
                surf.blit(coin, coin.get_rect(center=(x, h - 24)))
        for kind, fx in people:
            img = self.pictures.meeple(kind, None, 56)
            spot = img.get_rect(midbottom=(int(w * fx), h - 8))
            _shadow_under(surf, spot)
            surf.blit(img, spot)
        return surf

    def _compose(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = backdrop.beach(size).copy()
        _sun(surf, (int(w * 0.86), int(h * 0.12)), int(min(w, h) * 0.06))
        _gulls(surf, w, h)
        portrait = h > w
        scale = 0.8 if portrait else 1.0
        card = (int(CARD[0] * scale), int(CARD[1] * scale))
        for fan in (LEFT_FAN, RIGHT_FAN):
            for cid, angle, (fx, fy) in fan:
                obj = self.box.cards.get(cid)
                if obj is None:
                    continue
                fy = fy + (0.12 if portrait else 0.0)
                _lay(surf, self.pictures.card(obj, card), angle, (int(w * fx), int(h * fy)))
        for kind, fx, fy in PEOPLE:
            img = self.pictures.meeple(kind, None, int(64 * scale))
            _shadow_under(surf, img.get_rect(midbottom=(int(w * fx), int(h * fy))))
            surf.blit(img, img.get_rect(midbottom=(int(w * fx), int(h * fy))))
        for fx, fy in COINS:
            coin = self.pictures.token("coin", int(52 * scale))
            surf.blit(coin, coin.get_rect(center=(int(w * fx), int(h * fy))))
        return surf


def _lay(surf: pygame.Surface, img: pygame.Surface, angle: float,
         center: tuple[int, int]) -> None:
    """A card lying on the sand: turned by ``angle`` with a soft shadow."""
    turned = pygame.transform.rotozoom(img, angle, 1.0)
    shadow = pygame.Surface(turned.get_size(), pygame.SRCALPHA)
    mask = pygame.mask.from_surface(turned)
    mask.to_surface(shadow, setcolor=(40, 30, 10, 70), unsetcolor=(0, 0, 0, 0))
    surf.blit(shadow, shadow.get_rect(center=(center[0] + 8, center[1] + 10)))
    surf.blit(turned, turned.get_rect(center=center))


def _shadow_under(surf: pygame.Surface, r: pygame.Rect) -> None:
    oval = pygame.Surface((r.w, max(6, r.h // 6)), pygame.SRCALPHA)
    pygame.draw.ellipse(oval, (60, 40, 10, 70), oval.get_rect())
    surf.blit(oval, oval.get_rect(center=(r.centerx + 4, r.bottom - 2)))


def _sun(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
    glow = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
    steps = 24
    for k in range(steps, 0, -1):           # a soft halo: many faint rings
        pygame.draw.circle(glow, (255, 244, 190, 5), (r * 2, r * 2), r + k * r // steps)
    surf.blit(glow, (c[0] - r * 2, c[1] - r * 2))
    pygame.draw.circle(surf, theme.SUN, c, r)
    pygame.draw.circle(surf, theme.lighter(theme.SUN, 0.5), (c[0] - r // 4, c[1] - r // 4),
                       r // 2)


def _gulls(surf: pygame.Surface, w: int, h: int) -> None:
    rng = random.Random(11)
    for _ in range(5):
        x, y = int(w * rng.uniform(0.03, 0.16)), int(h * rng.uniform(0.06, 0.24))
        s = rng.randint(10, 18)
        pts = [(x - s, y), (x - s // 2, y - s // 3), (x, y), (x + s // 2, y - s // 3),
               (x + s, y)]
        pygame.draw.lines(surf, theme.SEA_DARK, False, pts, 3)


def bob(t: float, reduced: bool, amount: float = 6.0) -> int:
    """A gentle up-and-down for the logo (still under reduced motion)."""
    return 0 if reduced else int(amount * math.sin(t * 1.5))
