"""The Santa Cruz match layer: seeded bot games, replay, the log as JSON, undo."""
from __future__ import annotations

import json

import pytest

from game.cruz.ai import view_actions
from game.cruz.engine import (Build, IllegalAction, Phase, PlayBuild, View, action_to_json,
                              legal_actions)
from game.cruz.match import (Match, MatchSetup, Seat, final_state, log_from_json, log_to_json,
                             replay)


def _bots(levels: list[str], seed: int = 5) -> MatchSetup:
    return MatchSetup([Seat(f"{lv} {i}", "bot", lv) for i, lv in enumerate(levels)], seed)


def test_a_seeded_bot_game_plays_to_the_end_the_same_twice():
    runs = []
    for _ in range(2):
        match = Match(_bots(["medium", "easy", "random"]))
        match.run_bots()
        assert match.over
        runs.append(([action_to_json(a) for a in match.actions], match.state.scores[:],
                     match.state.track[:]))
    assert runs[0] == runs[1]
    report = match.report()
    assert [p["rank"] for p in sorted(report["players"], key=lambda p: p["seat"])] == [
        report["ranking"].index(s) + 1 for s in range(3)]
    assert all(p["breakdown"] == p["score"] for p in report["players"])


def test_seed_and_actions_replay_the_game():
    setup = _bots(["easy", "medium"], seed=12)
    match = Match(setup)
    match.run_bots()
    end = final_state(setup, match.actions)
    assert (end.scores, end.track) == (match.state.scores, match.state.track)
    steps = list(replay(setup, match.actions))
    assert len(steps) == len(match.actions)
    assert steps[-1].after.phase is Phase.GAME_OVER and steps[0].before.phase is not Phase.GAME_OVER
    data = json.loads(json.dumps(log_to_json(setup, match.actions)))
    again_setup, again_actions = log_from_json(data)
    assert again_setup == setup and again_actions == match.actions


def test_a_wrong_log_is_one_clear_error():
    setup = _bots(["random", "random"])
    match = Match(setup)
    match.run_bots()
    bad = list(match.actions)
    bad[5] = Build("k1", add_on=True)
    with pytest.raises(IllegalAction, match="move 6"):
        final_state(setup, bad)
    for data, words in [({"game": "santa-monica"}, "not a Santa Cruz"),
                        ({"game": "santa-cruz", "setup": {"seats": "x"}}, "seats"),
                        ({"game": "santa-cruz", "setup": setup.to_json(), "actions": [{"type": "fly"}]},
                         "action 1"),
                        ({"game": "santa-cruz", "setup": {"seats": [], "seed": "x"}}, "whole number")]:
        with pytest.raises(ValueError, match=words):
            log_from_json(data)


def test_bots_are_shown_only_their_seats_view():
    seen = []

    class Spy:
        name = "spy"

        def choose(self, v):
            seen.append(v)
            return legal_from(v)

    match = Match(_bots(["random", "random"]), bots={0: Spy(), 1: Spy()})
    match.run_bots()
    assert match.over and seen
    assert all(type(v) is View for v in seen)


def legal_from(v):
    return view_actions(v)[0]


def test_an_illegal_bot_answer_is_replaced_at_the_table():
    class Wrong:
        name = "wrong"

        def choose(self, v):
            return Build("nowhere")

    match = Match(_bots(["random", "random"]), bots={0: Wrong(), 1: Wrong()})
    assert match.think() in legal_actions(match.state)


def _to_play(match: Match) -> None:
    """Run until the person (seat 0) is to play a card with a free field for it."""
    while not match.over:
        match.run_bots()
        if match.state.phase is Phase.PLAY and any(
                isinstance(a, PlayBuild) for a in match.legal()):
            return
        match.submit(match.legal()[0])


def test_undo_takes_back_a_card_until_something_hidden_shows():
    setup = MatchSetup([Seat("Ana"), Seat("bot", "bot", "medium")], seed=3)
    match = Match(setup)
    _to_play(match)
    before = (match.state.seats[0].builds[:], len(match.actions))
    card = next(a for a in match.legal() if isinstance(a, PlayBuild))
    match.submit(card)
    assert match.state.phase is Phase.BUILD and match.can_undo
    assert match.undo()
    assert (match.state.seats[0].builds, len(match.actions)) == before
    assert match.state.phase is Phase.PLAY and not match.undo()
    match.submit(card)
    face_down = [a for a in match.legal() if not match.state.face_up[match.state.geo.index[a.field]]]
    match.submit((face_down or match.legal())[0])
    assert not match.can_undo and not match.undo()


def test_a_setup_round_trips_and_bad_seats_are_refused():
    setup = MatchSetup([Seat("A"), Seat("B", "bot", "hard")], seed=9, newcomers=True, oldest=1)
    assert MatchSetup.from_json(json.loads(json.dumps(setup.to_json()))) == setup
    with pytest.raises(ValueError, match="seat 2"):
        MatchSetup.from_json({"seats": [Seat("A").to_json(), {"kind": "alien"}], "seed": 1})
    with pytest.raises(ValueError, match="unknown bot"):
        Match(MatchSetup([Seat("A"), Seat("B", "bot", "genius")]))
