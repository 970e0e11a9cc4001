"""What the new-game screen decides: seats, objective, sand-dollar tiles, seed."""
from __future__ import annotations

from dataclasses import dataclass, field

from . import beach_code
from .theme import PLAYER_COLORS, color_named

SEAT_KINDS = ("human", "bot")
BOT_LEVELS = ("easy", "medium", "hard")
DEFAULT_NAMES = ["You", "Marina", "Dusty", "Cruz"]
BOT_NAMES = ["Marina", "Dusty", "Cruz", "Skye", "Reef", "Sandy"]


@dataclass
class Seat:
    name: str
    kind: str = "human"          # "human" | "bot"
    level: str = "medium"        # for bots: easy / medium / hard
    color: str = "coral"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    @property
    def rgb(self) -> tuple[int, int, int]:
        return color_named(self.color)

    def label(self) -> str:
        return f"{self.name} ({self.level} bot)" if self.is_bot else self.name


@dataclass
class GameSetup:
    seats: list[Seat] = field(default_factory=list)
    objective: str | None = None                 # None = random
    sand_dollars: list[str] | None = None        # two action ids, None = random
    seed: int = 0

    @property
    def code(self) -> str:
        return beach_code.encode(self.seed)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]


def default_setup(n: int = 4, humans: int = 1, seed: int | None = None) -> GameSetup:
    seats = []
    for i in range(n):
        name = DEFAULT_NAMES[0] if i < humans and i == 0 else (
            f"Player {i + 1}" if i < humans else BOT_NAMES[i - 1])
        seats.append(Seat(name, "human" if i < humans else "bot", "medium",
                          PLAYER_COLORS[i][0]))
    return GameSetup(seats, None, None,
                     beach_code.random_seed() if seed is None else seed)


def bot_setup(levels: list[str], seed: int | None = None) -> GameSetup:
    """All-bot table (``--seats hard,medium,easy,easy``)."""
    seats = [Seat(BOT_NAMES[i], "bot", lvl if lvl in BOT_LEVELS else "medium",
                  PLAYER_COLORS[i][0]) for i, lvl in enumerate(levels)]
    return GameSetup(seats, None, None, beach_code.random_seed() if seed is None else seed)
