"""A help panel over Santa Cruz's table: a title, the thing itself drawn large,
and a few lines of the rules about it. A tap, Esc or Close closes it."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.client import gfx, theme
from game.client.router import Back
from game.client.scene import Scene
from game.client.widgets import Button, ButtonBar, draw_text, draw_wrapped, screen_panel, shade


TALL_ART = 1.5                  # a portrait screen's picture, times the landscape one's
TALL_MIN_H = 720


class CruzInfoScene(Scene):
    name = "cruz_info"
    opaque = False
    adaptive = True             # drawn for the canvas it is on: a portrait kiosk's too

    def __init__(self, app, title: str, lines: Sequence[Any], art: Any = None,
                 subtitle: str = "") -> None:
        super().__init__(app)
        self.title = title
        self.lines = [str(line) for line in lines]
        self.art: pygame.Surface | None = art if isinstance(art, pygame.Surface) else None
        self.subtitle = subtitle
        w, h = app.canvas_size
        self.tall = h > w           # the thing above its lines, not beside them
        if self.art is not None and self.tall:      # and larger, as its lines are
            self.art = pygame.transform.smoothscale_by(self.art, TALL_ART)
        self.box = pygame.Rect(40, 260, w - 80, h - 520) if self.tall else \
            pygame.Rect(260, 140, 1400, 800)
        if self.tall:               # as tall as what it shows, in the middle of the screen
            self.box.h = min(self.box.h, max(TALL_MIN_H, self._tall_height()))
            self.box.centery = h // 2
        self.bar = ButtonBar()
        close = pygame.Rect(0, 0, 320, 88) if self.tall else pygame.Rect(0, 0, 240, 68)
        close.midbottom = (self.box.centerx, self.box.bottom - 24)
        self.bar.add(Button(close, lambda: self.ctx.words.t("cruz.help.close"), self.close,
                            name="close", secondary=True))
        self.armed = False          # the press that opened the panel is not a tap on it

    def _tall_height(self) -> int:
        """The panel's height on a portrait screen: title, picture, lines, Close."""
        top = 140 + self.art.get_height() + 30 if self.art is not None else 150
        step = gfx.font(theme.SUBHEAD).get_height()
        room = self.box.w - 120
        lines = sum(len(gfx.wrap(s, theme.SUBHEAD, room, cut=False)) * step + 18
                    for s in self.lines)
        return top + lines + 170

    def close(self) -> None:
        self.router.go(Back())

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN,
                                                          pygame.K_SPACE):
            self.close()
        elif event.type == pygame.MOUSEBUTTONUP:
            self.armed = True
        elif event.type == pygame.MOUSEBUTTONDOWN and self.armed:
            self.close()

    def draw(self, canvas: pygame.Surface) -> None:
        shade(canvas, canvas.get_rect(), 150)
        box = self.box
        screen_panel(canvas, box, alpha=255)
        draw_text(canvas, self.title, (box.centerx, box.y + 50), theme.TITLE, theme.SEA_DARK,
                  True, "center")
        if self.subtitle:
            draw_text(canvas, self.subtitle, (box.centerx, box.y + 100), theme.BODY,
                      theme.INK_SOFT, False, "center")
        x, y = box.x + 60, box.y + 150
        if self.art is not None and self.tall:
            art = self.art
            y = canvas.blit(art, art.get_rect(midtop=(box.centerx, box.y + 140))).bottom + 30
        elif self.art is not None:
            art = self.art
            canvas.blit(art, art.get_rect(midleft=(box.x + 60, box.y + 380)))
            x = box.x + 100 + art.get_width()
        for line in self.lines:
            y = draw_wrapped(canvas, line, (x, y, box.right - x - 60, box.bottom - 120 - y),
                             theme.SUBHEAD if self.tall else theme.LABEL, theme.INK,
                             fit=True) + 18
        draw_text(canvas, self.ctx.words.t("cruz.help.close_hint"),
                  (box.centerx, box.bottom - (136 if self.tall else 112)),
                  theme.BODY if self.tall else theme.CAPTION, theme.INK_SOFT, False, "center")
        self.bar.draw(canvas)
