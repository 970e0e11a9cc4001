"""The hard bot: the medium level's candidates, judged by determinized search.

It sees its seat's view only. The candidates are the medium level's: every
card it may play, set or discard, and its best landings or builds
(``policy.ranked_places``, best first); ``search.search`` plays each out on
deals of the hidden parts sampled from the view. The budget is actions
played out per decision (``BUDGETS`` by table size, or the caller's), so the same seed makes
the same decisions on any machine.
"""
from __future__ import annotations

import random

from game.cruz.engine import Action, Phase, View, determinize

from game.cruz.ai.base import view_actions
from game.cruz.ai.policy import decide, ranked_places
from game.cruz.ai.search import search

# Actions played out per decision, by table size: about 0.15 s of one core a
# decision (docs/SANTA_CRUZ_AI.md).
BUDGETS: dict[int, int] = {2: 1500, 3: 1500, 4: 1500}
PLAY_WIDTH = 8       # cards in hand are few: most of them are searched


class HardBot:
    def __init__(self, seed: int = 0, budget: int | None = None, name: str = "hard") -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.budget = budget

    def choose(self, view: View) -> Action:
        actions = view_actions(view)
        if len(actions) == 1:
            return actions[0]
        budget = self.budget or BUDGETS.get(view.players, 1500)
        state = determinize(view, view.seat, self.rng)
        if view.phase in (Phase.BUILD, Phase.LANDING):
            return search(view, ranked_places(state), budget, self.rng)
        first = decide(state, self.rng)
        ordered = [first] + [a for a in actions if a != first]
        return search(view, ordered, budget, self.rng, width=PLAY_WIDTH)
