"""What a Santa Cruz log sentence needs besides its event: the players' names,
the "You" form of the solo human's lines, and what earlier events of the game
said (the set-up's reveal is told once, as the set-up)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.i18n.core import about, t


@dataclass
class LogContext:
    """The seats' names; ``started`` is set once the game's first event was
    read (the coast tiles turned up at the set-up are told as the set-up)."""
    names: list[str]
    started: bool = False

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return t("common.player_n", n=seat + 1)


def say(key: str, lang: str | None, name: str, n: int | None = None, **kwargs: Any) -> str:
    """``t(key)`` (``tn`` with ``n``) about the player ``name``: the solo human's
    lines take the ``<key>.you`` form and the word for "You" in ``lang``."""
    return about(key, name, n, lang, **kwargs)
