"""Action objects: every decision a player makes.

Actions are small frozen dataclasses; ``legal_actions`` lists them and
``apply_action`` consumes them. Spaces are ``(row, col)`` tuples.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
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


class MoveDraft:
    """A Move being built: the same slots, filled by plain stores, after which
    the object becomes a Move (``make_moves``). A frozen dataclass refuses
    stores, and going through its slot descriptors costs half as much again."""

    __slots__ = Move.__slots__
    grant: int
    person: int
    path: tuple[Pos, ...]


def make_moves(grant: int, person: int, paths: Iterable[tuple[Pos, ...]]) -> list[Move]:
    """``[Move(grant, person, p) for p in paths]``, built in half the time
    (legal_actions builds thousands of moves)."""
    out: list[Any] = []          # (Moves once built: no typing.cast call per move)
    for path in paths:
        move = MoveDraft()     # (a class call: cheaper than object.__new__)
        move.grant = grant
        move.person = person
        move.path = path
        move.__class__ = Move   # type: ignore[assignment]
        out.append(move)
    return out


def _draft_of(cls: type[Action]) -> Any:
    """A plain class with the slots of the action class ``cls``: an object of
    it, filled by plain stores, becomes a ``cls`` by ``__class__`` assignment
    (as ``MoveDraft`` does for moves)."""
    return type(f"_{cls.__name__}Draft", (), {"__slots__": cls.__slots__})


# The frozen dataclasses' ``__init__`` stores through ``object.__setattr__``:
# about 6,000 machine instructions an action, against 1,600 for a draft. The
# listings of a random game make about 180 actions not kept from before
# (places, swaps, buys, summons, returns): 0.25 M instructions a game saved.
_PLACE_DRAFT = _draft_of(PlaceCard)
_SWAP_DRAFT = _draft_of(Swap)
_BUY_DRAFT = _draft_of(BuyAction)
_PERSON_DRAFT = _draft_of(Summon)       # Summon and ReturnPerson share their slots
assert Summon.__slots__ == ReturnPerson.__slots__


def make_place(card: str, col: int) -> PlaceCard:
    """``PlaceCard(card, col)``, built as a draft."""
    out = _PLACE_DRAFT()
    out.card = card
    out.col = col
    out.__class__ = PlaceCard
    return out  # type: ignore[no-any-return]


def make_swap(a: Pos, b: Pos) -> Swap:
    """``Swap(a, b)``, built as a draft."""
    out = _SWAP_DRAFT()
    out.a = a
    out.b = b
    out.__class__ = Swap
    return out  # type: ignore[no-any-return]


def make_buy(action: str, picks: tuple[tuple[str, int], ...]) -> BuyAction:
    """``BuyAction(action, picks)``, built as a draft."""
    out = _BUY_DRAFT()
    out.action = action
    out.picks = picks
    out.__class__ = BuyAction
    return out  # type: ignore[no-any-return]


def make_person_actions(cls: type[Summon] | type[ReturnPerson], grant: int,
                        people: list[int]) -> list[Summon] | list[ReturnPerson]:
    """``[cls(grant, pid) for pid in people]`` for Summon or ReturnPerson,
    built as drafts."""
    out: list[Any] = []
    for pid in people:
        act = _PERSON_DRAFT()
        act.grant = grant
        act.person = pid
        act.__class__ = cls
        out.append(act)
    return out


ACTION_TYPES: tuple[type[Action], ...] = (ChooseTile, PlaceFoodTruck, TakeCard, BuyAction, Pass,
                                          PlaceCard, Swap, SkipSwap, ChooseReward, Move, Summon,
                                          ReturnPerson, EndActions)
_TYPES = {cls.__name__: cls for cls in ACTION_TYPES}


# -- field types -------------------------------------------------------------
# A field of the wrong type is a programming error (or a damaged save), not an
# illegal move: ``check_types`` raises TypeError naming the field, and
# ``apply_action`` calls it before anything else. Lists are not tuples: the
# engine lists tuples, and an action is legal exactly when it is listed.

def _is_int(v: object) -> bool:
    return type(v) is int


def _is_pos(v: object) -> bool:
    return type(v) is tuple and len(v) == 2 and _is_int(v[0]) and _is_int(v[1])


def _is_path(v: object) -> bool:
    return type(v) is tuple and all(_is_pos(p) for p in v)


def _is_picks(v: object) -> bool:
    return type(v) is tuple and all(type(p) is tuple and len(p) == 2 and type(p[0]) is str
                                    and _is_int(p[1]) for p in v)


def _is_str(v: object) -> bool:
    return type(v) is str


_FIELDS: dict[type, tuple[tuple[str, Callable[[object], bool], str], ...]] = {
    ChooseTile: (("tile", _is_str, "a tile id (str)"),),
    PlaceFoodTruck: (("col", _is_int, "a column (int)"),),
    TakeCard: (("col", _is_int, "a column (int)"),),
    BuyAction: (("action", _is_str, "an action id (str)"),
                ("picks", _is_picks, 'a tuple of ("front"|"back", col) tuples')),
    Pass: (),
    PlaceCard: (("card", _is_str, "a card id (str)"), ("col", _is_int, "a column (int)")),
    Swap: (("a", _is_pos, "a (row, col) tuple of ints"),
           ("b", _is_pos, "a (row, col) tuple of ints")),
    SkipSwap: (),
    ChooseReward: (("option", _is_str, "a reward option (str)"),),
    Move: (("grant", _is_int, "a grant index (int)"), ("person", _is_int, "a person id (int)"),
           ("path", _is_path, "a tuple of (row, col) tuples of ints")),
    Summon: (("grant", _is_int, "a grant index (int)"), ("person", _is_int, "a person id (int)")),
    ReturnPerson: (("grant", _is_int, "a grant index (int)"),
                   ("person", _is_int, "a person id (int)")),
    EndActions: (),
}


def check_types(action: object) -> None:
    """Raise TypeError with a clear message unless ``action`` is an action
    object whose fields all have their declared types."""
    fields = _FIELDS.get(type(action))
    if fields is None:
        raise TypeError(f"{action!r} is not an engine action "
                        f"(one of {', '.join(_TYPES)})")
    for name, ok, what in fields:
        value = getattr(action, name)
        if not ok(value):
            raise TypeError(f"{type(action).__name__}.{name} must be {what}, not {value!r}")


# -- JSON ----------------------------------------------------------------------

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
    """Inverse of ``action_to_json``; raises ValueError on a malformed dict
    (unknown type, missing field, or a field of the wrong type)."""
    try:
        cls = _TYPES[data["type"]]
        kwargs = {name: _tuples(data[name]) for name in cls.__slots__}
    except (KeyError, TypeError) as exc:
        raise ValueError(f"not an action: {data!r}") from exc
    action = cls(**kwargs)
    try:
        check_types(action)
    except TypeError as exc:
        raise ValueError(f"not an action: {exc}") from exc
    return action
