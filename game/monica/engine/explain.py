"""Why a card scores what it does, and what the objective lines give: as facts.

Score previews, tooltips, the explained tally and bots' logs need the reasons
behind a number. The numbers come from the same code as the score
(``icons.evaluate``, ``objectives``), so an explanation never disagrees with
the total. This module only gathers the facts, as dataclasses; the words are
``game.monica.i18n.explain``'s (the engine never phrases anything).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.monica.engine.cards import Objective
from game.monica.engine.city import City, Pos
from game.monica.engine.groups import Layout
from game.monica.engine.icons import Icon, evaluate, icon_kind, tier_reached
from game.monica.engine.objectives import misc_line, penalty_line, wave_line
from game.monica.engine.rings import settle

__all__ = ["IconFacts", "LineFacts", "ObjectivePart", "objective_facts", "space_facts"]


@dataclass(frozen=True, slots=True)
class IconFacts:
    """One scoring icon of a card in a city, now.

    ``points``/``have``/``need`` are ``icons.evaluate``'s numbers. ``spaces``
    are the neighbours that count (the cards with the tag, the ring cards, the
    givers), ``missing`` the tags an ``adjacent_all`` icon still lacks,
    ``has_tag`` whether a chain card carries its own tag and ``next_min`` a
    tier icon's next unmet minimum (0: none).
    """

    icon: Icon
    kind: str
    points: int
    have: int
    need: int
    spaces: tuple[Pos, ...] = ()
    missing: tuple[str, ...] = ()
    has_tag: bool = True
    next_min: int = 0


class ObjectivePart(StrEnum):
    """The three lines of an objective tile, in scorepad order."""

    WAVE = "wave"
    MISC = "misc"
    PENALTY = "penalty"


@dataclass(frozen=True, slots=True)
class LineFacts:
    """One objective line for one player: its rule (``line``, the tile's dict),
    the points and what was counted (``facts``, see ``objectives``)."""

    part: ObjectivePart
    line: Mapping[str, Any]
    points: int
    facts: Mapping[str, Any]

    @property
    def kind(self) -> str:
        return str(self.line["kind"])


def _icon_facts(icon: Icon, lay: Layout, pos: Pos) -> IconFacts:
    kind = icon_kind(icon)
    pts, have, need = evaluate(icon, lay, pos)
    city = lay.city
    nbrs = lay.nbrs.get(pos, ())
    if kind == "adjacent":
        tag = icon["adjacent"]
        return IconFacts(icon, kind, pts, have, need,
                         spaces=tuple(q for q in nbrs if lay.tags[q].get(tag, 0)))
    if kind == "adjacent_tiers":
        nxt = tier_reached(icon["tiers"], have)[2]
        return IconFacts(icon, kind, pts, have, need, next_min=nxt)
    if kind == "adjacent_all":
        missing = tuple(t for t in icon["adjacent_all"] if not lay.adjacent_copies(pos, t))
        return IconFacts(icon, kind, pts, have, need, missing=missing)
    if kind == "adjacent_ring":
        return IconFacts(icon, kind, pts, have, need,
                         spaces=tuple(q for q in nbrs if city.has_ring_at(q)))
    if kind == "adjacent_gives":
        which = 0 if icon["adjacent_gives"] == "sand_dollar" else 1
        return IconFacts(icon, kind, pts, have, need,
                         spaces=tuple(q for q in nbrs if city.gives_at(q)[which]))
    if kind == "chain":
        card = city.cards.get(pos)
        has_tag = bool(card is not None and card.tag_count.get(icon["chain"], 0))
        return IconFacts(icon, kind, pts, have, need, has_tag=has_tag)
    return IconFacts(icon, kind, pts, have, need)


def space_facts(city: City, pos: Pos) -> list[IconFacts]:
    """One ``IconFacts`` per scoring icon of the card at ``pos`` (none for
    empty spaces, the starting tile and cards without scoring icons)."""
    card = city.cards.get(pos)
    if card is None or not card.score:
        return []
    lay = Layout(city)
    return [_icon_facts(icon, lay, pos) for icon in card.score]


def objective_facts(cities: list[City], i: int, objective: Objective) -> list[LineFacts]:
    """The wave, misc and penalty lines for player ``i`` among ``cities``."""
    settled = [settle(c) for c in cities]
    unplaced = [sum(u.values()) for _, u in settled]
    lay = Layout(cities[i])
    status, unplaced_at = settled[i]
    filled = sum(1 for _, f in status.values() if f)
    wave, wave_facts = wave_line(objective.wave, lay)
    misc, misc_facts = misc_line(objective.misc, lay)
    pen, pen_facts = penalty_line(objective.penalty, lay, i, unplaced, unplaced_at, filled)
    return [LineFacts(ObjectivePart.WAVE, objective.wave, wave, wave_facts),
            LineFacts(ObjectivePart.MISC, objective.misc, misc, misc_facts),
            LineFacts(ObjectivePart.PENALTY, objective.penalty, pen, pen_facts)]
