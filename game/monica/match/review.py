"""The post-game review as a screen needs it: whose turns to review, and
the verdicts turned into rows (what was played, the better move, the points
lost, why) and a summary ("61; with these three changes about 72").
``review_task`` runs the review in the background.

The verdicts are ``game.monica.ai.review``'s (the hard bot's own search); nothing
here draws, so all of it is tested without a window.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.monica.ai.review import Judgement, SeatReview, final_scores
from game.monica.engine import apply_action
from game.monica.engine import actions as A
from game.monica.engine.city import Pos
from game.monica.engine.explain import IconFacts, space_facts
from game.monica.engine.state import GameState
from game.monica.match.setup import Seat


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
    gain_now: int = 0           # points the better turn scores at once over the one played

    def why(self) -> tuple[Pos, IconFacts] | None:
        """The best-scoring reason for the better turn: the scoring icon with
        the most points among the cards it builds on (where a card lands,
        where a person ends up), as the table is after it, and the space of
        its card; None when none scores yet (the gain lies further ahead)."""
        city = self.after_better.players[self.seat].city
        if city is None:
            return None
        best: tuple[Pos, IconFacts] | None = None
        for pos in self.spots:
            if pos not in city.cards:
                continue
            for facts in space_facts(city, pos):
                if facts.points > 0 and (best is None or facts.points > best[1].points):
                    best = (pos, facts)
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
    played = before.clone()
    for act in taken[i:]:
        apply_action(played, act)
    seat = j.turn.seat
    gain = final_scores(after).get(seat, 0) - final_scores(played).get(seat, 0)
    return Mistake(seat, j.turn.round, j.turn.turn, j.turn.move - 1 + i, before,
                   taken[min(i, len(taken) - 1)], better[min(i, len(better) - 1)],
                   j.points_lost, after, tuple(spots), gain)


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
