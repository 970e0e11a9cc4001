"""A headless Santa Cruz table driven the way a player drives it: taps on what
the screen shows (sets, cards, glowing tiles, buttons), with drawing off and
virtual time, through the real app, router and scenes."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.cli.box import client_games  # noqa: E402
from game.client.app import App  # noqa: E402
from game.client.app_base import Options  # noqa: E402
from game.client.router import Play  # noqa: E402
from game.cruz.client.routes import OpenCruz  # noqa: E402
from game.cruz.client.scenes.play import CruzPlayScene  # noqa: E402
from game.cruz.client.setup import CruzSeat, CruzSetup, SEAT_COLORS  # noqa: E402
from game.cruz.client.table import set_choice  # noqa: E402
from game.cruz.client.table.hand_view import hand_cards  # noqa: E402
from game.cruz.engine import (Build, BuildCard, ChooseSet, Discard, Land, Phase,  # noqa: E402
                              PlayBuild, PlayScoring, ScoringCard)


def make_app(fast: bool = True, size: tuple[int, int] = (1280, 720)) -> App:
    return App(Options(games=client_games(), virtual_time=True, draw=False, fast=fast,
                       window_size=size))


def setup_of(kinds: list[str], seed: int = 7, draft: bool = True) -> CruzSetup:
    seats = []
    for i, kind in enumerate(kinds):
        if kind == "human":
            seats.append(CruzSeat(f"P{i + 1}", "human", "medium", SEAT_COLORS[i]))
        else:
            seats.append(CruzSeat(f"Bot{i + 1}", "bot", kind, SEAT_COLORS[i]))
    return CruzSetup(seats, draft, seed)


class Table:
    """The table scene of ``app``, clicked like a player would."""

    def __init__(self, app: App, setup: CruzSetup) -> None:
        self.app = app
        app.router.go(OpenCruz())
        title = app.stack.top
        assert title is not None and title.name == "cruz_title"
        title.router.go(Play(setup))
        scene = app.stack.top
        assert isinstance(scene, CruzPlayScene)
        self.scene = scene
        self.handoffs = 0

    @property
    def session(self):
        return self.scene.session

    def still(self) -> bool:
        sc = self.scene
        return not sc.queue.busy and not sc.pending_sync

    def settle(self, limit: int = 20000) -> None:
        """Run until a human may act (taking the hand-off screen) or the table leaves."""
        for _ in range(limit):
            if self.app.stack.top is not self.scene:
                return
            if self.still():
                if self.scene.flow.handoff is not None:
                    self.handoffs += 1
                    self.tap((960, 540))
                    continue
                if self.scene.flow.my_turn() or self.session.over:
                    self.app.step()
                    return
            self.app.step()
        raise AssertionError("the table never settled")

    def tap(self, pos: tuple[int, int]) -> None:
        self.app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=1))
        self.app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(pos), button=1))
        self.app.step()

    def button(self, name: str) -> None:
        controls = self.scene.controls
        controls.refresh()
        b = controls.choices.get(name) or controls.bar.get(name)
        assert b is not None and b.enabled, f"no enabled button {name!r}"
        self.tap(b.rect.center)

    def card_rect(self, card: BuildCard | ScoringCard) -> pygame.Rect:
        for hc in hand_cards(self.scene.model, self.scene.layout.hand):
            if hc.card == card:
                return hc.rect
        raise AssertionError(f"{card} is not in the hand")

    def field(self, fid: str) -> None:
        self.tap(self.scene.layout.tile_rect(fid).center)

    def act(self) -> None:
        """One decision of the human to act, by taps: the first set, card or tile."""
        sc, st = self.scene, self.session.state
        if st.phase is Phase.CHOOSE_SET:
            self.tap(set_choice.set_rects(sc.layout.choice_area)[st.sets_open[0]].center)
        elif st.phase is Phase.DISCARD:
            cards = list(sc.model.hand_scoring)
            self.tap(set_choice.discard_rects(sc.layout.discard_area, cards)[0].center)
        elif st.phase in (Phase.LANDING, Phase.BUILD):
            free, extra = sc.flow.targets()
            self.field((free + extra)[0])
        else:
            card = sorted(sc.flow.playable(), key=lambda c: (isinstance(c, ScoringCard),
                                                             c.value))[0]
            self.tap(self.card_rect(card).center)
            if card is BuildCard.DOUBLE:
                self.button("kind_path")
            if isinstance(card, ScoringCard):
                self.button("score")
                return
            free, extra = sc.flow.targets()
            if free or extra:
                self.field((free + extra)[0])
            else:
                self.button("anyway")

    def act_allowed(self, allowed: list) -> None:
        """The first of ``allowed`` (the guided game's step), by taps."""
        first = allowed[0]
        lay = self.scene.layout
        if isinstance(first, ChooseSet):
            self.tap(set_choice.set_rects(lay.choice_area)[first.letter].center)
        elif isinstance(first, Discard):
            cards = list(self.scene.model.hand_scoring)
            self.tap(set_choice.discard_rects(lay.discard_area, cards)[cards.index(first.card)]
                     .center)
        elif isinstance(first, (Land, Build)):
            self.field(first.field)
        elif isinstance(first, PlayScoring):
            self.tap(self.card_rect(first.card).center)
            self.button("score")
        elif isinstance(first, PlayBuild):
            self.play_card_somewhere(first)

    def play_card_somewhere(self, play: PlayBuild) -> None:
        """Tap the card, then glowing tiles until one is taken (a guided step may
        want a particular one: the others are turned away with a hint)."""
        played = len(self.session.actions)
        for _ in range(60):
            self.tap(self.card_rect(play.card).center)
            if play.card is BuildCard.DOUBLE and play.kind is not None:
                self.button(f"kind_{play.kind.value}")
            if self.scene.flow.two_step:
                return                              # the guide: the card alone is played
            free, extra = self.scene.flow.targets()
            if not free and not extra:
                self.button("anyway")
                return
            for fid in free + extra:
                self.field(fid)
                if len(self.session.actions) > played:
                    return
                self.tap(self.card_rect(play.card).center)
                if play.card is BuildCard.DOUBLE and play.kind is not None:
                    self.button(f"kind_{play.kind.value}")
        raise AssertionError("no tile was taken")

    def play_out(self, limit: int = 400) -> None:
        for _ in range(limit):
            self.settle()
            if self.app.stack.top is not self.scene or self.session.over:
                self.settle()
                return
            self.act()
        raise AssertionError("the game did not end")
