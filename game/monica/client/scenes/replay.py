"""Watch a finished game again: the recorded actions played through the
real table and its animations, with play / pause, step and speed.

The table is an ordinary ``PlayScene`` (every seat shown as a bot, so it
never waits for input) with a router of its own that goes nowhere: its menu
and rules buttons do nothing here, and its "results" is the end of the
replay. This scene feeds it the saved actions one at a time whenever its
animations have finished.

Opened by a review's "Show me" (``at``, ``focus``), it starts paused before
that move, the better move highlighted (``replay_focus``); Back returns to
the review.
"""
from __future__ import annotations

import pygame

from game.monica.match.review import Mistake
from game.monica.persist import LoadedGame
from game.client import theme
from game.client.router import Back, Pause, Results, Router, Rules, ignore
from game.client.scene import Scene
from game.monica.client.setup import GameSetup, Seat, from_meta
from game.client.widgets import Button, ButtonBar, draw_panel, draw_text
from game.monica.client.scenes.play import PlayScene
from game.monica.client.scenes.replay_focus import ReplayFocus

SPEEDS = (0.5, 1.0, 2.0, 4.0)
GAP = 0.6                 # seconds between moves at speed 1
PANEL_SLOTS = ("prompt", "choices", "btn_undo", "btn_confirm")


class ReplayScene(Scene):
    name = "replay"
    adaptive = True

    def __init__(self, app, game: LoadedGame, *, at: int = 0,
                 focus: Mistake | None = None) -> None:
        super().__init__(app)
        played = from_meta(game.meta)
        seats = [Seat(s.name, "bot", s.level, s.color, played_as=s.kind) for s in played.seats]
        self.setup = GameSetup(seats, played.objective, played.sand_dollars, played.seed,
                               played.start_player)
        self.actions = list(game.actions)
        self.index = max(0, min(at, len(self.actions)))
        self.playing = focus is None
        self.steps = 0             # single steps asked for while paused
        self.speed = 1.0
        self.inner = PlayScene(app, self.setup, autosave=False, drive_bots=False,
                               actions=self.actions[:self.index] if self.index else None)
        self.focus = ReplayFocus(self.inner, focus) if focus is not None else None
        self.focus_at = self.index
        self.inner.router = Router({Results: ignore, Pause: ignore, Rules: ignore})
        self.set_speed(self.speed)
        self.wait = self.gap
        self.bar = ButtonBar()
        self.build()

    # -- controls ----------------------------------------------------------------------------
    def panel(self) -> pygame.Rect:
        rects = [pygame.Rect(self.inner.layout.rect(n)) for n in PANEL_SLOTS
                 if n in self.inner.layout]
        return rects[0].unionall(rects[1:]).inflate(8, 8)

    def build(self) -> None:
        self.bar.clear()
        p = self.panel()
        x, w = p.x + 12, p.w - 24
        y = p.y + 70
        half = (w - 10) // 2
        self.bar.add(Button((x, y, w, 72),
                            lambda: self.ctx.words.t("replay.pause" if self.playing else "replay.play"),
                            self.toggle, name="play", size=28, color=(40, 150, 80)))
        self.bar.add(Button((x, y + 84, w, 64), lambda: self.ctx.words.t("replay.step"), self.step,
                            name="step", size=24))
        self.bar.add(Button((x, y + 160, half, 64), lambda: self.ctx.words.t("replay.slower"), self.slower,
                            name="slower", size=22))
        self.bar.add(Button((x + half + 10, y + 160, half, 64), lambda: self.ctx.words.t("replay.faster"),
                            self.faster, name="faster", size=22))
        self.bar.add(Button((x, min(p.bottom - 76, y + 300), w, 64), lambda: self.ctx.words.t("common.back"),
                            self.back, name="back", size=24, secondary=True))

    def back(self) -> None:
        self.router.go(Back())

    @property
    def wants_frame(self) -> bool:
        return self.inner.wants_frame

    def toggle(self) -> None:
        self.playing = not self.playing
        self.steps = 0

    def step(self) -> None:
        self.playing = False
        self.steps += 1

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        self.inner.speed = speed
        self.inner.queue.speed = speed

    def slower(self) -> None:
        k = SPEEDS.index(self.speed) if self.speed in SPEEDS else 1
        self.set_speed(SPEEDS[max(0, k - 1)])

    def faster(self) -> None:
        k = SPEEDS.index(self.speed) if self.speed in SPEEDS else 1
        self.set_speed(SPEEDS[min(len(SPEEDS) - 1, k + 1)])

    @property
    def gap(self) -> float:
        """Seconds between two moves (none when the table skips animations)."""
        return 0.0 if self.inner.fast else GAP / self.speed

    @property
    def finished(self) -> bool:
        return self.index >= len(self.actions)

    # -- scene -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE:
                self.toggle()
            elif event.key == pygame.K_RIGHT:
                self.step()
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.panel().collidepoint(event.pos):
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN):
            self.inner.handle_event(event)        # look around: other cities, scrolling

    def update(self, dt: float) -> None:
        self.inner.update(dt)
        inner = self.inner
        still = not inner.queue.busy and not inner.pending_sync and not inner.hold
        if not still or self.finished:
            return
        if not self.playing and self.steps <= 0:
            return
        self.wait -= dt
        if self.playing and self.wait > 0:
            return
        action = self.actions[self.index]
        self.index += 1
        self.steps = max(0, self.steps - 1)
        self.wait = self.gap
        inner.perform(lambda: inner.match.play(action))

    @property
    def focused(self) -> ReplayFocus | None:
        """The better move to show: only before the move it replaces, table still."""
        inner = self.inner
        if self.focus is None or self.index != self.focus_at or inner.queue.busy \
                or inner.pending_sync:
            return None
        return self.focus

    def draw(self, canvas: pygame.Surface) -> None:
        self.inner.draw(canvas)
        focus = self.focused
        if focus is not None:
            focus.aim()
            focus.draw(canvas, self.inner.t)
        p = self.panel()
        draw_panel(canvas, p, theme.PANEL, theme.SEA_DARK, 14, width=3)
        text = self.ctx.words.t("replay.end") if self.finished else self.ctx.words.t(
            "replay.progress", n=self.index, total=len(self.actions))
        draw_text(canvas, text, (p.centerx, p.y + 22), 24, theme.SEA_DARK, True, "center")
        draw_text(canvas, f"{self.speed:g}×", (p.centerx, p.y + 50), 20, theme.INK_SOFT,
                  False, "center")
        self.bar.draw(canvas)
