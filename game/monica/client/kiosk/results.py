"""Final scores at the kiosk: big, simple, for either screen shape. Play
again with the same seats, or finish (back to the attract loop).

After a visitors' game, the hard bot reviews it in the background: a tab
under the title ("Where you lost points", its progress meanwhile) swaps the
score boxes for the review (``review_panel``); "Show me" opens the replay at
that decision and Back returns here. Leaving the screen (Play again, Done,
the idle reset) calls the review off.

``box_rects`` spreads one box per player over the height between the title
and the buttons (bigger boxes for fewer players); ``box_parts`` lays a
box's texts out so the six categories wrap inside it (three or two across,
labels wrapped). Both are pure layout, checked by the tests.
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

import pygame

from game.monica.i18n.icons import category_key
from game.monica.engine import actions as A
from game.monica.engine.state import GameState
from game.monica.match.review import Mistake
from game.monica.persist import LoadedGame, Save

from game.client import backdrop, gfx, theme
from game.client.router import Play, Replay, StartOver
from game.client.scene import Scene
from game.monica.client.setup import GameSetup
from game.i18n import Words
from game.monica.client.table.panels import Part, clip_text, text_part
from game.client.widgets import Button, ButtonBar, draw_panel, draw_text
from game.monica.client.kiosk.review_panel import KioskReview, panel_rect, tab_rects

CATEGORY_KEYS = ("cards", "rings", "footprints", "wave", "misc", "penalty")
TITLE = 72
GAP = 18
BOX_MAX = {False: 330, True: 460}          # by portrait: a box never grows past this


def title_rect(size: tuple[int, int], portrait: bool) -> pygame.Rect:
    top = 200 if portrait else 110
    return pygame.Rect(0, top - 50, size[0], 100)


def button_y(size: tuple[int, int], portrait: bool) -> int:
    return size[1] - (220 if portrait else 150)


def band_top(size: tuple[int, int], portrait: bool, tabs: bool = False) -> int:
    """Where the boxes (or the review) start: under the title, or under the
    tabs when the game has a review."""
    title = title_rect(size, portrait)
    return (tab_rects(title, size[0])[0].bottom if tabs else title.bottom) + 16


def box_rects(size: tuple[int, int], n: int, portrait: bool,
              tabs: bool = False) -> list[pygame.Rect]:
    """One box per player between the title (or the tabs) and the buttons,
    filling the height (up to ``BOX_MAX`` each) and centred in it."""
    w, _ = size
    band = pygame.Rect(0, band_top(size, portrait, tabs), w, 0)
    band.h = button_y(size, portrait) - 24 - band.y
    n = max(1, n)
    box_h = min(BOX_MAX[portrait], (band.h - GAP * (n - 1)) // n)
    width = w - 60 if portrait else min(1500, w - 120)
    y = band.y + (band.h - (box_h * n + GAP * (n - 1))) // 2
    return [pygame.Rect((w - width) // 2, y + k * (box_h + GAP), width, box_h)
            for k in range(n)]


def box_parts(r: pygame.Rect, row: dict[str, Any], words: Words,
              objective: str | None = None) -> list[Part]:
    """The texts of one player's box, laid out inside ``r``: rank, name and
    total on top, the six categories in a grid that wraps below."""
    big = r.h >= 200
    head = 80 if big else 62
    parts = [text_part(f"{row.get('rank', '?')}.", (r.x + 50, r.y + 10), 52 if big else 44,
                   theme.INK, True)]
    total = text_part(f"{words.t('results.total')} {row.get('total', 0)}", (r.right - 24, r.y + 12),
                  48 if big else 40, theme.SEA_DARK, True, "topright")
    parts.append(total)
    name_x = parts[0].rect.right + 24
    name = clip_text(str(row.get("name", "")), 44 if big else 38, total.rect.x - 24 - name_x,
                     True)
    parts.append(text_part(name, (name_x, r.y + 14), 44 if big else 38, theme.INK, True))
    area = pygame.Rect(r.x + 50, r.y + head, r.w - 74, r.h - head - 10)
    cols = 3 if area.w >= 3 * 290 else 2
    rows = math.ceil(len(CATEGORY_KEYS) / cols)
    cell_w, cell_h = area.w // cols, area.h // rows
    cats = row.get("categories", {})
    for k, key in enumerate(CATEGORY_KEYS):
        cell = pygame.Rect(area.x + (k % cols) * cell_w, area.y + (k // cols) * cell_h,
                           cell_w - 16, cell_h)
        parts += _cell(cell, words.t(category_key(key, objective)), int(cats.get(key, 0)))
    return parts


def _cell(cell: pygame.Rect, label: str, value: int) -> list[Part]:
    """A category: its label (wrapped if need be) left, its value right."""
    size = max(20, min(30, cell.h // 2))
    vsize = size + 4
    shown = text_part(str(value), (cell.right, cell.centery), vsize,
                  theme.DANGER if value < 0 else theme.INK, True, "midright")
    # room for the widest value any box shows, so every box wraps its labels alike
    widest = max(shown.rect.w, gfx.font(vsize, True).size("-00")[0])
    room = pygame.Rect(cell.x, cell.y, cell.right - widest - 12 - cell.x, cell.h)
    while True:
        lines = gfx.wrap(label, size, room.w)
        lh = gfx.font(size).get_linesize()
        if len(lines) * lh <= room.h or size <= 18:
            break
        size -= 1
    lines = [clip_text(line, size, room.w) for line in lines][:max(1, room.h // lh)]
    y = room.centery - len(lines) * lh // 2
    out = [shown]
    for line in lines:
        out.append(text_part(line, (room.x, y), size, theme.INK_SOFT))
        y += lh
    return out


class KioskResultsScene(Scene):
    name = "results"
    adaptive = True

    def __init__(self, app, setup: GameSetup, report: dict, *,
                 state: GameState | None = None, actions: Sequence[A.Action] = ()) -> None:
        """``state`` and ``actions``: the finished game and its whole log;
        given for a game with a visitor's seat, the review starts at once."""
        super().__init__(app)
        self.setup = setup
        self.report = report
        self.state = state
        self.actions = list(actions)
        self.rows = sorted(report.get("players", []), key=lambda r: r.get("rank", 9))
        w, h = app.canvas_size
        self.bar = ButtonBar()
        self.tab = "scores"
        self.review: KioskReview | None = None
        if state is not None and self.actions and any(not s.is_bot for s in setup.seats):
            size = (w, h)
            panel = panel_rect(band_top(size, app.portrait, True),
                               button_y(size, app.portrait) - 24, w)
            self.review = KioskReview(app, setup, self.actions, self.show_me, panel)
            scores, review = tab_rects(title_rect(size, app.portrait), w)
            self.bar.add(Button(scores, lambda: self.ctx.words.t("review.kiosk.scores"),
                                lambda: self.show("scores"), name="tab_scores", size=30))
            self.bar.add(Button(review, self.review.tab_label, lambda: self.show("review"),
                                name="tab_review", size=30))
            self.show("scores")
        by = button_y((w, h), app.portrait)
        self.bar.add(Button((w // 2 - 440, by, 400, 100), lambda: self.ctx.words.t("results.play_again_new"),
                            self.again, name="again", size=30, color=(40, 150, 80)))
        self.bar.add(Button((w // 2 + 40, by, 400, 100), lambda: self.ctx.words.t("kiosk.done"),
                            self.done, name="done", size=34, color=theme.SEA))

    def again(self) -> None:
        setup = GameSetup(list(self.setup.seats), None, None,
                          random.SystemRandom().getrandbits(30))
        self.router.go(Play(setup, autosave=False))

    def done(self) -> None:
        self.router.go(StartOver())

    def show(self, tab: str) -> None:
        self.tab = tab
        for name in ("scores", "review"):
            self.bar[f"tab_{name}"].selected = name == tab

    def show_me(self, mistake: Mistake) -> None:
        """The replay at the decision, the better move on the table (Back
        comes back here)."""
        assert self.state is not None
        game = LoadedGame(Save(self.setup.meta(), list(self.actions)), self.state)
        self.router.go(Replay(game, at=mistake.index, focus=mistake))

    def leave(self) -> None:
        """Gone for good (not merely covered by the replay or "Still
        playing?"): the review is called off."""
        if self.review is not None and self not in self.app.stack:
            self.review.cancel()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if self.tab == "review" and self.review is not None:
            self.review.handle(event)

    def update(self, dt: float) -> None:
        if self.review is not None:
            self.review.update()

    def title(self) -> str:
        words = self.ctx.words
        winners = self.report.get("winners", [])
        if len(winners) == 1:
            return words.about("results.winner", winners[0])
        if winners:
            return words.about_all("results.winners", winners)
        return words.t("results.heading")

    @property
    def objective(self) -> str | None:
        """The objective played (its third line is named for what it does)."""
        return self.state.objective if self.state is not None else self.setup.objective

    def seat_color(self, row: dict) -> theme.Color:
        seat = row.get("seat")
        if isinstance(seat, int) and 0 <= seat < len(self.setup.seats):
            return self.setup.seats[seat].rgb(self.ctx.palette)
        for s in self.setup.seats:
            if s.name == row.get("name"):
                return s.rgb(self.ctx.palette)
        return theme.SEA

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(backdrop.beach(canvas.get_size()), (0, 0))
        size = self.app.canvas_size
        top = title_rect(size, self.app.portrait)
        draw_text(canvas, self.title(), (top.centerx + 4, top.centery + 4), TITLE,
                  theme.SEA_DARK, True, "center")
        draw_text(canvas, self.title(), top.center, TITLE, theme.FOAM, True, "center")
        if self.tab == "review" and self.review is not None:
            self.review.draw(canvas)
            self.bar.draw(canvas)
            return
        for r, row in zip(box_rects(size, len(self.rows), self.app.portrait,
                                    self.review is not None), self.rows, strict=True):
            color = self.seat_color(row)
            draw_panel(canvas, r, theme.PANEL, color, 16, width=4)
            pygame.draw.rect(canvas, color, (r.x + 12, r.y + 14, 18, r.h - 28), border_radius=8)
            for part in box_parts(r, row, self.ctx.words, self.objective):
                canvas.blit(gfx.text(part.text, part.size, part.color, part.bold), part.rect)
        self.bar.draw(canvas)
