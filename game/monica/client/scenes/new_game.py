"""New game: 2-4 seats (human or easy / medium / hard / expert bot, name, colour),
the objective tile, the sand-dollar actions and the deal's beach code."""
from __future__ import annotations

from functools import partial
from typing import Any
from game.i18n import Words

import pygame

from game.monica.content.box import load_box
from game.client import beach_code, theme
from game.monica.client.key_art import KeyArt
from game.client.layout import load_layout
from game.client.router import Back, Play
from game.client.scene import Scene
from game.monica.client.setup import BOT_NAMES, GameSetup, Seat, default_setup
from game.client.theme import PLAYER_COLORS
from game.client.widgets import Button, ButtonBar, Label, draw_panel, draw_text, fit_size, screen_panel

MAX_NAME = 14


def sand_dollar_label(words: Words, side: Any) -> str:
    """A sand-dollar action's button: its name, then its cost on a line of its
    own ("2 sand dollars", never "2$": that reads as money), in ``words``'
    language."""
    return f"{words.t(f'sand_dollar.{side.id}.name')}\n{words.tn('unit.sand_dollars', side.cost)}"


class NewGameScene(Scene):
    name = "new_game"

    def __init__(self, app, setup: GameSetup | None = None) -> None:
        super().__init__(app)
        self.layout = load_layout("new_game")
        self.box = load_box()
        self.art: KeyArt | None = None
        self.setup = setup or default_setup(4, humans=1, words=self.ctx.words)
        self.editing: tuple[str, int] | None = None     # ("name", seat) or ("code", 0)
        self.code_text = self.setup.code
        self.code_error = ""
        self.about: str | None = None       # the bot level last chosen, described under the seats
        self.bar = ButtonBar()
        self.rebuild()

    # -- model -------------------------------------------------------------------------------
    def _sd_owner(self) -> dict[str, str]:
        return {side.id: t.id for t in self.box.sand_dollar_tiles for side in t.sides}

    def toggle_seat(self, i: int) -> None:
        seats = self.setup.seats
        if i < len(seats):
            if len(seats) > 2:
                seats.pop(i)
        else:
            used = {s.color for s in seats}
            color = next(c for c, _ in PLAYER_COLORS if c not in used)
            name = next(n for n in BOT_NAMES if n not in {s.name for s in seats})
            seats.append(Seat(name, "bot", "medium", color))
        self.rebuild()

    def cycle_color(self, i: int) -> None:
        seat = self.setup.seats[i]
        used = {s.color for k, s in enumerate(self.setup.seats) if k != i}
        names = [c for c, _ in PLAYER_COLORS]
        k = names.index(seat.color) if seat.color in names else 0
        for step in range(1, len(names) + 1):
            cand = names[(k + step) % len(names)]
            if cand not in used:
                seat.color = cand
                break
        self.rebuild()

    def set_kind(self, i: int, kind: str, level: str | None = None) -> None:
        seat = self.setup.seats[i]
        seat.kind = kind
        if level:
            seat.level = self.about = level
        self.rebuild()

    def set_objective(self, obj: str | None) -> None:
        self.setup.objective = obj
        self.rebuild()

    def toggle_sd(self, aid: str | None) -> None:
        if aid is None:
            self.setup.sand_dollars = None
            self.rebuild()
            return
        owner = self._sd_owner()
        chosen = list(self.setup.sand_dollars or [])
        if aid in chosen:
            chosen.remove(aid)
        else:
            chosen = [a for a in chosen if owner[a] != owner[aid]]
            chosen.append(aid)
            chosen = chosen[-2:]
        self.setup.sand_dollars = chosen or None
        self.rebuild()

    def new_code(self) -> None:
        self.setup.seed = beach_code.random_seed()
        self.code_text = self.setup.code
        self.code_error = ""
        self.rebuild()

    def start(self) -> None:
        if self.editing is not None:
            self.finish_edit()
        if self.code_error:
            return
        sd = self.setup.sand_dollars
        setup = GameSetup([Seat(s.name or self.ctx.words.t("common.player_n", n=i + 1), s.kind, s.level,
                                s.color)
                           for i, s in enumerate(self.setup.seats)], self.setup.objective,
                          list(sd) if sd and len(sd) == 2 else None, self.setup.seed)
        self.router.go(Play(setup))

    def back(self) -> None:
        self.router.go(Back())

    # -- text editing --------------------------------------------------------------------------
    def edit(self, what: str, i: int = 0) -> None:
        if self.editing is not None:
            self.finish_edit()
        self.editing = (what, i)
        pygame.key.start_text_input()
        self.rebuild()

    def finish_edit(self) -> None:
        if self.editing and self.editing[0] == "code":
            try:
                self.setup.seed = beach_code.decode(self.code_text)
                self.code_text = self.setup.code
                self.code_error = ""
            except ValueError:
                self.code_error = self.code_text
        self.editing = None
        pygame.key.stop_text_input()
        self.rebuild()

    def type_text(self, text: str) -> None:
        if self.editing is None:
            return
        what, i = self.editing
        if what == "name":
            seat = self.setup.seats[i]
            seat.name = (seat.name + text)[:MAX_NAME]
        else:
            self.code_text = (self.code_text + text.upper())[:16]
        self.rebuild()

    def backspace(self) -> None:
        if self.editing is None:
            return
        what, i = self.editing
        if what == "name":
            seat = self.setup.seats[i]
            seat.name = seat.name[:-1]
        else:
            self.code_text = self.code_text[:-1]
        self.rebuild()

    # -- buttons --------------------------------------------------------------------------------
    def rebuild(self) -> None:
        words = self.ctx.words
        bar = self.bar
        bar.clear()
        lay = self.layout
        for i in range(4):
            r = pygame.Rect(lay.rect(f"seat_{i}"))
            here = i < len(self.setup.seats)
            if i >= 2:
                key = "setup.remove_seat" if here else "setup.add_seat"
                bar.add(Button((r.right - 170, r.y + 22, 160, 60), partial(words.t, key),
                               partial(self.toggle_seat, i), name=f"seat{i}_toggle",
                               size=22, color=theme.SEA, secondary=here))
            if not here:
                continue
            seat = self.setup.seats[i]
            bar.add(Button((r.x + 16, r.y + 22, 60, 60), "", partial(self.cycle_color, i),
                           name=f"seat{i}_color", color=seat.rgb(self.ctx.palette)))
            editing = self.editing == ("name", i)
            label = seat.name + ("|" if editing else "")
            name_btn = Button((r.x + 92, r.y + 22, 400, 60),
                              label or partial(words.t, "setup.name_hint"),
                              partial(self.edit, "name", i), name=f"seat{i}_name", size=26,
                              color=(60, 70, 90) if editing else (90, 100, 120))
            name_btn.selected = editing
            bar.add(name_btn)
            x = r.x + 520
            for kind, level in (("human", None), ("bot", "easy"), ("bot", "medium"),
                                ("bot", "hard"), ("bot", "expert")):
                key = "setup.human" if kind == "human" else f"setup.level_bot.{level}"
                b = Button((x, r.y + 22, 190, 60), partial(words.t, key),
                           partial(self.set_kind, i, kind, level),
                           name=f"seat{i}_{level or kind}", size=22)
                b.selected = seat.kind == kind and (kind == "human" or seat.level == level)
                bar.add(b)
                x += 190
        r = pygame.Rect(lay.rect("objective"))
        x = r.x + 16
        for obj in (None, "A", "B", "C"):
            obj_label: Label = partial(words.t, "setup.objective_random") if obj is None else obj
            b = Button((x, r.y + 50, 150 if obj is None else 110, 60), obj_label,
                       partial(self.set_objective, obj), name=f"obj_{obj or 'Random'}",
                       size=24)
            b.selected = self.setup.objective == obj
            bar.add(b)
            x += (160 if obj is None else 120)
        r = pygame.Rect(lay.rect("sand_dollars"))
        b = Button((r.right - 170, r.y + 4, 154, 48), lambda: words.t("common.random"),
                   lambda: self.toggle_sd(None), name="sd_random", size=22)
        b.selected = not self.setup.sand_dollars
        bar.add(b)
        chosen = self.setup.sand_dollars or []
        for k, tile in enumerate(self.box.sand_dollar_tiles):
            for j, side in enumerate(tile.sides):
                bx = r.x + 16 + k * ((r.w - 32) // 4)
                b = Button((bx, r.y + 60 + j * 90, (r.w - 32) // 4 - 10, 80),
                           partial(sand_dollar_label, self.ctx.words, side),
                           partial(self.toggle_sd, side.id),
                           name=f"sd_{side.id}", size=22)
                b.selected = side.id in chosen
                bar.add(b)
        r = pygame.Rect(lay.rect("seed"))
        editing = self.editing == ("code", 0)
        code_btn = Button((r.x + 16, r.y + 44, 360, 60), self.code_text + ("|" if editing else ""),
                          lambda: self.edit("code"), name="code", size=28,
                          color=(60, 70, 90) if editing else (90, 100, 120))
        code_btn.selected = editing
        bar.add(code_btn)
        bar.add(Button((r.x + 392, r.y + 44, 200, 60), lambda: words.t("setup.new_code"), self.new_code,
                       name="new_code", size=22))
        bar.add(Button(lay.rect("btn_back"), lambda: words.t("common.back"), self.back, name="back",
                       size=28, secondary=True))
        bar.add(Button(lay.rect("btn_start"), lambda: words.t("setup.start"), self.start, name="start",
                       size=30,
                       color=(40, 150, 80)))

    # -- events ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT:
            self.type_text(event.text)
            return
        if event.type == pygame.KEYDOWN:
            if self.editing is not None:
                if event.key == pygame.K_BACKSPACE:
                    self.backspace()
                elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                                   pygame.K_TAB):
                    self.finish_edit()
                return
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.editing:
            hit = next((b for b in self.bar.buttons if b.hit(event.pos)), None)
            if hit is None or hit.name not in (f"seat{self.editing[1]}_name", "code"):
                self.finish_edit()
        self.bar.handle(event)

    def draw(self, canvas: pygame.Surface) -> None:
        lay = self.layout
        if self.art is None:
            self.art = KeyArt(self.ctx.pictures, self.box)
        canvas.blit(self.art.menu(canvas.get_size(), pygame.Rect(lay.rect("seat_0")).x,
                                  crowd=(0.3, 0.7)), (0, 0))
        head = pygame.Rect(lay.rect("heading"))
        draw_text(canvas, self.ctx.words.t("setup.heading"), (head.x, head.centery), 60, theme.FOAM, True,
                  "midleft")
        humans = sum(not s.is_bot for s in self.setup.seats)
        mode = self.ctx.words.t("setup.mode.solo" if humans == 1 else
                 "setup.mode.hot_seat" if humans > 1 else "setup.mode.bots_only")
        count = self.ctx.words.t("setup.players_count", n=len(self.setup.seats))
        draw_text(canvas, f"{count} · {mode}",
                  (head.right, head.centery), 28, theme.FOAM, True, "midright")
        for i in range(4):
            r = pygame.Rect(lay.rect(f"seat_{i}"))
            here = i < len(self.setup.seats)
            if here:
                screen_panel(canvas, r)
            else:                        # an empty seat: a faint slot, not a panel
                draw_panel(canvas, r, theme.lighter(theme.SAND, 0.3), theme.PANEL_EDGE, 14,
                           alpha=150)
                draw_text(canvas, self.ctx.words.t("setup.seat_empty", n=i + 1), (r.x + 24, r.centery), 26,
                          theme.INK_SOFT, False, "midleft")
        for name, title in (("objective", "setup.objective"),
                            ("sand_dollars", "setup.sd_heading"),
                            ("seed", "setup.code_heading")):
            r = pygame.Rect(lay.rect(name))
            screen_panel(canvas, r)
            text = self.ctx.words.t(title)
            room = r.w - 32 - (180 if name == "sand_dollars" else 0)
            draw_text(canvas, text, (r.x + 16, r.y + 10), fit_size(text, 24, room, True),
                      theme.SEA_DARK, True)
        r = pygame.Rect(lay.rect("objective"))
        obj = self.setup.objective
        if obj:
            draw_text(canvas, self.ctx.words.t(f"objective.{obj}.name"), (r.x + 560, r.y + 80), 24, theme.INK,
                      True, "midleft")
        if self.code_error:
            r = pygame.Rect(lay.rect("seed"))
            draw_text(canvas, self.ctx.words.t("setup.beach_code_bad", code=self.code_error),
                      (r.x + 610, r.y + 74), 20, theme.DANGER, False, "midleft")
        level = self.about or next((s.level for s in self.setup.seats if s.is_bot), None)
        if level:                        # what that level is like to play against, in one line
            words, r = self.ctx.words, pygame.Rect(lay.rect("seat_3"))
            line = words.t("levels.line", level=words.t(f"setup.level_bot.{level}"),
                           about=words.t(f"levels.about.{level}"))
            draw_text(canvas, line, (r.x + 16, r.bottom + 17), fit_size(line, 24, r.w - 32, True),
                      theme.INK, True, "midleft")
        self.bar.draw(canvas)
