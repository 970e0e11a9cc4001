"""Santa Cruz's players step at the kiosk: how many people, the rest bots at the
operator's level. Santa Cruz's bots know easy, medium and hard: the kiosk's
"expert" (Santa Monica's strongest) means hard here. The sets are dealt at
random, the rulebook's advice for newcomers (a visitor is one)."""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.kiosk.players import PlayersStep, seat_count
from game.client.router import Play
from game.client.widgets import fit_text
from game.cruz.client.setup import BOT_LEVELS, BOT_NAMES, SEAT_COLORS, CruzSeat, CruzSetup
from game.i18n import Words

STRONGEST = "hard"


def cruz_level(level: str) -> str:
    """The kiosk's bot level as a Santa Cruz level (``expert`` is ``hard``)."""
    return level if level in BOT_LEVELS else STRONGEST if level == "expert" else "medium"


def kiosk_cruz_setup(words: Words, humans: int, fill: bool, seed: int,
                     level: str = "medium") -> CruzSetup:
    """The seats of a visitors' game: people first (named in ``words``), then bots."""
    humans = max(1, min(len(SEAT_COLORS), humans))
    seats = []
    for i in range(seat_count(humans, fill)):
        if i < humans:
            name = words.t("setup.you") if humans == 1 else words.t("common.player_n", n=i + 1)
            seats.append(CruzSeat(name, "human", "medium", SEAT_COLORS[i]))
        else:
            seats.append(CruzSeat(BOT_NAMES[i - humans], "bot", cruz_level(level),
                                  SEAT_COLORS[i]))
    return CruzSetup(seats, draft=False, seed=seed)


class CruzPlayersScene(PlayersStep):
    """How many people play Santa Cruz (its name above the question)."""

    def start_game(self, humans: int, fill: bool, level: str, seed: int) -> None:
        setup = kiosk_cruz_setup(self.ctx.words, humans, fill, seed, level)
        self.router.go(Play(setup, autosave=False))

    def draw_heading(self, canvas: pygame.Surface) -> None:
        super().draw_heading(canvas)
        w, _ = self.app.canvas_size
        top = self.bar["humans_1"].rect.y
        for dy, color in ((3, theme.FOAM), (0, theme.SEA_DARK)):     # on the sky or the sea
            fit_text(canvas, self.ctx.words.t("cruz.name"), (w // 2, top - 290 + dy),
                     theme.DISPLAY, w - 80, color, True, "midtop")
