""""Show me" in the replay viewer: at the moment of a costly decision, the
hard bot's better move highlighted on the table (the card in the display,
the spot in the city, the person and its path) and the review's sentences
beside it, over the log and the objective: when, the points lost, what was
played, the better move, why.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.monica.engine import actions as A
from game.monica.match.review import Mistake
from game.client import theme
from game.monica.client.table.hint_view import HINT_COLOR, action_keys, draw_keys
from game.client.widgets import draw_panel, draw_text, draw_wrapped
from game.monica.client.scenes.review_text import ReviewRow, row_of

if TYPE_CHECKING:
    from game.monica.client.scenes.play import PlayScene


def focus_keys(mistake: Mistake) -> list[tuple]:
    """What to highlight for the better move (a person's whole path)."""
    act = mistake.better
    keys = action_keys(mistake.before, act)
    if isinstance(act, A.Move):
        keys += [("space", p) for p in act.path[:-1]]
    return keys


class ReplayFocus:
    """The better move of one decision, shown on a replay's table."""

    def __init__(self, table: "PlayScene", mistake: Mistake) -> None:
        self.table = table
        self.mistake = mistake
        self.aimed = False
        self._rows: dict[str, ReviewRow] = {}

    def aim(self) -> None:
        """Bring the city's spaces the better move names into view (once)."""
        if self.aimed:
            return
        self.aimed = True
        cols = [k[1][1] for k in focus_keys(self.mistake) if k[0] in ("spot", "space")]
        if cols:
            lo, hi = self.table.city_cols()
            self.table.geo.fit(min([lo, *cols]), max([hi, *cols]), keep=cols[0])

    def panel(self) -> pygame.Rect:
        """Where the sentences go: over the game log and the objective above
        it (the table's own words are not what this moment is about)."""
        layout = self.table.layout
        area = pygame.Rect(layout.rect("log"))
        return area.union(pygame.Rect(layout.rect("objective"))) if "objective" in layout \
            else area

    def draw(self, canvas: pygame.Surface, t_: float) -> None:
        """The highlights and, over the log, the review's sentences."""
        table = self.table
        draw_keys(table, canvas, focus_keys(self.mistake), t_)
        words = table.ctx.words
        row = self._rows.get(words.language) or self._rows.setdefault(
            words.language, row_of(words, self.mistake))
        area = self.panel()
        area.w = max(area.w, canvas.get_width() - area.x)   # over the tiles' "?" too
        draw_panel(canvas, area, (246, 238, 252), HINT_COLOR, 12, width=4)
        x, w = area.x + 14, area.w - 28
        draw_text(canvas, words.t("review.show_heading"), (x, area.y + 10), 24, HINT_COLOR, True)
        y = area.y + 46
        y = draw_wrapped(canvas, f"{row.when} · {row.lost}", pygame.Rect(x, y, w, 56), 20,
                         theme.DANGER, True, max_lines=2) + 8
        for text, bold, color in ((row.played, False, theme.INK),
                                  (row.better, True, theme.SEA_DARK),
                                  (row.why, False, theme.INK_SOFT)):
            if y >= area.bottom - 24:
                break
            y = draw_wrapped(canvas, text, pygame.Rect(x, y, w, area.bottom - y - 6), 20, color,
                             bold, max_lines=max(1, (area.bottom - y - 6) // 24)) + 8
