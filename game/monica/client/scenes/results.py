"""Results: ranking with tie-breaks, the scorepad per category, and a card by
card breakdown of one city (hover a line to see its card). The tally counts
up line by line; a click or Space shows it all at once.

The tally explains itself: tap any number of the scorepad, or any line of the
breakdown, to see why it scored what it did, near misses named. The game log
of the whole game is one tab away, and each player's hints are counted.

After a game with a human seat, the hard bot reviews it in the background
(``results_review``): the "Review" tab shows its progress, then each human
seat's costliest decisions; "Show me" opens the replay at that moment.
Leaving the screen calls the review off. Geometry: ``results_layout``; the
ranking and scorepad: ``results_pad``.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game.monica.i18n.icons import category_key
from game.monica.engine import actions as A
from game.monica.engine.state import GameState
from game.client.layout_record import note_cut
from game.client import backdrop, beach_code, gfx, theme
from game.monica.client import help as helps
from game.monica.client.help.lines import city_title, in_city
from game.monica.client.help.tally import category_lines
from game.client.layout import load_layout
from game.monica.match.review import Mistake, review_seats
from game.monica.persist import LoadedGame, Save
from game.client.router import Play, Replay, Title
from game.client.scene import Scene
from game.monica.client.setup import GameSetup
from game.monica.client.table.log import GameLog
from game.monica.client.table.log_view import LogView, entries_of
from game.monica.client.table.panels import report_by_seat
from game.client.widgets import Button, ButtonBar, draw_text, screen_panel
from game.monica.client.scenes.results_layout import CATEGORIES, LINE_TIME
from game.monica.client.scenes.results_pad import ResultsPad
from game.monica.client.scenes.results_review import ReviewView

__all__ = ["LINE_TIME", "ResultsScene"]

TAB_W = 180


class ResultsScene(ResultsPad, Scene):
    name = "results"

    def __init__(self, app, setup: GameSetup, state: GameState, report: dict, *,
                 log: GameLog | list[str] | None = None,
                 hints: dict[int, int] | None = None,
                 actions: Sequence[A.Action] = ()) -> None:
        """``actions``: the game's whole log; given for a game with a human
        seat, the review starts at once in the background."""
        super().__init__(app)
        self.setup = setup
        self.state = state
        self.report = report
        self.rows = report_by_seat(state, report)
        self.layout = load_layout("results")
        self.t = 0.0 if not app.options.fast else 1e9
        humans = [i for i, s in enumerate(setup.seats) if not s.is_bot]
        self.selected = humans[0] if humans else min(
            range(len(self.rows)), key=lambda i: (self.rows[i] or {}).get("rank", 9))
        self.hover: int | None = None
        self.hover_cell: tuple[int, int] | None = None
        self.hints = dict(hints or {})
        self.game_log = log if isinstance(log, GameLog) else entries_of(list(log or []))
        self.tab = "cards"
        self.actions = list(actions)
        self.review: ReviewView | None = None
        if self.actions and any(not s.is_bot for s in setup.seats):
            self.review = ReviewView(lambda: self.ctx.words, setup.new_game(), self.actions,
                                     review_seats(setup.seats), self.show_me,
                                     [s.name for s in setup.seats])
        self.log_view = LogView(self.game_log, self._log_rect, size=21)
        self.bar = ButtonBar()
        for name, fn, key in (("btn_same", self.again_same, "results.play_again_same"),
                              ("btn_new", self.again_new, "results.play_again_new"),
                              ("btn_menu", self.to_title, "results.to_title")):
            slot = self.layout.slot(name)
            self.bar.add(Button(slot.rect, partial(self.ctx.words.t, key), fn, name=name, size=26))
        area = pygame.Rect(self.layout.rect("breakdown"))
        for k, (tab, label) in enumerate(tabs := self._tabs()):
            rect = (area.right - 16 - (len(tabs) - k) * (TAB_W + 8), area.y + 8, TAB_W, 48)
            self.bar.add(Button(rect, label, partial(self.show, tab), name=f"tab_{tab}",
                                size=22))
        self.show("cards")

    def _tabs(self) -> list[tuple[str, Callable[[], str]]]:
        words = self.ctx.words
        tabs: list[tuple[str, Callable[[], str]]] = [("cards", partial(words.t, "results.breakdown")),
                                          ("log", partial(words.t, "results.log_tab"))]
        if self.review is not None:
            tabs.append(("review", self.review.tab_label))
        return tabs

    # -- actions ---------------------------------------------------------------------------
    def _restart(self, seed: int) -> None:
        setup = GameSetup([s for s in self.setup.seats], self.setup.objective,
                          self.setup.sand_dollars, seed)
        self.router.go(Play(setup))

    def again_same(self) -> None:
        self._restart(self.setup.seed)

    def again_new(self) -> None:
        self._restart(beach_code.random_seed())

    def to_title(self) -> None:
        self.router.go(Title())

    def show(self, tab: str) -> None:
        self.tab = tab
        for name, _ in self._tabs():
            self.bar[f"tab_{name}"].selected = name == tab

    def show_me(self, mistake: Mistake) -> None:
        """The replay at the decision, the better move on the table."""
        game = LoadedGame(Save(self.setup.meta(), list(self.actions)), self.state)
        self.router.go(Replay(game, at=mistake.index, focus=mistake))

    def leave(self) -> None:
        """Gone for good (not merely covered by a popup or the replay): the
        review is called off."""
        if self.review is not None and self not in self.app.stack:
            self.review.cancel()

    def explain_cell(self, cat: str, seat: int) -> None:
        """Why a scorepad number is what it is."""
        words = self.ctx.words
        label = words.t("results.total" if cat == "total" else category_key(cat, self.state.objective))
        row = self.rows[seat] or {}
        value = row.get("total", 0) if cat == "total" else row.get("categories", {}).get(cat, 0)
        helps.open_lines(self.app, f"{label}: {value:+d}" if cat != "total" else
                         f"{label}: {value}", category_lines(self.ctx.words, self.state, seat, cat),
                         subtitle=in_city(self.ctx.words, self.state, seat))

    def explain_line(self, k: int) -> None:
        """Why a breakdown line scored: its card (or tile) large, or its objective line."""
        lines = self._breakdown_lines()
        if not 0 <= k < len(lines):
            return
        _, _, pos = lines[k]
        cat = self._line_category(k)
        city = self.state.players[self.selected].city
        if cat is not None:
            self.explain_cell(cat, self.selected)
        elif pos is not None and city is not None and pos in city.cards:
            helps.open_card(self.app, city.cards[pos], self.state, self.selected, pos)
        elif city is not None:
            helps.open_tile(self.app, city.tile, self.state, self.selected)

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.counting:
            self.t = 1e9
            return
        if self.bar.handle(event):
            return
        if self.tab == "review" and self.review is not None and self.review.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN):
                self.t = 1e9
            elif event.key == pygame.K_ESCAPE:
                self.to_title()
            elif event.key == pygame.K_l:
                self.show("log" if self.tab == "cards" else "cards")
        if event.type == pygame.MOUSEWHEEL and self.tab == "log":
            self.log_view.wheel(event.y)
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._line_at(event.pos) if self.tab == "cards" else None
            self.hover_cell = self._cell_at(event.pos)
            self.log_view.drag(event.pos, event.rel)
        if event.type == pygame.MOUSEBUTTONUP:
            self.log_view.release()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.click(event.pos, event.button)

    def click(self, pos: tuple[int, int], button: int) -> None:
        if button == 1:
            for i, r in self._rank_rects().items():
                if r.collidepoint(pos):
                    self.selected = i
                    return
            for i, r in self._pad_header_rects().items():
                if r.collidepoint(pos):
                    self.selected = i
                    return
        cell = self._cell_at(pos)
        if cell is not None:
            cat = (CATEGORIES + ["total"])[cell[0]]
            self.explain_cell(cat, cell[1])
            return
        label = self._label_at(pos)
        if label is not None:
            self.explain_cell((CATEGORIES + ["total"])[label], self.selected)
            return
        if self.tab == "log":
            self.log_view.press(pos)
            return
        if self.tab == "review":
            return
        at = self._mini_at(pos)
        if at is not None:               # the city picture is small: a card opens large
            self.open_space(at)
            return
        k = self._line_at(pos)
        if k is not None:
            self.explain_line(k)

    def open_space(self, at: tuple[int, int]) -> None:
        """A card of the city (or its starting tile) large, with what it scored."""
        city = self.state.players[self.selected].city
        assert city is not None
        if at in city.cards:
            helps.open_card(self.app, city.cards[at], self.state, self.selected, at)
        else:
            helps.open_tile(self.app, city.tile, self.state, self.selected)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.review is not None:
            self.review.update()

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        words = self.ctx.words
        canvas.blit(backdrop.beach(canvas.get_size()), (0, 0))
        head = pygame.Rect(self.layout.rect("heading"))
        winners = self.report.get("winners", [])
        title = words.t("table.ui.banner.over")
        if len(winners) == 1:
            title = words.about("results.winner", winners[0])
        elif winners:
            title = words.about_all("results.winners", winners)
        if self.counting:
            title = words.t("table.tally.counting")
        draw_text(canvas, title, (head.centerx + 4, head.centery + 4), 64, theme.SEA_DARK, True,
                  "center")
        draw_text(canvas, title, head.center, 64, theme.FOAM, True, "center")
        self.draw_ranking(canvas)
        self.draw_scorepad(canvas)
        if self.tab == "log":
            self.draw_log(canvas)
        elif self.tab == "review" and self.review is not None:
            self.draw_review(canvas)
        else:
            self.draw_breakdown(canvas)
        self.bar.draw(canvas)
        draw_text(canvas, words.t("table.ui.info.code", code=self.setup.code),
                  (self.layout.rect("btn_menu")[0] - 30, self.layout.rect("btn_menu")[1] + 42),
                  26, theme.INK, True, "midright")

    def draw_breakdown(self, canvas: pygame.Surface) -> None:
        area = pygame.Rect(self.layout.rect("breakdown"))
        screen_panel(canvas, area)
        seat = self.setup.seats[self.selected]
        draw_text(canvas, city_title(self.ctx.words, seat.name), (area.x + 16, area.y + 16), 28,
                  theme.SEA_DARK, True)
        city = self.state.players[self.selected].city
        lines = self._breakdown_lines()
        if city is not None:
            tile_r = self._mini_rect((0, city.start_col))
            if tile_r is not None:
                full = pygame.Rect(tile_r.x, tile_r.y, tile_r.w, tile_r.h * 2 + 3)
                canvas.blit(self.ctx.pictures.tile(city.tile, full.size), full)
            for at, card in city.cards.items():
                mini = self._mini_rect(at)
                if mini is not None:
                    canvas.blit(self.ctx.pictures.card(card, mini.size), mini)
        shown_lines = len(lines) if not self.counting else int(
            len(lines) * min(1.0, self.t / (self.lines_total * LINE_TIME)))
        running = 0
        rects = self._line_rects()
        for k, (label, pts, pos) in enumerate(lines[:shown_lines]):
            r = rects[k]
            running += pts
            hot = k == self.hover
            if hot:
                pygame.draw.rect(canvas, theme.lighter(seat.rgb(self.ctx.palette), 0.7), r, border_radius=6)
                m = self._mini_rect(pos)
                if m is not None:
                    pygame.draw.rect(canvas, theme.HILITE, m.inflate(8, 8), 4, border_radius=8)
            size = 19 if r.h >= 24 else 16
            text = label if gfx.font(size).size(label)[0] < r.w - 130 else note_cut(label[:60] + "…")
            draw_text(canvas, text, (r.x + 6, r.centery), size, theme.INK, False, "midleft")
            draw_text(canvas, f"{pts:+d}" if pts else "0", (r.right - 70, r.centery), size + 2,
                      theme.INK, True, "midright")
            draw_text(canvas, str(running), (r.right - 6, r.centery), size, theme.INK_SOFT,
                      False, "midright")
        if not self.counting:
            draw_text(canvas, self.ctx.words.t("table.tally.line_hint"), (area.centerx, area.bottom - 26), 20,
                      theme.SEA, True, "center")

    def draw_log(self, canvas: pygame.Surface) -> None:
        area = pygame.Rect(self.layout.rect("breakdown"))
        screen_panel(canvas, area)
        draw_text(canvas, self.ctx.words.t("table.log.whole_game"), (area.x + 16, area.y + 16), 28,
                  theme.SEA_DARK, True)
        self.log_view.draw(canvas, panel=False)

    def draw_review(self, canvas: pygame.Surface) -> None:
        area = pygame.Rect(self.layout.rect("breakdown"))
        screen_panel(canvas, area)
        assert self.review is not None
        self.review.draw(canvas, pygame.Rect(area.x + 16, area.y + 70, area.w - 32, area.h - 84),
                         self.review.seat_for(self.selected))
