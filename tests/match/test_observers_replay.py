"""A finished game is kept as a replay by the recorder, without any autosave
of the game in progress."""
from __future__ import annotations

import random

from game.match import Match, MatchSetup, ReplayRecorder, Seat
from game.persist import list_replays
from game.persist.store import autosave_file


def test_the_recorder_keeps_only_the_finished_game(tmp_path) -> None:
    recorder = ReplayRecorder(str(tmp_path))
    seats = [Seat("Ann", "bot", "random"), Seat("Bob", "bot", "random")]
    match = Match(MatchSetup(seats, seed=5), observers=[recorder])
    rng = random.Random(5)
    while not match.over:
        match.play(rng.choice(match.legal()))
        if not match.over:
            assert not autosave_file(str(tmp_path)).exists()   # nothing mid-game
    replays = list_replays(str(tmp_path))
    assert len(replays) == 1 and replays[0].names == ["Ann", "Bob"]
    assert recorder.replay_path is not None
