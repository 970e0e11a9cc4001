"""Turns the engine's events into animation beats on the board's sprites.

Each event gets a beat (refill events share one): the taken card flies to the
hand, placed cards fly into the city, back cards slide down, new cards are
dealt from the deck and flip, people pop onto cards and walk their paths
space by space, footprints pop, coins fly to the panel, the food truck and
foodie roll along the lane. The animations only move sprites; when the queue
drains the scene re-syncs everything with the state.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.monica.engine.events import Event
from game.monica.engine.state import GameState
from game.client import gfx, theme
from game.monica.client.table.anim import AnimQueue, Call, Step, Tween, Wait, ease_in_out, ease_out, linear
from game.monica.client.table.board import Board, card_maker
from game.monica.client.table.director_people import PeopleBeats
from game.monica.client.table.geometry import DISPLAY_SIZE, HAND_SIZE, TOKEN_SIZE
from game.monica.client.table.sprites import Thing, still_maker, token_maker

REFILL = ("card_slid", "card_dealt")


class Director:
    state: GameState      # the state after the events being animated (set by ``play``)

    def __init__(self, board: Board, queue: AnimQueue,
                 banner: Callable[[str, theme.Color | None], None]) -> None:
        self.board = board
        self.queue = queue
        self.banner = banner
        self.colors: list[theme.Color] = []
        self._side: list[tuple[Thing, float]] = []
        self.people = PeopleBeats(self)

    @property
    def geo(self):
        return self.board.geo

    # -- helpers -------------------------------------------------------------------
    def _screen(self, thing: Thing) -> tuple[float, float]:
        cam = self.geo.camera.px
        return (thing.pos[0] - cam, thing.pos[1]) if thing.space == "city" else thing.pos

    def city_center(self, pos) -> tuple[float, float]:
        return self.geo.space_rect_city(tuple(pos)).center

    def viewed(self, player: int) -> bool:
        return player == self.board.view

    def _panel_coin(self, player: int) -> tuple[float, float]:
        r = self.geo.panels[player]
        return (r.x + 40, r.bottom - 20)      # the coin of the panel's counts

    def _text(self, s: str, at: tuple[float, float], color: theme.Color, size: int = 34,
              coin: bool = False) -> Thing:
        """A pop-up text (with ``coin``: followed by a sand-dollar token, so
        "+2" reads as sand dollars, not as money)."""
        img = gfx.text(s, size, color, True)
        shadow = gfx.text(s, size, theme.SHADOW, True)
        h = img.get_height()
        token = self.board.pictures.token("sand_dollar", h - 4) if coin else None
        extra = token.get_width() + 4 if token is not None else 0
        surf = pygame.Surface((img.get_width() + 3 + extra, h + 3), pygame.SRCALPHA)
        surf.blit(shadow, (3, 3))
        surf.blit(img, (0, 0))
        if token is not None:
            surf.blit(token, (img.get_width() + 4, 2))
        t = Thing(("fx", "text"), still_maker(surf), surf.get_size(), at,
                  native=(surf.get_size(),))
        t.alpha = 0
        return self.board.add_fx(t)

    def _pop_text(self, s: str, at: tuple[float, float], color: theme.Color,
                  size: int = 34, coin: bool = False) -> list[Step]:
        holder: dict[str, Thing] = {}

        def make() -> None:
            holder["t"] = self._text(s, at, color, size, coin)
            holder["t"].alpha = 255

        def rise() -> None:
            t = holder.get("t")
            if t is not None:
                self.queue_side(t)

        return [Call(make), Call(rise), Wait(0.35)]

    def queue_side(self, t: Thing) -> None:
        """Fade a pop-up text on its own (it does not hold up the queue)."""
        self._side.append((t, 0.0))

    def update_side(self, dt: float) -> None:
        keep = []
        for t, age in self._side:
            age += dt
            t.pos = (t.pos[0], t.pos[1] - 40 * dt)
            t.alpha = max(0.0, 255 * (1 - max(0.0, age - 0.5) / 0.6))
            if age < 1.1:
                keep.append((t, age))
            else:
                t.kill()
        self._side = keep

    # -- entry point ---------------------------------------------------------------
    def play(self, events: list[Event], state: GameState, colors: list[theme.Color],
             release: Callable[[float], None] | None = None) -> None:
        """Queue the beats of ``events``. ``release(k)`` (the log's) is called as
        the beat of event ``k`` starts, and with ``len(events)`` at the end, so a
        log line shows when its animation plays."""
        self.state = state
        self.colors = colors
        i = 0
        while i < len(events):
            ev = events[i]
            batch = [ev]
            if ev.kind in REFILL or ev.kind == "person_added":
                same = REFILL if ev.kind in REFILL else ("person_added",)
                while i + len(batch) < len(events) and events[i + len(batch)].kind in same:
                    batch.append(events[i + len(batch)])
            i += len(batch)
            self._release(release, i - 1)
            if ev.kind in REFILL:
                self._refill(batch)
            elif ev.kind == "person_added":
                self.people.people_added(batch)
            else:
                handler = getattr(self, f"_on_{ev.kind}", None) or self.people.handler(ev.kind)
                if handler is not None:
                    handler(ev)
        self._release(release, len(events))

    def _release(self, release: Callable[[float], None] | None, upto: int) -> None:
        if release is not None:
            self.queue.add([Call(lambda: release(upto))], label="log")

    # -- events ----------------------------------------------------------------------
    def _on_card_taken(self, ev: Event) -> None:
        t = self.board.get(("card", ev["card"]))
        if t is None:
            return
        idx = self.state.pending.index(ev["card"]) if ev["card"] in self.state.pending else 0
        dest = self.geo.hand[min(idx, 1)].center
        self.board.layer_of(t, "fx")
        self.queue.add([Tween(t, "pos", dest, 0.45, ease_in_out),
                        ], [Tween(t, "size", HAND_SIZE, 0.45, ease_in_out)], label="take")

    def _on_token_moved(self, ev: Event) -> None:
        t = self.board.get((ev["token"],))
        if t is None:
            return
        # in flight while it rolls (the layout check reads it where it stops)
        steps: list[Step] = [Call(lambda: self.board.layer_of(t, "fx"))]
        path = list(ev["path"])
        for a, b in zip(path, path[1:], strict=False):
            if b < a:     # wrap around: leave right, come back from the left
                steps.append(Tween(t, "pos", (self.geo.lane.right + TOKEN_SIZE, t.pos[1]), 0.15,
                                   linear))
                steps.append(Tween(t, "pos", (self.geo.lane.x - TOKEN_SIZE, t.pos[1]), 0.0,
                                   linear))
            steps.append(Tween(t, "pos", self.geo.token_center(ev["token"], b), 0.28, ease_out))
        steps.append(Call(lambda: self.board.layer_of(t, "tokens")))
        self.queue.add(steps, label="token")

    def _on_card_placed(self, ev: Event) -> None:
        t = self.board.get(("card", ev["card"]))
        if t is None:
            return
        if not self.viewed(ev.player):
            self.queue.add([Tween(t, "alpha", 0, 0.3)], label="place-away")
            return
        pos = tuple(ev["to"])
        lo, hi = self.board.content_cols(self.state, ev.player, [pos[1]])
        geo = self.geo

        def aim() -> None:
            geo.fit(lo, hi, keep=pos[1])
            geo.camera.snap()
            t.to_city_space(geo.camera.px)

        self.board.layer_of(t, "fx")
        dest = self.city_center(pos)
        self.queue.add([Call(aim), Tween(t, "pos", dest, 0.5, ease_in_out)],
                       [Wait(0.0), Tween(t, "size", (geo.card_w, geo.card_h), 0.5, ease_in_out)],
                       label="place")

    def _on_dollars(self, ev: Event) -> None:
        n = ev["n"]
        if n == 0 or not 0 <= ev.player < len(self.geo.panels):
            return
        panel = self._panel_coin(ev.player)
        src = ev.get("source")
        if n > 0:
            start = self._dollar_source(src, ev.player)
            end = panel
        else:
            start = panel
            i = list(self.state.sand_dollar_actions).index(src) \
                if src in self.state.sand_dollar_actions else 0
            end = self.geo.sd[i].center
        tracks: list[list[Step]] = []
        for k in range(min(abs(n), 5)):
            coin = Thing(("fx", "coin"), lambda size: self.board.pictures.token("sand_dollar", size[0]),
                         (40, 40), start)
            coin.alpha = 0
            holder = {"c": coin}

            def show(h=holder) -> None:
                self.board.add_fx(h["c"])
                h["c"].alpha = 255

            def hide(h=holder) -> None:
                h["c"].kill()

            tracks.append([Wait(0.1 * k), Call(show), Tween(coin, "pos", end, 0.5, ease_in_out),
                           Call(hide)])
        tracks.append(self._pop_text(f"{n:+d}", (panel[0] + 40, panel[1] - 20),
                                     (250, 214, 90) if n > 0 else theme.DANGER, 30, coin=True))
        self.queue.add(*tracks, label="dollars")

    def _dollar_source(self, src: Any, player: int) -> tuple[float, float]:
        if src == "food_truck":
            t = self.board.get(("truck",))
            if t is not None:
                return self._screen(t)
        if src and src in self.state.box.cards:
            t = self.board.get(("card", src))
            if t is not None:
                return self._screen(t)
        if src == "setup" and self.viewed(player):
            t = self.board.get(("tile", player))
            if t is not None:
                return self._screen(t)
        return self.geo.deck.center

    def _refill(self, batch: list[Event]) -> None:
        tracks: list[list[Step]] = []
        delay = 0.0
        for ev in batch:
            row, col = ev["to"]
            dest = self.geo.display_rect(row, col).center
            if ev.kind == "card_slid":
                t = self.board.get(("card", ev["card"]))
                if t is not None:
                    tracks.append([Tween(t, "pos", dest, 0.35, ease_in_out)])
            else:
                card = self.state.box.cards[ev["card"]]
                t = Thing(("card", ev["card"]), card_maker(self.board.pictures, card, False), DISPLAY_SIZE,
                          self.geo.deck.center, native=self.board.card_sizes())
                t.face_up = False
                t.alpha = 0

                def deal(t=t) -> None:
                    self.board.add(t, "fx")
                    t.alpha = 255

                def flip(t=t, card=card) -> None:
                    t.set_maker(card_maker(self.board.pictures, card))
                    t.face_up = True

                tracks.append([Wait(0.3 + delay), Call(deal),
                               Tween(t, "pos", dest, 0.4, ease_in_out),
                               Tween(t, "scale", 0.9, 0.08), Call(flip),
                               Tween(t, "scale", 1.0, 0.1)])
                delay += 0.12
        if tracks:
            self.queue.add(*tracks, label="refill")

    def _on_food_truck_placed(self, ev: Event) -> None:
        tracks: list[list[Step]] = []
        for token, col in (("truck", ev["truck"]), ("foodie", ev["foodie"])):
            t = Thing((token,), token_maker(self.board.pictures, token),
                      (TOKEN_SIZE, TOKEN_SIZE), (self.geo.lane.x - TOKEN_SIZE,
                                                 self.geo.lane.centery))
            holder = {"t": t}

            def spawn(h=holder) -> None:
                self.board.add(h["t"], "tokens")

            tracks.append([Call(spawn), Tween(t, "pos", self.geo.token_center(token, col), 0.7,
                                              ease_out)])
        self.queue.add(*tracks, label="truck")

    def _on_reward(self, ev: Event) -> None:
        words = self.board.pictures.words
        if ev["truck"] and ev["foodie"]:
            self.queue.add(self._pop_text(words.t("table.ui.anim.lucky"), self.geo.lane.center,
                                          theme.HILITE, 40),
                           label="reward")

    def _on_final_round(self, ev: Event) -> None:
        trigger = ev.get("trigger", ev.player)
        players = self.state.players
        name = players[trigger].name if 0 <= trigger < len(players) else "?"
        text = self.board.pictures.words.about("play.final_round", name)
        self.queue.add([Call(lambda: self.banner(text, theme.DANGER)), Wait(0.9)],
                       label="final")

    def _on_passed(self, ev: Event) -> None:
        words = self.board.pictures.words
        self.queue.add(self._pop_text(words.t("play.pass"), self.geo.lane.center, theme.INK, 40),
                       label="pass")
