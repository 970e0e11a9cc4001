"""Input for the play scene: what is under the pointer (keys for the
interaction model), clicks, keys, the mouse wheel and hovering for the zoom."""
from __future__ import annotations

import pygame


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
        st = self.session.state
        geo = self.geo
        for tid, r in self.tile_slots().items():
            if r.collidepoint(point):
                return ("tile", tid)
        if geo.city.collidepoint(point) and self.view == st.current:
            t = self.board.thing_at(point, "person")
            if t is not None and t.key[1] == self.view:
                return ("person", t.key[2])
            pos = geo.pos_at(point)
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

    # -- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.bar.handle(event)
            self.choices.handle(event)
            self.hover(event.pos)
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.geo.city.collidepoint(self.app.mouse):
                lo, hi = self.city_cols()
                self.geo.scroll(-event.y - event.x, lo, hi)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self.left_click(event.pos)
            elif event.button == 3 and self.ui is not None:
                self.ui.cancel()
            return
        if event.type == pygame.KEYDOWN:
            self.key(event)

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
        if self.queue.busy:
            self.queue.skip()
            return
        for b in self.bar.buttons:
            if b.hit(pos) and b.name in ("speed", "rules", "menu"):
                b.click()
                return
        if self.bar.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)):
            return
        if self.choices.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)):
            return
        for i, r in enumerate(self.geo.panels[:self.session.state.n]):
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
