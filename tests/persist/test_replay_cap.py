"""A setting that deletes files is bounded, and the cap deletes only the oldest.

``replays_kept`` decides how many replays are kept: a value that would wipe
them (0, negative, a fraction, a word) is not used (the default, 200, and the
player is told which setting could not be used); a huge one is only moved
into range. Pruning removes exactly the oldest replays beyond the cap: never
the one just saved, and never a newer one in place of an old one that could
not be removed."""
from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from game.monica.persist import list_replays, save_replay
from game.monica.persist.store import prune_replays
from game.persist import settings as store
from game.persist.settings import REPLAYS_RANGE, Settings

from .games import meta

START = datetime(2024, 5, 1, 12, 0, 0)


@pytest.mark.parametrize("value", [0, -5, 0.5, 1.5, True, "3", None, [3]])
def test_a_replay_cap_that_would_delete_is_not_used(tmp_path: Path, value):
    (tmp_path / "settings.json").write_text(json.dumps({"replays_kept": value}), "utf-8")
    loaded, message = store.load(tmp_path)
    assert loaded.replays_kept == Settings().replays_kept == 200
    assert message is not None and "replays_kept" in message


@pytest.mark.parametrize("value,kept", [(1, 1), (7, 7), (10 ** 9, REPLAYS_RANGE[1])])
def test_a_replay_cap_of_one_or_more_is_used(tmp_path: Path, value, kept):
    (tmp_path / "settings.json").write_text(json.dumps({"replays_kept": value}), "utf-8")
    loaded, message = store.load(tmp_path)
    assert loaded.replays_kept == kept and message is None
    assert Settings(replays_kept=0).checked().replays_kept == 200


def test_a_zero_cap_in_the_settings_keeps_every_replay(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("SANTA_MONICA_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text('{"replays_kept": 0}', "utf-8")
    for i in range(5):
        save_replay(meta(seed=i), [], when=START + timedelta(minutes=i))
    assert len(list_replays()) == 5


def replays(folder: Path, n: int) -> list[Path]:
    return [save_replay(meta(seed=i), [], folder, when=START + timedelta(minutes=i), keep=1000)
            for i in range(n)]


def test_only_the_oldest_beyond_the_cap_are_removed(tmp_path: Path):
    made = replays(tmp_path, 6)
    assert prune_replays(tmp_path, 4) == made[:2]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in made[2:])


def test_an_old_replay_that_cannot_be_removed_spares_the_newer_ones(tmp_path: Path, monkeypatch):
    made = replays(tmp_path, 6)
    real_unlink = Path.unlink

    def stuck(self: Path, missing_ok: bool = False) -> None:
        if self == made[0]:
            raise PermissionError(13, "Permission denied")
        real_unlink(self, missing_ok)
    monkeypatch.setattr(Path, "unlink", stuck)
    assert prune_replays(tmp_path, 4) == [made[1]]
    assert all(p.exists() for p in [made[0], *made[2:]])


def test_the_replay_just_saved_is_never_removed_and_never_replaced(tmp_path: Path):
    made = replays(tmp_path, 4)
    late = save_replay(meta(seed=99), [], tmp_path, when=START - timedelta(days=1), keep=4)
    # the clock was wrong: the new replay sorts oldest, so it is the one beyond the
    # cap; it stays, and no newer replay is removed in its place
    assert late.exists() and all(p.exists() for p in made)
