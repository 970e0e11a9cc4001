"""What a Santa Cruz match is set up from, as a save or a replay keeps it: the
seats (name, person or bot, bot level), the seed and the set-up options the
engine was told (newcomers' random sets, which seats are the oldest and the
youngest player). The same setup deals the same game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from game.cruz.content import load_board, load_chips, load_tiles
from game.cruz.engine import Board, Event, GameState, Tile, start_game

SEAT_KINDS = ("human", "bot")


@dataclass(frozen=True)
class Components:
    """The box: the map, the 54 tiles and the 22 bird chips."""
    board: Board
    tiles: tuple[Tile, ...]
    chips: tuple[int, ...]


@lru_cache(maxsize=1)
def components() -> Components:
    """The shipped box, read once (``CruzContentError`` if a file is damaged)."""
    return Components(load_board(), tuple(load_tiles()), tuple(load_chips()))


@dataclass
class Seat:
    """One seat: who plays it. ``level`` names the bot of a bot seat."""
    name: str
    kind: str = "human"
    level: str = "medium"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: Any, index: int) -> Seat:
        """A seat from a saved record; ``ValueError`` if it is not one."""
        if not isinstance(data, dict) or data.get("kind") not in SEAT_KINDS:
            raise ValueError(f"seat {index + 1} is not a seat record")
        name, level = data.get("name"), data.get("level", "medium")
        if not isinstance(name, str) or not isinstance(level, str):
            raise ValueError(f"seat {index + 1} has no name or level")
        return cls(name, str(data["kind"]), level)


@dataclass
class MatchSetup:
    """The whole setup of a match. ``oldest``/``youngest``: the seats of the
    oldest and youngest player (None: the engine's defaults)."""
    seats: list[Seat] = field(default_factory=list)
    seed: int = 0
    newcomers: bool = False
    oldest: int = 0
    youngest: int | None = None

    @property
    def players(self) -> int:
        return len(self.seats)

    def bot_levels(self) -> dict[int, str]:
        return {i: s.level for i, s in enumerate(self.seats) if s.is_bot}

    def start(self, box: Components | None = None) -> tuple[GameState, list[Event]]:
        """The game before its first decision, and the set-up's events."""
        box = box or components()
        return start_game(box.board, box.tiles, box.chips, self.players, self.seed,
                          newcomers=self.newcomers, oldest=self.oldest, youngest=self.youngest)

    def to_json(self) -> dict[str, Any]:
        return {"seats": [s.to_json() for s in self.seats], "seed": self.seed,
                "newcomers": self.newcomers, "oldest": self.oldest, "youngest": self.youngest}

    @classmethod
    def from_json(cls, data: Any) -> MatchSetup:
        """A setup from its record; ``ValueError`` naming what is wrong."""
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            raise ValueError("the setup has no list of seats")
        seats = [Seat.from_json(s, i) for i, s in enumerate(data["seats"])]
        seed, oldest, youngest = data.get("seed"), data.get("oldest", 0), data.get("youngest")
        if type(seed) is not int or type(oldest) is not int or not (
                youngest is None or type(youngest) is int):
            raise ValueError("the setup's seed, oldest or youngest is not a whole number")
        return cls(seats, seed, bool(data.get("newcomers", False)), oldest, youngest)
