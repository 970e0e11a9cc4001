"""How to play: a few illustrated pages, then the icon reference.

An overlay over whatever was on screen (the title or the table). Tabs along
the top jump to a page; Previous / Next, the arrow keys or Page Up / Down
turn pages; the wheel or a drag scrolls a page that is taller than the
window; Esc or Close goes back. Everything is in the context's language.
"""
from __future__ import annotations

from functools import partial

import pygame

from game.client import gfx, theme
from game.client.layout_record import role
from game.monica.client.help.overlay import render_lines
from game.monica.client.help.pictures import picture
from game.monica.client.help.reference import reference_lines
from game.client.router import Back
from game.monica.client.rules_text import PAGES, page_titles
from game.client.scene import Scene
from game.client.widgets import Button, ButtonBar, draw_text, screen_panel, shade

BOX = pygame.Rect(80, 36, 1760, 1008)
# On a portrait kiosk this dialog is shown at 1080 / (BOX.w + 16) ~ 0.61 of
# its size (game/client/frames.py); 80 px keeps every tap target >= 48 px.
TARGET_H = 80
TEXT_W = 800
TEXT_SIZE = 25
DRAG = 14


class RulesScene(Scene):
    name = "rules"
    opaque = False

    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app)
        self.pages = len(PAGES) + 1
        self.page = max(0, min(self.pages - 1, page))
        self.scroll = 0
        self.pressed: tuple[int, int] | None = None
        self.dragged = False
        self._cache: dict[int, tuple[pygame.Surface, pygame.Surface | None]] = {}
        self.bar = ButtonBar()
        self._build()

    @classmethod
    def reference_page(cls) -> int:
        return len(PAGES)

    # -- layout ----------------------------------------------------------------------
    @property
    def content(self) -> pygame.Rect:
        return pygame.Rect(BOX.x + 50, BOX.y + 170, BOX.w - 100, BOX.h - 270)

    def _build(self) -> None:
        titles = page_titles(self.ctx.words)
        w = (BOX.w - 100) // self.pages
        for i, title in enumerate(titles):
            b = Button((BOX.x + 50 + i * w, BOX.y + 86, w - 8, TARGET_H), title,
                       partial(self.go, i), name=f"page_{i}", size=20)
            self.bar.add(b)
        y = BOX.bottom - 90
        self.bar.add(Button((BOX.x + 50, y, 230, TARGET_H), lambda: self.ctx.words.t("common.previous"),
                            lambda: self.go(self.page - 1), name="previous", size=24))
        self.bar.add(Button((BOX.right - 520, y, 230, TARGET_H), lambda: self.ctx.words.t("common.next"),
                            lambda: self.go(self.page + 1), name="next", size=24))
        self.bar.add(Button((BOX.right - 280, y, 230, TARGET_H), lambda: self.ctx.words.t("common.close"),
                            self.close, name="close", size=24, secondary=True))
        self._refresh()

    def _refresh(self) -> None:
        for i in range(self.pages):
            self.bar[f"page_{i}"].selected = i == self.page
        self.bar["previous"].enabled = self.page > 0
        self.bar["next"].enabled = self.page < self.pages - 1

    def go(self, page: int) -> None:
        if 0 <= page < self.pages:
            self.page, self.scroll = page, 0
            self._refresh()

    def close(self) -> None:
        if self.app.stack.top is self:
            self.router.go(Back())

    # -- page content ---------------------------------------------------------------------
    def rendered(self) -> tuple[pygame.Surface, pygame.Surface | None]:
        """(text surface, picture) of the current page, made once."""
        cached = self._cache.get(self.page)
        if cached is not None:
            return cached
        if self.page >= len(PAGES):
            made: tuple[pygame.Surface, pygame.Surface | None] = (
                render_lines(self.ctx.pictures, reference_lines(self.ctx.words), self.content.w - 30), None)
        else:
            page = PAGES[self.page]
            made = (self._text(page.paragraphs(self.ctx.words)),
                    picture(self.ctx.pictures, page.picture, (self.content.w - TEXT_W - 50, self.content.h)))
        self._cache[self.page] = made
        return made

    @staticmethod
    def _text(paragraphs: list[tuple[str, str]]) -> pygame.Surface:
        rows: list[tuple[str, int, bool]] = []
        for title, text in paragraphs:
            rows.append((title, 34, True))
            rows += [(line, TEXT_SIZE, False) for line in gfx.wrap(text, TEXT_SIZE, TEXT_W)]
            rows.append(("", 18, False))
        h = sum(gfx.font(s, b).get_linesize() for _, s, b in rows)
        surf = pygame.Surface((TEXT_W, max(1, h)), pygame.SRCALPHA)
        y = 0
        for text, size, bold in rows:
            if text:
                surf.blit(gfx.text(text, size, theme.SEA_DARK if bold else theme.INK, bold),
                          (0, y))
            y += gfx.font(size, bold).get_linesize()
        return surf

    @property
    def max_scroll(self) -> int:
        text, _ = self.rendered()
        return max(0, text.get_height() - self.content.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    # -- input ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_r, pygame.K_BACKSPACE):
                self.close()
            elif key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE):
                if self.scroll < self.max_scroll and key != pygame.K_RIGHT:
                    self.scroll_by(self.content.h - 80)
                else:
                    self.go(self.page + 1)
            elif key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.go(self.page - 1)
            elif key == pygame.K_DOWN:
                self.scroll_by(80)
            elif key == pygame.K_UP:
                self.scroll_by(-80)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 70)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not BOX.collidepoint(event.pos):
                self.close()
            else:
                self.pressed, self.dragged = event.pos, False
        elif event.type == pygame.MOUSEMOTION and self.pressed is not None:
            if self.dragged or abs(event.pos[1] - self.pressed[1]) > DRAG:
                self.dragged = True
                self.scroll_by(-event.rel[1])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pressed, self.dragged = None, False

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        words = self.ctx.words
        shade(canvas, canvas.get_rect(), 150)
        screen_panel(canvas, BOX, alpha=255)
        draw_text(canvas, words.t("help.heading"), (BOX.x + 50, BOX.y + 26), 46, theme.SEA_DARK, True)
        draw_text(canvas, words.t("help.page", n=self.page + 1, of=self.pages),
                  (BOX.right - 50, BOX.y + 40), 24, theme.INK_SOFT, False, "topright")
        text, pic = self.rendered()
        area = self.content
        old = canvas.get_clip()
        canvas.set_clip(area)
        with role("scrolled"):          # the page's lines end at the view's edges
            canvas.blit(text, (area.x, area.y - self.scroll))
        if pic is not None:
            canvas.blit(pic, (area.x + TEXT_W + 50, area.y))
        canvas.set_clip(old)
        if self.max_scroll:
            track = pygame.Rect(area.right + 12, area.y, 10, area.h)
            pygame.draw.rect(canvas, theme.SAND_DARK, track, border_radius=5)
            h = max(40, int(area.h * area.h / text.get_height()))
            y = track.y + int((track.h - h) * self.scroll / self.max_scroll)
            pygame.draw.rect(canvas, theme.SEA, (track.x, y, track.w, h), border_radius=5)
            draw_text(canvas, words.t("table.help.scroll_hint"), (BOX.centerx, BOX.bottom - 54), 22,
                      theme.INK_SOFT, False, "midtop")
        self.bar.draw(canvas)
