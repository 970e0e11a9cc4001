"""Santa Cruz's post-game review: the three decisions where a person lost the
most points, judged by the hard bot's search from that person's own view.

What a decision is: every action of a human seat where the engine offered
more than one (the set chosen at set-up and in round 2, the round-2
discard, the landing, the card played, the field built on). The engine's
actions are the decisions: a double move's two builds are two.

How it is judged (``judge``): from ``view(state, seat)`` only, never the
state. The candidates are the hard bot's own (``ai.hard``: medium's best
fields, or the card medium would play first and then every other), with the
move played added if it is not among them. Every candidate is played on the
same deals of what the seat cannot see (``determinize`` from the view: the
others' hands and chips, face-down tiles, the deck) and the same playout
dice, to the end of the round, by the medium level for every seat
(``ai.search.playout``); a playout is worth the seat's lead: its points and
chips less the best other player's (``lead``: a chip at the mean of the box's
chips, whatever value the deal drew). The candidate with the best mean is the
hard bot's suggestion. Its loss is then measured again on fresh deals,
suggestion and move played side by side, so the suggestion's luck in being
picked does not count as points lost. A loss below ``MIN_LOSS`` is no mistake.

Reproducible: a decision's search is seeded from the review's seed, the
decision's place in the log and the seat (all public), and its budget is
actions played out, never a clock.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from game.cruz.ai import view_actions
from game.cruz.ai.hard import PLAY_WIDTH
from game.cruz.ai.policy import decide, ranked_places
from game.cruz.ai.search import WIDTH, playout
from game.cruz.engine import (Action, GameState, IllegalAction, Phase, apply_action, clone,
                              determinize, view)

from game.cruz.match.setup import Components, MatchSetup

TOP = 3                  # decisions listed per seat
MIN_LOSS = 0.5           # points: less is within the estimate's noise
PICK_BUDGET = 2000       # actions played out choosing the suggestion (hard: 1500)
MEASURE_BUDGET = 4000    # actions played out measuring the loss
MIN_DEALS = 6            # deals at least, however long the playouts
REVIEW_SEED = 0
_MIX = 1_000_003

Progress = Callable[[int, int], None]


class Kind(str, Enum):
    """What sort of decision it was."""
    SET = "set"              # a building-card set (set-up or round 2)
    DISCARD = "discard"      # round 2's unseen discard
    LANDING = "landing"      # a round's first building
    CARD = "card"            # a card played
    BUILD = "build"          # the field built on


KIND_OF_PHASE = {Phase.CHOOSE_SET: Kind.SET, Phase.DISCARD: Kind.DISCARD,
                 Phase.LANDING: Kind.LANDING, Phase.PLAY: Kind.CARD, Phase.BUILD: Kind.BUILD}


@dataclass(frozen=True, slots=True)
class Moment:
    """A decision of a seat: where in the game, and what was played."""
    index: int               # the action's place in the log, from 0
    seat: int
    round: int
    turn: int                # the seat's own turn in the round, from 1 (0: a set or discard)
    kind: Kind
    played: Action


@dataclass(frozen=True, slots=True)
class Verdict:
    """The hard bot's judgement of one decision (leads in points at the round's end)."""
    moment: Moment
    suggested: Action
    played_value: float
    suggested_value: float
    samples: int             # paired deals behind the two values

    @property
    def loss(self) -> float:
        return self.suggested_value - self.played_value


@dataclass(frozen=True, slots=True)
class SeatReview:
    """A seat's costliest decisions, worst first, and how many were judged."""
    seat: int
    name: str
    score: int
    worst: tuple[Verdict, ...]
    judged: int


def human_seats(setup: MatchSetup) -> list[int]:
    """The seats a review judges: the people's (none in a game of bots)."""
    return [i for i, s in enumerate(setup.seats) if not s.is_bot]


def moments(setup: MatchSetup, actions: Sequence[Action], seats: Iterable[int],
            box: Components | None = None) -> tuple[list[tuple[Moment, GameState]], GameState]:
    """The decisions of ``seats`` that had a choice, each with the table before
    it, and the table at the end (``IllegalAction`` for a log the rules refuse)."""
    wanted = set(seats)
    state, _ = setup.start(box)
    out: list[tuple[Moment, GameState]] = []
    turns: dict[tuple[int, int], int] = {}
    for i, action in enumerate(actions):
        seat, phase = state.current, state.phase
        kind = KIND_OF_PHASE.get(phase)
        if kind in (Kind.LANDING, Kind.CARD):
            turns[(seat, state.round)] = turns.get((seat, state.round), 0) + 1
        if seat in wanted and kind is not None and len(view_actions(view(state, seat))) > 1:
            turn = turns.get((seat, state.round), 0) if kind not in (Kind.SET, Kind.DISCARD) else 0
            out.append((Moment(i, seat, state.round, turn, kind, action), clone(state)))
        try:
            apply_action(state, action)
        except IllegalAction as exc:
            raise IllegalAction(f"move {i + 1}: {exc}") from None
    return out, state


def lead(state: GameState, seat: int) -> float:
    """The seat's points and bird chips less the best other player's, each
    chip at the mean of the box's chips: which chip a build draws is luck no
    decision changes, and counting it would only blur the comparison. At the
    game's end the chips' own values are in the points ("decken die Spieler
    reihum ihre Vogelchips auf und punkten"): they are taken out again."""
    mean = sum(state.all_chips) / len(state.all_chips)
    over = state.phase is Phase.GAME_OVER
    worth = [s - (sum(p.chips) if over else 0) + mean * len(p.chips)
             for s, p in zip(state.scores, state.seats, strict=True)]
    mine = worth.pop(seat)
    return mine - max(worth)


def decision_seed(seed: int, moment: Moment) -> int:
    return (seed * _MIX + moment.index * 31 + moment.seat) % (1 << 32)


def candidates(state: GameState, rng: random.Random) -> list[Action]:
    """The hard bot's candidates for the seat to act, from its view (``ai.hard``)."""
    v = view(state, state.current)
    deal = determinize(v, v.seat, rng)
    if v.phase in (Phase.BUILD, Phase.LANDING):
        return ranked_places(deal)[:WIDTH]
    first = decide(deal, rng)
    return ([first] + [a for a in view_actions(v) if a != first])[:PLAY_WIDTH]


def _measure(state: GameState, moves: Sequence[Action], budget: int,
             rng: random.Random) -> tuple[list[float], int]:
    """Each move's mean lead over deals from the seat's view, the same deals
    and playout dice for every move, until ``budget`` actions are played out."""
    v = view(state, state.current)
    totals = [0.0] * len(moves)
    spent = deals = 0
    while deals < MIN_DEALS or spent < budget:
        deal = determinize(v, v.seat, rng)
        dice = rng.getrandbits(32)
        for k, move in enumerate(moves):
            world = clone(deal)
            apply_action(world, move)
            _, steps = playout(world, v.seat, random.Random(dice))
            totals[k] += lead(world, v.seat)
            spent += steps + 1
        deals += 1
    return [t / deals for t in totals], deals


def judge(state: GameState, moment: Moment, seed: int = REVIEW_SEED,
          budget: tuple[int, int] = (PICK_BUDGET, MEASURE_BUDGET)) -> Verdict:
    """The hard bot's verdict on ``moment.played`` at ``state`` (the table
    before it), read from the seat's view alone."""
    rng = random.Random(decision_seed(seed, moment))
    moves = candidates(state, rng)
    if moment.played not in moves:
        moves.append(moment.played)
    means, _ = _measure(state, moves, budget[0], rng)
    best = max(range(len(moves)), key=lambda k: (means[k], -k))
    suggested = moves[best]
    if suggested == moment.played:
        mine = means[best]
        return Verdict(moment, suggested, mine, mine, 0)
    (theirs, mine), deals = _measure(state, [suggested, moment.played], budget[1], rng)
    return Verdict(moment, suggested, mine, theirs, deals)


def review_game(setup: MatchSetup, actions: Sequence[Action], seats: Iterable[int] | None = None,
                *, seed: int = REVIEW_SEED, top: int = TOP,
                budget: tuple[int, int] = (PICK_BUDGET, MEASURE_BUDGET),
                progress: Progress | None = None,
                box: Components | None = None) -> list[SeatReview]:
    """Each of ``seats``' (default: the human seats) ``top`` costliest
    decisions in a finished game. ``progress(done, total)`` after each decision.
    ``ValueError`` for a game that is not over or a seat not at the table;
    ``IllegalAction`` for a log the rules refuse."""
    chosen = sorted(set(human_seats(setup) if seats is None else seats))
    bad = [s for s in chosen if not 0 <= s < setup.players]
    if bad:
        raise ValueError(f"seat {bad[0]} is not at the table (seats 0-{setup.players - 1})")
    found, end = moments(setup, actions, chosen, box)
    if end.phase is not Phase.GAME_OVER:
        raise ValueError("the game is not finished")
    verdicts: dict[int, list[Verdict]] = {s: [] for s in chosen}
    for k, (moment, before) in enumerate(found):
        verdicts[moment.seat].append(judge(before, moment, seed, budget))
        if progress is not None:
            progress(k + 1, len(found))
    out = []
    for seat in chosen:
        lost = sorted((v for v in verdicts[seat] if v.loss >= MIN_LOSS),
                      key=lambda v: (-v.loss, v.moment.index))
        out.append(SeatReview(seat, setup.seats[seat].name, end.scores[seat],
                              tuple(lost[:top]), len(verdicts[seat])))
    return out
