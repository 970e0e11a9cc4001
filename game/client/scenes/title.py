"""Title screen: quick solo game, new game, rules, quit."""
from __future__ import annotations

import math

import pygame

from ...content.layout import load_layout
from .. import backdrop, gfx, theme
from ..scene import Scene
from ..widgets import Button, ButtonBar, draw_text


class TitleScene(Scene):
    name = "title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.layout = load_layout("title")
        self.bar = ButtonBar()
        actions = {"btn_quick": self.quick_game, "btn_new": self.new_game,
                   "btn_rules": self.rules, "btn_quit": lambda: self.app.quit(0)}
        for name, fn in actions.items():
            slot = self.layout.slot(name)
            self.bar.add(Button(slot.rect, slot.properties.get("label", name), fn, name=name,
                                size=32))
        self.t = 0.0

    def quick_game(self) -> None:
        from ..setup import default_setup
        from .play import PlayScene
        self.app.push(PlayScene(self.app, default_setup(4, humans=1)))

    def new_game(self) -> None:
        from .new_game import NewGameScene
        self.app.push(NewGameScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene
        self.app.push(RulesScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE):
                self.quick_game()
            elif event.key == pygame.K_n:
                self.new_game()
            elif event.key in (pygame.K_r, pygame.K_F1):
                self.rules()
            elif event.key == pygame.K_ESCAPE:
                self.app.quit(0)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.beach(), (0, 0))
        logo = pygame.Rect(self.layout.rect("logo"))
        bob = int(6 * math.sin(self.t * 1.5))
        draw_text(canvas, "Santa Monica", (logo.centerx + 5, logo.centery + 9 + bob), 150,
                  theme.SEA_DARK, True, "center")
        draw_text(canvas, "Santa Monica", (logo.centerx, logo.centery + bob), 150, theme.FOAM,
                  True, "center")
        tag = pygame.Rect(self.layout.rect("tagline"))
        draw_text(canvas, "Build the most appealing oceanfront in Southern California",
                  tag.center, 34, theme.SEA_DARK, False, "center")
        self.bar.draw(canvas)
        foot = pygame.Rect(self.layout.rect("footer"))
        draw_text(canvas, "A game by Josh Wood (2020)  ·  F11 full screen  ·  "
                  "Enter: quick game", foot.center, 24, theme.INK_SOFT, False, "center")
        # a food truck cruising along the boardwalk
        x = int((self.t * 120) % (canvas.get_width() + 200)) - 100
        canvas.blit(gfx.token("truck", 64), (x, foot.y - 70))
