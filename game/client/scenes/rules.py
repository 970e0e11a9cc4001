"""The rules overlay: a scrollable how-to-play over whatever was on screen."""
from __future__ import annotations

import pygame

from .. import gfx, theme
from ..rules_text import RULES
from ..scene import Scene
from ..widgets import Button, ButtonBar, draw_panel, draw_text, shade

BOX = pygame.Rect(260, 70, 1400, 940)


class RulesScene(Scene):
    name = "rules"
    opaque = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.scroll = 0
        self.bar = ButtonBar()
        self.bar.add(Button((BOX.right - 200, BOX.bottom - 80, 170, 60), "Close",
                            self.app.pop, name="close"))
        self.page = self._render()

    def _render(self) -> pygame.Surface:
        width = BOX.w - 100
        lines: list[tuple[str, int, bool]] = []
        for title, body in RULES:
            lines.append((title, 34, True))
            for para in body.split("\n"):
                for line in gfx.wrap(para, 26, width):
                    lines.append((line, 26, False))
            lines.append(("", 14, False))
        h = sum(gfx.font(s, b).get_linesize() for _, s, b in lines)
        page = pygame.Surface((width, h), pygame.SRCALPHA)
        y = 0
        for text, size, bold in lines:
            if text:
                page.blit(gfx.text(text, size, theme.SEA_DARK if bold else theme.INK, bold),
                          (0, y))
            y += gfx.font(size, bold).get_linesize()
        return page

    @property
    def view_h(self) -> int:
        return BOX.h - 200

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        max_scroll = max(0, self.page.get_height() - self.view_h)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(max_scroll, self.scroll - event.y * 60))
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_r):
                self.app.pop()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.scroll = min(max_scroll, self.scroll + 300)
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll = max(0, self.scroll - 300)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not BOX.collidepoint(event.pos):
                self.app.pop()
            elif event.pos[1] > BOX.centery:
                self.scroll = min(max_scroll, self.scroll + 300)
            else:
                self.scroll = max(0, self.scroll - 300)

    def draw(self, canvas: pygame.Surface) -> None:
        shade(canvas, canvas.get_rect(), 150)
        draw_panel(canvas, BOX, theme.PANEL, theme.SEA_DARK, 18, width=4)
        draw_text(canvas, "How to play Santa Monica", (BOX.x + 50, BOX.y + 30), 44,
                  theme.SEA_DARK, True)
        view = pygame.Rect(BOX.x + 50, BOX.y + 100, BOX.w - 100, self.view_h)
        canvas.blit(self.page, view.topleft, pygame.Rect(0, self.scroll, view.w, view.h))
        more = self.page.get_height() - self.view_h - self.scroll
        hint = "scroll or click the lower half for more" if more > 0 else "that's all"
        draw_text(canvas, hint, (BOX.x + 50, BOX.bottom - 60), 22, theme.INK_SOFT)
        self.bar.draw(canvas)
