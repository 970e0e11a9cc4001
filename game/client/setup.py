"""What the new-game screen decides: seats, objective, sand-dollar tiles, seed.

A setup travels with a save as ``SaveMeta`` (``save_meta`` / ``from_meta``):
the seats are kept as small dicts (name, human or bot, level, colour).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..i18n import t
from ..persist import SaveMeta
from . import beach_code
from .theme import PLAYER_COLORS, color_named

SEAT_KINDS = ("human", "bot")
BOT_LEVELS = ("random", "easy", "medium", "hard", "expert")
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
        if not self.is_bot:
            return self.name
        return t("setup.bot_label", name=self.name, level=t(f"setup.{self.level}"))

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "color": self.color}

    @classmethod
    def from_json(cls, data: Any, index: int, name: str | None = None) -> "Seat":
        """A seat from a save (anything odd falls back to a medium bot)."""
        data = data if isinstance(data, dict) else {}
        kind = data.get("kind") if data.get("kind") in SEAT_KINDS else "bot"
        level = data.get("level") if data.get("level") in BOT_LEVELS else "medium"
        names = [c for c, _ in PLAYER_COLORS]
        color = data.get("color") if data.get("color") in names else names[index % len(names)]
        return cls(str(name or data.get("name") or f"P{index + 1}"), kind, level, color)


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


def save_meta(setup: GameSetup) -> SaveMeta:
    """What a save needs to set this table again."""
    sd = setup.sand_dollars
    return SaveMeta(setup.names, setup.seed, setup.objective,
                    list(sd) if sd else None, None,
                    [seat.to_json() for seat in setup.seats], setup.code)


def from_meta(meta: SaveMeta) -> GameSetup:
    """The setup a save was made from (the engine's names win over the seats')."""
    seats = [Seat.from_json(meta.seats[i] if i < len(meta.seats) else None, i, name)
             for i, name in enumerate(meta.names)]
    sd = meta.sand_dollar_actions
    return GameSetup(seats, meta.objective, list(sd) if sd else None, meta.seed)


def default_setup(n: int = 4, humans: int = 1, seed: int | None = None) -> GameSetup:
    seats = []
    for i in range(n):
        name = t("setup.you") if i < humans and i == 0 and humans == 1 else (
            t("common.player_n", n=i + 1) if i < humans else BOT_NAMES[i - 1])
        seats.append(Seat(name, "human" if i < humans else "bot", "medium",
                          PLAYER_COLORS[i][0]))
    return GameSetup(seats, None, None,
                     beach_code.random_seed() if seed is None else seed)


def bot_setup(levels: list[str], seed: int | None = None) -> GameSetup:
    """All-bot table (``--seats hard,medium,easy,easy``)."""
    seats = [Seat(BOT_NAMES[i], "bot", lvl if lvl in BOT_LEVELS else "medium",
                  PLAYER_COLORS[i][0]) for i, lvl in enumerate(levels)]
    return GameSetup(seats, None, None, beach_code.random_seed() if seed is None else seed)
