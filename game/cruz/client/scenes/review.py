"""Santa Cruz's post-game review: the hard bot goes through a finished game
in the background (a progress bar meanwhile; the screen stays usable and Back
calls it off), then shows each person's three costliest decisions side by
side: when, the points lost, what was played and what the hard bot would
have played, the estimated leads, and a picture of the moment (the map with
both fields marked, or the two cards or sets). A tab per person when several
played. Reached from the results ("Review") of a game with a person at it.
"""
from __future__ import annotations

import weakref
from collections.abc import Sequence
from functools import partial

import pygame

from game.client import theme
from game.client.router import Back
from game.client.scene import Scene
from game.client.widgets import Button, ButtonBar, draw_panel, draw_text, draw_wrapped, \
    fit_text, screen_panel
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.scenes.review_picture import (draw_choice_moment, draw_legend,
                                                    draw_map_moment, field_of, new_board)
from game.cruz.client.scenes.review_text import (ReviewRow, heading_text, row_of,
                                                 summary_text)
from game.cruz.client.session import match_setup
from game.cruz.client.setup import CruzSetup
from game.cruz.engine import Action, GameState
from game.cruz.match import final_state
from game.cruz.match.review import SeatReview, Verdict, human_seats
from game.cruz.match.review_task import Mode, ReviewTask

BOX = pygame.Rect(60, 20, 1800, 1040)
GAP = 28
PICTURE_H = 330
TEXT_H = 300             # under the picture: the legend, the two moves, the leads
# In a process of its own: beside a review thread the frames would share one
# interpreter lock with it. Tests use a thread and a smaller budget.
MODE: Mode = "process"
BUDGET: tuple[int, int] | None = None


class CruzReviewScene(Scene):
    name = "cruz_review"

    def __init__(self, app, setup: CruzSetup, actions: Sequence[Action]) -> None:
        super().__init__(app)
        self.setup = setup
        self.match = match_setup(setup)
        self.actions = list(actions)
        self.people = human_seats(self.match)
        self.task = ReviewTask(self.match, self.actions, self.people,
                               *(() if BUDGET is None else (BUDGET,)))
        if self.people:
            self.task.start(MODE)
        weakref.finalize(self, self.task.cancel)        # a screen dropped unseen stops it too
        self.seat = self.people[0] if self.people else 0
        self.pictures = CruzPictures(app.ctx.words, app.ctx.palette)
        self.board = new_board(self.pictures)
        self._before: dict[int, GameState] = {}
        self._shots: dict[tuple[object, ...], pygame.Surface] = {}
        self.bar = ButtonBar()
        self.build()

    # -- state ---------------------------------------------------------------------------
    @property
    def review(self) -> SeatReview | None:
        found = self.task.reviews or []
        return next((r for r in found if r.seat == self.seat), None)

    def before(self, verdict: Verdict) -> GameState:
        """The table just before the decision (replayed once, kept)."""
        i = verdict.moment.index
        if i not in self._before:
            self._before[i] = final_state(self.match, self.actions[:i])
        return self._before[i]

    def build(self) -> None:
        self.bar.clear()
        names = [s.name for s in self.setup.seats]
        if len(self.people) > 1:
            w = min(300, (BOX.w - 80) // len(self.people) - 12)
            for k, seat in enumerate(self.people):
                b = self.bar.add(Button((BOX.x + 40 + k * (w + 12), BOX.y + 84, w, 56),
                                        partial(self.shown_name, names[seat]),
                                        partial(self.pick, seat), name=f"seat_{seat}",
                                        size=theme.LABEL))
                b.selected = seat == self.seat
        self.bar.add(Button((BOX.x + 40, BOX.bottom - 94, 300, 72),
                            lambda: self.ctx.words.t("common.back"), self.back, name="back",
                            size=theme.LABEL, secondary=True))

    def shown_name(self, name: str) -> str:
        words = self.ctx.words
        return words.you() if words.is_you(name) else name

    def pick(self, seat: int) -> None:
        self.seat = seat
        self.build()

    def back(self) -> None:
        self.router.go(Back())

    def leave(self) -> None:
        if self not in self.app.stack:                  # gone for good: call it off
            self.task.cancel()

    # -- scene ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()

    def update(self, dt: float) -> None:
        self.task.poll()

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill(theme.SEA)
        words = self.ctx.words
        self.pictures.palette = self.ctx.palette
        name = self.setup.seats[self.seat].name
        area = screen_panel(canvas, BOX, heading_text(words, name) if self.people
                            else words.t("cruz_review.title"))
        top = area.y + (90 if len(self.people) > 1 else 4)
        text = pygame.Rect(BOX.x + 40, top, BOX.w - 80, 60)
        review = self.review
        if not self.people or self.task.problem is not None or self.task.failure is not None:
            key = ("cruz_review.no_people" if not self.people else
                   "cruz_review.cannot" if self.task.problem is not None else
                   "cruz_review.failed")
            draw_wrapped(canvas, words.t(key), pygame.Rect(text.x, BOX.centery - 80, text.w, 120),
                         theme.SUBHEAD, theme.INK, center=True, max_lines=3, fit=True)
        elif review is None:
            self.draw_progress(canvas, pygame.Rect(text.x + 80, BOX.centery - 110,
                                                   text.w - 160, 80))
        else:
            y = draw_wrapped(canvas, summary_text(words, review), text, theme.BODY, theme.INK,
                             True, max_lines=2, fit=True)
            self.draw_columns(canvas, review, pygame.Rect(BOX.x + 30, y + 14, BOX.w - 60,
                                                          BOX.bottom - 110 - y - 14))
        self.bar.draw(canvas)

    def draw_progress(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        words = self.ctx.words
        y = draw_wrapped(canvas, words.t("cruz_review.working"), rect, theme.SUBHEAD,
                         theme.INK, center=True, max_lines=2, fit=True)
        bar = pygame.Rect(rect.x, y + 24, rect.w, 34)
        pygame.draw.rect(canvas, (232, 222, 200), bar, border_radius=17)
        fill = bar.copy()
        fill.w = max(bar.h, round(bar.w * self.task.fraction))
        pygame.draw.rect(canvas, theme.SEA, fill, border_radius=17)
        pygame.draw.rect(canvas, theme.SEA_DARK, bar, 2, border_radius=17)
        if self.task.total:
            draw_text(canvas, words.t("cruz_review.progress", done=self.task.done,
                                      total=self.task.total),
                      (bar.centerx, bar.bottom + 16), theme.BODY, theme.INK_SOFT, False, "midtop")

    def draw_columns(self, canvas: pygame.Surface, review: SeatReview,
                     area: pygame.Rect) -> None:
        words = self.ctx.words
        w = (area.w - 2 * GAP) // 3
        for k, verdict in enumerate(review.worst):
            col = pygame.Rect(area.x + k * (w + GAP), area.y, w, area.h)
            draw_panel(canvas, col, (255, 251, 242), theme.PANEL_EDGE, 12)
            row = row_of(words, verdict, self.before(verdict))
            self.draw_column(canvas, col.inflate(-28, -24), row)

    def draw_column(self, canvas: pygame.Surface, box: pygame.Rect, row: ReviewRow) -> None:
        words = self.ctx.words
        fit_text(canvas, row.when, (box.x, box.y), theme.LABEL, box.w, theme.SEA_DARK, True)
        fit_text(canvas, row.lost, (box.x, box.y + 34), theme.SUBHEAD, box.w, theme.DANGER,
                 True)
        pic = pygame.Rect(box.x, box.y + 80, box.w, max(PICTURE_H, box.h - 80 - TEXT_H))
        canvas.blit(self.picture(row.verdict, pic.size), pic)
        y = pic.bottom + 12
        if field_of(row.verdict.suggested) is not None:      # the map: which mark is which
            y = draw_legend(canvas, (box.x, y), (words.t("cruz_review.yours"),
                                                 words.t("cruz_review.bots"))) + 10
        y = draw_wrapped(canvas, row.played, pygame.Rect(box.x, y, box.w, 84), theme.BODY,
                         theme.INK, max_lines=3, fit=True) + 8
        y = draw_wrapped(canvas, row.better, pygame.Rect(box.x, y, box.w, 84), theme.BODY,
                         theme.SEA_DARK, True, max_lines=3, fit=True) + 8
        draw_wrapped(canvas, row.lead, pygame.Rect(box.x, y, box.w, box.bottom - y),
                     theme.CAPTION, theme.INK_SOFT, max_lines=3, fit=True)

    def picture(self, verdict: Verdict, size: tuple[int, int]) -> pygame.Surface:
        """The moment's picture (drawn once per language and palette)."""
        words = self.ctx.words
        key = (verdict.moment.index, size, words.language, self.ctx.palette.name)
        shot = self._shots.get(key)
        if shot is None:
            shot = pygame.Surface(size, pygame.SRCALPHA)
            rect = shot.get_rect()
            m = verdict.moment
            played, better = field_of(m.played), field_of(verdict.suggested)
            if played is not None and better is not None:
                draw_map_moment(shot, rect, self.board, self.before(verdict), m.seat, played,
                                better, [s.color for s in self.setup.seats])
            else:
                draw_choice_moment(shot, rect, self.pictures, words, m.played,
                                   verdict.suggested, (words.t("cruz_review.yours"),
                                                       words.t("cruz_review.bots")),
                                   self.before(verdict).piles if m.round == 2 else {})
            self._shots[key] = shot
        return shot
