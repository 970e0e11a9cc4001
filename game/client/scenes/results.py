"""Results: ranking with tie-breaks, the scorepad per category, and a card by
card breakdown of one city (hover a line to see its card). The tally counts
up line by line; a click or Space shows it all at once."""
from __future__ import annotations

import pygame

from ...content.layout import load_layout
from ...engine.state import GameState
from .. import backdrop, beach_code, gfx, theme
from ..scene import Scene
from ..setup import GameSetup
from ..table.panels import report_by_seat
from ..widgets import Button, ButtonBar, draw_panel, draw_text

CATEGORIES = [("cards", "Card icons"), ("rings", "Activity rings"), ("footprints", "Footprints"),
              ("wave", "Objective: waves"), ("misc", "Objective: bonus"),
              ("penalty", "Objective: penalty")]
LINE_TIME = 0.45          # seconds per scorepad line while counting up
MINI = (66, 92)


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, setup: GameSetup, state: GameState, report: dict) -> None:
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
        self.bar = ButtonBar()
        for name, fn in (("btn_same", self.again_same), ("btn_new", self.again_new),
                         ("btn_menu", self.to_title)):
            slot = self.layout.slot(name)
            self.bar.add(Button(slot.rect, slot.properties.get("label", name), fn, name=name,
                                size=26))

    # -- actions ---------------------------------------------------------------------------
    def _restart(self, seed: int) -> None:
        from .play import PlayScene
        setup = GameSetup([s for s in self.setup.seats], self.setup.objective,
                          self.setup.sand_dollars, seed)
        self.app.replace(PlayScene(self.app, setup))

    def again_same(self) -> None:
        self._restart(self.setup.seed)

    def again_new(self) -> None:
        self._restart(beach_code.random_seed())

    def to_title(self) -> None:
        from .title import TitleScene
        self.app.stack.clear_to(TitleScene(self.app))

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
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._line_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in self._rank_rects().items():
                if r.collidepoint(event.pos):
                    self.selected = i
            for i, r in self._pad_header_rects().items():
                if r.collidepoint(event.pos):
                    self.selected = i

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

    def _pad_header_rects(self) -> dict[int, pygame.Rect]:
        area, label_w, col_w = self._pad_cols()
        return {i: pygame.Rect(area.x + 10 + label_w + i * col_w, area.y + 10, col_w, 44)
                for i in range(len(self.rows))}

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
            label = city.tile.name + (f"  (footprints {tile_prints})" if tile_prints else "")
            out.append((label, tile_prints, (1, city.start_col)))
        for sp in spaces:
            pos = (0 if sp["row"] == "beach" else 1, sp["col"])
            cid = sp.get("card")
            name = self.state.box.cards[cid].name if cid else "card"
            pts = sp.get("cards", 0) + (sp.get("ring", 0) if sp.get("filled") else 0) + \
                sp.get("footprint", 0)
            bits = []
            if sp.get("cards"):
                bits.append(f"icons {sp['cards']}")
            if sp.get("ring"):
                bits.append(f"ring {sp['ring']}" if sp.get("filled") else "ring not filled")
            if sp.get("footprint"):
                bits.append(f"footprint {sp['footprint']}")
            if sp.get("unplaced"):
                bits.append(f"{sp['unplaced']} unplaced")
            out.append((name + (f"  ({', '.join(bits)})" if bits else ""), pts, pos))
        for cat, label in CATEGORIES[3:]:
            out.append((label, cats.get(cat, 0), None))
        return out

    def _line_rects(self) -> list[pygame.Rect]:
        area = pygame.Rect(self.layout.rect("breakdown"))
        top = area.y + 60 + 2 * MINI[1] + 30
        n = len(self._breakdown_lines())
        h = min(30, (area.bottom - top - 10) // max(1, n))
        return [pygame.Rect(area.x + 14, top + k * h, area.w - 28, h) for k in range(n)]

    def _line_at(self, point: tuple[int, int]) -> int | None:
        for k, r in enumerate(self._line_rects()):
            if r.collidepoint(point):
                return k
        for k, (_, _, pos) in enumerate(self._breakdown_lines()):
            r = self._mini_rect(pos)
            if r is not None and r.collidepoint(point):
                return k
        return None

    def _mini_rect(self, pos: tuple[int, int] | None) -> pygame.Rect | None:
        city = self.state.players[self.selected].city
        if pos is None or city is None:
            return None
        area = pygame.Rect(self.layout.rect("breakdown"))
        cols = [c for _, c in city.spaces()]
        lo, hi = min(cols), max(cols)
        width = (hi - lo + 1) * (MINI[0] + 3)
        x0 = area.centerx - width // 2
        return pygame.Rect(x0 + (pos[1] - lo) * (MINI[0] + 3), area.y + 56 + pos[0] * (MINI[1] + 3),
                           MINI[0], MINI[1])

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
        canvas.blit(backdrop.beach(), (0, 0))
        head = pygame.Rect(self.layout.rect("heading"))
        winners = self.report.get("winners", [])
        title = (f"{' & '.join(winners)} win{'s' if len(winners) == 1 else ''}!" if winners
                 else "Game over")
        if self.counting:
            title = "Counting the beaches…"
        draw_text(canvas, title, (head.centerx + 4, head.centery + 4), 64, theme.SEA_DARK, True,
                  "center")
        draw_text(canvas, title, head.center, 64, theme.FOAM, True, "center")
        self.draw_ranking(canvas)
        self.draw_scorepad(canvas)
        self.draw_breakdown(canvas)
        self.bar.draw(canvas)
        draw_text(canvas, f"Beach code {self.setup.code}",
                  (self.layout.rect("btn_menu")[0] - 30, self.layout.rect("btn_menu")[1] + 42),
                  26, theme.INK, True, "midright")

    def draw_ranking(self, canvas: pygame.Surface) -> None:
        area = pygame.Rect(self.layout.rect("ranking"))
        draw_panel(canvas, area, theme.PANEL, theme.PANEL_EDGE, 14, alpha=240)
        draw_text(canvas, "Ranking", (area.x + 16, area.y + 8), 30, theme.SEA_DARK, True)
        done = not self.counting
        for i, r in self._rank_rects().items():
            row = self.rows[i] or {}
            seat = self.setup.seats[i]
            if i == self.selected:
                pygame.draw.rect(canvas, theme.lighter(seat.rgb, 0.75), r, border_radius=10)
            pygame.draw.rect(canvas, seat.rgb, (r.x + 4, r.y + 6, 12, r.h - 12), border_radius=5)
            rank = f"{row.get('rank', '?')}." if done else "–"
            draw_text(canvas, rank, (r.x + 26, r.centery), 32, theme.INK, True, "midleft")
            draw_text(canvas, seat.name, (r.x + 76, r.y + 4), 28, theme.INK, True)
            tie = f"{row.get('sand_dollars', 0)} sand dollars left · longest group " \
                  f"{row.get('longest_group', 0)}"
            draw_text(canvas, tie, (r.x + 76, r.y + 38), 19, theme.INK_SOFT)
            total = row.get("total", 0)
            shown = total if done else self._shown(total, len(CATEGORIES))
            draw_text(canvas, str(shown), (r.right - 14, r.centery), 40, theme.SEA_DARK, True,
                      "midright")

    def draw_scorepad(self, canvas: pygame.Surface) -> None:
        area, label_w, col_w = self._pad_cols()
        draw_panel(canvas, area, theme.PANEL, theme.PANEL_EDGE, 14, alpha=240)
        for i, r in self._pad_header_rects().items():
            seat = self.setup.seats[i]
            pygame.draw.rect(canvas, seat.rgb, r.inflate(-6, -6), border_radius=8)
            name = seat.name if len(seat.name) <= 10 else seat.name[:9] + "…"
            draw_text(canvas, name, r.center, 22, theme.BUTTON_TEXT, True, "center")
        lh = (area.h - 70) // (len(CATEGORIES) + 1)
        y = area.y + 62
        for k, (cat, label) in enumerate(CATEGORIES + [("total", "Total")]):
            if k % 2 == 0:
                pygame.draw.rect(canvas, (244, 236, 218), (area.x + 8, y, area.w - 16, lh))
            bold = cat == "total"
            draw_text(canvas, label, (area.x + 18, y + lh // 2), 24, theme.INK, bold, "midleft")
            for i, row in enumerate(self.rows):
                row = row or {}
                value = row.get("total", 0) if bold else row.get("categories", {}).get(cat, 0)
                shown = self._shown(value, k)
                if self.t < k * LINE_TIME:
                    continue
                cx = area.x + 10 + label_w + i * col_w + col_w // 2
                color = theme.DANGER if value < 0 else theme.INK
                draw_text(canvas, str(shown), (cx, y + lh // 2), 30 if bold else 26, color, True,
                          "center")
            y += lh

    def draw_breakdown(self, canvas: pygame.Surface) -> None:
        area = pygame.Rect(self.layout.rect("breakdown"))
        draw_panel(canvas, area, theme.PANEL, theme.PANEL_EDGE, 14, alpha=240)
        seat = self.setup.seats[self.selected]
        draw_text(canvas, f"{seat.name}'s city, card by card", (area.x + 16, area.y + 10), 28,
                  theme.SEA_DARK, True)
        draw_text(canvas, "click a name to switch", (area.right - 16, area.y + 18), 19,
                  theme.INK_SOFT, False, "topright")
        city = self.state.players[self.selected].city
        lines = self._breakdown_lines()
        if city is not None:
            tile_r = self._mini_rect((0, city.start_col))
            if tile_r is not None:
                full = pygame.Rect(tile_r.x, tile_r.y, MINI[0], MINI[1] * 2 + 3)
                canvas.blit(gfx.tile(city.tile, full.size), full)
            for pos, card in city.cards.items():
                r = self._mini_rect(pos)
                canvas.blit(gfx.card(card, r.size), r)
        shown_lines = len(lines) if not self.counting else int(
            len(lines) * min(1.0, self.t / (self.lines_total * LINE_TIME)))
        running = 0
        rects = self._line_rects()
        for k, (label, pts, pos) in enumerate(lines[:shown_lines]):
            r = rects[k]
            running += pts
            hot = k == self.hover
            if hot:
                pygame.draw.rect(canvas, theme.lighter(seat.rgb, 0.7), r, border_radius=6)
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
