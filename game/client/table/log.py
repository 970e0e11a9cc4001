"""The game log: every action and what it did, in plain words, for the whole
game (no pygame).

``GameLog.record`` takes an action's events with the state cloned *before*
the action (so names and the food truck's column are those the players saw)
and the state after it; the sentences come from ``game.i18n.log``. When the
acting player's score changed, a short result line follows.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import score_game
from ...engine.events import Event
from ...engine.state import GameState
from ...i18n import log as words
from ...i18n import t
from .preview import total_of

HEAD_KINDS = ("turn_start", "final_round", "final_movement", "game_over")


@dataclass(frozen=True)
class Entry:
    """One log line. ``style``: ``turn`` (a heading), ``line``, ``score`` or ``note``."""

    text: str
    style: str = "line"


@dataclass
class GameLog:
    entries: list[Entry] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.entries)

    def note(self, text: str) -> None:
        self.entries.append(Entry(text, "note"))

    def record(self, events: list[Event], before: GameState, after: GameState) -> list[Entry]:
        """Log one action's events; returns the entries added."""
        heads = {words.describe_event(e, before) for e in events if e.kind in HEAD_KINDS}
        added = [Entry(text, "turn" if text in heads else "line")
                 for text in words.describe_events(events, before)]
        seat = before.current
        if not any(e.kind == "game_over" for e in events) and \
                before.players[seat].city is not None:
            old = total_of(score_game(before), seat)
            new = total_of(score_game(after), seat)
            if new != old:
                line = Entry(t("table.log.score", name=before.players[seat].name, total=new,
                               delta=f"{new - old:+d}"), "score")
                # right after the mover's own lines, before the next turn's heading
                at = next((k for k, e in enumerate(added) if e.style == "turn"), len(added))
                added.insert(at, line)
        self.entries.extend(added)
        return added

    def texts(self) -> list[str]:
        return [e.text for e in self.entries]
