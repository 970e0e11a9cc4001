"""Santa Cruz's words in the three languages: every key of the cruz topic
files in English, German and French with the same placeholders, each German
and French sentence really translated, every sentence about a player with
its second-person form, and the rulebook's German terms where they belong."""
from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from game.i18n import CATALOG_DIR, LANGUAGES, catalog, placeholders

TOPICS = ("cruz_rules", "cruz_log", "cruz_guide")
OTHERS = [code for code in LANGUAGES if code != "en"]
# Equal to the English on purpose: proper names, field ids, symbols, and words
# spelt the same in both languages (with the reason).
SAME = {
    "de": {},
    "fr": {"cruz_log.points.one": "point is point in French",
           "cruz_log.points.other": "points are points in French",
           "cruz_rules.symbol.points.name": "Points are Points in French"},
}


def neutral(text: str) -> bool:
    """Placeholders and punctuation only ("{name} {total}", ", "): no words to translate."""
    return not any(ch.isalpha() for ch in re.sub(r"\{\w+\}", "", text))


def cruz_keys(code: str) -> dict[str, str]:
    return {k: v for k, v in catalog(code).items() if k.split(".")[0] in TOPICS}


def test_the_topic_files_exist_and_hold_only_their_topic():
    for code in LANGUAGES:
        for topic in ("cruz_rules", "cruz_log", "cruz_log_you", "cruz_guide"):
            data = json.loads((CATALOG_DIR / code / f"{topic}.json").read_text("utf-8"))
            assert list(data) == [topic.removesuffix("_you")], (code, topic)


def test_there_are_many_keys():
    keys = cruz_keys("en")
    assert len(keys) > 400
    assert sum(k.startswith("cruz_guide.") for k in keys) > 80


@pytest.mark.parametrize("code", OTHERS)
def test_every_key_in_every_language_with_the_same_placeholders(code: str):
    en, other = cruz_keys("en"), cruz_keys(code)
    assert sorted(set(en) ^ set(other)) == []
    changed = {k: (sorted(placeholders(v)), sorted(placeholders(other[k])))
               for k, v in en.items() if placeholders(v) != placeholders(other[k])}
    assert changed == {}


@pytest.mark.parametrize("code", OTHERS)
def test_german_and_french_are_not_english(code: str):
    en, other = cruz_keys("en"), cruz_keys(code)
    same = sorted(k for k, v in en.items()
                  if other[k] == v and k not in SAME[code] and not neutral(v))
    assert same == []
    for key in SAME[code]:                   # the list holds no stale key
        assert other[key] == en[key], key


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_texts_are_well_formed(code: str):
    for key, text in cruz_keys(code).items():
        assert text and (text.strip() == text or key.endswith("sep")), key
        list(string.Formatter().parse(text))
        assert "  " not in text, key


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_log_line_about_a_player_has_its_you_form(code: str):
    cat = catalog(code)
    for key, text in cruz_keys("en").items():
        if not key.startswith("cruz_log.") or ".you" in key or "name" not in placeholders(text):
            continue
        head, _, last = key.rpartition(".")
        you = f"{head}.you.{last}" if last in ("one", "other") else f"{key}.you"
        assert you in cat, f"{code}: {you}"
        assert placeholders(cat[you]) == placeholders(cat[key]), you


# The rulebook's own words (../shared/seeds/santa-cruz-rules-de.txt).
RULEBOOK_TERMS = {
    "cruz_rules.building.lighthouse": "Leuchtturm", "cruz_rules.building.church": "Kirche",
    "cruz_rules.building.house": "Haus", "cruz_rules.build_card.ship.name": "Schiffkarte",
    "cruz_rules.build_card.river.name": "Flusskarte", "cruz_rules.build_card.path.name": "Wegkarte",
    "cruz_rules.build_card.double.name": "Doppelzug",
    "cruz_rules.term.scoring_card": "Wertungskarte", "cruz_rules.term.bird_chip": "Vogelchip",
    "cruz_rules.term.add_on": "Dazusetzen", "cruz_rules.term.eruption": "Vulkanausbruch",
    "cruz_rules.term.track": "Zählleiste", "cruz_rules.term.landing": "Anlanden",
    "cruz_rules.term.fifty_step": "50er-Stufe", "cruz_rules.term.fish_bonus": "Fischbonus",
    "cruz_rules.term.round": "Durchgang", "cruz_rules.term.start_player": "Startspieler",
}


def test_german_uses_the_rulebooks_terms():
    de = catalog("de")
    rulebook = (Path(__file__).resolve().parents[3].parent / "shared" / "seeds"
                / "santa-cruz-rules-de.txt")
    text = rulebook.read_text("utf-8") if rulebook.is_file() else ""
    for key, term in RULEBOOK_TERMS.items():
        assert de[key] == term, key
        if text:
            assert term.lower() in text.lower(), term


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_one_word_for_one_thing(code: str):
    """The rules and the guide use the terms of ``cruz_rules.term``: the German
    guide says Dazusetzen, Zählleiste and Vogelchip, never a synonym."""
    cat = cruz_keys(code)
    words = {"de": ("Dazusetzen", "Zählleiste", "Vogelchip", "Doppelzug"),
             "en": ("add-on", "track", "bird chip", "double move"),
             "fr": ("ajout", "piste", "jeton Oiseau", "coup double")}[code]
    guide = " ".join(v for k, v in cat.items() if k.startswith("cruz_guide."))
    for word in words:
        assert word.lower() in guide.lower(), word
    banned = {"de": ("Punkteleiste", "Siegpunkt", "Anbauen"), "en": ("victory point", "piggyback"),
              "fr": ("points de victoire", "piste des scores")}[code]
    everything = " ".join(cat.values()).lower()
    assert not [b for b in banned if b.lower() in everything]
