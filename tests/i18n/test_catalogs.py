"""The three catalogs: complete, consistent, and covering what the game needs."""
from __future__ import annotations

import json
import string
from pathlib import Path

import pytest

from game.monica.content.icons import PLACE_SHAPES, SCORE_SHAPES
from game.monica.engine.cards import TAGS
from game.i18n import (CATALOG_DIR, DEFAULT_WORDS, LANGUAGES, Words, catalog, normalize,
                       placeholders, t, tn)
from game.i18n.words import (action_name, grant_label, join_names, objective_lines, people,
                             tag_name)

ROOT = Path(__file__).resolve().parents[2]
OTHERS = [code for code in LANGUAGES if code != "en"]


def test_languages():
    assert LANGUAGES == {"en": "English", "de": "Deutsch", "fr": "Français"}
    for code in LANGUAGES:
        assert (CATALOG_DIR / f"{code}.json").is_file()
        json.loads((CATALOG_DIR / f"{code}.json").read_text("utf-8"))    # valid JSON
    assert CATALOG_DIR == ROOT / "assets" / "i18n"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_key_present_and_non_empty(code: str):
    en, other = catalog("en"), catalog(code)
    assert len(en) > 300
    missing = sorted(set(en) - set(other))
    extra = sorted(set(other) - set(en))
    assert missing == [] and extra == []
    empty = sorted(k for k, v in other.items() if not v.strip())
    assert empty == []


@pytest.mark.parametrize("code", OTHERS)
def test_placeholders_kept_in_translation(code: str):
    en, other = catalog("en"), catalog(code)
    lost = {k: sorted(placeholders(v) - placeholders(other[k])) for k, v in en.items()
            if placeholders(v) - placeholders(other[k])}
    assert lost == {}


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_texts_format_cleanly(code: str):
    for key, text in catalog(code).items():
        list(string.Formatter().parse(text))       # no stray braces
        filled = t(key, lang=code, **{p: "X" for p in placeholders(text)})
        assert "{" not in filled and "}" not in filled, key


def test_counted_phrases_come_in_pairs():
    keys = set(catalog("en"))
    for key in keys:
        if key.endswith(".one"):
            assert key[:-4] + ".other" in keys, key
        if key.endswith(".other"):
            assert key[:-6] + ".one" in keys, key


def test_translations_are_translated():
    # A few words every screen uses must differ from English.
    for key in ("title.new_game", "title.settings", "play.undo", "results.rank",
                "help.goal.text", "setup.start", "play.hint"):
        assert t(key, lang="de") != t(key, lang="en")
        assert t(key, lang="fr") != t(key, lang="en")


def test_words_switch_their_own_language():
    words = Words()
    assert words.language == "en" and words.t("title.new_game") == "New game"
    assert words.set_language("de") == "de" and words.language == "de"
    assert words.t("title.new_game") == "Neues Spiel"
    assert words.t("play.turn_banner", name="Ann") == "Ann ist am Zug"
    words.set_language("fr")
    assert words.t("title.new_game") == "Nouvelle partie"
    assert words.t("title.new_game", lang="en") == "New game"      # one-off language
    assert words.set_language("xx") == "en"                         # unknown -> English
    assert words.set_language("de_DE.UTF-8") == "de"
    assert t("title.new_game") == "New game"                  # nobody else's language moved


def test_the_default_words_stay_english():
    with pytest.raises(TypeError):
        DEFAULT_WORDS.set_language("de")
    assert DEFAULT_WORDS.language == "en" and t("title.new_game") == "New game"
    assert t("title.new_game", lang="de") == "Neues Spiel"


def test_normalize():
    assert normalize("fr-CA") == "fr" and normalize(None) == "en" and normalize("") == "en"
    assert normalize("pt_BR") == "en"


def test_fallback_to_english_then_key(monkeypatch):
    words = Words("de")
    monkeypatch.setitem(words.catalogs.items, "de", {"title.quit": "Beenden"})
    assert words.t("title.quit") == "Beenden"
    assert words.t("title.new_game") == "New game"          # missing in German -> English
    assert words.t("no.such.key") == "no.such.key"          # missing everywhere -> the key


def test_missing_field_is_left_visible():
    assert t("play.turn_banner") == "{name}'s turn"
    assert t("play.turn_banner", name="Ann", extra=1) == "Ann's turn"


def test_plurals():
    assert tn("unit.sand_dollars", 1) == "1 sand dollar"
    assert tn("unit.sand_dollars", 2) == "2 sand dollars"
    assert tn("unit.sand_dollars", 0) == "0 sand dollars"
    assert tn("unit.sand_dollars", 0, lang="fr") == "0 Sand Dollar"
    assert tn("unit.people.local", 2, lang="de") == "2 Einheimische"
    assert tn("play.disabled.costs", 4, cost=4) == "Costs 4 sand dollars"
    assert tn("play.disabled.costs", 1, cost=1) == "Costs 1 sand dollar"


# -- coverage of the game's own things -------------------------------------

def sand_dollar_ids() -> list[str]:
    data = json.loads((ROOT / "assets/data/sand_dollar_tiles.json").read_text("utf-8"))
    return [side["id"] for tile in data["tiles"] for side in tile["sides"]]


def objective_ids() -> list[str]:
    data = json.loads((ROOT / "assets/data/objectives.json").read_text("utf-8"))
    return [o["id"] for o in data["objectives"]]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_sand_dollar_actions_objectives_tags(code: str):
    cat = catalog(code)
    ids = sand_dollar_ids()
    assert sorted(ids) == sorted(["two_front", "front_and_behind", "local_or_tourist",
                                  "business_nature_sports", "back_row", "swap_and_move",
                                  "swap_and_return", "tourist_move"])
    for sid in ids:
        assert cat[f"sand_dollar.{sid}.name"] and cat[f"sand_dollar.{sid}.text"]
        assert action_name(sid, code) == cat[f"sand_dollar.{sid}.name"]
    for oid in objective_ids():
        for line in ("name", "wave", "misc", "penalty"):
            assert cat[f"objective.{oid}.{line}"]
        assert len(objective_lines(oid, code)) == 3
    for tag in TAGS:
        assert cat[f"tag.{tag}"] and cat[f"icon.tag.{tag}"]
        assert tag_name(tag, code) == cat[f"tag.{tag}"]


ICON_KEYS = {
    "gain": ["icon.place.gain_sand_dollar", "icon.place.gain_people"],
    "move": ["icon.place.move", "icon.place.move_any"],
    "summon": ["icon.place.summon"],
    "adjacent": ["icon.score.adjacent", "icon.score.adjacent_min"],
    "adjacent_tiers": ["icon.score.adjacent_tiers"],
    "adjacent_all": ["icon.score.adjacent_all"],
    "adjacent_ring": ["icon.score.adjacent_ring", "icon.score.adjacent_no_ring"],
    "adjacent_gives": ["icon.score.adjacent_gives_sand_dollar",
                       "icon.score.adjacent_gives_people"],
    "chain": ["icon.score.chain", "icon.score.chain_per_tag"],
    "sand_dollars": ["icon.score.sand_dollars"],
    "city_tags": ["icon.score.city_tags"],
}


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_icon_reference_explains_every_icon_kind(code: str):
    assert set(ICON_KEYS) == set(PLACE_SHAPES) | set(SCORE_SHAPES)
    cat = catalog(code)
    for keys in ICON_KEYS.values():
        for key in keys:
            assert cat[f"{key}.name"] and len(cat[f"{key}.text"]) > 30
    for other in ("ring", "ring_any_number", "footprint", "beach_end", "food_truck", "foodie"):
        assert cat[f"icon.other.{other}.name"] and cat[f"icon.other.{other}.text"]


HELP_SECTIONS = ("goal", "turn", "take", "sand_dollars", "place", "placement_actions",
                 "people", "vips", "end", "scoring")


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_how_to_play_has_several_paragraphs(code: str):
    cat = catalog(code)
    for section in HELP_SECTIONS:
        assert cat[f"help.{section}.title"]
        assert len(cat[f"help.{section}.text"]) > 150, section


UI_KEYS = [
    "title.new_game", "title.continue", "title.rules", "title.settings", "title.quit",
    "title.replays", "setup.seat", "setup.human", "setup.easy", "setup.medium", "setup.hard",
    "setup.name", "setup.colour", "setup.objective", "setup.objective_random",
    "setup.sand_dollar_random", "setup.sand_dollar_chosen", "setup.beach_code", "setup.start",
    "play.turn_banner", "play.take_card", "play.sand_dollar_action", "play.disabled.costs.one",
    "play.disabled.costs.other", "play.disabled.no_card", "play.place_card", "play.swap",
    "play.skip_swap", "play.reward.dollar_move", "play.reward.two_dollars",
    "play.reward.two_moves", "play.move", "play.summon", "play.return", "play.done",
    "play.undo", "play.confirm_turn", "play.auto", "play.hint", "play.final_movement",
    "play.final_round", "play.cards_placed", "play.unplaced", "play.score_now",
    "play.objective_line.wave", "play.objective_line.misc", "play.objective_line.penalty",
    "results.rank", "results.total", "results.category.cards", "results.category.rings",
    "results.category.footprints", "results.category.wave", "results.category.misc",
    "results.category.penalty", "results.play_again_same", "results.play_again_new",
    "results.breakdown", "settings.language", "settings.animation_speed",
    "settings.reduced_motion", "settings.volume", "settings.fullscreen",
    "settings.colourblind", "kiosk.touch_to_play", "kiosk.how_many", "kiosk.still_playing",
    "kiosk.countdown.one", "kiosk.countdown.other", "kiosk.enter_pin",
    "error.save.newer", "error.save.corrupt", "error.settings.corrupt",
]


def test_client_strings_exist():
    en = catalog("en")
    assert [k for k in UI_KEYS if k not in en] == []
    assert t("play.turn_banner", name="Ann") == "Ann's turn"
    assert tn("play.disabled.costs", 3, cost=3) == "Costs 3 sand dollars"
    assert t("play.disabled.no_card") == "No card it can take"


def test_words():
    assert people("vip", 2) == "2 VIPs" and people("any", 1) == "1 person"
    assert people("tourist", 3, "fr") == "3 touristes"
    assert join_names(["Ann"]) == "Ann"
    assert join_names(["Ann", "Bob"]) == "Ann and Bob"
    assert join_names(["Ann", "Bob", "Cleo"], "de") == "Ann, Bob und Cleo"

    class G:
        kind, people, count, steps, used, target = "move", "local", 2, 3, (), None
    assert grant_label(None, G()) == "Move 2 locals, up to 3 spaces each"
    assert grant_label(None, G(), "de") == "Bewegen: 2 Einheimische, je bis zu 3 Felder"


def test_topic_files_merge_into_the_language_catalog(tmp_path):
    from game.i18n.core import load_catalog
    (tmp_path / "en").mkdir()
    (tmp_path / "en.json").write_text('{"title": {"play": "Play"}}')
    (tmp_path / "en" / "help.json").write_text('{"help": {"intro": ["Build", "a beach."]}}')
    (tmp_path / "en" / "broken.json").write_text('{"oops"')
    assert load_catalog("en", tmp_path) == {"title.play": "Play", "help.intro": "Build a beach."}


def test_words_keep_their_own_language():
    """A ``Words`` phrases in its language, whatever the default words say."""
    german, french = Words("de"), Words("fr_FR.UTF-8")
    assert (german.language, french.language) == ("de", "fr")
    assert german.t("title.quit") == t("title.quit", lang="de") != t("title.quit", lang="en")
    assert french.t("title.quit") == t("title.quit", lang="fr")
    assert german.tn("unit.sand_dollars", 0) != french.tn("unit.sand_dollars", 0)
    assert french.plural_form(0) == "one" and german.plural_form(0) == "other"
    assert german.set_language("xx") == "en" and german.t("title.quit") == t("title.quit",
                                                                                lang="en")
    assert DEFAULT_WORDS.language == "en"                   # the default words untouched
