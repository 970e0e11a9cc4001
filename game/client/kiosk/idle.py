"""Still playing? After the operator's idle time without a touch, a
countdown; a touch anywhere keeps the game, the end of it starts over."""
from __future__ import annotations

import math

import pygame

from game.client import theme
from game.client.router import Back, StartOver
from game.client.scene import Scene
from game.client.widgets import Button, ButtonBar, draw_panel, draw_text, shade

COUNTDOWN = 20.0          # seconds


class StillPlayingScene(Scene):
    name = "still_playing"
    opaque = False
    adaptive = True

    def __init__(self, app, seconds: float = COUNTDOWN) -> None:
        super().__init__(app)
        self.left = seconds
        w, h = app.canvas_size
        self.box = pygame.Rect(0, 0, min(900, w - 60), 420)
        self.box.center = (w // 2, h // 2)
        self.bar = ButtonBar()
        self.bar.add(Button((self.box.centerx - 250, self.box.bottom - 130, 500, 100),
                            lambda: self.ctx.words.t("kiosk.keep_playing"), self.keep, name="keep", size=36,
                            color=(40, 150, 80)))

    def keep(self) -> None:
        self.router.go(Back())

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.keep()           # any touch or key counts as "yes"

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0:
            self.router.go(StartOver())

    def draw(self, canvas: pygame.Surface) -> None:
        shade(canvas, canvas.get_rect(), 160)
        draw_panel(canvas, self.box, theme.PANEL, theme.SEA_DARK, 24, width=6)
        draw_text(canvas, self.ctx.words.t("kiosk.still_playing"), (self.box.centerx, self.box.y + 80), 60,
                  theme.SEA_DARK, True, "center")
        n = max(0, math.ceil(self.left))
        draw_text(canvas, self.ctx.words.tn("kiosk.countdown", n), (self.box.centerx, self.box.y + 170), 32,
                  theme.INK, False, "center")
        self.bar.draw(canvas)
