"""Santa Cruz's results: the winner in front, then every player's points line by
line, round by round, as the engine's ``score_breakdown`` has them: the start
position, then for each round the buildings, each scoring card played (fish
bonus apart), the eruption, and at the end the bird chips. The columns are the
players in the track's final order; the rows appear one after another. On a
portrait canvas (the kiosk's) the panel is laid out for the tall screen
(``results_layout``): the winner's stone in front at the top, rows as tall as
the screen allows, the buttons two to a row at the bottom.
"""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.client import gfx, theme
from game.client.router import Play, Replay, Review, Title
from game.client.scene import Scene
from game.client.widgets import (Button, ButtonBar, draw_text, fit_lines, fit_text,
                                  screen_panel)
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.scenes.replays import ReplayGame
from game.cruz.client.scenes.results_layout import (TALL_LABEL_W, ResultsLayout,
                                                    results_layout)
from game.cruz.client.setup import CruzSeat, CruzSetup
from game.cruz.client.table.results_rows import Row, breakdown_rows
from game.cruz.engine import Breakdown, GameState, ranking, score_breakdown
from game.client import beach_code

LINE_TIME = 0.12


class CruzResultsScene(Scene):
    name = "cruz_results"
    adaptive = True             # drawn for the canvas it is on: a portrait kiosk's too

    def __init__(self, app, setup: CruzSetup, state: GameState, report: dict[str, Any],
                 log: Any = None, actions: tuple[Any, ...] = ()) -> None:
        super().__init__(app)
        self.setup, self.state, self.actions = setup, state, actions
        self.log = log
        found = report.get("breakdown") if isinstance(report, dict) else None
        self.breakdown: list[Breakdown] = found if found else score_breakdown(state)
        self.order = ranking(state)
        self.rows: list[Row] = breakdown_rows(self.breakdown)
        self.pictures = CruzPictures(app.ctx.words, app.ctx.palette)
        self.t = 0.0
        self.bar = ButtonBar()
        t = self.ctx.words.t
        shown = [("again_same", "results.play_again_same", self.again_same),
                 ("again_new", "results.play_again_new", self.again_new),
                 ("replay", "results.watch_replay", self.replay),
                 ("title", "results.to_title", lambda: self.router.go(Title()))]
        if actions and any(not s.is_bot for s in setup.seats):     # the hard bot's review
            shown.insert(3, ("review", "cruz_review.button", self.review))
        w, h = app.canvas_size
        # portrait: a label too long for its column takes two lines (its row a line taller)
        self.extra = [self._second_line(row) if h > w else 0 for row in self.rows]
        self.layout: ResultsLayout = results_layout(app.canvas_size, len(shown),
                                                    len(self.rows), sum(self.extra))
        for rect, (name, key, fn) in zip(self.layout.buttons, shown, strict=True):
            self.bar.add(Button(rect, partial(t, key), fn, name=name,
                                size=self.layout.button_size, secondary=name == "title"))

    @property
    def lines_total(self) -> int:
        return len(self.rows)

    def _copy(self, seed: int) -> CruzSetup:
        return CruzSetup([CruzSeat(s.name, s.kind, s.level, s.color) for s in self.setup.seats],
                         self.setup.draft, seed)

    def again_same(self) -> None:
        self.router.go(Play(self._copy(self.setup.seed)))

    def again_new(self) -> None:
        self.router.go(Play(self._copy(beach_code.random_seed())))

    def replay(self) -> None:
        self.router.go(Replay(ReplayGame(self._copy(self.setup.seed), tuple(self.actions))))

    def review(self) -> None:
        self.router.go(Review(ReplayGame(self.setup, tuple(self.actions))))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and \
                self.t < LINE_TIME * len(self.rows):
            self.t = 1e9                                    # show the whole tally at once
            return
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.router.go(Title())

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill(theme.SEA)
        words = self.ctx.words
        self.pictures.palette = self.ctx.palette
        lay = self.layout
        screen_panel(canvas, lay.box)
        names = [s.name for s in self.setup.seats]
        winner = self.order[0]
        if lay.winner_stone is not None:            # portrait: the winner in front
            stone = lay.winner_stone
            canvas.blit(self.pictures.stone(self.setup.seats[winner].color, stone.w),
                        stone.topleft)
        draw_text(canvas, words.about("cruz.banner.winner", names[winner]),
                  (lay.box.centerx, lay.title_y), theme.DISPLAY, theme.SEA_DARK, True, "center")
        left, label_w = lay.left, lay.label_w
        col_w = lay.col_w(len(self.order))
        y = lay.head_y
        front = lay.front.move(left + label_w, 0)
        front.w = col_w
        pygame.draw.rect(canvas, (255, 236, 170), front, border_radius=14)   # the winner
        pygame.draw.rect(canvas, theme.HILITE, front, 3, border_radius=14)
        for k, seat in enumerate(self.order):
            x = left + label_w + k * col_w
            color = self.setup.seats[seat].color
            canvas.blit(self.pictures.stone(color, lay.stone), (x + col_w // 2 - lay.stone // 2, y))
            self._name(canvas, f"{k + 1}. {names[seat]}", x + col_w // 2,
                       y + lay.stone + 6, col_w - 10)
        self._rows(canvas, lay.rows_y, col_w)
        self.bar.draw(canvas)

    def _name(self, canvas: pygame.Surface, name: str, x: int, y: int, width: int) -> None:
        """A player's place and name under their stone (portrait: on up to two lines)."""
        if not self.layout.tall:
            fit_text(canvas, name, (x, y), theme.LABEL, width, theme.INK, True, "midtop")
            return
        size, lines = fit_lines(name, (width, self.layout.names_h), theme.LABEL, True, 2)
        for line in lines:
            y = draw_text(canvas, line, (x, y), size, theme.INK, True, "midtop").bottom

    def _label(self, row: Row, label_w: int) -> tuple[int, list[str]]:
        """A portrait row's label: its size and its one or two lines."""
        bold = row.style in ("head", "total")
        size = theme.SUBHEAD if bold else theme.LABEL
        room = label_w - 30 - (0 if bold else 24)
        return fit_lines(row.label(self.ctx.words), (room, 2 * gfx.font(size, bold).get_linesize()),
                         size, bold, 2)

    def _second_line(self, row: Row) -> int:
        """How much taller a portrait row is for its label's second line."""
        size, lines = self._label(row, TALL_LABEL_W)
        return (len(lines) - 1) * gfx.font(size, row.style in ("head", "total")).get_linesize()

    def _rows(self, canvas: pygame.Surface, y: int, col_w: int) -> None:
        """The breakdown, one row after another as they are revealed."""
        lay, words = self.layout, self.ctx.words
        left, label_w = lay.left, lay.label_w
        shown = int(self.t / LINE_TIME) + 1
        for i, row in enumerate(self.rows[:shown]):
            yy = y + i * lay.row_h + sum(self.extra[:i])
            if yy > lay.rows_end:
                break
            style = row.style
            if style == "total":
                pygame.draw.line(canvas, theme.PANEL_EDGE, (left, yy - 2),
                                 (lay.box.right - 40, yy - 2), 2)
            size = lay.head_size if style in ("head", "total") else lay.line_size
            bold = style in ("head", "total")
            color = theme.SEA_DARK if style == "head" else theme.INK
            at = left + (0 if bold else 24)
            if lay.tall:                         # one line or two; the numbers by the first
                size_, lines = self._label(row, label_w)
                step = gfx.font(size_, bold).get_linesize()
                for k, line in enumerate(lines):
                    draw_text(canvas, line, (at, yy + k * step), size_, color, bold)
            else:
                fit_text(canvas, row.label(words), (at, yy), size, label_w - 30, color, bold)
            for k, seat in enumerate(self.order):
                value = row.values.get(seat)
                if value is None:
                    continue
                x = left + label_w + k * col_w + col_w // 2
                text = str(value) if style == "total" else f"{value:+d}" if value else "·"
                draw_text(canvas, text, (x, yy), size,
                          theme.DANGER if value < 0 else theme.INK, bold, "midtop")
