"""Player panels: everything fits inside its panel in every language, the
objective split is labelled, unplaced people show only when there are some,
the people are counted by kind, and 14 cards is a calm "done"."""
from __future__ import annotations

import itertools
from types import SimpleNamespace

import pygame
import pytest

from game.client import theme
from game.monica.client.setup import Seat
from game.monica.client.table.panels import DONE, panel_parts, split_text
from game.i18n import LANGUAGES, Words

PANELS = [pygame.Rect(16, 66, 400, 124), pygame.Rect(16, 72, 516, 116)]   # landscape, portrait


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.font.init()
    yield


def city(cards=14, dollars=12, kinds=("local",) * 7 + ("tourist",) * 6 + ("vip",) * 3):
    return SimpleNamespace(sand_dollars=dollars, cards_placed=cards,
                           person_kind=dict(enumerate(kinds)))


def state(c, start=0):
    return SimpleNamespace(start_player=start, players=[SimpleNamespace(city=c)])


def row(unplaced=12, total=123):
    return {"total": total, "unplaced": unplaced,
            "categories": {"wave": 15, "misc": 12, "penalty": -10}}


SEATS = [Seat("Marina", "bot", "hard", "coral"), Seat("Bartholomew-Maximilian", "human",
                                                       "medium", "lagoon"),
         Seat("Du", "human", "medium", "orchid"), Seat("Cruz", "bot", "medium", "sunflower")]


@pytest.mark.parametrize("lang,rect,seat,unplaced,start",
                         list(itertools.product(list(LANGUAGES), PANELS, SEATS, (0, 1, 12), (0, 1))))
def test_every_part_fits_its_panel_and_none_overlap(lang, rect, seat, unplaced, start):
    parts = panel_parts(rect, state(city(), start), seat, 0, row(unplaced), Words(lang))
    for p in parts:
        assert rect.contains(p.rect), f"{p.text or p.icon} leaves the panel: {p.rect} {rect}"
    for a, b in itertools.combinations(parts, 2):
        assert not a.rect.colliderect(b.rect), f"{a.text or a.icon} covers {b.text or b.icon}"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_objective_split_is_labelled(lang):
    words = Words(lang)
    parts = panel_parts(PANELS[0], state(city()), SEATS[0], 0, row(), words)
    texts = [p.text for p in parts]
    split = next(t for t in texts if "+15" in t)
    for key, value in (("wave", "+15"), ("misc", "+12"), ("penalty", "-10")):
        assert words.t(f"table.ui.panel.split.{key}", v=value) in split
    assert split == split_text(words, row()["categories"], PANELS[0].w - 40)


def test_unplaced_shows_only_when_there_are_some():
    words = Words("en")
    none = [p.text for p in panel_parts(PANELS[0], state(city()), SEATS[0], 0, row(0), words)]
    assert not any("unplaced" in t for t in none)
    one = [p.text for p in panel_parts(PANELS[0], state(city()), SEATS[0], 0, row(1), words)]
    assert "1 unplaced" in one
    fr = [p.text for p in panel_parts(PANELS[0], state(city()), SEATS[0], 0, row(1),
                                      Words("fr"))]
    assert "1 non placée" in fr


def test_people_are_counted_by_kind_with_their_own_figure():
    parts = panel_parts(PANELS[0], state(city(kinds=("vip", "vip", "tourist"))), SEATS[0], 0,
                        row(), Words("en"))
    icons = [k for k, p in enumerate(parts) if p.icon in ("local", "tourist", "vip")]
    counted = {parts[k].icon: parts[k + 1].text for k in icons}
    assert counted == {"local": "0", "tourist": "1", "vip": "2"}
    assert any(p.icon == "card" for p in parts)


def test_fourteen_cards_is_done_not_danger():
    full = panel_parts(PANELS[0], state(city(14)), SEATS[0], 0, row(), Words("en"))
    assert next(p for p in full if p.text == "14/14").color == DONE != theme.DANGER
    part = panel_parts(PANELS[0], state(city(9)), SEATS[0], 0, row(), Words("en"))
    assert next(p for p in part if p.text == "9/14").color == theme.INK
