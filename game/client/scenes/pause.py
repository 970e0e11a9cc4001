"""The in-game menu: resume, rules, settings, leave to the title (the game
is autosaved, so Continue brings it back), quit.

At a kiosk the menu is for visitors: resume, rules and start over only.
"""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from game.client.router import Back, Quit, Rules, Settings, Title
from game.client.widgets import Button
from game.client.scenes.menu_dialog import MenuDialog

BOX_W = 560
ROW = 92
TALL_W, TALL_ROW = 780, 120


class PauseScene(MenuDialog):
    name = "pause"
    title_key = "play.paused"

    def __init__(self, app) -> None:
        super().__init__(app)
        entries: list[tuple[str, Callable[[], None]]] = [
            ("play.resume", self.back), ("title.rules", self.rules)]
        if app.options.kiosk:
            entries.append(("kiosk.restart", self.to_title))
        else:
            entries += [("title.settings", self.settings), ("play.save_and_leave", self.to_title),
                        ("title.quit", lambda: self.router.go(Quit(0)))]
        w, h = app.canvas_size
        tall = h > w                # a portrait screen: a wider panel, finger-sized buttons
        box_w, row, size = (TALL_W, TALL_ROW, 36) if tall else (BOX_W, ROW, 28)
        self.box = pygame.Rect(0, 0, box_w, 130 + row * len(entries))
        self.box.center = (w // 2, h // 2)
        x = self.box.x + 60
        for k, (key, fn) in enumerate(entries):
            self.bar.add(Button((x, self.box.y + 110 + k * row, box_w - 120, row - 16),
                                partial(self.ctx.words.t, key), fn, name=key.split(".")[-1],
                                size=size))

    def back(self) -> None:
        self.router.go(Back())

    def rules(self) -> None:
        self.router.go(Rules())

    def settings(self) -> None:
        self.router.go(Settings())

    def to_title(self) -> None:
        self.router.go(Title())
