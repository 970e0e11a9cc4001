"""The title's one-time question on first start: "New to Santa Monica?
Learn to play / Not now". Either answer is remembered in the settings
(``tutorial_offered``), so it is asked once."""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.client import prefs, theme
from game.client.widgets import Button, ButtonBar, draw_panel, draw_text, draw_wrapped, shade

if TYPE_CHECKING:
    from game.client.app import App

BOX = (900, 360)


def should_offer(app: "App") -> bool:
    """First start of a desktop game: the settings are loaded and say it was
    never asked. (A headless run in virtual time has nobody to answer.)"""
    settings = app.settings
    return (settings is not None and not settings.tutorial_offered and not app.options.kiosk
            and not app.options.virtual_time)


class Offer:
    """A modal dialog over the title; ``on_yes`` starts the guide."""

    def __init__(self, app: "App", on_yes: Callable[[], None], on_no: Callable[[], None]
                 ) -> None:
        self.app = app
        self.on_yes, self.on_no = on_yes, on_no
        w, h = app.canvas_size
        self.box = pygame.Rect(0, 0, *BOX)
        self.box.center = (w // 2, h // 2)
        words = app.ctx.words
        self.bar = ButtonBar()
        bw, y = (self.box.w - 3 * 40) // 2, self.box.bottom - 40 - 84
        self.bar.add(Button((self.box.x + 40, y, bw, 84), partial(words.t, "tutorial.offer.no"),
                            partial(self.answer, False), name="no", size=30,
                            secondary=True))
        self.bar.add(Button((self.box.right - 40 - bw, y, bw, 84),
                            partial(words.t, "tutorial.offer.yes"), partial(self.answer, True),
                            name="yes", size=32, color=(40, 150, 80)))

    def answer(self, yes: bool) -> None:
        prefs.change(self.app, tutorial_offered=True)
        (self.on_yes if yes else self.on_no)()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Every event is the dialog's while it shows; Esc means Not now."""
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.answer(False)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.answer(True)

    def draw(self, canvas: pygame.Surface) -> None:
        words = self.app.ctx.words
        shade(canvas, canvas.get_rect(), 150)
        draw_panel(canvas, self.box, theme.PANEL, theme.SEA_DARK, 22, width=5)
        draw_text(canvas, words.t("tutorial.offer.title"), (self.box.centerx, self.box.y + 70),
                  52, theme.SEA_DARK, True, "center")
        draw_wrapped(canvas, words.t("tutorial.offer.text"),
                     (self.box.x + 50, self.box.y + 120, self.box.w - 100, 100), 32, theme.INK,
                     center=True, fit=True)
        self.bar.draw(canvas)
