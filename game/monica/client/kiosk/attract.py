"""Santa Monica's attract loop (``AttractLoop``): bots play real games at
speed while a caption teaches one rule at a time; any touch asks the visitor
which game to play, "Learn to play" opens the guided game.

Each game is an ordinary ``PlayScene`` with four bots and no autosave, and a
router of its own: when the game ends it asks for the results, which here
means "this game is over" (the next is dealt after a pause unless the kiosk
shows its other game); its menu and rules go nowhere.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.monica.match import Match
from game.client.kiosk.attract_loop import ATTRACT_SPEED, AttractLoop
from game.client.kiosk.caption import LEARN, Call, call_rects, draw_caption
from game.client.router import Guide, Pause, Results, Router, Rules, ignore
from game.monica.client.scenes.play import PlayScene
from game.monica.client.setup import BOT_NAMES, GameSetup, Seat
from game.client.theme import PLAYER_COLORS

TIPS = ("goal", "take", "food_truck", "foodie", "place", "people", "rings", "vips",
        "chains", "sand_dollars", "objective", "end")
LEVELS = ("medium", "easy", "medium", "easy")


class AttractScene(AttractLoop):
    tips = TIPS

    def __init__(self, app, seed: int | None = None, levels: tuple[str, ...] = LEVELS,
                 on_game_done: Callable[[], None] | None = None) -> None:
        super().__init__(app, seed, on_game_done)
        self.levels = levels
        self.inner: PlayScene | None = None
        self.deal()

    def deal(self) -> None:
        """A new all-bot game on the table."""
        fast = bool(self.app.options.fast)
        seats = [Seat(BOT_NAMES[i], "bot", level, PLAYER_COLORS[i][0])
                 for i, level in enumerate(self.levels)]
        setup = GameSetup(seats, None, None, self.rng.getrandbits(30))
        match = Match(setup, think_ms=40 if fast else 250)      # silent, never saved
        self.inner = PlayScene(self.app, setup, match=match)
        self.inner.router = Router({Results: self.game_over, Pause: ignore, Rules: ignore})
        self.inner.speed = self.inner.queue.speed = ATTRACT_SPEED
        self.over = False
        if fast:                  # nothing to animate meanwhile: think in this thread
            self.inner.bots.threaded = False
        self.end_wait = 0.0

    def tapped(self, pos: tuple[int, int] | None) -> None:
        if pos is not None and self.learn_rect().collidepoint(pos):
            self.router.go(Guide(resume=False))     # "Learn to play": the guided game
        else:
            super().tapped(pos)

    def caption_rect(self) -> pygame.Rect:
        w, h = self.app.canvas_size
        if self.app.portrait:            # over the prompt and the controls: bots play
            return pygame.Rect(10, h - 416, w - 20, 408)
        return pygame.Rect(1600, 596, 312, 476)

    def call_rect(self) -> pygame.Rect:
        """The "Touch to play" call to action, at the foot of the caption."""
        return call_rects(self.caption_rect(), 2)[0]

    def learn_rect(self) -> pygame.Rect:
        """The "Learn to play" call to action, right above "Touch to play"."""
        return call_rects(self.caption_rect(), 2)[1]

    def draw(self, canvas: pygame.Surface) -> None:
        if self.inner is None:
            return
        self.inner.draw(canvas)
        words = self.ctx.words
        tip = TIPS[self.tip]
        draw_caption(canvas, self.caption_rect(), words.t(f"kiosk.tip.{tip}.title"),
                     words.t(f"kiosk.tip.{tip}.text"), self.tip, len(TIPS), self.t,
                     [Call(words.t("kiosk.touch_to_play")), Call(words.t("kiosk.learn"), LEARN)])
