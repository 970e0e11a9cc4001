"""What the layout check's tour found, kept fixed over every component and
language, not just the ones the tour happens to show: marks off the cards'
names, people side by side above their card's tab and inside their ring,
tiles that print readable words and no English, plain phrases, the
objective's third line named for what it does, no score during set-up."""
from __future__ import annotations

import itertools
import math
import re
from types import SimpleNamespace

import pygame
import pytest

from game.client import gfx, layout_check
from game.client.art_cache import SurfaceCache, drawing
from game.client.layout import load_layout
from game.client.layout_record import Kind
from game.client.theme import NORMAL_PALETTE
from game.i18n import LANGUAGES, Words
from game.i18n.words import grant_label
from game.monica.client.art.activity_ring import slot_centers, slot_size
from game.monica.client.art.cards import card_free_strip, render_card
from game.monica.client.art.objective_tile import render_objective
from game.monica.client.art.sand_dollar_tile import render_sand_dollar_action
from game.monica.client.art.starting_tile import render_tile
from game.monica.client.table.badges import filled_tick, points_tab
from game.monica.client.table.board import Board
from game.monica.client.table.geometry import PERSON_SIZE, Geometry
from game.monica.client.table.panels import panel_parts, split_text
from game.monica.content.box import load_box
from game.monica.i18n.icons import category_key, sand_dollar_short

BOX = load_box()
CARD = (150, 210)                        # a city card on the table's canvas
SCALE = 2 / 3                            # a 1280x720 window


def traced_art(make, lang: str = "en"):
    """The marks of one piece of art, drawn fresh (no cache) in ``lang``."""
    with gfx.recording(trace=True) as rec, drawing(NORMAL_PALETTE, SurfaceCache(), lang):
        surface = make()
        return rec.marks(surface)


def test_a_cards_tab_and_tick_stay_off_its_name_and_apart():
    for card in BOX.cards.values():
        names = [m.rect for m in traced_art(lambda c=card: render_card(c, CARD))
                 if m.kind is Kind.TEXT and m.role == "name"]
        assert names, card.name
        rect = pygame.Rect((0, 0), CARD)
        tab, _ = points_tab(card, rect, 12)
        tick = filled_tick(card, rect)
        assert not tab.colliderect(tick), card.name
        for mark in (tab, tick):
            assert rect.contains(mark)
            assert mark.collidelist([n.inflate(4, 4) for n in names]) == -1, card.name


@pytest.mark.parametrize("row", [0, 1])
def test_people_stand_side_by_side_inside_their_card_above_its_tab(row):
    geo = Geometry(load_layout("table_16x9"))
    board = Board(geo, SimpleNamespace())
    space = geo.space_rect_city((row, 2))
    card = next(c for c in BOX.cards.values() if c.row == row)
    strip = card_free_strip(card, space.size).move(space.topleft)
    for count in range(1, 9):
        people = [pygame.Rect(0, 0, PERSON_SIZE, PERSON_SIZE) for _ in range(count)]
        for i, r in enumerate(people):
            r.center = tuple(map(round, board.person_center((row, 2), i, count)))
            assert space.left <= r.left and r.right <= space.right, (count, r, space)
            if row == 1:
                assert not r.colliderect(strip), (count, r, strip)
        for a, b in itertools.combinations(people, 2):
            assert not a.colliderect(b), (count, a, b)


@pytest.mark.parametrize("n", range(1, 7))
def test_the_people_a_ring_shows_stay_inside_it(n):
    inner = 100
    size = slot_size(n, inner)
    half = size * 0.47
    for x, y in slot_centers(n, size):
        assert math.hypot(abs(x) + half, abs(y) + half) <= inner / 2
    assert size >= inner * (0.3 if n <= 4 else 0.25)    # and they are not specks


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_tiles_print_readable_words_and_the_starting_tiles_none(lang):
    table = load_layout("table_16x9")
    portrait = load_layout("kiosk_portrait")
    pieces = []
    for lay in (table, portrait):
        sd, obj = lay.rect("sd_0"), lay.rect("objective")
        pieces += [lambda s=side, z=sd[2:]: render_sand_dollar_action(s, z)
                   for tile in BOX.sand_dollar_tiles for side in tile.sides]
        pieces += [lambda o=o, z=obj[2:]: render_objective(o, z) for o in BOX.objectives.values()]
    for piece in pieces:
        found = layout_check.check(traced_art(piece, lang), SCALE)
        assert found == [], found
    for tile in BOX.tiles.values():
        words = [m.text for m in traced_art(lambda t=tile: render_tile(t, CARD), lang)
                 if m.kind is Kind.TEXT and m.role != "name" and re.search(r"[^\W\d_]", m.text)]
        assert words == [], (tile.name, words)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_sand_dollar_words_say_how_far_people_move(lang):
    words = Words(lang)
    for side in (s for t in BOX.sand_dollar_tiles for s in t.sides):
        text = sand_dollar_short(side, lang)
        assert not re.search(r"\d$", text), text                 # never "move 2 people 1"
        if side.move_count:
            assert words.tn("unit.spaces", side.move_steps) in text, text


@pytest.mark.parametrize("lang,each", [("en", "each"), ("de", "je"), ("fr", "chacun")])
def test_moving_one_person_says_no_each(lang, each):
    state = SimpleNamespace(box=BOX)
    grant = SimpleNamespace(kind="move", count=1, used=[], people="any", steps=1)
    assert each not in grant_label(state, grant, lang)
    assert each in grant_label(state, SimpleNamespace(**{**vars(grant), "count": 2}), lang)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_objectives_third_line_is_named_for_what_it_does(lang):
    words = Words(lang)
    penalty = words.t("results.category.penalty")
    assert words.t(category_key("penalty", "A")) == penalty
    assert words.t(category_key("penalty", "B")) == penalty
    ring = words.t(category_key("penalty", "C"))
    assert ring != penalty and ring != words.t("results.category.rings")
    split = split_text(words, {"wave": 3, "misc": 2, "penalty": 4}, "C")
    assert words.t("objective.C.third_short", v="+4") in split
    assert words.t(category_key("rings", "C")) == words.t("results.category.rings")


def test_no_score_shows_during_set_up():
    words = Words("en")
    seat = SimpleNamespace(name="You", level="medium", shown_as_bot=False,
                           rgb=lambda _: (200, 80, 60))
    state = SimpleNamespace(start_player=0, round=0, objective="A",
                            players=[SimpleNamespace(city=None)])
    row = {"total": -2, "unplaced": 2, "categories": {"wave": 0, "misc": 0, "penalty": -2}}
    texts = [p.text for p in panel_parts(pygame.Rect(0, 0, 400, 124), state, seat, 0, row,
                                         words)]
    assert "-2" not in texts and not any("penalty" in t for t in texts), texts
    state.round = 1
    texts = [p.text for p in panel_parts(pygame.Rect(0, 0, 400, 124), state, seat, 0, row,
                                         words)]
    assert "-2" in texts


@pytest.mark.parametrize("lang,word", [("en", "chain"), ("de", "Kette"), ("fr", "chaîne")])
def test_ties_name_the_longest_chain_everywhere(lang, word):
    words = Words(lang)
    for key in ("tutorial.step.tally", "results.tiebreak", "table.tally.tie_line"):
        assert word in words.t(key), key
