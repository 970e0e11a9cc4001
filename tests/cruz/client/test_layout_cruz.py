"""Santa Cruz's screens under the layout check, in English, German and French:
no text cut or run into a badge, button, card, tile or other text, none under
12 px in a 1280x720 window, no English left on a German or French screen. A
few key screens run by default (the title, the new game, a rules page with
cards, the table with a card chosen, the build preview, the scoring banner,
the guided game's first step and the hand-off); every screen of the tour runs
as a slow test, on the landscape canvas and on the portrait kiosk's. The check
also finds faults put back into the real screens: a word too long for its
line, a name too long for its card, a tag put over a card's name."""
from __future__ import annotations

import pygame
import pytest

from game.client import gfx, layout_check, theme
from game.client.layout_record import Kind, note_box, role
from game.client.widgets import draw_panel, draw_text
from game.cruz.client.table import hand_view
from game.i18n import Words

from .layout_tour import PARTS, check, check_marks, part_problems, record, report, walk

QUICK = (("menus", "title"), ("menus", "new_game"), ("menus", "rules"),
         ("table", "table_card"), ("table", "table_preview"), ("table", "table_scoring_banner"),
         ("guide", "guide_welcome"), ("handoff", "handoff"))
LONG = "Donaudampfschifffahrtsgesellschaftskapitänsmützenband"


@pytest.mark.parametrize("part,name", QUICK, ids=[name for _, name in QUICK])
def test_the_key_screens_read_whole_in_every_language(part, name):
    found = check(part, name, quick=True)
    assert not any(found.values()), "\n" + report(found)


@pytest.mark.slow
@pytest.mark.parametrize("part", PARTS)
def test_every_screen_reads_whole_in_every_language(part):
    problems = part_problems(part)
    assert not problems, "\n" + "\n".join(problems)


@pytest.mark.slow
@pytest.mark.parametrize("part", [p for p in PARTS if p != "menus"])
def test_every_screen_of_the_portrait_kiosk_reads_whole(part):
    """The portrait kiosk's table (its menus are the kiosk's own)."""
    problems = part_problems(part, portrait=True)
    assert not problems, "\n" + "\n".join(problems)


def test_the_window_size_only_scales_what_the_canvas_shows():
    """1920x1080 draws the very marks 1280x720 does (read at their scale)."""
    small = [(m.kind, tuple(m.rect), m.text) for m in record("table", "table_card", "de",
                                                              quick=True)]
    large = [(m.kind, tuple(m.rect), m.text) for m in record("table", "table_card", "de",
                                                              (1920, 1080), quick=True)]
    assert small == large
    assert sum(kind is Kind.TEXT for kind, _, _ in small) > 60
    assert sum(kind is Kind.CARD for kind, _, _ in small) > 50        # tiles, cells, cards


def seeded(monkeypatch, key: str, text: str) -> None:
    """``key`` reads ``text`` in every language."""
    plain = Words.lookup

    def lookup(self, k, lang=None):
        return text if k == key else plain(self, k, lang)
    monkeypatch.setattr(Words, "lookup", lookup)


def found_in(name: str, part: str = "table") -> list[str]:
    marks = {lang: walk(lang, part, every=False)[name] for lang in ("en", "de")}
    return [str(p) for p in check_marks(marks)["de"]]


def test_it_finds_a_word_too_long_for_the_instruction(monkeypatch):
    seeded(monkeypatch, "cruz.prompt.where", f"Tippe für {LONG} und {LONG}")
    problems = found_in("table_card")
    assert any(p.startswith("cut: ") and "Donau" in p for p in problems), problems


def test_it_finds_a_name_too_long_for_its_card(monkeypatch):
    seeded(monkeypatch, "cruz.table.kind.ship", LONG)
    problems = found_in("table_card")
    assert any(p.startswith("cut: ") and "Donau" in p for p in problems), problems


def test_it_finds_a_tag_put_over_a_cards_name(monkeypatch):
    monkeypatch.setattr(hand_view, "TAG_AT", (0.15, 0.15))      # over the name's lower half
    problems = found_in("table_card")
    assert any(p.startswith("overlap: ") and "half under a plate" in p for p in problems), problems


def traced(draw) -> list:
    with gfx.recording(trace=True) as rec:
        canvas = pygame.Surface((400, 300))
        draw(canvas)
        return rec.marks(canvas)


def kinds(marks) -> list[str]:
    return [p.kind for p in layout_check.check(marks, 2 / 3)]


def test_a_face_holds_its_own_words_and_pieces_but_not_anothers():
    def card(canvas, at, word="Schiff"):
        note_box(canvas, Kind.CARD, pygame.Rect(at, (100, 140)))
        draw_text(canvas, word, (at[0] + 10, at[1] + 10), theme.BODY)
        note_box(canvas, Kind.BADGE, pygame.Rect(at[0] + 80, at[1] + 60, 30, 24), "count")
    assert kinds(traced(lambda c: [card(c, (10, 10)), card(c, (130, 10))])) == []
    piled = [str(p) for p in layout_check.check(
        traced(lambda c: [card(c, (10, 10)), card(c, (60, 10))]), 2 / 3)]
    assert any(p.startswith("overlap: card at") and p.count("card at") == 2 for p in piled)
    assert any(p.startswith("overlap: 'Schiff'") for p in piled), piled
    words_over = traced(lambda c: [card(c, (10, 10)),
                                   draw_text(c, "Fluss", (5, 80), theme.BODY)])
    assert kinds(words_over) == ["overlap"]


def test_a_plate_over_half_a_text_is_found_over_all_of_it_hides_it():
    def draw(canvas, y):
        draw_text(canvas, "Vulkanwertung", (20, 20), theme.LABEL)
        draw_panel(canvas, (10, y, 300, 60), theme.PANEL)
    assert kinds(traced(lambda c: draw(c, 30))) == ["overlap"]
    assert kinds(traced(lambda c: draw(c, 0))) == []


def test_a_key_arts_printing_is_read_for_cuts_only():
    def draw(canvas, word):
        art = pygame.Surface((200, 100))
        draw_text(art, word, (150, 10), theme.CAPTION)         # runs off the art's edge
        with role("picture"):
            canvas.blit(art, (0, 0))
        draw_text(canvas, "Santa Cruz", (140, 5), theme.TITLE)
    assert kinds(traced(lambda c: draw(c, "Vulkan"))) == []
    assert kinds(traced(lambda c: draw(c, gfx.ellipsize("Vulkanwertung", 18, 30)))) == ["cut"]
