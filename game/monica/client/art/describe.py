"""Icon sentences for the art's tooltips and help screens, in ``lang``
(English when none is given).

A thin shim: the phrasing lives in ``game.monica.i18n.icons`` (one place for every
language). These names are the art package's public API (see
``game.monica.client.art``); this module never imports pygame.
"""
from __future__ import annotations

from typing import Any, Mapping

from game.monica.i18n import icons


def describe_icon(icon: Mapping[str, Any], lang: str | None = None) -> str:
    """One sentence for a scoring icon (an entry of a card's ``score`` list)."""
    return icons.score_icon(icon, lang)


def describe_place(action: Mapping[str, Any], lang: str | None = None) -> str:
    """One sentence for a placement action (or a starting tile's setup entry)."""
    return icons.place_icon(action, lang)


def describe_setup(action: Mapping[str, Any], lang: str | None = None) -> str:
    """A starting tile's setup entry (``gain`` VIP / sand dollar, footprint)."""
    return icons.setup_icon(action, lang)


def describe_ring(ring: Any, lang: str | None = None) -> str:
    """A ring (a ``Ring`` or its contract dict)."""
    return icons.ring(ring, lang)


def describe_vip(vip: Any, lang: str | None = None) -> str:
    """A starting tile's VIP / footprint rule (a ``VipRule`` or its dict)."""
    return icons.vip_rule(vip, lang)


def describe_sand_dollar_action(action: Any, lang: str | None = None) -> str:
    """A ``SandDollarAction`` as one short paragraph."""
    return icons.sand_dollar_action(action, lang)


def describe_objective_line(part: str, line: Mapping[str, Any], lang: str | None = None) -> str:
    """One line of an objective tile (``part`` is wave / misc / penalty)."""
    return icons.objective_line(part, line, lang)


def describe_card(card: Any, lang: str | None = None) -> list[str]:
    """Every line a tooltip needs for a feature card, in printed order."""
    return icons.card_lines(card, lang)
