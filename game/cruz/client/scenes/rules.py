"""How to play Santa Cruz, page by page, in the order of the rulebook: the goal,
the set-up, landing and playing a card, building, the special cases, scoring
and the fish bonus, the eruption, the track, round 2, the end, and how the
table works. Each page shows the components it speaks of, drawn by the game's
own pictures. Arrows, the arrow keys or a tap on either half turn the pages.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client import theme
from game.client.router import Back
from game.client.scene import Scene
from game.client.widgets import Button, ButtonBar, draw_text, draw_wrapped, screen_panel, shade
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.session import box
from game.cruz.engine import Area, Building, BuildCard, ScoringCard
from game.cruz.i18n import PAGE_IDS, rule_page

BOX = pygame.Rect(140, 50, 1640, 980)
CARD = (180, 240)              # large enough for every card's whole name
ArtFn = Callable[[CruzPictures], list[pygame.Surface]]


def _tiles(p: CruzPictures) -> list[pygame.Surface]:
    tiles = box()[1]
    picks = [next(t for t in tiles if t.area is Area.COAST and t.bird),
             next(t for t in tiles if t.fish_bonus), next(t for t in tiles if t.area is Area.LAND)]
    return [p.tile(t, 150) for t in picks] + [p.tile(None, 150, Area.LAND)]


def _builds(p: CruzPictures) -> list[pygame.Surface]:
    return [p.card(c, CARD) for c in BuildCard]


def _scoring(p: CruzPictures) -> list[pygame.Surface]:
    return [p.card(c, CARD) for c in (ScoringCard.FISH, ScoringCard.FISH_SHEEP,
                                           ScoringCard.COAST, ScoringCard.CONNECTED_4)]


def _buildings(p: CruzPictures) -> list[pygame.Surface]:
    return [p.building(k, "coral", 120) for k in Building] + [p.chip(None, 90), p.chip(2, 90)]


def _eruption(p: CruzPictures) -> list[pygame.Surface]:
    return [p.card(ScoringCard.VOLCANO, CARD), p.card(ScoringCard.ERUPTION, CARD),
            p.tile(box()[1][-1], 150)]


def _stones(p: CruzPictures) -> list[pygame.Surface]:
    return [p.stone(c, 90) for c in ("coral", "lagoon", "orchid")] + [p.stone("sunflower", 90, 1)]


def _none(p: CruzPictures) -> list[pygame.Surface]:
    return []


# The pictures of each page of ``game.cruz.i18n.PAGES`` (none: words only).
ART: dict[str, ArtFn] = {
    "goal": _tiles, "setup": _builds, "landing": _tiles, "play_card": _builds,
    "building": _buildings, "build_points": _tiles, "reveal": _tiles, "face_down": _tiles,
    "double_move": _builds, "scoring": _scoring, "resources": _scoring,
    "fish_bonus": _scoring, "eruption": _eruption, "track": _stones, "game_end": _buildings}
TABLE_PAGE = "table"           # the last page: how this table works (our own)
PAGE_COUNT = len(PAGE_IDS) + 1


def page_text(page: int, lang: str, words_t: Callable[[str], str]) -> tuple[str, list[str]]:
    """(title, paragraphs) of page ``page`` (0-based): the rulebook's sections, then the table."""
    if page < len(PAGE_IDS):
        shown = rule_page(PAGE_IDS[page], lang)
        return shown.title, list(shown.paragraphs)
    return words_t("cruz.rules.table.title"), [words_t("cruz.rules.table.text")]


class CruzRulesScene(Scene):
    name = "cruz_rules"
    opaque = False

    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app)
        self.page = max(0, min(page, PAGE_COUNT - 1))
        self.pictures = CruzPictures(app.ctx.words, app.ctx.palette)
        self.bar = ButtonBar()
        t = self.ctx.words.t
        y = BOX.bottom - 96
        self.bar.add(Button((BOX.x + 40, y, 260, 70), lambda: t("common.previous"),
                            lambda: self.turn(-1), name="previous", secondary=True))
        self.bar.add(Button((BOX.right - 300, y, 260, 70), lambda: t("common.next"),
                            lambda: self.turn(1), name="next"))
        self.bar.add(Button((BOX.centerx - 130, y, 260, 70), lambda: t("common.close"),
                            lambda: self.router.go(Back()), name="close", secondary=True))

    def turn(self, step: int) -> None:
        self.page = max(0, min(PAGE_COUNT - 1, self.page + step))

    def handle_event(self, event: pygame.event.Event) -> None:
        self.bar["previous"].enabled = self.page > 0
        self.bar["next"].enabled = self.page < PAGE_COUNT - 1
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.turn(1)
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
            elif event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.router.go(Back())

    def draw(self, canvas: pygame.Surface) -> None:
        shade(canvas, canvas.get_rect(), 150)
        self.pictures.palette = self.ctx.palette
        words = self.ctx.words
        title, paragraphs = page_text(self.page, words.language, words.t)
        page_id = PAGE_IDS[self.page] if self.page < len(PAGE_IDS) else TABLE_PAGE
        screen_panel(canvas, BOX, alpha=255)
        draw_text(canvas, title, (BOX.centerx, BOX.y + 56), theme.TITLE, theme.SEA_DARK, True,
                  "center")
        draw_text(canvas, words.t("cruz.rules.page", n=self.page + 1, total=PAGE_COUNT),
                  (BOX.right - 40, BOX.y + 30), theme.CAPTION, theme.INK_SOFT, False, "topright")
        pictures = ART.get(page_id, _none)(self.pictures)
        bottom = BOX.bottom - 150 - (max(p.get_height() for p in pictures) + 20 if pictures else 0)
        y = BOX.y + 120
        room = max(1, bottom - y)
        each = room // max(1, len(paragraphs))
        for text in paragraphs:
            y = draw_wrapped(canvas, text, (BOX.x + 60, y, BOX.w - 120, each - 12), theme.LABEL,
                             theme.INK, fit=True) + 12
        x = BOX.centerx - sum(p.get_width() + 30 for p in pictures) // 2
        for img in pictures:
            canvas.blit(img, (x, BOX.bottom - 120 - img.get_height() - 20))
            x += img.get_width() + 30
        self.bar["previous"].enabled = self.page > 0
        self.bar["next"].enabled = self.page < PAGE_COUNT - 1
        self.bar.draw(canvas)
