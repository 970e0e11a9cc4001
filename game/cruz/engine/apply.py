"""``apply_action``: check an action, then carry it out and say what happened.

It changes the state only after ``check_action`` passed, and nothing it calls
afterwards raises, so an illegal action leaves the state exactly as it was.
"""
from __future__ import annotations

from .actions import Action, Build, ChooseSet, Discard, Land, PlayBuild, PlayScoring
from .check import check_action
from .events import Event, EventKind, event
from .rounds import next_chooser, next_discarder, take_set
from .state import GameState
from .turns import build, land, play_build, play_scoring


def apply_action(state: GameState, action: Action) -> list[Event]:
    """Carry out ``action`` for the player to act; the events in order. Raises
    ``IllegalAction`` (and changes nothing) unless the action is legal now."""
    check_action(state, action)
    events: list[Event] = []
    if isinstance(action, Build):
        build(state, state.geo.index[action.field], action.add_on, events)
    elif isinstance(action, PlayBuild):
        play_build(state, action.card, action.kind, events)
    elif isinstance(action, PlayScoring):
        play_scoring(state, action.card, events)
    elif isinstance(action, Land):
        land(state, state.geo.index[action.field], events)
    elif isinstance(action, ChooseSet):
        take_set(state, state.current, action.letter, events, auto=False)
        next_chooser(state, events)
    elif isinstance(action, Discard):
        seat = state.current
        player = state.seats[seat]
        player.scoring.remove(action.card)
        player.discarded = action.card
        state.to_discard.pop(0)
        # "... und legt sie in die Schachtel zurück, ohne sie den anderen Spielern zu zeigen."
        events.append(event(EventKind.DISCARDED, seat, {"card": action.card}))
        next_discarder(state, events)
    return events
