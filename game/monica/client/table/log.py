"""The game log: every action and what it did, in plain words, for the whole
game (no pygame).

``GameLog.record`` takes an action's events with the state cloned *before*
the action (so names and the food truck's column are those the players saw)
and the state after it; the sentences come from ``game.monica.i18n.log``. When the
acting player's score changed, a short result line follows.

An entry keeps what it needs to be phrased (the events and the state before
them, or a catalog key and its fields) and is phrased when it is read, in
the log's words (``GameLog.words``, the table's): switching their language
re-phrases the whole log.
A resumed game's log is rebuilt from the steps of ``game.monica.match.replay``.

The table records an action *held*: its lines wait until the animation of
their event plays (``release``, called by the director's beats), so the log
never runs ahead of the board. A line held is tagged with its event's index;
the score result goes with the next turn's heading (or the action's end).
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.monica.engine import score_game
from game.monica.engine.events import Event
from game.monica.engine.state import GameState
from game.i18n import Words, normalize, t, tn
from game.monica.i18n import log as sentences
from game.i18n.words import is_you, you
from game.monica.client.table.preview import total_of

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
    return lambda lang: tn("table.log.score", total, lang=lang, name=_player(name, lang),
                           delta=f"{delta:+d}")


@dataclass
class GameLog:
    entries: list[Entry] = field(default_factory=list)      # the lines shown
    words: Words = field(default_factory=Words)     # the language it is read in
    # lines recorded but not shown yet: (action serial, event index, entry), in order
    held: list[tuple[int, float, Entry]] = field(default_factory=list)
    serial: int = 0

    def __len__(self) -> int:
        return len(self.entries)

    def _add(self, entry: Entry) -> None:
        if self.held:       # behind the lines still waiting for their animation
            self.held.append((self.serial, math.inf, entry))
        else:
            self.entries.append(entry)

    def note(self, text: str) -> None:
        """A finished line (it stays as written)."""
        self._add(Entry(text, "note"))

    def say(self, key: str, **fields: Any) -> None:
        """A note from the catalog, phrased in the language it is read in."""
        self._add(Entry(lambda lang: t(key, lang=lang, **fields), "note"))

    def release(self, serial: int, upto: float) -> None:
        """Show the held lines of actions up to ``serial`` and, of that action,
        those of its events up to index ``upto``."""
        while self.held and self.held[0][:2] <= (serial, upto):
            self.entries.append(self.held.pop(0)[2])

    def releaser(self) -> Callable[[float], None]:
        """``release`` for the action recorded last (what its beats call)."""
        serial = self.serial
        return lambda upto: self.release(serial, upto)

    def flush(self) -> None:
        """Show every held line (the board is still: it shows the state)."""
        self.entries.extend(entry for _, _, entry in self.held)
        self.held.clear()

    def record(self, events: list[Event], before: GameState, after: GameState,
               *, held: bool = False) -> list[Entry]:
        """Log one action's events; returns the entries added. ``held``: they
        wait for ``release`` (their animation) instead of showing at once."""
        action = _Action(events, before)
        lines = action.lines(self.words.language)
        said = [k for k, line in enumerate(lines) if line]
        added = [Entry(action.line(k), "turn" if events[k].kind in HEAD_KINDS else "line")
                 for k in said]
        tags: list[float] = [float(k) for k in said]
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
                # shown with that heading (or at the action's end): once the board scored it
                tags.insert(at, tags[at] - 0.5 if at < len(tags) else len(events))
        if held:
            self.serial += 1
            self.held.extend((self.serial, tag, e) for tag, e in zip(tags, added, strict=True))
        else:
            self.flush()
            self.entries.extend(added)
        return added

    def texts(self, lang: str | None = None) -> list[str]:
        """Every line, in ``lang`` (default: the log's words' language)."""
        code = lang or self.words.language
        return [e.phrase(code) for e in self.entries]
