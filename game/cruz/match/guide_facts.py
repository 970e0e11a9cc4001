"""What the guided first game remembers of the engine's events (``Facts``) and
what it points at on the table (``Highlight``).

The guide reads the game only through events and the engine's public state:
``note(facts, events, player)`` keeps what the steps' texts and highlights
need (the tiles just turned up, the face-down tile the player chose, the last
scoring card's points, the eruption's ruins, a marker that queued behind or
passed 50, the player's round-2 draw, the bird chips at the end).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.cruz.engine import BuildCard, Event, EventKind, ScoringCard

FIFTY = 50      # "50ER-STUFEN: Überschreitet ein Stein die 49 ..."


@dataclass(frozen=True, slots=True)
class Highlight:
    """What the table makes stand out for a step: fields that pulse, fields
    marked for the add-on (drawn apart), cards in the hand, the face-up sets
    of round 2, the score track, the bird chips, the supply."""
    fields: tuple[str, ...] = ()
    add_on: tuple[str, ...] = ()
    cards: tuple[BuildCard | ScoringCard, ...] = ()
    sets: tuple[str, ...] = ()
    track: bool = False
    chips: bool = False
    supply: bool = False


@dataclass(slots=True)
class Facts:
    """The guide's memory of the game. ``revealed``, ``chosen``, ``built``,
    ``tie``, ``fifty`` and ``kinds`` are about the last action only; the rest
    lasts until overwritten."""
    revealed: tuple[str, ...] = ()          # tiles turned face up by the last action
    chosen: str | None = None               # the face-down field the player chose
    built: tuple[str, ...] = ()             # where the player built in the last action
    scoring: ScoringCard | None = None      # the last scoring card played
    points: tuple[int, ...] = ()            # its points per seat (fish bonus included)
    fish: tuple[int, ...] = ()              # its fish bonus per seat
    removed: tuple[str, ...] = ()           # fields the eruption cleared
    chip_value: int = 0                     # the player's last bird chip
    scores: list[int] = field(default_factory=list)    # the markers, event by event
    tie: int = -1                           # a seat whose marker queued behind (last action)
    fifty: int = -1                         # a seat whose marker passed a 50 (last action)
    drawn: ScoringCard | None = None        # the player's round-2 scoring card
    birds: dict[int, int] = field(default_factory=dict)    # bird points per seat at the end
    bot_add_on: str | None = None           # a field the other player added on to
    kinds: frozenset[EventKind] = frozenset()   # the kinds of the last action's events

    def copy(self) -> Facts:
        return replace(self, scores=self.scores[:], birds=dict(self.birds))


def _scored(facts: Facts, e: Event) -> None:
    """A marker's move: did it queue behind another on its space ("HINTEN
    ANSTELLEN"), did it pass a 50 ("50ER-STUFEN")?"""
    seat, new, place = e.player, int(e["to"]), int(e["place"])
    if facts.scores:
        track = e["track"]
        if place > 0 and facts.scores[track[place - 1]] == new:
            facts.tie = seat
        if new // FIFTY > int(e["from"]) // FIFTY:
            facts.fifty = seat
        facts.scores[seat] = new


def note(facts: Facts, events: list[Event], player: int) -> None:
    """Read one action's events (as ``player`` may see them) into ``facts``."""
    facts.revealed = ()
    facts.chosen = None
    facts.built = ()
    facts.tie = facts.fifty = -1
    facts.kinds = frozenset(e.kind for e in events)
    for e in events:
        kind = e.kind
        if kind is EventKind.TRACK_PLACED:
            facts.scores = list(e["scores"])
        elif kind is EventKind.SCORED:
            _scored(facts, e)
        elif kind is EventKind.TILES_REVEALED:
            shown = tuple(fid for fid, _ in e["tiles"])
            facts.revealed += shown
            if e.get("chosen"):
                facts.chosen = shown[0]
        elif kind is EventKind.BUILT and e.player == player:
            facts.built += (str(e["field"]),)
        elif kind is EventKind.BUILT and e.get("add_on"):
            facts.bot_add_on = str(e["field"])
        elif kind is EventKind.SCORING:
            facts.scoring = e["card"]
            facts.points = tuple(e["points"])
            facts.fish = tuple(e["fish_bonus"])
        elif kind is EventKind.ERUPTION:
            facts.removed = tuple(fid for fid, _, _ in e["removed"])
        elif kind is EventKind.CHIP_DRAWN and e.player == player and e.get("value"):
            facts.chip_value = int(e["value"])
        elif kind is EventKind.SCORING_CARD_DRAWN and e.player == player:
            facts.drawn = e.get("card")
        elif kind is EventKind.BIRDS_REVEALED:
            facts.birds[e.player] = int(e["points"])


def has(events: list[Event], kind: EventKind, player: int | None = None, **data: object) -> bool:
    """Is there an event of ``kind`` (by ``player``) whose fields match ``data``?"""
    return any(e.kind is kind and (player is None or e.player == player)
               and all(e.get(k) == v for k, v in data.items()) for e in events)
