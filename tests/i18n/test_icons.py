"""One module phrases every icon, in English, German and French: rules,
statuses with near misses, rings, VIPs, sand-dollar actions, objective lines."""
from __future__ import annotations

import re

import pytest

from game.monica.content.box import load_box
from game.monica.engine.cards import BEACH, STREET, Ring
from game.monica.i18n.explain import explain_objective, explain_space
from game.i18n import LANGUAGES
from game.monica.i18n import icons
from tests.monica.engine.test_scoring import card, city, tile

LANGS = list(LANGUAGES)
SCORE_ICONS = [
    {"adjacent": "tourist", "points": 2}, {"adjacent": "wave", "min": 2, "points": 3},
    {"adjacent_tiers": "wave", "tiers": [[1, 3], [2, 5]]},
    {"adjacent_all": ["local", "tourist", "business", "sports"], "points": 6},
    {"adjacent_ring": True, "points": 2}, {"adjacent_ring": False, "points": 2},
    {"adjacent_gives": "sand_dollar", "points": 2}, {"adjacent_gives": "people", "points": -2},
    {"chain": "business", "min": 3, "points": 4},
    {"chain": "nature", "min": 5, "points": 1, "per_tag": True},
    {"sand_dollars": 2, "points": 1}, {"sand_dollars": 1, "points": 1},
    {"city_tags": "tourist", "per": 2, "points": 1},
]
PLACE_ICONS = [{"gain": "sand_dollar", "n": 2}, {"gain": "local", "n": 1},
               {"gain": "tourist", "n": 2}, {"move": "any", "count": 2, "steps": 1},
               {"move": "vip", "count": 1, "steps": 2}, {"move": "tourist", "count": 4,
                                                         "steps": 2}, {"summon": 3}]
LEFTOVER = re.compile(r"\{|\}|phrase\.|unit\.|table\.")


def clean(text: str) -> bool:
    return bool(text.strip()) and not LEFTOVER.search(text)


@pytest.mark.parametrize("lang", LANGS)
def test_every_scoring_icon_kind_has_a_rule_in_every_language(lang):
    kinds = set()
    for icon in SCORE_ICONS:
        text = icons.score_icon(icon, lang)
        assert clean(text), (lang, icon, text)
        kinds.add(icons.score_kind(icon))
    assert kinds == {"adjacent", "adjacent_min", "adjacent_tiers", "adjacent_all",
                     "adjacent_ring", "adjacent_no_ring", "adjacent_gives_sand_dollar",
                     "adjacent_gives_people", "chain", "chain_per_tag", "sand_dollars",
                     "city_tags"}
    if lang != "en":
        for icon in SCORE_ICONS:
            assert icons.score_icon(icon, lang) != icons.score_icon(icon, "en")


def test_english_rules_read_as_the_rulebook_says():
    assert icons.score_icon({"adjacent": "tourist", "points": 2}) == \
        "2 points if next to at least one tourist spot"
    assert icons.score_icon({"chain": "nature", "min": 5, "points": 1, "per_tag": True}) == \
        "1 point per nature tag in its nature chain, if the chain has at least 5"
    assert icons.score_icon({"adjacent_gives": "people", "points": -2}).startswith("Lose 2")
    assert icons.place_icon({"move": "tourist", "count": 4, "steps": 2}) == \
        "Move up to 4 tourists up to 2 spaces each"


@pytest.mark.parametrize("lang", LANGS)
def test_placement_setup_ring_vip_in_every_language(lang):
    for action in PLACE_ICONS:
        assert clean(icons.place_icon(action, lang))
    assert clean(icons.setup_icon({"gain": "vip", "n": 2}, lang))
    assert clean(icons.setup_icon({"gain": "sand_dollar", "n": 1}, lang))
    assert clean(icons.setup_icon({"footprint": True}, lang))
    assert clean(icons.ring(Ring(4, tourist=1, any=1), lang))
    assert clean(icons.ring({"any_number": True, "points": 3}, lang))
    assert clean(icons.ring_status(1, False, 2, lang))
    assert clean(icons.ring_status(0, False, 0, lang))
    for t_ in load_box().tiles.values():
        assert clean(icons.vip_rule(t_.vip, lang)) and clean(icons.vip_short(t_.vip, lang))
        assert all(clean(x) for x in icons.tile_lines(t_, lang))


@pytest.mark.parametrize("lang", LANGS)
def test_sand_dollar_actions_and_objective_lines_in_every_language(lang):
    box = load_box()
    for sd in box.sand_dollar_tiles:
        for side in sd.sides:
            assert clean(icons.sand_dollar_action(side, lang))
            assert clean(icons.sand_dollar_short(side, lang))
    for obj in box.objectives.values():
        for part in ("wave", "misc", "penalty"):
            assert clean(icons.objective_line(part, getattr(obj, part), lang))
            assert clean(icons.objective_short(part, getattr(obj, part), lang))


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_of_the_box_reads_cleanly(lang):
    for c in load_box().cards.values():
        lines = icons.card_lines(c, lang)
        assert len(lines) >= 1 + len(c.place) + len(c.score)
        assert all(clean(x) for x in lines), (c.id, lines)


def _near_miss_city():
    return city({(STREET, 1): card("X", STREET, ("nature",),
                                   {"adjacent": "tourist", "points": 2},
                                   {"chain": "nature", "min": 5, "points": 1, "per_tag": True}),
                 (STREET, 2): card("Y", STREET, ("nature", "nature", "nature"))},
                tile(("tourist",), name="Pier Arcade"))


@pytest.mark.parametrize("lang,near", [
    ("en", "needs 5 nature in the chain, has 4"),
    ("de", "braucht 5 Natur-Symbole in der Kette, hat 4"),
    ("fr", "il en faut 5 tags Nature dans la chaîne, il y en a 4"),
])
def test_near_misses_are_translated(lang, near):
    lines = explain_space(_near_miss_city(), (STREET, 1), lang)
    assert [e["points"] for e in lines] == [2, 0]
    assert near in lines[1]["text"]
    assert "Pier Arcade" in lines[0]["text"]
    english = explain_space(_near_miss_city(), (STREET, 1))[1]["text"]   # the default
    assert english == explain_space(_near_miss_city(), (STREET, 1), "en")[1]["text"]


@pytest.mark.parametrize("lang", LANGS)
def test_every_scoring_icon_explained_in_a_city_in_every_language(lang):
    c = city({(BEACH, 1): card("X", BEACH, ("wave",), *SCORE_ICONS),
              (BEACH, 2): card("W", BEACH, ("wave", "wave"), ring=Ring(2, local=1),
                               place=({"gain": "sand_dollar", "n": 1},))}, sand_dollars=5)
    en = explain_space(c, (BEACH, 1), "en")
    other = explain_space(c, (BEACH, 1), lang)
    assert [e["points"] for e in other] == [e["points"] for e in en]
    for e in other:
        assert clean(e["text"]) and ":" in e["text"]
    box = load_box()
    for obj in box.objectives.values():
        for e in explain_objective([c], 0, obj, lang):
            assert clean(e["text"])


def test_status_names_who_counts():
    status = icons.score_status({"adjacent": "tourist", "points": 2}, 2, 1, 1,
                                names=["Pier Arcade"])
    assert status == "yes (Pier Arcade)"
    missing = icons.score_status({"adjacent_all": ["local", "wave"], "points": 4}, 0, 1, 2,
                                 missing=["wave"], lang="de")
    assert "Welle" in missing
