"""Santa Cruz's attract loop (``AttractLoop``): four bots play real games at
speed while a caption teaches one rule at a time; any touch asks the visitor
which game to play, "Learn to play" opens Santa Cruz's guided game.

Each game is an ordinary Santa Cruz table (``CruzPlayScene``) with four bots, no
autosave and a router of its own: when the game ends it asks for the results,
which here means "this game is over"; its menu, rules and "?" go nowhere. A
table not laid out for this screen's shape is drawn at its own size and fitted
in (the caption stays full size).
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client import frames
from game.client.kiosk.attract_loop import ATTRACT_SPEED, AttractLoop
from game.client.kiosk.caption import LEARN, Call, call_rects, draw_caption
from game.client.router import Info, Pause, Results, Router, Rules, ignore
from game.cruz.client.kiosk.routes import CruzLearn
from game.cruz.client.scenes.play import CruzPlayScene
from game.cruz.client.setup import BOT_LEVELS, setup_from_kinds

TIPS = ("goal", "landing", "cards", "double", "reveal", "addon", "scoring", "fish",
        "eruption", "round2", "birds")
LEVELS = ("medium", "easy", "medium", "easy")


class CruzAttractScene(AttractLoop):
    tips = TIPS

    def __init__(self, app, seed: int | None = None, levels: tuple[str, ...] = LEVELS,
                 on_game_done: Callable[[], None] | None = None) -> None:
        super().__init__(app, seed, on_game_done)
        self.kinds = [lv if lv in BOT_LEVELS else "medium" for lv in levels][:4]
        self.inner: CruzPlayScene | None = None
        self.table: pygame.Surface | None = None     # the table at its own size
        self.deal()

    def deal(self) -> None:
        """A new all-bot game on the table."""
        setup = setup_from_kinds(list(self.kinds), self.rng.getrandbits(30),
                                 words=self.ctx.words)
        self.inner = CruzPlayScene(self.app, setup)                  # silent, never saved
        self.inner.router = Router({Results: self.game_over, Pause: ignore, Rules: ignore,
                                    Info: ignore})
        self.inner.speed = self.inner.queue.speed = ATTRACT_SPEED
        self.over = False
        self.end_wait = 0.0

    def tapped(self, pos: tuple[int, int] | None) -> None:
        if pos is not None and self.learn_rect().collidepoint(pos):
            self.router.go(CruzLearn())                 # the guided game
        else:
            super().tapped(pos)

    def learn_rect(self) -> pygame.Rect:
        """"Learn to play", right above "Touch to play"."""
        return call_rects(self.caption_rect(), 2)[1]

    def caption_rect(self) -> pygame.Rect:
        w, h = self.app.canvas_size
        if self.app.portrait:
            return pygame.Rect(10, h - 416, w - 20, 408)
        assert self.inner is not None
        layout = self.inner.layout                  # over the log and the buttons: bots play
        return layout.log.union(layout.buttons).clip(pygame.Rect(0, 0, w, h))

    def draw_table(self, canvas: pygame.Surface) -> None:
        inner = self.inner
        assert inner is not None
        size = self.app.scene_size(inner)
        if size == canvas.get_size():
            inner.draw(canvas)
            return
        if self.table is None or self.table.get_size() != size:
            self.table = pygame.Surface(size)
        inner.draw(self.table)
        frames.show(canvas, self.table, frames.whole(size, canvas.get_size()))

    def draw(self, canvas: pygame.Surface) -> None:
        if self.inner is None:
            return
        self.draw_table(canvas)
        words = self.ctx.words
        tip = TIPS[self.tip]
        draw_caption(canvas, self.caption_rect(), words.t(f"kiosk_games.cruz_tip.{tip}.title"),
                     words.t(f"kiosk_games.cruz_tip.{tip}.text"), self.tip, len(TIPS), self.t,
                     [Call(words.t("kiosk.touch_to_play")), Call(words.t("kiosk.learn"), LEARN)])
