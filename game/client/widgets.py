"""Small drawing helpers and the button sprite used by every scene.

A button's label may be a function (``lambda: self.ctx.words.t("title.rules")``): it is
called whenever the button is drawn, so a language switch shows at once.
"""
from __future__ import annotations

from typing import Callable

import pygame

from . import audio, gfx, theme

RectLike = pygame.Rect | tuple[int, int, int, int]
Label = str | Callable[[], str]


def draw_text(surface: pygame.Surface, s: str, pos: tuple[int, int], size: int = 24,
              color: theme.Color = theme.INK, bold: bool = False,
              anchor: str = "topleft") -> pygame.Rect:
    img = gfx.text(s, size, color, bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def fit_size(s: str, size: int, width: int, bold: bool = False, floor: int = 14) -> int:
    """The largest font size up to ``size`` at which ``s`` fits ``width``."""
    while size > floor and gfx.font(size, bold).size(s)[0] > width:
        size -= 1
    return size


def fit_lines(s: str, box: tuple[int, int], size: int, bold: bool = False,
              max_lines: int | None = None, min_size: int = 12) -> tuple[int, list[str]]:
    """The largest size (from ``size`` down to ``min_size``) at which ``s``
    wraps into ``box`` within ``max_lines``, and its lines."""
    w, h = box
    lines = gfx.wrap(s, size, w, bold)
    while size > min_size and ((max_lines is not None and len(lines) > max_lines)
                               or len(lines) * gfx.text("Ag", size, theme.INK,
                                                        bold).get_height() > h):
        size -= 1
        lines = gfx.wrap(s, size, w, bold)
    return size, lines


def draw_wrapped(surface: pygame.Surface, s: str, rect: RectLike, size: int = 22,
                 color: theme.Color = theme.INK, bold: bool = False,
                 center: bool = False, max_lines: int | None = None,
                 fit: bool = False, min_size: int = 12) -> int:
    """Draw ``s`` wrapped into ``rect``; returns the y below the last line.

    With ``fit`` the size shrinks (not below ``min_size``) until every line
    fits the rect's height and ``max_lines``, instead of cutting lines off.
    """
    r = pygame.Rect(rect)
    y = r.y
    if fit:
        size, lines = fit_lines(s, r.size, size, bold, max_lines, min_size)
    else:
        lines = gfx.wrap(s, size, r.w, bold)
    if max_lines is not None:
        lines = lines[:max_lines]
    for line in lines:
        img = gfx.text(line, size, color, bold)
        x = r.x + (r.w - img.get_width()) // 2 if center else r.x
        surface.blit(img, (x, y))
        y += img.get_height()
    return y


def draw_panel(surface: pygame.Surface, rect: RectLike, fill: theme.Color = theme.PANEL,
               edge: theme.Color | None = theme.PANEL_EDGE, radius: int = 12,
               alpha: int = 255, width: int = 2) -> None:
    r = pygame.Rect(rect)
    if alpha < 255:
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (*fill, alpha), surf.get_rect(), border_radius=radius)
        surface.blit(surf, r.topleft)
    else:
        pygame.draw.rect(surface, fill, r, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, r, width=width, border_radius=radius)


def shade(surface: pygame.Surface, rect: RectLike, alpha: int = 140,
          color: theme.Color = theme.OVERLAY) -> None:
    r = pygame.Rect(rect)
    surf = pygame.Surface(r.size, pygame.SRCALPHA)
    surf.fill((*color, alpha))
    surface.blit(surf, r.topleft)


class Button(pygame.sprite.Sprite):
    """A clickable label. ``enabled`` false greys it out and ignores clicks;
    ``selected`` draws it pressed (for toggles and choices)."""

    def __init__(self, rect: RectLike, label: Label, on_click: Callable[[], None] | None = None,
                 *, size: int = 26, color: theme.Color = theme.BUTTON,
                 enabled: bool = True, name: str = "", tooltip: str = "") -> None:
        super().__init__()
        self.rect: pygame.Rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.size = size
        self.color = color
        self.enabled = enabled
        self.selected = False
        self.hover = False
        self.name = name or (label if isinstance(label, str) else "")
        self.tooltip = tooltip
        self._key: tuple | None = None
        self.image: pygame.Surface = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self.refresh()

    @property
    def text(self) -> str:
        """The label as shown now."""
        return self.label() if callable(self.label) else str(self.label)

    def refresh(self) -> None:
        text = self.text
        key = (text, self.enabled, self.selected, self.hover, self.color, self.rect.size)
        if key == self._key:
            return
        self._key = key
        w, h = self.rect.size
        self.image = pygame.Surface((w, h), pygame.SRCALPHA)
        if not self.enabled:
            fill = theme.DISABLED
        elif self.selected:
            fill = theme.SELECTED
        elif self.hover:
            fill = theme.lighter(self.color, 0.18)
        else:
            fill = self.color
        body = pygame.Rect(0, 0, w, h - 4)
        pygame.draw.rect(self.image, theme.darker(fill, 0.6), body.move(0, 4), border_radius=10)
        pygame.draw.rect(self.image, fill, body.move(0, 2 if self.selected else 0),
                         border_radius=10)
        if self.selected:
            pygame.draw.rect(self.image, theme.HILITE, body.move(0, 2), width=3, border_radius=10)
        dy = 2 if self.selected else 0
        size = self.size
        floor = max(14, self.size - 6)
        while size > floor and gfx.font(size, True).size(text)[0] > w - 16:
            size -= 1
        if gfx.font(size, True).size(text)[0] <= w - 16:
            img = gfx.text(text, size, theme.BUTTON_TEXT, True)
            self.image.blit(img, img.get_rect(center=(w // 2, (h - 4) // 2 + dy)))
        else:
            lines = gfx.wrap(text, floor, w - 16, True)[:3]
            lh = gfx.font(floor, True).get_linesize()
            y = (h - 4) // 2 - lh * len(lines) // 2 + dy
            for line in lines:
                img = gfx.text(line, floor, theme.BUTTON_TEXT, True)
                self.image.blit(img, img.get_rect(midtop=(w // 2, y)))
                y += lh

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def click(self) -> bool:
        if self.enabled and self.on_click is not None:
            audio.ask("tap")
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.refresh()
        surface.blit(self.image, self.rect)


class ButtonBar:
    """A set of buttons: hover tracking and click dispatch."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []

    def add(self, button: Button) -> Button:
        self.buttons.append(button)
        return button

    def clear(self) -> None:
        self.buttons.clear()

    def get(self, name: str) -> Button | None:
        for b in self.buttons:
            if b.name == name:
                return b
        return None

    def __getitem__(self, name: str) -> Button:
        """The button called ``name`` (a KeyError when there is none)."""
        button = self.get(name)
        if button is None:
            raise KeyError(name)
        return button

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was a click on a button (enabled or not)."""
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in reversed(self.buttons):
                if b.hit(event.pos):
                    b.click()
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for b in self.buttons:
            b.draw(surface)
