"""Refresh of the display (EN p.7), the end of the game and final movement
(EN p.8), determinism."""
import dataclasses
import random

from game.monica.engine import apply_action, determinize, legal_actions, new_game, score_game
from game.monica.engine import actions as A
from game.monica.engine.cards import BEACH, STREET
from game.monica.engine.city import City
from game.monica.engine.state import GameState, Player

from .boxes import box_with, card, make_box
from .situations import build, fingerprint, ready


def test_refresh_slides_back_card_down_then_deals_front_first():
    s = ready(truck=0)
    back1, top = s.back[1], s.deck[-1]
    s.food_truck = s.foodie = 3
    apply_action(s, A.TakeCard(1))
    ev = apply_action(s, next(a for a in legal_actions(s) if isinstance(a, A.PlaceCard)))
    if s.phase == "actions":
        ev += apply_action(s, A.EndActions())
    assert s.front[1] == back1 and s.back[1] == top
    kinds = [e.kind for e in ev]
    assert kinds.index("card_slid") < kinds.index("card_dealt")
    slid = next(e for e in ev if e.kind == "card_slid")
    assert slid["frm"] == ("back", 1) and slid["to"] == ("front", 1)


def test_empty_deck_leaves_gaps():
    s = ready(truck=0)
    s.deck = []
    s.food_truck = s.foodie = 3
    apply_action(s, A.TakeCard(2))
    apply_action(s, next(a for a in legal_actions(s) if isinstance(a, A.PlaceCard)))
    if s.phase == "actions":
        apply_action(s, A.EndActions())
    assert s.front[2] is not None and s.back[2] is None


def _finish_turn(s):
    apply_action(s, A.TakeCard(next(c for c in range(4) if s.front[c])))
    apply_action(s, next(a for a in legal_actions(s) if isinstance(a, A.PlaceCard)))
    while s.phase in ("reward", "actions", "swap"):
        acts = legal_actions(s)
        apply_action(s, acts[-1] if s.phase != "reward" else acts[0])


def test_fourteenth_card_triggers_the_last_round_then_final_movement():
    cards = [card(f"K{i:02d}", BEACH if i % 2 else STREET, ("sports",)) for i in range(60)]
    s = ready(n=3, box=box_with(cards), start_player=1)
    assert s.current == 1
    # Player 2 (second in turn order) already has 13 cards.
    build(s, {(BEACH if i % 2 else STREET, 1 + i // 2): f"K{i:02d}" for i in range(13)},
          player=2)
    _finish_turn(s)             # player 1
    assert not s.final_triggered
    ev_before = s.current
    assert ev_before == 2
    _finish_turn(s)             # player 2 places its 14th card
    assert s.final_triggered
    assert s.current == 0 and s.phase == "acquire"   # the round goes on to player 0
    _finish_turn(s)
    # Player 0 is the last before the start player: now the final movement,
    # starting with the start player.
    assert s.phase == "final" and s.current == 1
    grants = {g.people: (g.count, g.steps) for g in s.grants}
    kinds = list(s.city.person_kind.values())
    for kind, steps in (("local", 3), ("tourist", 1), ("vip", 1)):
        if kind in kinds:
            assert grants[kind] == (kinds.count(kind), steps)
    order = []
    while s.phase == "final":
        order.append(s.current)
        apply_action(s, A.EndActions())
    assert order == [1, 2, 0]
    assert s.phase == "over"


def test_same_seed_and_actions_replay_event_for_event():
    box = make_box()
    for seed in range(5):
        runs = []
        for _ in range(2):
            s = new_game(4, seed=seed, box=box)
            chooser = random.Random(seed)
            log = []
            while s.phase != "over":
                a = chooser.choice(legal_actions(s))
                log.append((a, [e.to_json() for e in apply_action(s, a)]))
            runs.append(log)
        assert runs[0] == runs[1]


def test_clone_is_independent():
    s = ready()
    c = s.clone()
    before = fingerprint(s)
    apply_action(c, A.TakeCard(0))
    apply_action(c, legal_actions(c)[0])
    assert fingerprint(s) == before
    assert fingerprint(c) != before


def test_score_game_reports_every_player():
    s = ready(n=3)
    rep = score_game(s)
    assert [p["name"] for p in rep["players"]] == ["Player 1", "Player 2", "Player 3"]


def test_score_rows_name_their_seat_even_during_setup():
    s = new_game(3, seed=2, box=make_box(), start_player=0)
    apply_action(s, legal_actions(s)[0])          # seat 2 chooses first
    rep = score_game(s)
    assert [r["seat"] for r in rep["players"]] == [2]


def test_clone_carries_every_field_and_shares_no_mutable_part():
    # ``clone`` builds the state slot by slot: a field added to GameState,
    # Player or City must be copied there too.
    s = ready()
    rng = random.Random(3)
    while s.turns < 6 or not s.grants:       # a few turns in, with grants open
        apply_action(s, rng.choice(legal_actions(s)))
    c = s.clone()
    seats = list(zip(s.players, c.players, strict=True))
    for cls, a, b in [(GameState, s, c), *((Player, p, q) for p, q in seats),
                      *((City, p.city, q.city) for p, q in seats if p.city is not None)]:
        for f in dataclasses.fields(cls):
            mine, theirs = getattr(a, f.name), getattr(b, f.name)
            if f.compare:
                assert mine == theirs, f"{cls.__name__}.{f.name} differs in the clone"
            if isinstance(mine, (list, dict, set)) and not f.name.startswith("_"):
                assert mine is not theirs, f"{cls.__name__}.{f.name} is shared with the clone"


def test_determinize_gives_a_fresh_generator_seeded_from_the_callers():
    s = ready()
    r1, r2 = random.Random(5), random.Random(5)
    d = determinize(s, r1)
    deck = list(s.deck)
    r2.shuffle(deck)
    assert d.deck == deck
    twin = d.clone()                # cloned before its generator is made
    want = random.Random(r2.random())
    assert d.rng.getstate() == want.getstate()
    assert [twin.rng.random() for _ in range(3)] == [want.random() for _ in range(3)]
    assert d.rng is not twin.rng and d.rng is not s.rng
