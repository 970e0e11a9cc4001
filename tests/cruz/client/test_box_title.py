"""The box's title shows both games by their own key art and names and opens
either's title; Santa Monica keeps its own title, new game and Continue, with a
way back to the box; ``santa-monica`` with no arguments opens the box."""
from __future__ import annotations

import pygame
import pytest

from game.cli.box import client_games
from game.client.app import App
from game.client.app_base import Options
from game.client import gfx, router as R
from game.client.scenes.box_title import BoxTitleScene
from game.cruz.client.scenes.title import CruzTitleScene
from game.monica.client.launch import Launch, run
from game.monica.client.scenes.title import TitleScene
from tests.cruz.client.support import make_app


@pytest.fixture
def app():
    a = make_app()
    yield a
    pygame.display.quit()


def test_the_box_names_each_game_from_its_own_client(app):
    app.router.go(R.Box())
    box = app.stack.top
    assert isinstance(box, BoxTitleScene)
    assert [g.key for g in box.games] == ["santa-monica", "santa-cruz"]
    words = app.ctx.words
    assert [words.t(g.name_key) for g in box.games] == ["Santa Monica", "Santa Cruz"]
    with gfx.recording() as sizes:
        app.frame()
    assert min(sizes) >= 18                          # 12 px at 1280x720


def test_choosing_a_game_opens_its_title_and_back(app):
    app.router.go(R.Box())
    box = app.stack.top
    box.bar[f"play_{box.games[1].key}"].click()
    assert isinstance(app.stack.top, CruzTitleScene)
    app.stack.top.bar["box"].click()
    assert isinstance(app.stack.top, BoxTitleScene)
    app.stack.top.choose(0)
    monica = app.stack.top
    assert isinstance(monica, TitleScene)
    assert monica.bar.get("btn_new") is not None and monica.bar.get("btn_box") is not None
    monica.bar["btn_box"].click()
    assert isinstance(app.stack.top, BoxTitleScene)


def test_keys_choose_a_game(app):
    app.router.go(R.Box())
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
    assert isinstance(app.stack.top, CruzTitleScene)


def test_a_single_game_box_has_no_box_title():
    app = App(Options(games=client_games()[:1], virtual_time=True, draw=False))
    assert R.Box not in app.router.routes
    app.router.go(R.Title())
    assert isinstance(app.stack.top, TitleScene) and app.stack.top.bar.get("btn_box") is None
    pygame.display.quit()


def test_no_arguments_open_the_box(monkeypatch):
    seen: list[str] = []
    original = BoxTitleScene.enter

    def enter(self):
        seen.append(self.name)
        original(self)

    monkeypatch.setattr(BoxTitleScene, "enter", enter)
    run(Launch(max_frames=2, games=client_games()))
    assert seen == ["box"]
