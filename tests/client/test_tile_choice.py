"""The starting-tile choice: the offered tiles, their words and the line of
tiles already taken each have their own place in the city area."""
from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.client.layout import load_layout
from game.monica.client.table import tile_choice
from game.monica.client.table.geometry import Geometry
from game.monica.content import load_box
from game.monica.engine import apply_action, legal_actions, new_game
from game.i18n import LANGUAGES, Words


@pytest.fixture(scope="module")
def choosing():
    pygame.font.init()
    names = ["Du", "Marina Del Rey-Santamaria", "Dusty", "Cruz"]
    state = new_game(names, 7, box=load_box())
    rng = random.Random(3)
    while sum(p.city is not None for p in state.players) < 2:
        apply_action(state, rng.choice(legal_actions(state)))
    assert state.phase == "choose_tile"
    return state


@pytest.mark.parametrize("lang,layout", list(itertools.product(list(LANGUAGES),
                                                          ["table_16x9", "kiosk_portrait"])))
def test_nothing_covers_anything(choosing, lang, layout):
    city = Geometry(load_layout(layout)).city
    slots = tile_choice.slots(city, list(choosing.offered_tiles))
    lines = tile_choice.lines(city, choosing, Words(lang))
    taken = lines[-1]
    assert taken.text.startswith(Words(lang).t("table.ui.taken", list="").strip()[:4])
    assert "Du" in taken.text
    for rect in [*slots.values(), *(line.rect for line in lines)]:
        assert city.contains(rect), rect
    for a, b in itertools.combinations([*slots.values(), *(line.rect for line in lines)], 2):
        assert not a.colliderect(b), (a, b)
    assert len(lines) > 2 * len(slots)          # names and gifts beside every tile


@pytest.mark.parametrize("layout", ["table_16x9", "kiosk_portrait"])
def test_the_tiles_stand_below_the_instruction_row(choosing, layout):
    """The instruction tab stands on the city's title row: no tile nor word under it."""
    lay = load_layout(layout)
    city = Geometry(lay).city
    title = pygame.Rect(lay.rect("city_title"))
    row_bottom = title.bottom - 4                # the tab: title.y - 12 .. title.bottom - 4
    slots = tile_choice.slots(city, list(choosing.offered_tiles))
    lines = tile_choice.lines(city, choosing, Words("en"))
    for rect in [*slots.values(), *(line.rect for line in lines)]:
        assert rect.top >= row_bottom, rect
