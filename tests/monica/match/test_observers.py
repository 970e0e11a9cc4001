"""Observers handed to a match: events to a callback (the sounds) and the
autosave that follows every change and becomes a replay at the end."""
from __future__ import annotations

import json
import os

from game.monica.engine.actions import action_to_json
from game.monica.match import Autosave, EventSink, Match
from game.monica.persist import autosave_file, has_autosave, list_replays, read_save

from .support import acquiring, advance, finish, mixed


def test_event_sink_hears_each_action_and_nothing_on_undo():
    heard: list[list[str]] = []
    m = Match(mixed(), observers=[EventSink(lambda evs: heard.append([e.kind for e in evs]))])
    m.play(m.legal()[0])
    assert len(heard) == 1 and heard[0]
    m.undo()
    assert len(heard) == 1


def test_autosave_follows_every_action_and_undo():
    saver = Autosave()
    m = Match(mixed(), observers=[saver])
    advance(m, acquiring)
    saved = read_save(autosave_file())       # every action is saved as it happens
    assert [action_to_json(a) for a in saved.actions] == [action_to_json(a) for a in m.actions]
    assert saved.meta.seats[1] == {"name": "Bot", "kind": "bot", "level": "easy",
                                   "color": "lagoon"}
    assert saved.meta.start_player is None and saved.meta.objective == "B"
    while not m.human_turn:
        m.play_bot()
    take = m.legal()[0]
    if m.submit(take) is not None:
        assert m.undo()
        data = json.loads(autosave_file().read_text(encoding="utf-8"))
        assert data["actions"] == [action_to_json(a) for a in m.actions]
    assert saver.error is None


def test_a_finished_game_becomes_a_replay_and_the_autosave_goes(monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)     # every move saved, minus the disk wait
    saver = Autosave()
    m = Match(mixed(seed=40), observers=[saver])
    m.play(m.legal()[0])
    assert has_autosave()
    finish(m)
    assert not has_autosave() and saver.replay_path is not None
    replays = list_replays()
    assert len(replays) == 1 and replays[0].names == ["Ann", "Bot", "Cy"]
    assert len(read_save(replays[0].path).actions) == len(m.actions)


def test_a_save_that_cannot_be_written_does_not_stop_the_game(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    saver = Autosave(str(blocker / "saves"))
    m = Match(mixed(), observers=[saver])
    m.play(m.legal()[0])
    assert saver.error and len(m.actions) == 1
