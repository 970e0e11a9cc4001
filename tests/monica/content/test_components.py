"""Starting tiles, sand-dollar actions and objective tiles as the rules print them."""
from __future__ import annotations

from game.monica.content import load_box
from game.monica.engine.cards import BEACH, STREET, SandDollarAction

BOX = load_box()


# -- starting tiles (Yucata rules page, "Startplättchen") -------------------

def test_six_tiles_with_eight_vips_in_all() -> None:
    assert list(BOX.tiles) == ["S1", "S2", "S3", "S4", "S5", "S6"]
    assert sum(t.setup_count("vip") for t in BOX.tiles.values()) == 8
    assert len({t.name for t in BOX.tiles.values()}) == 6


def test_tile_setups_match_the_rules() -> None:
    setups = {i: list(t.setup) for i, t in BOX.tiles.items()}
    vip, dollar, foot = {"gain": "vip", "n": 1}, {"gain": "sand_dollar", "n": 1}, \
        {"footprint": True}
    assert setups["S1"] == [vip, dollar, foot]
    assert setups["S2"] == [vip]
    assert setups["S3"] == [{"gain": "vip", "n": 2}]
    assert setups["S4"] == [vip, {"gain": "tourist", "n": 2}]
    assert setups["S5"] == [vip, dollar, foot]
    assert setups["S6"] == [{"gain": "vip", "n": 2}]


def test_tile_vip_rules_match_the_rules() -> None:
    t = BOX.tiles
    both = (BEACH, STREET)
    assert set(t["S1"].vip.tags) == {"tourist", "local"} and set(t["S1"].vip.rows) == set(both)
    assert t["S2"].vip.beach_cards and t["S2"].vip.to_json() == {"cards": "beach"}
    assert set(t["S3"].vip.tags) == {"sports", "nature"} and set(t["S3"].vip.rows) == set(both)
    assert set(t["S4"].vip.tags) == {"business", "tourist"} and t["S4"].vip.rows == (STREET,)
    assert set(t["S5"].vip.tags) == {"business", "local"} and t["S5"].vip.rows == (STREET,)
    assert set(t["S6"].vip.tags) == {"wave", "sports"} and set(t["S6"].vip.rows) == set(both)


def test_each_tile_has_one_street_tag_consistent_with_its_footprint() -> None:
    for tile in BOX.tiles.values():
        assert len(tile.tags) == 1, tile.id
        tag = tile.tags[0]
        assert tag != "wave"
        # A VIP that looks for the tile's own tag starts with a footprint there.
        looked_for = STREET in tile.vip.rows and tag in tile.vip.tags
        assert looked_for == tile.starts_with_footprint, tile.id
    assert BOX.tiles["S5"].tags == ("business",)
    assert "Post Office" in BOX.tiles["S5"].name
    assert BOX.tiles["S1"].tags[0] in ("tourist", "local")


def test_tile_gives_flags_follow_setup() -> None:
    assert BOX.tiles["S1"].gives_sand_dollar and not BOX.tiles["S1"].gives_people
    assert BOX.tiles["S4"].gives_people and not BOX.tiles["S4"].gives_sand_dollar
    assert not BOX.tiles["S3"].gives_people


# -- sand-dollar actions (rulebook, "SAND DOLLAR ACTIONS") -----------------

def test_four_double_sided_tiles_in_rulebook_order() -> None:
    pairs = [(t.id, t.sides[0].id, t.sides[1].id) for t in BOX.sand_dollar_tiles]
    assert pairs == [("SD1", "two_front", "front_and_behind"),
                     ("SD2", "local_or_tourist", "business_nature_sports"),
                     ("SD3", "back_row", "swap_and_move"),
                     ("SD4", "swap_and_return", "tourist_move")]


def test_actions_cost_and_do_what_the_rulebook_prints() -> None:
    def a(id_: str, cost: int, take: str, *, tags: tuple[str, ...] = (), swap: bool = False,
          kind: str = "any", count: int = 0, ret: int = 0) -> tuple:
        return (id_, cost, take, tags, swap, kind if count else "any", count,
                1, ret)

    expected = [
        a("two_front", 4, "front2", count=1),
        a("front_and_behind", 4, "front_and_behind", count=1),
        a("local_or_tourist", 2, "any", tags=("local", "tourist"), count=2),
        a("business_nature_sports", 2, "any", tags=("business", "nature", "sports"), count=2),
        a("back_row", 3, "back", count=4),
        a("swap_and_move", 2, "front", swap=True, count=2),
        a("swap_and_return", 2, "front", swap=True, ret=2),
        a("tourist_move", 1, "front", kind="tourist", count=3),
    ]
    actual = [(s.id, s.cost, s.take, s.tags_any, s.swap, s.move_kind, s.move_count,
               s.move_steps, s.return_count)
              for t in BOX.sand_dollar_tiles for s in t.sides]
    assert actual == expected


def test_every_action_has_a_name_and_a_one_sentence_text() -> None:
    for t in BOX.sand_dollar_tiles:
        for s in t.sides:
            assert isinstance(s, SandDollarAction)
            assert s.name and s.text.endswith(".") and s.text.count(". ") == 0
            assert BOX.sand_dollar_action(s.id) is s


# -- objectives --------------------------------------------------------------

def test_objectives_match_the_rules() -> None:
    a, b, c = (BOX.objectives[k] for k in "ABC")
    assert (a.color, b.color) == ("blue", "green") and c.color not in ("blue", "green")
    assert a.wave == {"kind": "largest_group", "per": 2}
    assert a.misc == {"kind": "largest_group", "per": 2}
    assert a.penalty == {"kind": "rank_unplaced", "most": -4, "second": -2}
    assert b.wave == {"kind": "per_group", "points": 3}
    assert b.misc == {"kind": "groups_at_least", "min": 3, "points": 3}
    assert b.penalty == {"kind": "cards_with_unplaced", "points": -1}
    assert c.wave == {"kind": "group_table", "table": [1, 3, 6, 10]}
    assert c.misc == {"kind": "full_columns", "per": 1}
    assert c.penalty == {"kind": "rings_and_unplaced", "ring": 1, "per": 2, "points": -1}
    for o in (a, b, c):
        assert set(o.text) == {"wave", "misc", "penalty"} and all(o.text.values())
