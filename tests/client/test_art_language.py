"""Tiles with printed words are drawn again after a language switch: the art
prints words in its drawing's language and its caches keep one picture per
language; pictures (``gfx.Pictures``) draw in their words' language."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.monica.client import art
from game.client.art_cache import SurfaceCache, drawing  # noqa: E402
from game.client.theme import NORMAL_PALETTE  # noqa: E402
from game.monica.content.box import load_box  # noqa: E402
from game.i18n import Words  # noqa: E402
from game.monica.client.pictures import Pictures


WORDS = Words()
PICTURES = Pictures(words=WORDS)
ART_CACHE = SurfaceCache()
LANG = ["en"]       # the language the art's drawings below print in


@pytest.fixture(autouse=True)
def english():
    pygame.init()
    LANG[0] = "en"
    WORDS.set_language("en")
    yield


def drawn(render):
    """``render`` called the way ``gfx.Pictures`` calls the art: in a drawing."""
    def draw(obj, size):
        with drawing(NORMAL_PALETTE, ART_CACHE, LANG[0]):
            return render(obj, size)
    return draw


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def components():
    box = load_box()
    return [("tile", drawn(art.render_tile), PICTURES.tile, next(iter(box.tiles.values())),
             (150, 420)),
            ("sand dollar", drawn(art.render_sand_dollar_action), PICTURES.sand_dollar_action,
             box.sand_dollar_tiles[0], (240, 140)),
            ("objective", drawn(art.render_objective), PICTURES.objective,
             next(iter(box.objectives.values())), (300, 200))]


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_printed_words_follow_the_language(lang: str):
    for what, render, door, obj, size in components():
        english = pixels(render(obj, size))
        assert pixels(render(obj, size)) == english          # still cached
        via_gfx = pixels(door(obj, size))
        LANG[0] = lang
        WORDS.set_language(lang)
        assert pixels(render(obj, size)) != english, what
        assert pixels(door(obj, size)) != via_gfx, what
        LANG[0] = "en"
        WORDS.set_language("en")
        assert pixels(render(obj, size)) == english, what
        assert pixels(door(obj, size)) == via_gfx, what


def test_two_pictures_draw_in_their_own_languages():
    box = load_box()
    tile = next(iter(box.tiles.values()))
    english, german = Pictures(words=Words("en")), Pictures(words=Words("de"))
    assert pixels(english.tile(tile, (150, 420))) != pixels(german.tile(tile, (150, 420)))
    assert pixels(english.tile(tile, (150, 420))) == pixels(PICTURES.tile(tile, (150, 420)))
