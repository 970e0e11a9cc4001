"""How many people play? The visitor taps 1-4, then Start.

Seats: the humans first, then computer players of the level the operator
chose in the settings (medium unless changed). By default the bots only
fill the table up to two players (a solo visitor plays one bot: the
shortest real game, good for a show floor); with "fill empty seats" on they
fill it up to four. Two or more humans play hot-seat, passing the screen.
"""
from __future__ import annotations

import random
from functools import partial

import pygame

from game.i18n import Words
from game.monica.persist import Settings
from game.client import backdrop, theme
from game.client.router import Back, Play
from game.client.scene import Scene
from game.monica.client.setup import BOT_NAMES, GameSetup, Seat
from game.client.theme import PLAYER_COLORS
from game.client.widgets import Button, ButtonBar, draw_text

BOT_LEVEL = Settings().kiosk_bot_level        # unless the operator chose another


def kiosk_setup(words: Words, humans: int, fill: bool, seed: int,
                level: str = BOT_LEVEL) -> GameSetup:
    """The seats of a visitors' game (human seats named in ``words``, bots of ``level``)."""
    humans = max(1, min(4, humans))
    total = max(humans, 4 if fill else 2)
    seats = []
    for i in range(total):
        color = PLAYER_COLORS[i][0]
        if i < humans:
            name = words.t("setup.you") if humans == 1 else words.t("common.player_n", n=i + 1)
            seats.append(Seat(name, "human", BOT_LEVEL, color))
        else:
            seats.append(Seat(BOT_NAMES[i - humans], "bot", level, color))
    return GameSetup(seats, None, None, seed)


class PlayersScene(Scene):
    name = "kiosk_players"
    adaptive = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.humans = 1
        self.fill = False
        self.bar = ButtonBar()
        self.build()

    def build(self) -> None:
        words = self.ctx.words
        self.bar.clear()
        w, h = self.app.canvas_size
        size = 200 if self.app.portrait else 230
        gap = 30
        x0 = w // 2 - (4 * size + 3 * gap) // 2
        y = h // 2 - size // 2 - (60 if self.app.portrait else 80)
        for n in range(1, 5):
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
                            self.start, name="start", size=40, color=(40, 150, 80)))

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
        level = settings.kiosk_bot_level if settings is not None else BOT_LEVEL
        setup = kiosk_setup(self.ctx.words, self.humans, self.fill,
                            random.SystemRandom().getrandbits(30), level)
        self.router.go(Play(setup, autosave=False))

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
        bots = len(kiosk_setup(self.ctx.words, self.humans, self.fill, 0).seats) - self.humans
        if bots == 0:
            return self.ctx.words.t("kiosk.hot_seat")
        return self.ctx.words.tn("kiosk.against", bots)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.beach(canvas.get_size()), (0, 0))
        w, h = self.app.canvas_size
        top = self.bar["humans_1"].rect.y
        draw_text(canvas, self.ctx.words.t("kiosk.how_many"), (w // 2 + 4, top - 146), 72, theme.SEA_DARK,
                  True, "center")
        draw_text(canvas, self.ctx.words.t("kiosk.how_many"), (w // 2, top - 150), 72, theme.FOAM, True,
                  "center")
        draw_text(canvas, self.ctx.words.tn("kiosk.players_n", self.humans), (w // 2, top - 60), 36,
                  theme.SEA_DARK, True, "center")
        fill = self.bar["fill"].rect
        draw_text(canvas, self.lineup(), (w // 2, fill.y - 50), 32, theme.INK, True, "center")
        self.bar.draw(canvas)
