"""The rules of Santa Monica: pure Python, no pygame.

Public API (docs/ENGINE_API.md): ``new_game``, ``legal_actions``,
``apply_action``, ``score_game``, ``determinize``, ``IllegalAction``, the
``actions`` module and ``Event``.
"""
from . import actions
from .apply import apply_action
from .errors import IllegalAction
from .events import Event
from .rules import legal_actions
from .setup import determinize, new_game
from .state import GameState, Grant


def score_game(state: GameState) -> dict:
    from .report import score_game as _score
    return _score(state)


__all__ = ["actions", "apply_action", "determinize", "Event", "GameState", "Grant",
           "IllegalAction", "legal_actions", "new_game", "score_game"]
