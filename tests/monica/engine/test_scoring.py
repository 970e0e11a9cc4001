"""Scoring of small hand-made cities: card icons, rings, footprints, ranks."""
from __future__ import annotations

from typing import Any

import pytest

from game.monica.engine.cards import (BEACH, STREET, FeatureCard, Objective, Ring, StartingTile,
                               VipRule, make_feature_card, make_starting_tile)
from game.monica.engine.city import City
from game.monica.engine.scoring import (card_points, ring_status, score_players, space_facts,
                                 tag_groups, unplaced_count)

B, S = BEACH, STREET

# Objective C's penalty turns rings and unplaced people into plain numbers, and
# its other lines stay 0 in cities without waves or full columns beyond the
# start; tests that only look at one category use a neutral objective instead.
NEUTRAL = Objective("N", "Neutral", "grey", {"kind": "per_group", "points": 0},
                    {"kind": "full_columns", "per": 0},
                    {"kind": "cards_with_unplaced", "points": 0})


def tile(tags: tuple[str, ...] = ("tourist",), setup: tuple[dict[str, Any], ...] = (),
         vip: VipRule | None = None, name: str = "Pier Gate") -> StartingTile:
    return make_starting_tile("S1", name, tags, setup,
                              vip or VipRule(("tourist", "local"), (B, S)))


def card(cid: str, row: int, tags: tuple[str, ...] = (), *score: dict[str, Any],
         ring: Ring | None = None, place: tuple[dict[str, Any], ...] = (),
         name: str | None = None) -> FeatureCard:
    return make_feature_card(cid, name or cid, row, tags, place, ring, score)


def city(cards: dict[tuple[int, int], FeatureCard], start: StartingTile | None = None,
         people: list[tuple[str, tuple[int, int]]] = (), footprints: set = frozenset(),
         sand_dollars: int = 0) -> City:
    c = City(start or tile(), 0, dict(cards), sand_dollars=sand_dollars)
    for kind, pos in people:
        c.add_person(kind, pos)
    c.footprints |= set(footprints)
    return c


def report(c: City, objective: Objective = NEUTRAL) -> dict[str, Any]:
    return score_players([c], ["Ann"], objective)["players"][0]


# -- adjacency icons ---------------------------------------------------------
class TestAdjacent:
    ICON = {"adjacent": "nature", "points": 2}

    def test_scores_once_with_a_neighbour_carrying_the_tag(self) -> None:
        c = city({(B, 1): card("X", B, ("wave",), self.ICON),
                  (B, 2): card("N", B, ("nature",)), (S, 1): card("M", S, ("nature",))})
        assert card_points(c, (B, 1)) == 2          # two neighbours: no stacking

    def test_own_tags_and_diagonals_never_count(self) -> None:
        c = city({(B, 1): card("X", B, ("nature",), self.ICON),
                  (S, 2): card("N", S, ("nature",)), (S, 1): card("M", S, ("local",))})
        assert card_points(c, (B, 1)) == 0

    def test_starting_tile_tags_are_on_its_street_half(self) -> None:
        icon = {"adjacent": "tourist", "points": 3}
        c = city({(B, 1): card("X", B, (), icon), (S, 1): card("Y", S, (), icon)})
        assert card_points(c, (S, 1)) == 3          # next to the street half
        assert card_points(c, (B, 1)) == 0          # the beach half has no tags

    def test_connected_adjacency_needs_the_minimum_in_total(self) -> None:
        icon = {"adjacent": "wave", "min": 2, "points": 4}
        one = city({(B, 1): card("X", B, (), icon), (B, 2): card("W", B, ("wave",))})
        assert card_points(one, (B, 1)) == 0
        spread = city({(B, 1): card("X", B, (), icon), (B, 2): card("W", B, ("wave",)),
                       (S, 1): card("V", S, ("wave",))})
        assert card_points(spread, (B, 1)) == 4
        double = city({(B, 1): card("X", B, (), icon), (B, 2): card("W", B, ("wave", "wave"))})
        assert card_points(double, (B, 1)) == 4

    @pytest.mark.parametrize("waves, points", [(0, 0), (1, 3), (2, 5), (3, 5)])
    def test_tiers_are_either_or(self, waves: int, points: int) -> None:
        icon = {"adjacent_tiers": "wave", "tiers": [[1, 3], [2, 5]]}
        cards = {(B, 1): card("X", B, (), icon)}
        for i, pos in enumerate([(B, 2), (S, 1), (B, 2)][:waves]):
            prev = cards.get(pos)
            tags = (prev.tags if prev else ()) + ("wave",)
            cards[pos] = card(f"W{i}", pos[0], tags)
        assert card_points(city(cards), (B, 1)) == points

    def test_adjacent_all_needs_every_tag(self) -> None:
        icon = {"adjacent_all": ["local", "tourist", "business", "sports"], "points": 6}
        # The street card at col 1 sits between the start tile (tourist) and
        # col 2; the beach card above it brings the rest.
        full = city({(S, 1): card("X", S, (), icon), (S, 2): card("L", S, ("local", "business")),
                     (B, 1): card("P", B, ("sports",))})
        assert card_points(full, (S, 1)) == 6
        partial = city({(S, 1): card("X", S, (), icon), (S, 2): card("L", S, ("local",)),
                        (B, 1): card("P", B, ("sports",))})
        assert card_points(partial, (S, 1)) == 0

    def test_adjacent_ring_filled_or_not(self) -> None:
        near = {"adjacent_ring": True, "points": 2}
        far = {"adjacent_ring": False, "points": 2}
        ringed = card("R", B, (), ring=Ring(3, tourist=1))
        c = city({(B, 1): card("X", B, (), near), (B, 2): ringed, (B, 3): card("Y", B, (), far),
                  (S, 1): card("Z", S, (), far)})
        assert card_points(c, (B, 1)) == 2        # ring empty: still counts
        assert card_points(c, (B, 3)) == 0
        assert card_points(c, (S, 1)) == 2        # the starting tile has no ring

    def test_adjacent_gives_reads_placement_icons(self) -> None:
        dollars = {"adjacent_gives": "sand_dollar", "points": 2}
        people = {"adjacent_gives": "people", "points": -2}
        c = city({(S, 1): card("X", S, (), dollars, people),
                  (S, 2): card("G", S, (), place=({"gain": "sand_dollar", "n": 1},)),
                  (B, 1): card("T", B, (), place=({"move": "tourist", "count": 1, "steps": 2},))})
        assert card_points(c, (S, 1)) == 2        # moving is not gaining people
        c.cards[(B, 1)] = card("T", B, (), place=({"gain": "tourist", "n": 1},))
        assert card_points(c, (S, 1)) == 0        # 2 - 2

    def test_adjacent_gives_counts_the_starting_tile_setup(self) -> None:
        icon = {"adjacent_gives": "sand_dollar", "points": 2}
        gate = tile(setup=({"gain": "vip", "n": 1}, {"gain": "sand_dollar", "n": 1}))
        c = city({(S, 1): card("X", S, (), icon), (B, 1): card("Y", B, (), icon)}, gate)
        assert card_points(c, (S, 1)) == 2
        assert card_points(c, (B, 1)) == 0        # next to the beach half only
        vip_only = tile(setup=({"gain": "vip", "n": 2},))
        c2 = city({(S, 1): card("X", S, (), {"adjacent_gives": "people", "points": -2})},
                  vip_only)
        assert card_points(c2, (S, 1)) == 0       # VIPs are not locals or tourists


# -- chains ------------------------------------------------------------------
class TestChain:
    def test_minimum_met_and_missed(self) -> None:
        icon = {"chain": "nature", "min": 3, "points": 4}
        cards = {(B, 1): card("X", B, ("nature",), icon), (S, 1): card("Y", S, ("nature",))}
        assert card_points(city(cards), (B, 1)) == 0
        cards[(S, 2)] = card("Z", S, ("nature",))          # weaves across rows
        assert card_points(city(cards), (B, 1)) == 4

    def test_per_tag_scores_each_copy(self) -> None:
        icon = {"chain": "nature", "min": 5, "points": 1, "per_tag": True}
        cards = {(B, 1): card("X", B, ("nature", "nature"), icon),
                 (B, 2): card("Y", B, ("nature", "nature"))}
        assert card_points(city(cards), (B, 1)) == 0       # 4 < 5
        cards[(B, 3)] = card("Z", B, ("nature", "nature", "nature"))
        assert card_points(city(cards), (B, 1)) == 7

    def test_chain_runs_through_the_starting_tile_street_half(self) -> None:
        icon = {"chain": "local", "min": 3, "points": 3}
        c = city({(S, 1): card("X", S, ("local",), icon), (S, -1): card("Y", S, ("local",))},
                 tile(("local",)))
        assert card_points(c, (S, 1)) == 3

    def test_beach_half_breaks_nothing_but_carries_nothing(self) -> None:
        icon = {"chain": "wave", "min": 2, "points": 3}
        c = city({(B, 1): card("X", B, ("wave",), icon), (B, -1): card("Y", B, ("wave",))})
        assert card_points(c, (B, 1)) == 0                 # the beach half is no wave
        assert sorted(s for s, _ in tag_groups(c, "wave")) == [1, 1]

    def test_card_without_the_tag_is_in_no_chain(self) -> None:
        icon = {"chain": "local", "min": 1, "points": 3}
        c = city({(S, 1): card("X", S, ("nature",), icon), (S, 2): card("Y", S, ("local",))})
        assert card_points(c, (S, 1)) == 0


# -- sand dollars and city-wide tags -----------------------------------------
def test_sand_dollar_icons_floor_and_stack() -> None:
    # EN p.8: four sand dollars, a 2:1 and a 1:1 card: 2 + 4 = 6 points.
    c = city({(B, 1): card("X", B, (), {"sand_dollars": 2, "points": 1}),
              (B, 2): card("Y", B, (), {"sand_dollars": 1, "points": 1})}, sand_dollars=4)
    assert report(c)["categories"]["cards"] == 6
    c.sand_dollars = 5
    assert card_points(c, (B, 1)) == 2


def test_city_tags_counts_every_copy_including_the_start_tile() -> None:
    icon = {"city_tags": "tourist", "per": 2, "points": 1}
    c = city({(B, 1): card("X", B, ("tourist",), icon),
              (B, 2): card("Y", B, ("tourist", "tourist")),
              (S, 1): card("Z", S, ())})
    assert card_points(c, (B, 1)) == 2                     # 4 tourists (1 on the tile)


def test_unknown_icon_is_an_error() -> None:
    c = city({(B, 1): card("X", B, (), {"sparkle": 1, "points": 2})})
    with pytest.raises(ValueError):
        card_points(c, (B, 1))


# -- rings and unplaced people -----------------------------------------------
class TestRings:
    def test_kind_slots_fill_before_any_slots(self) -> None:
        ring = Ring(4, tourist=1, any=1)
        c = city({(B, 1): card("R", B, (), ring=ring)},
                 people=[("local", (B, 1)), ("tourist", (B, 1))])
        assert ring_status(c) == {(B, 1): (2, True)}
        assert unplaced_count(c) == 0
        assert report(c)["categories"]["rings"] == 4

    def test_wrong_kinds_only_take_any_slots(self) -> None:
        c = city({(B, 1): card("R", B, (), ring=Ring(4, tourist=1, any=1))},
                 people=[("local", (B, 1)), ("local", (B, 1))])
        assert ring_status(c) == {(B, 1): (1, False)}
        assert unplaced_count(c) == 1
        p = report(c)
        assert p["categories"]["rings"] == 0
        assert p["spaces"][0]["ring"] == 0 and p["spaces"][0]["filled"] is False

    def test_overfull_ring_scores_and_the_rest_are_unplaced(self) -> None:
        c = city({(B, 1): card("R", B, (), ring=Ring(3, tourist=1))},
                 people=[("tourist", (B, 1))] * 3)
        assert ring_status(c) == {(B, 1): (1, True)}
        assert unplaced_count(c) == 2
        assert report(c)["categories"]["rings"] == 3

    def test_any_number_ring_takes_everyone(self) -> None:
        c = city({(B, 1): card("R", B, (), ring=Ring(3, any_number=True)),
                  (B, 2): card("Q", B, (), ring=Ring(3, any_number=True))},
                 people=[("tourist", (B, 1)), ("vip", (B, 1)), ("local", (B, 1))])
        assert ring_status(c) == {(B, 1): (3, True), (B, 2): (0, False)}
        assert unplaced_count(c) == 0
        assert report(c)["categories"]["rings"] == 3

    def test_people_off_rings_and_on_the_start_tile_are_unplaced(self) -> None:
        c = city({(B, 1): card("X", B, ())},
                 people=[("vip", (S, 0)), ("local", (B, 0)), ("tourist", (B, 1))])
        assert ring_status(c) == {}
        assert unplaced_count(c) == 3
        assert report(c)["unplaced"] == 3

    def test_vip_slots(self) -> None:
        c = city({(B, 1): card("R", B, (), ring=Ring(5, vip=1, local=2))},
                 people=[("vip", (B, 1)), ("local", (B, 1)), ("local", (B, 1))])
        assert ring_status(c) == {(B, 1): (3, True)}


# -- footprints --------------------------------------------------------------
class TestFootprints:
    def test_tag_rule_scores_each_matching_copy(self) -> None:
        vip = VipRule(("tourist", "local"), (B, S))
        c = city({(B, 1): card("X", B, ("local", "local", "wave")),
                  (S, 1): card("Y", S, ("nature",))},
                 tile(("tourist",), vip=vip), footprints={(B, 1), (S, 1), (S, 0), (B, 0)})
        # 2 locals + 0 + the tile's tourist + nothing on the beach half.
        assert report(c)["categories"]["footprints"] == 3

    def test_tag_rule_respects_rows(self) -> None:
        vip = VipRule(("business",), (S,))
        c = city({(B, 1): card("X", B, ("business",)), (S, 1): card("Y", S, ("business",))},
                 tile(("local",), vip=vip), footprints={(B, 1), (S, 1)})
        assert report(c)["categories"]["footprints"] == 1

    def test_beach_rule_counts_the_start_tile_beach_half(self) -> None:
        vip = VipRule(beach_cards=True)
        c = city({(B, 1): card("X", B, ("wave",)), (S, 1): card("Y", S, ("local",))},
                 tile(("sports",), vip=vip), footprints={(B, 0), (B, 1), (S, 1), (S, 0)})
        p = report(c)
        assert p["categories"]["footprints"] == 2
        assert {(s["row"], s["col"]): s["footprint"] for s in p["spaces"]} == {
            ("beach", 1): 1, ("street", 1): 0}

    def test_footprint_on_an_empty_space_is_ignored(self) -> None:
        c = city({}, tile(vip=VipRule(beach_cards=True)), footprints={(B, 4)})
        assert report(c)["categories"]["footprints"] == 0


# -- the report, ranks and tie-breaks ----------------------------------------
def test_report_shape_and_total() -> None:
    a = city({(B, 1): card("X", B, ("wave",), {"adjacent": "tourist", "points": 2},
                           ring=Ring(4, tourist=1)),
              (S, 1): card("Y", S, ("nature",), {"adjacent": "wave", "points": 3})},
             people=[("tourist", (B, 1)), ("local", (S, 1))], footprints={(S, 0)},
             sand_dollars=3)
    objective = Objective("C", "Full Blocks", "orange",
                          {"kind": "group_table", "table": [1, 3, 6, 10]},
                          {"kind": "full_columns", "per": 1},
                          {"kind": "rings_and_unplaced", "ring": 1, "per": 2, "points": -1})
    out = score_players([a], ["Ann"], objective)
    assert set(out) == {"players", "winners"}
    p = out["players"][0]
    assert set(p) >= {"name", "total", "categories", "spaces", "unplaced", "sand_dollars",
                      "longest_group", "rank"}
    assert p["categories"] == {"cards": 3, "rings": 4, "footprints": 1, "wave": 1, "misc": 2,
                               "penalty": 1}
    assert p["total"] == sum(p["categories"].values()) == 12
    assert p["spaces"] == [
        {"row": "beach", "col": 1, "cards": 0, "ring": 4, "filled": True, "card": "X",
         "footprint": 0, "unplaced": 0},
        {"row": "street", "col": 1, "cards": 3, "ring": 0, "filled": False, "card": "Y",
         "footprint": 0, "unplaced": 1}]
    assert (p["unplaced"], p["sand_dollars"], p["longest_group"], p["rank"]) == (1, 3, 1, 1)
    assert out["winners"] == ["Ann"]


def _scorer(points: int, sand: int, longest: int) -> City:
    """A city worth ``points`` with ``sand`` sand dollars and a local group of ``longest``."""
    cards = {(S, 1): card("P", S, ("local",) * longest, ring=Ring(points, any_number=True))}
    people = [("local", (S, 1))] if points else []
    return city(cards, tile(("nature",)), people=people, sand_dollars=sand)


def test_ties_broken_by_sand_dollars_then_longest_group() -> None:
    cities = [_scorer(5, 2, 1), _scorer(5, 3, 1), _scorer(5, 3, 2), _scorer(9, 0, 1)]
    out = score_players(cities, ["A", "B", "C", "D"], NEUTRAL)
    assert [p["rank"] for p in out["players"]] == [4, 3, 2, 1]
    assert out["winners"] == ["D"]


def test_full_ties_share_the_rank() -> None:
    cities = [_scorer(5, 2, 2), _scorer(5, 2, 2), _scorer(1, 0, 1), _scorer(5, 2, 2)]
    out = score_players(cities, ["A", "B", "C", "D"], NEUTRAL)
    assert [p["rank"] for p in out["players"]] == [1, 1, 4, 1]
    assert out["winners"] == ["A", "B", "D"]


def test_longest_group_includes_waves() -> None:
    c = city({(B, 1): card("X", B, ("wave", "wave")), (B, 2): card("Y", B, ("wave", "nature"))})
    assert report(c)["longest_group"] == 3


def test_names_and_cities_must_match() -> None:
    with pytest.raises(ValueError):
        score_players([city({})], ["Ann", "Bob"], NEUTRAL)


def test_tag_groups_lists_sizes_and_spaces() -> None:
    c = city({(S, 1): card("X", S, ("tourist", "tourist")), (S, 3): card("Y", S, ("tourist",)),
              (S, 2): card("Z", S, ("local",))})
    assert tag_groups(c, "tourist") == [(3, {(S, 0), (S, 1)}), (1, {(S, 3)})]
    assert tag_groups(c, "sports") == []


# -- explanations ------------------------------------------------------------
def test_space_facts_hit_and_near_miss() -> None:
    c = city({(S, 1): card("X", S, ("nature",), {"adjacent": "tourist", "points": 2},
                           {"chain": "nature", "min": 5, "points": 1, "per_tag": True}),
              (S, 2): card("Y", S, ("nature", "nature", "nature"))},
             tile(("tourist",), name="Pier Arcade"))
    facts = space_facts(c, (S, 1))
    assert [(f.points, f.have, f.need) for f in facts] == [(2, 1, 1), (0, 4, 5)]
    assert facts[0].icon == {"adjacent": "tourist", "points": 2}
    assert facts[0].kind == "adjacent" and facts[0].spaces == ((S, 0),)   # the tile counts
    assert facts[1].kind == "chain" and facts[1].has_tag
    assert space_facts(c, (S, 0)) == []
    assert space_facts(c, (B, 7)) == []


def test_space_facts_agree_with_card_points_for_every_kind() -> None:
    icons = [{"adjacent": "wave", "points": 1}, {"adjacent": "wave", "min": 2, "points": 2},
             {"adjacent_tiers": "wave", "tiers": [[1, 3], [2, 5]]},
             {"adjacent_all": ["wave", "tourist"], "points": 4},
             {"adjacent_ring": True, "points": 2}, {"adjacent_ring": False, "points": 2},
             {"adjacent_gives": "sand_dollar", "points": 2},
             {"adjacent_gives": "people", "points": -2},
             {"chain": "wave", "min": 2, "points": 3},
             {"chain": "wave", "min": 1, "points": 1, "per_tag": True},
             {"sand_dollars": 2, "points": 1}, {"city_tags": "wave", "per": 2, "points": 1}]
    c = city({(B, 1): card("X", B, ("wave",), *icons),
              (B, 2): card("W", B, ("wave", "wave"), ring=Ring(2, local=1),
                           place=({"gain": "sand_dollar", "n": 1},))}, sand_dollars=5)
    facts = space_facts(c, (B, 1))
    assert len(facts) == len(icons)
    expected = [1, 2, 5, 0, 2, 0, 2, 0, 3, 3, 2, 1]
    assert [f.points for f in facts] == expected
    assert card_points(c, (B, 1)) == sum(expected)
    assert facts[3].missing == ("tourist",)                    # adjacent_all: no tourist near
    assert facts[2].next_min == 0 and facts[4].spaces == ((B, 2),)
