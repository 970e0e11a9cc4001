"""The results screen's ranking and scorepad, counting up line by line. A
mixin of ``ResultsScene`` (its geometry is ``ResultsLayout``)."""
from __future__ import annotations

import pygame

from game.monica.i18n.icons import category_key
from game.client.layout_record import note_cut
from game.client import theme
from game.monica.client.setup import GameSetup
from game.client.widgets import draw_text, screen_panel
from game.monica.client.scenes.results_layout import CATEGORIES, LINE_TIME, ResultsLayout


class ResultsPad(ResultsLayout):
    """Drawing the ranking and the scorepad."""

    setup: GameSetup
    hints: dict[int, int]
    hover_cell: tuple[int, int] | None

    def _shown(self, value: int, line: int) -> int:
        """The value as the count-up shows it for scorepad line ``line``."""
        f = (self.t - line * LINE_TIME) / LINE_TIME
        if f >= 1:
            return value
        if f <= 0:
            return 0
        return round(value * f)

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
            name = seat.name if len(seat.name) <= 10 else note_cut(seat.name[:9] + "…")
            draw_text(canvas, name, r.center, 22, theme.BUTTON_TEXT, True, "center")
        lh = self._pad_line_h()
        y = area.y + 62
        for k, cat in enumerate(CATEGORIES + ["total"]):
            if k % 2 == 0:
                pygame.draw.rect(canvas, (244, 236, 218), (area.x + 8, y, area.w - 16, lh))
            bold = cat == "total"
            label = self.ctx.words.t("results.total" if bold else
                                     category_key(cat, self.state.objective))
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
