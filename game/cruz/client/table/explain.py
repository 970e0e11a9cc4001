"""What the table's "?" says about a thing: a tile (face up or down, what it
wants built and gives, who built there), a card of the hand, or the score track
(its tie order, 50-steps, entry order and start). The sentences are
``game.cruz.i18n``'s, in the viewer's words; each names the rules page to read on."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.cruz.client.pictures import CruzPictures
from game.cruz.client.table.model import TableModel
from game.cruz.engine import Board, BuildCard, ScoringCard
from game.cruz.i18n import (TrackRule, build_card_help, field_label, scoring_card_help,
                            tile_help, track_help)
from game.i18n import Words


@dataclass
class Explained:
    title: str
    lines: list[str]
    art: pygame.Surface | None = None
    subtitle: str = ""
    page: str = ""                      # the rules page (game.cruz.i18n.PAGE_IDS)


def explain_field(words: Words, model: TableModel, board: Board, fid: str,
                  pictures: CruzPictures, names: list[str]) -> Explained:
    i = model.index[fid]
    tile, area = model.tiles[i], model.areas[i]
    lang = words.language
    shown = tile_help(tile, lang)
    lines = [shown.text]
    if board.rivers_at.get(fid):
        lines.append(words.t("cruz.help.on_river"))
    here = model.occupants[i]
    if here:
        lines.append(words.about_all("cruz.help.built_by", [names[s] for s in here]))
    art = pygame.transform.smoothscale(pictures.tile(tile, 160, area), (220, 220))
    return Explained(shown.title, lines, art, field_label(fid, lang), shown.page)


def explain_card(words: Words, card: BuildCard | ScoringCard,
                 pictures: CruzPictures) -> Explained:
    lang = words.language
    shown = build_card_help(card, lang) if isinstance(card, BuildCard) else \
        scoring_card_help(card, lang)
    return Explained(shown.title, [shown.text], pictures.card(card, (210, 280)), "",
                     shown.page)


def explain_track(words: Words) -> Explained:
    lang = words.language
    rules = [track_help(r, lang) for r in (TrackRule.TIE_ORDER, TrackRule.FIFTY,
                                           TrackRule.ENTRY_ORDER, TrackRule.START)]
    return Explained(words.t("cruz.help.track"), [f"{r.title}: {r.text}" for r in rules],
                     page="track")
