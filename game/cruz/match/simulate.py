"""Bot-versus-bot games (the ``simulate --game santa-cruz`` command): seat i is
always played by ``bots[i]``; the start player rotates from game to game, so
every seat starts as often (the start player's stone stands on 0, the others'
on 1-3: "STARTSPIELER Setzt den Zählstein auf die 0"). The JSON is the same
shape as Santa Monica's simulate."""
from __future__ import annotations

from typing import Any

from game.cruz.ai import make_bot
from game.cruz.engine import IllegalAction, Land, PlayBuild, PlayScoring
from game.match import SERIES_MIX, SeriesTally

from game.cruz.match.match import Match, Observer
from game.cruz.match.setup import Components, MatchSetup, Seat

def series_game(seed: int, g: int, players: int) -> tuple[int, int]:
    """Game ``g`` of the series ``seed``: its game seed and the oldest seat,
    chosen so that seat ``g % players`` starts (the last to choose a set
    starts, and the choice goes counter-clockwise from the oldest)."""
    return seed * SERIES_MIX + g, (g - 1) % players


def bot_match(bots: list[str], game_seed: int, oldest: int, budget: int | None = None,
              box: Components | None = None, observers: tuple[Observer, ...] = ()) -> Match:
    """A match of bot seats named "<bot> <seat>", each bot seeded from the game."""
    seats = [Seat(f"{b} {i + 1}", "bot", b) for i, b in enumerate(bots)]
    players = {i: make_bot(b, game_seed * 31 + i, budget) for i, b in enumerate(bots)}
    return Match(MatchSetup(seats, game_seed, oldest=oldest), box=box, bots=players,
                 observers=observers)


def play_out(match: Match) -> None:
    """The bots play to the end; a bot's answer goes to the engine as it is
    (a refused one is an error of the run, not replaced)."""
    while not match.over:
        match.play(match.decide())


def simulate(bots: list[str], games: int, seed: int, budget: int | None = None,
             box: Components | None = None, observers: tuple[Observer, ...] = (),
             first: int = 0) -> dict[str, Any]:
    """Play games ``first .. first + games - 1`` of the series ``seed``. A bot's
    illegal action counts as an error of that game, and the run goes on."""
    n = len(bots)
    tally = SeriesTally(bots)
    for g in range(first, first + games):
        game_seed, oldest = series_game(seed, g, n)
        match = bot_match(bots, game_seed, oldest, budget, box, observers)
        try:
            play_out(match)
        except IllegalAction:
            tally.errors += 1
            continue
        winner = match.state.track[0]
        tally.add(match.state.scores, [float(i == winner) for i in range(n)],
                  sum(1 for a in match.actions if isinstance(a, (Land, PlayBuild, PlayScoring))))
    return tally.report(games, turns_per=n)
