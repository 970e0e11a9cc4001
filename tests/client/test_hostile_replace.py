"""Nothing lost without a word: every path that would start a new game over
a saved game in progress asks first, naming the saved game, and keeping it is
the default (Esc, or "Keep my game"). Enter and Space on the title, the quick
game button, the new-game screen's start and ``play --seats/--seed`` all ask;
with no saved game nothing is asked."""
from __future__ import annotations

import random

import pygame
import pytest

from game.client.router import NewGame, Title
from game.monica.client.launch import Launch, run
from game.monica.engine import legal_actions
from game.monica.match import Match
from game.monica.persist import autosave_file, has_autosave, read_save
from game.monica.client.setup import GameSetup, Seat
from game.monica.client.table.observers import table_observers
from game.cli.box import client_games

from .kiosk_support import key, make_app, steps, tap_button


@pytest.fixture
def app():
    a = make_app("landscape", autosave=True, window=(480, 270))
    yield a
    pygame.display.quit()


def saved_game(app) -> bytes:
    """A game in progress of Ann and Cy, autosaved a few moves in."""
    setup = GameSetup([Seat("Ann", "human", "medium", "coral"),
                       Seat("Cy", "human", "medium", "orchid")], "B", None, 21)
    match = Match(setup, observers=table_observers(app.ctx))
    rng = random.Random(3)
    for _ in range(6):
        match.play(rng.choice(legal_actions(match.state)))
    assert has_autosave()
    return autosave_file().read_bytes()


def on_title(app) -> None:
    app.router.go(Title())
    steps(app, 2)
    assert app.stack.top.name == "title" and app.stack.top.saved is not None


@pytest.mark.parametrize("how", ["enter", "space", "quick-button"])
def test_the_title_asks_before_a_quick_game_replaces_the_saved_one(app, how):
    before = saved_game(app)
    on_title(app)
    if how == "quick-button":
        tap_button(app, "btn_quick")
    else:
        key(app, pygame.K_RETURN if how == "enter" else pygame.K_SPACE)
    dialog = app.stack.top
    assert dialog.name == "replace_game"
    assert "Ann" in dialog.question() and "Cy" in dialog.question()
    key(app, pygame.K_RETURN)                  # Enter again does not answer for the player
    key(app, pygame.K_ESCAPE)                  # keeping it is the way out
    assert app.stack.top.name == "title" and autosave_file().read_bytes() == before
    key(app, pygame.K_SPACE)
    tap_button(app, "keep")
    assert app.stack.top.name == "title" and autosave_file().read_bytes() == before
    key(app, pygame.K_RETURN)
    tap_button(app, "replace")
    assert app.stack.top.name == "play"         # asked and answered: the new game


def test_the_new_game_screen_asks_before_its_game_replaces_the_saved_one(app):
    saved_game(app)
    on_title(app)
    app.router.go(NewGame())
    steps(app, 2)
    tap_button(app, "start")
    assert app.stack.top.name == "replace_game"
    tap_button(app, "keep")
    assert app.stack.top.name == "new_game"     # back where the player was


def test_without_a_saved_game_nothing_is_asked(app):
    app.router.go(Title())
    steps(app, 2)
    key(app, pygame.K_RETURN)
    assert app.stack.top.name == "play"


def test_a_damaged_saved_game_is_not_asked_about(app):
    saved_game(app)
    autosave_file().write_text("{", "utf-8")
    app.router.go(Title())
    steps(app, 2)                               # the title moves it aside and says so
    key(app, pygame.K_RETURN)
    assert app.stack.top.name == "play"


def test_the_command_line_asks_too(app):
    saved_game(app)
    pygame.display.quit()
    names = read_save(autosave_file()).meta.names
    result = run(Launch(seats=["easy", "easy"], seed=5, fast=True, max_frames=30,
                        games=client_games(), window_size=(640, 360)))
    assert result.code == 0
    assert read_save(autosave_file()).meta.names == names      # nothing replaced unasked
