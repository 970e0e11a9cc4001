"""The words for Santa Cruz's things: cards, sets, buildings, resources, areas,
fields, tiles, points and the items of a score breakdown.

German terms are the rulebook's (../shared/seeds/santa-cruz-rules-de.txt:
Leuchtturm, Schiffkarte, Doppelzug, Wertungskarte ...); the English and French
ones are our own and used the same way everywhere (docs/SANTA_CRUZ_TERMS.md).
Every function takes an optional ``lang`` (default English); the client passes
``words.language``. The texts live in ``assets/i18n/<lang>/cruz_rules.json``
(``cruz_rules.*``) and ``cruz_log.json`` (``cruz_log.*``).
"""
from __future__ import annotations

from collections.abc import Sequence

from game.cruz.engine import Area, BuildCard, Building, Resource, ScoringCard, Tile
from game.i18n.core import DEFAULT_WORDS, t, tn

SET_LETTERS = ("A", "B", "C", "D")


def build_card_name(card: BuildCard, lang: str | None = None) -> str:
    """"Ship card", "Schiffkarte", "carte Bateau"; the double move's own name."""
    return t(f"cruz_rules.build_card.{card.value}.name", lang=lang)


def scoring_card_name(card: ScoringCard, lang: str | None = None) -> str:
    """The scoring card's name ("Fish & Sheep", "Fisch & Schaf", "Poisson & Mouton")."""
    return t(f"cruz_rules.scoring_card.{card.value}.name", lang=lang)


def card_name(card: BuildCard | ScoringCard, lang: str | None = None) -> str:
    if isinstance(card, BuildCard):
        return build_card_name(card, lang)
    return scoring_card_name(card, lang)


def set_name(letter: str, lang: str | None = None) -> str:
    """"River set (A)": a building-card set by its letter."""
    return t(f"cruz_rules.set.{letter}.name", lang=lang)


def building_name(building: Building, lang: str | None = None) -> str:
    return t(f"cruz_rules.building.{building.value}", lang=lang)


def resource_name(resource: Resource, lang: str | None = None) -> str:
    return t(f"cruz_rules.resource.{resource.value}", lang=lang)


def area_name(area: Area, lang: str | None = None) -> str:
    return t(f"cruz_rules.area.{area.value}", lang=lang)


# A field's id starts with its area's letter (docs/SANTA_CRUZ_MAP.md: "k", "l", "v").
_AREA_OF_LETTER = {"k": Area.COAST, "l": Area.LAND, "v": Area.VOLCANO}


def field_area(field_id: str) -> Area | None:
    return _AREA_OF_LETTER.get(field_id[:1])


def field_label(field_id: str, lang: str | None = None) -> str:
    """"k3 (coast)", "l4 (Land)", "v2 (volcan)"; an unknown id stays as it is."""
    area = field_area(field_id)
    if area is None:
        return field_id
    return t(f"cruz_log.field.{area.value}", lang=lang, id=field_id)


def points(n: int, lang: str | None = None) -> str:
    """"1 point", "2 points", "-2 points" in ``lang``."""
    return tn("cruz_log.points", n, lang=lang)


def signed(n: int) -> str:
    """"+3", "-2", "0": a change of score."""
    return f"+{n}" if n > 0 else str(n)


def join(items: Sequence[str], lang: str | None = None) -> str:
    """"a", "a and b", "a, b and c" in ``lang``."""
    return DEFAULT_WORDS.join(list(items), lang)


def tile_summary(tile: Tile, lang: str | None = None) -> str:
    """What a tile shows, in one phrase: "church, 3 points, wood, fish bonus +2, bird"."""
    parts = [building_name(tile.building, lang), points(tile.points, lang)]
    parts += [resource_name(r, lang) for r in tile.resources]
    if tile.fish_bonus:
        parts.append(t("cruz_log.tile.fish_bonus", lang=lang, delta=signed(tile.fish_bonus)))
    if tile.bird:
        parts.append(t("cruz_log.tile.bird", lang=lang))
    return t("cruz_log.tile.list_sep", lang=lang).join(parts)


def item_name(item: str, lang: str | None = None) -> str:
    """The label of a score-ledger item (``score_breakdown``, ``scored`` events):
    "start", "build", "card:<id>", "fish_bonus", "eruption", "birds"."""
    if item.startswith("card:"):
        try:
            return scoring_card_name(ScoringCard(item.removeprefix("card:")), lang)
        except ValueError:
            return item
    key = f"cruz_rules.item.{item}"
    text = t(key, lang=lang)
    return item if text == key else text
