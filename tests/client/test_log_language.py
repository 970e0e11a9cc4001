"""The game log follows a language switch, and a resumed game gets its log
back: entries are phrased when they are drawn, from the events and the state
before them."""
from __future__ import annotations

import random

import pygame
import pytest

from game.monica.client.scenes.play import PlayScene
from game.monica.client.scenes.title import TitleScene
from game.monica.client.setup import GameSetup, Seat
from game.monica.client.table.log import GameLog
from game.monica.client.table.log_view import LogView
from game.monica.client.table.observers import table_observers
from game.monica.match import Match
from game.monica.engine import legal_actions
from game.i18n import Words, t
from game.monica.i18n.log import describe_events

from .kiosk_support import make_app, steps, tap_button


def you_setup(seed: int = 8) -> GameSetup:
    return GameSetup([Seat(t("setup.you"), "human", "medium", "coral"),
                      Seat("Marina", "bot", "easy", "lagoon")], None, None, seed)


def played_log(moves: int = 30) -> tuple[GameLog, list[tuple[list, object]]]:
    match = Match(you_setup())
    log, actions = GameLog(words=Words()), []
    log.say("table.log.undo")
    rng = random.Random(2)
    for _ in range(moves):
        before = match.state.clone()
        events = match.play(rng.choice(legal_actions(match.state)))
        log.record(events, before, match.state)
        actions.append((events, before))
    return log, actions


def test_a_switch_rephrases_every_line(app):
    log, actions = played_log()
    english = log.texts()
    assert any(line.startswith("You ") for line in english)
    log.words.set_language("de")
    german = log.texts()
    assert len(german) == len(english) and german != english
    assert german[0] == t("table.log.undo", lang="de")
    lines = [line for events, before in actions for line in describe_events(events, before, "de")]
    assert all(line in german for line in lines)
    assert any(line.startswith("Du ") for line in german)
    assert log.texts("fr") != german


def test_the_log_view_redraws_in_the_new_language(app):
    log, _ = played_log(12)
    view = LogView(log, pygame.Rect(0, 0, 400, 300))
    canvas = pygame.Surface((600, 400))
    view.draw(canvas)
    english = [line for line, _ in view.wrapped()]
    log.words.set_language("fr")
    view.draw(canvas)
    french = [line for line, _ in view.wrapped()]
    assert french != english
    assert any(line.startswith("Vous") for line in french)


@pytest.fixture
def save_app():
    a = make_app("landscape", autosave=True, window=(480, 270))
    yield a
    pygame.display.quit()


def test_continue_rebuilds_the_log_from_the_save(save_app):
    app = save_app
    setup = you_setup()
    match = Match(setup, observers=table_observers(app.ctx))
    rng = random.Random(3)
    while match.state.round < 3:
        match.play(rng.choice(legal_actions(match.state)))
    play = PlayScene(app, setup, match=match)
    app.push(TitleScene(app))
    app.push(play)
    steps(app, 5)
    play.open_menu()
    tap_button(app, "save_and_leave")
    title = app.stack.top
    assert title.name == "title"
    tap_button(app, "btn_continue")
    resumed = app.stack.top
    assert resumed.name == "play" and resumed is not play
    lines = resumed.game_log.texts()
    assert len(lines) > len(match.actions)
    assert any(line.startswith("You ") for line in lines)
    assert any(line.startswith(t("log.turn_start", round=2, name="Marina")[:8])
               for line in lines)
    app.ctx.words.set_language("de")                      # the settings switch the table's words
    assert any(line.startswith("Du ") for line in resumed.game_log.texts())
    assert t("setup.you") == "You"                        # and nothing else's
