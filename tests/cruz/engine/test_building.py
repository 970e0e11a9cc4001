"""Building ("BAUEN"): landing, ship/river/path, what and from where, points,
bird chips, revealing, occupied fields, face-down tiles, the double move and
the add-on."""
from __future__ import annotations

import pytest

from game.cruz.engine import (Build, BuildCard, EventKind, IllegalAction, Land, Phase, PlayBuild,
                              apply_action, legal_actions)

from game.cruz.engine import rounds

from .fixtures import arranged, field_of, in_play, put, snapshot

SHIP, RIVER, PATH, DOUBLE = BuildCard.SHIP, BuildCard.RIVER, BuildCard.PATH, BuildCard.DOUBLE


def ids(state, fields):  # type: ignore[no-untyped-def]
    return sorted(state.geo.ids[f] for f in fields)


def kinds(events):  # type: ignore[no-untyped-def]
    return [e.kind for e in events]


def test_landing_is_building_points_chip_and_reveal() -> None:
    s = arranged(3)                       # youngest (2) starts; then 0, then 1
    assert s.phase is Phase.LANDING and s.current == 2
    assert ids(s, s.targets) == ["k1", "k2", "k3", "k4", "k5", "k6"]
    pool = len(s.chip_pool)
    events = apply_action(s, Land("k1"))
    assert kinds(events)[:4] == [EventKind.BUILT, EventKind.SCORED, EventKind.CHIP_DRAWN,
                                 EventKind.TILES_REVEALED]
    assert field_of(s, "k1") == (2, -1)
    assert s.seats[2].supply == [1, 3, 8]
    assert s.scores[2] == 0 + 2           # start position 0, the tile's 2 points
    assert len(s.seats[2].chips) == 1 and len(s.chip_pool) == pool - 1
    assert s.face_up[s.geo.index["l1"]]   # joined to k1 by path and river
    assert events[3]["tiles"] == (("l1", s.tile_at[s.geo.index["l1"]]),)
    assert s.current == 0 and s.phase is Phase.LANDING


def test_landing_needs_a_free_coast_field_no_add_on() -> None:
    s = arranged(3)
    apply_action(s, Land("k1"))
    apply_action(s, Land("k2"))
    before = snapshot(s)                  # seat 1 is the round's last player
    with pytest.raises(IllegalAction, match="occupied"):
        apply_action(s, Land("k1"))
    with pytest.raises(IllegalAction, match="not a coast field"):
        apply_action(s, Land("l1"))
    with pytest.raises(IllegalAction, match="not a field"):
        apply_action(s, Land("zz"))
    assert snapshot(s) == before
    apply_action(s, Land("k3"))
    assert s.phase is Phase.PLAY and s.current == 2       # the start player plays first


def test_ship_reaches_free_coast_with_the_building_in_supply() -> None:
    s = in_play(arranged(3), 0)
    put(s, 2, "k1")
    s.seats[0].supply = [2, 0, 8]         # no church: k3 shows a church
    apply_action(s, PlayBuild(SHIP))
    assert ids(s, s.targets) == ["k2", "k4", "k5", "k6"]
    assert s.add_on_targets == ()         # seat 0 is not the last player


def test_river_reaches_anywhere_along_a_river_with_an_own_building() -> None:
    s = in_play(arranged(3), 0)
    put(s, 0, "k1")
    apply_action(s, PlayBuild(RIVER))
    assert ids(s, s.targets) == ["l1", "l3", "v1"]        # long river; face down or not
    s2 = in_play(arranged(3), 0)
    put(s2, 0, "l6")
    apply_action(s2, PlayBuild(RIVER))
    assert ids(s2, s2.targets) == ["k5", "l5"]


def test_path_reaches_only_directly_joined_fields() -> None:
    s = in_play(arranged(3), 0)
    put(s, 0, "k1")
    apply_action(s, PlayBuild(PATH))
    assert ids(s, s.targets) == ["l1"]
    apply_action(s, Build("l1"))
    assert s.phase is Phase.PLAY and s.current == 1


def test_a_card_that_cannot_build_may_be_played_and_ends_the_turn() -> None:
    s = in_play(arranged(3), 0)           # seat 0 has no building: river and path reach nothing
    assert PlayBuild(PATH) in legal_actions(s) and PlayBuild(SHIP) in legal_actions(s)
    events = apply_action(s, PlayBuild(PATH))
    assert kinds(events) == [EventKind.CARD_PLAYED, EventKind.NO_BUILD, EventKind.TURN_STARTED]
    assert events[1]["reason"] == "no_target"
    assert s.seats[0].builds == [1, 1, 0, 1] and s.seats[0].played_builds == [PATH]
    assert s.current == 1


def test_building_is_compulsory_when_possible() -> None:
    s = in_play(arranged(3), 0)
    apply_action(s, PlayBuild(SHIP))
    assert all(isinstance(a, Build) for a in legal_actions(s))
    with pytest.raises(IllegalAction):
        apply_action(s, PlayBuild(PATH))


def test_face_down_tile_revealed_and_built_when_in_supply() -> None:
    s = in_play(arranged(3), 0)
    put(s, 0, "k1")
    apply_action(s, PlayBuild(RIVER))
    events = apply_action(s, Build("l3"))             # face down: a church, 3 points
    assert events[0].kind is EventKind.TILES_REVEALED and events[0]["chosen"] is True
    assert field_of(s, "l3") == (0, -1) and s.seats[0].supply == [1, 2, 8]


def test_face_down_tile_without_the_building_in_supply_ends_the_turn() -> None:
    s = in_play(arranged(3), 0)
    put(s, 0, "k1")
    s.seats[0].supply = [1, 0, 8]
    apply_action(s, PlayBuild(RIVER))
    assert "l3" in ids(s, s.targets)                  # face down: a target all the same
    events = apply_action(s, Build("l3"))
    assert kinds(events)[:2] == [EventKind.TILES_REVEALED, EventKind.NO_BUILD]
    assert events[1]["reason"] == "supply"
    assert field_of(s, "l3") == (-1, -1) and s.face_up[s.geo.index["l3"]]
    assert s.current == 1 and s.phase is Phase.PLAY


def test_occupied_fields_are_no_targets() -> None:
    s = in_play(arranged(3), 0)
    put(s, 0, "k1")
    put(s, 2, "l1")
    apply_action(s, PlayBuild(RIVER))
    assert ids(s, s.targets) == ["l3", "v1"]
    with pytest.raises(IllegalAction, match="occupied"):
        apply_action(s, Build("l1"))


def test_double_builds_twice_the_same_kind() -> None:
    s = in_play(arranged(3), 0)
    put(s, 0, "k1")
    s.face_up[s.geo.index["l1"]] = True
    apply_action(s, PlayBuild(DOUBLE, PATH))
    assert s.builds_left == 2 and ids(s, s.targets) == ["l1"]
    apply_action(s, Build("l1"))
    assert s.phase is Phase.BUILD and s.builds_left == 1
    assert ids(s, s.targets) == ["l2", "l3"]          # reached through the first build
    apply_action(s, Build("l2"))
    assert s.current == 1 and s.seats[0].builds == [1, 1, 1, 0]


def test_double_needs_a_kind() -> None:
    s = in_play(arranged(3), 0)
    with pytest.raises(IllegalAction, match="double move"):
        apply_action(s, PlayBuild(DOUBLE))
    with pytest.raises(IllegalAction, match="takes no kind"):
        apply_action(s, PlayBuild(SHIP, PATH))


def test_double_path_ends_when_the_first_face_down_tile_cannot_be_built() -> None:
    s = in_play(arranged(3), 0)
    put(s, 0, "k1")                       # l1 left face down (a house)
    s.seats[0].supply = [1, 3, 0]
    apply_action(s, PlayBuild(DOUBLE, PATH))
    events = apply_action(s, Build("l1"))
    assert EventKind.NO_BUILD in kinds(events)
    assert s.current == 1                 # "Hat er kein passendes Gebäude ..., endet sein Zug"


def test_double_river_second_build_after_a_failed_first() -> None:
    s = in_play(arranged(3), 0)
    put(s, 0, "k1")
    s.seats[0].supply = [1, 0, 8]         # l3 is a church
    apply_action(s, PlayBuild(DOUBLE, RIVER))
    apply_action(s, Build("l3"))
    # "Sonderfall bei 2x Fluss: ... baut er das zweite (wenn möglich) trotzdem."
    assert s.phase is Phase.BUILD and s.current == 0 and ids(s, s.targets) == ["l1", "v1"]
    apply_action(s, Build("v1"))
    assert field_of(s, "v1") == (0, -1) and s.current == 1


def test_double_second_build_skipped_when_nothing_is_left() -> None:
    s = in_play(arranged(3), 0)
    for seat, fid in ((1, "k1"), (2, "k2"), (1, "k3"), (2, "k4"), (1, "k5")):
        put(s, seat, fid)
    apply_action(s, PlayBuild(DOUBLE, SHIP))
    events = apply_action(s, Build("k6"))
    assert kinds(events)[-2:] == [EventKind.NO_BUILD, EventKind.TURN_STARTED]
    assert s.current == 1


def test_add_on_last_player_once_a_round_with_points_and_chip() -> None:
    s = in_play(arranged(3), 1)           # seat 1: the round's last player (start is 2)
    assert s.last_player == 1
    put(s, 0, "k1")
    put(s, 2, "k2")
    put(s, 1, "k3")
    s.seats[1].builds = [2, 0, 0, 0]
    apply_action(s, PlayBuild(SHIP))
    assert ids(s, s.add_on_targets) == ["k1", "k2"]   # not its own k3
    chips = len(s.seats[1].chips)
    score = s.scores[1]
    events = apply_action(s, Build("k1", add_on=True))
    assert events[0].kind is EventKind.BUILT and events[0]["add_on"] is True
    assert field_of(s, "k1") == (0, 1) and s.add_on_used
    assert s.scores[1] == score + 2 and len(s.seats[1].chips) == chips + 1
    in_play(s, 1, (1, 0, 0, 0))
    apply_action(s, PlayBuild(SHIP))
    assert s.add_on_targets == ()         # "einmalig"


def test_add_on_needs_supply_and_reach_and_one_building() -> None:
    s = in_play(arranged(3), 1)
    put(s, 0, "k1")
    put(s, 2, "k2")
    s.seats[1].supply = [0, 3, 8]         # k1 shows a lighthouse
    apply_action(s, PlayBuild(SHIP))
    assert ids(s, s.add_on_targets) == ["k2"]
    with pytest.raises(IllegalAction, match="no lighthouse left"):
        apply_action(s, Build("k1", add_on=True))
    with pytest.raises(IllegalAction, match="free"):
        apply_action(s, Build("k4", add_on=True))
    t = in_play(arranged(3), 1)
    put(t, 0, "l1")
    put(t, 1, "k1")
    apply_action(t, PlayBuild(PATH))
    assert ids(t, t.add_on_targets) == ["l1"]


def test_no_add_on_for_other_players() -> None:
    s = in_play(arranged(3), 0)
    put(s, 2, "k1")
    apply_action(s, PlayBuild(SHIP))
    assert s.add_on_targets == ()
    with pytest.raises(IllegalAction, match="may not add on"):
        apply_action(s, Build("k1", add_on=True))


def test_empty_chip_pool_draws_nothing() -> None:
    s = arranged(3)
    s.chip_pool = []
    events = apply_action(s, Land("k1"))
    assert EventKind.NO_CHIP_LEFT in kinds(events) and s.seats[2].chips == []


def test_illegal_actions_change_nothing() -> None:
    s = in_play(arranged(3), 0)
    put(s, 0, "k1")
    before = snapshot(s)
    for bad in (Build("l1"), Land("k2"), PlayBuild(DOUBLE, DOUBLE), "ship", None):
        with pytest.raises(IllegalAction):
            apply_action(s, bad)          # type: ignore[arg-type]
        assert snapshot(s) == before


def test_no_free_coast_field_means_no_landing() -> None:
    s = arranged(3)
    for seat, fid in ((0, "k1"), (0, "k2"), (1, "k3"), (1, "k4"), (0, "k5"), (1, "k6")):
        put(s, seat, fid)
    events: list = []                     # type: ignore[type-arg]
    rounds.next_lander(s, events)
    assert [e.kind for e in events] == [EventKind.NO_BUILD] * 3 + [EventKind.TURN_STARTED]
    assert all(e["landing"] for e in events[:3])
    assert s.phase is Phase.PLAY and s.current == 2
