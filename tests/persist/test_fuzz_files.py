"""Fuzzing the player's files (settings, autosave, replays) with mutated real
files: no exception escapes, a message is one sentence, other files are
untouched, and what loads is safe to use (typed settings, drawable names)."""
from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given

from game.monica.ai.random_bot import RandomBot
from game.monica.persist import (autosave, list_replays, load_autosave, load_settings, save_replay,
                          save_settings)
from game.persist.settings import Settings
from game.safeio import is_clean
from tests.mutations import FAST, SLOW, check_one_sentence, mutated, snapshot

from .games import meta, play

SETTINGS = json.dumps(Settings(language="de", volume=0.3, replays_kept=50).to_json(), indent=2)


def _game_text() -> str:
    with tempfile.TemporaryDirectory() as d:
        m = meta(seed=5)
        state = m.new_game()
        actions, _ = play(state, RandomBot(seed=1), n=30)
        return autosave(m, actions, d).read_text("utf-8")


SAVE = _game_text()


def home_with_files() -> tuple[tempfile.TemporaryDirectory, Path]:
    tmp = tempfile.TemporaryDirectory()
    home = Path(tmp.name)
    (home / "saves").mkdir()
    (home / "settings.json").write_text(SETTINGS, "utf-8")
    (home / "saves" / "autosave.json").write_text(SAVE, "utf-8")
    (home / "saves" / "replay-20240101-120000-A.json").write_text(SAVE, "utf-8")
    (home / "notes.txt").write_text("mine", "utf-8")
    return tmp, home


def check_settings(raw: bytes) -> None:
    tmp, home = home_with_files()
    with tmp:
        (home / "settings.json").write_bytes(raw)
        others = snapshot(home, "settings.json")
        settings, message = load_settings(home)
        assert settings == settings.checked()                 # every value typed and in range
        if message is not None:
            check_one_sentence(message)
        assert snapshot(home, "settings.json") == others
        save_settings(settings, home)                          # and it can be written back
        assert load_settings(home)[0] == settings


def check_autosave(raw: bytes) -> None:
    tmp, home = home_with_files()
    with tmp:
        (home / "saves" / "autosave.json").write_bytes(raw)
        others = snapshot(home, "autosave.json")
        game, message = load_autosave(home / "saves")
        if game is None:
            check_one_sentence(message)
        else:
            assert message is None
            assert all(is_clean(n, 24) and n for n in game.meta.names)
        assert snapshot(home, "autosave.json") == others


def check_replays(raw: bytes) -> None:
    tmp, home = home_with_files()
    with tmp:
        path = home / "saves" / "replay-20240102-120000-B.json"
        path.write_bytes(raw)
        others = snapshot(home, "replay-20240102")
        replays = list_replays(home / "saves")
        assert len(replays) == 2
        for info in replays:
            assert all(is_clean(n, 24) for n in info.names)
            assert info.code is None or is_clean(info.code, 32)
        game, message = replays[0].load()
        if game is None:
            check_one_sentence(message)
        assert snapshot(home, "replay-20240102") == others


@FAST
@given(mutated(SETTINGS))
def test_settings_fuzz(raw):
    check_settings(raw)


@FAST
@given(mutated(SAVE))
def test_autosave_fuzz(raw):
    check_autosave(raw)


@FAST
@given(mutated(SAVE))
def test_replays_fuzz(raw):
    check_replays(raw)


@pytest.mark.slow
@SLOW
@given(mutated(SETTINGS))
def test_settings_fuzz_long(raw):
    check_settings(raw)


@pytest.mark.slow
@SLOW
@given(mutated(SAVE))
def test_autosave_fuzz_long(raw):
    check_autosave(raw)


@pytest.mark.slow
@SLOW
@given(mutated(SAVE))
def test_replays_fuzz_long(raw):
    check_replays(raw)


def test_the_replay_cap_keeps_the_data_folder_small(tmp_path: Path):
    m = meta(seed=5)
    state = m.new_game()
    actions, _ = play(state, RandomBot(seed=1))
    from datetime import datetime, timedelta
    for i in range(12):
        save_replay(m, actions, tmp_path, when=datetime(2024, 1, 1) + timedelta(seconds=i),
                    keep=4)
    files = list(tmp_path.iterdir())
    assert len(files) == 4
    assert sum(p.stat().st_size for p in files) <= 4 * max(p.stat().st_size for p in files)
