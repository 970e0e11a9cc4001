"""What the new-game screen decides: seats, objective, sand-dollar tiles, seed
(``game.monica.match.MatchSetup``), with what the table adds: seat colours as RGB,
seat labels and the beach code.

A setup travels with a save as ``SaveMeta`` (``setup.meta()`` / ``from_meta``):
the seats are kept as small dicts (name, human or bot, level, colour).
"""
from __future__ import annotations

from dataclasses import dataclass
from game.i18n import Words

from game.monica import match
from game.monica.match import BOT_LEVELS
from game.monica.persist import SaveMeta
from game.client import beach_code
from game.client.theme import PLAYER_COLORS, Color, Palette

BOT_NAMES = ["Marina", "Dusty", "Cruz", "Skye", "Reef", "Sandy"]


@dataclass
class Seat(match.Seat):
    """A seat as the table shows it: its colour and its label.

    ``played_as`` is who played a recorded game's seat ("human" or "bot"):
    a replay drives every seat from the log, as a bot, but its panels still
    say who played it."""

    played_as: str | None = None

    @property
    def shown_as_bot(self) -> bool:
        return self.is_bot if self.played_as is None else self.played_as == "bot"

    def rgb(self, palette: Palette) -> Color:
        """The seat's colour in ``palette`` (the context's)."""
        return palette.seat(self.color)

    def label(self, words: Words) -> str:
        if not self.is_bot:
            return self.name
        return words.t("setup.bot_label", name=self.name, level=words.t(f"setup.{self.level}"))


@dataclass
class GameSetup(match.MatchSetup[Seat]):
    """The whole setup (``game.monica.match.MatchSetup``) with the beach code players see."""

    @property
    def code(self) -> str:
        return beach_code.encode(self.seed)


def from_meta(meta: SaveMeta) -> GameSetup:
    """The setup a save was made from, every field as recorded (the start
    player too: without it a saved log may not be legal any more)."""
    got = match.MatchSetup.from_meta(meta, [c for c, _ in PLAYER_COLORS])
    return GameSetup([Seat(s.name, s.kind, s.level, s.color) for s in got.seats],
                     got.objective, got.sand_dollars, got.seed, got.start_player)


def default_setup(n: int = 4, humans: int = 1, seed: int | None = None, *,
                  words: Words) -> GameSetup:
    """``n`` seats, the first ``humans`` human (named in ``words``), the rest bots."""
    seats = []
    for i in range(n):
        name = words.t("setup.you") if i < humans and i == 0 and humans == 1 else (
            words.t("common.player_n", n=i + 1) if i < humans else BOT_NAMES[i - 1])
        seats.append(Seat(name, "human" if i < humans else "bot", "medium",
                          PLAYER_COLORS[i][0]))
    return GameSetup(seats, None, None,
                     beach_code.random_seed() if seed is None else seed)


def bot_setup(levels: list[str], seed: int | None = None) -> GameSetup:
    """All-bot table (``--seats hard,medium,easy,easy``)."""
    seats = [Seat(BOT_NAMES[i], "bot", lvl if lvl in BOT_LEVELS else "medium",
                  PLAYER_COLORS[i][0]) for i, lvl in enumerate(levels)]
    return GameSetup(seats, None, None, beach_code.random_seed() if seed is None else seed)
