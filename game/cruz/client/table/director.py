"""Turns what an action did (the engine's events, as the viewing seat sees
them) into beats of the animation queue, in the rulebook's order.

A card flies from the hand to the cards played; a building slides from its
owner's supply to its field ("AUS DEM VORRAT SETZEN"); its points move the
stone; a bird chip flies to its new owner; the tiles next to it turn ("PLÄTTCHEN
AUFDECKEN"). A scoring card is shown large with every player's points and fish
bonus while the stones move one after another, the player first, then
clockwise. The eruption shakes the volcano and its buildings are cleared; at
the end the bird chips are turned one by one. Each beat changes the table's
model as it plays and shows its log line; a skipped queue leaves the same
picture.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from game.client.anim import AnimQueue, Call, Step, Tween, Wait, ease_in_out, ease_out
from game.cruz.client.table.banner import Banners
from game.cruz.client.table.board_view import BoardView
from game.cruz.client.table.model import TableModel
from game.cruz.client.table.sprites import Sprites
from game.cruz.client.table.track_view import TrackView
from game.cruz.engine import Building, BuildCard, Event, EventKind, ScoringCard

Point = tuple[float, float]


class Value:
    """A number a tween moves that lives in a dict (a flip, a moving stone)."""

    def __init__(self, into: dict, key: object, start: float) -> None:
        self.into, self.key = into, key
        into[key] = start

    @property
    def v(self) -> float:
        return float(self.into.get(self.key, 0.0))

    @v.setter
    def v(self, value: float) -> None:
        self.into[self.key] = value


class Director:
    def __init__(self, queue: AnimQueue, model: Callable[[], TableModel], board: BoardView,
                 track: TrackView, sprites: Sprites, banners: Banners,
                 spots: "Spots", sound: Callable[[str], None]) -> None:
        self.queue, self.model, self.board, self.track = queue, model, board, track
        self.sprites, self.banners, self.spots, self.sound = sprites, banners, spots, sound

    def play(self, events: list[Event], releases: list[Callable[[], None]]) -> None:
        """Queue the beats of ``events`` (``releases[i]`` shows event i's log line)."""
        scoring = False
        for ev, release in zip(events, releases, strict=True):
            handler = getattr(self, "_" + ev.kind.value, None)
            first: list[Step] = [Call(release), Call(partial(self._apply, ev))]
            if handler is None:
                self.queue.add(first, label=ev.kind.value)
                continue
            tracks = handler(ev)
            self.queue.add(first + tracks[0], *tracks[1:], label=ev.kind.value)
            scoring = scoring or ev.kind is EventKind.SCORING
        if scoring:
            self.queue.add([Wait(0.7), Call(self.banners.close)], label="scoring_done")

    def moving(self, seconds: float) -> float:
        """How long a thing moves: with reduced motion it is at once where it goes."""
        return 1e-6 if self.queue.motion.reduced else seconds

    def _apply(self, ev: Event) -> None:
        self.model().apply(ev)

    def _stop(self, seat: int) -> None:
        self.track.moving.pop(seat, None)

    # -- a card, a building, a chip ----------------------------------------------------
    def _card_played(self, ev: Event) -> list[list[Step]]:
        model = self.model()
        start = self.spots.hand_card(ev["card"]) if ev.player == model.viewer else \
            self.spots.panel(ev.player)
        end = self.spots.played(ev.player, len(model.seats[ev.player].played_builds) +
                                len(model.seats[ev.player].played_scoring))
        flyer = self.sprites.fly(self.spots.card_image(ev["card"]), start)
        return [[Call(lambda: self.sound("card")),
                 Tween(flyer, "pos", end, 0.35, ease_in_out), Tween(flyer, "scale", 0.3, 0.1),
                 Call(flyer.kill), Call(lambda: self.model().card_played(ev))]]

    def _built(self, ev: Event) -> list[list[Step]]:
        model = self.model()
        fid = ev["field"]
        here = len(model.occupants[model.index[fid]])
        end = self.board.building_spot(fid, here, here + 1)
        flyer = self.sprites.fly(self.spots.building_image(ev.player, ev["building"]),
                                 self.spots.supply(ev.player, ev["building"]), "tokens")
        flyer.scale = 0.7
        points = self.banners.float_points(ev["points"], end)
        return [[Call(lambda: self.model().building_left(ev)),
                 Tween(flyer, "pos", end, 0.5, ease_in_out), Call(flyer.kill),
                 Call(lambda: self.model().built(ev)), Call(lambda: self.sound("build"))],
                [Tween(flyer, "scale", 1.0, 0.5)],
                [Wait(0.5), Call(points.show), Tween(points, "pos", (end[0], end[1] - 40), 0.5,
                                                     ease_out), Call(points.kill)]]

    def _chip_drawn(self, ev: Event) -> list[list[Step]]:
        flyer = self.sprites.fly(self.spots.chip_image(), self.spots.chip_pool())
        return [[Tween(flyer, "pos", self.spots.chip(ev.player), 0.4, ease_in_out),
                 Call(flyer.kill), Call(lambda: self.model().chip_drawn(ev))]]

    def _no_chip_left(self, ev: Event) -> list[list[Step]]:
        return [[Wait(0.2)]]

    def _no_build(self, ev: Event) -> list[list[Step]]:
        return [[Call(lambda: self.banners.note("no_build", ev)), Wait(0.8)]]

    # -- tiles and stones ------------------------------------------------------------
    def _tiles_revealed(self, ev: Event) -> list[list[Step]]:
        tracks: list[list[Step]] = []
        for fid, tile in ev["tiles"]:
            value = Value(self.board.flips, fid, 0.0)
            del self.board.flips[fid]

            def begin(fid: str = fid, tile: object = tile, value: Value = value) -> None:
                self.model().revealed(fid, tile)  # type: ignore[arg-type]
                value.v = 0.0

            tracks.append([Call(begin), Tween(value, "v", 1.0, self.moving(0.45), ease_in_out),
                           Call(partial(self._unflip, fid))])
        tracks[0].insert(0, Call(lambda: self.sound("flip")))
        return tracks

    def _unflip(self, fid: str) -> None:
        self.board.flips.pop(fid, None)

    def _scored(self, ev: Event) -> list[list[Step]]:
        moving = Value(self.track.moving, ev.player, float(ev["from"]))
        del self.track.moving[ev.player]
        steps = abs(ev["points"])
        return [[Call(lambda: setattr(moving, "v", float(ev["from"]))),
                 Tween(moving, "v", float(ev["to"]), self.moving(min(1.4, 0.25 + 0.06 * steps)),
                       ease_in_out),
                 Call(partial(self._stop, ev.player)),
                 Call(lambda: self.model().scored(ev)), Wait(0.1)]]

    # -- scoring, eruption, rounds, the end ------------------------------------------
    def _scoring(self, ev: Event) -> list[list[Step]]:
        return [[Call(lambda: self.banners.scoring(ev)), Call(lambda: self.sound("score")),
                 Wait(1.2)]]

    def _eruption(self, ev: Event) -> list[list[Step]]:
        model = self.model()
        shake = [Call(lambda: self.sound("eruption")),
                 Tween(model, "erupting", 1.0, 0.25), Wait(0.5),
                 Tween(model, "erupting", 0.0, 0.35)]
        tracks = [shake]
        for fid, seat, building in ev["removed"]:
            spot = self.board.building_spot(fid)
            flyer = self.sprites.fly(self.spots.building_image(seat, building), spot)
            tracks.append([Call(partial(self._remove, fid, seat)),
                           Tween(flyer, "pos", (spot[0], spot[1] - 70), 0.8, ease_out),
                           Call(flyer.kill)])
            tracks.append([Tween(flyer, "alpha", 0.0, 0.8)])
        return tracks

    def _buildings_returned(self, ev: Event) -> list[list[Step]]:
        tracks: list[list[Step]] = [[Wait(0.2)]]
        model = self.model()
        for fid, seat in ev["fields"]:
            tile = model.tiles[model.index[fid]]
            if tile is None:
                continue
            flyer = self.sprites.fly(self.spots.building_image(seat, tile.building),
                                     self.board.building_spot(fid))
            tracks.append([Call(partial(self._remove, fid, seat)),
                           Tween(flyer, "pos", self.spots.supply(seat, tile.building), 0.6,
                                 ease_in_out), Call(flyer.kill)])
        return tracks

    def _remove(self, fid: str, seat: int) -> None:
        self.model().removed(fid, seat)

    def _round_started(self, ev: Event) -> list[list[Step]]:
        return [[Call(lambda: self.banners.note("round", ev)), Wait(1.1),
                 Call(self.banners.close)]]

    def _birds_revealed(self, ev: Event) -> list[list[Step]]:
        seat = self.model().seats[ev.player]
        steps: list[Step] = [Call(lambda: self.banners.note("birds", ev))]
        for _ in ev["values"]:
            steps += [Call(lambda: setattr(seat, "revealed", seat.revealed + 1)),
                      Call(lambda: self.sound("flip")), Wait(0.35)]
        return [steps + [Wait(0.3), Call(self.banners.close)]]

    def _game_over(self, ev: Event) -> list[list[Step]]:
        return [[Call(lambda: self.banners.note("winner", ev)), Call(lambda: self.sound("tally")),
                 Wait(1.6)]]


@dataclass(frozen=True)
class Spots:
    """Where things are on the table and what they look like (the scene gives these)."""

    hand_card: Callable[[BuildCard | ScoringCard], Point]
    panel: Callable[[int], Point]
    played: Callable[[int, int], Point]
    supply: Callable[[int, Building], Point]
    chip: Callable[[int], Point]
    chip_pool: Callable[[], Point]
    card_image: Callable[[BuildCard | ScoringCard], pygame.Surface]
    building_image: Callable[[int, Building], pygame.Surface]
    chip_image: Callable[[], pygame.Surface]
