"""The attract loop: bots play real games at speed while a caption teaches
one rule at a time; any touch hands the table to a visitor.

Each game is an ordinary ``PlayScene`` with four bots and no autosave, and a
router of its own: when the game ends it asks for the results, which here
means "deal the next game" (after a pause); its menu and rules go nowhere.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from game.monica.match import Match
from game.client import gfx, theme
from game.client.router import Choose, Guide, Pause, Results, Router, Rules, ignore
from game.client.scene import Scene
from game.monica.client.scenes.play import PlayScene
from game.monica.client.setup import BOT_NAMES, GameSetup, Seat
from game.client.theme import PLAYER_COLORS
from game.client.widgets import draw_panel, draw_text, draw_wrapped

TIPS = ("goal", "take", "food_truck", "foodie", "place", "people", "rings", "vips",
        "chains", "sand_dollars", "objective", "end")
TIP_TIME = 7.0            # seconds per caption
END_PAUSE = 4.0           # seconds the finished table stays before the next deal
LEVELS = ("medium", "easy", "medium", "easy")
ATTRACT_SPEED = 2.0
LEARN = (214, 104, 40)
START_KEYS = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN, pygame.KEYDOWN)


class AttractScene(Scene):
    name = "attract"
    adaptive = True
    fingers = True            # a finger down starts a game; no mouse copy needed

    def __init__(self, app, seed: int | None = None, levels: tuple[str, ...] = LEVELS,
                 on_game_done: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.on_game_done = on_game_done       # the kiosk tidies memory up between games
        self.rng = random.Random(seed)
        self.levels = levels
        self.t = 0.0
        self.tip = self.rng.randrange(len(TIPS))
        self.tip_t = 0.0
        self.games = 0
        self.end_wait = 0.0
        self.inner: PlayScene | None = None
        self.over = False                 # the inner game asked for its results
        self.deal()

    # -- games ------------------------------------------------------------------------------
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

    def game_over(self, _results: Results) -> None:
        self.over = True

    def game_finished(self) -> None:
        self.games += 1
        self.inner = None                          # the old game goes before the new deal
        if self.on_game_done is not None:
            self.on_game_done()
            if self.app.stack.top is not self:   # the kiosk shows its next game now
                return
        self.deal()

    # -- scene ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in START_KEYS and not getattr(event, "touch", False):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button != 1:
                return
            pos = event.dict.get("pos")
            if pos is not None and self.learn_rect().collidepoint(pos):
                self.router.go(Guide(resume=False))     # "Learn to play": the guided game
                return
            self.router.go(Choose())            # which game, then how many people

    def update(self, dt: float) -> None:
        self.t += dt
        self.tip_t += dt
        if self.tip_t >= TIP_TIME:
            self.tip_t = 0.0
            self.tip = (self.tip + 1) % len(TIPS)
        assert self.inner is not None
        self.inner.update(dt)
        if self.over:
            self.end_wait += dt
            if self.app.options.fast or self.end_wait >= END_PAUSE:
                self.game_finished()

    @property
    def wants_frame(self) -> bool:
        return self.inner is not None and self.inner.wants_frame

    def caption_rect(self) -> pygame.Rect:
        w, h = self.app.canvas_size
        if self.app.portrait:            # over the prompt and the controls: bots play
            return pygame.Rect(10, h - 416, w - 20, 408)
        return pygame.Rect(1600, 596, 312, 476)

    def call_rect(self) -> pygame.Rect:
        """The "Touch to play" call to action, at the foot of the caption."""
        box = self.caption_rect()
        call = pygame.Rect(0, 0, min(560, box.w - 40), 72)
        call.midbottom = (box.centerx, box.bottom - 18)
        return call

    def learn_rect(self) -> pygame.Rect:
        """The "Learn to play" call to action, right above "Touch to play"."""
        learn = self.call_rect()
        learn.bottom = learn.y - 12
        return learn

    def draw(self, canvas: pygame.Surface) -> None:
        assert self.inner is not None
        self.inner.draw(canvas)
        box = self.caption_rect()
        draw_panel(canvas, box, theme.PANEL, theme.SEA_DARK, 20, width=4)
        title_size, body_size = (44, 36) if box.w > 900 else (28, 22)
        tip = TIPS[self.tip]
        inner = box.inflate(-48, -36)
        # a long word ("Wertungsplättchen") takes a smaller size, never an "…"
        y = draw_wrapped(canvas, self.ctx.words.t(f"kiosk.tip.{tip}.title"), inner, title_size,
                         theme.SEA_DARK, True, max_lines=2, fit=True) + 10
        call, learn = self.call_rect(), self.learn_rect()
        draw_wrapped(canvas, self.ctx.words.t(f"kiosk.tip.{tip}.text"),
                     (inner.x, y, inner.w, learn.y - 36 - y), body_size, theme.INK, fit=True)
        for k in range(len(TIPS)):           # which caption of how many
            x = box.centerx + (k - (len(TIPS) - 1) / 2) * 22
            pygame.draw.circle(canvas, theme.SEA_DARK if k == self.tip else theme.PANEL_EDGE,
                               (round(x), learn.y - 20), 6 if k == self.tip else 4)
        pulse = 0.5 + 0.5 * math.sin(self.t * 3.0)
        pygame.draw.rect(canvas, theme.lighter((40, 150, 80), 0.25 * pulse), call,
                         border_radius=36)
        pygame.draw.rect(canvas, LEARN, learn, border_radius=36)
        for rect, key in ((call, "kiosk.touch_to_play"), (learn, "kiosk.learn")):
            label = self.ctx.words.t(key)
            size = 34
            while size > 18 and gfx.font(size, True).size(label)[0] > rect.w - 24:
                size -= 1
            draw_text(canvas, label, rect.center, size, theme.BUTTON_TEXT, True, "center")
