"""The final-movement solver against brute force, and its plan's true score."""
from __future__ import annotations

import random

import pytest

from game.monica.ai import final_search
from game.monica.ai.final_move import (LEAF_BEAM, LEAF_NODES, TIE_BREAK, best_final_score,
                                 final_inputs, final_value, solve_final)
from game.monica.ai.final_search import FinalSolver
from game.monica.ai.medium import MediumBot
from game.monica.content import load_box
from game.monica.engine import apply_action, legal_actions, new_game, score_game
from game.monica.engine.state import GameState

from .brute import brute_final_score, search_space


def random_final(seed: int, objective: str, players: int = 2) -> GameState | None:
    state = new_game(players, seed, objective=objective, box=load_box())
    rng = random.Random(seed)
    while state.phase not in ("final", "over"):
        apply_action(state, rng.choice(legal_actions(state)))
    return state if state.phase == "final" else None


CASES = [(seed, obj) for seed in range(24) for obj in "ABC"]


@pytest.mark.parametrize("objective", "ABC")
def test_solver_matches_brute_force(objective: str) -> None:
    checked = 0
    for seed in range(300):
        state = random_final(seed, objective)
        if state is None or search_space(state) > 3000:
            continue
        assert best_final_score(state) == brute_final_score(state), seed
        checked += 1
        if checked == 15:
            break
    assert checked >= 10


@pytest.mark.parametrize("seed,objective", CASES[:30])
def test_playing_the_plan_scores_what_it_promised(seed: int, objective: str) -> None:
    state = random_final(seed, objective, players=3)
    if state is None:
        pytest.skip("game ended without a final movement")
    plan = solve_final(state)
    me = state.current
    trial = state.clone()
    for move in plan.moves:
        assert move in legal_actions(trial)
        apply_action(trial, move)
    assert score_game(trial)["players"][me]["total"] == plan.score


def test_after_some_moves_the_rest_is_still_exact() -> None:
    for seed in range(40):
        state = random_final(seed, "C")
        if state is None or len(solve_final(state).moves) < 2 or search_space(state) > 4000:
            continue
        first = solve_final(state).moves[0]
        apply_action(state, first)
        if state.phase != "final":
            continue
        assert best_final_score(state) == brute_final_score(state)
        return
    pytest.skip("no suitable game")


def crowded_finals(objective: str, need: int) -> list[GameState]:
    """Final movements whose exact search expands more than ``need`` nodes."""
    found = []
    for seed in range(60):
        state = random_final(seed, objective, players=3)
        if state is None:
            continue
        solver = FinalSolver(*final_inputs(state, state.current))
        solver.solve()
        if solver.nodes > need:
            found.append(state)
    return found


@pytest.mark.parametrize("objective", "BC")
def test_past_the_node_limit_the_plan_is_legal_and_scores_what_it_says(
        objective: str, monkeypatch: pytest.MonkeyPatch) -> None:
    crowded = crowded_finals(objective, 200)
    assert len(crowded) >= 3
    for state in crowded:
        exact = solve_final(state)
        monkeypatch.setattr(final_search, "NODE_LIMIT", 20)
        solver = FinalSolver(*final_inputs(state, state.current))
        solver.solve()
        assert not solver.exact
        # Past the limit each person takes one option: a path per open branch.
        assert solver.nodes < 20 + 40 * len(solver.people) ** 2
        plan = solve_final(state)
        monkeypatch.undo()
        assert plan.score <= exact.score
        trial = state.clone()
        for move in plan.moves:
            assert move in legal_actions(trial)
            apply_action(trial, move)
        assert score_game(trial)["players"][state.current]["total"] == plan.score


@pytest.mark.parametrize("objective", "ABC")
def test_a_search_leaf_at_the_end_is_each_citys_best_final_score(objective: str) -> None:
    """``final_value``: the best final score of every seat's city, plus the
    sand-dollar tie-break; bounded by the leaf's node limit it never
    promises more than the exact one; after a move of the current player it
    answers for the people still to move (the memo tells the two apart)."""
    checked = 0
    differs = 0
    for seed in range(40):
        state = random_final(seed, objective, players=3)
        if state is None:
            continue
        for i in range(state.n):
            city = state.players[i].city
            assert city is not None
            exact = best_final_score(state, i) + TIE_BREAK * city.sand_dollars
            assert final_value(state, i, final_search.NODE_LIMIT) == pytest.approx(exact)
            assert final_value(state, i) <= final_value(state, i, beam=LEAF_BEAM) <= exact + 1e-9
            assert final_value(state, i) == final_value(state, i)
        me = state.current
        moves = solve_final(state).moves
        if moves:
            before = final_value(state, me, final_search.NODE_LIMIT)
            apply_action(state, moves[0])
            if state.phase == "final" and state.current == me:
                after = final_value(state, me, final_search.NODE_LIMIT)
                city = state.players[me].city
                assert city is not None
                assert after == pytest.approx(best_final_score(state, me)
                                              + TIE_BREAK * city.sand_dollars)
                # The move was the best plan's first: the rest still reaches it.
                assert after == pytest.approx(before)
                as_they_stand = score_game(state)["players"][me]["total"]
                differs += as_they_stand != round(after - TIE_BREAK * city.sand_dollars)
        checked += 1
    assert checked >= 10 and LEAF_NODES < final_search.NODE_LIMIT
    assert differs      # the final movement is worth something in these cities


def test_a_beam_gets_closer_where_the_leaf_limit_cuts_the_search() -> None:
    """In crowded end cities of seeded medium games the leaf's node limit
    commits people too early; the beam never promises more than the exact
    score, and finds points the cut search missed."""
    closer = 0
    for seed in (3, 5, 7):
        state = new_game(2, seed, box=load_box())
        bots = [MediumBot(seed), MediumBot(seed + 7)]
        while state.phase != "final":
            apply_action(state, bots[state.current].choose(state))
        for i in range(state.n):
            exact = final_value(state, i, final_search.NODE_LIMIT)
            cut, beam = final_value(state, i), final_value(state, i, beam=LEAF_BEAM)
            assert cut <= beam <= exact + 1e-9
            closer += beam > cut
    assert closer == 3
