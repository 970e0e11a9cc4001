"""Long days: the crash log stays small, stale temp files go, replays are
capped; and a save's whole setup (start player included) round-trips."""
from __future__ import annotations

import os
import time
from datetime import datetime, timedelta
from pathlib import Path

from game.monica.ai.random_bot import RandomBot
from game.monica.persist import list_replays, load_game, save_game, save_replay, save_settings
from game.persist.error_log import append_capped, old_copy
from game.persist.files import STALE_AFTER, TEMP_PREFIX, sweep_temps
from game.persist.settings import Settings, load
from game.monica.persist.store import prune_replays

from .games import fingerprint, meta, play


def test_the_error_log_is_capped(tmp_path: Path):
    log = tmp_path / "kiosk-errors.log"
    for i in range(500):
        assert append_capped(log, f"error {i}\n" + "trace line\n" * 20, limit=4000)
    assert log.stat().st_size <= 4000 and old_copy(log).stat().st_size <= 4000
    assert "error 499" in log.read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kiosk-errors.log",
                                                          "kiosk-errors.log.old"]


def test_one_huge_entry_is_cut(tmp_path: Path):
    log = tmp_path / "e.log"
    append_capped(log, "head " + "x" * 100_000 + " tail", limit=4000)
    text = log.read_text()
    assert len(text) <= 1100 and text.startswith("head") and "tail" in text and "cut" in text


def test_a_pipe_as_the_log_does_not_hang(tmp_path: Path):
    log = tmp_path / "e.log"
    os.mkfifo(log)
    assert append_capped(log, "boom") is False


def test_stale_temp_files_are_swept_at_start(tmp_path: Path):
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    old = time.time() - STALE_AFTER - 60
    stale = [home / f"{TEMP_PREFIX}settings.json.abc", home / "saves" / f"{TEMP_PREFIX}a.x"]
    fresh = home / "saves" / f"{TEMP_PREFIX}autosave.json.new"   # another game mid-save
    keep = [home / "saves" / "autosave.json", home / "notes.tmp"]
    for p in stale + [fresh] + keep:
        p.write_text("x")
    for p in stale:
        os.utime(p, (old, old))
    load(home)                                  # the game's first read at start
    assert not any(p.exists() for p in stale)
    assert fresh.exists() and all(p.exists() for p in keep)


def test_sweeping_a_missing_folder_is_quiet(tmp_path: Path):
    assert sweep_temps(tmp_path / "nowhere") == []


def test_replays_are_capped_newest_kept(tmp_path: Path):
    start = datetime(2024, 5, 1, 12, 0, 0)
    for i in range(7):
        save_replay(meta(seed=i), [], tmp_path, when=start + timedelta(minutes=i), keep=5)
    kept = list_replays(tmp_path)
    assert [r.seed for r in kept] == [6, 5, 4, 3, 2]
    (tmp_path / "autosave.json").write_text("{}")
    assert prune_replays(tmp_path, 2) and len(list_replays(tmp_path)) == 2
    assert (tmp_path / "autosave.json").exists()           # only replays are pruned


def test_the_replay_cap_comes_from_the_settings(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("SANTA_MONICA_HOME", str(tmp_path))
    save_settings(Settings(replays_kept=3))
    start = datetime(2024, 5, 1, 12, 0, 0)
    for i in range(6):
        save_replay(meta(seed=i), [], when=start + timedelta(seconds=i))
    assert len(list_replays()) == 3
    assert Settings().replays_kept == 200


def test_a_save_with_a_start_player_keeps_its_whole_setup(tmp_path: Path):
    m = meta(seed=11, start_player=2, objective="B", code="BEACH-7")
    state = m.new_game()
    actions, _ = play(state, RandomBot(seed=3), n=25)
    path = save_game(tmp_path / "s.json", m, actions)
    loaded = load_game(path)
    assert loaded.meta.setup_json() == m.setup_json()
    assert loaded.meta.start_player == 2 and loaded.state.start_player == 2
    assert fingerprint(loaded.state) == fingerprint(state)
