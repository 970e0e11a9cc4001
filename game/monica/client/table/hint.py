"""Hints: what the hard bot would do now and what it gains, thought out in a
background thread (no pygame).

``suggest`` is the one adapter to the AI: it asks ``game.monica.ai.hint.hint`` and,
should that be missing or fail, falls back to the legal action with the best
immediate ``score_game`` change. ``HintWorker`` runs one suggestion at a time
on a clone of the state, so the table keeps drawing while it thinks.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass

from game.monica.ai.hint import hint
from game.monica.engine import apply_action, legal_actions, score_game
from game.monica.engine import actions as A
from game.monica.engine.state import GameState
from game.monica.client.table.preview import total_of


@dataclass(frozen=True)
class Suggestion:
    """The suggested action and the player's score change it leads to."""

    action: A.Action
    score_change: int
    source: str = "hard"          # "hard": the hard bot; "best_now": the stand-in


def best_now(state: GameState) -> Suggestion:
    """The legal action with the best immediate score change (first on ties)."""
    seat = state.current
    base = total_of(score_game(state), seat) if state.players[seat].city is not None else 0
    best: Suggestion | None = None
    for act in legal_actions(state):
        probe = state.clone()
        apply_action(probe, act)
        delta = total_of(score_game(probe), seat) - base if \
            probe.players[seat].city is not None else 0
        if best is None or delta > best.score_change:
            best = Suggestion(act, delta, "best_now")
    if best is None:
        raise ValueError("no legal action to suggest")
    return best


def suggest(state: GameState, think_ms: int = 700) -> Suggestion:
    """What the hard bot would do for the current player now (the one adapter)."""
    h = hint(state.clone(), think_ms=think_ms)
    if h.action not in legal_actions(state) and not isinstance(h.action, (A.Move, A.BuyAction)):
        return best_now(state)
    return Suggestion(h.action, int(h.score_change))


class HintWorker:
    """One suggestion at a time, in a daemon thread, tagged with a state version."""

    def __init__(self, think_ms: int = 700, threaded: bool = True) -> None:
        self.think_ms = think_ms
        self.threaded = threaded
        self._thread: threading.Thread | None = None
        self._version = -1
        self._result: Suggestion | None = None
        self._error: BaseException | None = None

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def version(self) -> int:
        return self._version

    def start(self, state: GameState, version: int) -> None:
        snapshot = state.clone()
        self._version, self._result, self._error = version, None, None

        def work() -> None:
            try:
                self._result = suggest(snapshot, self.think_ms)
            except BaseException as exc:  # noqa: BLE001 - kept for poll: "no hint" on the table
                self._error = exc

        if self.threaded:
            self._thread = threading.Thread(target=work, daemon=True, name="hint")
            self._thread.start()
        else:
            work()

    def poll(self, version: int) -> Suggestion | None:
        """The suggestion once ready for state ``version``, else None."""
        if self.busy or self._version != version:
            return None
        return self._result

    @property
    def failed(self) -> bool:
        return not self.busy and self._error is not None
