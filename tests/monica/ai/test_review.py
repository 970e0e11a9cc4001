"""The post-game review: real mistakes of easy bots, found and priced by the
hard bot's own search; the same review every time; no peeking at the deck."""
from __future__ import annotations

import random

import pytest

from game.monica.ai.hard import HardBot
from game.monica.ai.levels import OPPONENT_MODEL, level, table_weights
from game.monica.ai.registry import make_bot
from game.monica.ai.review import SeatReview, judge, review_game, turns_of
from game.monica.ai.search import STALE_LEAF, fast_policy, model_planner, play_plan, rollout
from game.monica.content import load_box
from game.monica.engine import apply_action, determinize, new_game
from game.monica.engine.actions import Action, action_from_json, action_to_json
from game.monica.engine.state import GameState

BUDGET = 3          # tiny: these tests check the mechanics, not the verdicts' quality
SEED = 5


def easy_game(seed: int = SEED) -> tuple[GameState, list[Action]]:
    """A seeded game between two easy bots: the table before it and its log."""
    state = new_game(["Ann", "Bob"], seed, box=load_box())
    start = state.clone()
    bots = [make_bot("easy", seed), make_bot("easy", seed + 1)]
    log: list[Action] = []
    while not state.over:
        act = bots[state.current].choose(state)
        apply_action(state, act)
        log.append(act)
    return start, log


@pytest.fixture(scope="module")
def game() -> tuple[GameState, list[Action]]:
    return easy_game()


@pytest.fixture(scope="module")
def reviews(game: tuple[GameState, list[Action]]) -> list[SeatReview]:
    start, log = game
    return review_game(start, log, budget=BUDGET)


def test_easy_bots_make_mistakes_with_positive_points_lost(game, reviews) -> None:
    start, log = game
    assert [r.seat for r in reviews] == [0, 1]
    assert [r.name for r in reviews] == ["Ann", "Bob"]
    for r in reviews:
        assert r.turns >= 10                        # every turn of the seat was judged
        assert 1 <= len(r.mistakes) <= 3
        losses = [m.points_lost for m in r.mistakes]
        assert all(p > 0 for p in losses) and losses == sorted(losses, reverse=True)
        assert r.estimated == pytest.approx(r.score + sum(losses))
        for m in r.mistakes:
            item = m.to_json()
            assert item["points_lost"] > 0
            assert item["taken"] != item["better"]
            assert m.turn.seat == r.seat and m.turn.round >= 1 and m.turn.turn >= 1
            # ``taken`` is the action played at ``move``; the whole turn is the log's.
            assert action_to_json(log[item["move"] - 1]) == item["taken"]
            first = m.turn.move - 1
            assert list(log[first:first + len(m.turn.actions)]) == list(m.turn.actions)
            assert list(m.taken.actions) == list(m.turn.actions)


def test_points_lost_agree_with_the_hard_bots_own_search(reviews) -> None:
    """Re-evaluate each better plan and the turn as played with a fresh hard
    bot's search, on the same samples: the same difference."""
    checked = 0
    for r in reviews:
        for m in r.mistakes:
            state = m.turn.state.clone()
            state.deck.sort()
            bot = HardBot(m.seed, BUDGET)
            bot.fit(state)              # the search of this table size
            search = bot.search
            _, (better, taken) = search.best(state, [m.better, m.taken], 2 * m.samples)
            assert better.n == taken.n == m.samples
            assert better.mean - taken.mean == pytest.approx(m.points_lost, abs=1e-9)
            checked += 1
    assert checked >= 2


def test_points_lost_agree_with_replaying_the_alternative(game, reviews) -> None:
    """Replay the better turn and the turn as played, as the review printed
    them (JSON), on the same reshuffled decks the judging search drew (its
    seed), roll each out with the hard bot's policy and value the leaves as
    its search does (my city value minus the mean of the opponents', or at
    the end their final scores where the level judges the end so): the mean
    difference is the points lost the review reports."""
    checked = 0
    for r in reviews:
        for m in r.mistakes:
            item = m.to_json()
            better = [action_from_json(a) for a in item["better_turn"]]
            taken = [action_from_json(a) for a in item["taken_turn"]]
            assert taken == list(m.turn.actions)
            table = m.turn.state.clone()
            table.deck.sort()                   # the review never reads the deck order
            draws = random.Random(m.seed)
            w = table_weights(table.n)
            policy = fast_policy(w)
            lv = level("hard", table.n)
            depth = lv.my_turns         # own turns a rollout plays
            model = fast_policy(OPPONENT_MODEL)
            # The table's levels unknown: every other seat modelled.
            others = {i: model for i in range(table.n) if i != r.seat}
            first = dict.fromkeys(others, model_planner(OPPONENT_MODEL)) if lv.model_first else {}
            pairs: list[float] = []
            while len(pairs) < m.samples:
                seed = draws.getrandbits(32)
                leaves = []
                for turn in (better, taken):
                    s = determinize(table, random.Random(seed))
                    leaves.append(rollout(s, r.seat, policy, depth, w, others, lv.exact_end,
                                          lv.leaf, first)
                                  if play_plan(s, turn) else STALE_LEAF)
                if STALE_LEAF not in leaves:
                    pairs.append(leaves[0] - leaves[1])
            assert sum(pairs) / len(pairs) == pytest.approx(m.points_lost, abs=1e-9)
            assert round(sum(pairs) / len(pairs), 1) == item["points_lost"]
            checked += 1
    assert checked >= 2


def test_the_better_plan_is_the_hard_bots_choice(game, reviews) -> None:
    """Among the hard bot's candidates plus the turn as played, its search
    picks ``better``."""
    m = reviews[0].mistakes[0]
    state = m.turn.state.clone()
    state.deck.sort()
    bot = HardBot(m.seed, BUDGET)
    plans = bot.candidates(state)
    if all(p.actions != m.taken.actions for p in plans):
        plans.append(m.taken)
    best, _ = bot.search.best(state, plans, bot.samples(state))
    assert best.actions == m.better.actions


def test_same_replay_same_review(game) -> None:
    start, log = game
    seen: list[tuple[int, int]] = []
    a = review_game(start, log, seats=[1], budget=2, progress=lambda k, n: seen.append((k, n)))
    b = review_game(start, log, seats=[1], budget=2)
    assert [r.to_json() for r in a] == [r.to_json() for r in b]
    assert a[0].mistakes
    total = a[0].turns
    assert seen == [(k, total) for k in range(1, total + 1)]     # a progress bar can follow


def test_the_deck_order_is_never_read(game) -> None:
    """The player could not see the order of the face-down deck: reordering
    it changes no verdict."""
    start, log = game
    turns, _ = turns_of(start, log, [0])
    turn = turns[3]
    before = judge(turn, 2)
    assert turn.state.deck, "the deck is still face down at this turn"
    turn.state.deck.reverse()
    random.Random(1).shuffle(turn.state.deck)
    after = judge(turn, 2)
    assert before.to_json() == after.to_json()
    assert before.points_lost == after.points_lost


def test_turns_cover_every_action_of_the_reviewed_seats(game) -> None:
    start, log = game
    turns, end = turns_of(start, log, [0, 1])
    assert end.over and not start.over            # the start is not changed
    assert [t.turn for t in turns] == sorted({t.turn for t in turns})
    assert {t.seat for t in turns} == {0, 1}
    assert all(t.state.phase == "acquire" and t.state.current == t.seat for t in turns)
    in_turns = sum(len(t.actions) for t in turns)
    assert 0 < in_turns < len(log)                # setup and final movement are not turns


def test_bad_requests_are_refused(game) -> None:
    start, log = game
    with pytest.raises(ValueError, match="seat 2"):
        review_game(start, log, seats=[2], budget=1)
    with pytest.raises(ValueError, match="not finished"):
        review_game(start, log[:-5], budget=1)
    with pytest.raises(ValueError, match="top"):
        review_game(start, log, top=0, budget=1)


@pytest.mark.slow
def test_default_budget_review_of_a_two_player_game() -> None:
    start, log = easy_game(11)
    reviews = review_game(start, log)
    assert all(r.mistakes and r.mistakes[0].points_lost > 0 for r in reviews)
