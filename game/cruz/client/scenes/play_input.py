"""Input at Santa Cruz's table: a tap on a button, a set, a card to discard, a
card of the hand or a field; keys for the same (Esc the menu, U undo, H a hint,
F1 or ? the rules). While an animation plays a tap or Space skips it; the
hand-off screen takes the first tap. A tap acts when the finger or button
lifts; a right click, or a press held for ``LONG_PRESS`` seconds, on a tile, a
card or the track explains it instead (so a finger can ask before it acts).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.cruz.client.table import set_choice
from game.cruz.client.table.hand_view import hand_cards
from game.cruz.engine import Phase

if TYPE_CHECKING:
    from game.cruz.client.scenes.play import CruzPlayScene

LONG_PRESS = 0.55        # seconds held: explain instead of act
DRIFT = 24               # pixels a press may move and still be a tap


class CruzPlayInput:
    def __init__(self, scene: "CruzPlayScene") -> None:
        self.scene = scene
        self.hover: tuple[str, object] | None = None
        self.pressed: tuple[tuple[int, int], float] | None = None    # where and when

    def handle_event(self, event: pygame.event.Event) -> None:
        sc = self.scene
        if event.type == pygame.KEYDOWN:
            self.key(event)
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.thing_at(event.pos)
            sc.controls.handle(event)
            if self.pressed is not None and _far(self.pressed[0], event.pos):
                self.pressed = None
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            if pressed is not None:
                self.tap(pressed[0])
            return
        if event.type != pygame.MOUSEBUTTONDOWN:
            return
        if event.button == 3:
            sc.explain(self.thing_at(event.pos))
            return
        if event.button != 1:
            return
        if sc.queue.busy:
            sc.queue.skip()
            return
        if sc.flow.handoff is not None:
            sc.take_table()
            return
        if sc.coach is not None and sc.coach.handle(event):
            return
        if sc.controls.handle(event):
            return
        self.pressed = (event.pos, sc.t)

    def check_long_press(self) -> None:
        """A press held long enough explains what it is on (and will not act)."""
        sc = self.scene
        if self.pressed is not None and sc.t - self.pressed[1] >= LONG_PRESS:
            pos, self.pressed = self.pressed[0], None
            sc.explain(self.thing_at(pos))

    def key(self, event: pygame.event.Event) -> None:
        sc = self.scene
        if sc.coach is not None and not sc.queue.busy and sc.coach.handle(event):
            return
        if event.key == pygame.K_ESCAPE:
            sc.open_menu()
        elif sc.queue.busy and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            sc.queue.skip()
        elif sc.flow.handoff is not None and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            sc.take_table()
        elif event.key == pygame.K_u or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            sc.undo()
        elif event.key == pygame.K_h:
            sc.show_hint()
        elif event.key == pygame.K_F1 or event.unicode == "?":
            sc.open_rules()

    def tap(self, pos: tuple[int, int]) -> None:
        sc = self.scene
        flow, st = sc.flow, sc.session.state
        if sc.layout.portrait and sc.coach is None and sc.layout.log.collidepoint(pos):
            sc.open_log()               # the portrait's short log, whole
            return
        if flow.my_turn() and st.phase is Phase.CHOOSE_SET:
            for letter, rect in set_choice.set_rects(sc.layout.choice_area).items():
                if rect.collidepoint(pos):
                    flow.choose_set(letter)
            return
        if flow.my_turn() and st.phase is Phase.DISCARD:
            cards = list(sc.model.hand_scoring)
            area = sc.layout.discard_area
            for card, rect in zip(cards, set_choice.discard_rects(area, cards), strict=True):
                if rect.collidepoint(pos):
                    flow.discard(card)
            return
        thing = self.thing_at(pos)
        if thing is None:
            return
        kind, what = thing
        if kind == "card":
            flow.choose_card(what)  # type: ignore[arg-type]
        elif kind == "field":
            flow.tap_field(str(what))

    def thing_at(self, pos: tuple[int, int]) -> tuple[str, object] | None:
        """What lies under ``pos``: ("card", card), ("field", id), ("cell", n) or None."""
        sc = self.scene
        for hc in hand_cards(sc.model, sc.layout.hand):
            if hc.rect.inflate(0, 24).collidepoint(pos):
                return ("card", hc.card)
        fid = sc.layout.field_at(pos)
        if fid is not None:
            return ("field", fid)
        for step in range(50):
            if sc.layout.cell_rect(step).collidepoint(pos):
                return ("cell", step)
        return None


def _far(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return abs(a[0] - b[0]) > DRIFT or abs(a[1] - b[1]) > DRIFT
