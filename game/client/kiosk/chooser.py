"""The kiosk's "Which game?": a visitor tapped the attract loop and the box has
more than one game on. One large card per game (its key art, name and tagline,
the whole card a touch target with "Play" at its foot), side by side on a
landscape screen and one above the other on a portrait one; "Back" returns to
the attract loop. It knows the games only through their ``GameClient`` fields;
a card goes to the game's ``kiosk_open`` (its players step). Left alone it asks
"Still playing?" as every kiosk screen does (``shell``).
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.client import backdrop, theme
from game.client.games import GameClient, KeyArts
from game.client.router import Back
from game.client.scene import Scene
from game.client.widgets import Button, ButtonBar, draw_wrapped, fit_text, screen_panel

if TYPE_CHECKING:
    from game.client.app import App

MARGIN = 64
TOP = 190                  # below the heading
FOOT = 190                 # "Back" below the cards
PLAY_H = 100               # the "Play" plate at a card's foot
WORDS_H = 210              # the name and tagline above it
CHOICE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)
PLAY = (40, 150, 80)


class ChooserScene(Scene):
    name = "kiosk_chooser"
    adaptive = True

    def __init__(self, app: "App", games: tuple[GameClient, ...]) -> None:
        super().__init__(app)
        self.games = games
        self.arts = KeyArts()
        self.bar = ButtonBar()
        self.cards: list[pygame.Rect] = []
        self.build()

    def build(self) -> None:
        w, h = self.app.canvas_size
        n = max(1, len(self.games))
        if self.app.portrait:
            card_h = (h - TOP - FOOT - MARGIN * (n - 1)) // n
            self.cards = [pygame.Rect(MARGIN, TOP + i * (card_h + MARGIN), w - 2 * MARGIN,
                                      card_h) for i in range(n)]
        else:
            card_w = (w - MARGIN * (n + 1)) // n
            self.cards = [pygame.Rect(MARGIN + i * (card_w + MARGIN), TOP, card_w,
                                      h - TOP - FOOT) for i in range(n)]
        self.bar.clear()
        for i, (game, card) in enumerate(zip(self.games, self.cards, strict=True)):
            play = pygame.Rect(0, 0, min(560, card.w - 80), PLAY_H)
            play.midbottom = (card.centerx, card.bottom - 28)
            self.bar.add(Button(play, partial(self.ctx.words.t, "kiosk_games.play"),
                                partial(self.choose, i), name=f"game_{game.key}", size=44,
                                color=PLAY))
        back = pygame.Rect(0, 0, 420, 100)
        back.center = (w // 2, h - FOOT // 2)
        self.bar.add(Button(back, partial(self.ctx.words.t, "common.back"), self.back,
                            name="back", size=36, secondary=True))

    def art_rect(self, card: pygame.Rect) -> pygame.Rect:
        """The key art: the card above the game's name, tagline and "Play"."""
        return pygame.Rect(card.x + 20, card.y + 20, card.w - 40,
                           card.h - 40 - WORDS_H - PLAY_H - 28)

    # -- acting -------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        """The visitor's game: its players step."""
        if 0 <= index < len(self.games):
            destination = self.games[index].kiosk_open
            if destination is not None:
                self.router.go(destination)

    def back(self) -> None:
        self.router.go(Back())

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, card in enumerate(self.cards):
                if card.collidepoint(event.pos):        # the whole card is the button
                    self.choose(i)
                    return
        if event.type == pygame.KEYDOWN:
            if event.key in CHOICE_KEYS:
                self.choose(CHOICE_KEYS.index(event.key))
            elif event.key == pygame.K_ESCAPE:
                self.back()

    # -- drawing ------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        w, _ = canvas.get_size()
        canvas.blit(backdrop.beach(canvas.get_size()), (0, 0))
        words = self.ctx.words
        heading = words.t("kiosk_games.choose")
        for dy, color in ((4, theme.SEA_DARK), (0, theme.FOAM)):
            fit_text(canvas, heading, (w // 2 + dy, 64 + dy), theme.DISPLAY, w - 120, color, True,
                     "midtop")
        for game, card in zip(self.games, self.cards, strict=True):
            screen_panel(canvas, card)
            art = self.art_rect(card)
            if art.h >= 120:                            # the art only where it fits
                canvas.blit(self.arts.surface(game, self.ctx, art.size), art.topleft)
                pygame.draw.rect(canvas, theme.PANEL_EDGE, art, 2, border_radius=6)
            y = art.bottom + 16
            fit_text(canvas, words.t(game.name_key), (card.centerx, y), theme.DISPLAY,
                     card.w - 60, theme.SEA_DARK, True, "midtop")
            if game.tagline_key:
                draw_wrapped(canvas, words.t(game.tagline_key),
                             (card.x + 40, y + 84, card.w - 80, WORDS_H - 96), theme.SUBHEAD,
                             theme.INK, center=True, fit=True, max_lines=2)
        self.bar.draw(canvas)
