"""Log lines about the solo human's seat ("You") are in the second person."""
from __future__ import annotations

import pytest

from game.monica.ai.random_bot import RandomBot
from game.monica.content import load_box
from game.monica.engine import apply_action, new_game, score_game
from game.monica.engine.events import Event
from game.i18n import LANGUAGES, catalog, placeholders, t
from game.monica.i18n.log import describe_event, describe_events, describe_scores
from game.i18n.words import is_you


def you_key(key: str) -> str:
    """``log.a.b`` -> ``log.a.b.you``; ``log.a.one`` -> ``log.a.you.one``."""
    head, _, last = key.rpartition(".")
    if last in ("one", "other"):
        return f"{head}.you.{last}"
    return f"{key}.you"


def player_templates() -> list[str]:
    """Every English log template that names a player."""
    cat = catalog("en")
    return sorted(k for k, v in cat.items() if k.startswith("log.") and ".you" not in k
                  and placeholders(v) & {"name", "names"})


def test_there_are_many_player_templates():
    assert len(player_templates()) >= 40


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_template_has_a_you_variant(lang: str):
    cat = catalog(lang)
    for key in player_templates():
        variant = cat.get(you_key(key))
        assert variant, f"{lang}: {you_key(key)} missing"
        base = placeholders(cat[key])
        # "Your VIP walks ..." needs no {name}; nothing else may go or come.
        assert placeholders(variant) - {"name"} == base - {"name"}, (lang, key)
        assert placeholders(variant) <= base, (lang, key)


@pytest.mark.parametrize("lang,want", [("en", "You take "), ("de", "Du nimmst "),
                                       ("fr", "Vous prenez ")])
def test_you_take_a_card(lang: str, want: str):
    you = t("setup.you", lang=lang)
    e = Event("card_taken", 0, {"card": "X", "via": "pick", "frm": ["front", None]})
    line = describe_event(e, [you, "Bob"], lang)
    assert line.startswith(want), line
    other = describe_event(Event("card_taken", 1, dict(e.data)), [you, "Bob"], lang)
    assert not other.startswith(want)


def test_the_seat_keeps_its_word_but_the_line_follows_the_language():
    e = Event("turn_start", 0, {"round": 3})
    assert describe_event(e, ["Du", "Bob"], "en") == "Round 3: your turn."
    assert describe_event(e, ["You", "Bob"], "fr") == "Tour 3 : à vous de jouer."
    assert describe_event(Event("passed", 0, {}), ["Vous"], "de").startswith("Du kannst")


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_whole_game_as_you(lang: str):
    """No third-person line about the human, and every line is a real sentence."""
    you = t("setup.you", lang=lang)
    state = new_game([you, "Bob"], 4, box=load_box())
    bot = RandomBot(4)
    lines: list[str] = []
    while state.phase != "over":
        before = state.clone()
        lines += describe_events(apply_action(state, bot.choose(state)), before, lang)
    assert all("{" not in line and ".you" not in line for line in lines)
    third = {"en": [" takes ", " places ", " gains "], "de": ["Du nimmt ", "Du legt "],
             "fr": ["Vous prend ", "Vous place "]}[lang]
    assert not [line for line in lines for w in third if f"{you}{w}" in line]
    assert any(line.startswith(you + " ") for line in lines)
    scores = describe_scores(score_game(state), lang)
    assert any(line.startswith(you) for line in scores)


def test_scores_and_game_over():
    report = {"winners": ["You"], "players": [
        {"name": "You", "total": 57, "rank": 1}, {"name": "Bob", "total": 40, "rank": 2}]}
    assert describe_scores(report)[0] == "You: 57 points"
    assert describe_scores(report, "de")[0] == "Du: 57 Punkte"
    over = Event("game_over", -1, {"report": report})
    assert describe_event(over, ["You", "Bob"]) == "Game over: you win with 57 points."
    assert describe_event(over, ["You", "Bob"], "fr").endswith("vous gagnez avec 57 points.")
    report["winners"] = ["You", "Bob"]
    assert describe_event(over, ["You", "Bob"], "de") == \
        "Spielende: Du und Bob teilt euch den Sieg mit 57 Punkten."


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_is_you(lang: str):
    assert is_you(t("setup.you", lang=lang))
    assert is_you("You") and is_you("Du") and is_you("Vous")
    assert not is_you("Marina") and not is_you("") and not is_you(None)
