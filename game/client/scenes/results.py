"""Results: ranking with tie-breaks, the scorepad per category, and a card by
card breakdown of one city (hover a line to see its card). The tally counts
up line by line; a click or Space shows it all at once.

The tally explains itself: tap any number of the scorepad, or any line of the
breakdown, to see why it scored what it did, near misses named. The game log
of the whole game is one tab away, and each player's hints are counted.
"""
from __future__ import annotations

from functools import partial

import pygame

from ...engine.state import GameState
from ...i18n.words import join_names
from .. import backdrop, beach_code, gfx, theme
from .. import help as helps
from ..help.lines import city_title, in_city
from ..help.tally import category_lines
from ..layout import load_layout
from ..router import Play, Title
from ..scene import Scene
from ..setup import GameSetup
from ..table.log import GameLog
from ..table.log_view import LogView, entries_of
from ..table.panels import report_by_seat
from ..widgets import Button, ButtonBar, draw_text, screen_panel
from ..you import is_you

CATEGORIES = ["cards", "rings", "footprints", "wave", "misc", "penalty"]
LINE_TIME = 0.45          # seconds per scorepad line while counting up
MINI = (66, 92)
TAB_W = 200


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, setup: GameSetup, state: GameState, report: dict, *,
                 log: GameLog | list[str] | None = None,
                 hints: dict[int, int] | None = None) -> None:
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
        self.log_view = LogView(self.game_log, self._log_rect, size=21)
        self.bar = ButtonBar()
        for name, fn, key in (("btn_same", self.again_same, "results.play_again_same"),
                              ("btn_new", self.again_new, "results.play_again_new"),
                              ("btn_menu", self.to_title, "results.to_title")):
            slot = self.layout.slot(name)
            self.bar.add(Button(slot.rect, partial(self.ctx.words.t, key), fn, name=name, size=26))
        area = pygame.Rect(self.layout.rect("breakdown"))
        for k, (tab, key) in enumerate((("cards", "results.breakdown"), ("log", "play.log"))):
            rect = (area.right - 16 - (2 - k) * (TAB_W + 8), area.y + 8, TAB_W, 48)
            self.bar.add(Button(rect, partial(self.ctx.words.t, key), partial(self.show, tab),
                                name=f"tab_{tab}", size=22))
        self.show("cards")

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
        for name in ("cards", "log"):
            self.bar[f"tab_{name}"].selected = name == tab

    def explain_cell(self, cat: str, seat: int) -> None:
        """Why a scorepad number is what it is."""
        words = self.ctx.words
        label = words.t("results.total") if cat == "total" else words.t(f"results.category.{cat}")
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

    @property
    def lines_total(self) -> int:
        return len(CATEGORIES) + 1

    @property
    def counting(self) -> bool:
        return self.t < self.lines_total * LINE_TIME

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.counting:
            self.t = 1e9
            return
        if self.bar.handle(event):
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
        k = self._line_at(pos)
        if k is not None:
            self.explain_line(k)

    def update(self, dt: float) -> None:
        self.t += dt

    # -- layout helpers ----------------------------------------------------------------------
    def _ranked(self) -> list[int]:
        if self.counting:            # seat order until the count is done: no spoilers
            return list(range(len(self.rows)))
        return sorted(range(len(self.rows)), key=lambda i: ((self.rows[i] or {}).get("rank", 9),
                                                            i))

    def _rank_rects(self) -> dict[int, pygame.Rect]:
        area = pygame.Rect(self.layout.rect("ranking"))
        h = min(76, (area.h - 50) // max(1, len(self.rows)))
        return {i: pygame.Rect(area.x + 10, area.y + 48 + k * h, area.w - 20, h - 6)
                for k, i in enumerate(self._ranked())}

    def _pad_cols(self) -> tuple[pygame.Rect, int, int]:
        area = pygame.Rect(self.layout.rect("scorepad"))
        label_w = 290
        col_w = (area.w - label_w - 20) // max(1, len(self.rows))
        return area, label_w, col_w

    def _pad_line_h(self) -> int:
        area = pygame.Rect(self.layout.rect("scorepad"))
        return (area.h - 100) // (len(CATEGORIES) + 1)

    def _pad_header_rects(self) -> dict[int, pygame.Rect]:
        area, label_w, col_w = self._pad_cols()
        return {i: pygame.Rect(area.x + 10 + label_w + i * col_w, area.y + 10, col_w, 44)
                for i in range(len(self.rows))}

    def cell_rect(self, k: int, seat: int) -> pygame.Rect:
        """Scorepad line ``k`` (categories, then the total) of ``seat``."""
        area, label_w, col_w = self._pad_cols()
        lh = self._pad_line_h()
        return pygame.Rect(area.x + 10 + label_w + seat * col_w, area.y + 62 + k * lh, col_w, lh)

    def _cell_at(self, point: tuple[int, int]) -> tuple[int, int] | None:
        if self.counting:
            return None
        for k in range(len(CATEGORIES) + 1):
            for seat in range(len(self.rows)):
                if self.cell_rect(k, seat).collidepoint(point):
                    return (k, seat)
        return None

    def _label_at(self, point: tuple[int, int]) -> int | None:
        if self.counting:
            return None
        area, label_w, _ = self._pad_cols()
        lh = self._pad_line_h()
        for k in range(len(CATEGORIES) + 1):
            if pygame.Rect(area.x + 8, area.y + 62 + k * lh, label_w, lh).collidepoint(point):
                return k
        return None

    def _line_category(self, k: int) -> str | None:
        """The objective line a breakdown line shows (the last three), else None."""
        objective = CATEGORIES[3:]
        first = len(self._breakdown_lines()) - len(objective)
        return objective[k - first] if k >= first else None

    def _breakdown_lines(self) -> list[tuple[str, int, tuple[int, int] | None]]:
        """(label, points, space) for the selected city: the starting tile, the
        beach cards then the street cards left to right, then the objective's
        three lines, so the running total ends at the player's total."""
        row = self.rows[self.selected] or {}
        city = self.state.players[self.selected].city
        cats = row.get("categories", {})
        spaces = sorted(row.get("spaces", []),
                        key=lambda s: (0 if s["row"] == "beach" else 1, s["col"]))
        out: list[tuple[str, int, tuple[int, int] | None]] = []
        tile_prints = cats.get("footprints", 0) - sum(s.get("footprint", 0) for s in spaces)
        if city is not None:
            label = city.tile.name
            if tile_prints:
                label += "  (" + self.ctx.words.t("results.bits.footprint", n=tile_prints) + ")"
            out.append((label, tile_prints, (1, city.start_col)))
        for sp in spaces:
            pos = (0 if sp["row"] == "beach" else 1, sp["col"])
            cid = sp.get("card")
            name = self.state.box.cards[cid].name if cid else "?"
            pts = sp.get("cards", 0) + (sp.get("ring", 0) if sp.get("filled") else 0) + \
                sp.get("footprint", 0)
            bits = []
            if sp.get("cards"):
                bits.append(self.ctx.words.t("results.bits.icons", n=sp["cards"]))
            if sp.get("ring"):
                bits.append(self.ctx.words.t("results.bits.ring", n=sp["ring"]) if sp.get("filled")
                            else self.ctx.words.t("results.bits.ring_open"))
            if sp.get("footprint"):
                bits.append(self.ctx.words.t("results.bits.footprint", n=sp["footprint"]))
            if sp.get("unplaced"):
                bits.append(self.ctx.words.t("results.bits.unplaced", n=sp["unplaced"]))
            out.append((name + (f"  ({', '.join(bits)})" if bits else ""), pts, pos))
        for cat in CATEGORIES[3:]:
            out.append((self.ctx.words.t(f"results.category.{cat}"), cats.get(cat, 0), None))
        return out

    def _line_rects(self) -> list[pygame.Rect]:
        area = pygame.Rect(self.layout.rect("breakdown"))
        top = area.y + 72 + 2 * MINI[1] + 30
        n = len(self._breakdown_lines())
        h = min(30, (area.bottom - top - 40) // max(1, n))
        return [pygame.Rect(area.x + 14, top + k * h, area.w - 28, h) for k in range(n)]

    def _log_rect(self) -> pygame.Rect:
        area = pygame.Rect(self.layout.rect("breakdown"))
        return pygame.Rect(area.x + 12, area.y + 66, area.w - 24, area.h - 78)

    def _line_at(self, point: tuple[int, int]) -> int | None:
        if self.tab != "cards":
            return None
        for k, r in enumerate(self._line_rects()):
            if r.collidepoint(point):
                return k
        for k, (_, _, pos) in enumerate(self._breakdown_lines()):
            mini = self._mini_rect(pos)
            if mini is not None and mini.collidepoint(point):
                return k
        return None

    def _mini_size(self) -> tuple[int, int]:
        """Mini cards shrink so that a wide city still fits the panel."""
        city = self.state.players[self.selected].city
        if city is None:
            return MINI
        cols = [c for _, c in city.spaces()]
        area = pygame.Rect(self.layout.rect("breakdown"))
        w = min(MINI[0], (area.w - 28) // (max(cols) - min(cols) + 1) - 3)
        return (w, w * MINI[1] // MINI[0])

    def _mini_rect(self, pos: tuple[int, int] | None) -> pygame.Rect | None:
        city = self.state.players[self.selected].city
        if pos is None or city is None:
            return None
        area = pygame.Rect(self.layout.rect("breakdown"))
        cols = [c for _, c in city.spaces()]
        lo, hi = min(cols), max(cols)
        mw, mh = self._mini_size()
        width = (hi - lo + 1) * (mw + 3)
        x0 = area.centerx - width // 2
        return pygame.Rect(x0 + (pos[1] - lo) * (mw + 3), area.y + 70 + pos[0] * (mh + 3),
                           mw, mh)

    # -- drawing -----------------------------------------------------------------------------
    def _shown(self, value: int, line: int) -> int:
        """The value as the count-up shows it for scorepad line ``line``."""
        f = (self.t - line * LINE_TIME) / LINE_TIME
        if f >= 1:
            return value
        if f <= 0:
            return 0
        return round(value * f)

    def draw(self, canvas: pygame.Surface) -> None:
        words = self.ctx.words
        canvas.blit(backdrop.beach(canvas.get_size()), (0, 0))
        head = pygame.Rect(self.layout.rect("heading"))
        winners = self.report.get("winners", [])
        title = words.t("table.ui.banner.over")
        if len(winners) == 1 and is_you(winners[0]):
            title = words.t("table.tally.you_win")
        elif len(winners) == 1:
            title = words.t("results.winner", name=winners[0])
        elif winners:
            title = words.t("results.winners", names=join_names(winners, lang=words.language))
        if self.counting:
            title = words.t("table.tally.counting")
        draw_text(canvas, title, (head.centerx + 4, head.centery + 4), 64, theme.SEA_DARK, True,
                  "center")
        draw_text(canvas, title, head.center, 64, theme.FOAM, True, "center")
        self.draw_ranking(canvas)
        self.draw_scorepad(canvas)
        if self.tab == "log":
            self.draw_log(canvas)
        else:
            self.draw_breakdown(canvas)
        self.bar.draw(canvas)
        draw_text(canvas, words.t("table.ui.info.code", code=self.setup.code),
                  (self.layout.rect("btn_menu")[0] - 30, self.layout.rect("btn_menu")[1] + 42),
                  26, theme.INK, True, "midright")

    def draw_ranking(self, canvas: pygame.Surface) -> None:
        words = self.ctx.words
        area = pygame.Rect(self.layout.rect("ranking"))
        screen_panel(canvas, area)
        draw_text(canvas, words.t("results.rank"), (area.x + 16, area.y + 8), 30, theme.SEA_DARK, True)
        done = not self.counting
        for i, r in self._rank_rects().items():
            row = self.rows[i] or {}
            seat = self.setup.seats[i]
            if i == self.selected:
                pygame.draw.rect(canvas, theme.lighter(seat.rgb(self.ctx.palette), 0.75), r, border_radius=10)
            pygame.draw.rect(canvas, seat.rgb(self.ctx.palette), (r.x + 4, r.y + 6, 12, r.h - 12), border_radius=5)
            rank = f"{row.get('rank', '?')}." if done else "–"
            draw_text(canvas, rank, (r.x + 26, r.centery), 32, theme.INK, True, "midleft")
            draw_text(canvas, seat.name, (r.x + 76, r.y + 4), 28, theme.INK, True)
            tie = words.t("table.tally.tie_line", dollars=row.get("sand_dollars", 0),
                    group=row.get("longest_group", 0))
            if not seat.is_bot:
                tie += " · " + words.t("table.tally.hints_used", n=self.hints.get(i, 0))
            draw_text(canvas, tie, (r.x + 76, r.y + 38), 19, theme.INK_SOFT)
            total = row.get("total", 0)
            shown = total if done else self._shown(total, len(CATEGORIES))
            draw_text(canvas, str(shown), (r.right - 14, r.centery), 40, theme.SEA_DARK, True,
                      "midright")

    def draw_scorepad(self, canvas: pygame.Surface) -> None:
        area, label_w, col_w = self._pad_cols()
        screen_panel(canvas, area)
        for i, r in self._pad_header_rects().items():
            seat = self.setup.seats[i]
            pygame.draw.rect(canvas, seat.rgb(self.ctx.palette), r.inflate(-6, -6), border_radius=8)
            name = seat.name if len(seat.name) <= 10 else seat.name[:9] + "…"
            draw_text(canvas, name, r.center, 22, theme.BUTTON_TEXT, True, "center")
        lh = self._pad_line_h()
        y = area.y + 62
        for k, cat in enumerate(CATEGORIES + ["total"]):
            if k % 2 == 0:
                pygame.draw.rect(canvas, (244, 236, 218), (area.x + 8, y, area.w - 16, lh))
            bold = cat == "total"
            label = self.ctx.words.t("results.total") if bold else self.ctx.words.t(f"results.category.{cat}")
            draw_text(canvas, label, (area.x + 18, y + lh // 2), 24, theme.INK, bold, "midleft")
            for i, row in enumerate(self.rows):
                row = row or {}
                value = row.get("total", 0) if bold else row.get("categories", {}).get(cat, 0)
                shown = self._shown(value, k)
                if self.t < k * LINE_TIME:
                    continue
                cell = self.cell_rect(k, i)
                if self.hover_cell == (k, i):
                    pygame.draw.rect(canvas, theme.lighter(theme.HILITE, 0.4), cell.inflate(-8, -4),
                                     border_radius=8)
                color = theme.DANGER if value < 0 else theme.INK
                draw_text(canvas, str(shown), cell.center, 30 if bold else 26, color, True,
                          "center")
            y += lh
        if not self.counting:
            draw_text(canvas, self.ctx.words.t("table.tally.tap_hint"), (area.centerx, area.bottom - 30), 20,
                      theme.SEA, True, "center")

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
            text = label if gfx.font(size).size(label)[0] < r.w - 130 else label[:60] + "…"
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
