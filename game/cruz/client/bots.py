"""The table's bots until the Santa Cruz bots of ``game.cruz.ai`` are wired in
through the match layer: each is handed its seat's view only and answers with
one action, seeded, so a game replays the same.

The levels differ in how much they look ahead: easy builds where it can; medium
and hard prefer the fields with the most points and play a scoring card once
it pays them more than it pays anyone else.
"""
from __future__ import annotations

import random
from typing import Protocol

from game.cruz.engine import (Action, Build, ChooseSet, Discard, Land, PlayBuild, PlayScoring,
                              View, determinize, legal_actions)
from game.cruz.engine.scoring import card_points


class Bot(Protocol):
    name: str

    def choose(self, view: View) -> Action:
        """A legal action for ``view.seat``, the seat to act."""
        ...


class ViewBot:
    """A bot that sees its view, samples what it cannot see and picks greedily."""

    def __init__(self, name: str, seed: int, greedy: bool) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.greedy = greedy

    def choose(self, view: View) -> Action:
        state = determinize(view, view.seat, self.rng)
        options = legal_actions(state)
        if not self.greedy:
            return self.rng.choice(options)
        return max(options, key=lambda a: (self._worth(view, state, a), self.rng.random()))

    def _worth(self, view: View, state: object, action: Action) -> float:
        ids = view.board.fields
        if isinstance(action, (Build, Land)):
            index = next(i for i, f in enumerate(ids) if f.id == action.field)
            tile = view.tiles[index]
            return 2.0 if tile is None else float(tile.points) + len(tile.resources)
        if isinstance(action, PlayScoring):
            base, fish = card_points(state, action.card)  # type: ignore[arg-type]
            mine = base[view.seat] + fish[view.seat]
            best_other = max((b + f for s, (b, f) in enumerate(zip(base, fish, strict=True))
                              if s != view.seat), default=0)
            left = sum(view.hand_builds)
            return mine - best_other - (3.0 if left > 2 else 0.0)
        if isinstance(action, PlayBuild):
            return 3.0 + (0.5 if action.kind is None else 0.0)
        if isinstance(action, (ChooseSet, Discard)):
            return 0.0
        return 0.0


def make_bot(level: str, seed: int) -> Bot:
    """A bot of ``level`` (easy, medium or hard), seeded."""
    return ViewBot(level, seed, greedy=level != "easy")
