"""Santa Cruz in words (English, German, French): what the table shows as text.

Pure Python, no pygame. Every function takes ``lang`` (default English; the
client passes ``words.language``).

- ``terms``: names of cards, sets, buildings, resources, fields, tiles, points;
- ``log``: one game-log line per engine event, second person for the solo human;
- ``explain``: the "?" of every card, tile symbol, track rule and special rule;
- ``pages``: how to play, one page per rulebook section.

Sentences are in ``assets/i18n/<lang>/cruz_rules.json``, ``cruz_log.json`` and
``cruz_log_you.json``; the terms table is docs/SANTA_CRUZ_TERMS.md.
"""
from game.cruz.i18n.explain import (Help, Symbol, Topic, TrackRule, build_card_help, every_help,
                                    resource_help, scoring_card_help, set_help, symbol_help,
                                    tile_help, topic_help, track_help)
from game.cruz.i18n.log import describe_each, describe_event, describe_events
from game.cruz.i18n.pages import PAGE_IDS, PAGES, Page, rule_page, rule_pages
from game.cruz.i18n.terms import (area_name, build_card_name, building_name, card_name,
                                  field_label, item_name, points, resource_name,
                                  scoring_card_name, set_name, tile_summary)

__all__ = [
    "Help", "PAGES", "PAGE_IDS", "Page", "Symbol", "Topic", "TrackRule", "area_name",
    "build_card_help", "build_card_name", "building_name", "card_name", "describe_each",
    "describe_event", "describe_events", "every_help", "field_label", "item_name", "points",
    "resource_help", "resource_name", "rule_page", "rule_pages", "scoring_card_help",
    "scoring_card_name", "set_help", "set_name", "symbol_help", "tile_help", "tile_summary",
    "topic_help", "track_help",
]
