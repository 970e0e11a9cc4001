"""The pictures of the how-to-play pages, drawn with the real card art.

``picture(name, size)`` returns a surface: a small city, the display with the
food truck and foodie, sand-dollar tiles, a card with its placement icons in
words, meeples and a ring, a starting tile with footprints, the objective
tile, or this table's own helps (a score preview, a "?" and the Hint button).
Cards are picked from the box by what they show, never by a fixed list.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.monica.content.box import load_box
from game.monica.engine.cards import BEACH, STREET
from game.monica.i18n import icons
from game.monica.client.pictures import Pictures
from game.client import gfx, theme
from game.client.widgets import draw_text, draw_wrapped
from game.monica.client.help import icon_art

Size = tuple[int, int]


def _cards(pred: Callable[[Any], bool], n: int = 1) -> list[Any]:
    return [c for c in load_box().cards.values() if pred(c)][:n]


def _canvas(size: Size) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def _caption(surf: pygame.Surface, text: str, rect: pygame.Rect, size: int = 22) -> None:
    draw_wrapped(surf, text, rect, size, theme.INK, center=True, max_lines=3)


def _label_room(labels: tuple[str, ...], size: int, least: int) -> int:
    """Room at the left for row labels drawn bold at ``size``, right-aligned."""
    return max(least, max(gfx.font(size, True).size(label)[0] for label in labels) + 24)


def city(pictures: Pictures, size: Size) -> pygame.Surface:
    """A starting tile with beach cards above and street cards below."""
    surf = _canvas(size)
    labels = (pictures.words.t("row.beach"), pictures.words.t("row.street"))
    label_w = _label_room(labels, 24, 120)
    cw = min(150, (size[0] - label_w - 30) // 4)
    ch = cw * 7 // 5
    tile = next(iter(load_box().tiles.values()))
    beach = _cards(lambda c: c.row == BEACH and not c.beach_end, 3)
    street = _cards(lambda c: c.row == STREET, 2)
    x0 = label_w + (size[0] - label_w - 4 * (cw + 6)) // 2
    y0 = max(0, (size[1] - 2 * ch - 6) // 2 - 40)
    layout = {(0, 0): beach[0], (0, 1): beach[1], (0, 3): beach[2], (1, 1): street[0],
              (1, 3): street[1]}
    for (row, col), card in layout.items():
        surf.blit(pictures.card(card, (cw, ch)), (x0 + col * (cw + 6), y0 + row * (ch + 6)))
    surf.blit(pictures.tile(tile, (cw, ch * 2 + 6)), (x0 + 2 * (cw + 6), y0))
    for row, label in enumerate(labels):
        draw_text(surf, label, (x0 - 12, y0 + row * (ch + 6) + ch // 2), 24, theme.SEA_DARK,
                  True, "midright")
    top = y0 + 2 * ch + 30
    _caption(surf, pictures.words.t("help.picture.city"), pygame.Rect(0, top, size[0], size[1] - top), 24)
    return surf


def display(pictures: Pictures, size: Size) -> pygame.Surface:
    """The display: back row, front row, food truck and foodie underneath."""
    surf = _canvas(size)
    labels = (pictures.words.t("play.back_row"), pictures.words.t("play.front_row"))
    label_w = _label_room(labels, 20, 150)
    cw = min(140, (size[0] - label_w - 40) // 4)
    ch = cw * 7 // 5
    cards = list(load_box().cards.values())[10:18]
    x0 = label_w + (size[0] - label_w - 4 * (cw + 10)) // 2
    for i, card in enumerate(cards):
        row, col = divmod(i, 4)
        surf.blit(pictures.card(card, (cw, ch)), (x0 + col * (cw + 10), 10 + row * (ch + 10)))
    lane_y = 20 + 2 * (ch + 10)
    pygame.draw.rect(surf, (120, 120, 128), (x0, lane_y, 4 * (cw + 10) - 10, 54),
                     border_radius=10)
    surf.blit(pictures.token("foodie", 46), (x0 + 6, lane_y + 4))
    surf.blit(pictures.token("truck", 46), (x0 + 2 * (cw + 10) + cw - 52, lane_y + 4))
    for row, label in enumerate(labels):
        draw_text(surf, label, (x0 - 8, 10 + row * (ch + 10) + ch // 2), 20, theme.SEA_DARK,
                  True, "midright")
    _caption(surf, pictures.words.t("help.picture.display"), pygame.Rect(0, lane_y + 70, size[0], 100), 24)
    return surf


def sand_dollars(pictures: Pictures, size: Size) -> pygame.Surface:
    """Four sand-dollar actions, one side of each tile."""
    surf = _canvas(size)
    tiles = [tile.sides[0] for tile in load_box().sand_dollar_tiles][:4]
    w = (size[0] - 30) // 2
    h = w * 4 // 5
    for i, action in enumerate(tiles):
        r, c = divmod(i, 2)
        surf.blit(pictures.sand_dollar_action(action, (w, h)), (c * (w + 30), r * (h + 20)))
    y = 2 * (h + 20)
    _caption(surf, pictures.words.t("help.picture.sand_dollars"), pygame.Rect(0, y, size[0], size[1] - y), 24)
    return surf


def _card_with_words(pictures: Pictures, surf: pygame.Surface, card: Any, rect: pygame.Rect,
                     lines: list[tuple[Any, str]]) -> None:
    cw = min(rect.w // 3, 260)
    ch = cw * 7 // 5
    surf.blit(pictures.card(card, (cw, ch)), (rect.x, rect.y))
    y = rect.y
    x = rect.x + cw + 24
    for spec, text in lines:
        img = icon_art.render(pictures, spec, 60 if spec and spec[0] == "ring" else 46)
        if img is not None:
            surf.blit(img, (x, y))
        top = y + (img.get_height() + 6 if img is not None else 0)
        y = draw_wrapped(surf, text, pygame.Rect(x, top, rect.right - x, 160), 22,
                         theme.INK) + 14


def placement(pictures: Pictures, size: Size) -> pygame.Surface:
    """A card whose placement icons are read out."""
    surf = _canvas(size)
    card = _cards(lambda c: len(c.place) >= 1 and any("move" in p for p in c.place)
                  and any("gain" in p for p in c.place))
    card = card or _cards(lambda c: bool(c.place))
    lines = [(("place", p), icons.place_icon(p, lang=pictures.words.language)) for p in card[0].place]
    _card_with_words(pictures, surf, card[0], pygame.Rect(0, 0, size[0], size[1]), lines)
    return surf


def people(pictures: Pictures, size: Size) -> pygame.Surface:
    """Locals, tourists and VIPs, and a ring that needs the right ones."""
    surf = _canvas(size)
    x = 20
    for kind in ("local", "tourist", "vip"):
        img = pictures.meeple(kind, None, 90)
        surf.blit(img, (x, 10))
        draw_text(surf, pictures.words.t(f"people.{kind}"), (x + 45, 110), 22, theme.INK, True, "midtop")
        x += 170
    card = _cards(lambda c: c.ring is not None and c.ring.slots >= 2)
    lines = [(("ring", card[0].ring), icons.ring(card[0].ring, lang=pictures.words.language))]
    _card_with_words(pictures, surf, card[0], pygame.Rect(0, 160, size[0], size[1] - 160), lines)
    return surf


def vips(pictures: Pictures, size: Size) -> pygame.Surface:
    """A starting tile, its VIP rule and a footprint."""
    surf = _canvas(size)
    tile = next(iter(load_box().tiles.values()))
    th = min(size[1] - 20, 480)
    tw = th * 150 // 426
    surf.blit(pictures.tile(tile, (tw, th)), (10, 10))
    x = tw + 40
    surf.blit(pictures.meeple("vip", None, 80), (x, 10))
    surf.blit(pictures.token("footprint", 70), (x + 100, 20))
    draw_wrapped(surf, icons.vip_rule(tile.vip, lang=pictures.words.language),
                 pygame.Rect(x, 120, size[0] - x, 300), 22,
                 theme.INK)
    return surf


def scoring(pictures: Pictures, size: Size) -> pygame.Surface:
    """The objective tile and two kinds of scoring icon read out."""
    surf = _canvas(size)
    objective = next(iter(load_box().objectives.values()))
    w = min(size[0], 420)
    h = w * 224 // 296
    surf.blit(pictures.objective(objective, (w, h)), ((size[0] - w) // 2, 0))
    y = h + 20
    found: dict[str, Any] = {}
    for card in load_box().cards.values():
        for icon in card.score:
            found.setdefault(icons.score_kind(icon), icon)
    for kind in ("adjacent", "chain_per_tag"):
        sample = found.get(kind)
        if sample is None:
            continue
        img = icon_art.render(pictures, ("score", sample), 50)
        x = 0
        if img is not None:
            surf.blit(img, (0, y))
            x = img.get_width() + 20
        bottom = draw_wrapped(surf, icons.score_icon(sample, lang=pictures.words.language),
                              pygame.Rect(x, y + 4, size[0] - x, 120), 22, theme.INK)
        y = max(bottom, y + (img.get_height() if img is not None else 0)) + 18
    return surf


def here(pictures: Pictures, size: Size) -> pygame.Surface:
    """This table's helps: a score preview, a "?" badge, the Hint button."""
    surf = _canvas(size)
    spot = pygame.Rect(10, 10, 150, 210)
    pygame.draw.rect(surf, (60, 220, 100), spot, border_radius=12)
    box = pygame.Rect(0, 0, 100, 64)
    box.center = spot.center
    pygame.draw.rect(surf, (32, 150, 72), box, border_radius=14)
    draw_text(surf, "+3", box.center, 44, theme.BUTTON_TEXT, True, "center")
    y = spot.y
    x = spot.right + 30
    y = draw_wrapped(surf, pictures.words.t("help.picture.preview"), pygame.Rect(x, y, size[0] - x, 200), 22,
                     theme.INK) + 30
    badge = pygame.Rect(10 + 53, max(y, spot.bottom + 30), 44, 44)
    pygame.draw.circle(surf, theme.BUTTON, badge.center, 22)
    draw_text(surf, "?", badge.center, 30, theme.BUTTON_TEXT, True, "center")
    y = draw_wrapped(surf, pictures.words.t("help.picture.badge"), pygame.Rect(x, badge.y, size[0] - x, 200),
                     22, theme.INK) + 30
    button = pygame.Rect(10, y, 150, 44)
    pygame.draw.rect(surf, (130, 70, 200), button, border_radius=10)
    draw_text(surf, pictures.words.t("play.hint"), button.center, 24, theme.BUTTON_TEXT, True, "center")
    draw_wrapped(surf, pictures.words.t("help.picture.hint"), pygame.Rect(x, y, size[0] - x, 200), 22,
                 theme.INK)
    return surf


PICTURES: dict[str, Callable[[Pictures, Size], pygame.Surface]] = {
    "city": city, "display": display, "sand_dollars": sand_dollars, "placement": placement,
    "people": people, "vips": vips, "scoring": scoring, "here": here,
}


def picture(pictures: Pictures, name: str, size: Size) -> pygame.Surface:
    """A how-to-play picture by name (an empty surface for an unknown one)."""
    maker = PICTURES.get(name)
    return maker(pictures, size) if maker is not None else _canvas(size)
