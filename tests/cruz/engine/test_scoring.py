"""The 16 scoring cards ("WERTEN"), the fish bonus, the eruption and the track
("PUNKTE ABTRAGEN")."""
from __future__ import annotations

import pytest

from game.cruz.engine import (EventKind, GameState, PlayScoring, ScoringCard as C, apply_action,
                              score_breakdown)
from game.cruz.engine.scoring import card_points
from game.cruz.engine.track import enter

from .fixtures import arranged, field_of, in_play, put

BUILT = {0: ["k1", "l1", "l2", "l3", "v1"],   # lighthouse/fish+3, wood, sugar, gold, gold
         1: ["k5", "l4", "k2", "k6"],         # fish+sheep (+2), sheep, sheep, sugar: 4 houses
         2: ["v2", "v3", "k3"]}               # church, lighthouse (volcano), church/wood


def table() -> GameState:
    s = arranged(3)
    for seat, fields in BUILT.items():
        for fid in fields:
            put(s, seat, fid)
    s.seats[0].chips = [1, 3]
    s.seats[2].chips = [2]
    return s


# (card points per seat, fish bonus per seat)
EXPECTED = {
    C.SHEEP: ([0, 7, 0], [0, 0, 0]),
    C.FISH: ([5, 5, 0], [3, 2, 0]),
    C.WOOD: ([6, 0, 6], [0, 0, 0]),
    C.SUGAR: ([7, 7, 0], [0, 0, 0]),
    C.GOLD: ([6, 0, 0], [0, 0, 0]),
    C.FISH_SHEEP: ([3, 7, 0], [3, 2, 0]),
    C.WOOD_SUGAR: ([7, 3, 3], [0, 0, 0]),
    C.GOLD_10: ([10, 0, 0], [0, 0, 0]),
    C.HOUSES_4: ([0, 6, 0], [0, 0, 0]),
    C.THREE_KINDS: ([6, 0, 0], [0, 0, 0]),
    C.CONNECTED_4: ([7, 0, 0], [0, 0, 0]),
    C.COAST: ([3, 9, 3], [0, 0, 0]),
    C.RIVER: ([12, 3, 0], [0, 0, 0]),
    C.VOLCANO: ([3, 0, 6], [0, 0, 0]),
    C.ERUPTION: ([-2, 0, -4], [0, 0, 0]),
    C.BIRDS: ([4, 0, 2], [0, 0, 0]),
}


def test_every_card_is_tested() -> None:
    assert set(EXPECTED) == set(C)


@pytest.mark.parametrize("card", list(C), ids=lambda c: c.value)
def test_card_points(card: C) -> None:
    assert card_points(table(), card) == tuple(list(x) for x in EXPECTED[card])


@pytest.mark.parametrize("card", list(C), ids=lambda c: c.value)
def test_playing_the_card_enters_points(card: C) -> None:
    s = in_play(table(), 1, (0, 0, 0, 0), (card,))
    before = s.scores[:]
    events = apply_action(s, PlayScoring(card))
    base, bonus = EXPECTED[card]
    assert s.scores == [b + x + y for b, x, y in zip(before, base, bonus, strict=True)]
    scoring = [e for e in events if e.kind is EventKind.SCORING][0]
    assert list(scoring["points"]) == [x + y for x, y in zip(base, bonus, strict=True)]
    moved = [e.player for e in events if e.kind is EventKind.SCORED]
    # the player who played first, then clockwise; 0 points: no move
    assert moved == [seat for seat in (1, 2, 0) if base[seat] + bonus[seat]]
    assert s.seats[1].played_scoring == [card] and s.current == 2


def test_a_resource_scores_once() -> None:
    s = table()
    put(s, 1, "l3")                       # seat 1 gets gold too; seat 0 has two golds
    assert card_points(s, C.GOLD_10)[0] == [10, 10, 0]


def test_fish_bonus_counts_every_fish_building() -> None:
    s = table()
    put(s, 0, "k5")                       # a second fish tile (+2) for seat 0
    assert card_points(s, C.FISH)[1][0] == 3 + 2


def test_connected_needs_paths_not_rivers() -> None:
    s = arranged(3)
    for fid in ("k5", "l5", "l6", "k1"):  # k5-l5 path, l5-l6 river only, k1 elsewhere
        put(s, 0, fid)
    assert card_points(s, C.CONNECTED_4)[0][0] == 0
    put(s, 0, "l4")                       # l4 joins l5 and l6 by paths: k5 l5 l4 l6
    assert card_points(s, C.CONNECTED_4)[0][0] == 7


def test_eruption_removes_volcano_buildings_until_round_2() -> None:
    s = in_play(table(), 0, (0, 0, 0, 0), (C.ERUPTION,))
    put(s, 1, "v1", add_on=True)          # two buildings on v1
    events = apply_action(s, PlayScoring(C.ERUPTION))
    eruption = [e for e in events if e.kind is EventKind.ERUPTION][0]
    assert sorted(fid for fid, _, _ in eruption["removed"]) == ["v1", "v1", "v2", "v3"]
    assert field_of(s, "v1") == (-1, -1) and field_of(s, "v2") == (-1, -1)
    assert s.seats[0].destroyed == [0, 0, 1] and s.seats[2].destroyed == [1, 1, 0]
    assert s.seats[2].supply == [2 - 1, 3 - 2, 8]    # destroyed ones do not come back yet
    assert "v1" not in [s.geo.ids[f] for f in s.seats[0].own]


def test_points_enter_behind_stones_on_the_same_score() -> None:
    s = arranged(3)
    s.scores = [10, 7, 4]
    s.track = [0, 1, 2]
    enter(s, 2, 6, "test", [])            # 4 -> 10: behind seat 0
    assert s.track == [0, 2, 1]
    enter(s, 1, 3, "test", [])            # 7 -> 10: behind both
    assert s.track == [0, 2, 1] and s.scores == [10, 10, 10]
    enter(s, 0, 0, "test", [])            # 0 points: the stone does not move
    assert s.track == [0, 2, 1]
    enter(s, 0, -1, "test", [])           # backwards: behind nobody on 9
    assert s.track == [2, 1, 0]
    enter(s, 2, -1, "test", [])           # back to 9: behind seat 0, there first
    assert s.track == [1, 0, 2]


def test_scores_may_go_below_zero() -> None:
    s = in_play(table(), 0, (0, 0, 0, 0), (C.ERUPTION,))
    s.scores = [1, 3, 0]
    s.track = [1, 0, 2]
    apply_action(s, PlayScoring(C.ERUPTION))
    assert s.scores == [-1, 3, -4] and s.track == [1, 0, 2]


def test_breakdown_keeps_cards_and_fish_bonus_apart() -> None:
    s = in_play(table(), 0, (0, 0, 0, 0), (C.FISH_SHEEP,))
    apply_action(s, PlayScoring(C.FISH_SHEEP))
    parts = score_breakdown(s)
    assert parts[0].rounds[0].cards == {"fish_sheep": 3} and parts[0].rounds[0].fish_bonus == 3
    assert parts[1].rounds[0].cards == {"fish_sheep": 7} and parts[1].rounds[0].fish_bonus == 2
