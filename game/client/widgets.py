"""Small drawing helpers and the button sprite used by every scene.

A button's label may be a function (``lambda: self.ctx.words.t("title.rules")``): it is
called whenever the button is drawn, so a language switch shows at once.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.client import audio, gfx, theme
from game.client.layout_record import Kind, note_box, note_cut

RectLike = pygame.Rect | tuple[int, int, int, int]
Label = str | Callable[[], str]


def draw_text(surface: pygame.Surface, s: str, pos: tuple[int, int], size: int = 24,
              color: theme.Color = theme.INK, bold: bool = False,
              anchor: str = "topleft") -> pygame.Rect:
    img = gfx.text(s, size, color, bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def fit_size(s: str, size: int, width: int, bold: bool = False) -> int:
    """The largest scale size up to ``size`` (never below a caption) at which
    ``s`` fits ``width``; ``fit_text`` also cuts it with "…" when even a
    caption is too wide."""
    size = theme.type_size(size)
    while gfx.font(size, bold).size(s)[0] > width:
        smaller = theme.smaller_type(size)
        if smaller is None:
            break
        size = smaller
    return size


def fit_text(surface: pygame.Surface, s: str, pos: tuple[int, int], size: int, width: int,
             color: theme.Color = theme.INK, bold: bool = False,
             anchor: str = "topleft") -> pygame.Rect:
    """One line in ``width``: a step smaller if that fits, else ellipsized."""
    size, line = gfx.fit_line(s, size, width, bold)
    return draw_text(surface, line, pos, size, color, bold, anchor)


def fit_lines(s: str, box: tuple[int, int], size: int, bold: bool = False,
              max_lines: int | None = None) -> tuple[int, list[str]]:
    """The largest scale size (from ``size`` down to a caption) at which
    ``s`` wraps into ``box`` within ``max_lines``, and its lines; the last
    line that fits ends in "…" when the text is longer still."""
    w, h = box
    top = theme.type_size(size)
    # whole words first, at the largest size that takes them; a word too long
    # for the line is broken at a hyphen only when no size of the scale fits
    for hyphenate in (False, True):
        size = top
        while True:
            f = gfx.font(size, bold)
            lines = gfx.wrap(s, size, w, bold, cut=False, hyphenate=hyphenate)
            room = max(1, h // f.get_linesize())
            if max_lines is not None:
                room = min(room, max_lines)
            smaller = theme.smaller_type(size)
            fits = len(lines) <= room and all(f.size(ln)[0] <= w for ln in lines)
            if fits or smaller is None:
                break
            size = smaller
        if fits:
            break
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = note_cut(lines[-1] + " …")
    return size, [gfx.ellipsize(ln, size, w, bold) for ln in lines]


def draw_wrapped(surface: pygame.Surface, s: str, rect: RectLike, size: int = 22,
                 color: theme.Color = theme.INK, bold: bool = False,
                 center: bool = False, max_lines: int | None = None,
                 fit: bool = False) -> int:
    """Draw ``s`` wrapped into ``rect``; returns the y below the last line.

    With ``fit`` the size steps down the type scale (not below a caption)
    until every line fits the rect's height and ``max_lines``; what still
    does not fit ends in "…". Without it, lines beyond ``max_lines`` are cut
    and the last one shown ends in "…".
    """
    r = pygame.Rect(rect)
    y = r.y
    if fit:
        size, lines = fit_lines(s, r.size, size, bold, max_lines)
    else:
        lines = gfx.wrap(s, size, r.w, bold)
        if max_lines is not None and len(lines) > max_lines:
            lines = lines[:max_lines]
            lines[-1] = note_cut(gfx.ellipsize(lines[-1] + " …", size, r.w, bold))
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
    if alpha >= 200:
        note_box(surface, Kind.COVER, r)      # what lay under it is hidden
    if alpha < 255:
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (*fill, alpha), surf.get_rect(), border_radius=radius)
        surface.blit(surf, r.topleft)
    else:
        pygame.draw.rect(surface, fill, r, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, r, width=width, border_radius=radius)


PANEL_RADIUS = 16
PANEL_ALPHA = 238


def screen_panel(surface: pygame.Surface, rect: RectLike, title: str | None = None,
                 edge: theme.Color = theme.PANEL_EDGE, alpha: int = PANEL_ALPHA) -> pygame.Rect:
    """The one panel every screen uses (title, menus, pause, settings, new
    game, rules, results): a sand-white plate with a soft shadow and a thin
    driftwood edge, an optional heading at its top. Dialogs over another
    screen pass ``alpha=255`` (solid: a portrait kiosk frames them by their
    solid pixels). Returns the area under the heading."""
    r = pygame.Rect(rect)
    shadow = pygame.Surface((r.w, r.h), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (20, 30, 40, 60), shadow.get_rect(), border_radius=PANEL_RADIUS)
    surface.blit(shadow, r.move(0, 6))
    draw_panel(surface, r, theme.PANEL, edge, PANEL_RADIUS, alpha=alpha, width=2)
    pygame.draw.line(surface, theme.FOAM, (r.x + PANEL_RADIUS, r.y + 3),
                     (r.right - PANEL_RADIUS, r.y + 3), 2)
    if not title:
        return r
    img = gfx.text(title, theme.HEADING, theme.SEA_DARK, True)
    surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + 18)))
    return pygame.Rect(r.x, r.y + 18 + img.get_height() + 8, r.w, r.h - img.get_height() - 26)


def _dashed_rect(surface: pygame.Surface, color: theme.Color, r: pygame.Rect,
                 dash: int = 8, width: int = 2) -> None:
    """The outline of ``r`` in dashes (a disabled button's edge)."""
    for x in range(r.x + 8, r.right - 8, dash * 2):
        end = min(x + dash, r.right - 8)
        pygame.draw.line(surface, color, (x, r.y), (end, r.y), width)
        pygame.draw.line(surface, color, (x, r.bottom - 1), (end, r.bottom - 1), width)
    for y in range(r.y + 8, r.bottom - 8, dash * 2):
        end = min(y + dash, r.bottom - 8)
        pygame.draw.line(surface, color, (r.x, y), (r.x, end), width)
        pygame.draw.line(surface, color, (r.right - 1, y), (r.right - 1, end), width)


def shade(surface: pygame.Surface, rect: RectLike, alpha: int = 140,
          color: theme.Color = theme.OVERLAY) -> None:
    r = pygame.Rect(rect)
    surf = pygame.Surface(r.size, pygame.SRCALPHA)
    surf.fill((*color, alpha))
    surface.blit(surf, r.topleft)
    if r.contains(surface.get_rect()):
        note_box(surface, Kind.LAYER, r)      # a dialog's layer begins over the dimmed screen


class Button(pygame.sprite.Sprite):
    """A clickable label. ``enabled`` false shows it flat and hollow and
    ignores clicks; ``selected`` draws it pressed (for toggles and choices);
    ``secondary`` makes it a light outlined plate (Back, Close, Undo ...)
    beside the filled primary ones."""

    def __init__(self, rect: RectLike, label: Label, on_click: Callable[[], None] | None = None,
                 *, size: int = 26, color: theme.Color = theme.BUTTON,
                 enabled: bool = True, name: str = "", tooltip: str = "",
                 secondary: bool = False) -> None:
        super().__init__()
        self.rect: pygame.Rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.size = size
        self.color = color
        self.enabled = enabled
        self.secondary = secondary
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

    def colours(self) -> tuple[theme.Color, theme.Color | None, theme.Color]:
        """Fill, outline (None: none) and text colour as drawn now."""
        if not self.enabled:
            return theme.DISABLED_FILL, theme.DISABLED_EDGE, theme.DISABLED_TEXT
        if self.selected:
            return theme.SELECTED, theme.HILITE, theme.BUTTON_TEXT
        if self.secondary:
            fill = theme.mix(theme.SECONDARY, theme.SEA_LIGHT, 0.25) if self.hover else theme.SECONDARY
            return fill, theme.SECONDARY_EDGE, theme.SECONDARY_TEXT
        fill = theme.lighter(self.color, 0.18) if self.hover else self.color
        return fill, theme.darker(self.color, 0.55), theme.BUTTON_TEXT

    def refresh(self) -> None:
        text = self.text
        key = (text, self.enabled, self.selected, self.hover, self.color, self.secondary,
               self.rect.size)
        if key == self._key:
            return
        self._key = key
        w, h = self.rect.size
        self.image = pygame.Surface((w, h), pygame.SRCALPHA)
        fill, edge, ink = self.colours()
        body = pygame.Rect(0, 0, w, h - 4)
        dy = 2 if self.selected else 0
        if self.enabled:          # raised: a shadow under a solid plate
            pygame.draw.rect(self.image, theme.darker(edge or fill, 0.6), body.move(0, 4),
                             border_radius=10)
            pygame.draw.rect(self.image, fill, body.move(0, dy), border_radius=10)
            if edge is not None:
                pygame.draw.rect(self.image, edge, body.move(0, dy),
                                 width=3 if self.secondary else 2, border_radius=10)
        else:                     # flat and hollow, a dashed edge
            flat = body.move(0, 2)
            pygame.draw.rect(self.image, fill, flat, border_radius=10)
            _dashed_rect(self.image, theme.DISABLED_EDGE, flat.inflate(-4, -4))
        bold = self.enabled
        # the largest size of the scale at which the label wraps into the
        # button (so a row of buttons keeps one size); "…" only below a caption
        size, lines = fit_lines(text, (w - 20, h - 8), self.size, bold, max_lines=3)
        lh = gfx.font(size, bold).get_linesize()
        y = (h - 4) // 2 - lh * len(lines) // 2 + dy
        for ln in lines:
            img = gfx.text(ln, size, ink, bold)
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
        note_box(surface, Kind.BUTTON, self.rect, self.text)
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
