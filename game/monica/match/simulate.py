"""Bot-versus-bot games (the ``simulate`` command): matches of bot seats, seat i
always played by ``bots[i]``, the start player rotating; results per seat and
optional per-card statistics."""
from __future__ import annotations

from typing import Any

from game.monica.ai.base import Bot
from game.monica.ai.registry import make_bot
from game.monica.ai.simulate import CardStats, win_shares
from game.monica.engine.cards import Box
from game.monica.engine.errors import IllegalAction
from game.monica.match.match import Match
from game.monica.match.setup import MatchSetup, Seat
from game.match import SERIES_MIX, SeriesTally

def bot_match(bots: list[str], game_seed: int, start_player: int, think_ms: int | None = None,
              box: Box | None = None, budget: int | None = None) -> Match:
    """A match of bot seats named "<bot> <seat>", each bot seeded from the game."""
    seats = [Seat(f"{b} {i + 1}", "bot", b) for i, b in enumerate(bots)]
    players: dict[int, Bot] = {i: make_bot(b, game_seed * 31 + i, think_ms, budget, bots)
                               for i, b in enumerate(bots)}
    return Match(MatchSetup(seats, seed=game_seed, start_player=start_player), box=box,
                 bots=players)


def play_out(match: Match, stats: CardStats | None = None) -> None:
    """The bots play the match to its end (each bot's choice goes to the engine
    as it is: a refused one is an error of the run, not replaced)."""
    while not match.over:
        acquiring = stats is not None and match.state.phase == "acquire"
        events = match.play(match.bots[match.current].choose(match.state))
        if acquiring and stats is not None:
            for e in events:
                if e.kind == "card_taken":
                    stats.picks[e["card"]] += 1




def series_game(seed: int, g: int, players: int) -> tuple[int, int]:
    """Game ``g`` of the series ``seed``: its game seed and its start player
    (the start player rotates from game to game)."""
    return seed * SERIES_MIX + g, g % players


def simulate(bots: list[str], games: int, seed: int, think_ms: int | None = None,
             stats: CardStats | None = None, box: Box | None = None,
             budget: int | None = None, first: int = 0) -> dict[str, Any]:
    """Play games ``first .. first + games - 1`` of the series ``seed``. The
    search levels think for ``budget`` samples (their default if None), capped
    at ``think_ms`` if given. A bot's illegal action is counted as an error of
    that game, and the run goes on."""
    n = len(bots)
    tally = SeriesTally(bots)
    for g in range(first, first + games):
        game_seed, start = series_game(seed, g, n)
        try:
            match = bot_match(bots, game_seed, start, think_ms, box, budget)
            play_out(match, stats)
            report = match.report()
        except IllegalAction:
            tally.errors += 1
            continue
        shares = win_shares(report)
        tally.add([pl["total"] for pl in report["players"]], shares, match.state.turns / n)
        if stats is not None:
            stats.add_game(match.state, report, shares)
    return tally.report(games, win_digits=2)
