"""The operator's PIN pad: ten digits, delete, OK, cancel.

``mode="unlock"`` checks the PIN from the settings and opens the operator
menu; ``mode="set"`` stores a new PIN (4 to 8 digits). Three wrong tries
close the pad.
"""
from __future__ import annotations

from functools import partial

import pygame

from ...i18n import t
from .. import prefs, theme
from ..router import Back, Operator
from ..scene import Scene
from ..widgets import Button, ButtonBar, Label, draw_panel, draw_text, shade

KEY = 120                  # keypad button size
GAP = 16
TRIES = 3


class PinScene(Scene):
    name = "pin"
    opaque = False
    adaptive = True

    def __init__(self, app, mode: str = "unlock") -> None:
        super().__init__(app)
        self.mode = mode
        self.entered = ""
        self.wrong = 0
        self.error: str | None = None          # catalog key
        w, h = app.canvas_size
        self.box = pygame.Rect(0, 0, 3 * KEY + 2 * GAP + 120, 4 * KEY + 3 * GAP + 330)
        self.box.center = (w // 2, h // 2)
        self.bar = ButtonBar()
        x0, y0 = self.box.x + 60, self.box.y + 190
        keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "del", "0", "ok"]
        for k, key in enumerate(keys):
            r = (x0 + (k % 3) * (KEY + GAP), y0 + (k // 3) * (KEY + GAP), KEY, KEY)
            label: Label = {"del": "⌫"}.get(key, key) if key != "ok" else partial(t, "common.ok")
            color = {"del": (120, 110, 100), "ok": (40, 150, 80)}.get(key, theme.BUTTON)
            self.bar.add(Button(r, label, partial(self.press, key), name=f"key_{key}",
                                size=48, color=color))
        self.bar.add(Button((self.box.x + 60, self.box.bottom - 100, self.box.w - 120, 72),
                            lambda: t("common.cancel"), self.close, name="cancel", size=28,
                            color=(120, 110, 100)))

    def close(self) -> None:
        self.router.go(Back())

    def press(self, key: str) -> None:
        self.error = None
        if key == "del":
            self.entered = self.entered[:-1]
        elif key == "ok":
            self.submit()
        elif len(self.entered) < 8:
            self.entered += key

    def submit(self) -> None:
        if self.mode == "set":
            if not 4 <= len(self.entered) <= 8:
                self.error = "settings.kiosk_pin_bad"
                return
            prefs.change(self.app, kiosk_pin=self.entered)
            self.close()
            return
        settings = self.app.settings
        pin = settings.kiosk_pin if settings is not None else "2020"
        if self.entered == pin:
            self.router.go(Operator())
            return
        self.wrong += 1
        self.entered = ""
        self.error = "kiosk.wrong_pin"
        if self.wrong >= TRIES:
            self.close()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            char = getattr(event, "unicode", "")
            if char and char.isdigit() and char.isascii():
                self.press(char)
            elif event.key == pygame.K_BACKSPACE:
                self.press("del")
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.press("ok")
            elif event.key == pygame.K_ESCAPE:
                self.close()

    def draw(self, canvas: pygame.Surface) -> None:
        shade(canvas, canvas.get_rect(), 170)
        draw_panel(canvas, self.box, theme.PANEL, theme.SEA_DARK, 20, width=5)
        title = "settings.kiosk_pin" if self.mode == "set" else "kiosk.enter_pin"
        draw_text(canvas, t(title), (self.box.centerx, self.box.y + 50), 32, theme.SEA_DARK,
                  True, "center")
        dots = "•" * len(self.entered) if self.entered else "–"
        draw_text(canvas, dots, (self.box.centerx, self.box.y + 112), 56, theme.INK, True,
                  "center")
        if self.error:
            draw_text(canvas, t(self.error), (self.box.centerx, self.box.y + 160), 24,
                      theme.DANGER, True, "center")
        self.bar.draw(canvas)
