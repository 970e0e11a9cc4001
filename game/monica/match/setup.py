"""What a match is set up from, exactly as a save records it: the seats
(name, human or bot, bot level, colour), the seed and what the engine was
told (objective, sand-dollar tiles, start player; None = drawn from the seed).

The engine draws differently when an option is given, so a setup keeps the
options as they were passed, never as they came out: rebuilding from the
whole record is what makes a saved log legal again.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from game.monica.engine.cards import Box
from game.monica.engine.state import GameState
from game.monica.persist import SaveMeta

SEAT_KINDS = ("human", "bot")
BOT_LEVELS = ("random", "easy", "medium", "hard", "expert")
SEAT_COLORS = ("coral", "lagoon", "orchid", "sunflower", "rose", "slate")


@dataclass
class Seat:
    """One seat at the table: who plays it and in which colour."""

    name: str
    kind: str = "human"          # "human" | "bot"
    level: str = "medium"        # for bots: easy / medium / hard
    color: str = "coral"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "color": self.color}

    @classmethod
    def from_json(cls, data: Any, index: int, name: str | None = None,
                  colors: Sequence[str] = SEAT_COLORS) -> Seat:
        """A seat from a save (anything odd falls back to a medium bot)."""
        data = data if isinstance(data, dict) else {}
        kind = data.get("kind") if data.get("kind") in SEAT_KINDS else "bot"
        level = data.get("level") if data.get("level") in BOT_LEVELS else "medium"
        color = data.get("color") if data.get("color") in colors else colors[index % len(colors)]
        return cls(str(name or data.get("name") or f"P{index + 1}"), str(kind), str(level),
                   str(color))


S = TypeVar("S", bound=Seat)


@dataclass
class MatchSetup(Generic[S]):
    """The whole setup of a match (field order kept from the new-game screen)."""

    seats: list[S] = field(default_factory=list)
    objective: str | None = None                 # None = drawn from the seed
    sand_dollars: list[str] | None = None        # two action ids, None = drawn
    seed: int = 0
    start_player: int | None = None              # None = drawn from the seed

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def code(self) -> str | None:
        """The code shown to players for this deal (none at this level)."""
        return None

    def bot_levels(self) -> dict[int, str]:
        return {i: s.level for i, s in enumerate(self.seats) if s.is_bot}

    def new_game(self, box: Box | None = None) -> GameState:
        """The game as it stands before the first action."""
        return self.meta().new_game(box)

    def meta(self) -> SaveMeta:
        """What a save keeps of this setup."""
        sd = self.sand_dollars
        return SaveMeta(self.names, self.seed, self.objective, list(sd) if sd else None,
                        self.start_player, [seat.to_json() for seat in self.seats], self.code)

    @staticmethod
    def from_meta(meta: SaveMeta, colors: Sequence[str] = SEAT_COLORS) -> MatchSetup[Seat]:
        """The setup a save was made from, every field as recorded (the engine's
        names win over the seats'; an unknown colour becomes one of ``colors``)."""
        seats = [Seat.from_json(meta.seats[i] if i < len(meta.seats) else None, i, name, colors)
                 for i, name in enumerate(meta.names)]
        sd = meta.sand_dollar_actions
        return MatchSetup(seats, meta.objective, list(sd) if sd else None, meta.seed,
                          meta.start_player)
