"""The attract loop, for any game: bots play real games at speed on an inner
table while a caption teaches one rule at a time; any touch asks the visitor
which game to play (``Choose``: the kiosk's chooser, or the one game on).

A game subclasses ``AttractLoop``: ``deal`` puts a new all-bot table in
``inner`` (its own router: "results" means ``game_over``), ``tips`` names its
captions and ``draw`` shows the table with them (``caption``). When a game ends
the kiosk is told (``on_game_done``); if it shows its next game then, this loop
deals no other, else it deals the next one after a pause.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from game.client.kiosk.caption import TIP_TIME
from game.client.router import Choose
from game.client.scene import Scene

END_PAUSE = 4.0           # seconds the finished table stays before the next deal
ATTRACT_SPEED = 2.0
START_KEYS = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN, pygame.KEYDOWN)


class AttractLoop(Scene):
    name = "attract"
    adaptive = True
    fingers = True            # a finger down starts a game; no mouse copy needed
    tips: tuple[str, ...] = ("",)

    def __init__(self, app, seed: int | None = None,
                 on_game_done: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.on_game_done = on_game_done       # the kiosk tidies memory up between games
        self.rng = random.Random(seed)
        self.t = 0.0
        self.tip = self.rng.randrange(len(self.tips))
        self.tip_t = 0.0
        self.games = 0
        self.end_wait = 0.0
        self.over = False                      # the inner game asked for its results
        self.inner: Any = None

    # -- games ------------------------------------------------------------------------------
    def deal(self) -> None:
        """A new all-bot game on the table (``inner``)."""
        raise NotImplementedError

    def game_over(self, _results: Any) -> None:
        self.over = True

    def game_finished(self) -> None:
        self.games += 1
        self.inner = None                          # the old game goes before the new deal
        if self.on_game_done is not None:
            self.on_game_done()
            if self.app.stack.top is not self:     # the kiosk shows its next game now
                return
        self.deal()

    # -- scene ---------------------------------------------------------------------------------
    def tapped(self, pos: tuple[int, int] | None) -> None:
        """A visitor touched the screen at ``pos``: which game?"""
        self.router.go(Choose())

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in START_KEYS and not getattr(event, "touch", False):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button != 1:
                return
            self.tapped(event.dict.get("pos"))

    def update(self, dt: float) -> None:
        self.t += dt
        self.tip_t += dt
        if self.tip_t >= TIP_TIME:
            self.tip_t = 0.0
            self.tip = (self.tip + 1) % len(self.tips)
        if self.inner is None:
            return
        if not self.over:
            self.inner.update(dt)
            return
        self.end_wait += dt
        if self.app.options.fast or self.end_wait >= END_PAUSE:
            self.game_finished()

    @property
    def wants_frame(self) -> bool:
        return self.inner is not None and bool(self.inner.wants_frame)
