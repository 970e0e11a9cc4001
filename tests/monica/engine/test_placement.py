"""Placement rules (EN p.4) and the beach-end card (EN p.10); swaps."""
import pytest

from game.monica.engine import IllegalAction, apply_action, legal_actions
from game.monica.engine import actions as A
from game.monica.engine.cards import BEACH, STREET, Ring
from game.monica.engine.city import City

from .boxes import TILES, box_with, card
from .situations import build, fingerprint, ready


def city_with(*placed):
    c = City(TILES["S2"])
    for (r, col), k in placed:
        c.cards[(r, col)] = k
    return c


def test_cards_go_in_their_row_touching_the_city():
    c = City(TILES["S2"])
    assert c.legal_spots(card("b", BEACH)) == [-1, 1]
    assert c.legal_spots(card("s", STREET)) == [-1, 1]
    c.cards[(STREET, 1)] = card("s1", STREET)
    # A beach card may sit above a street card (its side touches it).
    assert c.legal_spots(card("b", BEACH)) == [-1, 1, 2] or \
        c.legal_spots(card("b", BEACH)) == [-1, 1]
    assert 1 in c.legal_spots(card("b", BEACH))
    assert c.legal_spots(card("s", STREET)) == [-1, 2]   # never on top of a card
    c.cards[(STREET, 2)] = card("s2", STREET)
    assert c.legal_spots(card("b", BEACH)) == [-1, 1, 2]  # diagonal (0,3) is not adjacent


def test_beach_end_must_be_leftmost_and_then_blocks_the_left():
    end = card("end", BEACH, beach_end=True)
    c = city_with(((BEACH, -1), card("b1", BEACH)), ((STREET, -2), card("s1", STREET)))
    assert c.legal_spots(end) == [-2]
    c.cards[(BEACH, -2)] = end
    assert c.legal_spots(card("b", BEACH)) == [1]
    # Street cards are not limited by the beach end.
    assert -3 in c.legal_spots(card("s", STREET))


def test_place_applies_and_illegal_spot_is_refused_unchanged():
    box = box_with([card(f"X{i}", BEACH if i % 2 else STREET) for i in range(12)])
    s = ready(box=box)
    cid = s.front[0]
    apply_action(s, A.TakeCard(0))
    spots = [a.col for a in legal_actions(s)]
    before = fingerprint(s)
    with pytest.raises(IllegalAction, match="cannot go to column 5"):
        apply_action(s, A.PlaceCard(cid, 5))
    with pytest.raises(IllegalAction, match="not waiting"):
        apply_action(s, A.PlaceCard("X99", spots[0]))
    assert fingerprint(s) == before
    ev = apply_action(s, A.PlaceCard(cid, spots[0]))
    assert ev[0].kind == "card_placed" and ev[0]["card"] == cid


def test_two_cards_can_be_placed_in_either_order():
    cards = [card(f"X{i}", BEACH) for i in range(12)]
    s = ready(box=box_with(cards), sand_dollar_actions=["two_front", "back_row"])
    s.city.sand_dollars = 4
    a, b = s.front[0], s.front[1]
    apply_action(s, A.BuyAction("two_front", (("front", 0), ("front", 1))))
    assert {x.card for x in legal_actions(s)} == {a, b}
    apply_action(s, A.PlaceCard(b, 1))
    apply_action(s, A.PlaceCard(a, 2))
    assert s.phase == "actions"      # the action's one-space move


def _swap_state():
    ring = Ring(3, tourist=1)
    cards = [card("R", BEACH, ring=ring), card("N", BEACH), card("E", BEACH, beach_end=True),
             card("T", STREET)] + [card(f"F{i}", BEACH) for i in range(10)]
    s = ready(box=box_with(cards), sand_dollar_actions=["swap_and_move", "tourist_move"])
    build(s, {(BEACH, 1): "R", (BEACH, 2): "N", (BEACH, -1): "E", (STREET, 1): "T"})
    city = s.city
    pid = city.add_person("tourist", (BEACH, 1))
    city.footprints.add((BEACH, 1))
    city.sand_dollars = 2
    return s, pid


def test_swap_same_row_only_never_the_beach_end_people_and_footprints_travel():
    s, pid = _swap_state()
    buy = next(a for a in legal_actions(s) if isinstance(a, A.BuyAction)
               and a.action == "swap_and_move")
    apply_action(s, buy)
    place = next(a for a in legal_actions(s) if isinstance(a, A.PlaceCard) and a.col == 3)
    apply_action(s, place)
    assert s.phase == "swap"
    swaps = [a for a in legal_actions(s) if isinstance(a, A.Swap)]
    pairs = {(a.a, a.b) for a in swaps}
    assert ((BEACH, 1), (BEACH, 2)) in pairs
    assert all(a.a[0] == a.b[0] for a in swaps)
    assert not any((BEACH, -1) in (a.a, a.b) for a in swaps)
    before = fingerprint(s)
    with pytest.raises(IllegalAction, match="beach-end"):
        apply_action(s, A.Swap((BEACH, -1), (BEACH, 1)))
    with pytest.raises(IllegalAction, match="same row"):
        apply_action(s, A.Swap((BEACH, 1), (STREET, 1)))
    assert fingerprint(s) == before
    apply_action(s, A.Swap((BEACH, 1), (BEACH, 2)))
    city = s.city
    assert city.cards[(BEACH, 2)].id == "R" and city.cards[(BEACH, 1)].id == "N"
    assert city.person_pos[pid] == (BEACH, 2)
    assert city.footprints == {(BEACH, 2)} | ({(STREET, 0)} if city.tile.starts_with_footprint
                                              else set())
    assert s.phase == "actions"


def test_swap_may_be_skipped():
    s, _ = _swap_state()
    buy = next(a for a in legal_actions(s) if isinstance(a, A.BuyAction)
               and a.action == "swap_and_move")
    apply_action(s, buy)
    apply_action(s, next(a for a in legal_actions(s) if isinstance(a, A.PlaceCard)))
    assert A.SkipSwap() in legal_actions(s)
    apply_action(s, A.SkipSwap())
    assert s.phase == "actions"
