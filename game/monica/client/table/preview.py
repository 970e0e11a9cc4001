"""Score previews: what a choice would change if the game ended right after it.

Every number is the engine's own: the action is applied to a clone of the
state and ``score_game`` (or ``ring_status``) is read off the clone, so a
preview can never disagree with the score the move really gives. Results are
cached per decision (the session version and the selection), so the table
computes them once when the selection changes, not every frame. No pygame.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

from game.monica.engine import apply_action, score_game
from game.monica.engine import actions as A
from game.monica.engine.city import City, Pos
from game.monica.engine.scoring import ring_status
from game.monica.engine.state import GameState


def total_of(report: dict[str, Any], seat: int) -> int:
    """A seat's total in a ``score_game`` report (0 before it has a city)."""
    for row in report.get("players", []):
        if row.get("seat") == seat:
            return int(row.get("total", 0))
    return 0


def score_after(state: GameState, action: A.Action, seat: int | None = None) -> int:
    """``seat``'s total if the game ended right after ``action`` (on a clone)."""
    seat = state.current if seat is None else seat
    probe = state.clone()
    apply_action(probe, action)
    return total_of(score_game(probe), seat)


@dataclass(frozen=True)
class Outcome:
    """What one move would do: the score change, rings it fills or breaks."""

    delta: int
    fills: tuple[Pos, ...] = ()
    breaks: tuple[Pos, ...] = ()


def _filled(city: City | None) -> set[Pos]:
    """The spaces whose rings are filled (none before the starting tile)."""
    if city is None:
        return set()
    return {p for p, (_, filled) in ring_status(city).items() if filled}


def outcome(state: GameState, action: A.Action, base: int | None = None) -> Outcome:
    """Apply ``action`` to a clone: score change and ring changes in the mover's city."""
    seat = state.current
    if base is None:
        base = total_of(score_game(state), seat)
    before = _filled(state.players[seat].city)
    probe = state.clone()
    apply_action(probe, action)
    after = _filled(probe.players[seat].city)
    return Outcome(total_of(score_game(probe), seat) - base,
                   tuple(sorted(after - before)), tuple(sorted(before - after)))


def placement_deltas(state: GameState, legal: list[A.Action], card: str) -> dict[int, int]:
    """Column -> score change for every legal ``PlaceCard`` of ``card``."""
    base = total_of(score_game(state), state.current)
    out: dict[int, int] = {}
    for act in legal:
        if isinstance(act, A.PlaceCard) and act.card == card:
            out[act.col] = score_after(state, act) - base
    return out


def move_outcomes(state: GameState, moves: dict[Pos, A.Action]) -> dict[Pos, Outcome]:
    """Destination -> outcome for a selected person's moves (or a summon)."""
    base = total_of(score_game(state), state.current)
    return {pos: outcome(state, act, base) for pos, act in moves.items()}


def step_footprints(state: GameState, path: list[Pos], steps: list[Pos]) -> dict[Pos, int]:
    """Next VIP step -> points of the new footprint it would drop (0: none).

    A space already on the path so far has had its footprint counted.
    """
    city = state.city
    vip = city.tile.vip
    out: dict[Pos, int] = {}
    for pos in steps:
        if pos in path or not city.vip_earns(pos):
            out[pos] = 0
        else:
            out[pos] = vip.points(pos[0], city.tags_at(pos))
    return out


@dataclass
class PreviewCache:
    """One computed preview per decision key; a new key drops the old ones."""

    key: Hashable = None
    values: dict[str, Any] = field(default_factory=dict)

    def get(self, key: Hashable, name: str, compute: Callable[[], Any]) -> Any:
        if key != self.key:
            self.key, self.values = key, {}
        if name not in self.values:
            self.values[name] = compute()
        return self.values[name]
