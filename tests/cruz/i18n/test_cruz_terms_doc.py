"""docs/SANTA_CRUZ_TERMS.md says what the catalogs say: every row of its
tables names a ``cruz_rules`` key and its German, English and French words."""
from __future__ import annotations

import re
from pathlib import Path

from game.i18n import catalog

DOC = Path(__file__).resolve().parents[3] / "docs" / "SANTA_CRUZ_TERMS.md"
ROW = re.compile(r"^\| `([\w.]+)` \| (.+?) \| (.+?) \| (.+?) \|$")


def test_the_terms_table_matches_the_catalogs():
    rows = [ROW.match(line) for line in DOC.read_text("utf-8").splitlines()]
    found = [m.groups() for m in rows if m]
    assert len(found) > 50
    de, en, fr = catalog("de"), catalog("en"), catalog("fr")
    wrong = [(key, words) for key, *words in found
             if words != [de[f"cruz_rules.{key}"], en[f"cruz_rules.{key}"],
                          fr[f"cruz_rules.{key}"]]]
    assert wrong == []


def test_every_term_is_in_the_table():
    text = DOC.read_text("utf-8")
    terms = [k.removeprefix("cruz_rules.") for k in catalog("en")
             if k.startswith("cruz_rules.term.")]
    assert [t for t in terms if f"`{t}`" not in text] == []
