"""Every sentence naming a player is grammatical when that player is "You"
("You win!", not "You wins!"; "Du gewinnst!", "Vous gagnez !"), in every
language: the name-bearing templates are found in the catalogs, not listed."""
from __future__ import annotations

import re

import pytest

from game.i18n import LANGUAGES, Words, catalog, placeholders

# {name}/{names} that are not players: files, objectives, actions, bots, sets.
NOT_PLAYERS = ("error.", "help.reference.entry", "phrase.status.", "play.objective",
               "play.sand_dollar_action", "play.use_action", "setup.bot_label",
               "setup.objective_option", "title.replay_entry", "title.continue_detail",
               "tutorial.wait")     # the guide's opponent: always the bot, never "You"

# A "You" followed by a third-person verb or a possessive, per language.
BAD = {
    "en": re.compile(r"\bYou(?:'s\b|\s+(?:is|has|was|\w*[^s\W]s)\b)|\b(?:for|of|to) You\b"),
    "de": re.compile(r"\bDu(?:'s|s)\b|\bDu\s+(?!und\b)(?!\w*st\b)[a-zäöüß]\w*"
                     r"|\b(?:von|für|auf|an|mit|zu|der Stadt von) Du\b"),
    "fr": re.compile(r"\bVous\s+(?!(?:et|vous|y|ne|n|en|le|la|les|lui)\b)(?!\w*ez\b)(?!êtes\b|faites\b|dites\b)"
                     r"[a-zàâçéèêëîïôûù]\w*|\b(?:de|à|pour) Vous\b"),
}

FIELDS = {"round": 3, "total": 34, "delta": "+6", "place": "Pier Arcade", "places": "Pier",
          "tile": "Santa Monica Pier", "card": "Pier Arcade", "a": "Pier", "b": "Dock",
          "action": "Swap", "source": "Pier Arcade", "points": "34 points", "truck": 2,
          "foodie": 3, "col": 2, "where": "2 spaces to the right", "cost": "2",
          "estimated": 72, "count": "two"}


def _base(key: str) -> tuple[str, int | None]:
    head, _, last = key.rpartition(".")
    return (head, 1 if last == "one" else 2) if last in ("one", "other") else (key, None)


def player_keys() -> list[tuple[str, int | None]]:
    """Every template (plural ones once per form) that names a player."""
    out = set()
    for key, text in catalog("en").items():
        if ".you" in key or key.startswith(NOT_PLAYERS):
            continue
        if placeholders(text) & {"name", "names"}:
            out.add(_base(key))
    return sorted(out, key=str)


def test_the_templates_are_found():
    keys = [k for k, _ in player_keys()]
    for want in ("results.winner", "results.winners", "table.ui.banner.turn",
                 "play.final_round", "log.turn_start", "table.zoom.in_city"):
        assert want in keys
    assert len(keys) >= 60


def _render(words: Words, key: str, n: int | None, lang: str, name: str) -> str:
    text = words.lookup(key if n is None else f"{key}.{words.plural_form(n, lang)}", lang)
    assert text is not None
    if "names" in placeholders(text):
        return words.about_all(key, [name, "Bob"], n, lang, **FIELDS)
    return words.about(key, name, n, lang, **FIELDS)


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("key,n", player_keys())
def test_no_sentence_about_you_is_in_the_third_person(lang: str, key: str, n: int | None):
    words = Words(lang)
    for name in {words.you(code) for code in LANGUAGES}:     # a seat keeps its word
        line = _render(words, key, n, lang, name)
        assert not BAD[lang].search(line), f"{lang} {key}: {line!r}"
        assert "{" not in line and name not in line.replace(words.you(lang), ""), line
    other = _render(words, key, n, lang, "Marina")
    assert "Marina" in other and not BAD[lang].search(other)


@pytest.mark.parametrize("lang,key,want", [
    ("en", "results.winner", "You win!"), ("de", "results.winner", "Du gewinnst!"),
    ("fr", "results.winner", "Vous gagnez !"), ("en", "play.city", "Your city"),
    ("de", "play.city", "Deine Stadt"), ("fr", "play.city", "Votre ville"),
])
def test_you_forms(lang: str, key: str, want: str):
    words = Words(lang)
    assert words.about(key, "You") == want
    assert words.about(key, "Du") == want


def test_a_shared_win_names_you_first():
    words = Words("en")
    assert words.about_all("results.winners", ["Bob", "You"]) == "You and Bob share the win!"
    assert Words("de").about_all("results.winners", ["Bob", "Du"]) == \
        "Du und Bob teilt euch den Sieg!"
