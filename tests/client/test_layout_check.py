"""The layout check itself: each kind of fault it reads is seeded on a small
traced drawing and found, a clean drawing passes, and what it records is
where the pixels land (through intermediate surfaces, clips and scaling)."""
from __future__ import annotations

import pygame
import pytest

from game.client import gfx, layout_check, theme
from game.client.layout_check import Problem
from game.client.layout_record import Kind, Mark, note_box, note_piece, note_text, role
from game.client.widgets import Button, draw_text, draw_wrapped, screen_panel, shade

SCALE = 2 / 3                           # a 1280x720 window shows the canvas at two thirds


def kinds(problems: list[Problem]) -> list[str]:
    return [p.kind for p in problems]


def traced(draw) -> list[Mark]:
    """The marks a drawing leaves on a traced 400x300 canvas."""
    with gfx.recording(trace=True) as rec:
        canvas = pygame.Surface((400, 300))
        draw(canvas)
        return rec.marks(canvas)


def test_text_lands_where_it_is_drawn_through_surfaces_and_scaling():
    def draw(canvas):
        plate = pygame.Surface((200, 100), pygame.SRCALPHA)
        draw_text(plate, "Pier", (10, 20), theme.LABEL)
        canvas.blit(pygame.transform.smoothscale(plate, (100, 50)), (50, 60))
    (mark,) = traced(draw)
    assert mark.kind is Kind.TEXT and mark.text == "Pier"
    assert 54 <= mark.rect.x <= 58 and 68 <= mark.rect.y <= 72        # (10, 20) halved, moved
    assert mark.px == pytest.approx(theme.LABEL / 2)
    assert not mark.cut and not mark.clipped


def test_a_clean_screen_passes():
    def draw(canvas):
        screen_panel(canvas, (0, 0, 400, 300), "Settings")
        Button((20, 200, 160, 60), "Back").draw(canvas)
        Button((220, 200, 160, 60), "Start").draw(canvas)
        draw_wrapped(canvas, "Two lines of words that wrap", (20, 80, 360, 100), theme.BODY)
    marks = traced(draw)
    assert sum(m.kind is Kind.TEXT for m in marks) >= 4
    assert layout_check.check(marks, SCALE) == []


def test_a_text_cut_with_an_ellipsis_is_found():
    marks = traced(lambda c: draw_wrapped(c, "A title much too long for its box " * 3,
                                          (0, 0, 200, 30), theme.LABEL, max_lines=1))
    assert kinds(layout_check.check(marks, SCALE)) == ["cut"]


def test_a_text_clipped_by_its_box_is_found_unless_it_scrolls():
    def draw(canvas, scroll=False):
        canvas.set_clip(pygame.Rect(0, 0, 400, 30))
        with role("scrolled" if scroll else ""):
            draw_text(canvas, "Half a line", (10, 20), theme.LABEL)
        canvas.set_clip(None)
    assert kinds(layout_check.check(traced(draw), SCALE)) == ["cut"]
    assert layout_check.check(traced(lambda c: draw(c, scroll=True)), SCALE) == []


def test_texts_over_each_other_are_found_but_not_a_shadow():
    def draw(canvas):
        draw_text(canvas, "Final round!", (10, 10), theme.LABEL)
        draw_text(canvas, "Game over", (60, 14), theme.LABEL)
    assert kinds(layout_check.check(traced(draw), SCALE)) == ["overlap"]
    shadowed = traced(lambda c: [draw_text(c, "Santa", (12, 14), 48, theme.INK),
                                 draw_text(c, "Santa", (10, 10), 48, theme.FOAM)])
    assert layout_check.check(shadowed, SCALE) == []


def test_a_title_under_a_badge_is_found():
    def draw(canvas, gap):
        img = draw_text(canvas, "Business, Nature or", (10, 10), theme.LABEL)
        note_box(canvas, Kind.BADGE, (img.right + gap, 4, 40, 40), "?")
    assert kinds(layout_check.check(traced(lambda c: draw(c, 0)), SCALE)) == ["overlap"]
    assert layout_check.check(traced(lambda c: draw(c, 12)), SCALE) == []


def test_a_banner_running_under_a_button_is_found_but_not_its_own_label():
    def draw(canvas, x):
        draw_text(canvas, "Letzte Runde! Marina", (10, 10), theme.SUBHEAD)
        Button((x, 0, 90, 50), "Tipp").draw(canvas)
    found = layout_check.check(traced(lambda c: draw(c, 280)), SCALE)
    assert set(kinds(found)) == {"overlap"} and any("button 'Tipp'" in p.what for p in found)
    assert layout_check.check(traced(lambda c: draw(c, 320)), SCALE) == []


def test_small_text_is_found_but_not_a_printed_name():
    def draw(canvas, who=""):
        img = gfx.font(14).render("in", True, theme.INK)
        note_text(img, "in", 14, role=who)
        canvas.blit(img, (10, 10))
    found = layout_check.check(traced(draw), SCALE)
    assert kinds(found) == ["small"] and "9.3 px" in found[0].what
    assert layout_check.check(traced(lambda c: draw(c, "name")), SCALE) == []
    assert layout_check.check(traced(draw), 1.0) == []           # 14 px in a 1920x1080 window


def test_people_piled_up_over_a_tab_and_across_columns_are_found():
    person = pygame.Surface((26, 30), pygame.SRCALPHA)
    person.fill((200, 90, 40, 255))

    def draw(canvas, spots, tab=None):
        for x in (0, 150):
            note_box(canvas, Kind.COLUMN, (x, 0, 140, 300))
        if tab is not None:
            note_box(canvas, Kind.TAB, tab, "+1")
        for spot in spots:
            canvas.blit(note_piece(person.copy(), Kind.TOKEN, "local"), spot)
    assert layout_check.check(traced(lambda c: draw(c, [(20, 20), (60, 20)])), SCALE) == []
    assert kinds(layout_check.check(traced(lambda c: draw(c, [(20, 20), (30, 30)])), SCALE)) \
        == ["overlap"]
    assert kinds(layout_check.check(traced(lambda c: draw(c, [(20, 20)], (10, 40, 40, 22))),
                                    SCALE)) == ["overlap"]
    assert kinds(layout_check.check(traced(lambda c: draw(c, [(130, 20)])), SCALE)) == ["straddle"]


def test_a_dialog_hides_what_is_under_it():
    def draw(canvas):
        draw_text(canvas, "Table words", (20, 20), theme.LABEL)
        draw_text(canvas, "More table words", (30, 22), theme.LABEL)      # a fault, below
        shade(canvas, canvas.get_rect())
        screen_panel(canvas, (40, 40, 320, 200), "Paused")
    marks = traced(draw)
    assert [m.text for m in layout_check.visible(marks) if m.kind is Kind.TEXT] == ["Paused"]
    assert layout_check.check(marks, SCALE) == []


def _texts(*strings: str, who: str = "") -> list[Mark]:
    return [Mark(Kind.TEXT, pygame.Rect(0, 20 * i, 100, 18), s, 21, role=who)
            for i, s in enumerate(strings)]


def test_english_left_on_a_german_screen_is_found():
    english = _texts("Take any card with", "Marina", "in", "Total 45", "Lifeguard Academy.")
    german = _texts("Nimm eine Karte mit", "Marina", "in", "Total 45", "Lifeguard Academy.")
    found = layout_check.english(german, english, names=["Marina", "Lifeguard Academy"],
                                 same=["Total {n}"])
    assert [p.what for p in found] == ["'in'"]
    assert layout_check.english(_texts("in", who="name"), english) == []
    assert layout_check.english(_texts("Take any card with"), english)[0].kind == "english"


def test_recording_costs_nothing_when_it_does_not_trace():
    with gfx.recording() as sizes:
        surface = pygame.Surface((10, 10))
        draw_text(surface, "x", (0, 0), theme.BODY)
    assert type(surface) is pygame.Surface and sizes[theme.BODY] == 1
    with pytest.raises(RuntimeError):
        sizes.marks(surface)
