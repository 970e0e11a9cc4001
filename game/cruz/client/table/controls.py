"""The table's buttons, under the seats' panels: the choices of the moment (score
this card, ship/river/path for the double move, play without building, cancel)
above, and the fixed ones below: undo, a hint, the rules ("?") and the menu.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.client.widgets import Button, ButtonBar

if TYPE_CHECKING:
    from game.cruz.client.scenes.play import CruzPlayScene

ROW_H = 62


class Controls:
    def __init__(self, scene: "CruzPlayScene") -> None:
        self.scene = scene
        area = scene.layout.buttons
        words = scene.ctx.words
        self.bar = ButtonBar()
        fixed = [("undo", "cruz.table.undo", scene.undo),
                 ("hint", "cruz.table.hint", scene.show_hint),
                 ("help", "cruz.table.help", scene.open_rules),
                 ("menu", "cruz.table.menu", scene.open_menu)]
        w = (area.w - 3 * 10) // 4
        for i, (name, key, fn) in enumerate(fixed):
            rect = (area.x + i * (w + 10), area.bottom - ROW_H, w, ROW_H)
            self.bar.add(Button(rect, partial(words.t, key), fn, name=name, size=24,
                                secondary=name != "hint"))
        self.choices = ButtonBar()
        self._shown: tuple[str, ...] = ()

    def refresh(self) -> None:
        sc = self.scene
        idle = not sc.queue.busy and sc.flow.handoff is None
        self.bar["undo"].enabled = idle and sc.session.can_undo and sc.flow.human_to_act()
        self.bar["hint"].enabled = idle and sc.flow.my_turn() and sc.hints.available()
        wanted = sc.flow.choices() if idle else []
        names = tuple(c.name for c in wanted)
        kind = sc.flow.kind
        for button in self.choices.buttons:       # the double move's kind, once chosen
            button.selected = kind is not None and button.name == f"kind_{kind.value}"
        if names == self._shown:
            return
        self._shown = names
        self.choices.clear()
        area = sc.layout.buttons
        n = max(1, len(wanted))
        w = (area.w - (n - 1) * 10) // n
        for i, choice in enumerate(wanted):
            rect = pygame.Rect(area.x + i * (w + 10), area.y + 4, w, ROW_H)
            self.choices.add(Button(rect, partial(sc.ctx.words.t, choice.key),
                                    partial(self.press, choice.name), name=choice.name,
                                    size=24, secondary=choice.name == "cancel"))

    def press(self, name: str) -> None:
        self.scene.flow.press(name)
        self._shown = ()
        self.refresh()

    def handle(self, event: pygame.event.Event) -> bool:
        return self.choices.handle(event) or self.bar.handle(event)

    def draw(self, canvas: pygame.Surface) -> None:
        self.refresh()
        self.choices.draw(canvas)
        self.bar.draw(canvas)
