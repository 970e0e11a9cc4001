"""Placement actions on people (EN pp.6-7): gains first, moves, VIP
footprints, summoning, returning to the supply."""
import pytest

from game.monica.engine import IllegalAction, apply_action, legal_actions
from game.monica.engine import actions as A
from game.monica.engine.cards import BEACH, STREET, VipRule
from game.monica.engine.city import City
from game.monica.engine.movement import destinations, vip_walks

from .boxes import TILES, box_with, card
from .situations import build, fingerprint, put_front, ready


def line_city(tile="S3"):
    """Start tile at col 0 and street cards at cols 1..3, a beach card at 1."""
    c = City(TILES[tile])
    c.cards[(STREET, 1)] = card("s1", STREET, ("sports",))
    c.cards[(STREET, 2)] = card("s2", STREET, ("business",))
    c.cards[(STREET, 3)] = card("s3", STREET, ("nature", "nature"))
    c.cards[(BEACH, 1)] = card("b1", BEACH, ("wave",))
    return c


def test_movement_is_orthogonal_onto_placed_spaces_and_the_tile_is_two_spaces():
    c = line_city()
    one = destinations(c, (STREET, 0), 1)
    assert set(one) == {(BEACH, 0), (STREET, 1)}          # both halves are spaces
    two = destinations(c, (STREET, 0), 2)
    assert set(two) == {(BEACH, 0), (STREET, 1), (BEACH, 1), (STREET, 2)}
    assert (BEACH, 2) not in destinations(c, (STREET, 0), 5)   # empty space: no


def test_vip_walks_earn_footprints_onto_and_through_matching_spaces():
    c = line_city("S3")                      # looks for sports and nature
    walks = vip_walks(c, (STREET, 0), 3)
    outcomes = {(w[-1], tuple(p)) for w, p in walks}
    # Passing through the sports card to the business card earns its footprint.
    assert ((STREET, 2), ((STREET, 1),)) in outcomes
    assert ((STREET, 3), ((STREET, 1), (STREET, 3))) in outcomes
    # Stepping onto a space and back earns it too.
    assert ((STREET, 0), ((STREET, 1),)) in outcomes


def test_one_footprint_per_space_ever():
    c = line_city("S3")
    c.footprints.add((STREET, 1))
    assert not c.vip_earns((STREET, 1))
    assert c.vip_earns((STREET, 3))


def test_beach_vip_rule_counts_the_tile_beach_half():
    c = line_city("S2")
    assert c.tile.vip == VipRule(beach_cards=True)
    assert c.vip_earns((BEACH, 0)) and c.vip_earns((BEACH, 1))
    assert not c.vip_earns((STREET, 1))


def _game_with_card(place, tile="S3", extra=None, ring=None):
    cards = [card("G", STREET, ("local",), place, ring=ring)]
    cards += [card(f"F{i}", BEACH, ("sports",)) for i in range(12)]
    s = ready(box=box_with(cards), tiles=[tile, "S1", "S2", "S4"])
    if extra:
        build(s, extra)
    put_front(s, 0, "G")
    s.food_truck = s.foodie = 3
    return s


def test_gains_come_first_and_gained_people_may_move_this_turn():
    s = _game_with_card(({"move": "tourist", "count": 2, "steps": 2},
                         {"gain": "tourist", "n": 2}))
    apply_action(s, A.TakeCard(0))
    ev = apply_action(s, A.PlaceCard("G", 1))
    kinds = [e.kind for e in ev]
    assert kinds.index("person_added") < kinds.index("grant")
    new = [e["person"] for e in ev if e.kind == "person_added"]
    moves = [a for a in legal_actions(s) if isinstance(a, A.Move)]
    assert {m.person for m in moves} == {new[0]}          # two on one card: one choice
    apply_action(s, A.Move(0, new[0], ((STREET, 0),)))
    assert s.city.person_pos[new[0]] == (STREET, 0)
    # The same person moves at most once per move action; the other may move.
    later = [a for a in legal_actions(s) if isinstance(a, A.Move)]
    assert {m.person for m in later} == {new[1]}
    before = fingerprint(s)
    with pytest.raises(IllegalAction, match="already moved"):
        apply_action(s, A.Move(0, new[0], ((STREET, 1),)))
    with pytest.raises(IllegalAction, match="not a step"):
        apply_action(s, A.Move(0, new[1], ((BEACH, 0),)))
    assert fingerprint(s) == before


def test_move_kind_limits_who_moves_and_vip_moves_drop_footprints():
    s = _game_with_card(({"move": "vip", "count": 1, "steps": 2},), tile="S3")
    apply_action(s, A.TakeCard(0))
    apply_action(s, A.PlaceCard("G", 1))
    moves = [a for a in legal_actions(s) if isinstance(a, A.Move)]
    assert {s.city.person_kind[m.person] for m in moves} == {"vip"}
    f_card = next(cid for cid in s.front if cid and cid.startswith("F"))
    s.city.cards[(BEACH, 1)] = s.box.cards[f_card]           # a sports beach card
    vip = moves[0].person
    ev = apply_action(s, A.Move(0, vip, ((STREET, 1), (BEACH, 1))))
    moved = next(e for e in ev if e.kind == "person_moved")
    assert moved["path"] == ((STREET, 0), (STREET, 1), (BEACH, 1))
    assert moved["footprints"] == [(BEACH, 1)]                 # "local" card earns nothing
    assert (BEACH, 1) in s.players[moved.player].city.footprints


def test_summon_brings_people_from_any_distance_without_footprints_on_the_way():
    s = _game_with_card(({"summon": 3},), tile="S3",
                        extra={(STREET, 1): "F0"})
    s.city.cards[(STREET, 1)] = card("far", STREET, ("sports",))
    s.city.cards[(STREET, 2)] = card("far2", STREET, ("sports",))
    local = s.city.add_person("local", (STREET, 2))
    apply_action(s, A.TakeCard(0))
    apply_action(s, A.PlaceCard("G", 3))
    summons = [a for a in legal_actions(s) if isinstance(a, A.Summon)]
    assert local in {a.person for a in summons}
    vip = next(p for p, k in s.city.person_kind.items() if k == "vip")
    prints = set(s.city.footprints)
    apply_action(s, A.Summon(0, vip))
    assert s.city.person_pos[vip] == (STREET, 3) and s.city.footprints == prints
    apply_action(s, A.Summon(0, local))
    assert s.city.person_pos[local] == (STREET, 3)


def _summon_game(tags, tile="S3"):
    """A summon card with ``tags`` placed at (STREET, 3), far from the VIPs."""
    cards = [card("G", STREET, tags, ({"summon": 3},))]
    cards += [card(f"F{i}", BEACH, ("wave",)) for i in range(12)]
    s = ready(box=box_with(cards), tiles=[tile, "S1", "S2", "S4"])
    put_front(s, 0, "G")
    s.food_truck = s.foodie = 3
    s.city.cards[(STREET, 1)] = card("far", STREET, ("sports",))
    s.city.cards[(STREET, 2)] = card("far2", STREET, ("sports",))
    apply_action(s, A.TakeCard(0))
    apply_action(s, A.PlaceCard("G", 3))
    return s


def test_a_vip_summoned_onto_a_card_it_seeks_earns_a_footprint_there_only():
    # EN p.6: a footprint for a card the VIP "moved to"; no path, so the
    # sports cards on the way earn nothing (docs/RULES_NOTES.md 17).
    s = _summon_game(("nature",))                      # S3's VIPs seek sports, nature
    city = s.city
    local = city.add_person("local", (STREET, 1))
    vips = [p for p, k in city.person_kind.items() if k == "vip"]
    before = set(city.footprints)
    ev = apply_action(s, A.Summon(0, vips[0]))
    summoned = next(e for e in ev if e.kind == "person_summoned")
    assert summoned["footprints"] == [(STREET, 3)]
    assert s.city.footprints == before | {(STREET, 3)}
    # One footprint per card: the second VIP earns nothing more; a local never does.
    second = next(a for a in legal_actions(s) if isinstance(a, A.Summon)
                  and s.city.person_kind[a.person] == "vip")
    ev = apply_action(s, second)
    assert next(e for e in ev if e.kind == "person_summoned")["footprints"] == []
    ev = apply_action(s, A.Summon(0, local))          # the third summon ends the turn
    assert next(e for e in ev if e.kind == "person_summoned")["footprints"] == []
    assert city.footprints == before | {(STREET, 3)}


def test_a_vip_summoned_onto_a_card_without_a_sought_tag_earns_nothing():
    s = _summon_game(("business",))
    vip = next(p for p, k in s.city.person_kind.items() if k == "vip")
    before = set(s.city.footprints)
    ev = apply_action(s, A.Summon(0, vip))
    assert next(e for e in ev if e.kind == "person_summoned")["footprints"] == []
    assert s.city.footprints == before


def test_return_to_supply():
    cards = [card(f"F{i}", STREET, ("sports",)) for i in range(12)]
    s = ready(box=box_with(cards), tiles=["S4", "S1", "S2", "S3"],
              sand_dollar_actions=["swap_and_return", "back_row"])
    s.city.sand_dollars = 2
    buy = next(a for a in legal_actions(s) if isinstance(a, A.BuyAction)
               and a.action == "swap_and_return")
    apply_action(s, buy)
    apply_action(s, next(a for a in legal_actions(s) if isinstance(a, A.PlaceCard)))
    apply_action(s, A.SkipSwap())
    tourists = [p for p, k in s.city.person_kind.items() if k == "tourist"]
    rets = [a for a in legal_actions(s) if isinstance(a, A.ReturnPerson)]
    assert {s.city.person_kind[a.person] for a in rets} == {"tourist", "vip"}
    ev = apply_action(s, A.ReturnPerson(0, tourists[0]))
    assert ev[0].kind == "person_returned"
    assert tourists[0] not in s.city.person_kind
    player = ev[0].player
    apply_action(s, A.ReturnPerson(0, tourists[1]))
    assert sorted(s.players[player].city.person_kind.values()) == ["vip"]
    assert s.phase == "acquire"          # both returns used: the turn is over
