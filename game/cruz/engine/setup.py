"""A new game ("VORBEREITUNG"): buildings, tiles, bird chips, scoring cards,
building-card sets, start player and the stones on the track.

Seats are numbered 0.. in clockwise turn order. Age matters twice: "Der älteste
Spieler wählt zuerst" (the sets) and, with the newcomers' option, "Startspieler
des 1. Durchgangs ist dann der jüngste Spieler". ``oldest`` and ``youngest``
name those seats (defaults: seat 0 the oldest, the last seat the youngest).
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from .board import Area, Board, Tile
from .cards import (BUILD_CARDS, BUILDING_INDEX, FULL_SUPPLY, MAX_PLAYERS, MIN_PLAYERS,
                    SCORING_CARDS, SCORING_PER_PLAYER, SET_LETTERS, SETS)
from .events import Event, EventKind, event
from .geometry import geometry_of
from .rounds import next_chooser, start_round
from .state import GameState, Phase, Seat
from .track import note, start_track


def new_game(board: Board, tiles: Sequence[Tile], chips: Sequence[int], players: int,
             seed: int | str | None = None, *, newcomers: bool = False, oldest: int = 0,
             youngest: int | None = None) -> GameState:
    """``start_game`` without its events."""
    return start_game(board, tiles, chips, players, seed, newcomers=newcomers, oldest=oldest,
                      youngest=youngest)[0]


def start_game(board: Board, tiles: Sequence[Tile], chips: Sequence[int], players: int,
               seed: int | str | None = None, *, newcomers: bool = False, oldest: int = 0,
               youngest: int | None = None) -> tuple[GameState, list[Event]]:
    """A game ready for its first decision (a set choice, or with ``newcomers``
    the first landing), and the events of the set-up (the dealt hands are
    private: ``view.events_for``). ``tiles`` are the box's tiles (each dealt onto a field of
    its own area), ``chips`` the bird chips' values. Raises ``ValueError`` for
    bad arguments (too few tiles of an area, a player count out of 2-4, ...)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Santa Cruz is for 2-4 players, not {players}")
    if youngest is None:
        youngest = players - 1 if oldest != players - 1 else 0
    if not (0 <= oldest < players and 0 <= youngest < players) or oldest == youngest:
        raise ValueError(f"oldest ({oldest}) and youngest ({youngest}) must be two seats")
    if any(type(c) is not int or c < 1 for c in chips):
        raise ValueError("bird chips are worth whole points of at least 1")
    geo = geometry_of(board)
    rng = random.Random(seed)
    # "Die Plättchen werden gut gemischt und verdeckt und zufällig auf den Feldern des
    # Plans verteilt ... Überzählige Plättchen kommen ungesehen zurück in die Schachtel."
    pools: dict[Area, list[Tile]] = {a: [t for t in tiles if t.area is a] for a in Area}
    tile_at: list[Tile] = []
    for area in Area:
        rng.shuffle(pools[area])
    for i, f_area in enumerate(geo.area):
        if not pools[f_area]:
            raise ValueError(f"too few {f_area.value} tiles for the board's fields "
                             f"(field {geo.ids[i]})")
        tile_at.append(pools[f_area].pop())
    box = [t for a in Area for t in pools[a]]
    rng.shuffle(box)
    # "Vulkan- und Landplättchen bleiben verdeckt ... Alle Küstenplättchen werden aufgedeckt."
    face_up = [a is Area.COAST for a in geo.area]
    # "Die Vogelchips werden verdeckt gemischt".
    pool = list(chips)
    rng.shuffle(pool)
    # "Ein Spieler mischt die 16 Wertungskarten und verteilt an jeden Spieler verdeckt Karten."
    deck = list(SCORING_CARDS)
    rng.shuffle(deck)
    per = SCORING_PER_PLAYER[players]
    seats = []
    for _ in range(players):
        hand = [deck.pop() for _ in range(per)]
        seats.append(Seat(supply=list(FULL_SUPPLY), destroyed=[0, 0, 0],
                          builds=[0] * len(BUILD_CARDS), scoring=hand, played_builds=[],
                          played_scoring=[], set_letter=None, chips=[], own=[]))
    # The oldest chooses first, "Die anderen Spieler folgen reihum gegen den
    # Uhrzeigersinn", and "Der Spieler, der als Letzter ein Set genommen hat, wird
    # Startspieler". Newcomers: sets dealt at random, the youngest starts.
    choosers = [(oldest - i) % players for i in range(players)]
    start = youngest if newcomers else choosers[-1]
    scores, track = start_track(start, players)
    state = GameState(
        geo=geo, players=players, rng=rng, all_tiles=tuple(tiles), all_chips=tuple(chips),
        tile_at=tile_at, kind_at=[BUILDING_INDEX[t.building] for t in tile_at],
        face_up=face_up, first=[-1] * len(tile_at), second=[-1] * len(tile_at), box_tiles=box,
        chip_pool=pool, deck=deck, seats=seats, scores=scores, track=track, round=1,
        phase=Phase.CHOOSE_SET, current=choosers[0], start_player=start,
        last_player=(start - 1) % players, add_on_used=False, choosers=choosers,
        sets_open=list(SET_LETTERS), piles={}, build_kind=None, builds_left=0, targets=(),
        add_on_targets=(), to_land=[], to_discard=[], last_card_player=start,
        newcomers=newcomers, oldest=oldest, youngest=youngest, ledger=[])
    for seat in range(players):
        note(state, seat, "start", scores[seat])
    events = [event(EventKind.GAME_STARTED, -1, {
        "players": players, "start_player": start, "newcomers": newcomers,
        "oldest": oldest, "youngest": youngest, "choosers": tuple(choosers)})]
    events.append(event(EventKind.TILES_REVEALED, -1, {
        "tiles": tuple((geo.ids[f], tile_at[f]) for f in geo.coast)}))
    for seat, player in enumerate(seats):
        events.append(event(EventKind.CARDS_DEALT, seat, {"cards": tuple(player.scoring)}))
    events.append(event(EventKind.TRACK_PLACED, -1, {
        "scores": tuple(scores), "track": tuple(track)}))
    if newcomers:
        # "Santa-Cruz-Neulingen empfehlen wir, die Sets zufällig zu verteilen."
        letters = rng.sample(SET_LETTERS, players)
        for seat, letter in enumerate(letters):
            state.seats[seat].set_letter = letter
            state.seats[seat].builds = list(SETS[letter])
            events.append(event(EventKind.SET_CHOSEN, seat, {
                "letter": letter, "round": 1, "auto": True, "scoring": ()}))
        state.choosers = []
        state.sets_open = [k for k in SET_LETTERS if k not in letters]
        start_round(state, events)
    else:
        next_chooser(state, events)
    return state, events
