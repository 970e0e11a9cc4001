"""Taking cards: the front row, sand-dollar actions, rewards of the food truck
and foodie (EN rulebook pp.4 and 7)."""
import pytest

from game.monica.engine import IllegalAction, apply_action, legal_actions
from game.monica.engine import actions as A

from .situations import fingerprint, put_front, ready


def test_normal_pick_only_from_the_front_row():
    s = ready(truck=0)
    acts = legal_actions(s)
    takes = [a for a in acts if isinstance(a, A.TakeCard)]
    assert [a.col for a in takes] == [0, 1, 2, 3]
    cid = s.front[2]
    apply_action(s, A.TakeCard(2))
    assert s.pending == [cid] and s.front[2] is None and s.phase == "place"


def test_sand_dollar_action_unaffordable_is_not_offered():
    s = ready(sand_dollar_actions=["back_row", "tourist_move"])
    s.city.sand_dollars = 0
    assert not any(isinstance(a, A.BuyAction) for a in legal_actions(s))
    s.city.sand_dollars = 1
    buys = [a for a in legal_actions(s) if isinstance(a, A.BuyAction)]
    assert {a.action for a in buys} == {"tourist_move"}
    s.city.sand_dollars = 3
    buys = [a for a in legal_actions(s) if isinstance(a, A.BuyAction)]
    assert {a.picks for a in buys if a.action == "back_row"} == {
        (("back", c),) for c in range(4)}


def test_two_front_takes_two_and_pays_and_gives_no_reward():
    s = ready(truck=1, sand_dollar_actions=["two_front", "back_row"])
    s.city.sand_dollars = 5
    a, b = s.front[1], s.front[3]
    ev = apply_action(s, A.BuyAction("two_front", (("front", 1), ("front", 3))))
    assert s.city.sand_dollars == 1
    assert sorted(s.pending) == sorted([a, b])
    assert s.reward == (False, False)
    # The food truck under column 1 neither rewards nor moves (EN p.4 "A2").
    assert s.food_truck == 1 and not any(e.kind == "token_moved" for e in ev)


def test_front_and_behind_and_tag_filtered_picks():
    s = ready(sand_dollar_actions=["front_and_behind", "local_or_tourist"])
    s.city.sand_dollars = 4
    buys = [a for a in legal_actions(s) if isinstance(a, A.BuyAction)]
    fb = {a.picks for a in buys if a.action == "front_and_behind"}
    assert fb == {(("front", c), ("back", c)) for c in range(4)}
    lt = [a.picks[0] for a in buys if a.action == "local_or_tourist"]
    for row, col in lt:
        cid = (s.front if row == "front" else s.back)[col]
        tags = s.box.cards[cid].tags
        assert "local" in tags or "tourist" in tags
    missing = [(r, c) for r in ("front", "back") for c in range(4)
               if (r, c) not in lt]
    for row, col in missing:
        cid = (s.front if row == "front" else s.back)[col]
        assert not {"local", "tourist"} & set(s.box.cards[cid].tags)


def test_illegal_buy_leaves_state_unchanged():
    s = ready(sand_dollar_actions=["two_front", "back_row"])
    s.city.sand_dollars = 3
    before = fingerprint(s)
    with pytest.raises(IllegalAction, match="costs 4"):
        apply_action(s, A.BuyAction("two_front", (("front", 0), ("front", 1))))
    with pytest.raises(IllegalAction, match="cannot take"):
        apply_action(s, A.BuyAction("back_row", (("front", 0),)))
    with pytest.raises(IllegalAction, match="not in this game"):
        apply_action(s, A.BuyAction("tourist_move", (("front", 0),)))
    assert fingerprint(s) == before


def _pick_and_place(s, col):
    cid = s.front[col]
    apply_action(s, A.TakeCard(col))
    spot = next(a for a in legal_actions(s) if isinstance(a, A.PlaceCard))
    return apply_action(s, spot), cid


def test_food_truck_gives_a_dollar_and_moves_one_right():
    s = ready(truck=3)
    put_front(s, 3, "C00")          # no placement icons
    dollars = s.city.sand_dollars
    apply_action(s, A.TakeCard(3))
    assert s.food_truck == 0         # wraps around to the leftmost column
    ev = apply_action(s, next(a for a in legal_actions(s) if isinstance(a, A.PlaceCard)))
    assert any(e.kind == "dollars" and e["source"] == "food_truck" for e in ev)
    assert s.players[s.start_player].city.sand_dollars == dollars + 1


def test_foodie_gives_one_move_of_one_space():
    s = ready(truck=0)               # foodie under column 2
    put_front(s, 2, "C00")
    apply_action(s, A.TakeCard(2))
    assert s.foodie == 3
    apply_action(s, next(a for a in legal_actions(s) if isinstance(a, A.PlaceCard)))
    assert s.phase == "actions"
    assert [(g.kind, g.people, g.count, g.steps) for g in s.grants] == [("move", "any", 1, 1)]


def test_truck_and_foodie_together_offer_a_choice_and_only_the_truck_moves_two():
    s = ready(truck=1)
    s.foodie = 1
    put_front(s, 1, "C00")
    apply_action(s, A.TakeCard(1))
    assert (s.food_truck, s.foodie) == (3, 1)
    apply_action(s, next(a for a in legal_actions(s) if isinstance(a, A.PlaceCard)))
    assert s.phase == "reward"
    assert {a.option for a in legal_actions(s)} == {"dollar_move", "two_dollars", "two_moves"}
    probe = s.clone()
    d = probe.city.sand_dollars
    apply_action(probe, A.ChooseReward("two_dollars"))
    assert probe.players[s.current].city.sand_dollars == d + 2
    probe = s.clone()
    apply_action(probe, A.ChooseReward("dollar_move"))
    assert probe.city.sand_dollars == d + 1 and len(probe.grants) == 1
    apply_action(s, A.ChooseReward("two_moves"))
    assert s.city.sand_dollars == d
    assert [(g.count, g.steps) for g in s.grants] == [(1, 1), (1, 1)]
    # Two single moves may move the same person twice.
    vip = next(p for p, k in s.city.person_kind.items() if k == "vip")
    apply_action(s, A.Move(0, vip, ((0, 0),)))
    assert any(isinstance(a, A.Move) and a.person == vip for a in legal_actions(s))


def test_pass_only_when_nothing_can_be_taken():
    s = ready(sand_dollar_actions=["two_front", "back_row"])
    s.city.sand_dollars = 0
    with pytest.raises(IllegalAction):
        apply_action(s, A.Pass())
    s.front = [None] * 4
    s.deck = []
    s.city.sand_dollars = 3          # enough for the back row, yet passing is allowed
    assert A.Pass() in legal_actions(s)
    assert any(isinstance(a, A.BuyAction) for a in legal_actions(s))
    s.back = [None] * 4
    assert legal_actions(s) == [A.Pass()]
    first = s.current
    apply_action(s, A.Pass())
    assert s.current != first and s.phase == "acquire"
