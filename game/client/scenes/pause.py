"""The in-game menu: resume, rules, leave to the title."""
from __future__ import annotations

import pygame

from .. import theme
from ..scene import Scene
from ..widgets import Button, ButtonBar, draw_panel, draw_text, shade

BOX = pygame.Rect(710, 280, 500, 480)


class PauseScene(Scene):
    name = "pause"
    opaque = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.bar = ButtonBar()
        x, w = BOX.x + 60, BOX.w - 120
        for k, (label, fn) in enumerate((("Resume", self.app.pop), ("Rules", self.rules),
                                         ("Leave to title", self.to_title),
                                         ("Quit", lambda: self.app.quit(0)))):
            self.bar.add(Button((x, BOX.y + 110 + k * 88, w, 72), label, fn, name=label,
                                size=28))

    def rules(self) -> None:
        from .rules import RulesScene
        self.app.push(RulesScene(self.app))

    def to_title(self) -> None:
        from .title import TitleScene
        self.app.stack.clear_to(TitleScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def draw(self, canvas: pygame.Surface) -> None:
        shade(canvas, canvas.get_rect(), 140)
        draw_panel(canvas, BOX, theme.PANEL, theme.SEA_DARK, 18, width=4)
        draw_text(canvas, "Paused", (BOX.centerx, BOX.y + 56), 44, theme.SEA_DARK, True, "center")
        self.bar.draw(canvas)
