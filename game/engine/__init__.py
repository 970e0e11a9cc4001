"""The rules of Santa Monica: pure Python, no pygame, and a leaf: nothing here
imports any other part of the game.

Public API (docs/ENGINE_API.md): ``new_game``, ``legal_actions``,
``check_action``, ``apply_action``, ``score_game``, ``determinize``,
``as_listed``, ``IllegalAction``, the ``actions`` module, ``Event`` and the
kinds (``Phase``, ``EventKind``, ``GrantKind``).
"""
from game.engine import actions
from game.engine.apply import apply_action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.kinds import EventKind, GrantKind, Phase
from game.engine.report import score_game
from game.engine.check import as_listed, check_action
from game.engine.rules import legal_actions
from game.engine.setup import determinize, new_game
from game.engine.state import GameState, Grant

__all__ = ["actions", "apply_action", "as_listed", "check_action", "determinize", "Event",
           "EventKind", "GameState", "Grant", "GrantKind", "IllegalAction", "legal_actions",
           "new_game", "Phase", "score_game"]
