"""What a Santa Cruz log sentence needs besides its event: the players' names,
the "You" form of the solo human's lines, and what an earlier event of the
same batch said (the reveal right after the game starts is the set-up's)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.i18n.core import about, t


@dataclass
class LogContext:
    """The seats' names; ``setup`` is set by the game's first event and cleared
    by the next reveal: the coast tiles turned up then are told as the set-up."""
    names: list[str]
    setup: bool = False

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return t("common.player_n", n=seat + 1)


def say(key: str, lang: str | None, name: str, n: int | None = None, **kwargs: Any) -> str:
    """``t(key)`` (``tn`` with ``n``) about the player ``name``: the solo human's
    lines take the ``<key>.you`` form and the word for "You" in ``lang``."""
    return about(key, name, n, lang, **kwargs)
