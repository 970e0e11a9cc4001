"""The game log in plain words: one short sentence per engine event.

``describe_event(event, context, lang)`` turns an ``Event`` into a sentence in
English, German or French, or None for events too small to log (a card
sliding forward, an action becoming available). ``context`` is the game
state *before* the action that produced the event (for player and card names,
the cities and where the food truck stood), or just the list of player names.

``describe_events`` does a whole action's events at once and remembers what
earlier events of the list said (e.g. which starting tile was just chosen).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.monica.engine.events import Event

from game.monica.i18n.log_context import log_context, say
from game.monica.i18n.log_events import HANDLERS
from game.i18n.words import points


def describe_event(event: Event, state_before_or_names: Any,
                   lang: str | None = None) -> str | None:
    """One sentence for ``event``, or None if it is not worth a log line.

    Pass the state before the action (best: it knows the cities and where the
    food truck stood) or just the player names. Never raises: an event it
    cannot read gives None.
    """
    handler = HANDLERS.get(event.kind)
    if handler is None:
        return None
    try:
        line = handler(event, log_context(state_before_or_names), lang)
    except (LookupError, TypeError, ValueError):
        return None       # an event recorded with fields it cannot read: no log line
    if line and line.endswith(".."):
        line = line[:-1]      # a name ending in a full stop ("Trading Co.")
    return line


def describe_each(events: Iterable[Event], state_before_or_names: Any,
                  lang: str | None = None) -> list[str | None]:
    """One line (or None for a quiet event) per event, aligned with ``events``."""
    ctx = log_context(state_before_or_names)
    return [describe_event(event, ctx, lang) or None for event in events]


def describe_events(events: Iterable[Event], state_before_or_names: Any,
                    lang: str | None = None) -> list[str]:
    """The log lines of one action's events, in order, skipping quiet ones."""
    return [line for line in describe_each(events, state_before_or_names, lang) if line]


def describe_scores(report: dict[str, Any], lang: str | None = None) -> list[str]:
    """``["Ann: 41 points", ...]`` from a ``score_game`` report, best first."""
    players = sorted(report.get("players") or [], key=lambda p: p.get("rank", 0))
    return [say("log.player_score", lang, str(p.get("name", "?")),
                 points=points(int(p.get("total", 0)), lang)) for p in players]
