"""A help panel over the table: a title, the component large, and its lines.

Used for the zoomed card, the "?" popups and the explained tally. The lines
are rendered once into one tall surface; the mouse wheel, a drag or the
arrow keys scroll it. A tap (a press and release without dragging), Esc or
the close button closes it. The press that opened the panel is ignored.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from game.monica.client.pictures import Pictures
from game.client import gfx, theme
from game.client.layout_record import role
from game.client.router import Back
from game.client.scene import Scene
from game.client.widgets import draw_text, screen_panel, shade
from game.monica.client.help import icon_art
from game.monica.client.help.lines import Line

BOX = pygame.Rect(150, 60, 1620, 960)
ART_MAX = (420, 588)
ICON_H = 50
ICON_COL = 170
POINTS_COL = 96
ROW_SIZE = 26
DRAG = 14
STYLE_COLORS = {"heading": theme.SEA_DARK, "rule": theme.INK, "good": (28, 120, 60),
                "miss": (150, 96, 20), "bad": theme.DANGER, "note": theme.INK_SOFT}


def _fit(surf: pygame.Surface, box: tuple[int, int]) -> pygame.Surface:
    """``surf`` scaled down (never up) to fit ``box``."""
    w, h = surf.get_size()
    k = min(box[0] / w, box[1] / h, 1.0)
    if k >= 1.0:
        return surf
    return pygame.transform.smoothscale(surf, (max(1, int(w * k)), max(1, int(h * k))))


def render_lines(pictures: Pictures, lines: Sequence[Line], width: int) -> pygame.Surface:
    """All lines, one under the other, ``width`` px wide."""
    blocks: list[tuple[int, pygame.Surface]] = []
    text_w = width - ICON_COL - POINTS_COL
    for line in lines:
        head = line.style == "heading"
        size = 30 if head else (22 if line.style == "note" else ROW_SIZE)
        color = STYLE_COLORS.get(line.style, theme.INK)
        wrapped = gfx.wrap(line.text, size, text_w, head)
        lh = gfx.font(size, head).get_linesize()
        icon = icon_art.render(pictures, line.icon, ICON_H)
        above = icon is not None and icon.get_width() > ICON_COL - 12
        if icon is not None:
            icon = _fit(icon, (text_w, ICON_H * 2) if above else (ICON_COL - 12, ICON_H * 2))
        top = icon.get_height() + 6 if above and icon is not None else 0
        side = icon.get_height() if icon is not None and not above else 0
        h = top + max(len(wrapped) * lh, side) + (18 if head else 12)
        block = pygame.Surface((width, h), pygame.SRCALPHA)
        if above and icon is not None:
            block.blit(icon, (ICON_COL, 4))
        elif icon is not None:
            block.blit(icon, icon.get_rect(midtop=(ICON_COL // 2 - 4, 4)))
        y = top + (4 if not side else max(4, (side - len(wrapped) * lh) // 2 + 4))
        x = 0 if head and icon is None else ICON_COL
        for text in wrapped:
            block.blit(gfx.text(text, size, color, head), (x, y))
            y += lh
        if line.points is not None:
            sign = f"{line.points:+d}" if line.points else "0"
            img = gfx.text(sign, 34 if head else 28, color, True)
            block.blit(img, img.get_rect(topright=(width - 8, 4)))
        if head:
            pygame.draw.line(block, theme.PANEL_EDGE, (0, h - 6), (width, h - 6), 2)
        blocks.append((h, block))
    total = max(1, sum(h for h, _ in blocks))
    page = pygame.Surface((width, total), pygame.SRCALPHA)
    y = 0
    for h, block in blocks:
        page.blit(block, (0, y))
        y += h
    return page


class InfoOverlay(Scene):
    name = "info"
    opaque = False

    def __init__(self, app, title: str, lines: Sequence[Line],
                 art: pygame.Surface | None = None, subtitle: str = "") -> None:
        super().__init__(app)
        self.title = title
        self.subtitle = subtitle
        self.lines = list(lines)
        self.art = _fit(art, ART_MAX) if art is not None else None
        left = BOX.x + 40 + (self.art.get_width() + 40 if self.art is not None else 0)
        self.view = pygame.Rect(left, BOX.y + 110, BOX.right - 40 - left, BOX.h - 190)
        self.page = render_lines(self.ctx.pictures, self.lines, self.view.w)
        self.scroll = 0
        self.pressed: tuple[int, int] | None = None
        self.dragged = False
        self.close_rect = pygame.Rect(BOX.right - 84, BOX.y + 20, 64, 64)

    # -- scrolling -----------------------------------------------------------------
    @property
    def max_scroll(self) -> int:
        return max(0, self.page.get_height() - self.view.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def close(self) -> None:
        if self.app.stack.top is self:
            self.router.go(Back())

    # -- input -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN,
                             pygame.K_SPACE, pygame.K_KP_ENTER):
                self.close()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll_by(80 if event.key == pygame.K_DOWN else self.view.h - 60)
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll_by(-80 if event.key == pygame.K_UP else -(self.view.h - 60))
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            if event.button == 1 and self.close_rect.collidepoint(event.pos):
                self.close()
                return
            self.pressed, self.dragged = event.pos, False
        elif event.type == pygame.MOUSEMOTION and self.pressed is not None:
            if abs(event.pos[1] - self.pressed[1]) > DRAG or self.dragged:
                if not self.dragged:
                    self.dragged = True
                self.scroll_by(-event.rel[1])
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            if self.pressed is not None and not self.dragged:
                self.close()
            self.pressed, self.dragged = None, False

    # -- drawing -----------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        shade(canvas, canvas.get_rect(), 160)
        screen_panel(canvas, BOX, alpha=255)
        draw_text(canvas, self.title, (BOX.x + 40, BOX.y + 26), 44, theme.SEA_DARK, True)
        if self.subtitle:
            draw_text(canvas, self.subtitle, (BOX.x + 42, BOX.y + 78), 22, theme.INK_SOFT)
        pygame.draw.rect(canvas, theme.BUTTON, self.close_rect, border_radius=14)
        draw_text(canvas, "×", self.close_rect.center, 52, theme.BUTTON_TEXT, True, "center")
        if self.art is not None:
            canvas.blit(self.art, (BOX.x + 40, BOX.y + 110))
        with role("scrolled"):          # the page's lines end at the view's edges
            canvas.blit(self.page, self.view.topleft,
                        pygame.Rect(0, self.scroll, self.view.w, self.view.h))
        self._draw_scrollbar(canvas)
        hint = self.ctx.words.t("table.help.close_hint")
        if self.max_scroll:
            hint = self.ctx.words.t("table.help.scroll_hint") + " · " + hint
        draw_text(canvas, hint, (BOX.x + 40, BOX.bottom - 50), 22, theme.INK_SOFT)

    def _draw_scrollbar(self, canvas: pygame.Surface) -> None:
        if not self.max_scroll:
            return
        track = pygame.Rect(BOX.right - 26, self.view.y, 10, self.view.h)
        pygame.draw.rect(canvas, theme.SAND_DARK, track, border_radius=5)
        k = self.view.h / self.page.get_height()
        thumb_h = max(40, int(track.h * k))
        y = track.y + int((track.h - thumb_h) * self.scroll / self.max_scroll)
        pygame.draw.rect(canvas, theme.SEA, (track.x, y, track.w, thumb_h), border_radius=5)
