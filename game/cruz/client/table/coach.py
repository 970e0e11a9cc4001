"""The guided first game at the real table ("Learn to play"): the match layer's
``Guide`` (game/cruz/match/guide.py, docs/SANTA_CRUZ_GUIDE.md) says what each
step teaches and allows; the coach shows it in a panel over the log (the step's
title, text and what to do, "Next" for an explanation), marks what the step
points at, holds the bot while an explanation shows, and turns away any other
tap with the guide's hint. Mouse, touch and keys (Space or Enter for Next).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client import theme
from game.client.widgets import Button, draw_text, draw_wrapped
from game.cruz.client.table.plates import draw_plate
from game.cruz.engine import Action
from game.cruz.match.guide import Guide, Prompt

if TYPE_CHECKING:
    from game.cruz.client.scenes.play import CruzPlayScene

GOLD = (255, 196, 40)


class Coach:
    def __init__(self, scene: "CruzPlayScene", guide: Guide) -> None:
        self.scene = scene
        self.guide = guide
        self.refused: str | None = None         # the hint for a tap the step does not take
        self._key: tuple[int, int, int] = (-1, -1, -1)
        self._prompt: Prompt | None = None
        area = scene.layout.log
        self.next_button = Button((area.right - 230, area.bottom - 76, 210, 62),
                                  lambda: scene.ctx.words.t("common.next"), self.next,
                                  name="next", size=24)

    # -- what the guide says now ------------------------------------------------------
    def prompt(self) -> Prompt | None:
        s = self.scene.session
        key = (s.version, self.guide.index, len(self.guide.queue))
        if key != self._key:
            self._key = key
            self._prompt = self.guide.prompt(s.state)
        return self._prompt

    @property
    def finished(self) -> bool:
        return self.guide.finished

    def holds_bots(self) -> bool:
        return self.guide.holds_bots()

    def accepts(self, action: Action) -> bool:
        """May the player take ``action`` now? If not, the guide's hint shows."""
        if self.guide.accepts(self.scene.session.state, action):
            self.refused = None
            return True
        shown = self.prompt()
        self.refused = shown.refused(self.scene.ctx.words) if shown is not None else None
        return False

    def next(self) -> None:
        """"Next": on from an explanation (nothing while an animation plays)."""
        if not self.scene.queue.busy and self.guide.next(self.scene.session.state):
            self.refused = None
            self._key = (-1, -1, -1)

    # -- input and drawing -----------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        shown = self.prompt()
        if shown is None or not shown.can_next:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.next()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.next_button.hit(event.pos):
            self.next_button.click()
            return True
        return False

    def draw(self, canvas: pygame.Surface) -> None:
        shown = self.prompt()
        if shown is None:
            return
        words = self.scene.ctx.words
        r = self.scene.layout.log
        draw_plate(canvas, r, (255, 248, 222), GOLD, 14, width=4)
        draw_text(canvas, f"{shown.number} / {shown.total}", (r.right - 16, r.y + 12),
                  theme.CAPTION, theme.INK_SOFT, False, "topright")
        draw_wrapped(canvas, shown.title(words), (r.x + 18, r.y + 10, r.w - 110, 40),
                     theme.SUBHEAD, theme.SEA_DARK, True, max_lines=1, fit=True)
        bottom = r.bottom - (86 if shown.can_next else 14)
        y = draw_wrapped(canvas, shown.text(words), (r.x + 18, r.y + 54, r.w - 36,
                                                      bottom - r.y - 110),
                         theme.BODY, theme.INK, fit=True)
        line = self.refused or shown.do(words)
        if line:
            draw_wrapped(canvas, line, (r.x + 18, max(y + 8, bottom - 56), r.w - 36, 56),
                         theme.BODY, theme.DANGER if self.refused else theme.SEA_DARK, True,
                         fit=True, max_lines=2)
        if shown.can_next:
            self.next_button.draw(canvas)

    def draw_marks(self, canvas: pygame.Surface) -> None:
        """Gold corners round the fields the step points at."""
        shown = self.prompt()
        if shown is None:
            return
        lay = self.scene.layout
        for fid in shown.highlight.fields + shown.highlight.add_on:
            rect = lay.tile_rect(fid).inflate(20, 20)
            for corner in (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright):
                dx = 12 if corner[0] == rect.left else -12
                dy = 12 if corner[1] == rect.top else -12
                pygame.draw.line(canvas, GOLD, corner, (corner[0] + dx, corner[1]), 5)
                pygame.draw.line(canvas, GOLD, corner, (corner[0], corner[1] + dy), 5)
