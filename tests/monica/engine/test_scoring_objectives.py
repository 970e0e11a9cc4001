"""The three objective tiles (A, B, C), line by line, and their explanations."""
from __future__ import annotations

import pytest

from game.monica.engine.cards import (BEACH, STREET, FeatureCard, Objective, Ring, VipRule,
                               make_feature_card, make_starting_tile)
from game.monica.engine.city import City
from game.monica.engine.objectives import rank_unplaced
from game.monica.engine.scoring import objective_facts, score_players

B, S = BEACH, STREET

A = Objective("A", "Big Swell", "blue", {"kind": "largest_group", "per": 2},
              {"kind": "largest_group", "per": 2},
              {"kind": "rank_unplaced", "most": -4, "second": -2})
OBJ_B = Objective("B", "Spread Out", "green", {"kind": "per_group", "points": 3},
                  {"kind": "groups_at_least", "min": 3, "points": 3},
                  {"kind": "cards_with_unplaced", "points": -1})
C = Objective("C", "Full Blocks", "orange", {"kind": "group_table", "table": [1, 3, 6, 10]},
              {"kind": "full_columns", "per": 1},
              {"kind": "rings_and_unplaced", "ring": 1, "per": 2, "points": -1})


def card(cid: str, row: int, tags: tuple[str, ...] = (), ring: Ring | None = None) -> FeatureCard:
    return make_feature_card(cid, cid, row, tags, (), ring, ())


def city(cards: dict[tuple[int, int], FeatureCard], tile_tags: tuple[str, ...] = ("sports",),
         people: list[tuple[str, tuple[int, int]]] = ()) -> City:
    tile = make_starting_tile("S9", "Test Tile", tile_tags, (), VipRule(("sports",), (S,)))
    c = City(tile, 0, dict(cards))
    for kind, pos in people:
        c.add_person(kind, pos)
    return c


def lines(c: City, objective: Objective) -> tuple[int, int, int]:
    cat = score_players([c], ["Ann"], objective)["players"][0]["categories"]
    return cat["wave"], cat["misc"], cat["penalty"]


def waves(*sizes_at: tuple[int, int, int]) -> dict[tuple[int, int], FeatureCard]:
    """Beach cards ``(col, waves, other_tags_count)``; non-wave filler is nature."""
    out = {}
    for col, n, filler in sizes_at:
        out[(B, col)] = card(f"W{col}", B, ("wave",) * n + ("nature",) * filler)
    return out


# -- A ----------------------------------------------------------------------
def test_a_wave_scores_one_largest_group() -> None:
    # Two groups of 3 (cols 1-2 and 4): "If you have 2 chains of equal size,
    # you only score one of them."
    cards = waves((1, 1, 0), (2, 2, 0), (4, 3, 0))
    cards[(B, 3)] = card("G", B, ("local",))
    assert lines(city(cards), A)[0] == 6


def test_a_misc_ignores_waves_and_takes_the_largest_other_group() -> None:
    cards = {(B, 1): card("X", B, ("wave",) * 4), (S, 1): card("Y", S, ("nature", "nature")),
             (S, 2): card("Z", S, ("nature", "local")), (S, -1): card("Q", S, ("sports",))}
    # nature 3 vs sports 2 (tile + Q): 2 per tag of the 3 nature.
    assert lines(city(cards), A)[:2] == (8, 6)


@pytest.mark.parametrize("counts, expected", [
    ([5, 3, 1], [-4, -2, 0]),
    ([5, 5, 1], [-4, -4, 0]),     # tied for most: all lose 4, nobody second
    ([3, 1, 1], [-4, -2, -2]),    # tied for second: both lose 2
    ([2, 0], [-4, 0]),
    ([4, 0, 0], [-4, 0, 0]),      # nobody with 0 unplaced loses anything
    ([0, 0, 0], [0, 0, 0]),
    ([1], [-4]),
    ([2, 2, 2, 2], [-4, -4, -4, -4]),
])
def test_a_penalty_ranks_unplaced_people(counts: list[int], expected: list[int]) -> None:
    assert [rank_unplaced(counts, i, -4, -2) for i in range(len(counts))] == expected


def test_a_penalty_in_score_players() -> None:
    def with_unplaced(n: int) -> City:
        return city({(B, 1): card("X", B)}, people=[("local", (B, 1))] * n)
    out = score_players([with_unplaced(n) for n in (2, 3, 3, 1)], ["A", "B", "C", "D"], A)
    assert [p["categories"]["penalty"] for p in out["players"]] == [0, -4, -4, 0]
    out = score_players([with_unplaced(n) for n in (2, 3, 0)], ["A", "B", "C"], A)
    assert [p["categories"]["penalty"] for p in out["players"]] == [-2, -4, 0]


# -- B ----------------------------------------------------------------------
def test_b_wave_counts_separate_groups() -> None:
    cards = waves((1, 1, 0), (2, 2, 0), (4, 1, 0), (6, 1, 0))
    cards[(S, 1)] = card("V", S, ("wave",))          # joins the group at cols 1-2
    assert lines(city(cards), OBJ_B)[0] == 9


def test_b_misc_counts_groups_of_three_once_each() -> None:
    cards = {(S, 1): card("X", S, ("local",) * 3), (S, 2): card("Y", S, ("local",) * 3),
             (S, 3): card("Z", S, ("business",)), (S, 4): card("P", S, ("local", "local")),
             (S, 5): card("Q", S, ("local",)), (B, 1): card("W", B, ("wave",) * 3),
             (B, 2): card("N", B, ("nature",) * 2)}
    # local 6 (one chain), local 3 (P+Q), nature 2 (too small), waves ignored.
    assert lines(city(cards), OBJ_B)[1] == 6


def test_b_penalty_counts_cards_and_the_start_tile_once() -> None:
    cards = {(B, 1): card("R", B, ring=Ring(2, tourist=1)), (S, 1): card("X", S),
             (S, 2): card("Y", S, ring=Ring(2, any=1))}
    people = [("vip", (S, 0)), ("vip", (B, 0)),                 # start tile: one card
              ("tourist", (B, 1)), ("tourist", (B, 1)),         # one over the ring
              ("local", (S, 1)), ("local", (S, 1)), ("local", (S, 1)),
              ("local", (S, 2))]                                # all placed
    assert lines(city(cards, people=people), OBJ_B)[2] == -3


# -- C ----------------------------------------------------------------------
def test_c_wave_table() -> None:
    cards = waves((1, 1, 0), (3, 2, 0), (5, 3, 0), (7, 4, 0), (9, 5, 0))
    for col in (2, 4, 6, 8):
        cards[(B, col)] = card(f"G{col}", B, ("local",))
    assert lines(city(cards), C)[0] == 1 + 3 + 6 + 10 + 10


def test_c_misc_longest_run_of_full_columns_includes_the_start_tile() -> None:
    cards = {(B, -1): card("a", B), (S, -1): card("b", S), (B, 1): card("c", B),
             (S, 1): card("d", S), (S, 2): card("e", S), (B, 3): card("f", B),
             (S, 3): card("g", S), (B, 4): card("h", B), (S, 4): card("i", S)}
    assert lines(city(cards), C)[1] == 3            # cols -1, 0, 1; col 2 breaks it
    assert lines(city({}), C)[1] == 1                 # the tile alone


def test_c_penalty_rings_and_pairs_of_unplaced() -> None:
    cards = {(B, 1): card("R", B, ring=Ring(3, tourist=1)),
             (B, 2): card("Q", B, ring=Ring(3, local=2)),
             (B, 3): card("P", B, ring=Ring(2, any_number=True))}
    people = [("tourist", (B, 1)), ("tourist", (B, 1)),         # filled, 1 out
              ("local", (B, 2)),                                # placed, not filled
              ("vip", (B, 3)), ("tourist", (B, 3)),             # filled
              ("vip", (S, 0)), ("local", (S, 0)), ("tourist", (S, 1 - 1))]
    # 2 filled rings, 4 unplaced: 2 - 2.
    assert lines(city(cards, people=people), C)[2] == 0
    people.append(("local", (S, 0)))
    assert lines(city(cards, people=people), C)[2] == 0     # 5 // 2 = 2
    people.append(("local", (S, 0)))
    assert lines(city(cards, people=people), C)[2] == -1


# -- explanations --------------------------------------------------------------
@pytest.mark.parametrize("objective", [A, OBJ_B, C], ids=["A", "B", "C"])
def test_objective_facts_agree_with_the_score(objective: Objective) -> None:
    cards = waves((1, 2, 1), (2, 1, 2), (4, 1, 0))
    cards[(B, 3)] = card("G", B, ("local",), ring=Ring(2, local=1))
    cards[(S, 1)] = card("X", S, ("nature",))
    cities = [city(cards, people=[("local", (B, 3)), ("vip", (S, 0)), ("vip", (S, 0))]),
              city({}, people=[("vip", (S, 0))])]
    out = score_players(cities, ["Ann", "Bob"], objective)
    for i in range(2):
        facts = objective_facts(cities, i, objective)
        assert [f.part for f in facts] == ["wave", "misc", "penalty"]
        assert [f.kind for f in facts] == [objective.wave["kind"], objective.misc["kind"],
                                           objective.penalty["kind"]]
        cat = out["players"][i]["categories"]
        assert [f.points for f in facts] == [cat["wave"], cat["misc"], cat["penalty"]]


def test_objective_facts_count_what_the_lines_read() -> None:
    cards = waves((1, 2, 0), (2, 1, 0))
    cards[(S, 1)] = card("X", S, ("nature", "nature", "nature"))
    c = city(cards, people=[("vip", (S, 0))] * 3)
    wave, misc, penalty = objective_facts([c], 0, A)
    assert (wave.points, wave.facts["largest"]) == (6, 3)
    assert (misc.points, misc.facts["largest"], misc.facts["tag"]) == (6, 3, "nature")
    assert (penalty.points, penalty.facts["unplaced"]) == (-4, 3)
    wave, misc, penalty = objective_facts([c], 0, C)
    assert wave.facts["groups"] == [3] and misc.facts["run"] == 2
    assert (penalty.points, penalty.facts["rings"], penalty.facts["unplaced"]) == (-1, 0, 3)
