"""The operator menu (behind the PIN): settings, each game on or off, start
over, leave the kiosk. A game's switch is saved at once and counts from the
next start over; the last game on stays on (``Kiosk.switch_game``)."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.client import theme
from game.safeio.text import shown_path
from game.client.games import GameClient
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
        self.status: str | None = None     # what the last switch of a game did
        games = app.options.games if kiosk is not None and len(app.options.games) > 1 else ()
        entries = [("title.settings", self.settings, theme.BUTTON)]
        entries += [(game.key, partial(self.switch, game.key), theme.SEA_DARK) for game in games]
        entries += [("kiosk.restart", self.start_over, theme.SEA),
                    ("kiosk.exit", self.exit, theme.DANGER),
                    ("common.close", self.close, theme.SECONDARY)]
        w, h = app.canvas_size
        self.box = pygame.Rect(0, 0, min(760, w - 60), 260 + ROW * len(entries))
        self.box.center = (w // 2, h // 2)
        for k, (key, fn, color) in enumerate(entries):
            game = next((g for g in games if g.key == key), None)
            label = partial(self.switch_label, game) if game is not None else \
                partial(self.ctx.words.t, key)
            name = f"game_{key}" if game is not None else key.split(".")[-1]
            self.bar.add(Button((self.box.x + 60, self.box.y + 110 + k * ROW, self.box.w - 120,
                                 84), label, fn, name=name, size=30, color=color,
                                secondary=color == theme.SECONDARY))
        self.games = games
        self.show_switches()

    def is_on(self, game: GameClient) -> bool:
        return self.kiosk is not None and any(g.key == game.key for g in self.kiosk.games_on())

    def show_switches(self) -> None:
        """A game that is off shows as a light plate, one that is on as a filled one."""
        for game in self.games:
            self.bar[f"game_{game.key}"].secondary = not self.is_on(game)

    def switch_label(self, game: GameClient) -> str:
        """"Santa Cruz: On" (whether visitors may play it from the next start over)."""
        words = self.ctx.words
        return words.t("kiosk_games.switch", game=words.t(game.name_key),
                       state=words.t("common.on" if self.is_on(game) else "common.off"))

    def switch(self, key: str) -> None:
        """A game on or off: saved at once (the last game on stays on)."""
        kiosk = self.kiosk
        if kiosk is None:
            return
        before = kiosk.games_off
        problem = kiosk.switch_game(key)
        if problem is not None:
            self.status = self.ctx.say(problem)
        elif kiosk.games_off == before:
            self.status = self.ctx.words.t("kiosk_games.last_on")
        else:
            self.status = self.ctx.words.t("kiosk_games.from_next")
        self.show_switches()

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
            if self.status:
                y = draw_wrapped(canvas, self.status, (r.x, y + 2, r.w, 40), 22,
                                 theme.SEA_DARK, True, center=True, max_lines=1, fit=True)
            draw_wrapped(canvas, log, (r.x, y + 4, r.w, 80), 18,
                         theme.DANGER if kiosk.log_problem else theme.INK_SOFT, center=True,
                         max_lines=3)
        self.bar.draw(canvas)
