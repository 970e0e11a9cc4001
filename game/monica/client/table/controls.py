"""The table's buttons: the fixed row (Hint, Speed, Rules, Menu, Undo,
Confirm / End turn) and the choice buttons the interaction model asks for
(grants, Pass, Auto...), enabled as the turn allows."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client import theme
from game.client.widgets import Button, ButtonBar
from game.monica.client.table.interaction import ButtonSpec

if TYPE_CHECKING:
    from game.monica.client.scenes.play import PlayScene

SPEEDS = (0.5, 1.0, 2.0, 4.0)
HINT_W = 150
HINT_BUTTON = (130, 70, 200)
CHOICE_H, CHOICE_GAP, MAX_CHOICES = 52, 8, 5


def hint_rect(speed: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """The Hint button: left of Speed, narrower where Speed starts near the edge."""
    width = min(HINT_W, speed[0] - 26)
    return (speed[0] - width - 10, speed[1], width, speed[3])


class Controls:
    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene
        self.bar = ButtonBar()
        self.choices = ButtonBar()
        self._specs: list[ButtonSpec] = []
        self.build()

    def build(self) -> None:
        words = self.scene.ctx.words
        sc = self.scene
        lay = sc.layout
        self.hint = Button(hint_rect(lay.rect("btn_speed")), lambda: words.t("play.hint"), sc.hints.ask, name="hint",
                           size=22, color=HINT_BUTTON)
        self.bar.add(self.hint)
        self.bar.add(Button(lay.rect("btn_speed"), self.speed_label, self.cycle_speed,
                            name="speed", size=22))
        self.bar.add(Button(lay.rect("btn_rules"), lambda: words.t("table.ui.btn.rules"),
                            sc.open_rules, name="rules", size=22))
        self.bar.add(Button(lay.rect("btn_menu"), lambda: words.t("table.ui.btn.menu"), sc.open_menu,
                            name="menu", size=22))
        self.undo = Button(lay.rect("btn_undo"), lambda: words.t("table.ui.btn.undo"), sc.undo,
                           name="undo", size=26, secondary=True)
        self.confirm = Button(lay.rect("btn_confirm"), words.t("table.ui.btn.confirm"),
                              sc.turns.confirm, name="confirm", size=26, color=(40, 150, 80))
        self.bar.add(self.undo)
        self.bar.add(self.confirm)

    def speed_label(self) -> str:
        sc = self.scene
        if sc.fast:
            return self.scene.ctx.words.t("table.ui.btn.speed_instant")
        return self.scene.ctx.words.t("table.ui.btn.speed", x=f"{sc.speed:g}")

    def cycle_speed(self) -> None:
        """0.5x, 1x, 2x, 4x, instant, and round again."""
        sc = self.scene
        if sc.fast:
            sc.fast = False
            sc.speed = SPEEDS[0]
        else:
            i = SPEEDS.index(sc.speed) if sc.speed in SPEEDS else 1
            if i + 1 < len(SPEEDS):
                sc.speed = SPEEDS[i + 1]
            else:
                sc.fast = True
        sc.queue.speed = sc.speed
        sc.queue.instant = sc.fast
        sc.app.ctx.motion.speed = sc.speed

    def refresh(self) -> None:
        """Enable what the turn allows; rebuild the choice buttons when they change."""
        sc = self.scene
        turns, match = sc.turns, sc.match
        human = turns.show_choices
        self.hint.enabled = sc.hints.can_ask()
        self.undo.enabled = human and match.can_undo
        confirm = self.confirm
        end = turns.end_label()
        if human and match.staged is not None:
            confirm.label, confirm.enabled = self.scene.ctx.words.t("table.ui.btn.confirm"), True
        elif human and end:
            confirm.label, confirm.enabled = end, True
        else:
            confirm.label, confirm.enabled = self.scene.ctx.words.t("table.ui.btn.confirm"), False
        ui = turns.ui
        specs = ui.buttons() if human and ui is not None and match.staged is None else []
        if specs != self._specs:
            self._specs = specs
            self._choice_buttons(specs)

    def _press(self, name: str) -> Callable[[], None]:
        return lambda: self.scene.turns.press(name)

    def _choice_buttons(self, specs: list[ButtonSpec]) -> None:
        self.choices.clear()
        area = pygame.Rect(self.scene.layout.rect("choices"))
        for k, spec in enumerate(specs[:MAX_CHOICES]):
            r = pygame.Rect(area.x, area.y + k * (CHOICE_H + CHOICE_GAP), area.w, CHOICE_H)
            b = Button(r, spec.label, self._press(spec.name), name=spec.name, size=20, enabled=spec.enabled,
                       color=theme.SEA if spec.name.startswith("grant") else theme.BUTTON)
            b.selected = spec.selected
            self.choices.add(b)
