"""Headless fixtures for the client tests: a virtual-time app, a table
driver that clicks what a player would click, and a windowless driver of the
same turn flow (region keys and buttons, no drawing)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.app import App  # noqa: E402
from game.client.app_base import Options  # noqa: E402
from game.monica.client.scenes.play import PlayScene  # noqa: E402
from game.monica.client.setup import GameSetup, Seat  # noqa: E402
from game.monica.client.table import preview  # noqa: E402
from game.monica.client.table.turns import TurnFlow  # noqa: E402
from game.monica.client.table.words import describe_action  # noqa: E402
from game.monica.match import Match  # noqa: E402
from game.i18n import Words  # noqa: E402
from game.cli.box import client_games
from tests.monica.match.support import advance  # noqa: E402


@pytest.fixture
def app():
    """A headless app with drawing off: a test that needs a frame (where the
    sprites are, what is on screen) asks for one with ``app.frame()``."""
    a = App(Options(games=client_games(), virtual_time=True, draw=False))
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
        return self.scene.match.state

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
        if self.scene.match.staged is not None:
            self.button("confirm")

    def highlights(self) -> dict:
        self.settle()
        return self.scene.highlights()


class _Choices:
    def __init__(self, turns: TurnFlow) -> None:
        self.turns = turns

    @property
    def buttons(self) -> list:
        ui = self.turns.ui
        return ui.buttons() if ui is not None and self.turns.match.staged is None else []


class FlowScene:
    """What a windowless test reads where a table test reads the scene."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.turns = TurnFlow(match, lambda events, before: None, words=Words())
        self.choices = _Choices(self.turns)

    @property
    def ui(self):
        return self.turns.ui

    @property
    def handoff(self):
        return self.turns.handoff


class Flow:
    """Drives the turn flow (keys -> interaction model -> match) with no window:
    the same steps as ``Table`` in milliseconds."""

    def __init__(self, match: Match) -> None:
        self.scene = FlowScene(match)
        self.turns = self.scene.turns
        self.handoffs = 0
        self.settle(force=True)

    @property
    def state(self):
        return self.turns.match.state

    def settle(self, force: bool = False) -> None:
        """What the table does once an action's animations end: refresh, hand over."""
        if self.turns.frozen is None and not force:
            return                                     # a selection only: nothing played
        self.turns.refresh()
        if self.turns.handoff is not None:
            self.handoffs += 1
            self.turns.handoff = None

    def click(self, key: tuple) -> None:
        assert self.turns.show_choices, "nobody may act now"
        self.turns.click(key)
        self.settle()
        self.look()

    def look(self) -> None:
        """What the table would show now: the prompt or the staged action in
        words, the buttons, and a score preview for every glowing choice."""
        turns, ui = self.turns, self.turns.ui
        match, st = turns.match, turns.match.state
        if match.staged is not None:
            assert describe_action(Words(), st, match.staged)
            return
        if ui is None or not turns.show_choices:
            return
        assert ui.prompt()
        assert all(b.label for b in ui.buttons())
        if ui.phase == "place" and ui.card is not None:
            cols = preview.placement_deltas(st, match.legal(), ui.card)
            assert {k[1][1] for k in self.highlights() if k[0] == "spot"} <= set(cols)
        if ui.person is not None:
            dests = ui.destinations()
            assert set(preview.move_outcomes(st, dests)) == set(dests)
            assert set(preview.step_footprints(st, ui.path, ui.vip_next())) <= set(ui.vip_next())
            move = ui.vip_move()
            if move is not None:
                assert isinstance(preview.outcome(st, move).delta, int)

    def button(self, name: str) -> None:
        turns = self.turns
        if name == "confirm":
            assert turns.match.staged is not None or turns.end_label(), "confirm is disabled"
            turns.confirm()
        elif name == "undo":
            assert turns.match.can_undo, "undo is disabled"
            turns.undo()
            self.settle(force=True)                    # the table re-syncs after an undo
        else:
            spec = next((b for b in self.scene.choices.buttons if b.name == name), None)
            assert spec is not None, f"no button {name!r}; have " \
                f"{[b.name for b in self.scene.choices.buttons]}"
            assert spec.enabled, f"button {name!r} is disabled"
            turns.press(name)
        self.settle()
        self.look()

    def confirm_if_staged(self) -> None:
        if self.turns.match.staged is not None:
            self.button("confirm")

    def highlights(self) -> dict:
        return self.turns.highlights(self.state.current)


def prepared_match(setup: GameSetup | None, until, seed: int, prepare) -> tuple[GameSetup, Match]:
    setup = setup or human_setup()
    match = Match(setup)
    if until is not None:
        advance(match, until, seed)
    if prepare is not None:
        prepare(match.state)
        match.version += 1
    return setup, match


@pytest.fixture
def make_flow():
    """Like ``make_table``, without a window: the turn flow alone."""
    def make(setup: GameSetup | None = None, until=None, seed: int = 1, prepare=None) -> Flow:
        return Flow(prepared_match(setup, until, seed, prepare)[1])
    return make


@pytest.fixture
def make_table(app):
    def make(setup: GameSetup | None = None, until=None, seed: int = 1,
             prepare=None) -> Table:
        setup, match = prepared_match(setup, until, seed, prepare)
        scene = PlayScene(app, setup, match=match)
        app.push(scene)
        table = Table(app, scene)
        table.settle()
        return table
    return make
