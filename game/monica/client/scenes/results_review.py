"""The review view: the post-game review of a finished game, thought out in
the background while the screen stays usable (a progress bar meanwhile),
then, for one reviewed seat, its three costliest decisions with the better
move, the points lost, one sentence why, a "Show me" button each, and the
summary line. The results screen shows it in a tab; the review screen (from
the replays list) shows it whole.

The words come from ``review_text``; the review itself is a
``game.monica.match.review.ReviewTask``, called off when its screen goes away.
"""
from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game.monica.engine import actions as A
from game.monica.engine.state import GameState
from game.i18n import Words
from game.monica.match.review import Mistake, SeatSummary
from game.monica.match.review_task import Mode, ReviewTask
from game.client import theme
from game.client.widgets import Button, ButtonBar, draw_panel, draw_text, draw_wrapped
from game.monica.client.scenes.review_text import ReviewRow, heading_text, rows_of, summary_text

# Rollouts per judged turn: None is the hard bot's own budget by table size
# (what ``santa-monica review`` uses); tests lower it.
BUDGET: int | None = None
# In a process of its own: a review in a thread shares the interpreter lock
# with the frames (measured on 2 cores: a results frame took 28-37 ms beside
# a review thread, 13 ms beside a review process, 11 ms alone).
MODE: Mode = "process"
ROW_MAX = 232              # canvas pixels of one decision at most
BUTTON = (176, 60)


class ReviewView:
    """One review, its progress and its rows for a seat, inside a rect."""

    def __init__(self, words: Callable[[], Words], start: GameState,
                 actions: Sequence[A.Action], seats: Sequence[int],
                 show_me: Callable[[Mistake], None], names: Sequence[str],
                 scale: float = 1.0) -> None:
        """``scale``: every size (type, rows, buttons) times this; a tall
        portrait kiosk draws it larger."""
        self._words = words
        self.scale = scale
        self.names = list(names)
        self.show_me = show_me
        self.task = ReviewTask(start, actions, seats, budget=BUDGET)
        self.task.start(MODE)
        # A screen dropped without leaving (a test's app thrown away) stops it too.
        weakref.finalize(self, self.task.cancel)
        self.bar = ButtonBar()
        self._built: tuple[int, tuple[int, ...], str] | None = None
        self._phrased: dict[tuple[int, str], tuple[str, list[ReviewRow]]] = {}

    @property
    def words(self) -> Words:
        """The context's words, read when drawn (a language switch shows)."""
        return self._words()

    # -- state -------------------------------------------------------------------------
    @property
    def seats(self) -> list[int]:
        return self.task.seats

    def seat_for(self, selected: int) -> int:
        """The seat to show: the selected one if it was reviewed, else the first."""
        return selected if selected in self.task.seats else self.task.seats[0]

    def summary(self, seat: int) -> SeatSummary | None:
        return self.task.summary(seat)

    def phrased(self, summary: SeatSummary) -> tuple[str, list[ReviewRow]]:
        """The summary line and the rows in the current language (kept)."""
        key = (summary.seat, self.words.language)
        if key not in self._phrased:
            self._phrased[key] = (summary_text(self.words, summary),
                                  rows_of(self.words, summary))
        return self._phrased[key]

    @property
    def ready(self) -> bool:
        return self.task.finished

    def percent(self) -> int:
        return int(self.task.fraction * 100)

    def tab_label(self) -> str:
        """"Review", or "Review 40%" while the hard bot is at it."""
        if self.ready or self.task.problem is not None:
            return self.words.t("review.tab")
        return self.words.t("review.tab_progress", percent=self.percent())

    def update(self) -> None:
        """Take the review's result when it is there (an unexpected error of
        the review is raised here, on the screen's thread)."""
        self.task.poll()

    def cancel(self) -> None:
        self.task.cancel()

    def px(self, n: int) -> int:
        """``n`` canvas pixels at this view's scale."""
        return round(n * self.scale)

    # -- input ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        return self.ready and self.bar.handle(event)

    def _build(self, rect: pygame.Rect, seat: int, tops: list[int], row_h: int) -> None:
        key = (seat, tuple(rect), self.words.language)
        if self._built == key:
            return
        self._built = key
        self.bar.clear()
        summary = self.summary(seat)
        for k, m in enumerate(summary.mistakes if summary is not None else ()):
            w, h = self.px(BUTTON[0]), self.px(BUTTON[1])
            r = (rect.right - w - 14, tops[k] + (row_h - h) // 2, w, h)
            self.bar.add(Button(r, partial(self.words.t, "review.show_me"),
                                partial(self.show_me, m), name=f"show_me_{k}", size=self.px(24),
                                color=theme.SEA))

    # -- drawing --------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """The review of ``seat`` in ``rect`` (or the progress while it runs)."""
        words, px = self.words, self.px
        name = self.names[seat]
        y = rect.y
        draw_text(canvas, heading_text(words, name), (rect.x + 4, y), px(28), theme.SEA_DARK,
                  True)
        y += px(44)
        if self.task.problem is not None:
            draw_wrapped(canvas, words.t("review.failed", reason=self.task.problem),
                         pygame.Rect(rect.x + 4, y, rect.w - 8, px(120)), px(22), theme.DANGER)
            return
        summary = self.summary(seat)
        if summary is None:
            self.draw_progress(canvas, pygame.Rect(rect.x + 4, y + 10, rect.w - 8, px(140)))
            return
        line, rows = self.phrased(summary)
        y = draw_wrapped(canvas, line, pygame.Rect(rect.x + 4, y, rect.w - 8, px(64)), px(22),
                         theme.INK, True, max_lines=2) + 12
        row_h = min(px(ROW_MAX), (rect.bottom - y) // 3 - 8)
        tops = [y + k * (row_h + 8) for k in range(len(rows))]
        self._build(rect, seat, tops, row_h)
        for top, row in zip(tops, rows, strict=True):
            box = pygame.Rect(rect.x, top, rect.w, row_h)
            draw_panel(canvas, box, (255, 251, 242), theme.PANEL_EDGE, 10)
            text_w = box.w - px(BUTTON[0]) - 60
            x = box.x + 14
            draw_text(canvas, row.when, (x, box.y + 8), px(20), theme.INK_SOFT, True)
            draw_text(canvas, row.lost, (box.right - 14, box.y + 8), px(22), theme.DANGER, True,
                      "topright")
            ty = draw_wrapped(canvas, row.played, pygame.Rect(x, box.y + px(38), text_w, px(52)),
                              px(20), theme.INK, max_lines=2) + 2
            ty = draw_wrapped(canvas, row.better, pygame.Rect(x, ty, text_w, px(52)), px(20),
                              theme.SEA_DARK, True, max_lines=2) + 4
            draw_wrapped(canvas, row.why, pygame.Rect(x, ty, text_w, box.bottom - ty - 4), px(19),
                         theme.INK_SOFT, max_lines=max(1, (box.bottom - ty - 4) // px(24)))
        self.bar.draw(canvas)

    def draw_progress(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        """The hard bot at work: a sentence, a bar and the turns checked."""
        words, px = self.words, self.px
        y = draw_wrapped(canvas, words.t("review.working"), rect, px(22), theme.INK)
        bar = pygame.Rect(rect.x, y + 14, rect.w, px(28))
        progress_bar(canvas, bar, self.task.fraction)
        if self.task.total:
            draw_text(canvas, words.t("review.progress", done=self.task.done,
                                      total=self.task.total),
                      (bar.x, bar.bottom + 10), px(20), theme.INK_SOFT)


def progress_bar(canvas: pygame.Surface, rect: pygame.Rect, fraction: float) -> None:
    """A rounded bar filled to ``fraction``."""
    pygame.draw.rect(canvas, (232, 222, 200), rect, border_radius=rect.h // 2)
    fill = rect.copy()
    fill.w = max(rect.h, round(rect.w * max(0.0, min(1.0, fraction))))
    pygame.draw.rect(canvas, theme.SEA, fill, border_radius=rect.h // 2)
    pygame.draw.rect(canvas, theme.SEA_DARK, rect, 2, border_radius=rect.h // 2)
