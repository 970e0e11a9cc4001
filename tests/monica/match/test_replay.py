"""One replay for every recorded log: resume with undo steps, the whole
setup rebuilt as recorded (start player included), bad logs reported."""
from __future__ import annotations

import json
import random

import pytest

from game.monica.engine import IllegalAction, legal_actions
from game.monica.match import Match, MatchSetup, Seat, replay, replay_save
from game.monica.match.replay import final_state
from game.monica.persist import SaveError, parse_save, read_save, save_game
from game.monica.persist.saves import save_to_json

from .support import advance, finish, humans, mixed, snapshot


def mid_turn(match: Match, seed: int = 5) -> None:
    rng = random.Random(seed)
    while not (match.current == 0 and match.state.phase == "place" and match.state.round >= 3):
        match.play(rng.choice(legal_actions(match.state)))


def test_replay_steps_follow_the_live_game():
    live = Match(mixed())
    advance(live, lambda st: st.round >= 2)
    steps = list(replay(live.setup, live.actions))
    assert [s.action for s in steps] == live.actions
    assert [s.index for s in steps] == list(range(len(live.actions)))
    assert snapshot(steps[-1].after) == snapshot(live.state)
    for a, b in zip(steps, steps[1:], strict=False):
        assert a.after is b.before                    # each step continues the last
    assert snapshot(final_state(live.setup, live.actions)) == snapshot(live.state)


def test_resume_restores_the_table_and_the_undo_steps_of_the_turn():
    live = Match(mixed())
    mid_turn(live)
    before_place = snapshot(live.state)
    taken = len(live.actions)
    place = next(a for a in live.legal() if type(a).__name__ == "PlaceCard")
    if live.submit(place) is None:
        live.confirm()
    seen = []
    back = Match.resume(live.setup, live.actions, on_step=seen.append)
    assert len(seen) == len(live.actions)            # the log is played once
    assert [s.action for s in seen] == live.actions
    assert snapshot(back.state) == snapshot(live.state) and back.actions == live.actions
    if live.current == 0:                             # still Ann's turn: her steps survive
        assert back.can_undo and back.undo()
        assert snapshot(back.state) == before_place and len(back.actions) == taken
        assert back.undo() and back.state.phase == "acquire"   # the card she took
    else:
        assert not back.can_undo


def test_resume_keeps_observers_quiet_until_the_game_goes_on():
    live = Match(mixed())
    advance(live, lambda st: st.round >= 2 and live.human_turn)
    heard = []

    class Ear:
        def played(self, match, action, events):
            heard.append(action)

        def undone(self, match):
            heard.append("undo")

    back = Match.resume(live.setup, live.actions, observers=[Ear()])
    assert heard == []
    back.play(back.legal()[0])
    assert heard == [back.actions[-1]]


@pytest.mark.parametrize("start", [0, 1, 2])
def test_a_recorded_start_player_is_kept_when_the_game_is_rebuilt(tmp_path, start):
    setup = humans(3, seed=11, start_player=start)
    live = Match(setup)
    assert live.state.start_player == start
    advance(live, lambda st: st.round >= 2)
    path = save_game(tmp_path / "s.json", live.meta(), live.actions)
    save = read_save(path)
    assert save.meta.start_player == start
    again = MatchSetup.from_meta(save.meta)
    assert again.start_player == start
    back = Match.resume(again, save.actions)          # no "starting tile is not on offer"
    assert snapshot(back.state) == snapshot(live.state)
    dropped = MatchSetup(again.seats, again.objective, again.sand_dollars, again.seed)
    if Match(dropped).state.start_player != start:     # what losing the start player did
        with pytest.raises(SaveError):
            Match.resume(dropped, save.actions)


def test_from_meta_rebuilds_every_seat_as_recorded():
    setup = mixed(start_player=1)
    text = json.dumps(save_to_json(setup.meta(), []))
    assert json.loads(text)["setup"] == {"names": ["Ann", "Bot", "Cy"], "seed": 21,
                                         "objective": "B", "sand_dollar_actions": None,
                                         "start_player": 1, "code": None}
    assert MatchSetup.from_meta(parse_save(text).meta) == setup


def test_odd_seats_fall_back_to_medium_bots_in_a_free_colour():
    seat = Seat.from_json({"kind": "alien", "level": "godlike", "color": "plaid"}, 2)
    assert seat == Seat("P3", "bot", "medium", "orchid")
    assert Seat.from_json(None, 0, "Zed") == Seat("Zed", "bot", "medium", "coral")


def test_a_log_the_engine_refuses_names_the_move():
    live = Match(humans())
    advance(live, lambda st: len(live.actions) >= 6)
    bad = list(live.actions)
    bad[3] = bad[0]
    with pytest.raises(SaveError) as err:
        list(replay(live.setup, bad))
    assert "move 4" in str(err.value.detail if hasattr(err.value, "detail") else err.value)


def test_replay_save_reads_a_finished_game(tmp_path):
    live = Match(mixed(seed=40))
    finish(live)
    save = read_save(save_game(tmp_path / "r.json", live.meta(), live.actions))
    last = list(replay_save(save))[-1]
    assert last is not None and last.after.phase == "over"
    assert snapshot(last.after) == snapshot(live.state)


def test_an_impossible_setup_is_a_save_error():
    with pytest.raises(IllegalAction):
        Match(humans(2, start_player=5))
