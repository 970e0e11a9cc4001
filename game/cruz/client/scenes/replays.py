"""Santa Cruz's finished games, newest first, to watch again: each line says
when it was played and who played; a tap replays it at the table. A replay
that cannot be read is said in one sentence and moved aside."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game.client import theme
from game.client.router import Back, Replay, Review
from game.client.scene import Scene
from game.client.widgets import (Button, ButtonBar, draw_panel, draw_text, draw_wrapped,
                                 screen_panel)
from game.cruz.client.setup import CruzSetup, from_meta
from game.cruz.persist import CruzReplay, list_replays

BOX = pygame.Rect(260, 60, 1400, 960)
SHOWN = 9


@dataclass(frozen=True)
class ReplayGame:
    """A finished game to watch: its setup and its actions."""

    setup: CruzSetup
    actions: tuple[Any, ...]


class CruzReplaysScene(Scene):
    name = "cruz_replays"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.items: list[CruzReplay] = list_replays()[:SHOWN]
        self.message: str | None = None
        self.bar = ButtonBar()
        for i, item in enumerate(self.items):
            when = item.when.strftime("%Y-%m-%d %H:%M") if item.when else "?"
            self.bar.add(Button((BOX.x + 60, BOX.y + 130 + i * 78, BOX.w - 400, 66), when,
                                partial(self.watch, item), name=f"replay_{i}", size=24,
                                secondary=True))
            self.bar.add(Button((BOX.right - 320, BOX.y + 130 + i * 78, 260, 66),   # the review
                                lambda: self.ctx.words.t("cruz_review.button"),
                                partial(self.watch, item, True), name=f"review_{i}", size=24))
        self.bar.add(Button((BOX.centerx - 150, BOX.bottom - 96, 300, 70),
                            lambda: self.ctx.words.t("common.back"),
                            lambda: self.router.go(Back()), name="back", secondary=True))

    def watch(self, item: CruzReplay, review: bool = False) -> None:
        save, problem = item.load()
        if save is None:
            self.message = problem
            return
        try:
            setup = from_meta(save.meta)
        except ValueError:
            self.message = self.ctx.words.t("cruz.replays.bad")
            return
        game = ReplayGame(setup, tuple(save.actions))
        self.router.go(Review(game) if review else Replay(game))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.router.go(Back())

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill(theme.SEA)
        words = self.ctx.words
        screen_panel(canvas, BOX, words.t("cruz.replays.title"))
        if not self.items:
            draw_wrapped(canvas, words.t("title.no_replays"), BOX.inflate(-200, -500),
                         theme.LABEL, theme.INK, center=True, fit=True)
        self.bar.draw(canvas)
        if self.message:
            box = pygame.Rect(BOX.x + 60, BOX.bottom - 190, BOX.w - 120, 80)
            draw_panel(canvas, box, theme.PANEL, theme.DANGER, 12, width=3)
            draw_wrapped(canvas, self.ctx.say(self.message), box.inflate(-20, -10), theme.BODY,
                         theme.INK, center=True, fit=True, max_lines=2)
        draw_text(canvas, words.t("cruz.replays.hint"), (BOX.centerx, BOX.bottom - 120),
                  theme.CAPTION, theme.INK_SOFT, False, "center")
