"""Playing a recorded action log again: the one replay every part uses
(Continue, the replay viewer, the game log, the command line, the tests).

The loop over the engine itself is ``game.persist.replay_states`` (saves are
checked by replaying them when they are read, and persist sits below this
package); this module rebuilds the table from the WHOLE recorded setup and
gives each step the state before it as well as after it.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from game.monica.engine.actions import Action
from game.monica.engine.cards import Box
from game.monica.engine.events import Event
from game.monica.engine.state import GameState
from game.monica.persist import LoadedGame, Save, SaveMeta, initial_state, replay_states, restore
from game.monica.match.setup import MatchSetup


@dataclass(frozen=True)
class Step:
    """One replayed action: what it did, the table before it and after it."""

    index: int                  # 0-based move number
    action: Action
    events: list[Event]
    before: GameState
    after: GameState


def replay_save(save: Save, *, box: Box | None = None) -> Iterator[Step]:
    """Every step of a save's log; ``before`` and ``after`` are separate
    copies (keep them). Raises ``SaveError`` naming a move the engine refuses."""
    before = initial_state(save, box)
    for i, (action, events, after) in enumerate(replay_states(save, box=box,
                                                              snapshots=True)):
        yield Step(i, action, events, before, after)
        before = after


def steps_of(game: LoadedGame) -> list[Step]:
    """The steps a save loaded with ``keep_steps`` already went through, so
    Continue rebuilds the table without playing the log again."""
    if game.start is None or game.steps is None:
        raise ValueError("the save was loaded without keep_steps")
    out: list[Step] = []
    before = game.start
    for i, (action, events, after) in enumerate(game.steps):
        out.append(Step(i, action, events, before, after))
        before = after
    return out


def replay(setup: MatchSetup[Any] | SaveMeta, actions: Sequence[Action], *,
           box: Box | None = None) -> Iterator[Step]:
    """Every step of ``actions`` played from ``setup`` as it was recorded."""
    meta = setup if isinstance(setup, SaveMeta) else setup.meta()
    return replay_save(Save(meta, list(actions)), box=box)


def final_state(setup: MatchSetup[Any] | SaveMeta, actions: Sequence[Action], *,
                box: Box | None = None) -> GameState:
    """The table after the whole log."""
    meta = setup if isinstance(setup, SaveMeta) else setup.meta()
    return restore(Save(meta, list(actions)), box)
