"""The operator menu (behind the PIN): settings, start over, leave the kiosk."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.client import theme
from game.safeio.text import shown_path
from game.client.router import Back, Quit, Settings, StartOver
from game.client.scenes.menu_dialog import MenuDialog
from game.client.widgets import Button, draw_wrapped

if TYPE_CHECKING:
    from game.client.kiosk.shell import Kiosk

ROW = 100


class OperatorScene(MenuDialog):
    name = "operator"
    title_key = "kiosk.operator_menu"
    dim = 170
    radius = 20
    border = 5

    def __init__(self, app, kiosk: "Kiosk | None" = None) -> None:
        super().__init__(app)
        self.kiosk = kiosk                 # its games, errors and log (None: not shown)
        entries = [("title.settings", self.settings, theme.BUTTON),
                   ("kiosk.restart", self.start_over, theme.SEA),
                   ("kiosk.exit", self.exit, theme.DANGER),
                   ("common.close", self.close, theme.SECONDARY)]
        w, h = app.canvas_size
        self.box = pygame.Rect(0, 0, min(760, w - 60), 260 + ROW * len(entries))
        self.box.center = (w // 2, h // 2)
        for k, (key, fn, color) in enumerate(entries):
            self.bar.add(Button((self.box.x + 60, self.box.y + 110 + k * ROW, self.box.w - 120,
                                 84), partial(self.ctx.words.t, key), fn, name=key.split(".")[-1],
                                size=30, color=color,
                                secondary=color == theme.SECONDARY))

    def settings(self) -> None:
        self.router.go(Settings(operator=True))

    def close(self) -> None:
        self.router.go(Back())

    def start_over(self) -> None:
        self.router.go(StartOver())

    def exit(self) -> None:
        self.router.go(Quit(0))

    def log_line(self) -> str:
        """Where errors are logged, or why they cannot be."""
        kiosk = self.kiosk
        if kiosk is None:
            return ""
        key = f"kiosk_log.{kiosk.log_problem}" if kiosk.log_problem else "kiosk.log_file"
        return self.ctx.words.t(key, path=shown_path(kiosk.log_path))

    def draw(self, canvas: pygame.Surface) -> None:
        self.draw_frame(canvas)
        kiosk = self.kiosk
        if kiosk is not None:
            stats = self.ctx.words.t("kiosk.stats", games=kiosk.games, errors=kiosk.errors)
            log = self.log_line()
            r = pygame.Rect(self.box.x + 40, self.bar.buttons[-1].rect.bottom + 20,
                            self.box.w - 80, 120)
            y = draw_wrapped(canvas, stats, r, 22, theme.INK, center=True)
            draw_wrapped(canvas, log, (r.x, y + 4, r.w, 80), 18,
                         theme.DANGER if kiosk.log_problem else theme.INK_SOFT, center=True,
                         max_lines=3)
        self.bar.draw(canvas)
