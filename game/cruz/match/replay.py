"""Playing a recorded game again: its setup and its actions, nothing else.

The engine draws nothing random after the set-up, so the seed and the action
log are the whole game: ``replay`` rebuilds every step (the state before and
after, the events), ``final_state`` only the end. ``log_to_json`` and
``log_from_json`` are the log as plain JSON (a save, a bug report).
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from game.cruz.engine import (Action, Event, GameState, IllegalAction, action_from_json,
                              action_to_json, apply_action, clone)

from game.cruz.match.setup import Components, MatchSetup


@dataclass(frozen=True)
class Step:
    """One replayed action: what it did, the table before it and after it."""
    index: int
    action: Action
    events: list[Event]
    before: GameState
    after: GameState


def replay(setup: MatchSetup, actions: Sequence[Action],
           box: Components | None = None) -> Iterator[Step]:
    """Every step of ``actions`` from ``setup``; each ``before``/``after`` is its
    own copy. Raises ``IllegalAction`` naming the move the engine refuses."""
    state, _ = setup.start(box)
    for i, action in enumerate(actions):
        before = clone(state)
        try:
            events = apply_action(state, action)
        except IllegalAction as exc:
            raise IllegalAction(f"move {i + 1}: {exc}") from None
        yield Step(i, action, events, before, clone(state))


def final_state(setup: MatchSetup, actions: Sequence[Action],
                box: Components | None = None) -> GameState:
    """The table after the whole log (``IllegalAction`` as ``replay``)."""
    state, _ = setup.start(box)
    for i, action in enumerate(actions):
        try:
            apply_action(state, action)
        except IllegalAction as exc:
            raise IllegalAction(f"move {i + 1}: {exc}") from None
    return state


def log_to_json(setup: MatchSetup, actions: Sequence[Action]) -> dict[str, Any]:
    return {"game": "santa-cruz", "setup": setup.to_json(),
            "actions": [action_to_json(a) for a in actions]}


def log_from_json(data: Any) -> tuple[MatchSetup, list[Action]]:
    """The setup and actions of a log; ``ValueError`` naming what is wrong."""
    if not isinstance(data, dict) or data.get("game") != "santa-cruz":
        raise ValueError("not a Santa Cruz game log")
    setup = MatchSetup.from_json(data.get("setup"))
    raw = data.get("actions")
    if not isinstance(raw, list):
        raise ValueError("the log has no list of actions")
    actions = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            raise ValueError(f"action {i + 1} is not an object")
        try:
            actions.append(action_from_json(item))
        except (KeyError, ValueError, TypeError) as exc:
            raise ValueError(f"action {i + 1} is not an action: {exc}") from None
    return setup, actions
