"""The table's sprites, kept in step with the engine state.

``sync`` makes the sprite set match the state exactly (the state is the
truth): cards in the display, taken cards in the hand, the viewed city's
tile, cards, people and footprints, and the food truck and foodie. The
director animates these same sprites between syncs.
"""
from __future__ import annotations

from collections.abc import Sequence
from contextlib import nullcontext
from typing import Any

import pygame

from game.monica.engine.state import GameState
from game.monica.client.pictures import Pictures, people_floor
from game.client import layers
from game.client.layout_record import role
from game.client.theme import Color
from game.monica.client.table.geometry import DISPLAY_SIZE, HAND_SIZE, PERSON_SIZE, TOKEN_SIZE, Geometry, Pos
from game.monica.client.table.sprites import Thing, meeple_maker, tile_maker, token_maker

KIND_ORDER = {"vip": 0, "local": 1, "tourist": 2}
FOOTPRINT_SIZE = 34
PERSON_GAP = 2                # pixels between people standing side by side
FX = layers.LAYER["fx"]       # what flies (dealt cards, people on their way, "+2")


def card_maker(pictures: Pictures, card: Any, face_up: bool = True):
    if face_up:
        return lambda size: pictures.card(card, size)
    return lambda size: pictures.card_back(size)


class Board:
    def __init__(self, geo: Geometry, pictures: Pictures) -> None:
        self.pictures = pictures            # the context's, in its palette
        self.geo = geo
        self.group = layers.new_group()
        self.things: dict[tuple, Thing] = {}
        self.view = 0
        self.state: GameState | None = None

    # -- sprites -----------------------------------------------------------------
    def get(self, key: tuple) -> Thing | None:
        return self.things.get(key)

    def add(self, thing: Thing, layer: str) -> Thing:
        old = self.things.get(thing.key)
        if old is not None and old is not thing:
            old.kill()
        self.things[thing.key] = thing
        layers.add(self.group, thing, layer)
        return thing

    def remove(self, key: tuple) -> None:
        t = self.things.pop(key, None)
        if t is not None:
            t.kill()

    def add_fx(self, thing: Thing, layer: str = "fx") -> Thing:
        """A throwaway sprite (coins, text); it is dropped at the next sync."""
        layers.add(self.group, thing, layer)
        return thing

    def layer_of(self, thing: Thing, layer: str) -> None:
        layers.move_to(self.group, thing, layer)

    # -- homes -------------------------------------------------------------------
    def card_sizes(self) -> tuple:
        return (DISPLAY_SIZE, HAND_SIZE, (self.geo.card_w, self.geo.card_h))

    def person_center(self, pos: Pos, index: int, count: int) -> tuple[float, float]:
        """Centre (city space) of the index-th of ``count`` people on a space:
        side by side on the card (never over each other or over its edge),
        rows upwards from the card's floor (above a street card's "+N" strip)."""
        r = self.geo.space_rect_city(pos)
        step = PERSON_SIZE + PERSON_GAP
        per_row = max(1, (r.w - 2 * PERSON_GAP) // step)
        rows = (count + per_row - 1) // per_row
        row, col = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        x0 = r.centerx - (in_row - 1) * step / 2
        floor = r.y + people_floor(pos[0], r.size)
        y = floor - PERSON_SIZE / 2 - (rows - 1 - row) * step
        return (x0 + col * step, y)

    def people_layout(self, state: GameState, player: int) -> dict[int, tuple[float, float]]:
        city = state.players[player].city
        out: dict[int, tuple[float, float]] = {}
        if city is None:
            return out
        by_pos: dict[Pos, list[int]] = {}
        for pid, pos in city.person_pos.items():
            by_pos.setdefault(pos, []).append(pid)
        for pos, pids in by_pos.items():
            pids.sort(key=lambda p: (KIND_ORDER.get(city.person_kind[p], 3), p))
            for i, pid in enumerate(pids):
                out[pid] = self.person_center(pos, i, len(pids))
        return out

    def footprint_center(self, pos: Pos) -> tuple[float, float]:
        r = self.geo.space_rect_city(pos)
        return (r.right - FOOTPRINT_SIZE // 2 - 6, r.y + r.h * 0.42)

    def content_cols(self, state: GameState, player: int,
                     extra: Sequence[int] = ()) -> tuple[int, int]:
        city = state.players[player].city
        cols = [0] if city is None else [c for _, c in city.spaces()]
        cols += list(extra)
        return (min(cols), max(cols))

    # -- sync ----------------------------------------------------------------------
    def sync(self, state: GameState, view: int, colors: list[Color]) -> None:
        self.state = state
        self.view = view
        geo = self.geo
        want: set[tuple] = set()
        box = state.box

        def place_card(cid: str, center, size, space: str, clip) -> None:
            key = ("card", cid)
            want.add(key)
            t = self.things.get(key)
            if t is None:
                t = self.add(Thing(key, card_maker(self.pictures, box.cards[cid]), size, center, space=space,
                                   clip=clip, native=self.card_sizes()), "cards")
            if not getattr(t, "face_up", True):
                t.set_maker(card_maker(self.pictures, box.cards[cid]))
                t.face_up = True
            t.pos, t.size, t.space, t.clip = center, size, space, clip
            t.scale, t.alpha = 1.0, 255.0
            self.layer_of(t, "cards")

        for row_name, row in (("front", state.front), ("back", state.back)):
            for c, cid in enumerate(row):
                if cid is not None:
                    place_card(cid, geo.display_rect(row_name, c).center, DISPLAY_SIZE,
                               "screen", None)
        for i, cid in enumerate(state.pending[:2]):
            place_card(cid, geo.hand[i].center, HAND_SIZE, "screen", None)

        city = state.players[view].city if 0 <= view < state.n else None
        clip = geo.city
        if city is not None:
            key: tuple[object, ...] = ("tile", view)
            want.add(key)
            rect = geo.tile_rect_city(city.start_col)
            t = self.things.get(key)
            if t is None:
                tile = city.tile
                t = self.add(Thing(key, tile_maker(self.pictures, tile), rect.size,
                                   rect.center, space="city", clip=clip), "cards")
            t.pos, t.space, t.clip, t.scale, t.alpha = rect.center, "city", clip, 1.0, 255.0
            for pos, card in city.cards.items():
                place_card(card.id, geo.space_rect_city(pos).center,
                           (geo.card_w, geo.card_h), "city", clip)
            for pos in city.footprints:
                key = ("fp", view, pos)
                want.add(key)
                t = self.things.get(key)
                if t is None:
                    t = self.add(Thing(key, lambda size: self.pictures.token("footprint", size[0]),
                                       (FOOTPRINT_SIZE, FOOTPRINT_SIZE), (0, 0), space="city",
                                       clip=clip), "tokens")
                t.pos, t.space, t.clip, t.scale, t.alpha = (self.footprint_center(pos), "city",
                                                            clip, 1.0, 255.0)
            for pid, center in self.people_layout(state, view).items():
                key = ("person", view, pid)
                want.add(key)
                kind = city.person_kind[pid]
                t = self.things.get(key)
                if t is None:
                    t = self.add(Thing(key, meeple_maker(self.pictures, kind),
                                       (PERSON_SIZE, PERSON_SIZE), center, space="city",
                                       clip=clip), "people")
                t.pos, t.space, t.clip, t.scale, t.alpha = center, "city", clip, 1.0, 255.0
                self.layer_of(t, "people")
        for token, col in (("truck", state.food_truck), ("foodie", state.foodie)):
            if col is None:
                continue
            key = (token,)
            want.add(key)
            t = self.things.get(key)
            if t is None:
                t = self.add(Thing(key, token_maker(self.pictures, token),
                                   (TOKEN_SIZE, TOKEN_SIZE), (0, 0)), "tokens")
            t.pos, t.scale, t.alpha = geo.token_center(token, col), 1.0, 255.0
        for key in [k for k in self.things if k not in want]:
            self.remove(key)
        for spr in list(self.group.sprites()):
            if not isinstance(spr, Thing) or spr.key not in self.things or \
                    self.things[spr.key] is not spr:
                spr.kill()

    # -- drawing -------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        cam = self.geo.camera.px
        old = canvas.get_clip()
        for spr in self.group.sprites():
            if not isinstance(spr, Thing):
                continue
            img = spr.picture()
            rect = spr.screen_rect(cam)
            spr.rect = rect
            with role("moving") if self.group.get_layer_of_sprite(spr) == FX else nullcontext():
                if spr.clip is not None:
                    canvas.set_clip(spr.clip)
                    canvas.blit(img, rect)
                    canvas.set_clip(old)
                else:
                    canvas.blit(img, rect)

    def thing_at(self, point: tuple[int, int], prefix: str, min_size: int = 0) -> Thing | None:
        """The topmost sprite whose key starts with ``prefix`` under a point.

        With ``min_size`` a sprite smaller than that also answers taps on the
        ``min_size`` square around its centre (touch targets); an exact hit
        still wins, else the nearest such sprite.
        """
        near: list[tuple[float, Thing]] = []
        for spr in reversed(self.group.sprites()):
            if not (isinstance(spr, Thing) and spr.key[0] == prefix):
                continue
            if spr.clip is not None and not spr.clip.collidepoint(point):
                continue
            if spr.rect.collidepoint(point):
                return spr
            r = spr.rect
            area = r.inflate(max(0, min_size - r.w), max(0, min_size - r.h))
            if area.collidepoint(point):
                dx, dy = point[0] - r.centerx, point[1] - r.centery
                near.append((dx * dx + dy * dy, spr))
        if not near:
            return None
        return min(near, key=lambda item: item[0])[1]
