"""Actions: every decision a player makes in Santa Cruz.

Small frozen dataclasses; ``legal_actions`` lists them, ``check_action``
judges them and ``apply_action`` carries them out. Fields are named by their
board ids (``str``).
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import BuildCard, ScoringCard


@dataclass(frozen=True, slots=True)
class ChooseSet:
    """Take a building-card set: in set-up the set with this letter, in round 2
    the face-up set of that letter with the scoring cards played with it."""
    letter: str


@dataclass(frozen=True, slots=True)
class Discard:
    """Round 2: put one scoring card back in the box, unseen."""
    card: ScoringCard


@dataclass(frozen=True, slots=True)
class Land:
    """The first move of a round: a building on a free coast field, no card."""
    field: str


@dataclass(frozen=True, slots=True)
class PlayBuild:
    """Play a building card. ``kind`` is for the double move only: the kind
    (ship, river or path) it builds with twice."""
    card: BuildCard
    kind: BuildCard | None = None


@dataclass(frozen=True, slots=True)
class PlayScoring:
    """Play a scoring card: every player who meets it scores."""
    card: ScoringCard


@dataclass(frozen=True, slots=True)
class Build:
    """Set a building on a field after a building card. ``add_on`` marks the
    last player's once-a-round building on another player's field."""
    field: str
    add_on: bool = False


Action = ChooseSet | Discard | Land | PlayBuild | PlayScoring | Build
ACTION_TYPES: tuple[type, ...] = (ChooseSet, Discard, Land, PlayBuild, PlayScoring, Build)

# Shared objects for the listings (legal_actions builds no new object for these).
PLAY_ACTIONS: dict[BuildCard, tuple[PlayBuild, ...]] = {
    BuildCard.SHIP: (PlayBuild(BuildCard.SHIP),),
    BuildCard.RIVER: (PlayBuild(BuildCard.RIVER),),
    BuildCard.PATH: (PlayBuild(BuildCard.PATH),),
    BuildCard.DOUBLE: (PlayBuild(BuildCard.DOUBLE, BuildCard.SHIP),
                       PlayBuild(BuildCard.DOUBLE, BuildCard.RIVER),
                       PlayBuild(BuildCard.DOUBLE, BuildCard.PATH)),
}
SCORING_ACTIONS: dict[ScoringCard, PlayScoring] = {c: PlayScoring(c) for c in ScoringCard}
DISCARD_ACTIONS: dict[ScoringCard, Discard] = {c: Discard(c) for c in ScoringCard}
CHOOSE_ACTIONS: dict[str, ChooseSet] = {k: ChooseSet(k) for k in "ABCD"}


def action_to_json(action: Action) -> dict[str, object]:
    """A plain JSON object for an action (logs, digests, saves)."""
    if isinstance(action, ChooseSet):
        return {"type": "choose_set", "letter": action.letter}
    if isinstance(action, Discard):
        return {"type": "discard", "card": action.card.value}
    if isinstance(action, Land):
        return {"type": "land", "field": action.field}
    if isinstance(action, PlayBuild):
        return {"type": "play_build", "card": action.card.value,
                "kind": action.kind.value if action.kind else None}
    if isinstance(action, PlayScoring):
        return {"type": "play_scoring", "card": action.card.value}
    return {"type": "build", "field": action.field, "add_on": action.add_on}


def action_from_json(data: dict[str, object]) -> Action:
    """The action of ``action_to_json`` (``ValueError``/``KeyError`` if malformed)."""
    kind = data["type"]
    if kind == "choose_set":
        return ChooseSet(str(data["letter"]))
    if kind == "discard":
        return Discard(ScoringCard(data["card"]))
    if kind == "land":
        return Land(str(data["field"]))
    if kind == "play_build":
        double = data.get("kind")
        return PlayBuild(BuildCard(data["card"]), BuildCard(double) if double else None)
    if kind == "play_scoring":
        return PlayScoring(ScoringCard(data["card"]))
    if kind == "build":
        return Build(str(data["field"]), bool(data.get("add_on", False)))
    raise ValueError(f"unknown action type {kind!r}")
