"""A menu dialog over the current screen: a dimmed backdrop, a titled panel
and a bar of buttons; Esc closes it. The pause menu and the kiosk's operator
menu are both one."""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.router import Back
from game.client.scene import Scene
from game.client.widgets import ButtonBar, draw_text, screen_panel, shade


class MenuDialog(Scene):
    opaque = False
    adaptive = True
    title_key = ""
    dim = 140            # backdrop shade

    def __init__(self, app) -> None:
        super().__init__(app)
        self.bar = ButtonBar()
        self.box = pygame.Rect(0, 0, 0, 0)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.router.go(Back())

    def draw_frame(self, canvas: pygame.Surface) -> None:
        """Backdrop, panel and title (the buttons are drawn by ``draw``)."""
        shade(canvas, canvas.get_rect(), self.dim)
        screen_panel(canvas, self.box, alpha=255)
        draw_text(canvas, self.ctx.words.t(self.title_key), (self.box.centerx, self.box.y + 56),
                  theme.TITLE, theme.SEA_DARK, True, "center")

    def draw(self, canvas: pygame.Surface) -> None:
        self.draw_frame(canvas)
        self.bar.draw(canvas)
