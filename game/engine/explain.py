"""Reasons for a card's points and for the objective lines, in words.

Used by score previews, tooltips, the explained tally and bots' logs. The
numbers come from the same code as the score (``icons.evaluate``,
``objectives``), so an explanation never disagrees with the total. The words
come from ``game.i18n.icons`` (the one place that phrases icons, in the
current language or ``lang``); this module only gathers the facts.
"""
from __future__ import annotations

from typing import Any

from game.i18n import icons as phrase

from .cards import Objective
from .city import City, Pos
from .groups import Layout
from .icons import Icon, evaluate, icon_kind, tier_reached
from .objectives import misc_line, penalty_line, wave_line
from .rings import settle


def space_name(city: City, pos: Pos, lang: str | None = None) -> str:
    """The card at ``pos``, the starting tile (or its beach half), or "empty space"."""
    return phrase.space_name(city, pos, lang)


def _facts(icon: Icon, kind: str, lay: Layout, pos: Pos, lang: str | None) -> dict[str, Any]:
    """Who counts for an icon: the names behind its ``have``, what it misses."""
    city = lay.city
    nbrs = lay.nbrs.get(pos, [])
    if kind == "adjacent":
        tag = icon["adjacent"]
        return {"names": [space_name(city, q, lang) for q in nbrs if lay.tags[q].get(tag, 0)]}
    if kind == "adjacent_tiers":
        return {"next_min": tier_reached(icon["tiers"], lay.adjacent_copies(
            pos, icon["adjacent_tiers"]))[2]}
    if kind == "adjacent_all":
        return {"missing": [t for t in icon["adjacent_all"] if not lay.adjacent_copies(pos, t)]}
    if kind == "adjacent_ring":
        return {"names": [space_name(city, q, lang) for q in nbrs
                          if q in city.cards and city.cards[q].ring is not None]}
    if kind == "adjacent_gives":
        which = 0 if icon["adjacent_gives"] == "sand_dollar" else 1
        return {"names": [space_name(city, q, lang) for q in nbrs if city.gives_at(q)[which]]}
    if kind == "chain":
        card = city.cards.get(pos)
        return {"has_tag": bool(card is not None and card.tag_count.get(icon["chain"], 0))}
    return {}


def icon_text(icon: Icon, lay: Layout, pos: Pos, pts: int, have: int, need: int,
              lang: str | None = None) -> str:
    """``"<rule>: <what it gives here>"`` for one scoring icon at ``pos``."""
    kind = icon_kind(icon)
    status = phrase.score_status(icon, pts, have, need, lang=lang,
                                 **_facts(icon, kind, lay, pos, lang))
    return phrase.with_status(phrase.score_icon(icon, lang), status, lang)


def explain_space(city: City, pos: Pos, lang: str | None = None) -> list[dict[str, Any]]:
    """Per scoring icon of the card at ``pos``: icon, points, have, need, text."""
    card = city.cards.get(pos)
    if card is None or not card.score:
        return []
    lay = Layout(city)
    out: list[dict[str, Any]] = []
    for icon in card.score:
        pts, have, need = evaluate(icon, lay, pos)
        out.append({"icon": icon, "kind": icon_kind(icon), "points": pts, "have": have,
                    "need": need, "text": icon_text(icon, lay, pos, pts, have, need, lang)})
    return out


def _line_text(part: str, line: dict[str, Any], pts: int, facts: dict[str, Any],
               lang: str | None) -> str:
    return phrase.with_status(phrase.objective_line(part, line, lang),
                              phrase.objective_status(part, line, pts, facts, lang), lang)


def explain_objective(cities: list[City], i: int, objective: Objective,
                      lang: str | None = None) -> list[dict[str, Any]]:
    """The three objective lines for player ``i``: line, kind, points, facts, text."""
    settled = [settle(c) for c in cities]
    unplaced = [sum(u.values()) for _, u in settled]
    lay = Layout(cities[i])
    status, unplaced_at = settled[i]
    filled = sum(1 for _, f in status.values() if f)
    wave, wave_facts = wave_line(objective.wave, lay)
    misc, misc_facts = misc_line(objective.misc, lay)
    pen, pen_facts = penalty_line(objective.penalty, lay, i, unplaced, unplaced_at, filled)
    out = []
    for part, line, pts, facts in (("wave", objective.wave, wave, wave_facts),
                                   ("misc", objective.misc, misc, misc_facts),
                                   ("penalty", objective.penalty, pen, pen_facts)):
        out.append({"line": part, "kind": line["kind"], "points": pts, "facts": facts,
                    "text": _line_text(part, line, pts, facts, lang)})
    return out
