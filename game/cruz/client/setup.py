"""What Santa Cruz's new-game screen decides: 2-4 seats (a human or a bot of a
level, a name, a colour), how the building-card sets are handed out (chosen in
turn as the rules say, or dealt at random for newcomers) and the deal's seed,
shown as a beach code.

A setup travels with a save as a small dict (``meta()`` / ``from_meta``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.client import beach_code
from game.client.theme import PLAYER_COLORS, Color, Palette
from game.i18n import Words

BOT_LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
BOT_NAMES: tuple[str, ...] = ("Inês", "Tomás", "Lúcia", "Rafael", "Marta", "Duarte")
SEAT_COLORS: tuple[str, ...] = tuple(name for name, _ in PLAYER_COLORS[:4])
MIN_SEATS, MAX_SEATS = 2, 4


@dataclass
class CruzSeat:
    """One seat: who plays it and in which colour (a ``theme`` colour name)."""

    name: str
    kind: str = "bot"             # "human" or "bot"
    level: str = "medium"
    color: str = "coral"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def rgb(self, palette: Palette) -> Color:
        return palette.seat(self.color)

    def label(self, words: Words) -> str:
        """The name, with a bot's level ("Inês (hard bot)")."""
        if not self.is_bot:
            return self.name
        level = words.t("cruz.setup.bot_label", level=words.t(f"cruz.setup.level.{self.level}"))
        return f"{self.name} {level}"


@dataclass
class CruzSetup:
    """The whole setup. ``draft``: the sets are chosen in turn, the oldest player
    first (the rules); else they are dealt at random and the youngest starts
    (the rulebook's advice for newcomers). The first seat counts as the oldest
    player and the last as the youngest (docs/RULES_NOTES.md, Santa Cruz client)."""

    seats: list[CruzSeat]
    draft: bool = True
    seed: int = field(default_factory=beach_code.random_seed)

    @property
    def code(self) -> str:
        return beach_code.encode(self.seed)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def meta(self) -> dict[str, Any]:
        return {"seats": [{"name": s.name, "kind": s.kind, "level": s.level, "color": s.color}
                          for s in self.seats],
                "draft": self.draft, "seed": self.seed}


def from_meta(meta: Any) -> CruzSetup:
    """The setup recorded in a save (``ValueError`` for anything that is not one)."""
    if not isinstance(meta, dict) or not isinstance(meta.get("seats"), list):
        raise ValueError("no seats")
    seats = []
    for s in meta["seats"]:
        if not isinstance(s, dict):
            raise ValueError("a seat is not an object")
        kind, level, color = s.get("kind"), s.get("level"), s.get("color")
        name = s.get("name")
        if kind not in ("human", "bot") or level not in BOT_LEVELS or color not in SEAT_COLORS \
                or not isinstance(name, str) or not name:
            raise ValueError(f"bad seat {s!r}")
        seats.append(CruzSeat(name[:20], kind, level, color))
    seed, draft = meta.get("seed"), meta.get("draft")
    if not MIN_SEATS <= len(seats) <= MAX_SEATS or not isinstance(seed, int) \
            or isinstance(seed, bool) or not isinstance(draft, bool) or seed < 0:
        raise ValueError("bad seats, seed or set choice")
    return CruzSetup(seats, draft, seed)


def default_setup(n: int = 4, humans: int = 1, seed: int | None = None, *, words: Words,
                  draft: bool = True) -> CruzSetup:
    """``n`` seats, the first ``humans`` human (named in ``words``), the rest medium bots."""
    seats = []
    for i in range(n):
        if i < humans:
            name = words.t("setup.you") if humans == 1 else words.t("common.player_n", n=i + 1)
            seats.append(CruzSeat(name, "human", "medium", SEAT_COLORS[i]))
        else:
            seats.append(CruzSeat(BOT_NAMES[i], "bot", "medium", SEAT_COLORS[i]))
    return CruzSetup(seats, draft, beach_code.random_seed() if seed is None else seed)


def setup_from_kinds(kinds: list[str], seed: int | None, *, words: Words,
                     draft: bool = True) -> CruzSetup:
    """The seats of ``play --seats human,hard,easy``: humans named in ``words``."""
    humans = kinds.count("human")
    seats, n = [], 0
    for i, kind in enumerate(kinds):
        if kind == "human":
            n += 1
            name = words.t("setup.you") if humans == 1 else words.t("common.player_n", n=n)
            seats.append(CruzSeat(name, "human", "medium", SEAT_COLORS[i]))
        else:
            level = kind if kind in BOT_LEVELS else "medium"
            seats.append(CruzSeat(BOT_NAMES[i], "bot", level, SEAT_COLORS[i]))
    return CruzSetup(seats, draft, beach_code.random_seed() if seed is None else seed)
