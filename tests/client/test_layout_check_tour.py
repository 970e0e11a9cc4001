"""The screenshot tour under the layout check, in English, German and French:
no text cut or run into a badge, button or other text, none under 12 px in a
1280x720 window, no English left on a German or French screen, no token
across two columns. A few screens run by default (the table, its set-up and
last round, the guide at the food truck, the results, the portrait kiosk's
table, the new game and the rules); every screen of the tour runs as a slow
test (CI runs those too). The check also finds the faults it was made for
when they are put back into the real screens."""
from __future__ import annotations

from dataclasses import replace

import pytest

from game.client.layout_record import Kind
from game.monica.client.kiosk.attract import TIPS
from game.monica.client.art import objective_tile
from game.monica.client.table import geometry

from .layout_tour import check, record, report, screens

QUICK = ("new_game", "rules_reference", "table_4p", "start_tile", "table_final", "guide_foodie",
         "results", "kiosk_table_portrait")
SLOW = tuple(name for name in screens() if name not in QUICK)


@pytest.mark.parametrize("name", QUICK)
def test_the_main_screens_read_whole_in_every_language(name):
    found = check(screens()[name])
    assert not any(found.values()), "\n" + report(found)


@pytest.mark.slow
@pytest.mark.parametrize("name", SLOW)
def test_every_screen_of_the_tour_reads_whole_in_every_language(name):
    found = check(screens()[name])
    assert not any(found.values()), "\n" + report(found)


def test_the_window_size_only_scales_what_the_canvas_shows():
    """1920x1080 draws the very marks 1280x720 does (read at their scale)."""
    screen = screens()["table_4p"]
    small = [(m.kind, tuple(m.rect), m.text) for m in record(screen, "en", (1280, 720))]
    large = [(m.kind, tuple(m.rect), m.text) for m in record(screen, "en", (1920, 1080))]
    assert small == large
    assert sum(kind is Kind.TEXT for kind, _, _ in small) > 100


def test_it_finds_a_title_run_into_its_badge_on_the_real_table(monkeypatch):
    monkeypatch.setattr(objective_tile, "BADGE_CLEARANCE", 0)
    found = check(screens()["table_4p"], ("de",))["de"]
    assert any(p.kind == "overlap" and "Große Dünung" in p.what and "badge '?'" in p.what
               for p in found), report({"de": found})


def test_it_finds_the_truck_at_the_gap_between_columns_on_the_real_guide(monkeypatch):
    def by_the_edge(self, token, col):        # where they stood: by their column's edges
        cell = self.lane_cell(col)
        half = geometry.TOKEN_SIZE // 2 + 4
        return (cell.right - half if token == "truck" else cell.x + half, cell.centery)
    monkeypatch.setattr(geometry.Geometry, "token_center", by_the_edge)
    found = check(screens()["guide_foodie"], ("en",))["en"]
    assert any(p.kind == "straddle" for p in found), report({"en": found})


@pytest.mark.slow
@pytest.mark.parametrize("name", ["kiosk_attract_landscape", "kiosk_attract_portrait"])
def test_every_tip_of_the_attract_loop_reads_whole(name):
    """The attract loop shows its tips in turn: each, in every language."""
    for tip in range(len(TIPS)):
        shot = screens()[name].shot

        def at_tip(app, shot=shot, tip=tip):
            shot(app)
            app.stack.top.tip = tip
        found = check(replace(screens()[name], shot=at_tip))
        assert not any(found.values()), f"tip {tip}\n" + report(found)
