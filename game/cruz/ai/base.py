"""The bot interface of Santa Cruz: a bot is handed its seat's view, never the
table's truth, and answers with one action.

``view_actions(view)`` lists what the seat to act may do, read from the view
alone (its own hand, the targets the engine shows, the sets still open): the
same list, in the same order, as the engine's ``legal_actions`` on the real
state (a test keeps it so).
"""
from __future__ import annotations

from typing import Protocol

from game.cruz.engine import Action, Build, ChooseSet, Discard, Land, Phase, PlayScoring, View
from game.cruz.engine.actions import PLAY_ACTIONS
from game.cruz.engine.cards import BUILD_CARDS


class Bot(Protocol):
    name: str

    def choose(self, view: View) -> Action:
        """A legal action for ``view.seat``, which is the seat to act."""
        ...


def view_actions(view: View) -> list[Action]:
    """Every action the seat of ``view`` may take now (it must be the seat to act)."""
    phase = view.phase
    if phase is Phase.BUILD:
        out: list[Action] = [Build(f) for f in view.targets]
        return out + [Build(f, True) for f in view.add_on_targets]
    if phase is Phase.PLAY:
        out = []
        for card, count in zip(BUILD_CARDS, view.hand_builds, strict=True):
            if count:
                out += PLAY_ACTIONS[card]
        return out + [PlayScoring(c) for c in view.hand_scoring]
    if phase is Phase.LANDING:
        return [Land(f) for f in view.targets]
    if phase is Phase.CHOOSE_SET:
        return [ChooseSet(k) for k in view.sets_open]
    if phase is Phase.DISCARD:
        return [Discard(c) for c in view.hand_scoring]
    return []
