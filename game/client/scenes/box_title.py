"""The box's title: every game of the box side by side (one above the other on a
portrait screen), each shown by its own key art, name and tagline, to choose one.

It knows the games only through their ``GameClient`` fields: ``name_key`` and
``tagline_key`` are catalog keys, ``key_art(pictures)`` draws the picture from the
game's own components (``pictures`` made by the game, in the context's palette and
language) and ``open`` is where choosing the game goes (its own title). A damaged
settings file read at start is said here in one sentence, as every title does.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.client import backdrop, theme
from game.client.games import GameClient, KeyArts
from game.client.layout_record import role
from game.client.router import Box, Quit, Routes, Settings
from game.client.scene import Scene
from game.client.widgets import (Button, ButtonBar, draw_panel, draw_text, draw_wrapped,
                                 fit_text, screen_panel)
from game.version import __version__

if TYPE_CHECKING:
    from game.client.app import App

MARGIN = 64
CHOICE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)


class BoxTitleScene(Scene):
    """Choose one of the box's games."""

    name = "box"
    adaptive = True

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.games: tuple[GameClient, ...] = tuple(g for g in app.options.games
                                                   if g.open is not None)
        self.message: str | None = app.startup_message
        app.startup_message = None
        self.bar = ButtonBar()
        self.arts = KeyArts()
        self.cards: list[pygame.Rect] = []
        self.build()

    # -- layout ------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.canvas_size
        n = max(1, len(self.games))
        portrait = h > w
        top, bottom = 150, 150
        if portrait:
            card_h = (h - top - bottom - MARGIN * (n - 1)) // n
            self.cards = [pygame.Rect(MARGIN, top + i * (card_h + MARGIN), w - 2 * MARGIN, card_h)
                          for i in range(n)]
        else:
            card_w = (w - MARGIN * (n + 1)) // n
            self.cards = [pygame.Rect(MARGIN + i * (card_w + MARGIN), top, card_w,
                                      h - top - bottom) for i in range(n)]
        self.bar.clear()
        for i, (game, card) in enumerate(zip(self.games, self.cards, strict=True)):
            play = pygame.Rect(0, 0, min(460, card.w - 80), 84)
            play.midbottom = (card.centerx, card.bottom - 32)
            self.bar.add(Button(play, partial(self.ctx.words.t, "box.play"),
                                partial(self.choose, i), name=f"play_{game.key}", size=36))
        y = h - bottom + 40
        self.bar.add(Button((w // 2 - 330, y, 300, 68), partial(self.ctx.words.t, "title.settings"),
                            lambda: self.router.go(Settings()), name="settings", secondary=True))
        self.bar.add(Button((w // 2 + 30, y, 300, 68), partial(self.ctx.words.t, "title.quit"),
                            lambda: self.router.go(Quit(0)), name="quit", secondary=True))

    def art_rect(self, card: pygame.Rect) -> pygame.Rect:
        """Where a game's key art shows: the card above its name and button."""
        return pygame.Rect(card.x + 16, card.y + 16, card.w - 32, card.h - 260)

    # -- acting -------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        """Open the game at ``index`` (its own title)."""
        if 0 <= index < len(self.games):
            destination = self.games[index].open
            if destination is not None:
                self.router.go(destination)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, card in enumerate(self.cards):
                if card.collidepoint(event.pos):
                    self.choose(i)
                    return
        if event.type == pygame.KEYDOWN:
            if event.key in CHOICE_KEYS:
                self.choose(CHOICE_KEYS.index(event.key))
            elif event.key == pygame.K_s:
                self.router.go(Settings())
            elif event.key == pygame.K_ESCAPE:
                self.router.go(Quit(0))

    # -- drawing ------------------------------------------------------------------------
    def key_art(self, game: GameClient, size: tuple[int, int]) -> pygame.Surface:
        """The game's key art at ``size``, made from its own pictures in the
        context's palette and language (made again when either changes)."""
        surface: pygame.Surface = self.arts.surface(game, self.ctx, size)
        return surface

    def draw(self, canvas: pygame.Surface) -> None:
        w, h = canvas.get_size()
        canvas.blit(backdrop.beach((w, h)), (0, 0))
        words = self.ctx.words
        draw_text(canvas, words.t("box.title"), (w // 2 + 4, 84), theme.DISPLAY,
                  theme.SEA_DARK, True, "center")
        draw_text(canvas, words.t("box.title"), (w // 2, 80), theme.DISPLAY, theme.FOAM, True,
                  "center")
        for game, card in zip(self.games, self.cards, strict=True):
            screen_panel(canvas, card)
            art = self.art_rect(card)
            with role("picture"):               # the key art's printing is a picture's
                canvas.blit(self.key_art(game, art.size), art.topleft)
            pygame.draw.rect(canvas, theme.PANEL_EDGE, art, 2, border_radius=6)
            fit_text(canvas, words.t(game.name_key), (card.centerx, art.bottom + 20),
                     theme.TITLE, card.w - 60, theme.SEA_DARK, True, "midtop")
            if game.tagline_key:
                draw_wrapped(canvas, words.t(game.tagline_key),
                             (card.x + 40, art.bottom + 84, card.w - 80, 56), theme.BODY,
                             theme.INK, center=True, fit=True, max_lines=2)
        self.bar.draw(canvas)
        if self.message:
            box = pygame.Rect(0, 0, min(1200, w - 80), 84)
            box.midtop = (w // 2, 130)
            draw_panel(canvas, box, theme.PANEL, theme.DANGER, 12, alpha=235, width=3)
            draw_wrapped(canvas, self.ctx.say(self.message), box.inflate(-24, -12), theme.BODY,
                         theme.INK, center=True, max_lines=3, fit=True)
        draw_text(canvas, f"{words.t('box.keys')}  ·  v{__version__}", (w // 2, h - 22),
                  theme.CAPTION, theme.INK, False, "center")


def box_routes(app: "App") -> Routes:
    """The box's own route: its title, the stack starting over."""
    return {Box: lambda _: app.stack.clear_to(BoxTitleScene(app))}
