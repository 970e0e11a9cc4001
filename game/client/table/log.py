"""The game log: every action and what it did, in plain words, for the whole
game (no pygame).

``GameLog.record`` takes an action's events with the state cloned *before*
the action (so names and the food truck's column are those the players saw)
and the state after it; the sentences come from ``game.i18n.log``. When the
acting player's score changed, a short result line follows.

An entry keeps what it needs to be phrased (the events and the state before
them, or a catalog key and its fields) and is phrased when it is read, in
the log's words (``GameLog.words``, the table's): switching their language
re-phrases the whole log.
A resumed game's log is rebuilt from the steps of ``game.match.replay``.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...engine import score_game
from ...engine.events import Event
from ...engine.state import GameState
from ...i18n import Words, normalize, t
from ...i18n import log as sentences
from ...i18n.words import is_you, you
from .preview import total_of

HEAD_KINDS = ("turn_start", "final_round", "final_movement", "game_over")

Phrase = Callable[[str], str]


@dataclass(frozen=True)
class Entry:
    """One log line. ``style``: ``turn`` (a heading), ``line``, ``score`` or ``note``.

    ``source`` is a finished text or a function phrasing it in a language.
    """

    source: str | Phrase
    style: str = "line"

    def phrase(self, lang: str) -> str:
        """The line in ``lang``."""
        source = self.source
        return source if isinstance(source, str) else source(lang)


class _Action:
    """One action's events and the state before them, phrased on demand
    (once per language)."""

    def __init__(self, events: list[Event], before: GameState) -> None:
        self.events = list(events)
        self.before = before
        self._lines: dict[str, list[str | None]] = {}

    def lines(self, lang: str) -> list[str | None]:
        code = normalize(lang)
        got = self._lines.get(code)
        if got is None:
            got = self._lines[code] = sentences.describe_each(self.events, self.before, code)
        return got

    def line(self, k: int) -> Phrase:
        return lambda lang: self.lines(lang)[k] or ""


def _player(name: str, lang: str) -> str:
    """A seat's name as the log shows it ("You" in the language of the line)."""
    return you(lang) if is_you(name) else name


def _score_line(name: str, total: int, delta: int) -> Phrase:
    return lambda lang: t("table.log.score", lang=lang, name=_player(name, lang),
                          total=total, delta=f"{delta:+d}")


@dataclass
class GameLog:
    entries: list[Entry] = field(default_factory=list)
    words: Words = field(default_factory=Words)     # the language it is read in

    def __len__(self) -> int:
        return len(self.entries)

    def note(self, text: str) -> None:
        """A finished line (it stays as written)."""
        self.entries.append(Entry(text, "note"))

    def say(self, key: str, **fields: Any) -> None:
        """A note from the catalog, phrased in the language it is read in."""
        self.entries.append(Entry(lambda lang: t(key, lang=lang, **fields), "note"))

    def record(self, events: list[Event], before: GameState, after: GameState) -> list[Entry]:
        """Log one action's events; returns the entries added."""
        action = _Action(events, before)
        added = [Entry(action.line(k), "turn" if events[k].kind in HEAD_KINDS else "line")
                 for k, line in enumerate(action.lines(self.words.language)) if line]
        seat = before.current
        if not any(e.kind == "game_over" for e in events) and \
                before.players[seat].city is not None:
            old = total_of(score_game(before), seat)
            new = total_of(score_game(after), seat)
            if new != old:
                # a gain reads green, a loss red (a swap or a penalty can cost points)
                line = Entry(_score_line(before.players[seat].name, new, new - old),
                             "score" if new > old else "loss")
                # right after the mover's own lines, before the next turn's heading
                at = next((k for k, e in enumerate(added) if e.style == "turn"), len(added))
                added.insert(at, line)
        self.entries.extend(added)
        return added

    def texts(self, lang: str | None = None) -> list[str]:
        """Every line, in ``lang`` (default: the log's words' language)."""
        code = lang or self.words.language
        return [e.phrase(code) for e in self.entries]
