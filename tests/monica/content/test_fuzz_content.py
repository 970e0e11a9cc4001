"""Fuzzing the box's data files and the translation catalogs with mutated real
files: a damaged file is one line of ContentError (the box) or skipped (a
catalog), never another exception, and the other files are untouched."""
from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.monica.content.box import DEFAULT_DATA_DIR, load_box
from game.monica.content.errors import ContentError
from game.i18n import CATALOG_DIR, load_catalog
from tests.mutations import FAST, SLOW, mutated, snapshot

DATA = {p.name: p.read_text("utf-8") for p in sorted(DEFAULT_DATA_DIR.glob("*.json"))}
CATALOG = (CATALOG_DIR / "en" / "kiosk.json").read_text("utf-8")
LOAD_BOX = getattr(load_box, "__wrapped__", load_box)


@st.composite
def damaged_box(draw):
    name = draw(st.sampled_from(sorted(DATA)))
    return name, draw(mutated(DATA[name]))


def check_box(case) -> None:
    name, raw = case
    with tempfile.TemporaryDirectory() as d:
        folder = Path(d)
        for n, text in DATA.items():
            (folder / n).write_text(text, "utf-8")
        (folder / name).write_bytes(raw)
        others = snapshot(folder, name)
        try:
            LOAD_BOX(folder)
        except ContentError as exc:
            message = str(exc)
            assert "\n" not in message and message.strip(), message
        assert snapshot(folder, name) == others


def check_catalog(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as d:
        folder = Path(d)
        (folder / "en.json").write_text('{"title": {"play": "Play"}}', "utf-8")
        (folder / "en").mkdir()
        (folder / "en" / "kiosk.json").write_bytes(raw)
        catalog = load_catalog("en", folder)
        assert catalog.get("title.play") == "Play"
        assert all(isinstance(k, str) and isinstance(v, str) for k, v in catalog.items())


@FAST
@given(damaged_box())
def test_box_fuzz(case):
    check_box(case)


@FAST
@given(mutated(CATALOG))
def test_catalog_fuzz(raw):
    check_catalog(raw)


@pytest.mark.slow
@SLOW
@given(damaged_box())
def test_box_fuzz_long(case):
    check_box(case)


@pytest.mark.slow
@SLOW
@given(mutated(CATALOG))
def test_catalog_fuzz_long(raw):
    check_catalog(raw)
