"""Counted phrases: every one has its singular and plural in every language,
no template puts a count before a noun without them, and the rendered
phrase agrees with its number for 0, 1 and 2 ("1 sand dollar", "2 sand
dollars"; French counts 0 as singular)."""
from __future__ import annotations

import re

import pytest

from game.i18n import LANGUAGES, Words, catalog, placeholders

NOUNS = {
    "en": r"sand dollars?|players?|points?|steps?|spaces?|cards?|people|persons?|locals?"
          r"|tourists?|VIPs?|footprints?|columns?|tags?|games?|moves?|actions?|unplaced",
    "de": r"Sanddollars?|Spieler|Punkte?|Schritte?|Felder?|Feld|Karten?|Personen?"
          r"|Einheimischen?|Touristen?|VIPs?|Fußspuren?|Spalten?|Partien?|Aktionen?"
          r"|unplatziert",
    "fr": r"Sand Dollars?|joueurs?|points?|cases?|cartes?|personnes?|habitants?"
          r"|touristes?|VIPs?|Empreintes?|colonnes?|parties?|actions?|non placées?",
}
# A number fixed by the game's data, never 1 ("per {per} unplaced people": per is 2).
DATA_COUNTS = {"per", "points", "ring", "label", "tags", "total"}
NAMES = {"name", "names", "who"}     # a player's name before a noun is not a count
DATA_KEYS = {"phrase.objective.misc.groups_at_least"}      # "at least {n} tags": n is 3
# singular nouns after 1 (and, in French, 0) / plural nouns after 2
PLURAL = {"en": r"sand dollars|players|points|steps|spaces|cards|people|locals|tourists|VIPs"
                r"|footprints|columns|actions",
          "de": r"Sanddollars|Punkte|Schritte|Felder|Karten|Fußspuren|Spalten|Aktionen",
          "fr": r"Sand Dollars|joueurs|points|cases|cartes|personnes|Empreintes|colonnes"
                r"|actions|placées"}
SINGULAR = {"en": r"sand dollar|player|point|step|space|card|person|VIP"
                  r"|footprint|column|action",
            "de": r"Sanddollar|Punkt|Schritt|Feld|Karte|Fußspur|Spalte|Aktion",
            "fr": r"Sand Dollar|joueur|point|case|carte|personne|Empreinte|colonne|action"
                  r"|placée"}


def counted_keys(lang: str) -> set[str]:
    return {k.rsplit(".", 1)[0] for k in catalog(lang) if k.endswith((".one", ".other"))}


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_counted_key_has_both_forms(lang: str):
    cat = catalog(lang)
    every = set().union(*(counted_keys(code) for code in LANGUAGES))
    for key in every:
        assert f"{key}.one" in cat and f"{key}.other" in cat, f"{lang}: {key}"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_no_uncounted_template_puts_a_number_before_a_noun(lang: str):
    pattern = re.compile(r"\{(\w+)\}\s+(?:" + NOUNS[lang] + r")\b")
    bad = []
    for key, text in catalog(lang).items():
        if key.endswith((".one", ".other")) or key in DATA_KEYS:
            continue
        for m in pattern.finditer(text):
            if m.group(1) not in DATA_COUNTS | NAMES:
                bad.append(f"{key}: {text}")
    assert not bad, "\n".join(bad)


def _render(words: Words, key: str, n: int) -> str:
    text = words.lookup(f"{key}.{words.plural_form(n)}") or ""
    fields = {name: "Marina" for name in placeholders(text)} | {"name": "Marina"}
    fields.pop("n", None)
    return words.tn(key, n, **fields)


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("n", [0, 1, 2])
def test_counted_phrases_agree_with_their_number(lang: str, n: int):
    words = Words(lang)
    singular = n == 1 or (lang == "fr" and n == 0)
    wrong = PLURAL[lang] if singular else SINGULAR[lang]
    pattern = re.compile(rf"(?<![\d.,]){n} (?:{wrong})\b")
    bad = [f"{key}: {line}" for key in sorted(counted_keys(lang))
           if pattern.search(line := _render(words, key, n))]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lang,n,want", [
    ("en", 1, "1 sand dollar"), ("en", 2, "2 sand dollars"),
    ("en", 0, "0 sand dollars"), ("de", 1, "1 Sanddollar"),
    ("fr", 0, "0 Sand Dollar"), ("fr", 2, "2 Sand Dollars"),
])
def test_you_have_sand_dollars(lang: str, n: int, want: str):
    words = Words(lang)
    line = words.tn("table.ui.sd.have", n, usable=words.tn("table.ui.sd.usable", 1))
    assert line.startswith(want + " ")
