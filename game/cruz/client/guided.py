"""The guided first game's table setup: the match layer's fixed deal against the
easy bot (``game.cruz.match.guide``), the player in coral, the bot in lagoon."""
from __future__ import annotations

from game.cruz.client.setup import SEAT_COLORS, CruzSeat, CruzSetup
from game.cruz.match import Match
from game.cruz.match.guide import BOT_LEVEL, SEED, Guide, guide_match
from game.i18n import Words

BOT_NAME = "Inês"


def guided_game(words: Words) -> tuple[CruzSetup, Match, Guide]:
    """(the table's setup, the guided match, its guide) for a new guided game."""
    you = words.t("setup.you")
    match, guide = guide_match(you, BOT_NAME)
    setup = CruzSetup([CruzSeat(you, "human", "medium", SEAT_COLORS[0]),
                       CruzSeat(BOT_NAME, "bot", BOT_LEVEL, SEAT_COLORS[1])],
                      draft=not match.setup.newcomers, seed=SEED)
    return setup, match, guide
