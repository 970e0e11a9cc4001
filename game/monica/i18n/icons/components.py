"""Whole components as lists of sentences (a feature card, a starting tile) and
a space of a city by name."""
from __future__ import annotations

from typing import Any

from game.i18n.core import t
from game.monica.i18n.icons.basics import tag_form
from game.monica.i18n.icons.placement import place_icon, ring, setup_icon, vip_rule
from game.monica.i18n.icons.scoring import score_icon


def card_lines(card: Any, lang: str | None = None) -> list[str]:
    """Every sentence a feature card needs, in printed order."""
    lines: list[str] = []
    tags = list(getattr(card, "tags", ()))
    if tags:
        names = [tag_form(x, "name", lang) for x in tags]
        lines.append(t("phrase.card.tags", lang=lang, tags=", ".join(names)))
    lines += [place_icon(a, lang) for a in getattr(card, "place", ())]
    ring_obj = getattr(card, "ring", None)
    if ring_obj is not None:
        lines.append(ring(ring_obj, lang))
    lines += [score_icon(s, lang) for s in getattr(card, "score", ())]
    if getattr(card, "beach_end", False):
        lines.append(t("phrase.card.beach_end", lang=lang))
    return lines


def tile_lines(tile: Any, lang: str | None = None) -> list[str]:
    """A starting tile: its tags, setup and VIP rule."""
    lines: list[str] = []
    tags = list(getattr(tile, "tags", ()))
    if tags:
        names = [tag_form(x, "name", lang) for x in tags]
        lines.append(t("phrase.card.tile_tags", lang=lang, tags=", ".join(names)))
    lines += [setup_icon(s, lang) for s in getattr(tile, "setup", ())]
    vip = getattr(tile, "vip", None)
    if vip is not None:
        lines.append(vip_rule(vip, lang))
    return lines


def space_name(city: Any, pos: tuple[int, int], lang: str | None = None) -> str:
    """The card at ``pos`` by name, or the starting tile's half, or "empty space"."""
    card = city.cards.get(pos)
    if card is not None:
        return card.name
    if pos[1] == city.start_col:
        if pos[0] == 0:
            return t("phrase.space.beach_half", lang=lang, tile=city.tile.name)
        return city.tile.name
    return t("phrase.space.empty", lang=lang)
