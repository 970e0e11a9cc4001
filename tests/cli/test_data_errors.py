"""A data file missing or damaged in an installation: every command stops with
one line on stderr naming the file, exit status 2, no traceback, nothing on
stdout. (``.ci/wheel_check`` does the same to a really installed wheel.)"""
from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import resources
from game.cli import dispatch
from game.monica.content import box as box_module
from game.client import layout as layout_module


@pytest.fixture
def data_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the shipped deck data the game reads instead of its own."""
    copy = tmp_path / "data"
    shutil.copytree(resources.DATA_DIR, copy)
    monkeypatch.setattr(box_module, "DEFAULT_DATA_DIR", copy)
    box_module._default_box.cache_clear()
    yield copy
    box_module._default_box.cache_clear()


@pytest.fixture
def levels_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    copy = tmp_path / "levels"
    shutil.copytree(resources.LEVELS_DIR, copy)
    monkeypatch.setattr(layout_module, "LEVELS_DIR", copy)
    return copy


def one_line(capsys: pytest.CaptureFixture[str], name: str) -> str:
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and name in err and "Traceback" not in err, err
    return err


@pytest.mark.parametrize("damage", ["missing", "cut off", "not JSON", "wrong shape"])
@pytest.mark.parametrize("command", [["simulate", "--games", "1"],
                                     ["play", "--autoplay", "--fast", "--seats", "easy,easy"],
                                     ["kiosk", "--attract-games", "1", "--fast"]])
def test_damaged_deck_file(data_copy: Path, capsys: pytest.CaptureFixture[str],
                           damage: str, command: list[str]) -> None:
    target = data_copy / "objectives.json"
    if damage == "missing":
        target.unlink()
    elif damage == "cut off":
        target.write_bytes(target.read_bytes()[:200])
    elif damage == "not JSON":
        target.write_bytes(b"\x00\xff\x13garbage")
    else:
        target.write_text('{"objectives": 7}', encoding="utf-8")
    assert dispatch.main(command) == 2
    one_line(capsys, "objectives.json")


def test_score_names_the_damaged_file(data_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (data_copy / "feature_cards.json").write_text("[", encoding="utf-8")
    example = Path(__file__).resolve().parents[2] / "docs" / "examples" / "city.json"
    assert dispatch.main(["score", str(example)]) == 2
    one_line(capsys, "feature_cards.json")


@pytest.mark.parametrize("damage", ["missing", "cut off"])
def test_damaged_layout_stops_play_before_a_window(levels_copy: Path,
                                                   capsys: pytest.CaptureFixture[str],
                                                   damage: str) -> None:
    target = levels_copy / "title.tmx"
    if damage == "missing":
        target.unlink()
        # a layout the table needs but cannot find: named when its screen opens
        assert dispatch.main(["play", "--autoplay", "--fast", "--seats", "easy,easy",
                              "--max-frames", "5"]) == 2
    else:
        target.write_text(target.read_text(encoding="utf-8")[:300], encoding="utf-8")
        assert dispatch.main(["play", "--autoplay", "--fast", "--seats", "easy,easy"]) == 2
    one_line(capsys, "title.tmx")
