"""The course of a game between turns: a round's start and landing, the end of
round 1 and the preparations of round 2, the end of the game.

Rulebook sections "ANLANDEN", "ENDE DES DURCHGANGS", "2. DURCHGANG" and
"SPIELENDE".
"""
from __future__ import annotations

from .cards import BUILD_CARDS, FULL_SUPPLY, SETS, BuildCard
from .events import Event, EventKind, event
from .state import GameState, Phase
from .targets import targets
from .track import enter, note


def start_round(state: GameState, events: list[Event]) -> None:
    """Start a round with the landing: "Der Durchgang beginnt damit, dass reihum
    jeder Spieler an der Küste anlandet, ohne 1 Baukarte zu spielen"."""
    n = state.players
    start = state.start_player
    # "Der Spieler, der im aktuellen Durchgang als Letzter am Zug ist" is the one
    # before the start player in clockwise order.
    state.last_player = (start - 1) % n
    state.add_on_used = False
    state.to_land = [(start + i) % n for i in range(n)]
    events.append(event(EventKind.ROUND_STARTED, -1, {
        "round": state.round, "start_player": start, "last_player": state.last_player,
        "order": tuple(state.to_land)}))
    next_lander(state, events)


def next_lander(state: GameState, events: list[Event]) -> None:
    """The next player to land, or the first turn of play. A player who finds no
    free coast field to build on cannot land and is passed over ("Wenn möglich,
    muss der Spieler ein Gebäude setzen. Kann er dies nicht, endet sein Zug")."""
    while state.to_land:
        seat = state.to_land[0]
        free, _ = targets(state, seat, BuildCard.SHIP, False)
        if free:
            state.phase = Phase.LANDING
            state.current = seat
            state.targets = free
            state.add_on_targets = ()
            return
        events.append(event(EventKind.NO_BUILD, seat, {"reason": "no_target", "landing": True,
                                                       "kind": BuildCard.SHIP}))
        state.to_land.pop(0)
    state.targets = ()
    state.phase = Phase.PLAY
    state.current = state.start_player
    events.append(event(EventKind.TURN_STARTED, state.current, {}))


def take_set(state: GameState, seat: int, letter: str, events: list[Event], auto: bool) -> None:
    """``seat`` takes the set ``letter``: in round 1 its building cards join the
    dealt scoring cards; in round 2 the face-up set comes "inkl. Wertungskarten"."""
    player = state.seats[seat]
    player.set_letter = letter
    player.builds = list(SETS[letter])
    if state.round == 2:
        player.scoring = list(state.piles[letter])
    state.sets_open.remove(letter)
    state.choosers.remove(seat)
    events.append(event(EventKind.SET_CHOSEN, seat, {
        "letter": letter, "round": state.round, "auto": auto,
        "scoring": tuple(player.scoring) if state.round == 2 else ()}))


def next_chooser(state: GameState, events: list[Event]) -> None:
    """The next chooser, or the end of the choice. "Bei 4 Spielern kann der Letzte
    nicht wählen, sondern muss das verbliebene Set nehmen"; in round 2 "Der
    Spieler, der auf der Wertungsleiste vorne liegt, muss das verbliebene
    Kartenset nehmen": a last chooser with one set left takes it at once."""
    if len(state.choosers) == 1 and len(state.sets_open) == 1:
        take_set(state, state.choosers[0], state.sets_open[0], events, auto=True)
    if state.choosers:
        state.phase = Phase.CHOOSE_SET
        state.current = state.choosers[0]
        return
    if state.round == 1:
        start_round(state, events)
        return
    # Round 2: "WERTUNGSKARTE ABWERFEN: Zusätzlich zu den eben gewählten Handkarten
    # nehmen die Spieler nun auch die vorhin gezogene Wertungskarte auf die Hand".
    n = state.players
    for player in state.seats:
        if player.drawn is not None:
            player.scoring.append(player.drawn)
    state.to_discard = [(state.start_player + i) % n for i in range(n)
                        if state.seats[(state.start_player + i) % n].scoring]
    next_discarder(state, events)


def next_discarder(state: GameState, events: list[Event]) -> None:
    """The next player to discard a scoring card, or round 2's start."""
    if state.to_discard:
        state.phase = Phase.DISCARD
        state.current = state.to_discard[0]
        return
    start_round(state, events)


def end_round(state: GameState, events: list[Event]) -> None:
    """"Der Durchgang endet, wenn alle Spieler alle Handkarten ausgespielt haben."."""
    events.append(event(EventKind.ROUND_ENDED, -1, {"round": state.round}))
    if state.round == 2:
        end_game(state, events)
    else:
        prepare_round_2(state, events)


def prepare_round_2(state: GameState, events: list[Event]) -> None:
    """"ABRÄUMEN: Jeder nimmt alle Gebäude seiner Farbe zurück in seinen Vorrat.
    Auch eventuell vom Vulkan zerstörte. Die Vogelchips bleiben ... Auch die
    Plättchen bleiben so liegen wie sie sind." Then "1 NEUE WERTUNGSKARTE
    ZIEHEN" and "HANDKARTEN WÄHLEN: Der Spieler, der auf der Zählleiste hinten
    liegt, beginnt ... Es folgt der Spieler mit dem vorletzten Platz"."""
    n = state.players
    returned = []
    for f, seat in enumerate(state.first):
        if seat >= 0:
            returned.append((state.geo.ids[f], seat))
            state.first[f] = -1
        if state.second[f] >= 0:
            returned.append((state.geo.ids[f], state.second[f]))
            state.second[f] = -1
    for player in state.seats:
        if player.set_letter is not None:
            state.piles[player.set_letter] = tuple(player.played_scoring)
        player.supply = list(FULL_SUPPLY)
        player.destroyed = [0, 0, 0]
        player.own = []
        player.played_builds = []
        player.played_scoring = []
        player.builds = [0] * len(BUILD_CARDS)
        player.scoring = []
        player.set_letter = None
    events.append(event(EventKind.BUILDINGS_RETURNED, -1, {"fields": tuple(returned)}))
    state.round = 2
    state.add_on_used = False
    for i in range(n):
        seat = (state.start_player + i) % n
        card = state.deck.pop() if state.deck else None
        state.seats[seat].drawn = card
        events.append(event(EventKind.SCORING_CARD_DRAWN, seat, {"card": card}))
    # "NEUER STARTSPIELER: Der Spieler, der auf der Wertungsleiste hinten liegt,
    # wird Startspieler des 2. Durchgangs."
    state.start_player = state.track[-1]
    state.choosers = state.track[::-1]
    state.sets_open = sorted(state.piles)
    next_chooser(state, events)


def end_game(state: GameState, events: list[Event]) -> None:
    """"PUNKTE FÜR VOGELCHIPS: Beginnend mit dem Spieler, der die letzte Karte
    gespielt hat, decken die Spieler reihum ihre Vogelchips auf und punkten."
    """
    n = state.players
    for i in range(n):
        seat = (state.last_card_player + i) % n
        chips = state.seats[seat].chips
        points = sum(chips)
        events.append(event(EventKind.BIRDS_REVEALED, seat, {
            "values": tuple(chips), "points": points}))
        note(state, seat, "birds", points)
        enter(state, seat, points, "birds", events)
    state.phase = Phase.GAME_OVER
    state.targets = ()
    state.add_on_targets = ()
    events.append(event(EventKind.GAME_OVER, -1, {
        "ranking": tuple(state.track), "scores": tuple(state.scores)}))
