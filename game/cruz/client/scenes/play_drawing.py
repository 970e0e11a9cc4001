"""Drawing Santa Cruz's table, bottom to top: the track round the map, the map
with its tiles and buildings, the seats' panels and the log, the hand, the
buttons, the instruction along the top, the set choice or the discard, the
flying pieces and the banners, and the hand-off screen over everything. It
reads the scene, never changes it."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client import gfx, theme
from game.client.widgets import (draw_panel, draw_text, draw_wrapped, fit_size, fit_text,
                                 shade)
from game.cruz.client.table import set_choice
from game.cruz.client.table.plates import draw_plate
from game.cruz.client.table.banner import draw_banner
from game.cruz.client.table.hand_view import draw_hand
from game.cruz.client.table.panels import Panels
from game.cruz.client.table.prompt import prompt
from game.cruz.engine import Phase

if TYPE_CHECKING:
    from game.cruz.client.scenes.play import CruzPlayScene

LOG_LINE = 30


class CruzPlayDrawing:
    def __init__(self, scene: "CruzPlayScene") -> None:
        self.scene = scene
        self._log_key: tuple[object, ...] = ()
        self._log_rows: list[tuple[str, bool]] = []
        self.panels = Panels()
        self._choice: tuple[tuple[object, ...], pygame.Surface, tuple[int, int]] | None = None

    def draw(self, canvas: pygame.Surface) -> None:
        sc = self.scene
        words, model, lay = sc.ctx.words, sc.model, sc.layout
        size = canvas.get_size()
        sc.board.under = lambda: sc.track.base(size)
        if sc.board.flips or model.erupting > 0:
            canvas.blit(sc.track.base(size), (0, 0))
        busy = sc.queue.busy
        free, extra = ((), ()) if busy else sc.flow.targets()
        hint_card, hint_field, hint_set = sc.hints.marks()
        sc.board.still = sc.ctx.motion.reduced
        sc.board.draw(canvas, model, sc.t, free, extra, hint_field, sc.colors)
        sc.track.draw(canvas, model, sc.colors, words.t("cruz.table.fifty"))
        sc.previews.draw(canvas)
        hidden = sc.flow.handoff is not None
        self.panels.draw(canvas, lay.seats, model, sc.setup.seats, sc.pictures, words, hidden)
        if sc.coach is not None:
            sc.coach.draw(canvas)
            sc.coach.draw_marks(canvas)
        else:
            self.draw_log(canvas)
        notes = {} if busy else sc.flow.notes(
            lambda n: words.tn("cruz.table.reach", n), lambda n: words.t("cruz.table.points", n=n))
        draw_hand(canvas, lay.hand, model, sc.pictures, words,
                  chosen=sc.flow.chosen if hint_card is None else hint_card,
                  playable=set() if busy else sc.flow.playable(), notes=notes, hidden=hidden)
        sc.controls.draw(canvas)
        self.draw_instruction(canvas)
        st = sc.session.state
        if not busy and model.phase is Phase.CHOOSE_SET and st.phase is Phase.CHOOSE_SET:
            active = sc.flow.my_turn()
            key: tuple[object, ...] = (
                "sets", model.round, model.sets_open, tuple(sorted(model.piles.items())),
                tuple(s.set_letter for s in model.seats), active)
            self.draw_choice(canvas, lay.choice_area, key, lambda surf, area:
                             set_choice.draw_sets(surf, area, model, sc.pictures, words, active))
            if hint_set:
                r = set_choice.set_rects(lay.choice_area)[hint_set]
                pygame.draw.rect(canvas, theme.HILITE, r.inflate(10, 10), 5, border_radius=14)
        elif not busy and sc.flow.my_turn() and st.phase is Phase.DISCARD:
            kept: tuple[object, ...] = ("discard", tuple(model.hand_scoring), model.drawn)
            self.draw_choice(canvas, lay.discard_area, kept, lambda surf, area:
                             set_choice.draw_discard(surf, area, model, sc.pictures, words, None))
        sc.sprites.draw(canvas)
        draw_banner(canvas, sc.banners, lay.map_rect, words, sc.names,
                    [sc.pictures.rgb(c) for c in sc.colors], sc.pictures)
        if hidden and sc.flow.handoff is not None:
            self.draw_handoff(canvas, sc.flow.handoff)

    def draw_choice(self, canvas: pygame.Surface, area: pygame.Rect, key: tuple[object, ...],
                    draw: Callable[[pygame.Surface, pygame.Rect], object]) -> None:
        """The set choice or the discard over ``area``. At a portrait screen their
        panel is large (a frame's budget): it is drawn once per look and kept."""
        sc = self.scene
        if not sc.layout.portrait:
            draw(canvas, area)
            return
        key = key + (sc.ctx.words.language, sc.pictures.palette.name)
        if self._choice is None or self._choice[0] != key:
            room = area.inflate(24, 24)
            surf = pygame.Surface(room.size, pygame.SRCALPHA)
            draw(surf, area.move(-room.x, -room.y))
            self._choice = (key, surf, room.topleft)
        canvas.blit(self._choice[1], self._choice[2])

    def draw_instruction(self, canvas: pygame.Surface) -> None:
        sc = self.scene
        r = sc.layout.instruction
        words = sc.ctx.words
        text = prompt(sc.flow, sc.names, words, sc.model.phase is Phase.GAME_OVER)
        mine = sc.flow.my_turn()
        draw_plate(canvas, r, theme.PANEL if mine else (236, 226, 204),
                   theme.HILITE if mine else theme.PANEL_EDGE, 12, alpha=240, width=4 if mine else 2)
        round_text = words.t("cruz.table.round", n=sc.model.round)
        if sc.layout.portrait:
            self.draw_tall_instruction(canvas, r, round_text, text, mine)
            return
        label = draw_text(canvas, round_text, (r.x + 16, r.centery), theme.BODY,
                          theme.INK_SOFT, True, "midleft")
        room = pygame.Rect(label.right + 20, r.y, r.right - 16 - label.right - 20, r.h)
        fit_text(canvas, text, room.center, theme.HEADING, room.w,
                 theme.SEA_DARK if mine else theme.INK, True, "center")

    def draw_tall_instruction(self, canvas: pygame.Surface, r: pygame.Rect, round_text: str,
                              text: str, mine: bool) -> None:
        """At a portrait screen: the round small above, the instruction as large as
        one line of the width allows, else on two lines."""
        draw_text(canvas, round_text, (r.x + 16, r.y + 8), theme.BODY, theme.INK_SOFT, True)
        room = pygame.Rect(r.x + 16, r.y + 34, r.w - 32, r.h - 40)
        color = theme.SEA_DARK if mine else theme.INK
        size = fit_size(text, theme.TITLE, room.w, True)
        if size >= theme.HEADING:
            draw_text(canvas, text, room.center, size, color, True, "center")
        else:
            draw_wrapped(canvas, text, room, theme.HEADING, color, True, center=True,
                         max_lines=2, fit=True)

    def draw_log(self, canvas: pygame.Surface) -> None:
        sc = self.scene
        r = sc.layout.log
        draw_plate(canvas, r, theme.PANEL, theme.PANEL_EDGE, 12, alpha=230)
        draw_text(canvas, sc.ctx.words.t("cruz.table.log"), (r.x + 16, r.y + 8), theme.LABEL,
                  theme.SEA_DARK, True)
        if sc.layout.portrait:           # a short log: a tap opens it whole
            draw_text(canvas, sc.ctx.words.t("cruz_table_portrait.log_open"),
                      (r.right - 16, r.y + 12), theme.CAPTION, theme.INK_SOFT, False,
                      "topright")
        room = (r.h - 50) // LOG_LINE
        y = r.y + 44
        rows = self.log_rows(r.w - 32)[-room:]
        while len(rows) > 1 and not rows[0][1]:
            rows = rows[1:]             # no entry shown from the middle of its lines
        for row, first in rows:
            draw_text(canvas, row, (r.x + (16 if first else 36), y), theme.BODY, theme.INK)
            y += LOG_LINE

    def log_rows(self, width: int) -> list[tuple[str, bool]]:
        """The log's last lines wrapped to ``width`` (a line's own rows indented),
        made again only when a line is added."""
        lines = self.scene.log.lines[-12:]
        key = (len(self.scene.log.lines), tuple(lines[-1:]), width)
        if key != self._log_key:
            self._log_key = key
            self._log_rows = [(row, k == 0) for line in lines
                              for k, row in enumerate(gfx.wrap(line, theme.BODY, width - 20))]
        return self._log_rows

    def draw_handoff(self, canvas: pygame.Surface, seat: int) -> None:
        sc = self.scene
        words = sc.ctx.words
        shade(canvas, canvas.get_rect(), 170)
        box = pygame.Rect(0, 0, 940, 320)
        box.center = canvas.get_rect().center
        rgb = sc.pictures.rgb(sc.colors[seat])
        draw_panel(canvas, box, theme.PANEL, rgb, 24, width=10)
        draw_text(canvas, words.about("cruz.handoff.title", sc.names[seat]),
                  (box.centerx, box.y + 100), theme.DISPLAY, theme.darker(rgb, 0.7), True,
                  "center")
        draw_wrapped(canvas, words.t("cruz.handoff.text"), (box.x + 40, box.y + 170, box.w - 80, 120),
                     theme.LABEL, theme.INK, center=True, max_lines=3, fit=True)
