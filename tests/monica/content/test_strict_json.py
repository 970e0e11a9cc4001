"""Strict JSON: repeated keys and NaN are refused, in the box and in input."""
import json

import pytest

from game.monica.content.box import load_box
from game.monica.content.errors import ContentError
from game.monica.content.strict_json import DuplicateKey, loads_strict


def test_strict_reader():
    assert loads_strict('{"a": [1, 2.5]}') == {"a": [1, 2.5]}
    with pytest.raises(DuplicateKey):
        loads_strict('{"a": 1, "a": 2}')
    with pytest.raises(ValueError, match="NaN"):
        loads_strict('{"a": NaN}')
    with pytest.raises(json.JSONDecodeError):
        loads_strict('{"a": ')


def test_box_files_with_nan_are_refused(tmp_path):
    src = load_box.__wrapped__ if hasattr(load_box, "__wrapped__") else load_box
    from game.monica.content.box import DEFAULT_DATA_DIR
    for f in DEFAULT_DATA_DIR.glob("*.json"):
        (tmp_path / f.name).write_text(f.read_text())
    path = tmp_path / "objectives.json"
    path.write_text(path.read_text().replace('"per": 2', '"per": NaN', 1))
    with pytest.raises(ContentError, match="objectives.json: not valid JSON"):
        src(tmp_path)
