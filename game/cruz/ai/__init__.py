"""Santa Cruz bots (docs/SANTA_CRUZ_AI.md): random, easy, medium and hard.

A bot sees only its seat's view (``game.cruz.engine.view``); what is hidden
from the seat (the others' hands and chips, face-down tiles, the deck) it
deals at random with ``determinize``, never reads.

    make_bot(name, seed, budget=None) -> Bot     bot.choose(view) -> Action
    bot_names()                                  view_actions(view) -> list[Action]
"""
from game.cruz.ai.base import Bot, view_actions
from game.cruz.ai.registry import LEVELS, SEARCH_LEVELS, bot_names, make_bot

__all__ = ["LEVELS", "SEARCH_LEVELS", "Bot", "bot_names", "make_bot", "view_actions"]
