"""Every screen draws, in both canvas shapes: the tests run with drawing off,
so this is where each screen's ``draw`` is exercised once (and looked at:
the frame is not a blank canvas)."""
from __future__ import annotations

import random

import pygame
import pytest

from game.monica.client.help import open_card
from game.client.kiosk.idle import StillPlayingScene
from game.client.kiosk.operator import OperatorScene
from game.client.kiosk.pin import PinScene
from game.monica.client.kiosk.players import PlayersScene, kiosk_setup
from game.monica.client.kiosk.results import KioskResultsScene
from game.client.scene import Scene
from game.monica.client.scenes.new_game import NewGameScene
from game.client.scenes.pause import PauseScene
from game.monica.client.scenes.replays import ReplaysScene
from game.monica.client.scenes.results import ResultsScene
from game.monica.client.scenes.rules import RulesScene
from game.client.scenes.settings import SettingsScene
from game.monica.client.scenes.title import TitleScene
from game.monica.match import Match
from game.monica.engine import legal_actions
from game.i18n import Words

from .kiosk_support import make_app


def finished() -> Match:
    setup = kiosk_setup(Words(), 1, True, 4)
    session = Match(setup)
    rng = random.Random(4)
    while session.state.phase != "over":
        session.play(rng.choice(legal_actions(session.state)))
    return session


def colours(surface: pygame.Surface) -> int:
    """How many different colours a coarse sample of the frame has."""
    w, h = surface.get_size()
    return len({tuple(surface.get_at((x, y))) for x in range(0, w, 19) for y in range(0, h, 19)})


@pytest.mark.parametrize("shape", ["landscape", "portrait"])
def test_every_screen_draws(shape):
    app = make_app(shape, kiosk=shape == "portrait")
    try:
        session = finished()
        setup, state, report = session.setup, session.state, session.report()
        screens = [TitleScene(app), NewGameScene(app), SettingsScene(app),
                   SettingsScene(app, operator=True), ReplaysScene(app), RulesScene(app),
                   PauseScene(app), ResultsScene(app, setup, state, report),
                   PlayersScene(app), PinScene(app), OperatorScene(app, app.kiosk),
                   StillPlayingScene(app), KioskResultsScene(app, setup, report)]
        for scene in screens:
            app.stack.clear_to(scene)
            app.step()
            app.canvas.fill((0, 0, 0))           # nothing left over from the last screen
            canvas = app.frame()
            assert colours(canvas) >= 4, f"{scene.name} drew (almost) nothing"
        open_card(app, next(iter(state.box.cards.values())))
        assert app.stack.top.name == "info"
        app.canvas.fill((0, 0, 0))
        assert colours(app.frame()) >= 4
        blank = Scene(app)                       # and the check can fail: a blank screen
        blank.adaptive = True
        app.stack.clear_to(blank)
        app.canvas.fill((0, 0, 0))
        assert colours(app.frame()) == 1
    finally:
        pygame.display.quit()
