"""Hover a card for a moment to see it large with its icons in words (a
mouse player's quick look; a right click opens the full zoom)."""
from __future__ import annotations

import pygame

from game.client import gfx, theme
from game.monica.client.pictures import Pictures
from game.client.widgets import draw_panel, draw_wrapped
from game.monica.client import pictures

DELAY = 0.45
CARD = (300, 420)


class Zoom:
    def __init__(self, pictures: Pictures) -> None:
        self.pictures = pictures
        self.target: object | None = None     # a card or tile object
        self.key: tuple | None = None
        self.held = 0.0
        self.point = (0, 0)

    def hover(self, key: tuple | None, obj: object | None, point: tuple[int, int]) -> None:
        if key != self.key:
            self.key, self.target, self.held = key, obj, 0.0
        self.point = point

    def clear(self) -> None:
        self.key, self.target, self.held = None, None, 0.0

    def update(self, dt: float) -> None:
        if self.key is not None:
            self.held += dt

    @property
    def showing(self) -> bool:
        return self.target is not None and self.held >= DELAY

    def draw(self, canvas: pygame.Surface) -> None:
        if not self.showing:
            return
        obj = self.target
        is_card = hasattr(obj, "row")
        lang = self.pictures.words.language
        lines = pictures.describe_card(obj, lang) if is_card else \
            [pictures.describe_setup(s, lang) for s in getattr(obj, "setup", ())] + \
            [pictures.describe_vip(getattr(obj, "vip", None), lang)]
        lines = lines + [self.pictures.words.t("table.zoom.more")]
        width = CARD[0] + 40
        wrapped = [gfx.wrap(line, 20, width - 32) for line in lines]
        lh = gfx.font(20).get_linesize()
        text_h = sum(len(w) * lh + 6 for w in wrapped)
        x = 1240 if self.point[0] < 960 else 300
        box = pygame.Rect(x, 90, width, CARD[1] + 40 + text_h)
        draw_panel(canvas, box, theme.PANEL, theme.SEA_DARK, 16, width=3)
        art = self.pictures.card(obj, CARD) if is_card else self.pictures.tile(obj, (CARD[0] * 3 // 4, CARD[1]))
        canvas.blit(art, art.get_rect(midtop=(box.centerx, box.y + 16)))
        y = box.y + CARD[1] + 28
        for k, line in enumerate(lines):
            color = theme.INK_SOFT if k == len(lines) - 1 else theme.INK
            y = draw_wrapped(canvas, line, (box.x + 16, y, box.w - 32, 200), 20, color) + 6
