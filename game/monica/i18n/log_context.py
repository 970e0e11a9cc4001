"""What a log sentence needs to know besides its event: the players' names,
the cards' names, the cities as they stood before the action (from the state,
or just a list of names), and the "You" form of the solo human's lines."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.monica.content.box import load_box

from game.i18n.core import about, t

Pos = tuple[int, int]


@dataclass
class LogContext:
    names: list[str]
    state: Any = None
    box: Any = None
    tiles: dict[int, str] = field(default_factory=dict)   # player -> tile id just chosen

    def name(self, player: int) -> str:
        if 0 <= player < len(self.names):
            return self.names[player]
        return t("common.player_n", n=player + 1)

    def card(self, cid: Any) -> str:
        box = self.box
        if box is not None:
            if cid in box.cards:
                return box.cards[cid].name
            if cid in box.tiles:
                return box.tiles[cid].name
        return str(cid)

    def city(self, player: int) -> Any:
        if self.state is None or not 0 <= player < len(self.state.players):
            return None
        return self.state.players[player].city

    def start_col(self, player: int) -> int:
        city = self.city(player)
        return city.start_col if city is not None else 0

    def place(self, player: int, pos: Any, lang: str | None) -> str:
        """The card (or starting tile half) at ``pos`` in a player's city."""
        pos = as_pos(pos)
        city = self.city(player)
        tile = city.tile.id if city is not None else self.tiles.get(player)
        start = self.start_col(player)
        if pos is not None and pos[1] == start and tile is not None:
            key = "log.place.start_beach" if pos[0] == 0 else "log.place.start_street"
            return t(key, lang=lang, tile=self.card(tile))
        if city is not None and pos is not None and pos in city.cards:
            return city.cards[pos].name
        if city is None and pos is not None and pos[1] == start:
            return t("log.place.start_tile", lang=lang)
        return t("log.place.unknown", lang=lang)


def as_pos(value: Any) -> Pos | None:
    try:
        row, col = value
        return int(row), int(col)
    except (TypeError, ValueError):
        return None


def log_context(source: Any) -> LogContext:
    if isinstance(source, LogContext):
        return source
    players = getattr(source, "players", None)
    if players is not None:
        return LogContext([p.name for p in players], source, getattr(source, "box", None))
    return LogContext([str(n) for n in (source or [])], None, load_box())   # cached


def say(key: str, lang: str | None, name: str, n: int | None = None,
         **kwargs: Any) -> str:
    """``t(key)`` (``tn`` with ``n``) about ``name``; second person for "You".

    The solo human's seat is called "You" ("Du", "Vous"): its lines use the
    ``<key>.you`` templates ("You take ...") and that word in ``lang``.
    """
    return about(key, name, n, lang, **kwargs)
