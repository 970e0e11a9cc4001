"""A finished game is kept as a replay by the recorder, without any autosave
of the game in progress."""
from __future__ import annotations

import random

from game.monica.match import Autosave, Match, MatchSetup, ReplayRecorder, Seat
from game.monica.persist import list_replays
from game.monica.persist.store import autosave_file


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


def test_the_recorder_leaves_the_players_autosave_alone(tmp_path) -> None:
    seats = [Seat("Ann", "human", "medium"), Seat("Bob", "bot", "random")]
    saved = Match(MatchSetup(seats, seed=2), observers=[Autosave(str(tmp_path))])
    saved.play(saved.legal()[0])                    # a game in progress, autosaved
    kept = autosave_file(str(tmp_path)).read_bytes()
    bots = [Seat("Cy", "bot", "random"), Seat("Di", "bot", "random")]
    match = Match(MatchSetup(bots, seed=5), observers=[ReplayRecorder(str(tmp_path))])
    rng = random.Random(5)
    while not match.over:
        match.play(rng.choice(match.legal()))
    assert autosave_file(str(tmp_path)).read_bytes() == kept
    assert len(list_replays(str(tmp_path))) == 1
