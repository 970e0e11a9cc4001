"""Setup (DE rulebook, "Aufbau"): deal, tiles, objective, start player,
starting tiles in reverse order, setup bonuses, food truck."""
import pytest

from game.monica.engine import IllegalAction, apply_action, legal_actions, new_game
from game.monica.engine import actions as A
from game.monica.engine.cards import STREET

from .boxes import make_box


def test_deal_two_rows_of_four_and_keep_the_rest_as_deck():
    s = new_game(3, seed=5, box=make_box())
    assert len(s.front) == 4 and len(s.back) == 4
    assert None not in s.front and None not in s.back
    assert len(s.deck) == 78 - 8
    assert len(set(s.deck) | set(s.front) | set(s.back)) == 78


def test_two_sand_dollar_actions_from_different_tiles_and_one_objective():
    box = make_box()
    owner = {side.id: t.id for t in box.sand_dollar_tiles for side in t.sides}
    for seed in range(30):
        s = new_game(2, seed=seed, box=box)
        a, b = s.sand_dollar_actions
        assert owner[a] != owner[b]
        assert s.objective in ("A", "B", "C")


def test_chosen_sand_dollar_actions_and_objective():
    s = new_game(2, seed=1, box=make_box(), objective="B",
                 sand_dollar_actions=["back_row", "tourist_move"])
    assert s.objective == "B"
    assert s.sand_dollar_actions == ("back_row", "tourist_move")
    with pytest.raises(IllegalAction, match="different tiles"):
        new_game(2, seed=1, box=make_box(), sand_dollar_actions=["back_row", "swap_and_move"])
    with pytest.raises(IllegalAction, match="unknown objective"):
        new_game(2, seed=1, box=make_box(), objective="Z")
    with pytest.raises(IllegalAction, match="2-4 players"):
        new_game(5, seed=1, box=make_box())


def test_tiles_are_chosen_in_reverse_turn_order():
    s = new_game(4, seed=3, box=make_box(), start_player=1)
    assert len(s.offered_tiles) == 4
    order = []
    while s.phase == "choose_tile":
        order.append(s.current)
        assert len(legal_actions(s)) == len(s.offered_tiles)
        apply_action(s, legal_actions(s)[-1])
    assert order == [0, 3, 2, 1]
    # The last player in turn order (the one before the start player) places the truck.
    assert s.phase == "food_truck" and s.current == 0


def test_setup_bonuses_vips_people_dollars_footprint_on_the_street_half():
    s = new_game(2, seed=3, box=make_box())
    s.offered_tiles = ["S4", "S1"]
    first = s.current
    apply_action(s, A.ChooseTile("S4"))
    second = s.current
    apply_action(s, A.ChooseTile("S1"))
    c4 = s.players[first].city
    assert sorted(c4.person_kind.values()) == ["tourist", "tourist", "vip"]
    assert set(c4.person_pos.values()) == {(STREET, 0)}
    assert c4.sand_dollars == 0 and not c4.footprints
    c1 = s.players[second].city
    assert list(c1.person_kind.values()) == ["vip"]
    assert c1.sand_dollars == 1
    assert c1.footprints == {(STREET, 0)}


def test_food_truck_then_foodie_two_columns_away_then_start_player():
    s = new_game(2, seed=3, box=make_box(), start_player=0)
    while s.phase == "choose_tile":
        apply_action(s, legal_actions(s)[0])
    assert legal_actions(s) == [A.PlaceFoodTruck(c) for c in range(4)]
    ev = apply_action(s, A.PlaceFoodTruck(3))
    assert (s.food_truck, s.foodie) == (3, 1)
    assert s.phase == "acquire" and s.current == 0
    assert [e.kind for e in ev] == ["food_truck_placed", "turn_start"]
