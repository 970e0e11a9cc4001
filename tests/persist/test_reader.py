"""The one bounded reader and the file-system cases at every reader of the
game: a folder, a pipe, a link to /dev/zero, an unreadable file, a huge or
deeply nested file, a read-only data folder. Each gives one sentence and
touches no other file."""
from __future__ import annotations

import json
import os
import re
import threading
from pathlib import Path

import pytest

from game.monica.content.box import DEFAULT_DATA_DIR, load_box
from game.monica.content.errors import ContentError
from game.i18n import load_catalog
from game.monica.persist import SaveError, load_autosave, load_settings, save_settings
from game.monica.persist.save_reader import read_save
from game.persist.settings import Settings
from game.safeio import ReadError, clean_name, loads, read_json

from .games import meta

ONE_SENTENCE = re.compile(r"^[^\n]+[.)]$")


def one_sentence(message: str) -> bool:
    """One line ending in a full stop, with no other sentence end inside."""
    return bool(ONE_SENTENCE.match(message)) and not re.search(r"[.!?] [A-Z]", message)


# -- the reader itself ---------------------------------------------------------

def test_a_regular_file_is_read(tmp_path: Path):
    (tmp_path / "a.json").write_bytes(b'\xef\xbb\xbf{"a": [1, 2.5, "x"]}')
    assert read_json(tmp_path / "a.json") == {"a": [1, 2.5, "x"]}


@pytest.mark.parametrize("make,reason", [
    (lambda p: p.mkdir(), "not_regular"),
    (lambda p: os.mkfifo(p), "not_regular"),
    (lambda p: os.symlink("/dev/zero", p), "not_regular"),
    (lambda p: os.symlink(p.parent / "nowhere", p), "missing"),
    (lambda p: p.write_bytes(b"x" * 2049), "too_big"),
    (lambda p: p.write_bytes(b'"\xff"'), "not_utf8"),
], ids=["folder", "fifo", "dev-zero", "dangling-link", "too-big", "not-utf8"])
def test_what_is_refused(tmp_path: Path, make, reason):
    path = tmp_path / "f.json"
    make(path)
    with pytest.raises(ReadError) as err:
        read_json(path, limit=2048)
    assert err.value.reason == reason
    assert "\n" not in str(err.value)


def test_a_link_to_a_regular_file_is_followed(tmp_path: Path):
    (tmp_path / "real.json").write_text("[1]")
    os.symlink(tmp_path / "real.json", tmp_path / "link.json")
    assert read_json(tmp_path / "link.json") == [1]


def test_a_pipe_never_blocks_even_with_a_writer(tmp_path: Path):
    path = tmp_path / "f.json"
    os.mkfifo(path)
    done = []
    t = threading.Thread(target=lambda: done.append(pytest.raises(ReadError, read_json, path)))
    t.start()
    t.join(5)
    assert done, "reading a FIFO hung"


@pytest.mark.parametrize("text,reason", [
    ("[" * 10_000 + "]" * 10_000, "too_deep"),
    ('{"a": ' * 100 + "1" + "}" * 100, "too_deep"),
    ('{"a": 1, "a": 2}', "duplicate_key"),
    ("NaN", "not_json"), ("[Infinity]", "not_json"), ("1e999", "not_json"),
    ("1" * 400, "not_json"), ("-" + "9" * 41, "not_json"),
    ('{"a": ', "not_json"),
])
def test_hostile_json(text: str, reason: str):
    with pytest.raises(ReadError) as err:
        loads(text, "x.json", max_depth=64)
    assert err.value.reason == reason


def test_brackets_inside_strings_do_not_count_as_depth():
    assert loads('{"a": "[[[[[[[[[[{{{{{{{{\\"]]]"}', max_depth=2) == {"a": '[[[[[[[[[[{{{{{{{{"]]]'}


@pytest.mark.parametrize("raw,clean", [
    ("Ann", "Ann"), ("A\x00n\x07n", "Ann"), ("A\ud800nn", "Ann"), ("  Bo   b\n", "Bo b"),
    ("\u202eevil", "evil"), ("Zoë 🌴", "Zoë 🌴"), ("x" * 100, "x" * 24), ("\x00\x01", "P"),
    (7, "P"), (None, "P"), ("👩‍👩‍👧", "👩‍👩‍👧"), ("\ue000", "P"),
])
def test_names_are_made_safe_to_draw(raw, clean):
    assert clean_name(raw, "P") == clean


# -- at every reader -------------------------------------------------------------

HOSTILE = {
    "folder": lambda p: p.mkdir(),
    "fifo": lambda p: os.mkfifo(p),
    "dev-zero": lambda p: os.symlink("/dev/zero", p),
    "huge": lambda p: p.write_bytes(b"[" + b'"x",' * 2_000_000 + b'"x"]'),
    "deep": lambda p: p.write_text("[" * 50_000 + "]" * 50_000),
}


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_settings_file(tmp_path: Path, kind: str):
    home = tmp_path / "home"
    home.mkdir()
    (home / "other.txt").write_text("keep")
    HOSTILE[kind](home / "settings.json")
    settings, message = load_settings(home)
    assert settings == Settings()
    assert one_sentence(message), message
    assert (home / "other.txt").read_text() == "keep"
    assert not (home / "settings.json").exists()            # moved aside, kept
    assert [p.name for p in home.iterdir() if p.name.startswith("settings.json.bad-")]
    assert load_settings(home) == (Settings(), None)


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_autosave_file(tmp_path: Path, kind: str):
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "replay-20240101-120000-x.json").write_text("keep")
    HOSTILE[kind](folder / "autosave.json")
    game, message = load_autosave(folder)
    assert game is None and one_sentence(message), message
    assert (folder / "replay-20240101-120000-x.json").read_text() == "keep"
    assert load_autosave(folder) == (None, None)             # moved aside: quiet next time


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_deck_data_file(tmp_path: Path, kind: str):
    for f in DEFAULT_DATA_DIR.glob("*.json"):
        (tmp_path / f.name).write_bytes(f.read_bytes())
    (tmp_path / "objectives.json").unlink()
    HOSTILE[kind](tmp_path / "objectives.json")
    src = getattr(load_box, "__wrapped__", load_box)
    with pytest.raises(ContentError) as err:
        src(tmp_path)
    assert str(err.value).startswith("objectives.json: ") and "\n" not in str(err.value)


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_catalog_file(tmp_path: Path, kind: str):
    (tmp_path / "en.json").write_text(json.dumps({"title": {"play": "Play"}}))
    (tmp_path / "en").mkdir()
    HOSTILE[kind](tmp_path / "en" / "broken.json")
    assert load_catalog("en", tmp_path) == {"title.play": "Play"}


def deny_open(monkeypatch, name: str):
    real = os.open

    def fake(path, *args, **kwargs):
        if Path(path).name == name:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, *args, **kwargs)
    monkeypatch.setattr(os, "open", fake)


def test_unreadable_files_are_reported_not_moved(tmp_path: Path, monkeypatch):
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    (home / "settings.json").write_text('{"language": "de"}')
    save_settings(Settings(language="de"), home)
    from game.monica.persist import autosave
    autosave(meta(), [], home / "saves")
    if os.geteuid() != 0:                        # root reads mode 000 files anyway
        os.chmod(home / "settings.json", 0)
    deny_open(monkeypatch, "settings.json")
    settings, message = load_settings(home)
    assert settings == Settings() and one_sentence(message)
    deny_open(monkeypatch, "autosave.json")
    game, message = load_autosave(home / "saves")
    assert game is None and one_sentence(message)
    assert (home / "settings.json").exists() and (home / "saves" / "autosave.json").exists()
    with pytest.raises(SaveError):
        read_save(home / "saves" / "autosave.json")


def test_a_read_only_data_folder(tmp_path: Path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    save_settings(Settings(language="fr"), home)

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")
    if os.geteuid() != 0:
        os.chmod(home, 0o500)
    monkeypatch.setattr("tempfile.mkstemp", refuse)       # what a read-only folder does
    try:
        with pytest.raises(SaveError) as err:
            save_settings(Settings(language="de"), home)
        assert one_sentence(err.value.message)
        from game.monica.persist import autosave
        with pytest.raises(SaveError) as err:
            autosave(meta(), [], home / "saves")
        assert one_sentence(err.value.message)
        assert load_settings(home) == (Settings(language="fr"), None)    # still readable
    finally:
        os.chmod(home, 0o700)
