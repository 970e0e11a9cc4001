"""Headless fixtures for the client tests: a virtual-time app and a table
driver that clicks what a player would click."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.app import App, Options  # noqa: E402
from game.client.scenes.play import PlayScene  # noqa: E402
from game.client.setup import GameSetup, Seat  # noqa: E402
from game.client.table.session import Session  # noqa: E402
from game.engine import legal_actions  # noqa: E402


@pytest.fixture
def app():
    """A headless app with drawing off: a test that needs a frame (where the
    sprites are, what is on screen) asks for one with ``app.frame()``."""
    a = App(Options(virtual_time=True, draw=False))
    yield a
    pygame.display.quit()


def human_setup(n: int = 2, seed: int = 5, objective: str | None = None,
                sand_dollars: list[str] | None = None) -> GameSetup:
    names = ["Ann", "Bob", "Cat", "Dan"]
    colors = ["coral", "lagoon", "orchid", "sunflower"]
    return GameSetup([Seat(names[i], "human", "medium", colors[i]) for i in range(n)],
                     objective, sand_dollars, seed)


@pytest.fixture(name="human_setup")
def human_setup_fixture():
    return human_setup


class Table:
    """Drives a PlayScene through the real app loop with clicks."""

    def __init__(self, app: App, scene: PlayScene) -> None:
        self.app = app
        self.scene = scene
        self.handoffs = 0

    @property
    def state(self):
        return self.scene.session.state

    def idle(self) -> bool:
        sc = self.scene
        return not sc.queue.busy and not sc.pending_sync

    def settle(self, limit: int = 2000) -> None:
        for _ in range(limit):
            self.app.step()
            if self.idle():
                self.app.step()
                if self.scene.handoff is not None:      # hot-seat: "Bob, your turn!"
                    self.handoffs += 1
                    self.click_at((960, 540))
                    continue
                self.app.frame()         # the player looks before the next click
                return
        raise AssertionError("the table never settled")

    def click_at(self, pos) -> None:
        self.app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=1))
        self.app.step()

    def click(self, key: tuple) -> None:
        """Click the centre of whatever ``key`` names, as a player would."""
        self.settle()
        self.scroll_to(key)
        rect = self.scene.key_rect(key)
        assert rect is not None, f"nothing on screen for {key}"
        assert self.scene.key_at(rect.center) == key or key[0] == "person", \
            f"{key} is not what a click at {rect.center} hits ({self.scene.key_at(rect.center)})"
        self.click_at(rect.center)
        self.settle()

    def scroll_to(self, key: tuple) -> None:
        """Like a player: use the city's arrows until the space is in view."""
        if key[0] not in ("spot", "space"):
            return
        geo = self.scene.geo
        for _ in range(12):
            side = geo.col_side(key[1][1])
            rect = self.scene.key_rect(key)
            if side == 0 and rect is not None and self.scene.key_at(rect.center) == key:
                return
            arrow = geo.city_left if side < 0 else geo.city_right
            self.click_at(arrow.center)
            for _ in range(40):
                self.app.step()

    def button(self, name: str) -> None:
        """A choice button by name, or a fixed one (undo, confirm, ...)."""
        self.settle()
        b = self.scene.choices.get(name) or self.scene.bar.get(name)
        assert b is not None, f"no button {name!r}; have " \
            f"{[x.name for x in self.scene.choices.buttons]}"
        assert b.enabled, f"button {name!r} is disabled"
        self.click_at(b.rect.center)
        self.settle()

    def confirm_if_staged(self) -> None:
        if self.scene.session.staged is not None:
            self.button("confirm")

    def highlights(self) -> dict:
        self.settle()
        return self.scene.highlights()


def advance(session: Session, until, seed: int = 1, limit: int = 4000) -> None:
    """Random legal actions (no UI) until ``until(state)`` holds."""
    rng = random.Random(seed)
    for _ in range(limit):
        if until(session.state):
            return
        session.play(rng.choice(legal_actions(session.state)))
    raise AssertionError("situation never reached")


@pytest.fixture
def make_table(app):
    def make(setup: GameSetup | None = None, until=None, seed: int = 1,
             prepare=None) -> Table:
        setup = setup or human_setup()
        session = Session(setup)
        if until is not None:
            advance(session, until, seed)
        if prepare is not None:
            prepare(session.state)
            session.version += 1
        scene = PlayScene(app, setup, session=session)
        app.push(scene)
        table = Table(app, scene)
        table.settle()
        return table
    return make
