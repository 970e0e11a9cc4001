"""Santa Cruz's new-game screen: 2-4 seats, each a human or a bot of a level
(any mix: two humans pass the laptop, one plays against bots), its colour;
how the building-card sets are handed out (chosen in turn, the oldest first, as
the rules say; or dealt at random, which the rulebook advises for newcomers,
the youngest then starting); and the deal's beach code, to play a deal again.
It also says that the map is our own design.
"""
from __future__ import annotations

from functools import partial

import pygame

from game.client import beach_code, theme
from game.client.router import Back, Play
from game.client.scene import Scene
from game.client.widgets import (Button, ButtonBar, draw_text, draw_wrapped, fit_text,
                                 screen_panel)
from game.cruz.client.setup import (BOT_LEVELS, BOT_NAMES, MAX_SEATS, MIN_SEATS, SEAT_COLORS,
                                    CruzSeat, CruzSetup, default_setup)

BOX = pygame.Rect(160, 40, 1600, 1000)
ROW_Y, ROW_H = 170, 92
KINDS = ("human",) + BOT_LEVELS
CODE_CHARS = "0123456789ABCDEFGHJKMNPQRSTVWXYZOIL-"


class CruzNewGameScene(Scene):
    name = "cruz_new_game"

    def __init__(self, app, setup: CruzSetup | None = None) -> None:
        super().__init__(app)
        self.setup = setup or default_setup(4, humans=1, words=self.ctx.words)
        self.code = self.setup.code
        self.editing = False
        self.code_error = ""
        self.bar = ButtonBar()
        self.rebuild()

    # -- the model ------------------------------------------------------------------------
    def seat_kind(self, seat: CruzSeat) -> str:
        return "human" if not seat.is_bot else seat.level

    def set_kind(self, i: int, kind: str) -> None:
        seat = self.setup.seats[i]
        if kind == "human":
            seat.kind = "human"
            seat.name = self._human_name(i)
        else:
            if not seat.is_bot:
                seat.name = next(n for n in BOT_NAMES if n not in self._names())
            seat.kind, seat.level = "bot", kind
        self._rename_humans()
        self.rebuild()

    def _names(self) -> set[str]:
        return {s.name for s in self.setup.seats}

    def _human_name(self, i: int) -> str:
        return self.ctx.words.t("common.player_n", n=i + 1)

    def _rename_humans(self) -> None:
        """One human is "You"; several are Player 1, Player 2, ..."""
        humans = [s for s in self.setup.seats if not s.is_bot]
        for k, seat in enumerate(humans):
            seat.name = self.ctx.words.t("setup.you") if len(humans) == 1 else \
                self.ctx.words.t("common.player_n", n=k + 1)

    def add_seat(self) -> None:
        seats = self.setup.seats
        if len(seats) < MAX_SEATS:
            color = next(c for c in SEAT_COLORS if c not in {s.color for s in seats})
            name = next(n for n in BOT_NAMES if n not in self._names())
            seats.append(CruzSeat(name, "bot", "medium", color))
            self.rebuild()

    def remove_seat(self, i: int) -> None:
        if len(self.setup.seats) > MIN_SEATS:
            self.setup.seats.pop(i)
            self._rename_humans()
            self.rebuild()

    def cycle_color(self, i: int) -> None:
        seat = self.setup.seats[i]
        used = {s.color for k, s in enumerate(self.setup.seats) if k != i}
        k = SEAT_COLORS.index(seat.color)
        seat.color = next(c for c in (SEAT_COLORS[(k + j) % len(SEAT_COLORS)]
                                      for j in range(1, len(SEAT_COLORS) + 1)) if c not in used)
        self.rebuild()

    def set_draft(self, draft: bool) -> None:
        self.setup.draft = draft
        self.rebuild()

    def new_code(self) -> None:
        self.setup.seed = beach_code.random_seed()
        self.code, self.code_error, self.editing = self.setup.code, "", False
        self.rebuild()

    def finish_code(self) -> None:
        self.editing = False
        try:
            self.setup.seed = beach_code.decode(self.code)
            self.code, self.code_error = self.setup.code, ""
        except ValueError:
            self.code_error = self.code
        self.rebuild()

    def start(self) -> None:
        if self.editing:
            self.finish_code()
        if self.code_error:
            return
        s = self.setup
        self.router.go(Play(CruzSetup([CruzSeat(x.name, x.kind, x.level, x.color)
                                       for x in s.seats], s.draft, s.seed)))

    # -- buttons --------------------------------------------------------------------------
    def rebuild(self) -> None:
        t = self.ctx.words.t
        self.bar.clear()
        for i, seat in enumerate(self.setup.seats):
            y = BOX.y + ROW_Y + i * ROW_H
            self.bar.add(Button((BOX.x + 50, y, 70, 70), "", partial(self.cycle_color, i),
                                name=f"color_{i}", color=self.ctx.palette.seat(seat.color)))
            for k, kind in enumerate(KINDS):
                label = partial(t, "cruz.setup.human" if kind == "human" else
                                f"cruz.setup.level.{kind}")
                b = Button((BOX.x + 520 + k * 200, y + 4, 186, 62), label,
                           partial(self.set_kind, i, kind), name=f"kind_{i}_{kind}", size=24)
                b.selected = self.seat_kind(seat) == kind
                self.bar.add(b)
            self.bar.add(Button((BOX.right - 130, y + 4, 80, 62), "×",
                                partial(self.remove_seat, i), name=f"remove_{i}", size=28,
                                enabled=len(self.setup.seats) > MIN_SEATS, secondary=True))
        if len(self.setup.seats) < MAX_SEATS:
            y = BOX.y + ROW_Y + len(self.setup.seats) * ROW_H
            self.bar.add(Button((BOX.x + 50, y + 4, 400, 62), partial(t, "cruz.setup.add_seat"),
                                self.add_seat, name="add_seat", size=24, secondary=True))
        y = BOX.y + 610
        for k, draft in enumerate((True, False)):
            b = Button((BOX.x + 50 + k * 520, y, 500, 70),
                       partial(t, "cruz.setup.draft" if draft else "cruz.setup.dealt"),
                       partial(self.set_draft, draft), name="draft" if draft else "dealt",
                       size=24)
            b.selected = self.setup.draft == draft
            self.bar.add(b)
        self.bar.add(Button((BOX.x + 860, BOX.y + 790, 300, 66), partial(t, "cruz.setup.edit_code"),
                            self.edit_code, name="edit_code", size=24, secondary=True))
        self.bar.add(Button((BOX.x + 1180, BOX.y + 790, 300, 66), partial(t, "cruz.setup.new_code"),
                            self.new_code, name="new_code", size=24, secondary=True))
        self.bar.add(Button((BOX.right - 420, BOX.bottom - 100, 370, 76),
                            partial(t, "cruz.setup.start"), self.start, name="start", size=32))
        self.bar.add(Button((BOX.x + 50, BOX.bottom - 100, 260, 76), partial(t, "common.back"),
                            lambda: self.router.go(Back()), name="back", secondary=True))

    def edit_code(self) -> None:
        self.editing, self.code = True, ""

    # -- scene ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.editing and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.finish_code()
            elif event.key == pygame.K_ESCAPE:
                self.editing, self.code = False, self.setup.code
            elif event.key == pygame.K_BACKSPACE:
                self.code = self.code[:-1]
            elif event.unicode and event.unicode.upper() in CODE_CHARS and len(self.code) < 12:
                self.code += event.unicode.upper()
            return
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.router.go(Back())
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill(theme.SEA)
        t = self.ctx.words.t
        screen_panel(canvas, BOX, t("cruz.setup.title"))
        draw_text(canvas, t("cruz.setup.seats"), (BOX.x + 50, BOX.y + 110), theme.SUBHEAD,
                  theme.SEA_DARK, True)
        for i, seat in enumerate(self.setup.seats):
            y = BOX.y + ROW_Y + i * ROW_H
            fit_text(canvas, seat.name, (BOX.x + 140, y + 35), theme.LABEL, 360, theme.INK,
                     True, "midleft")
        y = BOX.y + 560
        draw_text(canvas, t("cruz.setup.sets"), (BOX.x + 50, y), theme.SUBHEAD, theme.SEA_DARK,
                  True)
        hint = t("cruz.setup.draft_hint" if self.setup.draft else "cruz.setup.dealt_hint")
        draw_wrapped(canvas, hint, (BOX.x + 50, y + 130, BOX.w - 100, 60), theme.BODY,
                     theme.INK, fit=True, max_lines=2)
        label = draw_text(canvas, t("cruz.setup.code"), (BOX.x + 50, BOX.y + 800), theme.SUBHEAD,
                          theme.SEA_DARK, True)
        shown = self.code + ("_" if self.editing else "")
        x = max(BOX.x + 310, label.right + 24)             # after its label, before the buttons
        fit_text(canvas, shown, (x, BOX.y + 823), theme.TITLE, BOX.x + 844 - x,
                 theme.DANGER if self.code_error else theme.INK, True, "midleft")
        if self.code_error:
            draw_text(canvas, t("cruz.setup.code_bad", code=self.code_error),
                      (BOX.x + 50, BOX.y + 870), theme.BODY, theme.DANGER)
        draw_wrapped(canvas, t("cruz.map_ours"), (BOX.x + 340, BOX.bottom - 96, BOX.w - 800, 70),
                     theme.BODY, theme.INK_SOFT, center=True, fit=True, max_lines=2)
        self.bar.draw(canvas)
