"""Golden games: a seeded random game's actions and events, pinned by digest.

A change that alters any rule, event field or the order of anything random
changes a digest. If the change is meant, say so in the commit and pin the
new digest (``python -m tests.cruz.engine.test_golden`` prints them).
"""
from __future__ import annotations

import hashlib
import json
import random

import pytest

from game.cruz.engine import (Action, Event, action_to_json, new_game, random_game,
                              start_game)

from .fixtures import CHIPS, small_board, small_tiles

GOLDEN = {
    (4, 42, False): "9e937fc713278b6b5e333ba06cd9b64fe259516667fe96a889a5739d13635d8f",
    (3, 7, True): "6023eae5cc3a4ee6991d2865c9f40926b60f381e0fd49d70c7d356fca8b9570d",
    (2, 2012, False): "0a499f2317a5eb95c9a3328bc889c2ece0e8e774a6306ed33363fd6cb16500a4",
}


def digest(players: int, seed: int, newcomers: bool) -> str:
    state, opening = start_game(small_board(), small_tiles(), CHIPS, players, seed,
                                newcomers=newcomers)
    log: list[tuple[Action, list[Event]]] = []
    random_game(state, random.Random(seed), log)
    lines = [json.dumps([e.to_json() for e in opening], sort_keys=True)]
    lines += [json.dumps([action_to_json(a), [e.to_json() for e in evs]], sort_keys=True)
              for a, evs in log]
    lines.append(json.dumps([state.scores, state.track]))
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


@pytest.mark.parametrize("key", list(GOLDEN))
def test_golden_game(key: tuple[int, int, bool]) -> None:
    assert digest(*key) == GOLDEN[key]


def test_new_game_is_start_game_without_events() -> None:
    a = new_game(small_board(), small_tiles(), CHIPS, 3, 5)
    b, _ = start_game(small_board(), small_tiles(), CHIPS, 3, 5)
    random_game(a, random.Random(1))
    random_game(b, random.Random(1))
    assert (a.scores, a.track) == (b.scores, b.track)


def test_the_rules_draw_nothing_random_after_set_up() -> None:
    # clone shares the generator (state.py): only the set-up may draw from it
    for players, newcomers in ((2, False), (4, True)):
        state = new_game(small_board(), small_tiles(), CHIPS, players, 9, newcomers=newcomers)
        before = state.rng.getstate()
        random_game(state, random.Random(2))
        assert state.rng.getstate() == before


if __name__ == "__main__":
    for k in GOLDEN:
        print(k, digest(*k))
