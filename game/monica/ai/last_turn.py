"""The bot's last turn when the game ends on it, planned by its final score.

Once the end is triggered, "the current round is completed" and the final
movement follows (EN p.8, "End of the Game"); a player who starts a turn
with 13 cards places the 14th on it and so triggers the end. If the round
ends with that player too, nobody moves after them but in the final
movement, so the turn that ends on the best final score is the best turn.

The city value guesses the final movement (open rings at about half their
points, VIP steps); here it is known. ``EndPlanner`` plans the turn by the
final score (``final_move.final_value``: the final movement solved on the
city as the turn leaves it): every way to get cards with every spot,
ranked right after placing, the best few looked at fully (swap, reward,
and the optional moves taken while they raise the final score).
``best_last_plan`` then judges its plans and the search's candidates by
the final movement solved further.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.monica.engine import actions as A
from game.monica.engine import apply_action, legal_actions
from game.monica.engine.constants import END_TRIGGER_CARDS
from game.monica.engine.state import GameState

from game.monica.ai.evaluate import others_unplaced
from game.monica.ai.final_move import LEAF_NODES, final_value
from game.monica.ai.planner import Plan, Planner
from game.monica.ai.search import play_plan
from game.monica.ai.weights import Weights

# Every placement can be ranked (there are never this many spots for a
# turn's cards); the best FULL_LOOKS of all the turn's ways to place cards
# get a full look. Each optional move tried is judged by a final movement
# solved on its city (5-15 ms): the MOVE_TRIALS moves the city value likes
# best are tried, each step. On the last turns looked at, 8 trials missed a
# two-move reward worth 3 points that 16 found. A full look at the best 4
# placements of the turn (not every one) kept the slowest of 7 last turns
# at 1.2 s (every one: 2.9 s; the best 6: 1.8 s), at 1-3 points of leaf
# value less on 2 of them.
ALL_SPOTS = 64
FULL_LOOKS = 4
MOVE_TRIALS = 16
# The solver stops at LEAF_NODES nodes as a search leaf (every person still
# to decide then takes its most promising option); in a crowded city that
# can miss 5 points (71 where the final movement makes 76). The best
# JUDGED plans by that value are judged again with the solver allowed
# EXACT_NODES (there 76, in 50 ms).
JUDGED = 4
EXACT_NODES = 3000


def last_turn(state: GameState) -> bool:
    """Whether the player to move (at a turn start) is on their last turn:
    the end is triggered, or their city has 13 cards and this turn places
    the 14th (EN p.8)."""
    city = state.players[state.current].city
    assert city is not None
    return state.final_triggered or len(city.cards) + 1 >= END_TRIGGER_CARDS


def ends_game(state: GameState) -> bool:
    """Whether the final movement follows this turn: the player's last turn,
    and the round ends with them (the seat before the start player, EN p.8)."""
    return last_turn(state) and (state.current + 1) % state.n == state.start_player


class EndPlanner(Planner):
    """The planner with the final score as its value: for the last turn.
    ``weights`` only rank the optional moves worth trying."""

    def __init__(self, weights: Weights) -> None:
        super().__init__(weights, width=ALL_SPOTS)

    def value(self, state: GameState, me: int, others: list[int] | None = None) -> float:
        return final_value(state, me)

    def best_move(self, state: GameState, me: int, others: list[int],
                  left: float) -> A.Action | None:
        """The optional move that raises the final score most, or None: of
        the legal moves, the ``MOVE_TRIALS`` that raise the city's people
        value most are judged by it."""
        guess = self._people(state, me, others, left)
        ranked: list[tuple[float, A.Action, GameState]] = []
        for act in legal_actions(state):
            if not isinstance(act, A.EndActions):
                trial = state.clone()
                apply_action(trial, act)
                ranked.append((self._people(trial, me, others, left) - guess, act, trial))
        ranked.sort(key=lambda r: -r[0])
        base = final_value(state, me)
        best: A.Action | None = None
        for _, act, trial in ranked[:MOVE_TRIALS]:
            gain = final_value(trial, me) - base
            if gain > 1e-6:
                best, base = act, base + gain
        return best

    def turn_plans(self, state: GameState) -> list[Plan]:
        """Whole-turn plans, best first: every way to get cards with every
        spot for them ranked by the final score right after placing (the
        default swap and reward); the best ``FULL_LOOKS`` of them looked at
        fully (the swap, the reward and the moves by the final score)."""
        me = state.current
        others = others_unplaced(state, me)
        spots: list[tuple[float, list[A.Action], GameState]] = []
        for act in self.acquire_options(state):
            s = state.clone()
            apply_action(s, act)
            if s.current == me and s.phase == "place":
                spots += [(v, [act, *acts], t) for v, acts, t in self.ranked_spots(s, me, others)]
            else:
                spots.append((self._quick(s, me, others), [act], s))
        spots.sort(key=lambda r: -r[0])
        plans = []
        for _, acts, s in spots[:FULL_LOOKS]:
            rest = self._advance(s, me, others)
            plans.append(Plan(rest.value, acts + rest.actions))
        plans.sort(key=lambda p: -p.value)
        return plans


def final_after(state: GameState, plan: Plan, limit: int) -> float:
    """The final value (``final_value`` with ``limit`` solver nodes) of
    the player to move after playing ``plan``."""
    s = state.clone()
    if not play_plan(s, plan.actions):
        raise ValueError(f"plan {plan.actions} is not playable here")
    return final_value(s, state.current, limit)


def best_last_plan(state: GameState, plans: Sequence[Plan]) -> Plan:
    """Of ``plans`` for the turn the game ends on, the one with the best
    final score: the best ``JUDGED`` by the leaf solver, judged again by the
    solver allowed ``EXACT_NODES`` (the first of equals)."""
    judged = sorted(plans, key=lambda p: -final_after(state, p, LEAF_NODES))[:JUDGED]
    return max(judged, key=lambda p: final_after(state, p, EXACT_NODES))
