"""The easy and medium bots: ``policy.decide`` on a state dealt from the view.

The bot never holds the table's state: it gets its seat's view, deals the
hidden parts at random (``determinize``: the others' hands and chips, the
face-down tiles, the deck) and decides on that. ``decide`` reads only what
the seat may know, so the deal changes nothing but the seeded tie-breaks.
"""
from __future__ import annotations

import random

from game.cruz.engine import Action, View, determinize

from game.cruz.ai.base import view_actions
from game.cruz.ai.policy import decide


class HeuristicBot:
    def __init__(self, name: str, seed: int, careful: bool) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.careful = careful

    def choose(self, view: View) -> Action:
        actions = view_actions(view)
        if len(actions) == 1:
            return actions[0]
        state = determinize(view, view.seat, self.rng)
        return decide(state, self.rng, self.careful)


def easy_bot(seed: int = 0) -> HeuristicBot:
    return HeuristicBot("easy", seed, careful=False)


def medium_bot(seed: int = 0) -> HeuristicBot:
    return HeuristicBot("medium", seed, careful=True)
