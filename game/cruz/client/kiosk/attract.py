"""Santa Cruz's attract loop: four bots play real games at speed while a caption
teaches one rule at a time; any touch asks the visitor which game to play.

Each game is an ordinary Santa Cruz table (``CruzPlayScene``) with four bots, no
autosave and a router of its own: when the game ends it asks for the results,
which here means "this game is over" (the kiosk is told, and after a pause the
next game is dealt unless the kiosk shows its other game now); its menu, rules
and "?" go nowhere. A table not laid out for this screen's shape is drawn at its
own size and fitted in (the caption stays full size).
"""
from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.client import frames
from game.client.kiosk.caption import TIP_TIME, Call, draw_caption
from game.client.router import Choose, Info, Pause, Results, Router, Rules, ignore
from game.client.scene import Scene
from game.cruz.client.scenes.play import CruzPlayScene
from game.cruz.client.setup import BOT_LEVELS, setup_from_kinds

TIPS = ("goal", "landing", "cards", "double", "reveal", "addon", "scoring", "fish",
        "eruption", "round2", "birds")
LEVELS = ("medium", "easy", "medium", "easy")
ATTRACT_SPEED = 2.0
END_PAUSE = 4.0           # seconds the finished table stays before the next deal
START_KEYS = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN, pygame.KEYDOWN)


class CruzAttractScene(Scene):
    name = "attract"
    adaptive = True
    fingers = True            # a finger down starts a game; no mouse copy needed

    def __init__(self, app, seed: int | None = None, levels: tuple[str, ...] = LEVELS,
                 on_game_done: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.on_game_done = on_game_done
        self.rng = random.Random(seed)
        self.kinds = [lv if lv in BOT_LEVELS else "medium" for lv in levels][:4]
        self.t = 0.0
        self.tip = self.rng.randrange(len(TIPS))
        self.tip_t = 0.0
        self.games = 0
        self.end_wait = 0.0
        self.over = False
        self.inner: CruzPlayScene | None = None
        self.table: pygame.Surface | None = None     # the table at its own size
        self.deal()

    # -- games ------------------------------------------------------------------------------
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

    def game_over(self, _results: Results) -> None:
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
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in START_KEYS and not getattr(event, "touch", False):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button != 1:
                return
            self.router.go(Choose())

    def update(self, dt: float) -> None:
        self.t += dt
        self.tip_t += dt
        if self.tip_t >= TIP_TIME:
            self.tip_t = 0.0
            self.tip = (self.tip + 1) % len(TIPS)
        if self.inner is None:
            return
        if self.over:
            self.end_wait += dt
            if self.app.options.fast or self.end_wait >= END_PAUSE:
                self.game_finished()
            return
        self.inner.update(dt)

    @property
    def wants_frame(self) -> bool:
        return self.inner is not None and self.inner.wants_frame

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
                     [Call(words.t("kiosk.touch_to_play"))])
