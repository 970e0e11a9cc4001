"""The search bots of a match know what the table shows of every seat: who
is a person and which level each bot plays (their model of the other seats
depends on it)."""
from __future__ import annotations

from game.monica.ai.hard import HardBot
from game.monica.match.bots import PERSON
from game.monica.match.match import Match
from game.monica.match.setup import MatchSetup, Seat
from game.monica.match.simulate import bot_match


def test_a_match_tells_its_bots_the_level_of_every_seat() -> None:
    setup = MatchSetup([Seat("Ann", "human"), Seat("Bo", "bot", "hard"),
                        Seat("Cy", "bot", "expert"), Seat("Di", "bot", "medium")], seed=3)
    bots = Match(setup).bots
    table = (PERSON, "hard", "expert", "medium")
    for seat in (1, 2):
        bot = bots[seat]
        assert isinstance(bot, HardBot) and bot.table == table
    assert not isinstance(bots[3], HardBot)


def test_simulated_bots_know_the_table() -> None:
    bot = bot_match(["expert", "medium"], 5, 0).bots[0]
    assert isinstance(bot, HardBot) and bot.name == "expert"
    assert bot.table == ("expert", "medium")
