"""Interchangeable people: ``legal_actions`` names one person per group of
same-kind people on one space (docs/ENGINE_API.md), so a planned move,
summon or return may name another person of the same group; ``equivalent``
finds the listed action that does the same."""
from __future__ import annotations

from game.monica.engine import actions as A
from game.monica.engine.city import Pos
from game.monica.engine.state import GameState


def _person_class(state: GameState, pid: int) -> tuple[str, Pos, tuple[bool, ...]] | None:
    city = state.city
    if pid not in city.person_kind:
        return None
    return (city.person_kind[pid], city.person_pos[pid],
            tuple(pid in g.used for g in state.grants))


def equivalent(state: GameState, act: A.Action, legal: list[A.Action]) -> A.Action | None:
    """The listed action that does the same with an interchangeable person."""
    if not isinstance(act, (A.Move, A.Summon, A.ReturnPerson)):
        return None
    cls = _person_class(state, act.person)
    if cls is None:
        return None
    for other in legal:
        if type(other) is not type(act) or other.grant != act.grant:
            continue
        assert isinstance(other, (A.Move, A.Summon, A.ReturnPerson))
        if isinstance(act, A.Move) and isinstance(other, A.Move) and other.path != act.path:
            continue
        if _person_class(state, other.person) == cls:
            return other
    return None
