"""A kiosk game's players step, for any game: how many people play? The visitor
taps 1-4, then Start; "with computer players" fills the table up to four, else
the bots fill it only up to two (a solo visitor plays one bot: the shortest
real game, good for a show floor). Two or more people play hot-seat.

A game gives the step its seats and its start (``PlayersStep`` subclassed, the
game's own setup made in ``start_game`` at the operator's bot level).
"""
from __future__ import annotations

import random
from functools import partial

import pygame

from game.client import backdrop, theme
from game.client.router import Back
from game.client.scene import Scene
from game.client.widgets import Button, ButtonBar, draw_text

MAX_HUMANS = 4
START = (40, 150, 80)


def seat_count(humans: int, fill: bool) -> int:
    """Seats at the table: the people, then bots up to four (``fill``) or two."""
    return max(humans, MAX_HUMANS if fill else 2)


class PlayersStep(Scene):
    name = "kiosk_players"
    adaptive = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.humans = 1
        self.fill = False
        self.bar = ButtonBar()
        self.build()

    # -- the game's part -------------------------------------------------------------------
    def start_game(self, humans: int, fill: bool, level: str, seed: int) -> None:
        """Start the game for ``humans`` people and bots of the operator's ``level``."""
        raise NotImplementedError

    # -- the step --------------------------------------------------------------------------
    def build(self) -> None:
        words = self.ctx.words
        self.bar.clear()
        w, h = self.app.canvas_size
        size = 200 if self.app.portrait else 230
        gap = 30
        x0 = w // 2 - (4 * size + 3 * gap) // 2
        y = h // 2 - size // 2 - (60 if self.app.portrait else 80)
        for n in range(1, MAX_HUMANS + 1):
            b = Button((x0 + (n - 1) * (size + gap), y, size, size), str(n),
                       partial(self.choose, n), name=f"humans_{n}", size=96)
            b.selected = n == self.humans
            self.bar.add(b)
        fill = Button((w // 2 - 420, y + size + 110, 840, 80),
                      lambda: f"{words.t('kiosk.with_computer')}: "
                              f"{words.t('common.on') if self.fill else words.t('common.off')}",
                      self.toggle_fill, name="fill", size=28, color=theme.SEA)
        fill.selected = self.fill
        self.bar.add(fill)
        by = h - (260 if self.app.portrait else 170)
        self.bar.add(Button((w // 2 - 440, by, 400, 100), lambda: words.t("common.back"),
                            self.back, name="back", size=34, secondary=True))
        self.bar.add(Button((w // 2 + 40, by, 400, 100), lambda: words.t("setup.start"),
                            self.start, name="start", size=40, color=START))

    def choose(self, n: int) -> None:
        self.humans = n
        self.build()

    def toggle_fill(self) -> None:
        self.fill = not self.fill
        self.build()

    def back(self) -> None:
        self.router.go(Back())

    def start(self) -> None:
        settings = self.app.settings
        level = settings.kiosk_bot_level if settings is not None else "medium"
        self.start_game(self.humans, self.fill, level, random.SystemRandom().getrandbits(30))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if pygame.K_1 <= event.key <= pygame.K_4:
                self.choose(event.key - pygame.K_0)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            elif event.key == pygame.K_ESCAPE:
                self.back()

    def lineup(self) -> str:
        bots = seat_count(self.humans, self.fill) - self.humans
        if bots == 0:
            return self.ctx.words.t("kiosk.hot_seat")
        return self.ctx.words.tn("kiosk.against", bots)

    def draw_heading(self, canvas: pygame.Surface) -> None:
        """The question and how many play, above the numbers (a game may add its name)."""
        w, _ = self.app.canvas_size
        top = self.bar["humans_1"].rect.y
        for dx, color in ((4, theme.SEA_DARK), (0, theme.FOAM)):
            draw_text(canvas, self.ctx.words.t("kiosk.how_many"), (w // 2 + dx, top - 150 + dx),
                      72, color, True, "center")
        draw_text(canvas, self.ctx.words.tn("kiosk.players_n", self.humans), (w // 2, top - 60),
                  36, theme.SEA_DARK, True, "center")

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.beach(canvas.get_size()), (0, 0))
        w, _ = self.app.canvas_size
        self.draw_heading(canvas)
        fill = self.bar["fill"].rect
        draw_text(canvas, self.lineup(), (w // 2, fill.y - 50), 32, theme.INK, True, "center")
        self.bar.draw(canvas)
