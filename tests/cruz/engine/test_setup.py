"""Set-up ("VORBEREITUNG"): supplies, tiles, chips, scoring cards, sets, start
player and the stones on the track."""
from __future__ import annotations

from collections import Counter

import pytest

from game.cruz.engine import (Area, ChooseSet, EventKind, IllegalAction, Phase, apply_action,
                              events_for, legal_actions, new_game, start_game)
from game.cruz.engine.cards import SCORING_CARDS, SETS

from .fixtures import CHIPS, small_board, small_tiles


def game(players: int = 4, seed: int = 1, **kw: object):  # type: ignore[no-untyped-def]
    return new_game(small_board(), small_tiles(), CHIPS, players, seed, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("players,per", [(2, 4), (3, 3), (4, 2)])
def test_supplies_and_scoring_cards(players: int, per: int) -> None:
    s = game(players)
    for seat in s.seats:
        assert seat.supply == [2, 3, 8]          # 2 Leuchttürme, 3 Kirchen, 8 Häuser
        assert len(seat.scoring) == per          # 4/3/2 Wertungskarten
        assert seat.chips == []
    assert len(s.deck) == 16 - players * per     # the rest: a face-down deck for round 2
    dealt = [c for seat in s.seats for c in seat.scoring] + s.deck
    assert sorted(c.value for c in dealt) == sorted(c.value for c in SCORING_CARDS)


def test_tiles_dealt_by_area_coast_face_up_rest_in_box() -> None:
    s = game()
    for f, tile in enumerate(s.tile_at):
        assert tile.area is s.geo.area[f]
        assert s.face_up[f] == (s.geo.area[f] is Area.COAST)
    assert len(s.box_tiles) == 5                 # 20 tiles, 15 fields
    assert Counter(s.tile_at + s.box_tiles) == Counter(small_tiles())


def test_chips_shuffled_face_down() -> None:
    s = game()
    assert Counter(s.chip_pool) == Counter(CHIPS)
    assert s.chip_pool != CHIPS or game(seed=2).chip_pool != CHIPS


def test_tiles_short_of_an_area_is_an_error() -> None:
    tiles = [t for t in small_tiles() if t.area is not Area.VOLCANO][:-1]
    with pytest.raises(ValueError, match="too few volcano tiles"):
        new_game(small_board(), tiles, CHIPS, 3, 1)


@pytest.mark.parametrize("players", [1, 5])
def test_player_count(players: int) -> None:
    with pytest.raises(ValueError, match="2-4"):
        game(players)


@pytest.mark.parametrize("players,oldest,order", [
    (4, 0, [0, 3, 2, 1]), (4, 2, [2, 1, 0, 3]), (3, 0, [0, 2, 1]), (2, 1, [1, 0])])
def test_sets_chosen_counter_clockwise_from_the_oldest(players: int, oldest: int,
                                                       order: list[int]) -> None:
    s = game(players, oldest=oldest)
    assert s.phase is Phase.CHOOSE_SET
    seen = []
    while s.phase is Phase.CHOOSE_SET:
        seen.append(s.current)
        apply_action(s, legal_actions(s)[0])
    if players == 4:            # the fourth takes the set left over, without a choice
        assert seen == order[:3]
    else:
        assert seen == order
    # "Der Spieler, der als Letzter ein Set genommen hat, wird Startspieler"
    assert s.start_player == order[-1]
    assert s.phase is Phase.LANDING and s.current == order[-1]
    letters = [seat.set_letter for seat in s.seats]
    assert len(set(letters)) == players
    for seat in s.seats:
        assert seat.builds == list(SETS[seat.set_letter])   # type: ignore[index]


def test_fourth_player_gets_the_last_set() -> None:
    s = game(4)
    for letter in "CAD":
        apply_action(s, ChooseSet(letter))
    assert s.seats[1].set_letter == "B"


def test_a_taken_set_cannot_be_chosen_again() -> None:
    s = game(3)
    apply_action(s, ChooseSet("C"))
    with pytest.raises(IllegalAction, match="cannot be taken"):
        apply_action(s, ChooseSet("C"))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_track_start_positions(players: int) -> None:
    s = game(players, oldest=1)
    start = s.start_player
    for step in range(players):
        assert s.scores[(start + step) % players] == step      # 0, 1, 2, 3
    assert s.track == sorted(range(players), key=lambda x: -s.scores[x])


def test_newcomers_random_sets_youngest_starts() -> None:
    s = game(3, newcomers=True, youngest=1, oldest=0)
    assert s.start_player == 1 and s.current == 1 and s.phase is Phase.LANDING
    assert len({seat.set_letter for seat in s.seats}) == 3
    assert s.scores == [2, 0, 1]


def test_default_ages_and_bad_ages() -> None:
    assert game(3, newcomers=True).start_player == 2          # seat 0 oldest, last youngest
    with pytest.raises(ValueError):
        game(3, oldest=1, youngest=1)


def test_seeded_setup_repeats() -> None:
    a, b = game(seed=7), game(seed=7)
    assert a.tile_at == b.tile_at and a.chip_pool == b.chip_pool and a.deck == b.deck
    assert game(seed=8).tile_at != a.tile_at or game(seed=8).deck != a.deck


def test_start_events_hide_other_hands() -> None:
    s, events = start_game(small_board(), small_tiles(), CHIPS, 3, 4)
    dealt = [e for e in events if e.kind is EventKind.CARDS_DEALT]
    assert [e.player for e in dealt] == [0, 1, 2]
    assert dealt[1]["cards"] == tuple(s.seats[1].scoring)
    mine = [e for e in events_for(events, 0) if e.kind is EventKind.CARDS_DEALT]
    assert mine[0]["cards"] == tuple(s.seats[0].scoring)
    assert mine[1]["cards"] is None and mine[2]["cards"] is None
    shown = [e for e in events if e.kind is EventKind.TILES_REVEALED][0]["tiles"]
    assert [fid for fid, _ in shown] == ["k1", "k2", "k3", "k4", "k5", "k6"]
