"""The post-game review on the kiosk's own results screen: the same review
as the desktop results (``scenes.results_review.ReviewView``, the hard bot
in a process of its own), shown in a panel that takes the place of the score
boxes when the visitor taps its tab ("Where you lost points 40%" while the
hard bot is at it). With several visitors, a large button per reviewed seat
picks whose decisions are shown.

Pure geometry (``tab_rects``, ``panel_rect``, ``seat_rects``) is checked by
the layout tests; the scene owns the review's life (``KioskResultsScene``).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game.monica.engine import actions as A
from game.monica.match.review import Mistake, review_seats
from game.monica.client.scenes.results_review import ReviewView
from game.monica.client.setup import GameSetup
from game.client.widgets import Button, ButtonBar, screen_panel

TAB_H = 84
SEAT_H = 64
PAD = 24
SCALE = 1.3                # the review's type and rows: larger on the tall kiosk


def tab_rects(title: pygame.Rect, width: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The two tabs under the title: the scores, the review."""
    half = (width - 60 - 16) // 2
    y = title.bottom + 20
    return (pygame.Rect(30, y, half, TAB_H), pygame.Rect(30 + half + 16, y, half, TAB_H))


def panel_rect(top: int, bottom: int, width: int) -> pygame.Rect:
    """The review's panel: the band the score boxes would fill."""
    return pygame.Rect(30, top, width - 60, bottom - top)


def seat_rects(panel: pygame.Rect, n: int) -> list[pygame.Rect]:
    """A button per reviewed seat across the panel's top (none for one seat)."""
    if n < 2:
        return []
    w = (panel.w - 2 * PAD - 12 * (n - 1)) // n
    return [pygame.Rect(panel.x + PAD + k * (w + 12), panel.y + PAD, w, SEAT_H)
            for k in range(n)]


class KioskReview:
    """The review of a visitor game's human seats, drawn inside ``panel``."""

    def __init__(self, app, setup: GameSetup, actions: Sequence[A.Action],
                 show_me: Callable[[Mistake], None], panel: pygame.Rect) -> None:
        self.app = app
        self.view = ReviewView(lambda: app.ctx.words, setup.new_game(), actions,
                               review_seats(setup.seats), show_me,
                               [s.name for s in setup.seats], scale=SCALE)
        self.panel = panel
        self.seat = self.view.seats[0]
        self.bar = ButtonBar()
        rects = seat_rects(panel, len(self.view.seats))
        for rect, seat in zip(rects, self.view.seats if rects else [], strict=True):
            self.bar.add(Button(rect, setup.seats[seat].name, partial(self.pick, seat),
                                name=f"seat_{seat}", size=28))
        self.pick(self.seat)

    def pick(self, seat: int) -> None:
        self.seat = seat
        for s in self.view.seats:
            button = self.bar.get(f"seat_{s}")
            if button is not None:
                button.selected = s == seat

    def tab_label(self) -> str:
        """"Where you lost points", with the hard bot's progress while it works."""
        words = self.app.ctx.words
        if self.view.ready or self.view.task.problem is not None:
            return words.t("review.kiosk.tab")
        return words.t("review.kiosk.tab_progress", percent=self.view.percent())

    def inner(self) -> pygame.Rect:
        """Where the review itself is drawn: under the seat buttons, if any."""
        top = self.panel.y + PAD + (SEAT_H + 16 if self.bar.buttons else 0)
        return pygame.Rect(self.panel.x + PAD, top, self.panel.w - 2 * PAD,
                           self.panel.bottom - PAD - top)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.bar.handle(event) or self.view.handle(event)

    def update(self) -> None:
        self.view.update()

    def cancel(self) -> None:
        self.view.cancel()

    def draw(self, canvas: pygame.Surface) -> None:
        screen_panel(canvas, self.panel, alpha=255)
        self.bar.draw(canvas)
        self.view.draw(canvas, self.inner(), self.seat)

