"""Input for the play scene: what is under the pointer (keys for the
interaction model), clicks, keys, the mouse wheel and hovering for the zoom.

Zoom: a right click, or a long press (about half a second without moving),
on any card, starting tile, sand-dollar tile or the objective opens it large
with its icons in words. Touch taps act when the finger lifts (so a long
press only zooms) and a finger dragged across the city scrolls it.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import help as helps

LONG_PRESS = 0.5          # seconds
STILL = 16                # canvas px a press may wander and still be a press
HELP_BADGE = 48           # a touch target
TOUCH_TARGET = 48         # least tap area of a person in the city (px at 1080p)


@dataclass
class Press:
    pos: tuple[int, int]
    t: float
    version: int
    selection: tuple
    touch: bool
    moved: bool = False
    fired: bool = False


class PlayInput:
    """Mixed into ``PlayScene``; uses its geometry, board, session and UI."""

    # -- hit testing ---------------------------------------------------------------------------
    def tile_slots(self) -> dict[str, pygame.Rect]:
        st = self.view_state
        if st.phase != "choose_tile":
            return {}
        area = self.geo.city.inflate(-60, -70).move(0, 20)
        n = len(st.offered_tiles)
        slot_w = min(390, area.w // max(1, n))
        x0 = area.centerx - slot_w * n // 2
        th = area.h - 10
        tw = int(th * 150 / 426)
        return {tid: pygame.Rect(x0 + i * slot_w + 8, area.y, tw, th)
                for i, tid in enumerate(st.offered_tiles)}

    def key_rect(self, key: tuple) -> pygame.Rect | None:
        kind = key[0]
        st = self.view_state
        geo = self.geo
        if kind == "display":
            return geo.display_rect(key[1], key[2])
        if kind == "sd":
            acts = list(st.sand_dollar_actions)
            return geo.sd[acts.index(key[1])] if key[1] in acts else None
        if kind == "lane":
            return geo.lane_cell(key[1])
        if kind == "hand":
            if key[1] in st.pending:
                i = st.pending.index(key[1])
                return pygame.Rect(geo.hand[min(i, 1)])
            return None
        if kind in ("spot", "space"):
            pos = key[1]
            if pos[1] == 0:       # the starting tile's halves
                return geo.space_rect(pos)
            return geo.space_rect(pos)
        if kind == "person":
            t = self.board.get(("person", self.view, key[1]))
            return pygame.Rect(t.rect) if t is not None else None
        if kind == "tile":
            return self.tile_slots().get(key[1])
        return None

    def key_at(self, point: tuple[int, int]) -> tuple | None:
        st = self.match.state
        geo = self.geo
        for tid, r in self.tile_slots().items():
            if r.collidepoint(point):
                return ("tile", tid)
        if geo.city.collidepoint(point) and self.view == st.current:
            pos = geo.pos_at(point)
            # People are drawn small; a tap near one on its own card still
            # picks it (a 48 px touch target), never one on a neighbouring card.
            t = self.board.thing_at(point, "person", min_size=TOUCH_TARGET)
            city = st.players[st.current].city
            if (t is not None and t.key[1] == self.view and city is not None
                    and (t.rect.collidepoint(point)
                         or city.person_pos.get(t.key[2]) == pos)):
                return ("person", t.key[2])
            if pos is not None:
                city = st.players[st.current].city
                filled = city is not None and city.occupied(pos)
                return ("space" if filled else "spot", pos)
            return None
        for row in ("front", "back"):
            for c in range(4):
                if geo.display_rect(row, c).collidepoint(point):
                    return ("display", row, c)
        for i, cid in enumerate(st.pending[:2]):
            if geo.hand[i].collidepoint(point):
                return ("hand", cid)
        for i, aid in enumerate(st.sand_dollar_actions[:2]):
            if geo.sd[i].collidepoint(point):
                return ("sd", aid)
        for c in range(4):
            if geo.lane_cell(c).collidepoint(point):
                return ("lane", c)
        return None

    def offscreen(self) -> dict[int, int]:
        out: dict[int, int] = {}
        for key in self.highlights():
            if key[0] in ("spot", "space"):
                side = self.geo.col_side(key[1][1])
                if side:
                    out[side] = out.get(side, 0) + 1
        return out

    # -- zoom -------------------------------------------------------------------------------
    def help_badges(self) -> dict[tuple, pygame.Rect]:
        """The "?" badges: one on each sand-dollar tile, one on the objective."""
        st = self.view_state
        out: dict[tuple, pygame.Rect] = {}
        half = HELP_BADGE // 2
        for i, aid in enumerate(st.sand_dollar_actions[:2]):
            r = self.geo.sd[i]
            out[("sd", aid)] = pygame.Rect(r.right - half - 4, r.y - half + 10, HELP_BADGE,
                                           HELP_BADGE)
        obj = pygame.Rect(self.layout.rect("objective"))
        out[("objective",)] = pygame.Rect(obj.right - half - 4, obj.bottom - half - 8,
                                          HELP_BADGE, HELP_BADGE)
        return out

    def zoom_target(self, point: tuple[int, int]) -> tuple | None:
        """What a zoom at ``point`` would show: a card, a tile, an action, the objective."""
        st = self.view_state
        thing = self.board.thing_at(point, "card")
        if thing is not None:
            cid = thing.key[1]
            pos = st.card_pos(self.view, cid) if thing.space == "city" else None
            return ("city", self.view, pos) if pos is not None else ("card", cid)
        thing = self.board.thing_at(point, "tile")
        if thing is not None:
            return ("tile", thing.key[1])
        for tid, r in self.tile_slots().items():
            if r.collidepoint(point):
                return ("offer", tid)
        for i, aid in enumerate(st.sand_dollar_actions[:2]):
            if self.geo.sd[i].collidepoint(point):
                return ("sd", aid)
        if pygame.Rect(self.layout.rect("objective")).collidepoint(point):
            return ("objective",)
        return None

    def open_zoom(self, target: tuple) -> None:
        """Show ``target`` large, its icons in words (and what it scores now)."""
        st = self.view_state
        self.zoom.clear()
        kind = target[0]
        if kind == "card":
            helps.open_card(self.app, st.box.cards[target[1]])
        elif kind == "city":
            seat, pos = target[1], target[2]
            helps.open_card(self.app, st.players[seat].city.cards[pos], st, seat, pos)
        elif kind == "tile":
            seat = target[1]
            helps.open_tile(self.app, st.players[seat].city.tile, st, seat)
        elif kind == "offer":
            helps.open_tile(self.app, st.box.tiles[target[1]])
        elif kind == "sd":
            me = st.players[st.current].city if st.phase != "over" else None
            helps.open_sand_dollar(self.app, st.box.sand_dollar_action(target[1]),
                                   me.sand_dollars if me is not None else None)
        elif kind == "objective":
            seat = self.view if st.players[self.view].city is not None else None
            helps.open_objective(self.app, st.box.objectives[st.objective], st, seat)

    def _selection(self) -> tuple:
        ui = self.ui
        if ui is None:
            return ()
        return (ui.buy, ui.chosen, ui.card, ui.swap_first, ui.person, tuple(ui.path))

    def check_long_press(self) -> None:
        """Open the zoom when a press has been held still for ``LONG_PRESS``."""
        p = self.pointer
        if p is None or p.fired or p.moved or self.t - p.t < LONG_PRESS:
            return
        if not p.touch:
            # a mouse press zooms only if the click changed nothing and the button
            # is really still down (a synthetic press is never a long one)
            if not pygame.mouse.get_pressed()[0] or self.match.version != p.version \
                    or self._selection() != p.selection:
                return
        target = self.zoom_target(p.pos)
        if target is not None:
            p.fired = True
            self.open_zoom(target)

    # -- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        touch = bool(event.dict.get("touch", False))
        if event.type == pygame.MOUSEMOTION:
            self.bar.handle(event)
            self.choices.handle(event)
            self.track_press(event)
            if not touch:
                self.hover(event.pos)
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.geo.city.collidepoint(self.app.mouse):
                lo, hi = self.city_cols()
                self.geo.scroll(-event.y - event.x, lo, hi)
            elif pygame.Rect(self.layout.rect("log")).collidepoint(self.app.mouse):
                self.log_view.wheel(event.y)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self.pointer = Press(event.pos, self.t, self.match.version,
                                     self._selection(), touch)
                if self.hints.open and self.hints.close_rect().collidepoint(event.pos):
                    self.hints.close()
                    self.pointer = None
                elif not self.hints.open and self.log_view.press(event.pos):
                    self.pointer = None
                elif not touch:
                    self.left_click(event.pos)
            elif event.button == 3:
                target = self.zoom_target(event.pos)
                if target is not None:
                    self.open_zoom(target)
                elif self.ui is not None:
                    self.ui.cancel()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.log_view.release()
            p, self.pointer = self.pointer, None
            if p is not None and p.touch and not p.fired and not p.moved:
                self.left_click(p.pos)
            return
        if event.type == pygame.KEYDOWN:
            self.key(event)

    def track_press(self, event: pygame.event.Event) -> None:
        """A press that wanders is no longer a tap; a finger drags the city along."""
        self.log_view.drag(event.pos, event.rel)
        p = self.pointer
        if p is None:
            return
        dx, dy = event.pos[0] - p.pos[0], event.pos[1] - p.pos[1]
        if not p.moved and dx * dx + dy * dy > STILL * STILL:
            p.moved = True
        if p.moved and p.touch and self.geo.city.collidepoint(p.pos):
            lo, hi = self.city_cols()
            self.geo.scroll(-event.rel[0] / self.geo.pitch, lo, hi)
            self.geo.camera.snap()

    def hover(self, pos: tuple[int, int]) -> None:
        """Track what the pointer rests on, for the card zoom."""
        st = self.view_state
        obj = None
        key = None
        t = self.board.thing_at(pos, "card")
        if t is not None:
            key, obj = t.key, st.box.cards.get(t.key[1])
        else:
            t = self.board.thing_at(pos, "tile")
            if t is not None:
                city = st.players[t.key[1]].city
                key, obj = t.key, city.tile if city is not None else None
            else:
                for tid, r in self.tile_slots().items():
                    if r.collidepoint(pos):
                        key, obj = ("offer", tid), st.box.tiles[tid]
        self.zoom.hover(key, obj, pos)

    def left_click(self, pos: tuple[int, int]) -> None:
        self.zoom.clear()
        if self.handoff is not None:
            self.handoff = None
            return
        for target, r in self.help_badges().items():
            if r.collidepoint(pos):
                self.open_zoom(target)
                return
        if self.queue.busy:
            self.queue.skip()
            return
        for b in self.bar.buttons:
            if b.hit(pos) and b.name in ("speed", "rules", "menu", "hint"):
                b.click()
                return
        if self.bar.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)):
            return
        if self.choices.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)):
            return
        for i, r in enumerate(self.geo.panels[:self.match.state.n]):
            if r.collidepoint(pos):
                self.set_view(i)
                return
        lo, hi = self.city_cols()
        if self.geo.city_left.collidepoint(pos):
            self.geo.scroll(-3, lo, hi)
            return
        if self.geo.city_right.collidepoint(pos):
            self.geo.scroll(3, lo, hi)
            return
        key = self.key_at(pos)
        if key is not None:
            self.click_key(key)

    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        if self.handoff is not None and k in (pygame.K_SPACE, pygame.K_RETURN,
                                              pygame.K_KP_ENTER):
            self.handoff = None
            return
        if k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.queue.busy:
                self.queue.skip()
            elif k != pygame.K_SPACE:
                self.confirm()
        elif k == pygame.K_ESCAPE:
            if self.ui is not None and (self.ui.person is not None or self.ui.buy is not None
                                        or self.ui.swap_first is not None):
                self.ui.cancel()
            else:
                self.open_menu()
        elif k == pygame.K_BACKSPACE or (k == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            self.undo()
        elif k == pygame.K_F1:
            self.open_rules()
        elif k in (pygame.K_LEFT, pygame.K_RIGHT):
            lo, hi = self.city_cols()
            self.geo.scroll(-2 if k == pygame.K_LEFT else 2, lo, hi)
        elif pygame.K_1 <= k <= pygame.K_4:
            self.set_view(k - pygame.K_1)
