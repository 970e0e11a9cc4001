"""Settings: survive a restart, forgive bad files and bad values."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.persist import settings as store
from game.persist.paths import HOME_ENV
from game.persist.settings import Settings


def test_defaults():
    s = Settings()
    assert (s.language, s.animation_speed, s.reduced_motion, s.volume, s.fullscreen,
            s.colourblind, s.kiosk_idle_seconds, s.kiosk_bot_level) == (
        "en", 1.0, False, 0.8, False, False, 90, "medium")
    assert not hasattr(s, "kiosk_pin")          # the PIN is a lock of its own (lock_file)


def test_missing_file_gives_defaults(tmp_path: Path):
    assert store.load(tmp_path) == (Settings(), None)
    assert list(tmp_path.iterdir()) == []


def test_settings_survive_a_restart(tmp_path: Path):
    mine = Settings(language="fr", animation_speed=2.5, reduced_motion=True, volume=0.25,
                    fullscreen=True, colourblind=True, kiosk_idle_seconds=120,
                    kiosk_bot_level="expert")
    path = store.save(mine, tmp_path)
    assert path == tmp_path / "settings.json"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
    loaded, message = store.load(tmp_path)      # a fresh read, as after a restart
    assert message is None
    assert loaded == mine


def test_env_var_relocates_settings(tmp_path: Path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    store.save(Settings(language="de"), None)
    assert (tmp_path / "settings.json").exists()
    assert store.load()[0].language == "de"


def test_unknown_keys_are_ignored(tmp_path: Path):
    (tmp_path / "settings.json").write_text(json.dumps(
        {"language": "de", "theme": "dark", "volume": 0.5, "future_option": [1, 2]}), "utf-8")
    loaded, message = store.load(tmp_path)
    assert message is None
    assert loaded == Settings(language="de", volume=0.5)


BAD_VALUES = [
    ({"language": "xx"}, "language", "en"),
    ({"language": 3}, "language", "en"),
    ({"animation_speed": 10}, "animation_speed", 3.0),
    ({"animation_speed": 0.01}, "animation_speed", 0.5),
    ({"animation_speed": "fast"}, "animation_speed", 1.0),
    ({"animation_speed": True}, "animation_speed", 1.0),
    ({"volume": -1}, "volume", 0.0),
    ({"volume": 7}, "volume", 1.0),
    ({"volume": None}, "volume", 0.8),
    ({"reduced_motion": "yes"}, "reduced_motion", False),
    ({"fullscreen": 1}, "fullscreen", False),
    ({"colourblind": "true"}, "colourblind", False),
    ({"kiosk_idle_seconds": 2}, "kiosk_idle_seconds", 15),
    ({"kiosk_idle_seconds": 10 ** 9}, "kiosk_idle_seconds", 3600),
    ({"kiosk_idle_seconds": "soon"}, "kiosk_idle_seconds", 90),
    ({"language": ["de"]}, "language", "en"),        # used to crash: unhashable
    ({"language": {"x": 1}}, "language", "en"),
    ({"replays_kept": 0}, "replays_kept", 200),     # would delete every replay: not used
    ({"replays_kept": "all"}, "replays_kept", 200),
    ({"kiosk_bot_level": "impossible"}, "kiosk_bot_level", "medium"),
    ({"kiosk_bot_level": "random"}, "kiosk_bot_level", "medium"),    # not the operator's to pick
    ({"kiosk_bot_level": "Hard"}, "kiosk_bot_level", "medium"),
    ({"kiosk_bot_level": 3}, "kiosk_bot_level", "medium"),
    ({"kiosk_bot_level": ["hard"]}, "kiosk_bot_level", "medium"),
    ({"kiosk_bot_level": None}, "kiosk_bot_level", "medium"),
]
CLAMPED = ("animation_speed", "volume", "kiosk_idle_seconds")


@pytest.mark.parametrize("data,field,expected", BAD_VALUES)
def test_bad_values_are_clamped_or_defaulted(tmp_path: Path, data, field, expected):
    (tmp_path / "settings.json").write_text(json.dumps(data), "utf-8")
    loaded, message = store.load(tmp_path)
    assert getattr(loaded, field) == expected
    assert type(getattr(loaded, field)) is type(expected)
    value = data[field]
    if field in CLAMPED and isinstance(value, (int, float)) and not isinstance(value, bool):
        assert message is None                 # only moved into range
    else:                                      # a wrong value: the default, and a word
        assert message == ("Some settings could not be used "
                           f"({field}), so they are back to their defaults.")
    assert (tmp_path / "settings.json").exists()          # not moved aside


def test_nan_and_infinity_are_not_json(tmp_path: Path):
    (tmp_path / "settings.json").write_text(
        '{"volume": NaN, "animation_speed": Infinity}', "utf-8")
    loaded, message = store.load(tmp_path)
    assert loaded == Settings() and "settings.json.bad-" in message


@pytest.mark.parametrize("text", ["{not json", "", "[1, 2]", '"en"', "\xff"])
def test_corrupt_file_gives_defaults_and_a_message(tmp_path: Path, text: str):
    path = tmp_path / "settings.json"
    path.write_text(text, "utf-8")
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "autosave.json").write_text("{}", "utf-8")
    loaded, message = store.load(tmp_path)
    assert loaded == Settings()
    assert message.startswith("Your settings file was damaged, so the default settings are "
                              "back and the old file was kept as settings.json.bad-")
    assert "settings.json.bad-" in message
    moved = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.bad-")]
    assert len(moved) == 1 and moved[0].read_text("utf-8") == text
    assert (tmp_path / "saves" / "autosave.json").read_text("utf-8") == "{}"
    assert store.load(tmp_path) == (Settings(), None)     # the next start is quiet


def test_changed_checks_values():
    s = Settings().changed(volume=3, language="fr")
    assert s.volume == 1.0 and s.language == "fr"


def test_save_writes_checked_values(tmp_path: Path):
    store.save(Settings(volume=5.0, kiosk_bot_level="godlike"), tmp_path)
    data = json.loads((tmp_path / "settings.json").read_text("utf-8"))
    assert data["volume"] == 1.0 and "kiosk_pin" not in data
    assert data["kiosk_bot_level"] == "medium"


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_every_kiosk_bot_level_is_kept(tmp_path: Path, level: str):
    store.save(Settings(kiosk_bot_level=level), tmp_path)
    assert store.load(tmp_path) == (Settings(kiosk_bot_level=level), None)
