"""Regions of the table: which key (for the interaction model) or zoom
target lies under a point, and where a key is drawn.

Keys: ``("tile", id)`` an offered starting tile, ``("display", row, col)``,
``("hand", card)``, ``("sd", action)``, ``("lane", col)``, and in the viewed
city ``("spot", pos)`` / ``("space", pos)`` / ``("person", id)``. Pure
geometry on pygame Rects: no window needed.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.monica.engine.state import GameState
from game.monica.client.pictures import action_badge_spot, objective_badge_spot
from game.client.layout import Layout
from game.monica.client.table.board import Board
from game.monica.client.table.geometry import Geometry
from game.monica.client.table import tile_choice
from game.monica.client.table.interaction import Key

HELP_BADGE = 48           # a touch target
TOUCH_TARGET = 48         # least tap area of a person in the city (px at 1080p)


class Regions:
    def __init__(self, geo: Geometry, board: Board, layout: Layout,
                 shown: Callable[[], GameState], live: Callable[[], GameState],
                 view: Callable[[], int]) -> None:
        self.geo = geo
        self.board = board
        self.layout = layout
        self.shown = shown          # the state on the table (frozen while animating)
        self.live = live            # the state input acts on
        self.view = view            # whose city is shown

    def tile_slots(self) -> dict[str, pygame.Rect]:
        """Where the offered starting tiles stand while one is being chosen."""
        st = self.shown()
        if st.phase != "choose_tile":
            return {}
        return tile_choice.slots(self.geo.city, list(st.offered_tiles))

    def key_rect(self, key: Key) -> pygame.Rect | None:
        """Where ``key`` is drawn (None: not on the table now)."""
        kind = key[0]
        st = self.shown()
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
                return pygame.Rect(geo.hand[min(st.pending.index(key[1]), 1)])
            return None
        if kind in ("spot", "space"):
            return geo.space_rect(key[1])
        if kind == "person":
            thing = self.board.get(("person", self.view(), key[1]))
            return pygame.Rect(thing.rect) if thing is not None and thing.rect else None
        if kind == "tile":
            return self.tile_slots().get(key[1])
        return None

    def key_at(self, point: tuple[int, int]) -> Key | None:
        """The key a click at ``point`` means (None: nothing to act on)."""
        st = self.live()
        geo = self.geo
        for tid, r in self.tile_slots().items():
            if r.collidepoint(point):
                return ("tile", tid)
        if geo.city.collidepoint(point) and self.view() == st.current:
            return self._city_key(st, point)
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

    def _city_key(self, st: GameState, point: tuple[int, int]) -> Key | None:
        pos = self.geo.pos_at(point)
        # People are drawn small; a tap near one on its own card still
        # picks it (a 48 px touch target), never one on a neighbouring card.
        thing = self.board.thing_at(point, "person", min_size=TOUCH_TARGET)
        city = st.players[st.current].city
        if (thing is not None and thing.key[1] == self.view() and city is not None
                and thing.rect is not None
                and (thing.rect.collidepoint(point)
                     or city.person_pos.get(thing.key[2]) == pos)):
            return ("person", thing.key[2])
        if pos is None:
            return None
        filled = city is not None and city.occupied(pos)
        return ("space" if filled else "spot", pos)

    def offscreen(self, highlights: dict[Key, str]) -> dict[int, int]:
        """Highlighted spaces scrolled out of view, counted per side."""
        out: dict[int, int] = {}
        for key in highlights:
            if key[0] in ("spot", "space"):
                side = self.geo.col_side(key[1][1])
                if side:
                    out[side] = out.get(side, 0) + 1
        return out

    def help_badge_spots(self) -> dict[Key, pygame.Rect]:
        """Where the "?" badges are drawn: in the corner each sand-dollar tile
        and the objective leave free of their printed names (never over a
        title, the log or a neighbour)."""
        st = self.shown()
        out: dict[Key, pygame.Rect] = {}
        for i, aid in enumerate(st.sand_dollar_actions[:2]):
            r = self.geo.sd[i]
            out[("sd", aid)] = action_badge_spot(r.size).move(r.topleft)
        obj = pygame.Rect(self.layout.rect("objective"))
        out[("objective",)] = objective_badge_spot(obj.size).move(obj.topleft)
        return out

    def help_badges(self) -> dict[Key, pygame.Rect]:
        """Where a tap opens a "?" badge's help: its spot, grown to a touch target."""
        return {key: r.inflate(max(0, HELP_BADGE - r.w), max(0, HELP_BADGE - r.h))
                for key, r in self.help_badge_spots().items()}

    def zoom_target(self, point: tuple[int, int]) -> Key | None:
        """What a zoom at ``point`` would show: a card, a tile, an action, the objective."""
        st = self.shown()
        thing = self.board.thing_at(point, "card")
        if thing is not None:
            cid = thing.key[1]
            pos = st.card_pos(self.view(), cid) if thing.space == "city" else None
            return ("city", self.view(), pos) if pos is not None else ("card", cid)
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
