"""A Santa Cruz match: setup, seats, bot turns through the seat's view, the
action log, undo for a person's turn, replay of seed and actions, and
bot-versus-bot simulation (docs/SANTA_CRUZ_AI.md).

    MatchSetup(seats, seed, newcomers, oldest, youngest)    Seat(name, kind, level)
    Match(setup).run_bots() / .submit(action) / .undo() / .view_for(seat)
    replay(setup, actions), final_state(...), log_to_json / log_from_json
    simulate(bots, games, seed, budget)                     CardStats
"""
from game.cruz.match.match import Match, Observer, seat_bots
from game.cruz.match.replay import Step, final_state, log_from_json, log_to_json, replay
from game.cruz.match.setup import Components, MatchSetup, Seat, components
from game.cruz.match.simulate import bot_match, play_out, series_game, simulate
from game.cruz.match.stats import CardStats

__all__ = ["CardStats", "Components", "Match", "MatchSetup", "Observer", "Seat", "Step",
           "bot_match", "components", "final_state", "log_from_json", "log_to_json",
           "play_out", "replay", "seat_bots", "series_game", "simulate"]
