"""Positions of the contract as states: what is refused, what a position means."""
from __future__ import annotations

import pytest

from game.cruz.engine import (BuildCard, Position, PositionError, ScoringCard, position_score,
                              position_targets, state_from_position)

from .fixtures import LAYOUT, small_board


def pos(buildings: tuple[tuple[int, str], ...] = (), **kw: object) -> Position:
    args: dict[str, object] = dict(
        players=3, board=small_board(), tiles=dict(LAYOUT),
        face_up=frozenset(f for f in LAYOUT if f.startswith("k")), buildings=buildings,
        supply=((2, 3, 8),) * 3, birds=(0, 0, 0), last_player=2, add_on_used=False,
        scores=(0, 0, 0), track=(0, 1, 2))
    args.update(kw)
    return Position(**args)  # type: ignore[arg-type]


@pytest.mark.parametrize("changes,words", [
    ({"buildings": ((0, "k1"), (0, "k1"))}, "two buildings of player 0"),
    ({"buildings": ((0, "k1"), (1, "k1"), (2, "k1")), "add_on_used": True}, "more than two"),
    ({"buildings": ((0, "k1"), (1, "k1"))}, "add_on_used is false"),
    ({"buildings": ((0, "k1"), (1, "k1")), "add_on_used": True}, "none of last_player"),
    ({"buildings": ((0, "k1"), (2, "k1"), (0, "k2"), (2, "k2")), "add_on_used": True},
     "each hold two"),
    ({"supply": ((2, 3, 9), (2, 3, 8), (2, 3, 8))}, "out of range"),
    ({"track": (0, 1, 1)}, "not an order"),
    ({"scores": (0, 1, 0)}, "in front of"),
    ({"birds": (10, 10, 3)}, "23 bird chips"),
    ({"birds": (0, -1, 0)}, "negative"),
    ({"players": 5}, "2-4"),
    ({"last_player": 3}, "last_player"),
])
def test_unreachable_positions_are_refused(changes: dict[str, object], words: str) -> None:
    with pytest.raises(PositionError, match=words):
        state_from_position(pos(**changes))


def test_a_position_plays_as_the_game() -> None:
    s = state_from_position(pos(((0, "k1"), (2, "k1"), (1, "v2")), add_on_used=True,
                                supply=((1, 3, 8), (2, 2, 8), (1, 3, 8)), birds=(2, 0, 1),
                                scores=(5, 5, 1), track=(1, 0, 2)))
    assert s.seats[1].destroyed == [0, 0, 0] and s.seats[0].destroyed == [0, 0, 0]
    assert position_targets(s, 2, BuildCard.PATH) == (["l1"], [])      # add-on used
    assert position_targets(s, 0, BuildCard.RIVER) == (["l1", "l3", "v1"], [])
    out = position_score(s, ScoringCard.ERUPTION, 0)
    assert out == {"points": [0, -2, 0], "scores": [5, 3, 1], "track": [0, 1, 2],
                   "removed": ["v2"]}
    assert position_score(s, ScoringCard.BIRDS, 2)["points"] == [4, 0, 2]
