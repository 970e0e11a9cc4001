"""Settings: language, animation speed, reduced motion, volume, fullscreen,
the colour-blind palette, and (for the kiosk operator) the idle time, the
computer players' level and the PIN.

Every tap applies and saves at once (``prefs.change``); a language switch
shows on the next frame because every string here is looked up when drawn.
Lays itself out for landscape (label left of its choices) and portrait
(label above them).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable

import pygame

from game.i18n import LANGUAGES
from game.persist import Settings
from game.persist.settings import KIOSK_BOT_LEVELS
from game.client import prefs, theme
from game.client.router import Back, Pin
from game.client.scene import Scene
from game.client.widgets import Button, ButtonBar, draw_text, draw_wrapped, screen_panel

SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0)
VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)
IDLE_TIMES = (30, 60, 90, 120, 180, 300)
BUTTON_H = 64


@dataclass
class Choice:
    label: Callable[[], str]
    value: Any
    name: str


@dataclass
class Row:
    key: str                         # the setting's field name
    title: str                       # catalog key of the row's title
    choices: list[Choice]
    hint: str | None = None          # catalog key of a line under the title


def _number(v: float) -> str:
    return f"{v:g}"


class SettingsScene(Scene):
    name = "settings"
    adaptive = True

    def __init__(self, app, operator: bool = False) -> None:
        super().__init__(app)
        self.operator = operator
        self.status: Callable[[], str] | None = None
        self.bar = ButtonBar()
        self.art: Any = None                # the first game's key art, drawn behind
        self.rows = self.make_rows()
        self.build()

    # -- model -----------------------------------------------------------------------------
    def make_rows(self) -> list[Row]:
        on_off = [Choice(lambda: self.ctx.words.t("common.on"), True, "on"),
                  Choice(lambda: self.ctx.words.t("common.off"), False, "off")]
        rows = [
            Row("language", "settings.language",
                [Choice(partial(str, name), code, code) for code, name in LANGUAGES.items()]),
            Row("animation_speed", "settings.animation_speed",
                [Choice(partial(self.ctx.words.t, "settings.animation_speed_value", speed=_number(s)), s,
                        f"speed_{_number(s)}") for s in SPEEDS]),
            Row("reduced_motion", "settings.reduced_motion", list(on_off),
                "settings.reduced_motion_hint"),
            Row("volume", "settings.volume",
                [Choice(partial(self.ctx.words.t, "settings.volume_value", percent=round(v * 100)), v,
                        f"volume_{round(v * 100)}") for v in VOLUMES]),
        ]
        if not self.app.options.kiosk:
            rows.append(Row("fullscreen", "settings.fullscreen", list(on_off)))
        rows.append(Row("colourblind", "settings.colourblind", list(on_off),
                        "settings.colourblind_hint"))
        if self.operator:
            rows.append(Row("kiosk_idle_seconds", "settings.kiosk",
                            [Choice(partial(self.ctx.words.t, "settings.seconds_value", seconds=s), s,
                                    f"idle_{s}") for s in IDLE_TIMES],
                            "settings.kiosk_idle"))
            rows.append(Row("kiosk_bot_level", "kiosk.bot_level",
                            [Choice(partial(self.ctx.words.t, f"setup.level_bot.{level}"), level,
                                    level) for level in KIOSK_BOT_LEVELS], "levels.kiosk_hint"))
        return rows

    def current(self, key: str) -> Any:
        settings = self.app.settings
        return getattr(settings, key) if settings is not None else None

    def choose(self, key: str, value: Any) -> None:
        problem = prefs.change(self.app, **{key: value})
        self.status = self.saved_status(problem)
        self.build()

    def saved_status(self, problem: str | None) -> Callable[[], str]:
        """What the status line says after a change, in the language of the moment."""
        if problem is None:
            return lambda: self.ctx.words.t("settings.saved")
        return lambda: self.ctx.say(problem)

    def reset(self) -> None:
        defaults = Settings().to_json()      # the kiosk's PIN is no setting (lock_file)
        problem = prefs.change(self.app, **defaults)
        self.status = self.saved_status(problem)
        self.build()

    def change_pin(self) -> None:
        self.router.go(Pin(mode="set"))

    # -- layout ----------------------------------------------------------------------------
    @property
    def column(self) -> pygame.Rect:
        w, h = self.app.canvas_size
        width = min(1440, w - 60)
        return pygame.Rect((w - width) // 2, 120, width, h - 240)

    def row_height(self) -> int:     # landscape: the operator's rows fit above the buttons
        return 200 if self.app.portrait else min(124, (self.column.h - 24) // len(self.rows))

    def row_rect(self, k: int) -> pygame.Rect:
        col = self.column
        h = self.row_height()
        return pygame.Rect(col.x, col.y + k * h, col.w, h - 8)

    def controls_rect(self, k: int) -> pygame.Rect:
        r = self.row_rect(k)
        if self.app.portrait:
            return pygame.Rect(r.x + 16, r.bottom - BUTTON_H - 14, r.w - 32, BUTTON_H)
        left = 560
        return pygame.Rect(r.x + left, r.y + (r.h - BUTTON_H) // 2, r.w - left - 16, BUTTON_H)

    def build(self) -> None:
        self.bar.clear()
        for k, row in enumerate(self.rows):
            area = self.controls_rect(k)
            n = len(row.choices)
            gap = 10
            w = (area.w - gap * (n - 1)) // n
            value = self.current(row.key)
            for j, choice in enumerate(row.choices):
                b = Button((area.x + j * (w + gap), area.y, w, BUTTON_H), choice.label,
                           partial(self.choose, row.key, choice.value),
                           name=f"{row.key}:{choice.name}", size=26)
                b.selected = value == choice.value
                self.bar.add(b)
        w, h = self.app.canvas_size
        y = h - 100
        buttons = [("common.back", lambda: self.router.go(Back()), "back", theme.SECONDARY),
                   ("settings.reset", self.reset, "reset", theme.SEA)]
        if self.operator:
            buttons.insert(1, ("settings.kiosk_pin", self.change_pin, "pin", theme.SEA))
        bw = min(360, (self.column.w - 20 * (len(buttons) - 1)) // len(buttons))
        x = w // 2 - (bw * len(buttons) + 20 * (len(buttons) - 1)) // 2
        for key, fn, name, color in buttons:
            self.bar.add(Button((x, y, bw, 72), partial(self.ctx.words.t, key), fn, name=name,
                                size=26, color=color, secondary=name == "back"))
            x += bw + 20

    # -- events ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.router.go(Back())

    def enter(self) -> None:
        self.build()

    def draw(self, canvas: pygame.Surface) -> None:
        if self.art is None:
            self.art = self.app.options.games[0].key_art(self.ctx.pictures)
        canvas.blit(self.art.menu(canvas.get_size(), self.column.x), (0, 0))
        w, _ = self.app.canvas_size
        draw_text(canvas, self.ctx.words.t("settings.heading"), (w // 2, 64), 60, theme.FOAM, True, "center")
        for k, row in enumerate(self.rows):
            r = self.row_rect(k)
            screen_panel(canvas, r)
            label_w = r.w - 32 if self.app.portrait else 520
            title = self.ctx.words.t(row.title)
            y = r.y + 10 if (row.hint or self.app.portrait) else r.centery - 18
            draw_text(canvas, title, (r.x + 20, y), 30, theme.SEA_DARK, True)
            if row.hint:
                hint = self.ctx.words.t(row.hint, seconds=self.current("kiosk_idle_seconds"),
                                        about=self.ctx.words.t(  # the chosen bot level, in a line
                                            f"levels.about.{self.current('kiosk_bot_level')}"))
                draw_wrapped(canvas, hint, (r.x + 20, y + 40, label_w, r.bottom - y - 44),
                             theme.BODY, theme.INK_SOFT, fit=True)
        self.bar.draw(canvas)
        if self.status is not None:
            draw_text(canvas, self.status(), (w // 2, self.bar.buttons[-1].rect.y - 24), 24,
                      theme.SEA_DARK, True, "center")
