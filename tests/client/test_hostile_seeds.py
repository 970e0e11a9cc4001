"""The new-game screen takes a beach code only within the one bound on seeds
(``game.persist.seeds``): a code too long for a save is refused on the
screen (the game does not start) instead of becoming a game whose autosave
and replay its own reader would refuse."""
from __future__ import annotations

import pygame
import pytest

from game.client import beach_code
from game.client.router import NewGame
from game.persist.seeds import SEED_LIMIT

from .kiosk_support import make_app, steps


@pytest.fixture
def screen():
    app = make_app("landscape", autosave=True)
    app.router.go(NewGame())
    steps(app, 2)
    yield app.stack.top
    pygame.display.quit()


@pytest.mark.parametrize("code", ["Z" * 40, beach_code.encode(SEED_LIMIT)])
def test_a_code_beyond_the_bound_is_refused_on_the_screen(screen, code):
    assert screen.name == "new_game"
    screen.edit("code")
    screen.code_text = code
    screen.finish_edit()
    assert screen.code_error == code
    screen.start()
    steps(screen.app, 2)
    assert screen.app.stack.top is screen                   # no game with that seed


def test_the_largest_code_is_taken(screen):
    code = beach_code.encode(SEED_LIMIT - 1)
    screen.edit("code")
    screen.code_text = code
    screen.finish_edit()
    assert screen.code_error == "" and screen.setup.seed == SEED_LIMIT - 1
