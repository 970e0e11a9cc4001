"""Where the pieces that fly start and land on Santa Cruz's table, and what they
look like: the director asks these of the scene it animates."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.cruz.client.table import panels
from game.cruz.client.table.director import Spots
from game.cruz.client.table.hand_view import CARD, hand_cards
from game.cruz.engine import Building, BuildCard, ScoringCard

if TYPE_CHECKING:
    from game.cruz.client.scenes.play import CruzPlayScene

Point = tuple[float, float]


def table_spots(scene: "CruzPlayScene") -> Spots:
    lay = scene.layout

    def hand_card(card: BuildCard | ScoringCard) -> Point:
        for hc in hand_cards(scene.model, lay.hand):
            if hc.card == card:
                return (float(hc.rect.centerx), float(hc.rect.centery))
        return (float(lay.hand.centerx), float(lay.hand.centery))

    def panel(seat: int) -> Point:
        r = lay.seats[seat]
        return (float(r.centerx), float(r.centery))

    def played(seat: int, count: int) -> Point:
        x, y = panels.played_spot(lay.seats[seat], count)
        return (float(x), float(y))

    def supply(seat: int, kind: Building) -> Point:
        x, y = panels.supply_spot(lay.seats[seat], kind)
        return (float(x), float(y))

    def chip(seat: int) -> Point:
        x, y = panels.chip_spot(lay.seats[seat])
        return (float(x), float(y))

    return Spots(
        hand_card=hand_card, panel=panel, played=played, supply=supply, chip=chip,
        chip_pool=lambda: (float(lay.chip_pool.centerx), float(lay.chip_pool.centery)),
        card_image=lambda card: scene.pictures.card(card, next(
            (hc.rect.size for hc in hand_cards(scene.model, lay.hand) if hc.card == card), CARD)),
        building_image=lambda seat, kind: scene.pictures.building(
            kind, scene.colors[seat], int(lay.tile * 0.72)),
        chip_image=lambda: scene.pictures.chip(None, 40))
