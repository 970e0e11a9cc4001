"""The rules of Santa Monica: pure Python, no pygame, and a leaf: nothing here
imports any other part of the game.

Public API (docs/ENGINE_API.md): ``new_game``, ``legal_actions``,
``check_action``, ``apply_action``, ``score_game``, ``determinize``,
``as_listed``, ``IllegalAction``, the ``actions`` module, ``Event`` and the
kinds (``Phase``, ``EventKind``, ``GrantKind``).
"""
from game.monica.engine import actions
from game.monica.engine.apply import apply_action
from game.monica.engine.errors import IllegalAction
from game.monica.engine.events import Event
from game.monica.engine.kinds import EventKind, GrantKind, Phase
from game.monica.engine.report import score_game
from game.monica.engine.check import as_listed, check_action
from game.monica.engine.rules import legal_actions
from game.monica.engine.setup import determinize, new_game
from game.monica.engine.state import GameState, Grant

__all__ = ["actions", "apply_action", "as_listed", "check_action", "determinize", "Event",
           "EventKind", "GameState", "Grant", "GrantKind", "IllegalAction", "legal_actions",
           "new_game", "Phase", "score_game"]
