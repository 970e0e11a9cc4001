"""What sets the wider, deeper searches apart: every looked-at placement is a
plan of its own, and rollouts run past the next turn; each table size gets
its own level settings; the other seats are rolled out with a model."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game.monica.ai.hard import HardBot, make_search
from game.monica.ai.levels import EXPERT, HARD, OPPONENT_MODEL, WEIGHTS_BY_LEVEL, WEIGHTS_BY_TABLE
from game.monica.ai.planner import Plan, Planner
from game.monica.ai.final_move import LEAF_BEAM, final_value
from game.monica.ai.medium import MediumBot
from game.monica.ai.leaf import end_value, leaf_value
from game.monica.ai.search import fast_policy, rollout
from game.monica.ai.weights import MEDIUM, PLAYED, SEARCHED, TUNED
from game.monica.content import load_box
from game.monica.engine import apply_action, determinize, legal_actions, new_game
from game.monica.engine import actions as A
from game.monica.engine.state import GameState


def mid_game(seed: int, players: int = 3) -> GameState:
    """A seeded game at the start of a turn, a few turns in."""
    state = new_game(players, seed, box=load_box())
    planner = Planner(TUNED)
    while state.phase != "acquire" or state.turns < 6:
        if state.phase in ("acquire", "place", "swap", "reward", "actions"):
            act = planner.plan_turn(state).actions[0]
        else:
            act = legal_actions(state)[0]
        apply_action(state, act)
    return state


def test_option_plans_hold_the_planners_choice_and_one_plan_per_placement() -> None:
    state = mid_game(3)
    planner = Planner(TUNED, width=3)
    me = state.current
    for act in planner.acquire_options(state):
        plans = planner.option_plans(state, me, act)
        assert 1 <= len(plans) <= 3
        assert all(p.actions[0] == act for p in plans)
        best = planner.option_plan(state, me, act)
        assert max(p.value for p in plans) == best.value
        places = {tuple(a for a in p.actions if isinstance(a, A.PlaceCard)) for p in plans}
        assert len(places) == len(plans)      # different placements, not copies


def test_expert_races_several_placements_of_one_pick_and_hard_at_3_players_does_not() -> None:
    assert EXPERT[2].wide and EXPERT[2].my_turns == 3
    assert HARD[2].wide and HARD[2].my_turns == 2
    assert HARD[4].wide and HARD[4].my_turns == 1
    assert not HARD[3].wide and HARD[3].my_turns == 1
    state = mid_game(4)                 # 3 players
    for name, players, wide in (("hard", 3, False), ("expert", 2, True)):
        bot = HardBot(1, name=name)
        firsts = [p.actions[0] for p in bot.candidates(mid_game(4, players))]
        assert (len(set(firsts)) < len(firsts)) == wide, name
    assert HardBot(1, name="hard").candidates(state) == HardBot(1, name="expert").candidates(state)


@pytest.mark.parametrize("players", [3, 4])
def test_the_expert_at_3_and_4_players_is_hards_search_with_more_samples(players: int) -> None:
    """At 3 and 4 players the expert plays hard's own search (the same
    plans, rollouts, model and leaf) with a larger budget, so it is never
    weaker than hard by construction (docs/AI.md, "The expert at 3 and 4
    players")."""
    assert EXPERT[players] == dataclasses.replace(HARD[players], budget=EXPERT[players].budget)
    assert EXPERT[players].budget >= 3 * HARD[players].budget
    state = mid_game(6, players)
    table = ("expert", "hard", *["medium"] * (players - 2))
    hard, expert = HardBot(1, name="hard", table=table), HardBot(1, name="expert", table=table)
    plans = hard.candidates(state)
    assert len(plans) > 2 and plans == expert.candidates(state)
    hard.think(state)
    expert.think(state)
    assert sum(c.n for c in hard.last) == HARD[players].budget
    assert sum(c.n for c in expert.last) == EXPERT[players].budget
    assert set(expert.search.others(players, 0)) == set(hard.search.others(players, 0))


def test_hard_races_placements_at_two_and_four_players_and_fits_each_table() -> None:
    state = mid_game(5, players=2)
    bot = HardBot(1)
    firsts = [p.actions[0] for p in bot.candidates(state)]
    assert len(set(firsts)) < len(firsts)       # one pick, several placements
    assert bot.samples(state) == HARD[2].budget and bot.search.my_turns == 2
    three = mid_game(5)
    assert bot.samples(three) == HARD[3].budget and bot.search.my_turns == 1
    four = mid_game(5, players=4)
    firsts = [p.actions[0] for p in bot.candidates(four)]
    assert len(set(firsts)) < len(firsts)       # one pick, several placements
    assert bot.samples(four) == HARD[4].budget and bot.search.my_turns == 1


def test_search_levels_take_the_weights_of_the_table_size() -> None:
    """Fitted weights for hard at 2 players, the weights tuned with the
    search in the loop for the expert there, the weights tuned by play at 3
    and 4 (setup, planner and search alike); given weights hold at every
    table."""
    assert WEIGHTS_BY_TABLE == {2: TUNED, 3: PLAYED, 4: PLAYED} and PLAYED != TUNED
    assert WEIGHTS_BY_LEVEL == {"hard": WEIGHTS_BY_TABLE,
                                "expert": {2: SEARCHED, 3: PLAYED, 4: PLAYED}}
    assert SEARCHED not in (TUNED, PLAYED)
    for name, two in (("hard", TUNED), ("expert", SEARCHED)):
        bot = HardBot(1, name=name)
        for n, w in ((4, PLAYED), (2, two), (3, PLAYED)):
            state = new_game(n, 7, box=load_box())
            bot.fit(state)
            assert bot.w == bot.planner.w == bot.search.w == w
        assert make_search(1, 2, name).w == two
    fixed = HardBot(1, weights=MEDIUM)
    state = new_game(4, 7, box=load_box())
    fixed.fit(state)
    assert fixed.w == fixed.planner.w == fixed.search.w == MEDIUM


class TurnCounter(Planner):
    """A planner like ``planner`` that counts the turns it plans, by seat."""

    def __init__(self, planner: Planner) -> None:
        super().__init__(planner.w, planner.width, planner.buys, planner.moving)
        self.turns: dict[int, int] = {}

    def plan_turn(self, state: GameState) -> Plan:
        self.turns[state.current] = self.turns.get(state.current, 0) + 1
        return super().plan_turn(state)


def test_rollouts_play_the_other_seats_with_the_model() -> None:
    """The bot's own policy plays its own turns and every seat not modelled;
    the modelled seats' rolled-out turns are the model's."""
    state = mid_game(9, players=4)
    me = state.current
    other = (me + 1) % 4
    modelled = set(range(4)) - {me, other}
    mine, model = TurnCounter(fast_policy(PLAYED)), TurnCounter(fast_policy(OPPONENT_MODEL))
    rollout(determinize(state, random.Random(1)), me, mine, 2, PLAYED,
            dict.fromkeys(modelled, model))
    assert set(mine.turns) == {me, other}
    assert set(model.turns) == modelled
    assert OPPONENT_MODEL == MEDIUM


@pytest.mark.parametrize("name", ["hard", "expert"])
def test_the_model_covers_the_seats_the_table_shows_for_it(name: str) -> None:
    """Every other seat is modelled as medium plays, but at 2 players (hard:
    and at 4) a hard or expert opponent, which is rolled out as the bot plays
    itself; with the table unknown (hints, reviews) every other seat is
    modelled."""
    at_four = {2, 3}            # the expert at 4 players models as hard does
    cases = [((name, "medium"), 2, {1}), ((name, "person"), 2, {1}), ((name, "hard"), 2, set()),
             ((name, "expert"), 2, set()), ((), 2, {1}),
             ((name, "hard", "medium", "person"), 4, at_four), ((), 4, {1, 2, 3}),
             ((name, "expert", "hard"), 3, {1, 2})]
    for table, n, expect in cases:
        bot = HardBot(1, name=name, table=table)
        bot.fit(new_game(n, 7, box=load_box()))
        others = bot.search.others(n, 0)
        assert set(others) == expect, (table, n)
        assert all(p.w == OPPONENT_MODEL for p in others.values())
        assert bot.search.policy.w == bot.w


def test_rollouts_that_reach_the_end_are_judged_by_the_final_scores() -> None:
    """At 2 players hard and expert (and hard at 4) judge a rollout that
    reaches the final movement by every city's best final score
    (``end_value``); a rollout that stops earlier, and the other levels, by
    the city value."""
    assert HARD[2].exact_end and EXPERT[2].exact_end and HARD[4].exact_end
    assert EXPERT[4].exact_end and not any(lv.exact_end for lv in (HARD[3], EXPERT[3]))
    assert make_search(1, 2).exact_end and make_search(1, 4).exact_end
    assert make_search(1, 4, "expert").exact_end and not make_search(1, 3, "expert").exact_end
    policy = Planner(TUNED, width=1, buys=False, moving=False)
    for n in (2, 4):
        judged = 0
        for seed in range(30):
            state = new_game(n, seed, box=load_box())
            rng = random.Random(seed)
            while state.phase not in ("final", "over"):
                apply_action(state, rng.choice(legal_actions(state)))
            if state.phase != "final":
                continue
            me = state.current
            theirs = [final_value(state, i) for i in range(n) if i != me]
            exact = final_value(state, me) - sum(theirs) / len(theirs)
            assert rollout(state.clone(), me, policy, 2, TUNED, {}, exact_end=True) == exact
            assert rollout(state.clone(), me, policy, 2, TUNED, {}) == leaf_value(state, me, TUNED)
            judged += exact != leaf_value(state, me, TUNED)
        assert judged >= 5, n
    early = mid_game(5, players=2)
    me = early.current
    a = rollout(determinize(early, random.Random(3)), me, policy, 1, TUNED, {}, exact_end=True)
    b = rollout(determinize(early, random.Random(3)), me, policy, 1, TUNED, {})
    assert a == b


def test_the_experts_end_leaves_take_a_beam_where_the_leaf_solver_runs_out() -> None:
    """At 2 players the expert judges a rollout that reaches the final
    movement with the solver's beam too (``Level.end_beam``); hard does not.
    In a crowded end city the two leaves differ."""
    assert make_search(1, 2, "expert").end_beam == LEAF_BEAM
    assert make_search(1, 2).end_beam == 0 == make_search(1, 4).end_beam
    state = new_game(2, 3, box=load_box())
    bots = [MediumBot(3), MediumBot(10)]
    while state.phase != "final":
        apply_action(state, bots[state.current].choose(state))
    me = state.current
    policy = fast_policy(TUNED)
    beamed = rollout(state.clone(), me, policy, 1, TUNED, {}, exact_end=True, end_beam=LEAF_BEAM)
    assert beamed == end_value(state, me, LEAF_BEAM)
    assert beamed != rollout(state.clone(), me, policy, 1, TUNED, {}, exact_end=True)


def test_a_work_cap_ends_the_search_the_same_way_on_every_machine() -> None:
    """The expert's turn start stops sampling once its rollouts' planning
    work passes the level's cap (after one round: every plan has a sample);
    the work is counted, not timed, so the same search stops at the same
    sample twice. Without the cap it takes its whole budget."""
    state = mid_game(5, players=2)
    bot = HardBot(1, name="expert", table=("expert", "hard"))
    plans = bot.candidates(state)
    assert len(plans) > 2
    runs = []
    for work in (4000, 4000, None):
        search = make_search(1, 2, "expert", table=("expert", "hard"))
        plan, cands = search.best(state, plans, 48, work=work)
        runs.append((plan.actions, [c.n for c in cands], search.work()))
    capped, again, whole = runs
    assert capped == again
    assert all(n >= 1 for n in capped[1])
    assert sum(capped[1]) < 48 == sum(whole[1])
    assert 4000 <= capped[2] < whole[2]
    assert EXPERT[2].work is not None and HARD[2].work is None
