"""Every reader is linear in the size of what it reads: a hostile file of the
largest size a reader accepts is refused (or read) within a second.

The depth check once re-scanned the rest of the text at every quote of an
unclosed string (``"`` then ``\\"`` over and over took hours at 2 MB). Each
shape below is generated at 2 MB and timed in CPU seconds of this process
(so other work on the machine does not count); hypothesis then searches for
a short pattern that, repeated, would be slow."""
from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cli.score_input import InputError, read_document
from game.monica.persist.save_reader import read_save
from game.monica.persist.saves import SAVE_LIMIT
from game.monica.persist.tutorial import load_progress, progress_path
from game.persist import SaveError
from game.persist.settings import load as load_settings
from game.safeio.reader import MB, ReadError, depth, loads

SIZE = 2 * MB
BUDGET = 1.0            # CPU seconds for a 2 MB file


def fill(head: str, unit: str, tail: str = "", size: int = SIZE) -> str:
    """``head``, then ``unit`` repeated, then ``tail``: ``size`` bytes of UTF-8 at most."""
    room = size - len((head + tail).encode())
    return head + unit * (room // len(unit.encode())) + tail


SHAPES: dict[str, Callable[[], str]] = {
    "unclosed-escaped-quotes": lambda: fill('"', '\\"'),
    "escaped-quotes-no-opening": lambda: fill("", '\\"'),
    "unclosed-backslashes": lambda: fill('"', "\\\\"),
    "unclosed-lone-backslash": lambda: fill('"', "a", "\\"),
    "unclosed-plain": lambda: fill('"', "a"),
    "quote-backslash": lambda: fill("", '"\\'),
    "many-empty-strings": lambda: fill("[", '"",', '""]'),
    "many-strings-no-commas": lambda: fill("", '"a"'),
    "deep-arrays": lambda: fill("", "["),
    "deep-objects": lambda: fill("", '{"a":'),
    "wide-shallow": lambda: fill("", "[]"),
    "brackets-in-strings": lambda: fill("[", '"[{[{",', '"x"]'),
    "open-string-per-bracket": lambda: fill("", '["'),
    "long-number": lambda: fill("", "1"),
    "many-numbers": lambda: fill("[", "1,", "1]"),
    "many-floats": lambda: fill("[", "1.5e3,", "1]"),
    "many-keys": lambda: "{" + ",".join(f'"k{i}":0' for i in range(150_000)) + "}",
    "escaped-surrogates": lambda: fill('"', "\\ud800", '"'),
    "whitespace": lambda: fill("", " \n\t", "1"),
    "minus-signs": lambda: fill("", "-"),
    "unicode": lambda: fill('["', "é字", '"]'),
}


def timed(fn: Callable[[], object]) -> float:
    start = time.process_time()
    try:
        fn()
    except (ReadError, SaveError, InputError):
        pass
    return time.process_time() - start


@pytest.mark.parametrize("shape", SHAPES)
def test_each_hostile_shape_is_read_in_linear_time(shape):
    text = SHAPES[shape]()
    assert len(text.encode()) <= SIZE
    assert timed(lambda: loads(text, "f.json")) < BUDGET


def test_the_depth_check_skips_strings_and_sees_an_unclosed_one():
    assert depth('["[[[", {"a": "]]]"}]') == 2
    assert depth('[[["\\"]]]') == 3            # the rest of an unclosed string is text
    assert depth('[["a\\\\"], [[]]]') == 3     # an escaped backslash ends nothing
    assert depth('"\\') == 0
    with pytest.raises(ReadError) as caught:
        loads("[" * 100 + "]" * 100, "f.json", max_depth=64)
    assert caught.value.reason == "too_deep"


@pytest.mark.parametrize("reader", ["save", "score", "stdin", "tutorial", "settings"])
def test_every_reader_refuses_the_hostile_file_within_a_second(reader, tmp_path, monkeypatch):
    text = fill('"', '\\"', size=SAVE_LIMIT)
    path = tmp_path / "hostile.json"
    path.write_text(text, encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir()
    if reader == "save":
        spent = timed(lambda: read_save(path))
    elif reader == "score":
        spent = timed(lambda: read_document(str(path)))
    elif reader == "stdin":
        import io
        import sys
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
        spent = timed(lambda: read_document("-"))
    elif reader == "tutorial":
        progress_path(data).write_text(text[: 256 * 1024], encoding="utf-8")
        spent = timed(lambda: load_progress(data))
    else:
        (data / "settings.json").write_text(text[: 64 * 1024], encoding="utf-8")
        spent = timed(lambda: load_settings(data))
    assert spent < BUDGET


# -- hypothesis looks for a short pattern that is slow when repeated ----------------------

ALPHABET = '"\\[]{}:,0-e. a'


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(head=st.text(ALPHABET, max_size=6), unit=st.text(ALPHABET, min_size=1, max_size=6))
def test_no_repeated_pattern_is_slow(head, unit):
    text = fill(head, unit, size=256 * 1024)
    # linear: 2 MB in a second is an eighth of a second here; quadratic was 400 s
    assert timed(lambda: loads(text, "f.json")) < BUDGET / 4


def test_a_valid_file_still_reads_the_same():
    doc = {"names": ["Zoë", "a\\\"b", "[{"], "n": [1, 2.5, -3], "deep": [[[{"x": None}]]]}
    assert loads(json.dumps(doc)) == doc
    assert loads(json.dumps(doc, ensure_ascii=False)) == doc


def test_a_hostile_save_at_the_cap_is_refused_in_one_sentence(tmp_path: Path):
    path = tmp_path / "autosave.json"
    path.write_text(fill('{"format": 1, "setup": "', '\\"', size=SAVE_LIMIT), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.key in ("error.save.truncated", "error.save.corrupt")
