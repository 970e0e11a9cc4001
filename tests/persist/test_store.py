"""The saves folder: data directory choice, autosave, replay files."""
from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

import platformdirs

from game.monica.ai.random_bot import RandomBot
from game.monica.persist import (autosave, autosave_file, data_dir, discard_autosave, has_autosave,
                          list_replays, load_autosave, replay_states, save_replay, saves_dir,
                          settings_path)
from game.persist.paths import HOME_ENV

from .games import fingerprint, meta, play


def test_data_dir_default_env_and_override(tmp_path: Path, monkeypatch):
    monkeypatch.delenv(HOME_ENV, raising=False)
    assert data_dir() == Path(platformdirs.user_data_dir("santa-monica"))
    assert saves_dir() == data_dir() / "saves"
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    assert data_dir() == tmp_path / "home"
    assert saves_dir() == tmp_path / "home" / "saves"
    assert settings_path() == tmp_path / "home" / "settings.json"
    assert data_dir(tmp_path / "x") == tmp_path / "x"
    assert saves_dir(tmp_path / "s") == tmp_path / "s"
    assert not (tmp_path / "home").exists()      # looking never creates folders


def test_env_var_relocates_the_autosave(tmp_path: Path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    m = meta(3)
    state = m.new_game()
    actions, _ = play(state, RandomBot(3), 12)
    path = autosave(m, actions)
    assert path == tmp_path / "saves" / "autosave.json"
    game, message = load_autosave()
    assert message is None and fingerprint(game.state) == fingerprint(state)


def test_autosave_cycle(tmp_path: Path):
    assert not has_autosave(tmp_path)
    assert load_autosave(tmp_path) == (None, None)
    m = meta(4)
    state = m.new_game()
    actions, _ = play(state, RandomBot(4), 20)
    autosave(m, actions, tmp_path)
    assert has_autosave(tmp_path)
    assert autosave_file(tmp_path) == tmp_path / "autosave.json"
    game, message = load_autosave(tmp_path)
    assert message is None and fingerprint(game.state) == fingerprint(state)
    more, _ = play(state, RandomBot(5), 10)
    autosave(m, actions + more, tmp_path)          # rewritten after every action
    game, _ = load_autosave(tmp_path)
    assert fingerprint(game.state) == fingerprint(state)
    assert discard_autosave(tmp_path)
    assert not has_autosave(tmp_path)
    assert not discard_autosave(tmp_path)


def test_damaged_autosave_is_moved_aside(tmp_path: Path):
    autosave_file(tmp_path).parent.mkdir(parents=True, exist_ok=True)
    autosave_file(tmp_path).write_text("{oops", "utf-8")
    game, message = load_autosave(tmp_path)
    assert game is None
    assert message.startswith("The save file autosave.json is damaged")
    assert not has_autosave(tmp_path)
    assert [p.name for p in tmp_path.iterdir()][0].startswith("autosave.json.bad-")


def finished_game(seed: int):
    m = meta(seed, code="K7Q-2MX")
    state = m.new_game()
    actions, _ = play(state, RandomBot(seed))
    assert state.phase == "over"
    return m, state, actions


def test_replay_file_name_and_listing(tmp_path: Path):
    m, state, actions = finished_game(6)
    first = save_replay(m, actions, tmp_path, when=datetime(2024, 5, 1, 12, 0, 0))
    assert first.name == "replay-20240501-120000-K7Q-2MX.json"
    second = save_replay(m, actions, tmp_path, when=datetime(2024, 5, 2, 9, 30, 5))
    same_second = save_replay(m, actions, tmp_path, when=datetime(2024, 5, 2, 9, 30, 5))
    assert same_second != second and same_second.exists() and second.exists()
    (tmp_path / "autosave.json").write_text("{}", "utf-8")     # not a replay
    (tmp_path / "notes.txt").write_text("hi", "utf-8")
    listed = list_replays(tmp_path)
    assert [r.path for r in listed][-1] == first
    assert {r.path for r in listed} == {first, second, same_second}
    assert listed[0].when == datetime(2024, 5, 2, 9, 30, 5)
    assert listed[-1].names == ["Ann", "Bob", "Cleo"]
    assert listed[-1].code == "K7Q-2MX" and listed[-1].seed == 6
    game, message = listed[-1].load()
    assert message is None and fingerprint(game.state) == fingerprint(state)
    *_, (_, events, last) = replay_states(game.save)
    assert last.phase == "over" and events[-1].kind == "game_over"


def test_replay_name_without_code_uses_seed(tmp_path: Path):
    m, _, actions = finished_game(7)
    m.code = None
    path = save_replay(m, actions, tmp_path)
    assert re.fullmatch(r"replay-\d{8}-\d{6}-7\.json", path.name)
    m.code = "a/b\\c:d"          # never a path separator in a file name
    path = save_replay(m, actions, tmp_path, when=datetime(2024, 1, 1))
    assert path.parent == tmp_path and path.name == "replay-20240101-000000-abcd.json"


def test_list_replays_of_a_missing_folder(tmp_path: Path):
    assert list_replays(tmp_path / "nope") == []


def test_unreadable_replay_is_listed_and_quarantined_on_open(tmp_path: Path):
    m, _, actions = finished_game(8)
    good = save_replay(m, actions, tmp_path, when=datetime(2024, 1, 1))
    bad = tmp_path / "replay-20240102-000000-XYZ.json"
    bad.write_text('{"format": 1', "utf-8")
    listed = list_replays(tmp_path)
    assert [r.path for r in listed] == [bad, good]
    assert listed[0].names == []
    game, message = listed[0].load()
    assert game is None and "incomplete" in message
    assert [r.path for r in list_replays(tmp_path)] == [good]
