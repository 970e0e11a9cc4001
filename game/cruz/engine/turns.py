"""A turn of play: one card, and for a building card one or two builds.

"KARTE AUSSPIELEN: Die Spieler spielen reihum jeweils immer genau 1 Karte";
"BAUEN NICHT MÖGLICH: Wenn möglich, muss der Spieler ein Gebäude setzen. Kann
er dies nicht, endet sein Zug sofort nach dem Ausspielen der Baukarte";
"DOPPELZUG: ... 2x direkt hintereinander zu bauen ... Sonderfall bei 2x
Fluss: Kann der Spieler das erste Gebäude nicht bauen, baut er das zweite
(wenn möglich) trotzdem."
"""
from __future__ import annotations

from .building import place, reveal
from .cards import BUILD_INDEX, BuildCard, ScoringCard
from .events import Event, EventKind, event
from .rounds import end_round, next_lander
from .scoring import score_card
from .state import GameState, Phase
from .targets import may_add_on, targets


def play_build(state: GameState, card: BuildCard, kind: BuildCard | None,
               events: list[Event]) -> None:
    seat = state.current
    player = state.seats[seat]
    player.builds[BUILD_INDEX[card]] -= 1
    player.played_builds.append(card)
    state.last_card_player = seat
    double = card is BuildCard.DOUBLE
    build_kind = kind if double and kind is not None else card
    events.append(event(EventKind.CARD_PLAYED, seat, {"card": card, "kind": build_kind}))
    state.build_kind = build_kind
    state.builds_left = 2 if double else 1
    next_build(state, events)


def play_scoring(state: GameState, card: ScoringCard, events: list[Event]) -> None:
    seat = state.current
    player = state.seats[seat]
    player.scoring.remove(card)
    player.played_scoring.append(card)
    state.last_card_player = seat
    events.append(event(EventKind.CARD_PLAYED, seat, {"card": card, "kind": None}))
    score_card(state, card, seat, events)
    end_turn(state, events)


def next_build(state: GameState, events: list[Event]) -> None:
    """Wait for the next build of the card, or end the turn. A build with no
    field to build on is skipped at once (the card stays played)."""
    seat = state.current
    kind = state.build_kind
    assert kind is not None
    while state.builds_left > 0:
        free, extra = targets(state, seat, kind, may_add_on(state, seat))
        if free or extra:
            state.phase = Phase.BUILD
            state.targets = free
            state.add_on_targets = extra
            return
        events.append(event(EventKind.NO_BUILD, seat, {"reason": "no_target", "kind": kind}))
        state.builds_left -= 1
    end_turn(state, events)


def build(state: GameState, f: int, add_on: bool, events: list[Event]) -> None:
    """Build on field ``f`` (a listed target). A face-down tile is revealed first;
    "Er muss dann an dieser Stelle das auf dem Plättchen abgebildete Gebäude
    setzen. Hat er kein passendes Gebäude im Vorrat, endet sein Zug sofort" —
    but for 2x river the second build still follows (DOPPELZUG, Sonderfall)."""
    seat = state.current
    state.builds_left -= 1
    if not state.face_up[f]:
        reveal(state, f, events)
        if not state.seats[seat].supply[state.kind_at[f]]:
            events.append(event(EventKind.NO_BUILD, seat, {
                "reason": "supply", "kind": state.build_kind, "field": state.geo.ids[f],
                "building": state.tile_at[f].building}))
            if state.build_kind is not BuildCard.RIVER:
                state.builds_left = 0
            next_build(state, events)
            return
    place(state, seat, f, events, add_on=add_on)
    next_build(state, events)


def land(state: GameState, f: int, events: list[Event]) -> None:
    """Land on coast field ``f``: building without a card ("ANLANDEN")."""
    seat = state.to_land.pop(0)
    if not state.face_up[f]:            # coast tiles lie face up; a made-up position may not
        reveal(state, f, events)
        if not state.seats[seat].supply[state.kind_at[f]]:
            events.append(event(EventKind.NO_BUILD, seat, {
                "reason": "supply", "landing": True, "field": state.geo.ids[f],
                "building": state.tile_at[f].building}))
            next_lander(state, events)
            return
    place(state, seat, f, events, landing=True)
    next_lander(state, events)


def end_turn(state: GameState, events: list[Event]) -> None:
    """The next player clockwise with cards in hand, or the end of the round."""
    state.build_kind = None
    state.builds_left = 0
    state.targets = ()
    state.add_on_targets = ()
    n = state.players
    for step in range(1, n + 1):
        seat = (state.current + step) % n
        player = state.seats[seat]
        if player.scoring or any(player.builds):
            state.phase = Phase.PLAY
            state.current = seat
            events.append(event(EventKind.TURN_STARTED, seat, {}))
            return
    end_round(state, events)
