"""Whole-turn planning by one-step lookahead: every sub-decision of a turn
(acquire, placement, swap, reward, the optional moves) is chosen by the
value of the city right after it, and a whole turn is judged by the value of
the city at its end.

A turn is split as the rulebook orders it (EN p.4-7): select and place
feature cards, then take the placement actions, which are optional and
greedy here (each move is taken while it raises the value). ``plan_turn``
returns the chosen actions, so a bot plays them one by one.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.monica.engine import apply_action, legal_actions
from game.monica.engine import actions as A
from game.monica.engine.state import GameState

from game.monica.ai.city_people import Arrangement, arrangement, people_value
from game.monica.ai.evaluate import city_value, others_unplaced, progress
from game.monica.ai.weights import MEDIUM, Weights

Value = Callable[[GameState, int], float]
IN_TURN = ("acquire", "place", "swap", "reward", "actions")
_EPS = 1e-6


@dataclass(slots=True)
class Plan:
    """Actions for the rest of a turn and the value expected at its end."""

    value: float
    actions: list[A.Action] = field(default_factory=list)


def _still_mine(state: GameState, me: int) -> bool:
    return state.current == me and state.phase in IN_TURN


class Planner:
    """One-step-lookahead turn planner with its own weights.

    ``width`` is how many placements get a full look (swap, reward, moves)
    after the quick ranking; ``buys`` whether sand-dollar actions are tried;
    ``moving`` whether optional moves and swaps are planned, and spots
    ranked after the default swap and reward (a rollout policy skips all
    three: they are most of the planning time).
    """

    def __init__(self, weights: Weights = MEDIUM, width: int = 2, buys: bool = True,
                 moving: bool = True) -> None:
        self.w = weights
        self.width = width
        self.buys = buys
        self.moving = moving
        # Valuations made so far: a measure of the planning work that is the
        # same on every machine (a search's work cap reads it).
        self.work = 0

    # -- values --------------------------------------------------------------
    def value(self, state: GameState, me: int, others: list[int] | None = None) -> float:
        """My city's value; ``others`` = the other seats' unplaced people,
        which stay the same all through my turn (computed once per plan)."""
        self.work += 1
        return city_value(state, me, self.w, others)

    def _people(self, state: GameState, me: int, others: list[int], left: float,
                arranged: Arrangement | None = None) -> float:
        """The people part of my city's value (``arranged``: the city's
        cards, when the caller knows them: moves never change them)."""
        self.work += 1
        city = state.players[me].city
        assert city is not None
        return people_value(city, state.box.objectives[state.objective], others, left, self.w,
                            arranged)

    # -- the optional moves ----------------------------------------------------
    def moves(self, state: GameState, me: int, others: list[int] | None = None) -> Plan:
        """Greedy placement actions: take the best move while it helps.

        Cards do not change while people move, so only the people part of
        the value is compared.
        """
        s = state.clone()
        out: list[A.Action] = []
        if others is None:
            others = others_unplaced(s, me)
        if not self.moving:
            apply_action(s, A.EndActions())
            return Plan(self.value(s, me, others), [A.EndActions()])
        left = 1.0 - progress(s)
        while _still_mine(s, me) and s.phase == "actions":
            best = self.best_move(s, me, others, left)
            if best is None:
                out.append(A.EndActions())
                apply_action(s, A.EndActions())
                break
            out.append(best)
            apply_action(s, best)
        return Plan(self.value(s, me, others), out)

    def best_move(self, state: GameState, me: int, others: list[int],
                  left: float) -> A.Action | None:
        """The optional move (with ``state`` in the actions phase) that raises
        the people part of the value most, or None if none raises it.
        ``left``: the share of the game still to play."""
        city = state.players[me].city
        assert city is not None
        arranged = arrangement(city)
        base = self._people(state, me, others, left, arranged)
        best, best_gain = None, _EPS
        for act in legal_actions(state):
            if isinstance(act, A.EndActions):
                continue
            trial = state.clone()
            apply_action(trial, act)
            gain = self._people(trial, me, others, left, arranged) - base
            if gain > best_gain:
                best, best_gain = act, gain
        return best

    # -- after the cards are placed ------------------------------------------
    def _advance(self, state: GameState, me: int, others: list[int]) -> Plan:
        """From swap/reward/actions: best swap, best reward, greedy moves."""
        s = state
        out: list[A.Action] = []
        if s.phase == "swap" and not self.moving:
            s = s.clone()
            apply_action(s, A.SkipSwap())
            out.append(A.SkipSwap())
        if s.phase == "swap":
            best: A.Action = A.SkipSwap()
            best_v: float | None = None
            for act in legal_actions(s):
                trial = s.clone()
                apply_action(trial, act)
                v = self.value(trial, me, others)
                if best_v is None or v > best_v + _EPS:
                    best, best_v = act, v
            s = s.clone()
            apply_action(s, best)
            out.append(best)
        if _still_mine(s, me) and s.phase == "reward":
            top: Plan | None = None
            for act in legal_actions(s):
                trial = s.clone()
                apply_action(trial, act)
                rest = self.moves(trial, me, others) if _still_mine(trial, me) else \
                    Plan(self.value(trial, me, others))
                if top is None or rest.value > top.value + _EPS:
                    top = Plan(rest.value, [act, *rest.actions])
            assert top is not None
            return Plan(top.value, out + top.actions)
        if _still_mine(s, me) and s.phase == "actions":
            rest = self.moves(s, me, others)
            return Plan(rest.value, out + rest.actions)
        return Plan(self.value(s, me, others), out)

    def _quick(self, state: GameState, me: int, others: list[int]) -> float:
        """Value right after placing, with the default swap and reward."""
        if not self.moving:
            return self.value(state, me, others)
        s = state
        if s.phase == "swap":
            s = s.clone()
            apply_action(s, A.SkipSwap())
        if _still_mine(s, me) and s.phase == "reward":
            if s is state:          # (a copy made above is this function's own)
                s = s.clone()
            apply_action(s, A.ChooseReward("dollar_move"))
        return self.value(s, me, others)

    def placements(self, state: GameState, me: int, others: list[int] | None = None) -> Plan:
        """Place the pending card(s): rank spots quickly, look fully at the
        best ``width`` of them."""
        top: Plan | None = None
        for plan in self.placement_plans(state, me, others):
            if top is None or plan.value > top.value + _EPS:
                top = plan
        assert top is not None
        return top

    def placement_plans(self, state: GameState, me: int,
                        others: list[int] | None = None) -> list[Plan]:
        """The best ``width`` spots for the pending card(s), each looked at
        fully (swap, reward, moves), in the quick ranking's order."""
        if others is None:
            others = others_unplaced(state, me)
        out: list[Plan] = []
        for _, acts, s in self.ranked_spots(state, me, others)[:self.width]:
            rest = self._advance(s, me, others) if _still_mine(s, me) else \
                Plan(self.value(s, me, others))
            out.append(Plan(rest.value, acts + rest.actions))
        return out

    def ranked_spots(self, state: GameState, me: int,
                     others: list[int]) -> list[tuple[float, list[A.Action], GameState]]:
        """Every spot for the pending card(s) (a second card placed greedily),
        best first by the value right after placing (``_quick``): the value,
        the placements and the state they leave."""
        ranked: list[tuple[float, list[A.Action], GameState]] = []
        for act in legal_actions(state):
            s = state.clone()
            apply_action(s, act)
            if _still_mine(s, me) and s.phase == "place":
                # A second card: place it greedily.
                second = None
                for act2 in legal_actions(s):
                    s2 = s.clone()
                    apply_action(s2, act2)
                    v2 = self._quick(s2, me, others)
                    if second is None or v2 > second[0] + _EPS:
                        second = (v2, act2, s2)
                assert second is not None
                ranked.append((second[0], [act, second[1]], second[2]))
            else:
                ranked.append((self._quick(s, me, others), [act], s))
        ranked.sort(key=lambda r: -r[0])
        return ranked

    # -- the whole turn --------------------------------------------------------
    def acquire_options(self, state: GameState) -> list[A.Action]:
        acts = legal_actions(state)
        if not self.buys:
            plain: list[A.Action] = [a for a in acts if not isinstance(a, A.BuyAction)]
            return plain or acts
        return acts

    def option_plan(self, state: GameState, me: int, act: A.Action,
                    others: list[int] | None = None) -> Plan:
        """The rest of the turn after one acquire action."""
        if others is None:
            others = others_unplaced(state, me)
        s = state.clone()
        apply_action(s, act)
        if not _still_mine(s, me):
            return Plan(self.value(s, me, others), [act])
        rest = (self.placements(s, me, others) if s.phase == "place"
                else self._advance(s, me, others))
        return Plan(rest.value, [act, *rest.actions])

    def option_plans(self, state: GameState, me: int, act: A.Action,
                     others: list[int] | None = None) -> list[Plan]:
        """The rest of the turn after one acquire action, one plan for each
        of the best ``width`` placements."""
        if others is None:
            others = others_unplaced(state, me)
        s = state.clone()
        apply_action(s, act)
        if not _still_mine(s, me):
            return [Plan(self.value(s, me, others), [act])]
        if s.phase != "place":
            rest = self._advance(s, me, others)
            return [Plan(rest.value, [act, *rest.actions])]
        return [Plan(p.value, [act, *p.actions])
                for p in self.placement_plans(s, me, others)]

    def plan_turn(self, state: GameState) -> Plan:
        """The best rest of the turn from any in-turn phase."""
        me = state.current
        phase = state.phase
        others = others_unplaced(state, me)
        if phase == "acquire":
            top: Plan | None = None
            for act in self.acquire_options(state):
                plan = self.option_plan(state, me, act, others)
                if top is None or plan.value > top.value + _EPS:
                    top = plan
            assert top is not None
            return top
        if phase == "place":
            return self.placements(state, me, others)
        return self._advance(state.clone(), me, others)
