"""The score track: entering points, the order of the stones, the ranking.

Scores are plain integers: the 50-steps of the box ("50ER-STUFEN") only help a
stone go round the printed track, so a score of 51 is a stone on 1 with one
50-step. The order of ``state.track`` (front to back) is the tie order:
"HINTEN ANSTELLEN: Kommt ein Zählstein auf ein Feld, auf dem bereits ein Stein
steht ... wird er hinter alle dort stehenden Zählsteine ... gesetzt, so dass
eine eindeutige Reihenfolge entsteht."
"""
from __future__ import annotations

from .events import Event, EventKind, event
from .state import GameState


def note(state: GameState, seat: int, item: str, points: int) -> None:
    """Keep ``points`` of ``seat`` under ``item`` in the ledger (score_breakdown)."""
    state.ledger.append((seat, state.round, item, points))


def enter(state: GameState, seat: int, points: int, item: str, events: list[Event]) -> None:
    """Move ``seat``'s stone by ``points`` (``item`` names them in the event).

    A stone with 0 points does not move. A stone that moves, forwards or
    backwards (the eruption: "Kommt er dabei auf ein Feld, auf dem bereits ein
    Stein steht, stellt er sich ganz normal hinten an"), stands behind every
    stone already on its new score and in front of every lower one.
    """
    if points == 0:
        return
    scores = state.scores
    old = scores[seat]
    new = old + points
    scores[seat] = new
    track = state.track
    track.remove(seat)
    at = 0
    n = len(track)
    while at < n and scores[track[at]] >= new:
        at += 1
    track.insert(at, seat)
    events.append(event(EventKind.SCORED, seat, {
        "points": points, "from": old, "to": new, "place": at, "track": tuple(track),
        "item": item}))


def start_track(start_player: int, players: int) -> tuple[list[int], list[int]]:
    """Scores and track at the start: "STARTSPIELER Setzt den Zählstein auf die 0.
    2. SPIELER ... auf die 1. 3. SPIELER ... auf die 2. 4. SPIELER ... auf die 3."."""
    scores = [0] * players
    for step in range(players):
        scores[(start_player + step) % players] = step
    track = sorted(range(players), key=lambda s: -scores[s])
    return scores, track
