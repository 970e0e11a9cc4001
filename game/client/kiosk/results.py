"""Final scores at the kiosk: big, simple, for either screen shape. Play
again with the same seats, or finish (back to the attract loop)."""
from __future__ import annotations

import random

import pygame

from .. import backdrop, theme
from ..router import Play, StartOver
from ..scene import Scene
from ..setup import GameSetup
from ..widgets import Button, ButtonBar, draw_panel, draw_text, fit_size

CATEGORY_KEYS = ("cards", "rings", "footprints", "wave", "misc", "penalty")


class KioskResultsScene(Scene):
    name = "results"
    adaptive = True

    def __init__(self, app, setup: GameSetup, report: dict) -> None:
        super().__init__(app)
        self.setup = setup
        self.report = report
        self.rows = sorted(report.get("players", []), key=lambda r: r.get("rank", 9))
        w, h = app.canvas_size
        self.bar = ButtonBar()
        by = h - (220 if app.portrait else 150)
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

    def handle_event(self, event: pygame.event.Event) -> None:
        self.bar.handle(event)

    def title(self) -> str:
        words = self.ctx.words
        winners = self.report.get("winners", [])
        if len(winners) == 1:
            return words.about("results.winner", winners[0])
        if winners:
            return words.about_all("results.winners", winners)
        return words.t("results.heading")

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
        w, h = self.app.canvas_size
        top = 200 if self.app.portrait else 110
        draw_text(canvas, self.title(), (w // 2 + 4, top + 4), 72, theme.SEA_DARK, True,
                  "center")
        draw_text(canvas, self.title(), (w // 2, top), 72, theme.FOAM, True, "center")
        width = min(1200, w - 60)
        row_h = 250 if self.app.portrait else 180
        y = top + 110
        for row in self.rows:
            r = pygame.Rect(w // 2 - width // 2, y, width, row_h - 18)
            color = self.seat_color(row)
            draw_panel(canvas, r, theme.PANEL, color, 16, width=4)
            pygame.draw.rect(canvas, color, (r.x + 12, r.y + 14, 18, r.h - 28), border_radius=8)
            draw_text(canvas, f"{row.get('rank', '?')}.", (r.x + 50, r.y + 20), 52, theme.INK,
                      True)
            draw_text(canvas, str(row.get("name", "")), (r.x + 140, r.y + 22), 44, theme.INK,
                      True)
            draw_text(canvas, f"{self.ctx.words.t('results.total')} {row.get('total', 0)}",
                      (r.right - 24, r.y + 24), 48, theme.SEA_DARK, True, "topright")
            self.draw_categories(canvas, row.get("categories", {}),
                                 pygame.Rect(r.x + 50, r.y + 90, r.w - 74, r.h - 100))
            y += row_h
        self.bar.draw(canvas)

    def draw_categories(self, canvas: pygame.Surface, cats: dict, area: pygame.Rect) -> None:
        """The six score lines in a grid: three across, two down."""
        cols = 3
        cell_w = area.w // cols
        lines = (area.h // 2) if area.h >= 100 else area.h
        for k, key in enumerate(CATEGORY_KEYS):
            cx = area.x + (k % cols) * cell_w
            cy = area.y + (k // cols) * min(lines, 56)
            label = self.ctx.words.t(f"results.category.{key}")
            value = cats.get(key, 0)
            size = fit_size(label, 24, cell_w - 90)
            draw_text(canvas, label, (cx, cy + 16), size, theme.INK_SOFT, False, "midleft")
            draw_text(canvas, str(value), (cx + cell_w - 24, cy + 16), 28,
                      theme.DANGER if value < 0 else theme.INK, True, "midright")
