"""Seeded random whole games, checking the invariants after every action."""
import random

import pytest

from game.monica.engine import IllegalAction, apply_action, legal_actions, new_game
from game.monica.engine.cards import BEACH, STREET

from .boxes import make_box
from .situations import fingerprint


def check(state, people_total: list[int]) -> None:
    box = state.box
    seen = list(state.deck) + [c for c in (*state.front, *state.back) if c] + list(state.pending)
    for p in state.players:
        city = p.city
        if city is None:
            continue
        seen += [c.id for c in city.cards.values()]
        # Every placed card is legal: right row, not on the starting tile,
        # connected to the starting tile through placed spaces.
        for (r, c), card in city.cards.items():
            assert card.row == r and c != city.start_col and r in (BEACH, STREET)
        reach, todo = {(BEACH, 0), (STREET, 0)}, [(BEACH, 0), (STREET, 0)]
        while todo:
            for q in city.neighbours(todo.pop()):
                if q not in reach:
                    reach.add(q)
                    todo.append(q)
        assert reach == set(city.spaces())
        ends = [c for (r, c), card in city.cards.items() if card.beach_end]
        if ends:
            assert ends[0] == min(c for (r, c) in city.spaces() if r == BEACH)
        assert city.sand_dollars >= 0
        assert set(city.person_pos) == set(city.person_kind)
        assert all(city.occupied(pos) for pos in city.person_pos.values())
        assert all(city.occupied(pos) for pos in city.footprints)
        assert len(city.footprints) <= len(city.spaces())
    assert sorted(seen) == sorted(box.cards), "every card is accounted for exactly once"
    assert sum(len(p.city.person_kind) for p in state.players if p.city) == people_total[0]


def play(seed: int, box, n: int) -> int:
    s = new_game(n, seed=seed, box=box)
    rng = random.Random(seed * 7 + 1)
    total = [0]
    steps = 0
    while s.phase != "over":
        acts = legal_actions(s)
        assert acts, f"no legal action in phase {s.phase}"
        ev = apply_action(s, rng.choice(acts))
        for e in ev:
            total[0] += (e.kind == "person_added") - (e.kind == "person_returned")
        check(s, total)
        steps += 1
        assert steps < 5000
    return steps


# 100 games on every run; the other 400 with the slow tests.
@pytest.mark.parametrize("block", [0, *(pytest.param(b, marks=pytest.mark.slow) for b in range(1, 5))])
def test_500_random_games_on_the_shipped_deck_keep_the_invariants(block):
    from game.monica.content.box import load_box
    box = load_box()
    for seed in range(block * 100, block * 100 + 100):
        play(seed, box, 2 + seed % 3)


def test_100_random_games_on_a_hand_made_box_keep_the_invariants():
    box = make_box()
    for seed in range(100):
        play(seed, box, 2 + seed % 3)


def test_100_four_player_games_on_the_shipped_deck():
    from game.monica.content.box import load_box
    box = load_box()
    for seed in range(100):
        play(seed, box, 4)


def test_illegal_actions_in_random_positions_leave_the_state_unchanged():
    from game.monica.engine import actions as A
    box = make_box()
    junk = [A.TakeCard(7), A.PlaceCard("nope", 0), A.Move(9, 0, ((0, 5),)), A.Swap((0, 1), (1, 1)),
            A.ChooseReward("cake"), A.Summon(0, 99), A.ReturnPerson(3, 0), A.Pass(),
            A.ChooseTile("S9"), A.PlaceFoodTruck(4), A.SkipSwap(), A.EndActions()]
    for seed in range(20):
        s = new_game(3, seed=seed, box=box)
        rng = random.Random(seed)
        while s.phase != "over":
            legal = legal_actions(s)
            for a in junk:
                if a in legal:
                    continue
                before = fingerprint(s)
                with pytest.raises(IllegalAction):
                    apply_action(s, a)
                assert fingerprint(s) == before
            apply_action(s, rng.choice(legal))


def test_wrongly_typed_actions_are_type_errors_that_change_nothing():
    # A field of the wrong type is a programming error, not an illegal move
    # (docs/ENGINE_API.md): a TypeError naming the field, the state untouched.
    from game.monica.engine import actions as A
    from .situations import ready
    s = ready()
    before = fingerprint(s)
    for a, field in ((A.TakeCard("x"), "TakeCard.col"), (A.TakeCard(None), "TakeCard.col"),
                     (A.TakeCard(True), "TakeCard.col"),
                     (A.PlaceFoodTruck("1"), "PlaceFoodTruck.col"),
                     (A.BuyAction("two_front", 5), "BuyAction.picks"),
                     (A.Move(0, [1], 7), "Move.person"), (A.Move(0, 1, [(1, 1)]), "Move.path"),
                     (A.Swap(3, None), "Swap.a"), ("TakeCard(0)", "not an engine action")):
        with pytest.raises(TypeError, match=field):
            apply_action(s, a)
    assert fingerprint(s) == before
