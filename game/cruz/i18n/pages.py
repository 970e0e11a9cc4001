"""How to play Santa Cruz: one page per section of the rulebook, in order.

``PAGES`` names each page and the rulebook heading it stands for
(../shared/seeds/santa-cruz-rules-de.txt); ``rule_pages(lang)`` phrases them
all, ``rule_page(page_id, lang)`` one. A page is a title and its paragraphs,
``cruz_rules.page.<id>.title`` and ``.p1``, ``.p2`` ... in
``assets/i18n/<lang>/cruz_rules.json``. The "?" explanations (``explain``)
and the guided game's steps name the page to read on by its id.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n.core import has_key, t

# (page id, the rulebook's heading), in the rulebook's order.
PAGES: tuple[tuple[str, str], ...] = (
    ("goal", "ABLAUF UND SPIELZIEL"),
    ("setup", "VORBEREITUNG"),
    ("turn_order", "REIHENFOLGE"),
    ("round", "1. DURCHGANG: ÜBERBLICK"),
    ("landing", "ANLANDEN"),
    ("play_card", "KARTE AUSSPIELEN, ENDE DES DURCHGANGS"),
    ("building", "BAUEN: 1. WOHIN BAUEN?, 2. WAS BAUEN?, 3. AUS DEM VORRAT SETZEN"),
    ("build_points", "BAUEN: 4. PUNKTE FÜR DAS BAUEN, 5. VOGELCHIP ZIEHEN"),
    ("reveal", "BAUEN: 6. PLÄTTCHEN AUFDECKEN, 7. BAUEN ENDE"),
    ("occupied", "BESETZTE PLÄTTCHEN"),
    ("add_on", "DAZUSETZEN"),
    ("no_build", "BAUEN NICHT MÖGLICH"),
    ("face_down", "VERDECKTE PLÄTTCHEN"),
    ("double_move", "DOPPELZUG"),
    ("scoring", "WERTEN"),
    ("resources", "ROHSTOFFWERTUNGEN, MEHRERE ROHSTOFFE"),
    ("fish_bonus", "FISCHBONUS"),
    ("building_cards", "GEBÄUDEWERTUNGEN"),
    ("place_cards", "ORTS- UND VOGELWERTUNGEN"),
    ("eruption", "VULKANAUSBRUCH"),
    ("track", "PUNKTE ABTRAGEN: ZÄHLLEISTE, HINTEN ANSTELLEN, 50ER-STUFEN"),
    ("round_2", "2. DURCHGANG"),
    ("game_end", "SPIELENDE"),
)
PAGE_IDS: tuple[str, ...] = tuple(page for page, _ in PAGES)
MAX_PARAGRAPHS = 6


@dataclass(frozen=True, slots=True)
class Page:
    """One page of the rules: its id, the rulebook heading, title and paragraphs."""
    id: str
    heading: str
    title: str
    paragraphs: tuple[str, ...]


def _paragraph_keys(page_id: str) -> list[str]:
    keys = []
    for i in range(1, MAX_PARAGRAPHS + 1):
        key = f"cruz_rules.page.{page_id}.p{i}"
        if not has_key(key):
            break
        keys.append(key)
    return keys


def rule_page(page_id: str, lang: str | None = None) -> Page:
    """The page ``page_id`` in ``lang`` (``KeyError`` for an unknown id)."""
    heading = dict(PAGES)[page_id]
    title = t(f"cruz_rules.page.{page_id}.title", lang=lang)
    return Page(page_id, heading, title,
                tuple(t(key, lang=lang) for key in _paragraph_keys(page_id)))


def rule_pages(lang: str | None = None) -> list[Page]:
    """Every page, in the rulebook's order."""
    return [rule_page(page_id, lang) for page_id, _ in PAGES]
