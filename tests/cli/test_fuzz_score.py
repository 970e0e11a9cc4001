"""Fuzzing ``score`` with mutated real cities: exit 0 with a JSON report, or
exit 2 with one line on stderr and nothing on stdout; never a traceback; the
input file is left as it was."""
from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given

from game.cli.city_reader import SAND_DOLLAR_SUPPLY
from game.cli.score import main
from tests.mutations import FAST, SLOW, mutated

from .test_score_roundtrip import document, play

CITY = json.dumps(document(play(3, 3)))


def check_score(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "city.json"
        path.write_bytes(raw)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main([str(path)])
        assert path.read_bytes() == raw
    if code == 0:
        report = json.loads(out.getvalue())
        assert err.getvalue() == ""
        assert all(0 <= p["sand_dollars"] <= SAND_DOLLAR_SUPPLY for p in report["players"])
    else:
        assert code == 2 and out.getvalue() == ""
        lines = err.getvalue().splitlines()
        assert len(lines) == 1 and lines[0].startswith(f"santa-monica score: {path}"), lines
        assert "Traceback" not in lines[0] and "cannot score:" not in lines[0], lines[0]


def test_the_real_city_scores():
    check_score(CITY.encode())


@FAST
@given(mutated(CITY))
def test_score_fuzz(raw):
    check_score(raw)


@pytest.mark.slow
@SLOW
@given(mutated(CITY))
def test_score_fuzz_long(raw):
    check_score(raw)


def test_a_row_of_the_wrong_type_is_one_line():
    doc = json.loads(CITY)
    doc["players"][0]["spaces"][0]["row"] = []           # was: TypeError, unhashable
    check_score(json.dumps(doc).encode())


@pytest.mark.parametrize("sand,ok", [(SAND_DOLLAR_SUPPLY, True), (SAND_DOLLAR_SUPPLY + 1, False),
                                     (10 ** 400, False)])
def test_sand_dollars_are_bounded_by_the_box(sand, ok):
    doc = json.loads(CITY)
    doc["players"][0]["sand_dollars"] = sand
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "city.json"
        path.write_text(json.dumps(doc))
        err = io.StringIO()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            assert main([str(path)]) == (0 if ok else 2)
    assert ok or "sand_dollars" in err.getvalue() or "40 digits" in err.getvalue()
