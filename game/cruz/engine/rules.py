"""``legal_actions``: every action the player to act may take now.

Never empty before the game is over: a build with nowhere to go, a landing
with no free coast field, a last set or a last chooser's set are carried out
by the engine itself. Every card in hand may be played, also a building card
that cannot build ("Der Spieler darf auch eine Baukarte spielen, wenn er mit
dieser nicht bauen kann").
"""
from __future__ import annotations

from .actions import (CHOOSE_ACTIONS, DISCARD_ACTIONS, PLAY_ACTIONS, SCORING_ACTIONS, Action)
from .cards import BUILD_CARDS
from .state import GameState, Phase


def legal_actions(state: GameState) -> list[Action]:
    phase = state.phase
    if phase is Phase.BUILD:
        geo = state.geo
        out: list[Action] = [geo.build_actions[f] for f in state.targets]
        out += [geo.add_on_actions[f] for f in state.add_on_targets]
        return out
    if phase is Phase.PLAY:
        player = state.seats[state.current]
        out = []
        for card, count in zip(BUILD_CARDS, player.builds, strict=True):
            if count:
                out += PLAY_ACTIONS[card]
        out += [SCORING_ACTIONS[c] for c in player.scoring]
        return out
    if phase is Phase.LANDING:
        land = state.geo.land_actions
        return [land[f] for f in state.targets]
    if phase is Phase.CHOOSE_SET:
        return [CHOOSE_ACTIONS[k] for k in state.sets_open]
    if phase is Phase.DISCARD:
        return [DISCARD_ACTIONS[c] for c in state.seats[state.current].scoring]
    return []
