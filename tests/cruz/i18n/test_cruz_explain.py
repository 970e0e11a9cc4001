"""The "?" of the Santa Cruz table and the rules pages: one for every card,
tile symbol, track rule and special rule, in every language, saying the
numbers the engine scores, each pointing at a rules page that exists; the
pages follow the rulebook's sections in order."""
from __future__ import annotations

import re

import pytest

from game.cruz.engine import (Area, Board, BuildCard, Building, Field, Resource, ScoringCard,
                              Tile, state_from_position)
from game.cruz.engine.position import Position
from game.cruz.engine.scoring import seat_points
from game.cruz.i18n import (PAGE_IDS, PAGES, Symbol, Topic, TrackRule, build_card_help,
                            every_help, field_label, item_name, resource_help, rule_page,
                            rule_pages, scoring_card_help, set_help, symbol_help, tile_help,
                            tile_summary, topic_help, track_help)
from game.i18n import LANGUAGES

# What each card pays, as the rulebook prints it (and the engine scores it).
PAYS = {"sheep": ["7"], "fish": ["5"], "wood": ["6"], "sugar": ["7"], "gold": ["6"],
        "fish_sheep": ["7", "3"], "wood_sugar": ["7", "3"], "gold_10": ["10"],
        "houses_4": ["6", "4"], "three_kinds": ["6"], "connected_4": ["7", "4"],
        "coast": ["3"], "river": ["3"], "volcano": ["3"], "eruption": ["-2"], "birds": ["2"]}


def numbers(text: str) -> list[str]:
    return re.findall(r"-?\d+", text)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_help_has_words(lang: str):
    helps = every_help(lang)
    assert len(helps) == 4 + 16 + len(Symbol) + 5 + len(TrackRule) + len(Topic) + 4
    for h in helps:
        assert h.title and len(h.text) > 25, h
        assert "cruz_rules." not in h.title + h.text and "{" not in h.text
        assert h.page in PAGE_IDS, h


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("card", list(ScoringCard))
def test_a_scoring_card_says_what_it_pays(lang: str, card: ScoringCard):
    text = scoring_card_help(card, lang).text
    assert numbers(text)[:len(PAYS[card.value])] == PAYS[card.value]


def test_the_numbers_are_the_engines():
    """Buildings on tiles showing fish (+2) and sheep, wood and gold, and sugar:
    the engine pays each resource card what its "?" says (fish cards add 2)."""
    tiles = {"k1": Tile(Area.COAST, Building.HOUSE, 1, (Resource.FISH, Resource.SHEEP), 2),
             "l1": Tile(Area.LAND, Building.HOUSE, 1, (Resource.WOOD, Resource.GOLD)),
             "l2": Tile(Area.LAND, Building.HOUSE, 1, (Resource.SUGAR,))}
    board = Board(tuple(Field(f, t.area) for f, t in tiles.items()), (("k1", "l1"),),
                  {"r1": ("k1", "l2")})
    state = state_from_position(Position(
        players=2, board=board, tiles=tiles, face_up=frozenset(tiles),
        buildings=((0, "k1"), (0, "l1"), (0, "l2")), supply=((2, 3, 5), (2, 3, 8)),
        birds=(0, 0), last_player=1, add_on_used=False, scores=(0, 0), track=(0, 1)))
    for card in ScoringCard:
        if card.value in ("sheep", "wood", "sugar", "gold", "gold_10", "fish_sheep",
                          "wood_sugar", "fish"):
            base, bonus = seat_points(state, 0, card)
            assert str(base) == PAYS[card.value][0], card
            assert bonus == (2 if "fish" in card.value else 0)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_build_cards_sets_and_rules(lang: str):
    assert build_card_help(BuildCard.DOUBLE, lang).page == "double_move"
    assert {build_card_help(c, lang).page for c in (BuildCard.SHIP, BuildCard.RIVER,
                                                     BuildCard.PATH)} == {"building"}
    assert numbers(set_help("A", lang).text) == ["1", "3", "2", "1"]     # ship, river, path, double
    assert numbers(set_help("C", lang).text) == ["3", "1", "2", "1"]
    assert topic_help(Topic.ADD_ON, lang).page == "add_on"
    assert track_help(TrackRule.FIFTY, lang).text.count("50") >= 2
    assert "49" in track_help(TrackRule.FIFTY, lang).text
    assert symbol_help(Symbol.FISH_BONUS, lang).page == "fish_bonus"


@pytest.mark.parametrize("lang,want", [("en", ["Gold 6", "Gold 10"]),
                                       ("de", ["Goldwertung 6", "Goldwertung 10"]),
                                       ("fr", ["Or 6", "Or 10"])])
def test_a_resource_names_the_cards_that_pay_for_it(lang: str, want: list[str]):
    text = resource_help(Resource.GOLD, lang).text
    assert all(name in text for name in want)
    assert "Fish & Sheep" in resource_help(Resource.SHEEP, "en").text


def test_a_tile_as_it_lies():
    tile = Tile(Area.COAST, Building.LIGHTHOUSE, 2, (Resource.FISH,), fish_bonus=3, bird=True)
    help_ = tile_help(tile)
    assert help_.title == "Tile: lighthouse"
    assert help_.text == ("Only a lighthouse may be built here; building it scores 2 points at "
                          "once. Resources: fish. They pay when a matching scoring card is "
                          "played. Fish bonus +3: paid whenever a card with fish is played. "
                          "Bird: whoever builds here draws a bird chip.")
    assert tile_help(None, "de").title == "Verdecktes Plättchen"
    assert tile_summary(tile, "fr") == "phare, 2 points, poisson, bonus Poisson +3, oiseau"


def test_terms():
    assert field_label("k3") == "k3 (coast)" and field_label("v2", "de") == "v2 (Vulkan)"
    assert field_label("x9") == "x9"
    assert item_name("card:fish_sheep", "de") == "Fisch- & Schafwertung"
    assert item_name("fish_bonus", "fr") == "Bonus Poisson"
    assert item_name("card:nonsense") == "card:nonsense" and item_name("odd") == "odd"


def test_the_pages_follow_the_rulebook():
    assert len(PAGES) == 23 and len(set(PAGE_IDS)) == 23
    rulebook_order = ["ANLANDEN", "KARTE AUSSPIELEN", "BAUEN", "BESETZTE", "DAZUSETZEN",
                      "BAUEN NICHT", "VERDECKTE", "DOPPELZUG", "WERTEN", "ROHSTOFF", "FISCHBONUS",
                      "GEBÄUDEWERTUNGEN", "ORTS-", "VULKANAUSBRUCH", "PUNKTE ABTRAGEN",
                      "2. DURCHGANG", "SPIELENDE"]
    headings = [heading for _, heading in PAGES]
    at = [next(i for i, h in enumerate(headings) if h.startswith(word))
          for word in rulebook_order]
    assert at == sorted(at)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_page_has_a_title_and_paragraphs(lang: str):
    pages = rule_pages(lang)
    assert [p.id for p in pages] == list(PAGE_IDS)
    for page in pages:
        assert page.title and page.paragraphs, page.id
        assert all(len(p) > 40 for p in page.paragraphs), page.id
    assert sum(len(p.paragraphs) for p in pages) >= 50
    assert len(rule_page("add_on", lang).paragraphs) == 2
    with pytest.raises(KeyError):
        rule_page("nowhere", lang)
