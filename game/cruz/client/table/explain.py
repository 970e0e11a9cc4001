"""What the table's "?" says about a thing: a tile (face up or down, where it
lies, what building it wants, its points, resources, fish bonus and bird), a
card of the hand, or the score track (its tie order and its 50-steps). Every
sentence comes from the catalogs, in the viewer's words."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.cruz.client.pictures import CruzPictures
from game.cruz.client.table.model import TableModel
from game.cruz.engine import Board, BuildCard, ScoringCard
from game.i18n import Words


@dataclass
class Explained:
    title: str
    lines: list[str]
    art: pygame.Surface | None = None
    subtitle: str = ""


def explain_field(words: Words, model: TableModel, board: Board, fid: str,
                  pictures: CruzPictures, names: list[str]) -> Explained:
    i = model.index[fid]
    tile, area = model.tiles[i], model.areas[i]
    t = words.t
    lines: list[str] = [t(f"cruz.help.area.{area.value}")]
    rivers = sorted(board.rivers_at.get(fid, ()))
    if rivers:
        lines.append(t("cruz.help.on_river"))
    if tile is None:
        title = t("cruz.help.face_down")
        lines.append(t("cruz.help.face_down_rule"))
    else:
        building = t(f"cruz.building.{tile.building.value}")
        title = t("cruz.help.tile", building=building)
        lines.append(words.tn("cruz.help.points", tile.points, building=building))
        if tile.resources:
            lines.append(t("cruz.help.resources", list=", ".join(
                t(f"cruz.resource.{r.value}") for r in tile.resources)))
        if tile.fish_bonus:
            lines.append(t("cruz.help.fish_bonus", n=tile.fish_bonus))
        if tile.bird:
            lines.append(t("cruz.help.bird"))
    here = model.occupants[i]
    if here:
        lines.append(words.about_all("cruz.help.built_by", [names[s] for s in here]))
    art = pygame.transform.smoothscale(pictures.tile(tile, 160, area), (240, 240))
    return Explained(title, lines, art, fid)


def explain_card(words: Words, card: BuildCard | ScoringCard,
                 pictures: CruzPictures) -> Explained:
    t = words.t
    if isinstance(card, BuildCard):
        title = t(f"cruz.build.{card.value}")
        lines = [t(f"cruz.build_rule.{card.value}"), t("cruz.help.build_steps")]
    else:
        title = t(f"cruz.card.{card.value}.name")
        lines = [t(f"cruz.card.{card.value}.rule"), t("cruz.help.scoring_all")]
        if card in (ScoringCard.FISH, ScoringCard.FISH_SHEEP):
            lines.append(t("cruz.help.fish_card"))
    return Explained(title, lines, pictures.card(card, (210, 280)))


def explain_track(words: Words) -> Explained:
    t = words.t
    return Explained(t("cruz.help.track"), [t("cruz.help.track_order"), t("cruz.help.track_fifty"),
                                            t("cruz.help.track_start")])

