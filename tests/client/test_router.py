"""The router: destinations become scene changes through configurable routes;
the desktop and kiosk configurations; the draw-off mode of the app."""
from __future__ import annotations

import pygame
import pytest

from game.client.router import (Back, Pause, Play, Results, Router, Rules, Title,
                                UnknownDestination, ignore)
from game.client.scene import Scene
from game.monica.client.setup import default_setup
from game.monica.match import Match
from game.monica.engine import legal_actions
from game.i18n import Words

from .kiosk_support import make_app


def finished_session(seed: int = 2) -> Match:
    setup = default_setup(2, humans=1, seed=seed, words=Words())
    session = Match(setup)
    while session.state.phase != "over":
        session.play(legal_actions(session.state)[0])
    return session


def test_a_destination_without_a_route_is_an_error():
    heard: list[object] = []
    router = Router({Pause: heard.append})
    router.go(Pause())
    assert heard == [Pause()]
    with pytest.raises(UnknownDestination, match="Rules"):
        router.go(Rules())
    router.configure({Rules: ignore, Pause: lambda d: heard.append("again")})
    router.go(Rules())
    router.go(Pause())
    assert heard == [Pause(), "again"]


def test_desktop_stack_shapes(app):
    app.router.go(Title())
    assert [s.name for s in app.stack] == ["title"]
    setup = default_setup(2, humans=1, words=Words())
    app.router.go(Play(setup))                      # a game goes over the title
    assert [s.name for s in app.stack] == ["title", "play"]
    app.router.go(Pause())
    app.router.go(Rules(reference=True))
    rules = app.stack.top
    assert rules.name == "rules" and rules.page == rules.reference_page()
    app.router.go(Back())
    app.router.go(Back())
    session = finished_session()
    app.router.go(Results(session.setup, session.state, session.report()))
    assert [s.name for s in app.stack] == ["title", "results"]
    app.router.go(Play(setup))                      # "play again" takes the results' place
    assert [s.name for s in app.stack] == ["title", "play"]
    assert [o.fn for o in app.stack.top.match.observers] == [app.ctx.audio.on_events]
    app.router.go(Title())
    assert [s.name for s in app.stack] == ["title"]


@pytest.mark.parametrize("shape", ["portrait", "landscape"])
def test_the_kiosk_lays_its_routes_over_the_desktop(shape):
    app = make_app(shape, kiosk=True)
    try:
        app.router.go(Title())
        assert [s.name for s in app.stack] == ["attract"]
        session = finished_session()
        app.router.go(Play(session.setup))           # a visitor's game: nothing below it
        assert [s.name for s in app.stack] == ["play"]
        app.router.go(Results(session.setup, session.state, session.report()))
        results = app.stack.top
        assert results.name == "results" and results.adaptive == (shape == "portrait")
    finally:
        pygame.display.quit()


class Counting(Scene):
    """Counts its draws; asks for a frame when told to."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.draws = 0
        self.want = False

    @property
    def wants_frame(self) -> bool:
        return self.want

    def draw(self, canvas: pygame.Surface) -> None:
        self.draws += 1
        self.want = False


def test_drawing_off_draws_only_when_asked(app):
    scene = Counting(app)
    app.push(scene)
    for _ in range(5):
        app.step()
    assert scene.draws == 0
    scene.want = True                               # e.g. a table showing a new turn once
    app.step()
    app.step()
    assert scene.draws == 1
    assert app.frame() is app.canvas and scene.draws == 2
    app.options.draw = True
    app.step()
    assert scene.draws == 3
