"""How many people play Santa Monica at the kiosk? The visitor taps 1-4, then
Start (the step itself is the kiosk's, ``game.client.kiosk.players``).

Seats: the humans first, then computer players of the level the operator
chose in the settings (medium unless changed). By default the bots only
fill the table up to two players (a solo visitor plays one bot: the
shortest real game, good for a show floor); with "fill empty seats" on they
fill it up to four. Two or more humans play hot-seat, passing the screen.
"""
from __future__ import annotations

from game.i18n import Words
from game.monica.persist import Settings
from game.client.kiosk.players import PlayersStep, seat_count
from game.client.router import Play
from game.monica.client.setup import BOT_NAMES, GameSetup, Seat
from game.client.theme import PLAYER_COLORS

BOT_LEVEL = Settings().kiosk_bot_level        # unless the operator chose another


def kiosk_setup(words: Words, humans: int, fill: bool, seed: int,
                level: str = BOT_LEVEL) -> GameSetup:
    """The seats of a visitors' game (human seats named in ``words``, bots of ``level``)."""
    humans = max(1, min(4, humans))
    seats = []
    for i in range(seat_count(humans, fill)):
        color = PLAYER_COLORS[i][0]
        if i < humans:
            name = words.t("setup.you") if humans == 1 else words.t("common.player_n", n=i + 1)
            seats.append(Seat(name, "human", BOT_LEVEL, color))
        else:
            seats.append(Seat(BOT_NAMES[i - humans], "bot", level, color))
    return GameSetup(seats, None, None, seed)


class PlayersScene(PlayersStep):
    """How many people play Santa Monica."""

    def start_game(self, humans: int, fill: bool, level: str, seed: int) -> None:
        setup = kiosk_setup(self.ctx.words, humans, fill, seed, level)
        self.router.go(Play(setup, autosave=False))
