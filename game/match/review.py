"""The post-game review as a screen needs it: whose turns to review, the
review running in the background with progress and cancellation, and its
verdicts turned into rows (what was played, the better move, the points lost,
why) and a summary ("61; with these three changes about 72").

The verdicts are ``game.ai.review``'s (the hard bot's own search); nothing
here draws, so all of it is tested without a window.
"""
from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass

from ..ai.review import TOP, Judgement, SeatReview, review_game
from ..engine import apply_action
from ..engine import actions as A
from ..engine.city import Pos
from ..engine.explain import IconFacts, space_facts
from ..engine.state import GameState
from .setup import Seat


class Cancelled(Exception):
    """The review was called off (its screen was left)."""


def review_seats(seats: Sequence[Seat]) -> list[int]:
    """The seats a review looks at: the human ones, or every seat of a game
    that bots played alone."""
    humans = [i for i, s in enumerate(seats) if not s.is_bot]
    return humans or list(range(len(seats)))


# -- the rows ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Mistake:
    """One costly decision as a screen shows it: where in the game it was,
    what was played and what the hard bot would have played instead."""

    seat: int
    round: int
    turn: int
    index: int                  # the decision's place in the action log, from 0
    before: GameState           # the table just before the decision
    taken: A.Action
    better: A.Action
    points_lost: float
    after_better: GameState     # the table after the better turn, played out
    spots: tuple[Pos, ...]      # the spaces the better turn builds on, in its city

    def why(self) -> IconFacts | None:
        """The best-scoring reason for the better turn: the scoring icon with
        the most points among the cards it builds on (where a card lands,
        where a person ends up), as the table is after it; None when none
        scores yet (the gain lies further ahead). Phrased by
        ``game.i18n.explain.icon_text``."""
        city = self.after_better.players[self.seat].city
        if city is None:
            return None
        best: IconFacts | None = None
        for pos in self.spots:
            if pos not in city.cards:
                continue
            for facts in space_facts(city, pos):
                if facts.points > 0 and (best is None or facts.points > best.points):
                    best = facts
        return best


def spots_of(before: GameState, action: A.Action, after: GameState) -> list[Pos]:
    """The spaces of the current player's city an action builds on: where a
    card goes, where a person ends up, both cards of a swap."""
    box = before.box
    if isinstance(action, A.PlaceCard):
        return [(box.cards[action.card].row, action.col)]
    if isinstance(action, A.Move):
        return [action.path[-1]] if action.path else []
    if isinstance(action, A.Swap):
        return [action.a, action.b]
    if isinstance(action, A.Summon):
        target = before.grants[action.grant].target or ""
        pos = after.card_pos(before.current, target)
        return [pos] if pos is not None else []
    return []


def mistake_of(j: Judgement) -> Mistake:
    """The row of one verdict: the decision where the two turns part."""
    i = j.parting()
    taken, better = j.taken.actions, j.better.actions
    before = j.turn.state.clone()
    for act in taken[:i]:
        apply_action(before, act)
    after = before.clone()
    spots: list[Pos] = []
    for act in better[i:]:
        was = after.clone()
        apply_action(after, act)
        spots += [p for p in spots_of(was, act, after) if p not in spots]
    return Mistake(j.turn.seat, j.turn.round, j.turn.turn, j.turn.move - 1 + i, before,
                   taken[min(i, len(taken) - 1)], better[min(i, len(better) - 1)],
                   j.points_lost, after, tuple(spots))


@dataclass(frozen=True)
class SeatSummary:
    """A reviewed seat: its score, its worst decisions and the estimate."""

    seat: int
    name: str
    score: int
    mistakes: tuple[Mistake, ...]

    @property
    def changes(self) -> int:
        return len(self.mistakes)

    @property
    def estimated(self) -> int:
        """The score with the listed mistakes mended, rounded (an "about")."""
        return round(self.score + sum(m.points_lost for m in self.mistakes))


def summarize(review: SeatReview) -> SeatSummary:
    return SeatSummary(review.seat, review.name, review.score,
                       tuple(mistake_of(j) for j in review.mistakes))


# -- in the background ---------------------------------------------------------------------

class ReviewTask:
    """One review of a finished game, run in a daemon thread: ``done`` of
    ``total`` turns judged so far, ``cancel()`` at any time (the thread stops
    after the turn it is judging), ``summaries`` once finished.

    A game that cannot be reviewed (not finished, a log the engine refuses)
    ends as ``problem`` (its message); any other error is raised again by
    ``poll()``, on the thread that shows the review."""

    def __init__(self, start: GameState, actions: Sequence[A.Action], seats: Sequence[int],
                 *, top: int = TOP, budget: int | None = None) -> None:
        self.start_state = start.clone()
        self.actions = list(actions)
        self.seats = list(seats)
        self.top = top
        self.budget = budget
        self.done = 0
        self.total = 0
        self.summaries: list[SeatSummary] | None = None
        self.problem: str | None = None
        self._error: BaseException | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._started = False

    # -- control --------------------------------------------------------------------
    def start(self, threaded: bool = True) -> None:
        """Start reviewing (in the calling thread when ``threaded`` is False)."""
        if self._started:
            raise RuntimeError("the review has already started")
        self._started = True
        if threaded:
            self._thread = threading.Thread(target=self._work, daemon=True, name="review")
            self._thread.start()
        else:
            self._work()

    def cancel(self) -> None:
        """Call the review off; it stops after the turn it is judging."""
        self._stop.set()

    def join(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    # -- what it has come to ----------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    @property
    def finished(self) -> bool:
        return self.summaries is not None

    @property
    def fraction(self) -> float:
        """How far the review has come, 0 to 1."""
        if self.finished:
            return 1.0
        return self.done / self.total if self.total else 0.0

    def poll(self) -> list[SeatSummary] | None:
        """The summaries once ready, else None; an unexpected error of the
        review is raised here."""
        if self._error is not None:
            err, self._error = self._error, None
            raise RuntimeError(f"the review failed: {err!r}") from err
        return self.summaries

    def summary(self, seat: int) -> SeatSummary | None:
        return next((s for s in self.summaries or [] if s.seat == seat), None)

    # -- the work ---------------------------------------------------------------------
    def _progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total
        if self._stop.is_set():
            raise Cancelled

    def _work(self) -> None:
        try:
            if self._stop.is_set():
                raise Cancelled
            reviews = review_game(self.start_state, self.actions, self.seats, self.top,
                                  self.budget, self._progress)
            if self._stop.is_set():
                raise Cancelled
            self.summaries = [summarize(r) for r in reviews]
        except Cancelled:
            return
        except ValueError as exc:           # not finished; a move the engine refuses
            self.problem = str(exc)
        except BaseException as exc:       # noqa: BLE001 - raised again by poll()
            self._error = exc
