"""Every string Santa Cruz's screens draw comes from the catalogs (no English
literal reaches the screen), every key they name exists in English, German and
French with the same placeholders, German uses the rulebook's terms, and a
language switch shows at the table on the next frame."""
from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.client import gfx
from game.i18n import Words, catalog, placeholders
from tests.client.test_i18n_client import drawn_literals
from tests.cruz.client.support import Table, make_app, setup_of

ROOT = Path(__file__).resolve().parents[3]
CLIENT = ROOT / "game" / "cruz" / "client"
SOURCES = sorted(CLIENT.rglob("*.py")) + [ROOT / "game" / "client" / "scenes" / "box_title.py"]
KEY = re.compile(r"""["'](cruz\.[a-z_0-9]+(?:\.[a-z0-9_]+)+|box\.[a-z_]+)["']""")


def used_keys() -> set[str]:
    keys: set[str] = set()
    for path in SOURCES:
        keys |= set(KEY.findall(path.read_text(encoding="utf-8")))
    return keys


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_no_english_literal_is_drawn(path: Path):
    assert drawn_literals(path) == []


def test_the_key_scan_finds_the_table_keys():
    keys = used_keys()
    assert {"cruz.prompt.play", "cruz.table.undo", "cruz.setup.draft", "box.play"} <= keys


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_key_exists_with_the_same_placeholders(lang: str):
    en, have = catalog("en"), catalog(lang)
    for key in sorted(used_keys()):
        forms = [key] if key in en else [f"{key}.one", f"{key}.other"]
        for form in forms:
            assert form in have, f"{lang} lacks {form}"
            assert placeholders(have[form]) == placeholders(en[form]), f"{lang}: {form}"


def test_german_speaks_the_rulebook():
    de = catalog("de")
    table = " ".join(v for k, v in de.items() if k.startswith("cruz."))
    for term in ("Durchgang", "Dazusetzen", "Doppelzug", "Wertungskarte", "Vogelchip",
                 "Zählleiste", "Fischbonus", "Anlanden", "Plättchen"):
        assert term in table, term


def test_a_language_switch_shows_at_the_table_on_the_next_frame():
    app = make_app()
    table = Table(app, setup_of(["human", "medium"], seed=4))
    table.settle()
    seen: list[str] = []
    original = gfx._render

    def record(s, size, color, bold):
        seen.append(s)
        return original(s, size, color, bold)

    gfx._render = record        # type: ignore[assignment]
    try:
        app.ctx.words.set_language("de")
        app.frame()
    finally:
        gfx._render = original  # type: ignore[assignment]
    words = Words("de")
    assert words.t("cruz.table.undo") in seen and words.t("cruz.prompt.sets") in seen
    pygame.display.quit()
