"""The kiosk's lock on disk: a salted hash in a file of its own, written
atomically, that damage cannot open. Settings damage no longer touches it; a
damaged or hostile lock file is "damaged" (never "missing", which would mean
a first start), is read in milliseconds whatever it asks for, and is left
where it is; an earlier version's plain-text PIN in settings.json moves into
the lock once and leaves the settings."""
from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from game.persist import SaveError, files, lock_file
from game.persist import settings as settings_module
from game.persist.lock_file import (DAMAGED_LOCK, MISSING_LOCK, Lock, load_lock, lock_path,
                                    read_lock, save_lock, set_pin)
from game.persist.settings import load as load_settings

PIN = "918273"


def test_the_pin_is_kept_as_a_salted_hash_in_its_own_file(tmp_path: Path):
    lock = set_pin(PIN, tmp_path)
    text = lock_path(tmp_path).read_text("utf-8")
    assert PIN not in text and lock_path(tmp_path).name == "kiosk-lock.json"
    assert not (tmp_path / "settings.json").exists()
    data = json.loads(text)
    assert data["method"] in ("scrypt", "pbkdf2-sha256") and len(bytes.fromhex(data["salt"])) == 16
    again, problem = read_lock(tmp_path)
    assert problem is None and again == lock
    assert again.opens(PIN) and not again.opens("918274") and not again.opens("")
    assert Lock.of(PIN).salt != lock.salt                 # salted: the same PIN hashes apart
    assert [p.name for p in tmp_path.iterdir()] == ["kiosk-lock.json"]      # no temp file


@pytest.mark.parametrize("pin", ["1234", "12", "abcd", "", "123456789"])
def test_a_pin_that_may_not_be_chosen_writes_nothing(tmp_path: Path, pin):
    with pytest.raises(ValueError):
        set_pin(pin, tmp_path)
    assert not lock_path(tmp_path).exists()


def test_no_lock_file_is_missing(tmp_path: Path):
    assert read_lock(tmp_path) == (None, MISSING_LOCK) == load_lock(tmp_path)


def good(tmp_path: Path) -> dict:
    set_pin(PIN, tmp_path)
    return json.loads(lock_path(tmp_path).read_text("utf-8"))


HOSTILE = {
    "trailing-comma": lambda d: json.dumps(d)[:-1] + ",}",
    "empty": lambda d: "",
    "not-an-object": lambda d: "[]",
    "too-big": lambda d: json.dumps({**d, "pad": "x" * 10_000}),
    "too-deep": lambda d: json.dumps({**d, "x": [[[[1]]]]}),
    "unknown-method": lambda d: json.dumps({**d, "method": "md5"}),
    "scrypt-params": lambda d: json.dumps({**d, "n": 2 ** 30, "r": 64, "p": 64}),
    "short-salt": lambda d: json.dumps({**d, "salt": "00"}),
    "not-hex": lambda d: json.dumps({**d, "hash": "zz" * 32}),
    "plain-pin": lambda d: json.dumps({**d, "hash": PIN}),
    "newer-format": lambda d: json.dumps({**d, "format": 2}),
    "unclosed-string": lambda d: '"' + '\\"' * 1500,
}


@pytest.mark.parametrize("shape", HOSTILE)
def test_a_damaged_lock_is_damaged_not_missing_and_opens_nothing(tmp_path: Path, shape):
    path = lock_path(tmp_path)
    text = HOSTILE[shape](good(tmp_path))
    path.write_text(text, "utf-8")
    start = time.process_time()
    lock, problem = load_lock(tmp_path)
    assert time.process_time() - start < 0.5                # its own numbers are never used
    assert (lock, problem) == (None, DAMAGED_LOCK)
    assert path.read_text("utf-8") == text                  # left where it is


def test_a_lock_that_is_a_folder_is_damaged(tmp_path: Path):
    lock_path(tmp_path).mkdir(parents=True)
    assert load_lock(tmp_path) == (None, DAMAGED_LOCK)


@pytest.mark.parametrize("settings", ['{"language": "de",}', "x" * 70_000,
                                      '{"a": {"b": {"c": {"d": {"e": {"f": {"g": {"h": {}}}}}}}}}'])
def test_damaged_settings_do_not_touch_the_lock(tmp_path: Path, settings):
    lock = set_pin(PIN, tmp_path)
    (tmp_path / "settings.json").write_text(settings, "utf-8")
    load_settings(tmp_path)                                  # moves the settings aside
    assert load_lock(tmp_path) == (lock, None)
    (tmp_path / "settings.json").unlink(missing_ok=True)
    assert load_lock(tmp_path) == (lock, None)


def old_settings(tmp_path: Path, pin: str = PIN) -> None:
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "settings.json").write_text(json.dumps(
        {"language": "de", "volume": 0.3, "kiosk_pin": pin, "kiosk_idle_seconds": 120}), "utf-8")


def test_an_old_plain_pin_moves_into_the_lock_once(tmp_path: Path):
    old_settings(tmp_path)
    settings, message = load_settings(tmp_path)             # old settings still load, no word
    assert message is None and settings.language == "de" and settings.volume == 0.3
    lock, problem = load_lock(tmp_path)
    assert problem is None and lock is not None and lock.opens(PIN)
    assert PIN not in (tmp_path / "settings.json").read_text("utf-8")
    assert read_lock(tmp_path) == (lock, None)
    kept, _ = load_settings(tmp_path)
    assert (kept.language, kept.volume, kept.kiosk_idle_seconds) == ("de", 0.3, 120)
    assert load_lock(tmp_path) == (lock, None)              # once: no second lock


@pytest.mark.parametrize("pin", ["2020", "12", 918273, ""])
def test_an_old_pin_that_was_no_pin_is_not_migrated(tmp_path: Path, pin):
    old_settings(tmp_path, pin)
    assert load_lock(tmp_path) == (None, MISSING_LOCK)


def read_only(monkeypatch) -> None:
    """A read-only or full data folder (as root, chmod would not stop a write)."""
    def refuse(path, text):
        raise OSError(30, "Read-only file system", str(path))
    monkeypatch.setattr(files, "write_atomic", refuse)
    monkeypatch.setattr(lock_file, "write_atomic", refuse)
    monkeypatch.setattr(settings_module, "write_atomic", refuse)


def test_an_old_pin_on_a_read_only_folder_still_opens_and_is_not_lost(tmp_path: Path,
                                                                      monkeypatch):
    old_settings(tmp_path)
    read_only(monkeypatch)
    lock, problem = load_lock(tmp_path)
    assert problem is None and lock is not None and lock.opens(PIN)   # this run still opens
    assert PIN in (tmp_path / "settings.json").read_text("utf-8")     # the old copy is kept
    assert not lock_path(tmp_path).exists()


def test_a_pin_the_disk_refuses_is_not_taken(tmp_path: Path, monkeypatch):
    lock = set_pin(PIN, tmp_path)
    read_only(monkeypatch)
    with pytest.raises(SaveError):
        set_pin("860931", tmp_path)
    assert read_lock(tmp_path) == (lock, None)


def test_a_lock_the_disk_refuses_raises_one_sentence(tmp_path: Path):
    (tmp_path / "file").write_text("x")
    with pytest.raises(SaveError) as caught:
        save_lock(Lock.of(PIN), tmp_path / "file")          # its folder is a file
    assert caught.value.key == "error.kiosk_lock.write_failed"
    assert str(caught.value).endswith(".") and "\n" not in str(caught.value)
