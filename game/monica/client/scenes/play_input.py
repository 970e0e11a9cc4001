"""Input for the play scene: clicks, taps, keys, the mouse wheel and hovering,
turned into keys for the turn flow, button presses, scrolling and zooms.

Zoom: a right click, or a long press (about half a second without moving),
on any card, starting tile, sand-dollar tile or the objective opens it large
with its icons in words. Touch taps act when the finger lifts (so a long
press only zooms) and a finger dragged across the city scrolls it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.monica.client import help as helps
from game.monica.client.table.interaction import Key

if TYPE_CHECKING:
    from game.monica.client.scenes.play import PlayScene

LONG_PRESS = 0.5          # seconds
STILL = 16                # canvas px a press may wander and still be a press
CONFIRM_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


@dataclass
class Press:
    pos: tuple[int, int]
    t: float
    version: int
    selection: tuple[object, ...]
    touch: bool
    moved: bool = False
    fired: bool = False


class PlayInput:
    """The play scene's pointer and keys."""

    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene
        self.pointer: Press | None = None

    # -- zoom -------------------------------------------------------------------------------
    def open_zoom(self, target: Key) -> None:
        """Show ``target`` large, its icons in words (and what it scores now)."""
        sc = self.scene
        st, app, view = sc.view_state, sc.app, sc.view
        sc.zoom.clear()
        kind = target[0]
        if kind == "card":
            helps.open_card(app, st.box.cards[target[1]])
        elif kind == "city":
            seat, pos = target[1], target[2]
            helps.open_card(app, st.players[seat].city.cards[pos], st, seat, pos)
        elif kind == "tile":
            seat = target[1]
            helps.open_tile(app, st.players[seat].city.tile, st, seat)
        elif kind == "offer":
            helps.open_tile(app, st.box.tiles[target[1]])
        elif kind == "sd":
            me = st.players[st.current].city if st.phase != "over" else None
            helps.open_sand_dollar(app, st.box.sand_dollar_action(target[1]),
                                   me.sand_dollars if me is not None else None)
        elif kind == "objective":
            seat = view if st.players[view].city is not None else None
            helps.open_objective(app, st.box.objectives[st.objective], st, seat)

    def _selection(self) -> tuple[object, ...]:
        ui = self.scene.ui
        if ui is None:
            return ()
        return (ui.buy, ui.chosen, ui.card, ui.swap_first, ui.person, tuple(ui.path))

    def check_long_press(self) -> None:
        """Open the zoom when a press has been held still for ``LONG_PRESS``."""
        p, sc = self.pointer, self.scene
        if p is None or p.fired or p.moved or sc.t - p.t < LONG_PRESS:
            return
        if not p.touch:
            # a mouse press zooms only if the click changed nothing and the button
            # is really still down (a synthetic press is never a long one)
            if not pygame.mouse.get_pressed()[0] or sc.match.version != p.version \
                    or self._selection() != p.selection:
                return
        target = sc.regions.zoom_target(p.pos)
        if target is not None:
            p.fired = True
            self.open_zoom(target)

    # -- events ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        sc = self.scene
        if sc.coach is not None and sc.coach.handle_event(event):
            return
        touch = bool(event.dict.get("touch", False))
        if event.type == pygame.MOUSEMOTION:
            sc.bar.handle(event)
            sc.choices.handle(event)
            self.track_press(event)
            if not touch:
                self.hover(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            if sc.geo.city.collidepoint(sc.app.mouse):
                lo, hi = sc.city_cols()
                sc.geo.scroll(-event.y - event.x, lo, hi)
            elif pygame.Rect(sc.layout.rect("log")).collidepoint(sc.app.mouse):
                sc.log_view.wheel(event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.press(event, touch)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            sc.log_view.release()
            p, self.pointer = self.pointer, None
            if p is not None and p.touch and not p.fired and not p.moved:
                self.left_click(p.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def press(self, event: pygame.event.Event, touch: bool) -> None:
        sc = self.scene
        if event.button == 1:
            self.pointer = Press(event.pos, sc.t, sc.match.version, self._selection(), touch)
            if sc.hints.open and sc.hints.close_rect().collidepoint(event.pos):
                sc.hints.close()
                self.pointer = None
            elif not sc.hints.open and sc.log_view.press(event.pos):
                self.pointer = None
            elif not touch:
                self.left_click(event.pos)
        elif event.button == 3:
            target = sc.regions.zoom_target(event.pos)
            if target is not None:
                self.open_zoom(target)
            elif sc.ui is not None:
                sc.ui.cancel()

    def track_press(self, event: pygame.event.Event) -> None:
        """A press that wanders is no longer a tap; a finger drags the city along."""
        sc = self.scene
        sc.log_view.drag(event.pos, event.rel)
        p = self.pointer
        if p is None:
            return
        dx, dy = event.pos[0] - p.pos[0], event.pos[1] - p.pos[1]
        if not p.moved and dx * dx + dy * dy > STILL * STILL:
            p.moved = True
        if p.moved and p.touch and sc.geo.city.collidepoint(p.pos):
            lo, hi = sc.city_cols()
            sc.geo.scroll(-event.rel[0] / sc.geo.pitch, lo, hi)
            sc.geo.camera.snap()

    def hover(self, pos: tuple[int, int]) -> None:
        """Track what the pointer rests on, for the card zoom."""
        sc = self.scene
        st = sc.view_state
        obj: object = None
        key: Key | None = None
        thing = sc.board.thing_at(pos, "card")
        if thing is not None:
            key, obj = thing.key, st.box.cards.get(thing.key[1])
        else:
            thing = sc.board.thing_at(pos, "tile")
            if thing is not None:
                city = st.players[thing.key[1]].city
                key, obj = thing.key, city.tile if city is not None else None
            else:
                for tid, r in sc.regions.tile_slots().items():
                    if r.collidepoint(pos):
                        key, obj = ("offer", tid), st.box.tiles[tid]
        sc.zoom.hover(key, obj, pos)

    def left_click(self, pos: tuple[int, int]) -> None:
        sc = self.scene
        sc.zoom.clear()
        if sc.turns.handoff is not None:
            sc.turns.handoff = None
            return
        for target, r in sc.regions.help_badges().items():
            if r.collidepoint(pos):
                self.open_zoom(target)
                return
        if sc.queue.busy:
            sc.queue.skip()
            return
        for b in [*sc.bar.buttons, *sc.choices.buttons]:
            if b.hit(pos) and not sc.allows(("button", b.name)):
                return
        for b in sc.bar.buttons:
            if b.hit(pos) and b.name in ("speed", "rules", "menu", "hint"):
                b.click()
                return
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        if sc.bar.handle(down) or sc.choices.handle(down):
            return
        for i, r in enumerate(sc.geo.panels[:sc.match.state.n]):
            if r.collidepoint(pos):
                sc.set_view(i)
                return
        lo, hi = sc.city_cols()
        if sc.geo.city_left.collidepoint(pos):
            sc.geo.scroll(-3, lo, hi)
            return
        if sc.geo.city_right.collidepoint(pos):
            sc.geo.scroll(3, lo, hi)
            return
        key = sc.regions.key_at(pos)
        if key is not None and sc.allows(key):
            sc.turns.click(key)

    def key(self, event: pygame.event.Event) -> None:
        sc = self.scene
        k = event.key
        if sc.turns.handoff is not None and k in CONFIRM_KEYS:
            sc.turns.handoff = None
            return
        if k in CONFIRM_KEYS:
            if sc.queue.busy:
                sc.queue.skip()
            elif k != pygame.K_SPACE and sc.allows(("button", "confirm")):
                sc.turns.confirm()
        elif k == pygame.K_ESCAPE:
            if sc.hints.open:             # Esc closes what is open on top first
                sc.hints.close()
            elif not sc.turns.cancel():
                sc.open_menu()
        elif k == pygame.K_BACKSPACE or (k == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            if sc.allows(("button", "undo")):
                sc.undo()
        elif k == pygame.K_F1:
            sc.open_rules()
        elif k in (pygame.K_LEFT, pygame.K_RIGHT):
            lo, hi = sc.city_cols()
            sc.geo.scroll(-2 if k == pygame.K_LEFT else 2, lo, hi)
        elif pygame.K_1 <= k <= pygame.K_4:
            sc.set_view(k - pygame.K_1)
