"""The review as a screen runs it: human seats chosen, run in the
background with progress, called off cleanly, and its verdicts turned into
rows that point at the right move of the log (no window)."""
from __future__ import annotations

import threading
import time

import pytest

from game.monica.ai.review import review_game
from game.monica.engine import apply_action, legal_actions
from game.monica.match import Seat
from game.monica.match.review import review_seats, summarize
from game.monica.match.review_task import Cancelled, ReviewTask
from tests.monica.ai.test_review import easy_game

BUDGET = 2


@pytest.fixture(scope="module")
def game():
    return easy_game(7)


@pytest.fixture(scope="module")
def finished(game) -> ReviewTask:
    start, log = game
    task = ReviewTask(start, log, [0, 1], budget=BUDGET)
    task.start("inline")
    return task


def test_the_human_seats_are_reviewed_or_every_seat_of_a_bots_game() -> None:
    seats = [Seat("Ann", "bot"), Seat("You", "human"), Seat("Bo", "bot"), Seat("Cy", "human")]
    assert review_seats(seats) == [1, 3]
    assert review_seats([Seat("A", "bot"), Seat("B", "bot")]) == [0, 1]


def test_a_background_review_reports_progress_and_the_same_verdicts(game, finished) -> None:
    start, log = game
    seen: list[tuple[int, int]] = []
    task = ReviewTask(start, log, [1], budget=BUDGET)
    original = task._progress

    def spy(done: int, total: int) -> None:
        seen.append((done, total))
        original(done, total)

    task._progress = spy                      # type: ignore[method-assign]
    assert task.fraction == 0.0 and not task.finished
    task.start()
    task.join(60)
    assert not task.running and task.finished and task.fraction == 1.0
    total = seen[-1][1]
    assert seen == [(k, total) for k in range(1, total + 1)]
    assert (task.done, task.total) == (total, total)
    expected = review_game(start, log, [1], budget=BUDGET)[0]
    got = task.poll()
    assert got is not None and [s.seat for s in got] == [1]
    assert [m.points_lost for m in got[0].mistakes] == [j.points_lost for j in expected.mistakes]
    assert got[0].mistakes == finished.summary(1).mistakes


def test_a_review_called_off_stops_after_the_turn_it_is_judging(game) -> None:
    start, log = game
    task = ReviewTask(start, log, [0, 1], budget=BUDGET)
    first = threading.Event()
    original = task._progress

    def progress(done: int, total: int) -> None:
        first.set()
        original(done, total)

    task._progress = progress                 # type: ignore[method-assign]
    task.start()
    assert first.wait(60)
    task.cancel()
    task.join(60)
    assert not task.running and task.cancelled
    assert task.poll() is None and not task.finished and task.problem is None
    assert 1 <= task.done < task.total


def test_a_review_called_off_before_it_starts_does_nothing(game) -> None:
    start, log = game
    task = ReviewTask(start, log, [0], budget=BUDGET)
    task.cancel()
    task.start("inline")
    assert task.done == 0 and task.poll() is None
    with pytest.raises(Cancelled):
        task._progress(1, 2)
    with pytest.raises(RuntimeError, match="already"):
        task.start()


def test_an_unfinished_game_is_a_problem_not_a_crash(game) -> None:
    start, log = game
    task = ReviewTask(start, log[:-6], [0], budget=BUDGET)
    task.start("inline")
    assert task.problem is not None and "not finished" in task.problem
    assert task.poll() is None


def test_rows_point_at_the_decision_in_the_log(game, finished) -> None:
    start, log = game
    summaries = finished.poll()
    assert summaries is not None
    for s in summaries:
        assert 1 <= s.changes <= 3
        assert s.estimated == round(s.score + sum(m.points_lost for m in s.mistakes))
        for m in s.mistakes:
            assert log[m.index] == m.taken and m.taken != m.better
            state = start.clone()
            for act in log[:m.index]:
                apply_action(state, act)
            assert state.current == m.seat == m.before.current
            assert state.turns == m.before.turns and state.players[m.seat].city.cards == \
                m.before.players[m.seat].city.cards
            assert m.better in legal_actions(m.before)      # the better move was open then
            assert m.turn >= 1 and m.round >= 1 and m.points_lost > 0


def test_the_reason_is_a_scoring_icon_of_what_the_better_turn_builds(finished) -> None:
    reasons = [(m, m.why()) for s in finished.poll() or [] for m in s.mistakes]
    found = [(m, r) for m, r in reasons if r is not None]
    assert found, "some better turn scores at once"
    assert all(facts.points > 0 and pos in m.spots for m, (pos, facts) in found)


def test_the_summary_of_a_seat_without_mistakes(game) -> None:
    start, log = game
    review = review_game(start, log, [0], budget=BUDGET)[0]
    empty = summarize(type(review)(review.seat, review.name, 61, (), review.turns))
    assert (empty.changes, empty.estimated, empty.score) == (0, 61, 61)


def poll_until(task: ReviewTask, done, limit: float = 90.0) -> None:
    end = time.monotonic() + limit
    while not done():
        assert time.monotonic() < end, "the review process never got there"
        task.poll()
        time.sleep(0.02)


def test_a_review_process_reports_progress_and_the_same_verdicts(game, finished) -> None:
    start, log = game
    task = ReviewTask(start, log, [0, 1], budget=BUDGET)
    task.start("process")
    seen: set[int] = set()

    def over() -> bool:
        seen.add(task.done)
        return task.finished

    poll_until(task, over)
    task.join(10)
    assert not task.running and task.fraction == 1.0 and task.done == task.total
    assert len(seen) > 2                                   # the bar moved on the way
    def verdicts(t: ReviewTask) -> list:
        return [(m.seat, m.index, m.taken, m.better, m.points_lost)
                for s in t.poll() or [] for m in s.mistakes]

    assert verdicts(task) == verdicts(finished) != []


def test_a_review_process_called_off_ends_at_once(game) -> None:
    start, log = game
    task = ReviewTask(start, log, [0, 1], budget=BUDGET)
    task.start("process")
    poll_until(task, lambda: task.done >= 1)
    task.cancel()
    assert not task.running and task.cancelled
    assert task.poll() is None and not task.finished and task.problem is None
    assert task.done < task.total


def test_a_review_process_reports_a_problem(game) -> None:
    start, log = game
    task = ReviewTask(start, log[:-6], [0], budget=BUDGET)
    task.start("process")
    poll_until(task, lambda: task.problem is not None)
    assert "not finished" in (task.problem or "") and task.poll() is None
