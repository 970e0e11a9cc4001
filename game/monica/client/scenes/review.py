"""The review of a saved replay (the replays list's "Review"): the same
review as after a game, in the background with a progress bar, then each
reviewed seat's costliest decisions with "Show me". The human seats are
reviewed, or every seat of a game bots played alone; a tab per seat when
there are several. Leaving the screen calls the review off.
"""
from __future__ import annotations

from functools import partial

import pygame

from game.monica.match.review import Mistake, review_seats
from game.monica.persist import LoadedGame, initial_state
from game.client import backdrop, theme
from game.client.router import Back, Replay
from game.client.scene import Scene
from game.monica.client.setup import from_meta
from game.client.widgets import Button, ButtonBar, draw_panel, draw_text
from game.monica.client.scenes.results_review import ReviewView

PANEL_W = 1100


class ReviewScene(Scene):
    name = "review"
    adaptive = True

    def __init__(self, app, game: LoadedGame) -> None:
        super().__init__(app)
        self.game = game
        self.setup = from_meta(game.meta)
        self.review = ReviewView(lambda: self.ctx.words, initial_state(game.save), game.actions,
                                 review_seats(self.setup.seats), self.show_me,
                                 [s.name for s in self.setup.seats])
        self.seat = self.review.seats[0]
        self.bar = ButtonBar()
        self.build()

    def panel(self) -> pygame.Rect:
        w, h = self.app.canvas_size
        width = min(PANEL_W, w - 60)
        top = 220 if len(self.review.seats) > 1 else 150
        return pygame.Rect((w - width) // 2, top, width, h - top - 130)

    def build(self) -> None:
        self.bar.clear()
        w, h = self.app.canvas_size
        p = self.panel()
        seats = self.review.seats
        if len(seats) > 1:
            tab_w = min(260, (p.w - 8 * (len(seats) - 1)) // len(seats))
            for k, seat in enumerate(seats):
                b = self.bar.add(Button((p.x + k * (tab_w + 8), 140, tab_w, 60),
                                        self.setup.seats[seat].name, partial(self.pick, seat),
                                        name=f"seat_{seat}", size=24))
                b.selected = seat == self.seat
        self.bar.add(Button((p.x, h - 110, 300, 80), lambda: self.ctx.words.t("common.back"),
                            self.back, name="back", size=28, secondary=True))

    def pick(self, seat: int) -> None:
        self.seat = seat
        self.build()

    def back(self) -> None:
        self.router.go(Back())

    def show_me(self, mistake: Mistake) -> None:
        self.router.go(Replay(self.game, at=mistake.index, focus=mistake))

    def leave(self) -> None:
        """Gone for good (not merely covered by the replay): call the review off."""
        if self not in self.app.stack:
            self.review.cancel()

    # -- scene --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event) or self.review.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()

    def update(self, dt: float) -> None:
        self.review.update()

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.beach(canvas.get_size()), (0, 0))
        w, _ = self.app.canvas_size
        draw_text(canvas, self.ctx.words.t("review.scene_heading"), (w // 2, 70), 56, theme.FOAM,
                  True, "center")
        p = self.panel()
        draw_panel(canvas, p, theme.PANEL, theme.PANEL_EDGE, 14, alpha=240)
        self.review.draw(canvas, p.inflate(-32, -32), self.seat)
        self.bar.draw(canvas)
