"""The Santa Cruz game log in plain words: one short sentence per engine event.

    describe_event(event, names, lang)     one line, or None for a quiet event
    describe_events(events, names, lang)   an action's lines, quiet ones left out
    describe_each(events, names, lang)     one line or None per event, aligned

``names`` are the seats' names in seat order. The solo human's seat is called
"You" ("Du", "Vous": ``setup.you``) and its lines are in the second person
("You land on k6 (coast) ...", the ``<key>.you`` forms in
``assets/i18n/<lang>/cruz_log_you.json``). Pass the events as the reader may
see them (``game.cruz.engine.events_for(events, seat)``): a hidden chip value
or scoring card is then told as hidden ("Bob draws a bird chip."), never
guessed. The 21 event kinds and their fields: docs/SANTA_CRUZ_ENGINE.md.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.cruz.engine import Event
from game.cruz.i18n.log_context import LogContext
from game.cruz.i18n.log_events import HANDLERS, QUIET_KINDS

__all__ = ["HANDLERS", "LogContext", "QUIET_KINDS", "describe_each", "describe_event",
           "describe_events"]


def _context(names: Sequence[str] | LogContext) -> LogContext:
    return names if isinstance(names, LogContext) else LogContext(list(names))


def describe_event(event: Event, names: Sequence[str] | LogContext,
                   lang: str | None = None) -> str | None:
    """One sentence for ``event`` in ``lang``, or None when it is too small to
    log (a turn starting, a stone's ordinary move). Never raises: an event with
    fields it cannot read gives None."""
    handler = HANDLERS.get(event.kind)
    if handler is None:
        return None
    try:
        return handler(event, _context(names), lang)
    except (LookupError, TypeError, ValueError, AttributeError):
        return None          # an event recorded with fields it cannot read: no line


def describe_each(events: Iterable[Event], names: Sequence[str] | LogContext,
                  lang: str | None = None) -> list[str | None]:
    """One line (or None for a quiet event) per event, aligned with ``events``:
    the table shows each line as its event's animation plays."""
    ctx = _context(names)
    return [describe_event(event, ctx, lang) for event in events]


def describe_events(events: Iterable[Event], names: Sequence[str] | LogContext,
                    lang: str | None = None) -> list[str]:
    """The log lines of one action's events, in order, quiet ones left out."""
    return [line for line in describe_each(events, names, lang) if line]
