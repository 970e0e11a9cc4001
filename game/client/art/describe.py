"""Icon sentences for the art's tooltips and help screens, in the current
language.

A thin shim: the phrasing lives in ``game.i18n.icons`` (one place for every
language). These names are the art package's public API (see
``game.client.art``); this module never imports pygame.
"""
from __future__ import annotations

from typing import Any, Mapping

from game.i18n import icons


def describe_icon(icon: Mapping[str, Any]) -> str:
    """One sentence for a scoring icon (an entry of a card's ``score`` list)."""
    return icons.score_icon(icon)


def describe_place(action: Mapping[str, Any]) -> str:
    """One sentence for a placement action (or a starting tile's setup entry)."""
    return icons.place_icon(action)


def describe_setup(action: Mapping[str, Any]) -> str:
    """A starting tile's setup entry (``gain`` VIP / sand dollar, footprint)."""
    return icons.setup_icon(action)


def describe_ring(ring: Any) -> str:
    """A ring (a ``Ring`` or its contract dict)."""
    return icons.ring(ring)


def describe_vip(vip: Any) -> str:
    """A starting tile's VIP / footprint rule (a ``VipRule`` or its dict)."""
    return icons.vip_rule(vip)


def describe_sand_dollar_action(action: Any) -> str:
    """A ``SandDollarAction`` as one short paragraph."""
    return icons.sand_dollar_action(action)


def describe_objective_line(part: str, line: Mapping[str, Any]) -> str:
    """One line of an objective tile (``part`` is wave / misc / penalty)."""
    return icons.objective_line(part, line)


def describe_card(card: Any) -> list[str]:
    """Every line a tooltip needs for a feature card, in printed order."""
    return icons.card_lines(card)
