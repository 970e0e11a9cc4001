"""Replaying a save: the log played again through the engine to the state it
describes (optionally keeping every step), and loading a save file, or moving
a damaged one aside (``load_or_quarantine``)."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from game.monica.engine import apply_action
from game.monica.engine.actions import Action
from game.monica.engine.cards import Box
from game.monica.engine.events import Event
from game.monica.engine.state import GameState

from game.persist.errors import SaveError
from game.persist.files import quarantine
from game.monica.persist.save_reader import read_save
from game.monica.persist.saves import LoadedGame, PathLike, Save


def _name(save: Save) -> str:
    return save.path.name if save.path is not None else "save"


def initial_state(save: Save, box: Box | None = None) -> GameState:
    """The table before the first action. Raises SaveError for an impossible setup."""
    try:
        return save.meta.new_game(box)
    except ValueError as exc:      # the setup is untrusted input (IllegalAction is a ValueError)
        raise SaveError("error.save.bad_setup", str(exc), file=_name(save)) from exc


def replay_states(save: Save, *, box: Box | None = None,
                  snapshots: bool = False) -> Iterator[tuple[Action, list[Event], GameState]]:
    """Play the log again: yields ``(action, events, state)`` after each action.

    ``state`` is one live object moving forward; pass ``snapshots=True`` for a
    separate copy per step (to keep them, e.g. to scrub back and forth). An
    action the engine refuses raises SaveError naming its move number.
    """
    state = initial_state(save, box)
    total = len(save.actions)
    for i, action in enumerate(save.actions):
        try:
            events = apply_action(state, action)
        except ValueError as exc:  # IllegalAction: a move the rules refuse, or out of range
            # (action_from_json has checked every field's type: tests/persist/test_fuzz_action_fields.py)
            raise SaveError("error.save.bad_action", f"move {i + 1}: {exc}",
                            file=_name(save), n=i + 1, total=total) from exc
        yield action, events, (state.clone() if snapshots else state)


def restore(save: Save, box: Box | None = None) -> GameState:
    """The state the save describes (its whole log replayed)."""
    state: GameState | None = None
    for step in replay_states(save, box=box):
        state = step[2]
    return state if state is not None else initial_state(save, box)


def load_game(path: PathLike, box: Box | None = None, *,
              keep_steps: bool = False) -> LoadedGame:
    """Read, check and replay a save (once). Raises SaveError. With
    ``keep_steps`` the game keeps every replayed step (``LoadedGame.steps``)."""
    save = read_save(path)
    if not keep_steps:
        return LoadedGame(save, restore(save, box))
    start = initial_state(save, box)
    steps = list(replay_states(save, box=box, snapshots=True))
    return LoadedGame(save, steps[-1][2] if steps else start.clone(), start, steps)


def load_or_quarantine(path: PathLike, box: Box | None = None, *, keep_steps: bool = False
                       ) -> tuple[LoadedGame | None, str | None]:
    """``(game, None)``, or ``(None, message)`` with a bad file moved aside.

    A missing file is reported but not moved; a damaged one is renamed to
    ``<name>.bad-<timestamp>`` (kept, never deleted). Never raises.
    """
    p = Path(path)
    try:
        return load_game(p, box, keep_steps=keep_steps), None
    except SaveError as exc:    # every problem of a file is one (tests/persist/test_fuzz*)
        err = exc
    if err.key in ("error.save.not_found", "error.save.unreadable"):
        return None, err.message
    moved = quarantine(p)
    if moved is None:
        return None, err.message
    return None, err.message.kept_as(moved.name)
