"""A save whose moves carry fields of any JSON type or range (a tile that is a
list, a column that is a huge number, a missing field): loading it gives the
game or one sentence, never an exception, and the file is kept (aside, when
it is damaged)."""
from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given, settings, strategies as st

from game.monica.persist import load_autosave
from tests.mutations import check_one_sentence

from .test_fuzz_files import SAVE

DOC = json.loads(SAVE)
WITH_FIELDS = [i for i, a in enumerate(DOC["actions"]) if len(a) > 1]
JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6)
                    | st.floats(allow_nan=False) | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=6)


def _load(doc: dict[str, Any]) -> tuple[Any, str | None, bytes, bytes]:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "autosave.json"
        raw = json.dumps(doc).encode()
        path.write_bytes(raw)
        game, message = load_autosave(Path(d))
        kept = path.read_bytes() if game is not None else \
            next(Path(d).glob("autosave.json.bad-*")).read_bytes()   # kept aside
    return game, message, raw, kept


@settings(max_examples=100, deadline=None, derandomize=True)
@given(index=st.sampled_from(WITH_FIELDS), value=JSON, drop=st.booleans())
def test_a_move_with_a_field_of_any_type_is_one_sentence(index: int, value: Any,
                                                         drop: bool) -> None:
    doc = json.loads(SAVE)
    action = doc["actions"][index]
    field = next(k for k in action if k != "type")
    if drop:
        del action[field]
    else:
        action[field] = value
    game, message, raw, kept = _load(doc)
    if game is None:
        check_one_sentence(message)
    assert kept == raw                         # the file itself is never changed


def test_a_move_out_of_range_is_refused_with_its_number() -> None:
    doc = json.loads(SAVE)
    doc["actions"][3]["col"] = 99
    game, message, _, _ = _load(doc)
    assert game is None and message is not None
    assert "4" in message
