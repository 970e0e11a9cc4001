"""The expert's setup at 2 players: its starting tile and food-truck column
compared by the search, as it compares the plans of a turn.

At 2 players the last player chooses a starting tile first (the start
player takes the other) and then places the food truck (de "Aufbau": "In
umgekehrter Spielerreihenfolge ... wählt jeder Spieler ein
Startplättchen"; "Der letzte Spieler der Reihenfolge legt den Foodtruck
unter eine der 4 Spalten der Auslage seiner Wahl"). Medium's rule of
thumb (``medium.setup_choice``) puts the truck where the start player's
first turn gains least; played on to the end by medium on both seats, its
choices ended about a point of margin below the average choice (docs/AI.md,
"The setup by the search, and the expert's own leaf"): where the rewards
lie decides the first turns. So the expert lists every way the setup can
go on from its decision to the first turn (its own choices all; another
seat's as the rule of thumb predicts it, forced at 2 players) and lets the
search's rollouts judge each.
"""
from __future__ import annotations

import random

from game.monica.engine import actions as A
from game.monica.engine import apply_action, legal_actions
from game.monica.engine.state import GameState

from game.monica.ai.common import SETUP_PHASES
from game.monica.ai.medium import setup_choice
from game.monica.ai.planner import Plan
from game.monica.ai.weights import Weights

def setup_plans(state: GameState, w: Weights) -> list[Plan]:
    """Every way the setup goes on from ``state`` (a setup decision of the
    seat to move) to the first turn, as plans of that seat: each of its own
    choices, another seat's by the rule of thumb. The rule of thumb's own
    way comes first (the plan kept if the search has no time to sample)."""
    me = state.current
    favoured = _rule_of_thumb(state, w)
    out: list[list[A.Action]] = []
    _extend(state, me, w, [], out)
    out.sort(key=lambda acts: acts != favoured)
    return [Plan(0.0, acts) for acts in out]


def _rule_of_thumb(state: GameState, w: Weights) -> list[A.Action]:
    """The setup from here as medium's rule of thumb plays every seat."""
    s = state.clone()
    acts: list[A.Action] = []
    while s.phase in SETUP_PHASES:
        act = setup_choice(s, w, random.Random(0))
        acts.append(act)
        apply_action(s, act)
    return acts


def _extend(state: GameState, me: int, w: Weights, done: list[A.Action],
            out: list[list[A.Action]]) -> None:
    """Depth first: ``me``'s every choice, another seat's predicted one."""
    if state.phase not in SETUP_PHASES:
        out.append(done)
        return
    options = (legal_actions(state) if state.current == me
               else [setup_choice(state, w, random.Random(0))])
    for act in options:
        s = state.clone()
        apply_action(s, act)
        _extend(s, me, w, [*done, act], out)
