"""Animation beats of the people in the viewed city: new people pop onto
their cards, walks go space by space (dropping footprints), summons and
sends home, and swapped cards carry their people along. Part of the
``Director`` (its board, queue and helpers)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.monica.engine.events import Event
from game.monica.client.table.anim import Call, Step, Tween, Wait, back_out, ease_in_out
from game.monica.client.table.geometry import PERSON_SIZE
from game.monica.client.table.sprites import Thing, meeple_maker

if TYPE_CHECKING:
    from game.monica.client.table.director import Director


class PeopleBeats:
    def __init__(self, director: Director) -> None:
        self.d = director

    def handler(self, kind: str) -> Callable[[Event], None] | None:
        """The beat for a single event of ``kind`` (None: not a people event)."""
        return getattr(self, f"on_{kind}", None)

    def people_added(self, batch: list[Event]) -> None:
        tracks: list[list[Step]] = []
        layout = self.d.board.people_layout(self.d.state, self.d.board.view)
        for k, ev in enumerate(batch):
            if not self.d.viewed(ev.player):
                continue
            pid, kind = ev["person"], ev["people"]
            center = layout.get(pid, self.d.city_center(ev["to"]))
            key = ("person", ev.player, pid)
            t = Thing(key, meeple_maker(self.d.board.pictures, kind),
                      (PERSON_SIZE, PERSON_SIZE), center, space="city", clip=self.d.geo.city)
            t.scale = 0.0
            holder = {"t": t}

            def spawn(h=holder) -> None:
                self.d.board.add(h["t"], "people")

            tracks.append([Wait(0.08 * k), Call(spawn), Tween(t, "scale", 1.0, 0.3, back_out)])
        if tracks:
            self.d.queue.add(*tracks, label="people")

    def on_footprint(self, ev: Event) -> None:
        if not self.d.viewed(ev.player):
            return
        self.d.queue.add(self.footprint_steps(ev.player, tuple(ev["pos"])), label="footprint")

    def footprint_steps(self, player: int, pos) -> list[Step]:
        key = ("fp", player, pos)
        t = Thing(key, lambda size: self.d.board.pictures.token("footprint", size[0]), (34, 34),
                  self.d.board.footprint_center(pos), space="city", clip=self.d.geo.city)
        t.scale = 0.0

        def spawn() -> None:
            self.d.board.add(t, "tokens")

        return [Call(spawn), Tween(t, "scale", 1.0, 0.3, back_out)]

    def on_person_moved(self, ev: Event) -> None:
        if not self.d.viewed(ev.player):
            return
        t = self.d.board.get(("person", ev.player, ev["person"]))
        if t is None:
            return
        prints = [tuple(p) for p in ev.get("footprints", [])]
        steps: list[Step] = [Call(lambda: self.d.board.layer_of(t, "fx"))]
        dropped: set = set()
        path = [tuple(p) for p in ev["path"]]
        for pos in path[1:]:
            c = self.d.city_center(pos)
            steps.append(Tween(t, "pos", (c[0], c[1] + 40), 0.3, ease_in_out))
            if pos in prints and pos not in dropped:
                dropped.add(pos)
                steps.extend(self.footprint_steps(ev.player, pos))
        self.d.queue.add(steps, label="walk")

    def on_person_summoned(self, ev: Event) -> None:
        if not self.d.viewed(ev.player):
            return
        t = self.d.board.get(("person", ev.player, ev["person"]))
        if t is None:
            return
        to = tuple(ev["to"])
        c = self.d.city_center(to)
        self.d.board.layer_of(t, "fx")
        steps: list[Step] = [Tween(t, "scale", 1.5, 0.15),
                             Tween(t, "pos", (c[0], c[1] + 40), 0.45, ease_in_out),
                             Tween(t, "scale", 1.0, 0.15)]
        # a summoned VIP earns a footprint on the card it lands on (EN p.6)
        for pos in {tuple(p) for p in ev.get("footprints", [])}:
            steps.extend(self.footprint_steps(ev.player, pos))
        self.d.queue.add(steps, label="summon")

    def on_person_returned(self, ev: Event) -> None:
        if not self.d.viewed(ev.player):
            return
        t = self.d.board.get(("person", ev.player, ev["person"]))
        if t is None:
            return
        self.d.queue.add([Tween(t, "pos", (t.pos[0], t.pos[1] - 120), 0.45, ease_in_out)],
                       [Tween(t, "alpha", 0, 0.45)], label="return")

    def on_swapped(self, ev: Event) -> None:
        if not self.d.viewed(ev.player):
            return
        a, b = tuple(ev["a"]), tuple(ev["b"])
        ca, cb = ev["cards"]
        ta, tb = self.d.board.get(("card", ca)), self.d.board.get(("card", cb))
        if ta is None or tb is None:
            return
        pa, pb = self.d.city_center(a), self.d.city_center(b)
        tracks: list[list[Step]] = [[Tween(ta, "pos", pb, 0.55, ease_in_out)],
                                    [Tween(tb, "pos", pa, 0.55, ease_in_out)]]
        dx = pb[0] - pa[0]
        for key, spr in list(self.d.board.things.items()):
            if key[0] not in ("person", "fp") or spr.space != "city":
                continue
            home = self.d.geo.space_rect_city(a)
            if home.collidepoint(spr.pos):
                tracks.append([Tween(spr, "pos", (spr.pos[0] + dx, spr.pos[1]), 0.55,
                                     ease_in_out)])
            elif self.d.geo.space_rect_city(b).collidepoint(spr.pos):
                tracks.append([Tween(spr, "pos", (spr.pos[0] - dx, spr.pos[1]), 0.55,
                                     ease_in_out)])
        self.d.queue.add(*tracks, label="swap")
