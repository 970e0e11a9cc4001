"""What every game's match layer does the same way, knowing no game: the
bots' turns until a person is to act (``BotTurns``) and a series of bot games
tallied into the ``simulate`` command's JSON (``SeriesTally``)."""
from game.match.bot_turns import BotTurns
from game.match.series import SERIES_MIX, SeriesTally

__all__ = ["SERIES_MIX", "BotTurns", "SeriesTally"]
