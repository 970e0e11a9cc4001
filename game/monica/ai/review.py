"""Post-game review: the turns where a seat lost the most points, judged by
the hard bot's own search.

What a decision is. The hard bot thinks once per turn, at its start: it lists
whole-turn plans (a pick or a sand-dollar purchase with its placements, swap,
food-truck reward and optional moves) and compares them by flat Monte Carlo
over determinized decks (``hard``, ``search``). The review compares exactly
that: for each turn a reviewed seat played, the turn as played (its actions
from the acquire choice to the end of its optional moves) is put among the
hard bot's own candidate plans for that table, and the same search, at the
same reproducible budget (``levels.HARD`` by table size, or ``budget``),
picks the best. Setup choices and the final movement are not reviewed: the
hard bot does not search them (every level's final movement is the exact
solver's already).

Points lost. Every sample of the search reshuffles the unseen deck the same
way for every plan (``determinize``; the review hands the search the unseen
cards sorted, so the real deck order, which the player could not see, never
changes a verdict), plays the plan and rollouts of the next
turns, and values the leaf as the seat's city value minus the mean of
the opponents' (``leaf.leaf_value``, tuned weights). When the search prefers
another plan, the turn as played is played again on the very samples the
better plan had (common random numbers), and ``points_lost`` is the mean of
the better plan's leaf values minus the mean of the played turn's: points of
margin over the opponents, as the hard bot estimates them. A turn whose
loss is not positive on those samples is no mistake. ``taken`` and
``better`` are the first actions where the two turns part (the decision
that mattered); ``taken_turn`` and ``better_turn`` hold both whole turns.

The estimate with the changes is the final score plus the points lost of
the mistakes listed: a rough "about", since a changed turn changes the rest
of the game too.

Deterministic: the search of a turn is seeded from the game's seed, the turn
and the seat, so the same replay and arguments give the same review.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.monica.engine import actions as A
from game.monica.engine import apply_action, score_game
from game.monica.engine.actions import action_to_json
from game.monica.engine.state import GameState

from game.monica.ai.evaluate import city_value
from game.monica.ai.hard import HardBot, make_search
from game.monica.ai.levels import table_weights
from game.monica.ai.planner import IN_TURN, Plan
from game.monica.ai.search import STALE_LEAF, Candidate

TOP = 3                # mistakes listed per seat
MIN_LOSS = 0.05        # a loss that rounds to 0.0 points is no mistake
_SEED_MIX = 1_000_003  # spreads game seeds apart before the turn and seat are added

Progress = Callable[[int, int], None]


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn a seat played: the table at its start and its actions."""

    seat: int
    round: int                 # the game's round, from 1
    turn: int                  # the game's turn, from 1 (every seat's turns counted)
    move: int                  # the turn's first action in the log, from 1
    state: GameState           # the table before the turn (a private copy)
    actions: tuple[A.Action, ...]


@dataclass(frozen=True, slots=True)
class Judgement:
    """The search's verdict on one turn. ``points_lost`` may be zero or
    negative: then the turn as played was no worse than the search's best."""

    turn: Turn
    taken: Plan
    better: Plan
    points_lost: float
    samples: int               # paired samples behind points_lost
    seed: int                  # the seed of the turn's search (FlatMonteCarlo)

    def parting(self) -> int:
        """Index of the first action where the two turns differ."""
        for i, (a, b) in enumerate(zip(self.taken.actions, self.better.actions, strict=False)):
            if a != b:
                return i
        return min(len(self.taken.actions), len(self.better.actions))

    def to_json(self) -> dict[str, Any]:
        i = self.parting()
        taken, better = self.taken.actions, self.better.actions
        return {"round": self.turn.round, "turn": self.turn.turn, "move": self.turn.move + i,
                "taken": action_to_json(taken[min(i, len(taken) - 1)]),
                "better": action_to_json(better[min(i, len(better) - 1)]),
                "points_lost": round(self.points_lost, 1),
                "taken_turn": [action_to_json(a) for a in taken],
                "better_turn": [action_to_json(a) for a in better]}


@dataclass(frozen=True, slots=True)
class SeatReview:
    """A seat's final score, its worst turns (worst first) and the estimate."""

    seat: int
    name: str
    score: int
    mistakes: tuple[Judgement, ...]
    turns: int                 # turns reviewed

    @property
    def estimated(self) -> float:
        """The score with the listed mistakes mended (an estimate)."""
        return self.score + sum(m.points_lost for m in self.mistakes)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "score": self.score,
                "estimated": round(self.estimated), "turns": self.turns,
                "mistakes": [m.to_json() for m in self.mistakes]}


# -- the turns of a game -----------------------------------------------------

def turns_of(start: GameState, log: Iterable[A.Action],
             seats: Iterable[int]) -> tuple[list[Turn], GameState]:
    """Replay ``log`` from ``start`` (not changed); the turns the ``seats``
    played, and the table at the end. An illegal action raises IllegalAction."""
    wanted = set(seats)
    state = start.clone()
    out: list[Turn] = []
    open_turn: tuple[int, int, int, int, GameState] | None = None   # key, round, move, copy
    played: list[A.Action] = []
    for i, act in enumerate(log):
        if open_turn is not None and (state.turns, state.current) != open_turn[:2] \
                or open_turn is not None and state.phase not in IN_TURN:
            out.append(_close(open_turn, played))
            open_turn = None
        if open_turn is None and state.phase == "acquire" and state.current in wanted:
            open_turn = (state.turns, state.current, state.round, i + 1, state.clone())
            played = []
        if open_turn is not None:
            played.append(act)
        apply_action(state, act)
    if open_turn is not None:
        out.append(_close(open_turn, played))
    return out, state


def _close(opened: tuple[int, int, int, int, GameState], played: list[A.Action]) -> Turn:
    turns, seat, rnd, move, copy = opened
    return Turn(seat, rnd, turns + 1, move, copy, tuple(played))


# -- judging one turn ------------------------------------------------------------

def turn_seed(state: GameState, seat: int) -> int:
    """The seed of the search that judges ``seat``'s turn at ``state``."""
    return (state.seed * _SEED_MIX + state.turns * 7 + seat) % (1 << 32)


def _taken_plan(turn: Turn) -> Plan:
    after = turn.state.clone()
    for act in turn.actions:
        apply_action(after, act)
    return Plan(city_value(after, turn.seat, table_weights(after.n)), list(turn.actions))


def pair_samples(state: GameState, seed: int, first: Plan, second: Plan,
                 rounds: int) -> tuple[list[float], list[float]]:
    """Both plans' leaf values on the first ``rounds`` samples of the
    search seeded ``seed`` (the hard bot's search with these two plans only:
    no plan is dropped, so each gets every round)."""
    search = make_search(seed, state.n)
    _, cands = search.best(state, [first, second], 2 * rounds)
    return cands[0].samples, cands[1].samples


def judge(turn: Turn, budget: int | None = None) -> Judgement:
    """The hard bot's verdict on ``turn``: its best plan with the turn as
    played among the candidates, and the points lost against it."""
    # The search sees the unseen cards in a fixed order: what it decides
    # then depends on which cards are unseen (public), never on their order.
    state = turn.state.clone()
    state.deck.sort()
    seed = turn_seed(state, turn.seat)
    bot = HardBot(seed, budget)
    taken = _taken_plan(turn)
    plans = bot.candidates(state)
    same = next((p for p in plans if p.actions == taken.actions), None)
    if same is None:
        plans.append(taken)
    else:
        taken = same
    best, cands = bot.search.best(state, plans, bot.samples(state))
    if best is taken:
        return Judgement(turn, taken, taken, 0.0, 0, seed)
    top = _candidate(cands, best)
    # The turn as played, on every sample the better plan had (at least one:
    # a budget too small to sample every plan falls back on the planner's
    # values, as the hard bot does).
    mine, played = pair_samples(state, seed, best, taken, max(top.n, 1))
    # A sample where either plan went stale (a reshuffle made it illegal:
    # the search scores that STALE_LEAF) says nothing about points; leave it out.
    pairs = [(a, b) for a, b in zip(mine, played, strict=True)
             if a != STALE_LEAF and b != STALE_LEAF]
    if not pairs:
        return Judgement(turn, taken, best, 0.0, 0, seed)
    lost = sum(a - b for a, b in pairs) / len(pairs)
    return Judgement(turn, taken, best, lost, len(pairs), seed)


def _candidate(cands: Sequence[Candidate], plan: Plan) -> Candidate:
    return next(c for c in cands if c.plan is plan)


# -- the whole game ----------------------------------------------------------

def final_scores(state: GameState) -> dict[int, int]:
    return {int(row["seat"]): int(row["total"]) for row in score_game(state)["players"]}


def review_game(start: GameState, log: Sequence[A.Action], seats: Iterable[int] | None = None,
                top: int = TOP, budget: int | None = None,
                progress: Progress | None = None) -> list[SeatReview]:
    """Review a finished game: ``start`` is the table before the first action
    (not changed), ``log`` every action. For each seat of ``seats`` (default:
    all), the ``top`` turns that lost the most points, worst first.
    ``progress(done, total)`` is called after each turn judged.

    Raises ValueError for a game that is not over or a seat not at the
    table, IllegalAction for a log the engine refuses."""
    if top < 1:
        raise ValueError(f"top must be a positive number of mistakes, not {top}")
    chosen = sorted(set(range(start.n) if seats is None else seats))
    bad = [s for s in chosen if not 0 <= s < start.n]
    if bad:
        raise ValueError(f"seat {bad[0]} is not at the table (seats 0-{start.n - 1})")
    turns, end = turns_of(start, log, chosen)
    if not end.over:
        raise ValueError("the game is not finished")
    verdicts: dict[int, list[Judgement]] = {s: [] for s in chosen}
    for k, turn in enumerate(turns):
        verdicts[turn.seat].append(judge(turn, budget))
        if progress is not None:
            progress(k + 1, len(turns))
    scores = final_scores(end)
    out = []
    for seat in chosen:
        lost = [j for j in verdicts[seat] if j.points_lost >= MIN_LOSS]
        lost.sort(key=lambda j: (-j.points_lost, j.turn.move))
        out.append(SeatReview(seat, end.players[seat].name, scores.get(seat, 0),
                              tuple(lost[:top]), len(verdicts[seat])))
    return out
