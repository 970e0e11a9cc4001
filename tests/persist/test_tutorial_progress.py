"""The guide's progress file: kept atomically, read back as it was written,
and a hostile file is one sentence, moved aside, and the guide starts over."""
from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given

from game.monica.engine import actions as A
from game.monica.persist.tutorial import (TutorialProgress, clear_progress, has_progress,
                                   load_progress, progress_path, save_progress)
from tests.mutations import FAST, check_one_sentence, mutated

PROGRESS = TutorialProgress("foodie", [A.ChooseTile("S2"), A.PlaceFoodTruck(0),
                                       A.TakeCard(1), A.PlaceCard("B05", -1),
                                       A.Move(0, 3, ((0, -1),))])
TEXT = json.dumps(PROGRESS.to_json())


def test_missing_is_no_progress_and_no_message(tmp_path: Path):
    assert load_progress(tmp_path) == (None, None)
    assert not has_progress(tmp_path)


def test_progress_round_trips_and_clears(tmp_path: Path):
    save_progress(PROGRESS, tmp_path)
    assert has_progress(tmp_path)
    got, message = load_progress(tmp_path)
    assert message is None and got == PROGRESS
    assert [p.name for p in tmp_path.iterdir()] == ["tutorial.json"]      # no temp files
    assert clear_progress(tmp_path) and not has_progress(tmp_path)
    assert not clear_progress(tmp_path)


@pytest.mark.parametrize("text", [
    "not json", "[]", '{"kind": "santa-monica-save"}',
    json.dumps({**PROGRESS.to_json(), "format": 99}),
    json.dumps({**PROGRESS.to_json(), "step": 7}),
    json.dumps({**PROGRESS.to_json(), "step": "x" * 500}),
    json.dumps({**PROGRESS.to_json(), "actions": [{"type": "Fly"}]}),
    json.dumps({**PROGRESS.to_json(), "actions": "all of them"}),
    "[" * 10_000 + "]" * 10_000,
])
def test_a_hostile_file_is_one_message_and_moved_aside(tmp_path: Path, text: str):
    path = progress_path(tmp_path)
    path.write_text(text, encoding="utf-8")
    got, message = load_progress(tmp_path)
    assert got is None and message is not None
    check_one_sentence(message)
    assert message.key == "error.tutorial.damaged"
    assert not path.exists()                                     # moved aside, kept
    assert any(p.name.startswith("tutorial.json.bad-") for p in tmp_path.iterdir())
    assert load_progress(tmp_path) == (None, None)                # then: a fresh guide


def test_a_folder_in_its_place_is_one_message(tmp_path: Path):
    progress_path(tmp_path).mkdir(parents=True)
    got, message = load_progress(tmp_path)
    assert got is None and message is not None


@FAST
@given(mutated(TEXT))
def test_mutated_files_never_raise(raw: bytes):
    with tempfile.TemporaryDirectory() as d:
        progress_path(d).write_bytes(raw)
        got, message = load_progress(d)
        assert (got is None) == (message is not None)
        if got is not None:
            assert isinstance(got.step, str) and all(isinstance(a, A.ACTION_TYPES)
                                                     for a in got.actions)
        else:
            check_one_sentence(message)
