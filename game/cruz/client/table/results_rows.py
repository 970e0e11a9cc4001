"""The lines of Santa Cruz's results, from the engine's ``score_breakdown``: the
start position, each round's buildings, scoring cards (each by name), fish
bonus and eruption, the bird chips and the total; a value per player. A line
nobody scored on is left out, and every column adds up to the player's score.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.cruz.engine import Breakdown
from game.cruz.i18n import item_name
from game.i18n import Words


@dataclass
class Row:
    key: str                              # a ledger item (item_name) or a catalog key
    style: str = "line"                   # "head", "line" or "total"
    fields: dict[str, Any] = field(default_factory=dict)
    values: dict[int, int] = field(default_factory=dict)

    def label(self, words: Words) -> str:
        if not self.key.startswith("cruz."):
            return item_name(self.key, words.language)
        return words.t(self.key, **self.fields)


def breakdown_rows(parts: list[Breakdown]) -> list[Row]:
    """Every line of the results, in the order they are shown."""
    rows = [Row("start", values={b.seat: b.start for b in parts})]
    for rnd in (0, 1):
        rows.append(Row("cruz.results.round", "head", {"n": rnd + 1},
                        {b.seat: b.rounds[rnd].total for b in parts}))
        rows.append(Row("build", values={b.seat: b.rounds[rnd].builds
                                                       for b in parts}))
        cards: list[str] = []
        for b in parts:
            cards += [c for c in b.rounds[rnd].cards if c not in cards]
        for card in cards:
            rows.append(Row(f"card:{card}",
                            values={b.seat: b.rounds[rnd].cards.get(card, 0) for b in parts}))
        for key, attr in (("fish_bonus", "fish_bonus"), ("eruption", "eruption")):
            values = {b.seat: int(getattr(b.rounds[rnd], attr)) for b in parts}
            if any(values.values()):
                rows.append(Row(key, values=values))
    rows.append(Row("birds", values={b.seat: b.birds for b in parts}))
    rows.append(Row("cruz.results.total", "total", values={b.seat: b.total for b in parts}))
    return rows
