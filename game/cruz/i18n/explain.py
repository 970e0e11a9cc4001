"""The "?" of the Santa Cruz table: a title and a few sentences for every card,
every tile symbol, every rule of the score track and every special rule.

Each explanation is a ``Help`` (title, text, and the rules page it belongs to,
see ``pages``), phrased in ``lang`` (default English) from
``assets/i18n/<lang>/cruz_rules.json``:

    build_card_help(BuildCard.RIVER)        the ship, river and path cards, the double move
    scoring_card_help(ScoringCard.FISH)     each of the 16 scoring cards
    symbol_help(Symbol.FISH_BONUS)          what a tile shows (building, points, ...)
    resource_help(Resource.GOLD)            one resource and the cards that score it
    track_help(TrackRule.TIE_ORDER)         the score track's rules
    topic_help(Topic.ADD_ON)                landing, add-on, face-down tiles, eruption ...
    set_help("A")                           a building-card set
    tile_help(tile)                         one tile as it lies (None: still face down)
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.cruz.engine import BuildCard, Resource, ScoringCard, Tile
from game.cruz.engine.cards import SETS
from game.cruz.i18n.terms import (building_name, join, points, resource_name, scoring_card_name,
                                  set_name, signed)
from game.i18n.core import t


@dataclass(frozen=True, slots=True)
class Help:
    """One "?" popup: its title, its text, and the rules page to read on."""
    title: str
    text: str
    page: str


class Symbol(StrEnum):
    """What a tile shows (rulebook "BAUEN", 2.-5., "ROHSTOFFWERTUNGEN", "FISCHBONUS")."""
    BUILDING = "building"
    POINTS = "points"
    RESOURCE = "resource"
    FISH_BONUS = "fish_bonus"
    BIRD = "bird"
    FACE_DOWN = "face_down"


class TrackRule(StrEnum):
    """The score track ("PUNKTE ABTRAGEN", "WERTEN", "VORBEREITUNG 7.")."""
    START = "start"
    ENTRY_ORDER = "entry_order"
    CLOCKWISE = "clockwise"
    TIE_ORDER = "tie_order"
    FIFTY = "fifty"
    BACKWARDS = "backwards"


class Topic(StrEnum):
    """The rules a "?" on the table may point at that are no card or symbol."""
    LANDING = "landing"
    REVEAL = "reveal"
    OCCUPIED = "occupied"
    ADD_ON = "add_on"
    NO_BUILD = "no_build"
    FACE_DOWN = "face_down"
    ERUPTION = "eruption"
    SUPPLY = "supply"
    ROUND_END = "round_end"
    SET_CHOICE = "set_choice"
    DISCARD = "discard"
    BIRDS_END = "birds_end"


# The rules page (``pages.PAGES``) each explanation belongs to.
_SYMBOL_PAGE = {Symbol.BUILDING: "building", Symbol.POINTS: "build_points",
                Symbol.RESOURCE: "resources", Symbol.FISH_BONUS: "fish_bonus",
                Symbol.BIRD: "build_points", Symbol.FACE_DOWN: "face_down"}
_TOPIC_PAGE = {Topic.LANDING: "landing", Topic.REVEAL: "reveal", Topic.OCCUPIED: "occupied",
               Topic.ADD_ON: "add_on", Topic.NO_BUILD: "no_build",
               Topic.FACE_DOWN: "face_down", Topic.ERUPTION: "eruption",
               Topic.SUPPLY: "building", Topic.ROUND_END: "play_card",
               Topic.SET_CHOICE: "round_2", Topic.DISCARD: "round_2",
               Topic.BIRDS_END: "game_end"}
_BUILD_PAGE = {BuildCard.SHIP: "building", BuildCard.RIVER: "building",
               BuildCard.PATH: "building", BuildCard.DOUBLE: "double_move"}
_RESOURCE_CARDS = {ScoringCard.SHEEP, ScoringCard.FISH, ScoringCard.WOOD, ScoringCard.SUGAR,
                   ScoringCard.GOLD, ScoringCard.FISH_SHEEP, ScoringCard.WOOD_SUGAR,
                   ScoringCard.GOLD_10}
# The resource cards that pay for each resource ("ROHSTOFFWERTUNGEN").
_PAID_BY = {
    Resource.SHEEP: (ScoringCard.SHEEP, ScoringCard.FISH_SHEEP),
    Resource.FISH: (ScoringCard.FISH, ScoringCard.FISH_SHEEP),
    Resource.WOOD: (ScoringCard.WOOD, ScoringCard.WOOD_SUGAR),
    Resource.SUGAR: (ScoringCard.SUGAR, ScoringCard.WOOD_SUGAR),
    Resource.GOLD: (ScoringCard.GOLD, ScoringCard.GOLD_10),
}
_BUILDING_CARDS = {ScoringCard.HOUSES_4, ScoringCard.THREE_KINDS, ScoringCard.CONNECTED_4}


def _help(base: str, page: str, lang: str | None) -> Help:
    return Help(t(f"{base}.name", lang=lang), t(f"{base}.text", lang=lang), page)


def build_card_help(card: BuildCard, lang: str | None = None) -> Help:
    return _help(f"cruz_rules.build_card.{card.value}", _BUILD_PAGE[card], lang)


def scoring_card_page(card: ScoringCard) -> str:
    """The rules page of a scoring card's family."""
    if card in _RESOURCE_CARDS:
        return "resources"
    if card in _BUILDING_CARDS:
        return "building_cards"
    if card is ScoringCard.ERUPTION:
        return "eruption"
    return "place_cards"


def scoring_card_help(card: ScoringCard, lang: str | None = None) -> Help:
    return _help(f"cruz_rules.scoring_card.{card.value}", scoring_card_page(card), lang)


def symbol_help(symbol: Symbol, lang: str | None = None) -> Help:
    return _help(f"cruz_rules.symbol.{symbol.value}", _SYMBOL_PAGE[symbol], lang)


def resource_help(resource: Resource, lang: str | None = None) -> Help:
    """A resource on a tile: which scoring cards pay for it."""
    cards = _PAID_BY[resource]
    text = t("cruz_rules.symbol.resource.scored_by", lang=lang,
             card=join([scoring_card_name(c, lang) for c in cards], lang))
    return Help(resource_name(resource, lang), text, "resources")


def track_help(rule: TrackRule, lang: str | None = None) -> Help:
    return _help(f"cruz_rules.track.{rule.value}", "track", lang)


def topic_help(topic: Topic, lang: str | None = None) -> Help:
    return _help(f"cruz_rules.topic.{topic.value}", _TOPIC_PAGE[topic], lang)


def set_help(letter: str, lang: str | None = None) -> Help:
    """A set's name and its seven cards ("1 ship, 3 river, 2 path, 1 double move")."""
    ship, river, path, double = SETS[letter]
    text = t("cruz_rules.set.cards", lang=lang, a=ship, b=river, count=path, n=double)
    return Help(set_name(letter, lang), text, "setup")


def tile_help(tile: Tile | None, lang: str | None = None) -> Help:
    """One tile as it lies: what may be built there and what it gives."""
    if tile is None:
        return symbol_help(Symbol.FACE_DOWN, lang)
    lines = [t("cruz_rules.tile.build", lang=lang, tile=building_name(tile.building, lang),
               points=points(tile.points, lang))]
    if tile.resources:
        lines.append(t("cruz_rules.tile.resources", lang=lang,
                       a=join([resource_name(r, lang) for r in tile.resources], lang)))
    if tile.fish_bonus:
        lines.append(t("cruz_rules.tile.fish_bonus", lang=lang, delta=signed(tile.fish_bonus)))
    if tile.bird:
        lines.append(t("cruz_rules.tile.bird", lang=lang))
    title = t("cruz_rules.tile.title", lang=lang, tile=building_name(tile.building, lang))
    return Help(title, " ".join(lines), "building")


def every_help(lang: str | None = None) -> list[Help]:
    """Every "?" there is (tests check each has words in every language)."""
    out = [build_card_help(c, lang) for c in BuildCard]
    out += [scoring_card_help(c, lang) for c in ScoringCard]
    out += [symbol_help(s, lang) for s in Symbol]
    out += [resource_help(r, lang) for r in Resource]
    out += [track_help(r, lang) for r in TrackRule]
    out += [topic_help(x, lang) for x in Topic]
    out += [set_help(k, lang) for k in SETS]
    return out
