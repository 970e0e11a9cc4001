"""Kiosk results: the player boxes fill the screen between the title and the
buttons, never overlap, and every text of a box (the categories wrapped)
stays inside it, in both shapes and every language."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.client.app import PORTRAIT_CANVAS
from game.monica.client.kiosk.results import (CATEGORY_KEYS, box_parts, box_rects, button_y,
                                       title_rect)
from game.client.theme import CANVAS_SIZE
from game.i18n import LANGUAGES, Words

SHAPES = {False: CANVAS_SIZE, True: PORTRAIT_CANVAS}


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.font.init()
    yield


def row(rank: int, name: str = "Bartholomew the Magnificent") -> dict:
    return {"rank": rank, "name": name, "total": 128,
            "categories": {"cards": 48, "rings": 24, "footprints": 12, "wave": 21, "misc": 12,
                           "penalty": -15}}


@pytest.mark.parametrize("portrait,n", list(itertools.product([False, True], [1, 2, 3, 4])))
def test_boxes_fill_the_screen_without_overlapping(portrait, n):
    size = SHAPES[portrait]
    boxes = box_rects(size, n, portrait)
    screen = pygame.Rect((0, 0), size)
    title = title_rect(size, portrait)
    buttons = pygame.Rect(0, button_y(size, portrait), size[0], 100)
    for box in boxes:
        assert screen.contains(box)
        assert not box.colliderect(title) and not box.colliderect(buttons)
    for a, b in itertools.combinations(boxes, 2):
        assert not a.colliderect(b)
    band = buttons.y - title.bottom
    used = boxes[-1].bottom - boxes[0].top
    if n >= 2:
        assert used >= 0.6 * band, f"{used} of {band}: the screen is not used"


@pytest.mark.parametrize("portrait,lang,n", list(itertools.product([False, True], list(LANGUAGES),
                                                              [2, 4])))
def test_every_text_stays_inside_its_box(portrait, lang, n):
    words = Words(lang)
    for k, box in enumerate(box_rects(SHAPES[portrait], n, portrait)):
        parts = box_parts(box, row(k + 1), words)
        for p in parts:
            assert box.contains(p.rect), f"{p.text!r} leaves its box"
        for a, b in itertools.combinations(parts, 2):
            assert not a.rect.colliderect(b.rect), f"{a.text!r} covers {b.text!r}"
        shown = " ".join(p.text for p in parts)
        for key in CATEGORY_KEYS:
            first = words.t(f"results.category.{key}").split()[0]
            assert first in shown
