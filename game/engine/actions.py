"""Action objects: every decision a player makes.

Actions are small frozen dataclasses; ``legal_actions`` lists them and
``apply_action`` consumes them. Spaces are ``(row, col)`` tuples.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Pos = tuple[int, int]


@dataclass(frozen=True, slots=True)
class ChooseTile:
    tile: str


@dataclass(frozen=True, slots=True)
class PlaceFoodTruck:
    col: int


@dataclass(frozen=True, slots=True)
class TakeCard:
    col: int


@dataclass(frozen=True, slots=True)
class BuyAction:
    action: str
    picks: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class Pass:
    pass


@dataclass(frozen=True, slots=True)
class PlaceCard:
    card: str
    col: int


@dataclass(frozen=True, slots=True)
class Swap:
    a: Pos
    b: Pos


@dataclass(frozen=True, slots=True)
class SkipSwap:
    pass


@dataclass(frozen=True, slots=True)
class ChooseReward:
    option: str          # "dollar_move" | "two_dollars" | "two_moves"


@dataclass(frozen=True, slots=True)
class Move:
    grant: int
    person: int
    path: tuple[Pos, ...]


@dataclass(frozen=True, slots=True)
class Summon:
    grant: int
    person: int


@dataclass(frozen=True, slots=True)
class ReturnPerson:
    grant: int
    person: int


@dataclass(frozen=True, slots=True)
class EndActions:
    pass


Action = (ChooseTile | PlaceFoodTruck | TakeCard | BuyAction | Pass | PlaceCard | Swap
          | SkipSwap | ChooseReward | Move | Summon | ReturnPerson | EndActions)

_TYPES = {cls.__name__: cls for cls in (ChooseTile, PlaceFoodTruck, TakeCard, BuyAction, Pass,
                                        PlaceCard, Swap, SkipSwap, ChooseReward, Move, Summon,
                                        ReturnPerson, EndActions)}


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def action_to_json(action: Action) -> dict[str, Any]:
    """A JSON-ready dict (for saves and logs)."""
    out: dict[str, Any] = {"type": type(action).__name__}
    for name in action.__slots__:
        out[name] = _plain(getattr(action, name))
    return out


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def action_from_json(data: dict[str, Any]) -> Action:
    """Inverse of ``action_to_json``; raises ValueError on a malformed dict."""
    try:
        cls = _TYPES[data["type"]]
        kwargs = {name: _tuples(data[name]) for name in cls.__slots__}
    except (KeyError, TypeError) as exc:
        raise ValueError(f"not an action: {data!r}") from exc
    return cls(**kwargs)
