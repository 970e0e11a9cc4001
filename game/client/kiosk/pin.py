"""The operator's PIN pad: ten digits, delete, OK, cancel.

``mode="unlock"`` checks the PIN against the kiosk's lock and opens the
operator menu; ``mode="set"`` (the operator, already in) stores a new PIN,
typed twice (``persist.kiosk_lock`` refuses short and guessable ones); a PIN
that cannot be saved is said on the pad and not taken. ``mode="needed"`` is
no pad at all: the kiosk has no usable lock, so it says "operator needed" and
how the operator sets a PIN (``santa-monica kiosk --set-pin``), with no way
out and no way for a visitor to choose one. Three wrong tries close the pad;
the kiosk's ``PinGuard`` makes the pad wait after five (shown on the pad).
"""
from __future__ import annotations

import math
from functools import partial

import pygame

from game.persist import lock_file
from game.persist.errors import SaveError
from game.persist.kiosk_lock import PinGuard, pin_problem
from game.persist.lock_file import Lock
from game.client import theme
from game.client.router import Back, Operator
from game.client.scene import Scene
from game.client.widgets import Button, ButtonBar, Label, draw_panel, draw_text, draw_wrapped, shade

KEY = 120                  # keypad button size
SET_PIN = "santa-monica kiosk --set-pin"
GAP = 16
TRIES = 3


class PinScene(Scene):
    name = "pin"
    opaque = False
    adaptive = True

    def __init__(self, app, mode: str = "unlock") -> None:
        super().__init__(app)
        words = self.ctx.words
        self.mode = mode
        self.entered = ""
        self.first: str | None = None          # a new PIN typed once, awaiting the repeat
        self._guard = PinGuard()               # used only without a kiosk
        self.wrong = 0
        self.error: str | None = None          # catalog key
        w, h = app.canvas_size
        self.box = pygame.Rect(0, 0, 3 * KEY + 2 * GAP + 120, 4 * KEY + 3 * GAP + 330)
        self.box.center = (w // 2, h // 2)
        self.bar = ButtonBar()
        if mode == "needed":                    # no keys: nothing to type, no way out
            self.box = pygame.Rect(0, 0, min(900, w - 60), 330)
            self.box.center = (w // 2, h // 2)
            return
        x0, y0 = self.box.x + 60, self.box.y + 190
        keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "del", "0", "ok"]
        for k, key in enumerate(keys):
            r = (x0 + (k % 3) * (KEY + GAP), y0 + (k // 3) * (KEY + GAP), KEY, KEY)
            label: Label = {"del": "⌫"}.get(key, key) if key != "ok" else partial(words.t, "common.ok")
            color = {"ok": (40, 150, 80)}.get(key, theme.BUTTON)
            self.bar.add(Button(r, label, partial(self.press, key), name=f"key_{key}",
                                size=48, color=color, secondary=key == "del"))
        self.bar.add(Button((self.box.x + 60, self.box.bottom - 100, self.box.w - 120, 72),
                            lambda: words.t("common.cancel"), self.close, name="cancel",
                            size=28, secondary=True))

    @property
    def guard(self) -> PinGuard:
        """The kiosk's rate limit (kept by the kiosk, so closing the pad resets nothing)."""
        kiosk = getattr(self.app, "kiosk", None)
        return kiosk.pin_guard if kiosk is not None else self._guard

    def wait_left(self) -> int:
        return math.ceil(self.guard.wait_left(self.app.time)) if self.mode == "unlock" else 0

    def close(self) -> None:
        self.router.go(Back())

    def press(self, key: str) -> None:
        self.error = None
        if self.wait_left() or self.mode == "needed":
            return
        if key == "del":
            self.entered = self.entered[:-1]
        elif key == "ok":
            self.submit()
        elif len(self.entered) < 8:
            self.entered += key

    def lock(self) -> Lock | None:
        kiosk = getattr(self.app, "kiosk", None)
        return kiosk.current_lock() if kiosk is not None else lock_file.read_lock()[0]

    def submit(self) -> None:
        if self.mode != "unlock":
            self.choose()
            return
        verdict = self.guard.attempt(self.entered, self.lock(), self.app.time)
        if verdict == "open":
            self.router.go(Operator())
            return
        self.wrong += 1
        self.entered = ""
        self.error = "kiosk.wrong_pin"
        if self.wrong >= TRIES:
            self.close()

    def choose(self) -> None:
        """A new PIN: acceptable, then typed a second time the same."""
        entered, self.entered = self.entered, ""
        if self.first is None:
            self.error = pin_problem(entered)
            if self.error is None:
                self.first = entered
            return
        first, self.first = self.first, None
        if entered != first:
            self.error = "kiosk_lock.mismatch"
            return
        self.error = self.keep(entered)
        if self.error is None:
            self.close()

    def keep(self, pin: str) -> str | None:
        """Save the new PIN: None, or the catalog key of why it was not taken."""
        kiosk = getattr(self.app, "kiosk", None)
        if kiosk is not None:
            return kiosk.set_pin(pin)
        try:
            lock_file.set_pin(pin)
        except SaveError:
            return "kiosk_lock.not_saved"
        return None

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.mode == "needed":               # nothing a visitor types counts
            return
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
            elif event.key == pygame.K_ESCAPE and self.mode != "needed":
                self.close()

    def draw(self, canvas: pygame.Surface) -> None:
        words = self.ctx.words
        shade(canvas, canvas.get_rect(), 170)
        draw_panel(canvas, self.box, theme.PANEL, theme.SEA_DARK, 20, width=5)
        if self.mode == "needed":
            self.draw_needed(canvas)
            return
        title = ("kiosk.enter_pin" if self.mode == "unlock" else "kiosk_lock.confirm"
                 if self.first is not None else "kiosk_lock.choose")
        draw_text(canvas, words.t(title), (self.box.centerx, self.box.y + 50), 32, theme.SEA_DARK,
                  True, "center")
        dots = "•" * len(self.entered) if self.entered else "–"
        draw_text(canvas, dots, (self.box.centerx, self.box.y + 112), 56, theme.INK, True,
                  "center")
        wait = self.wait_left()
        note = words.tn("kiosk_lock.wait", wait, n=wait) if wait else words.t(self.error) if self.error \
            else words.t("kiosk_lock.choose_hint") if self.mode != "unlock" else ""
        if note:
            draw_wrapped(canvas, note, (self.box.x + 20, self.box.y + 140, self.box.w - 40, 48),
                         20, theme.DANGER if wait or self.error else theme.INK_SOFT,
                         center=True, max_lines=2)
        self.bar.draw(canvas)

    def draw_needed(self, canvas: pygame.Surface) -> None:
        """The kiosk has no usable lock: who can mend it, and how."""
        words = self.ctx.words
        draw_text(canvas, words.t("kiosk_lock.needed"), (self.box.centerx, self.box.y + 60), 40,
                  theme.DANGER, True, "center")
        y = draw_wrapped(canvas, words.t("kiosk_lock.needed_how"),
                         (self.box.x + 40, self.box.y + 115, self.box.w - 80, 150), 28,
                         theme.INK, center=True, max_lines=4)
        draw_text(canvas, SET_PIN, (self.box.centerx, y + 30), 30, theme.SEA_DARK, True,
                  "center")          # the command on a line of its own, never broken
