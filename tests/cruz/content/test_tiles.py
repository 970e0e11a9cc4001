"""The Santa Cruz tile mix and bird chips (assets/cruz/) as designed in docs/SANTA_CRUZ_MAP.md."""
from __future__ import annotations

from collections import Counter

from game.cruz.content import check_deal, load_board, load_chips, load_tiles
from game.cruz.engine.board import Area, Building, Resource


def test_54_tiles_every_field_gets_one_and_5_go_back() -> None:
    tiles = load_tiles()
    board = load_board()
    assert len(tiles) == 54
    by_area = Counter(t.area for t in tiles)
    assert by_area == {Area.COAST: 18, Area.LAND: 28, Area.VOLCANO: 8}
    fields = {a: len(board.ids_of(a)) for a in Area}
    assert by_area[Area.COAST] == fields[Area.COAST]            # all laid face up, none back
    assert by_area[Area.LAND] > fields[Area.LAND] and by_area[Area.VOLCANO] > fields[Area.VOLCANO]
    assert sum(by_area.values()) - sum(fields.values()) == 5
    check_deal(board, tiles)


def test_buildings_follow_the_supply() -> None:
    tiles = load_tiles()
    kinds = Counter((t.area, t.building) for t in tiles)
    assert kinds == {(Area.COAST, Building.LIGHTHOUSE): 8, (Area.COAST, Building.CHURCH): 3,
                     (Area.COAST, Building.HOUSE): 7, (Area.LAND, Building.CHURCH): 7,
                     (Area.LAND, Building.HOUSE): 21, (Area.VOLCANO, Building.LIGHTHOUSE): 1,
                     (Area.VOLCANO, Building.CHURCH): 2, (Area.VOLCANO, Building.HOUSE): 5}
    assert all(0 <= t.points <= 4 for t in tiles)


def test_resources_against_the_scoring_cards() -> None:
    tiles = load_tiles()
    shown = Counter(r for t in tiles for r in t.resources)
    assert shown == {Resource.FISH: 11, Resource.WOOD: 10, Resource.SHEEP: 9,
                     Resource.SUGAR: 8, Resource.GOLD: 6}
    assert all(t.area is Area.COAST for t in tiles if Resource.FISH in t.resources)
    # Every resource card stays achievable whichever 3 land and 2 volcano tiles go back.
    for res in Resource:
        on = Counter(t.area for t in tiles if res in t.resources)
        assert on[Area.COAST] + max(0, on[Area.LAND] - 3) + max(0, on[Area.VOLCANO] - 2) >= 1, res
    # Both halves of the pair cards meet on some tiles.
    pairs = Counter(frozenset(t.resources) for t in tiles if len(t.resources) == 2)
    assert pairs[frozenset((Resource.FISH, Resource.SHEEP))] == 2
    assert pairs[frozenset((Resource.WOOD, Resource.SUGAR))] == 2


def test_fish_bonus_and_birds() -> None:
    tiles = load_tiles()
    bonus = sorted(t.fish_bonus for t in tiles if t.fish_bonus)
    assert bonus == [1, 1, 2, 2, 3]
    assert all(Resource.FISH in t.resources for t in tiles if t.fish_bonus)
    birds = Counter(t.area for t in tiles if t.bird)
    assert birds == {Area.COAST: 5, Area.LAND: 5, Area.VOLCANO: 2}


def test_22_bird_chips() -> None:
    chips = load_chips()
    assert len(chips) == 22
    assert Counter(chips) == {1: 7, 2: 10, 3: 5}
    assert list(chips) == sorted(chips)
