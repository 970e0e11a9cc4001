"""The banners over the map: a round begins, a scoring card scores (the card
large, and every player's points with the fish bonus apart), a building could
not be built, a player's bird chips are turned, the winner; and the "+N" that
rises from a field when a building scores.
"""
from __future__ import annotations

import pygame

from game.client import gfx, theme
from game.client.widgets import draw_text, fit_text, screen_panel
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.table.sprites import Label, Sprites
from game.cruz.engine import Event
from game.cruz.i18n import scoring_card_help
from game.i18n import Words

CARD = (150, 200)
WIDTH = 760                     # the scoring banner's width


class Banners:
    def __init__(self, sprites: Sprites) -> None:
        self.sprites = sprites
        self.current: tuple[str, Event] | None = None
        self.kept: tuple[tuple[object, ...], pygame.Surface, pygame.Rect] | None = None

    def note(self, kind: str, ev: Event) -> None:
        self.current = (kind, ev)

    def scoring(self, ev: Event) -> None:
        self.current = ("scoring", ev)

    def close(self) -> None:
        self.current = None

    def float_points(self, points: int, at: tuple[float, float]) -> Label:
        """A "+N" that rises from a field (hidden until ``show``)."""
        img = gfx.text(f"+{points}", theme.SUBHEAD, theme.FOAM, True)
        shadow = gfx.text(f"+{points}", theme.SUBHEAD, theme.INK, True)
        both = pygame.Surface((img.get_width() + 3, img.get_height() + 3), pygame.SRCALPHA)
        both.blit(shadow, (3, 3))
        both.blit(img, (0, 0))
        return self.sprites.label(both, at)


def draw_banner(canvas: pygame.Surface, banners: Banners, area: pygame.Rect, words: Words,
                names: list[str], colors: list[tuple[int, int, int]],
                pictures: CruzPictures) -> None:
    """The current banner over ``area`` (the map), drawn once and kept while it shows."""
    if banners.current is None:
        return
    key = (id(banners.current[1]), banners.current[0], words.language,
           pictures.palette.name, area.size)
    if banners.kept is None or banners.kept[0] != key:
        surf = pygame.Surface(area.size, pygame.SRCALPHA)
        _draw(surf, banners, surf.get_rect(), words, names, colors, pictures)
        banners.kept = (key, surf.subsurface(surf.get_bounding_rect()).copy(),
                        surf.get_bounding_rect())
    canvas.blit(banners.kept[1], banners.kept[2].move(area.topleft))


def _draw(canvas: pygame.Surface, banners: Banners, area: pygame.Rect, words: Words,
          names: list[str], colors: list[tuple[int, int, int]],
          pictures: CruzPictures) -> None:
    assert banners.current is not None
    kind, ev = banners.current
    if kind == "scoring":
        _scoring(canvas, ev, area, words, names, colors, pictures)
        return
    text = _line(kind, ev, words, names)
    box = pygame.Rect(0, 0, min(area.w - 80, 900), 130)
    box.center = area.center
    screen_panel(canvas, box, alpha=250)
    fit_text(canvas, text, box.center, theme.TITLE, box.w - 40, theme.SEA_DARK, True, "center")


def _line(kind: str, ev: Event, words: Words, names: list[str]) -> str:
    name = names[ev.player] if 0 <= ev.player < len(names) else ""
    if kind == "round":
        return words.about("cruz.banner.round", names[ev["start_player"]], round=ev["round"])
    if kind == "birds":
        return words.about("cruz.banner.birds", name)
    if kind == "winner":
        return words.about("cruz.banner.winner", names[ev["ranking"][0]])
    return words.about(f"cruz.banner.no_build.{ev['reason']}", name)


def _scoring(canvas: pygame.Surface, ev: Event, area: pygame.Rect, words: Words,
             names: list[str], colors: list[tuple[int, int, int]],
             pictures: CruzPictures) -> None:
    n = len(names)
    card = ev["card"]
    x_off = CARD[0] + 60
    # the card's rule in full: the box grows with it (a long rule, a long language)
    rule = gfx.wrap(scoring_card_help(card, words.language).text, theme.CAPTION, WIDTH - x_off - 24)
    rows_top = 66 + len(rule) * gfx.font(theme.CAPTION).get_linesize() + 12
    box = pygame.Rect(0, 0, WIDTH, max(CARD[1] + 56, rows_top + 56 * n + 4))
    # over the main island, left: the volcano (an eruption) and the track stay in view
    box.midleft = (area.x + 24, area.centery)
    screen_panel(canvas, box, alpha=250)
    canvas.blit(pictures.scoring_card(card, CARD), (box.x + 28, box.y + 28))
    x = box.x + x_off
    draw_text(canvas, words.about("cruz.banner.scores", names[ev.player]), (x, box.y + 26),
              theme.SUBHEAD, theme.SEA_DARK, True)
    lh = gfx.font(theme.CAPTION).get_linesize()
    for k, line in enumerate(rule):
        draw_text(canvas, line, (x, box.y + 66 + k * lh), theme.CAPTION, theme.INK_SOFT)
    order = [(ev.player + k) % n for k in range(n)]      # the player first, then clockwise
    for row, seat in enumerate(order):
        y = box.y + rows_top + row * 56
        pygame.draw.circle(canvas, colors[seat], (x + 14, y + 16), 12)
        fit_text(canvas, names[seat], (x + 36, y + 2), theme.LABEL, 220, theme.INK, True)
        base, fish = ev["base"][seat], ev["fish_bonus"][seat]
        draw_text(canvas, f"{base:+d}" if base else "0", (x + 330, y), theme.SUBHEAD,
                  theme.INK, True, "topright")
        if fish:
            draw_text(canvas, words.t("cruz.banner.fish_bonus", n=fish), (x + 350, y + 4),
                      theme.BODY, (20, 90, 170), True)

