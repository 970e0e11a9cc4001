"""The rules of Santa Cruz (Marcel-André Casasola Merkle, 2012): pure Python,
standard library only, importing nothing outside ``game.cruz.engine``.

Public API (docs/SANTA_CRUZ_ENGINE.md): ``new_game``/``start_game``,
``legal_actions``, ``check_action``, ``apply_action``, ``view``,
``events_for``, ``determinize``, ``clone``, ``final_scores``, ``ranking``,
``winner``, ``score_breakdown``, ``IllegalAction``; the action classes, ``Event``
and the kinds; ``Position`` with ``state_from_position``, ``position_targets``
and ``position_score`` for the ``cruz`` command.
"""
from .actions import (Action, Build, ChooseSet, Discard, Land, PlayBuild, PlayScoring,
                      action_from_json, action_to_json)
from .apply import apply_action
from .board import Area, Board, Building, Field, Resource, Tile
from .cards import BuildCard, ScoringCard
from .check import check_action
from .determinize import determinize
from .errors import IllegalAction, PositionError
from .events import Event, EventKind
from .playout import random_game
from .position import Position, position_score, position_targets, state_from_position
from .report import Breakdown, RoundScore, final_scores, ranking, score_breakdown, winner
from .rules import legal_actions
from .setup import new_game, start_game
from .state import GameState, Phase, clone
from .view import SeatView, View, event_for, events_for, view

__all__ = [
    "Action", "Area", "Board", "Breakdown", "Build", "BuildCard", "Building", "ChooseSet",
    "Discard", "Event", "EventKind", "Field", "GameState", "IllegalAction", "Land", "Phase",
    "PlayBuild", "PlayScoring", "Position", "PositionError", "Resource", "RoundScore",
    "ScoringCard", "SeatView", "Tile", "View", "action_from_json", "action_to_json",
    "apply_action", "check_action", "clone", "determinize", "event_for", "events_for",
    "final_scores", "legal_actions", "new_game", "position_score", "position_targets",
    "random_game", "ranking", "score_breakdown", "start_game", "state_from_position", "view",
    "winner",
]
