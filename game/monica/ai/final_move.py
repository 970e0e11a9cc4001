"""Exact solver for one player's final movement: the plan and its score.

At the end of the game "each tourist and VIP will be able to move 1 space,
and each local will be able to move up to 3 spaces" (EN rulebook p.8, "End
of the Game"). Only rings, footprints and the objective's penalty line depend
on where people end up; card icons do not ("the scoring trigger is the symbol
from the placement actions, and not the physical pieces", EN p.8), nor do the
wave and misc lines.

People of one kind on one space with the same allowance are interchangeable,
so they choose their destinations in non-decreasing order: each multiset of
destinations is tried once. Destinations that score alike are merged
(``final_outcomes``; objective B's cover in ``final_cover``). A memoised
depth-first search over the people (``final_search``, its fixed data in
``final_layout``), whose state keeps per reachable ring the people on it
(capped where more could only be unplaced), finds the best final score
exactly. This module turns that into engine moves.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.monica.engine import apply_action, constants, icons, legal_actions
from game.monica.engine.actions import Move
from game.monica.engine.cards import Objective
from game.monica.engine.city import City, Pos
from game.monica.engine.groups import Layout
from game.monica.engine.objectives import misc_line, wave_line
from game.monica.engine.scoring import footprint_points
from game.monica.engine.state import GameState

from game.monica.ai.city_people import arrangement
from game.monica.ai.evaluate import others_unplaced
from game.monica.ai.final_search import FinalSolver
from game.monica.ai.persons import equivalent

FINAL_STEPS = dict(constants.FINAL_STEPS)   # EN p.8 "End of the Game"
# A rollout's end judged by the final movement (``final_value``): a search
# leaf, so the solver stops at this many nodes (every person still to decide
# then takes its most promising option). Measured on 2-player games: 1 of
# 384 leaves scored differently at 1,000 nodes, 14 (0.06 points on average)
# at 200; at 300, 99 leaves in 100 took under 7 ms here (docs/AI.md).
LEAF_NODES = 300
# Past those nodes the search commits each person still to decide to one
# option, which in crowded end cities can miss 3-7 points (on the end cities
# of 40 seeded medium games, 27 of 80 were cut: 11 missed 43 points in all).
# A beam search this wide over the people (``FinalSolver.beam``) then finds
# all but 5 of those points, for about 9 ms a cut city.
LEAF_BEAM = 128
# "In the event of a tie, the tied player with the most leftover sand
# dollars is the winner" (EN p.9, "Final Scoring"): worth less than a point.
TIE_BREAK = 0.01


@dataclass(frozen=True, slots=True)
class FinalPlan:
    """The best final movement: the engine moves in order and the final score."""

    moves: list[Move]
    score: int


def fixed_score(city: City, objective: Objective) -> int:
    """Every line that does not depend on where people stand: cards, the
    footprints already down, the wave and misc lines."""
    lay = Layout(city)
    cards = 0
    for pos in city.cards:
        cards += icons.card_score(lay, pos)
    return (cards + footprint_points(city) + wave_line(objective.wave, lay)[0]
            + misc_line(objective.misc, lay)[0])


def solve_city(city: City, objective: Objective, others: list[int],
               movers: dict[int, int]) -> tuple[int, dict[int, tuple[Pos, ...]]]:
    """Best score of ``city`` if each person ``pid`` in ``movers`` may move up
    to ``movers[pid]`` spaces once (everyone else stays).

    ``others`` are the other players' unplaced counts (objective A's penalty
    compares them). Returns ``(score, {pid: path})`` with a walk for every
    person that should move.
    """
    value, paths = FinalSolver(city, objective, others, movers).solve()
    return fixed_score(city, objective) + value, paths


def people_score(city: City, objective: Objective, others: list[int],
                 movers: dict[int, int]) -> int:
    """Only the people-dependent part of the best score (rings, new
    footprints, penalty): cheap when nothing else is needed."""
    return FinalSolver(city, objective, others, movers).solve()[0]


def final_movers(city: City) -> dict[int, int]:
    """Everyone's final-movement allowance (EN p.8)."""
    return {pid: FINAL_STEPS[kind] for pid, kind in city.person_kind.items()}


def final_inputs(state: GameState, player: int) -> tuple[City, Objective, list[int],
                                                          dict[int, int]]:
    city = state.players[player].city
    assert city is not None
    objective = state.box.objectives[state.objective]
    others = others_unplaced(state, player)
    if state.phase == "final" and state.current == player:
        # People already moved in this final movement stay where they are.
        movers: dict[int, int] = {}
        for g in state.grants:
            for pid, kind in city.person_kind.items():
                if kind == g.people and pid not in g.used:
                    movers[pid] = g.steps
    else:
        movers = final_movers(city)
    return city, objective, others, movers


def solve_final(state: GameState, player: int | None = None) -> FinalPlan:
    """The movements that give ``player`` (default: the current player) the
    highest true final score, with that score. Outside the player's final
    movement it answers "if the final movement came now"."""
    p = state.current if player is None else player
    city, objective, others, movers = final_inputs(state, p)
    score, paths = solve_city(city, objective, others, movers)
    grant_of: dict[str, int] = {}
    if state.phase == "final" and state.current == p:
        grant_of = {g.people: i for i, g in enumerate(state.grants)}
    moves = [Move(grant_of.get(city.person_kind[pid], 0), pid, path)
             for pid, path in sorted(paths.items())]
    if grant_of:
        moves = _as_listed(state, moves)
    return FinalPlan(moves, score)


def _as_listed(state: GameState, moves: list[Move]) -> list[Move]:
    """The same moves, each naming the person ``legal_actions`` lists for its
    group of interchangeable people at that point."""
    trial = state.clone()
    out: list[Move] = []
    for move in moves:
        legal = legal_actions(trial)
        act = move if move in legal else equivalent(trial, move, legal)
        assert isinstance(act, Move), f"planned final move {move} is not playable"
        out.append(act)
        apply_action(trial, act)
    return out


def best_final_moves(state: GameState) -> list[Move]:
    """The best final movement of the current player, as engine actions."""
    return solve_final(state).moves


def best_final_score(state: GameState, player: int | None = None) -> int:
    """The highest true final score the player can reach with the final movement."""
    return solve_final(state, player).score


def final_value(state: GameState, player: int, limit: int = LEAF_NODES,
                beam: int = 0) -> float:
    """What ``player``'s city will score after its best final movement (up
    to ``limit`` solver nodes; where that cuts the search short, the better
    of it and a beam search ``beam`` wide if given), plus the tie-break of
    its sand dollars: the search's leaf once a rollout reaches the end.
    Memoised with the city (rollouts of one turn start meet the same end
    city again and again) under everything the score depends on."""
    city, objective, others, movers = final_inputs(state, player)
    memo = city.shared("ai.final value")
    key = (objective.id, limit, beam, city.sand_dollars, arrangement(city),
           tuple([(pos, *row) for pos, row in city.people_counts().items()]),
           tuple(sorted([(city.person_pos[pid], steps) for pid, steps in movers.items()])),
           frozenset(city.footprints), tuple(others))
    found: float | None = memo.get(key)
    if found is None:
        solver = FinalSolver(city, objective, others, movers, limit)
        score = solver.solve()[0]
        if beam and not solver.exact:
            score = max(score, solver.beam(beam))
        found = memo[key] = (fixed_score(city, objective) + score
                             + TIE_BREAK * city.sand_dollars)
    return found
