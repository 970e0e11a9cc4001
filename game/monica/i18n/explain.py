"""Explanations in words: the engine's facts (``game.monica.engine.explain``) phrased.

``explain_space`` and ``explain_objective`` give, per scoring icon or
objective line, the numbers and a sentence ("2 points if next to at least one
tourist spot: yes (Pier Arcade)") in ``lang`` (default: English). The
numbers are the engine's; the words come from ``icons`` (the one place that
phrases the components), so a zoomed card, the "?" popups and the explained
tally all say the same thing.
"""
from __future__ import annotations

from typing import Any

from game.monica.engine.cards import Objective
from game.monica.engine.city import City, Pos
from game.monica.engine.explain import IconFacts, LineFacts, objective_facts, space_facts

from game.monica.i18n import icons as phrase

__all__ = ["explain_objective", "explain_space", "icon_text", "line_text"]


def icon_text(f: IconFacts, city: City, lang: str | None = None) -> str:
    """``"<rule>: <what it gives here>"`` for one scoring icon."""
    names = [phrase.space_name(city, q, lang) for q in f.spaces]
    status = phrase.score_status(f.icon, f.points, f.have, f.need, names=names,
                                 missing=f.missing, has_tag=f.has_tag, next_min=f.next_min,
                                 lang=lang)
    return phrase.with_status(phrase.score_icon(f.icon, lang), status, lang)


def line_text(f: LineFacts, lang: str | None = None) -> str:
    """``"<rule>: <what it gives>"`` for one objective line."""
    part = str(f.part)
    return phrase.with_status(phrase.objective_line(part, f.line, lang),
                              phrase.objective_status(part, f.line, f.points, f.facts, lang),
                              lang)


def explain_space(city: City, pos: Pos, lang: str | None = None) -> list[dict[str, Any]]:
    """Per scoring icon of the card at ``pos``: icon, kind, points, have, need, text."""
    return [{"icon": f.icon, "kind": f.kind, "points": f.points, "have": f.have,
             "need": f.need, "text": icon_text(f, city, lang)}
            for f in space_facts(city, pos)]


def explain_objective(cities: list[City], i: int, objective: Objective,
                      lang: str | None = None) -> list[dict[str, Any]]:
    """The three objective lines for player ``i``: line, kind, points, facts, text."""
    return [{"line": str(f.part), "kind": f.kind, "points": f.points, "facts": f.facts,
             "text": line_text(f, lang)}
            for f in objective_facts(cities, i, objective)]
