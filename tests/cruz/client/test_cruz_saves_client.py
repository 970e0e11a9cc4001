"""Continue: a game at the table is autosaved after every action, Santa Cruz's
title offers it, and Continue brings back the very same game; a damaged
autosave is one sentence on the title and a fresh start; a finished game is
kept as a replay that plays back to the same end."""
from __future__ import annotations

import pygame
import pytest

from game.client import gfx
from game.client.router import Play
from game.cruz.client.routes import OpenCruz
from game.cruz.client.scenes.play import CruzPlayScene
from game.cruz.client.scenes.title import CruzTitleScene
from game.cruz.persist import autosave_file, list_replays
from tests.cruz.client.support import Table, make_app, setup_of


@pytest.fixture
def app():
    a = make_app()
    a.ctx.autosave = True
    yield a
    pygame.display.quit()


def test_continue_brings_back_the_same_game(app):
    table = Table(app, setup_of(["human", "medium", "medium"], seed=13))
    for _ in range(6):
        table.settle()
        table.act()
    table.settle()
    state = table.session.state
    assert autosave_file().is_file()
    app.router.go(OpenCruz())
    title = app.stack.top
    assert isinstance(title, CruzTitleScene) and title.bar.get("continue") is not None
    title.bar["continue"].click()
    resumed = app.stack.top
    assert isinstance(resumed, CruzPlayScene)
    assert resumed.session.actions == table.session.actions
    assert resumed.session.state.scores == state.scores
    assert resumed.session.state.current == state.current


def test_a_damaged_autosave_is_a_sentence_and_a_fresh_start(app):
    path = autosave_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kind": "santa-cruz-save", "format": 1, "setu', encoding="utf-8")
    app.router.go(OpenCruz())
    title = app.stack.top
    assert isinstance(title, CruzTitleScene)
    assert title.bar.get("continue") is None and title.message is not None
    assert list(path.parent.glob("cruz-autosave.json.bad-*"))
    with gfx.recording():
        app.frame()
    title.bar["quick"].click()
    assert isinstance(app.stack.top, CruzPlayScene)


def test_a_finished_game_is_kept_and_replays_to_the_same_end(app):
    table = Table(app, setup_of(["human", "easy"], seed=2))
    table.play_out()
    end = table.session.state
    kept = list_replays()
    assert len(kept) == 1 and not autosave_file().exists()
    save, problem = kept[0].load()
    assert problem is None and save is not None and save.state is not None
    assert save.state.scores == end.scores
    app.router.go(OpenCruz())
    app.stack.top.router.go(Play(setup_of(["human", "easy"], seed=2),
                                 actions=tuple(save.actions)))
    assert app.stack.top.session.over
