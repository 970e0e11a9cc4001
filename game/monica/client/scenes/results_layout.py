"""Where things are on the results screen: the ranking rows, the scorepad's
columns and cells, the breakdown's lines and mini cards (no drawing). A
mixin of ``ResultsScene``, which owns the state it reads."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.monica.i18n.icons import category_key
from game.monica.engine.state import GameState
from game.client.layout import Layout

if TYPE_CHECKING:
    from game.client.context import Context

CATEGORIES = ["cards", "rings", "footprints", "wave", "misc", "penalty"]
LINE_TIME = 0.45          # seconds per scorepad line while counting up
MINI = (66, 92)


class ResultsLayout:
    """The geometry of the results screen."""

    ctx: "Context"
    layout: Layout
    state: GameState
    rows: list[Any]
    selected: int
    tab: str
    t: float

    @property
    def lines_total(self) -> int:
        return len(CATEGORIES) + 1

    @property
    def counting(self) -> bool:
        return self.t < self.lines_total * LINE_TIME

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
            out.append((self.ctx.words.t(category_key(cat, self.state.objective)), cats.get(cat, 0),
                        None))
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

    def _mini_at(self, point: tuple[int, int]) -> tuple[int, int] | None:
        """The city space whose mini card (or the starting tile) is under ``point``."""
        city = self.state.players[self.selected].city
        if self.tab != "cards" or city is None:
            return None
        for pos in [*city.cards, (0, city.start_col), (1, city.start_col)]:
            mini = self._mini_rect(pos)
            if mini is not None and mini.collidepoint(point):
                return pos
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
