"""Random play: a whole game by uniformly random legal actions (tests, bench)."""
from __future__ import annotations

import random

from .actions import Action
from .apply import apply_action
from .events import Event
from .rules import legal_actions
from .state import GameState, Phase


def random_game(state: GameState, rng: random.Random,
                log: list[tuple[Action, list[Event]]] | None = None) -> GameState:
    """Play ``state`` to its end with random legal actions (in place); each action
    and its events go to ``log`` if given."""
    choice = rng.choice
    while state.phase is not Phase.GAME_OVER:
        action = choice(legal_actions(state))
        events = apply_action(state, action)
        if log is not None:
            log.append((action, events))
    return state
