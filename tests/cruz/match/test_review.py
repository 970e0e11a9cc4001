"""Santa Cruz's post-game review: the hard bot finds a deliberately bad move,
judges only the people's decisions, from their own view, the same twice."""
from __future__ import annotations

import random
from functools import lru_cache

import pytest

from game.cruz.ai import make_bot
from game.cruz.ai.policy import ranked_places
from game.cruz.ai.worth import field_worth, outlook
from game.cruz.engine import Action, Phase, determinize, legal_actions, view
from game.cruz.match import Match, MatchSetup, Seat
from game.cruz.match.review import Kind, SeatReview, human_seats, judge, moments, review_game
from game.cruz.match.review_task import ReviewTask

SMALL = (200, 200)          # actions played out per decision: quick, still seeded


def _setup(kinds: list[str], seed: int = 3) -> MatchSetup:
    return MatchSetup([Seat(f"s{i}", "human" if k == "human" else "bot", "medium")
                       for i, k in enumerate(kinds)], seed)


def _play(setup: MatchSetup, bad_at: int | None = None) -> tuple[list[Action], list[int]]:
    """The people's seats played by the medium bot, except at move ``bad_at``
    (a build on the worst field there is); also the moves where the best and
    worst fields of a build lay furthest apart, most first."""
    match = Match(setup)
    stand_in = make_bot("medium", 99)
    gaps: list[tuple[float, int]] = []
    while True:
        match.run_bots()
        if match.over:
            return match.actions, [at for _, at in sorted(gaps, reverse=True)]
        state = match.state
        if len(match.actions) == bad_at:
            match.submit(ranked_places(state)[-1])
            continue
        if state.phase is Phase.BUILD and len(legal_actions(state)) >= 3:
            look = outlook(state, state.current)
            worth = sorted(field_worth(state, look, state.geo.index[a.field])  # type: ignore[union-attr]
                           for a in legal_actions(state))
            gaps.append((worth[-1] - worth[0], len(match.actions)))
        match.submit(stand_in.choose(view(state, state.current)))


@lru_cache(maxsize=1)
def _bad_game() -> tuple[MatchSetup, tuple[Action, ...], int]:
    setup = _setup(["human", "medium"])
    _, gaps = _play(setup)
    bad_at = gaps[0]
    actions, _ = _play(setup, bad_at)
    return setup, tuple(actions), bad_at


@lru_cache(maxsize=1)
def _review() -> list[SeatReview]:
    setup, actions, _ = _bad_game()
    return review_game(setup, actions, budget=SMALL)


def test_a_deliberately_bad_build_is_among_the_three_costliest():
    setup, actions, bad_at = _bad_game()
    assert actions[bad_at] != actions[bad_at - 1]
    [seat] = review_game(setup, actions, budget=SMALL)
    assert seat.seat == 0 and seat.judged > 10
    assert len(seat.worst) == 3
    losses = [v.loss for v in seat.worst]
    assert losses == sorted(losses, reverse=True) and losses[-1] > 0
    bad = next(v for v in seat.worst if v.moment.index == bad_at)
    assert bad.moment.kind is Kind.BUILD and bad.suggested != bad.moment.played
    assert bad.loss >= 3 and bad.samples >= 6


def test_only_the_people_are_judged_and_decisions_without_choice_are_skipped():
    setup = _setup(["human", "medium", "human"], seed=8)
    actions, _ = _play(setup)
    assert human_seats(setup) == [0, 2]
    found, end = moments(setup, actions, human_seats(setup))
    assert end.phase is Phase.GAME_OVER
    assert {m.seat for m, _ in found} == {0, 2}
    for m, before in found:
        assert before.current == m.seat and len(legal_actions(before)) > 1
        assert actions[m.index] == m.played
    every, _ = moments(setup, actions, [0])
    assert len(every) < sum(1 for _ in actions)          # one-choice moves are not decisions
    bots = _setup(["medium", "easy"])
    assert human_seats(bots) == [] and review_game(bots, _play(bots)[0]) == []


def test_the_judgement_ignores_what_the_seat_cannot_see():
    setup, actions, bad_at = _bad_game()
    found, _ = moments(setup, actions, [0])
    tried = 0
    for moment, before in found[::4]:
        twin = determinize(before, moment.seat, random.Random(moment.index))
        assert view(twin, moment.seat) == view(before, moment.seat)
        hidden = (twin.tile_at, twin.deck, [s.scoring for s in twin.seats],
                  [s.chips for s in twin.seats])
        if hidden == (before.tile_at, before.deck, [s.scoring for s in before.seats],
                      [s.chips for s in before.seats]):
            continue
        assert judge(twin, moment, 5, (200, 200)) == judge(before, moment, 5, (200, 200))
        tried += 1
    assert tried >= 3


def test_the_review_is_reproducible_and_the_same_in_the_background():
    setup, actions, _ = _bad_game()
    task = ReviewTask(setup, actions, [0], budget=SMALL)
    task.start("thread")
    task.join(120)
    assert task.poll() == _review()
    assert task.fraction == 1.0 and task.done == task.total > 10
    moment, before = moments(setup, actions, [0])[0][5]
    assert judge(before, moment, 0, SMALL) == judge(before, moment, 0, SMALL)
    assert judge(before, moment, 1, SMALL) != judge(before, moment, 0, SMALL)


def test_a_game_that_cannot_be_reviewed_says_so_in_a_sentence():
    setup, actions, _ = _bad_game()
    task = ReviewTask(setup, actions[:40], [0], budget=SMALL)
    task.start("inline")
    assert task.poll() is None and task.problem == "the game is not finished"
    broken = list(actions)
    broken[5], broken[6] = broken[6], broken[5]
    task = ReviewTask(setup, broken, [0], budget=SMALL)
    task.start("inline")
    assert task.poll() is None and task.problem is not None and "move" in task.problem
    with pytest.raises(ValueError, match="not at the table"):
        review_game(setup, actions, [5])


@pytest.mark.slow
def test_the_review_process_reports_progress_and_the_reviews():
    setup, actions, _ = _bad_game()
    task = ReviewTask(setup, actions, [0], budget=SMALL)
    task.start("process")
    task.join(120)
    for _ in range(100):
        if task.poll() is not None:
            break
        task.join(0.05)
    assert task.reviews == _review()
    assert task.done == task.total
