"""A data folder the file system cannot use by name: a path too long for it
(ENAMETOOLONG on every call), or one with bytes that are not UTF-8 (Python
holds them as surrogates, which no font can draw). The title, the replays,
the guide, the settings, a whole game with autosave and its replay, and the
kiosk's operator menu all work: what cannot be written is one sentence."""
from __future__ import annotations

import os
import random

import pygame
import pytest

from game.client import prefs
from game.client.router import Guide, Operator, Replays, Title
from game.monica.client.kiosk.attract import AttractScene
from game.monica.client.setup import GameSetup, Seat
from game.monica.client.table.observers import table_observers
from game.monica.engine import legal_actions
from game.monica.match import Autosave, Match
from game.persist.lock_file import set_pin

from .kiosk_support import make_app, steps

TOO_LONG = "/tmp/" + "a" * 300 + "/santa-monica"
UNDECODABLE = os.fsdecode(b"/tmp/santa-monica-\xff\xfe-home")


def test_a_data_folder_whose_name_is_too_long(monkeypatch):
    monkeypatch.setenv("SANTA_MONICA_HOME", TOO_LONG)
    app = make_app("landscape", autosave=True)
    try:
        app.router.go(Title())
        steps(app, 2)
        assert app.stack.top.name == "title"
        app.router.go(Replays())
        steps(app, 2)
        assert app.stack.top.name == "replays" and app.stack.top.items == []
        app.router.go(Title())
        app.router.go(Guide(resume=True))
        steps(app, 2)
        assert app.stack.top.name == "play"
        problem = prefs.change(app, volume=0.5)
        assert problem is not None and "\n" not in str(problem)
        setup = GameSetup([Seat("Ann", "bot", "easy", "coral"),
                           Seat("Bob", "bot", "easy", "lagoon")], None, None, 4)
        match = Match(setup, observers=table_observers(app.ctx))
        rng = random.Random(1)
        while not match.over:
            match.play(rng.choice(legal_actions(match.state)))
        saver = next(o for o in match.observers if isinstance(o, Autosave))
        assert saver.error is not None and str(saver.error).endswith(".")
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("home", [TOO_LONG, UNDECODABLE], ids=["too-long", "undecodable"])
def test_the_operator_menu_draws_any_data_folder(monkeypatch, tmp_path, home):
    if home == UNDECODABLE:
        home = os.fsdecode(os.fsencode(str(tmp_path)) + b"/\xff\xfe-home")
        os.makedirs(home)
        set_pin("918273")
    monkeypatch.setenv("SANTA_MONICA_HOME", home)
    app = make_app("portrait", kiosk=True)
    try:
        app.options.draw = True
        app.stack.clear_to(AttractScene(app, seed=3))
        app.router.go(Operator())
        steps(app, 3)
        app.draw()
        assert app.stack.top.name == "operator" and app.kiosk.errors == 0
    finally:
        pygame.display.quit()
