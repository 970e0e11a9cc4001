"""The score track (Zählleiste) round the map, its stones and its corners.

50 cells, 0 to 49, clockwise from the top left. A stone stands on its score's
cell; a score of 50 or more puts it on a 50-step (the plate under it says how
many points it carries: "Überschreitet ein Stein die 49, nimmt sich der Spieler
eine 50er-Stufe"). Stones on one cell keep the tie order of the rules ("HINTEN
ANSTELLEN": who came later stands behind): the leader at the front in the
direction of play, the others behind it, each with its place number. A stone
being moved is drawn where its move has brought it (``moving``).

The corners: the compass with the 50-steps still in the box, the bird chips
still to draw and the scoring deck.
"""
from __future__ import annotations

import pygame

from game.client import backdrop, gfx, theme
from game.client.layout_record import Kind, note_box
from game.client.widgets import draw_text
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.table.layout import ACROSS, ALONG, CORNER, DEPTH, TRACK_CELLS, TableLayout
from game.cruz.client.table.model import TableModel

CELL = (250, 240, 214)
CELL_FIVE = (236, 214, 168)
CELL_EDGE = (120, 92, 60)
STONE = 34
STEPS_IN_BOX = 8


def travel(step: int) -> tuple[int, int]:
    """The direction of play along the track at cell ``step``."""
    s = step % TRACK_CELLS
    if s < ALONG:
        return (1, 0)
    if s < ALONG + ACROSS:
        return (0, 1)
    if s < 2 * ALONG + ACROSS:
        return (-1, 0)
    return (0, -1)


class TrackView:
    def __init__(self, layout: TableLayout, pictures: CruzPictures) -> None:
        self.layout = layout
        self.pictures = pictures
        self.moving: dict[int, float] = {}        # seat -> score shown while its stone moves
        self._base: pygame.Surface | None = None

    def base(self, size: tuple[int, int]) -> pygame.Surface:
        """The table under everything: the sand, the track's frame, cells and numbers
        and the compass (drawn once: they never change)."""
        if self._base is None or self._base.get_size() != size:
            canvas = backdrop.table(size).copy()
            lay = self.layout
            pygame.draw.rect(canvas, (92, 70, 48), lay.frame, 0, border_radius=14)
            for step in range(TRACK_CELLS):
                r = lay.cell_rect(step)
                pygame.draw.rect(canvas, CELL_FIVE if step % 5 == 0 else CELL, r,
                                 border_radius=6)
                pygame.draw.rect(canvas, CELL_EDGE, r, 1, border_radius=6)
                note_box(canvas, Kind.CARD, r)       # its number lies on it (layout check)
                num = gfx.text(str(step), theme.CAPTION, theme.INK_SOFT, step % 5 == 0)
                canvas.blit(num, num.get_rect(topleft=(r.x + 4, r.y + 2)))
            self._compass(canvas)
            self._base = canvas
        return self._base

    def draw(self, canvas: pygame.Surface, model: TableModel, colors: list[str],
             words_fifty: str) -> None:
        """What changes on the track: the corners' counts and the stones."""
        self._corners(canvas, model, words_fifty)
        self.draw_stones(canvas, model, colors)

    def _compass(self, canvas: pygame.Surface) -> None:
        c = self.layout.compass
        pygame.draw.circle(canvas, (236, 226, 196), c.center, c.w // 2)
        pygame.draw.circle(canvas, CELL_EDGE, c.center, c.w // 2, 3)
        for k in range(4):                    # the compass rose
            v = pygame.math.Vector2(0, -c.w * 0.42).rotate(90 * k)
            tip = (c.centerx + v.x, c.centery + v.y)
            side = v.rotate(90) * 0.18
            pygame.draw.polygon(canvas, (150, 60, 46) if k == 0 else (90, 80, 70),
                                [tip, (c.centerx + side.x, c.centery + side.y),
                                 (c.centerx - side.x, c.centery - side.y)])

    def _corners(self, canvas: pygame.Surface, model: TableModel, words_fifty: str) -> None:
        lay = self.layout
        used = sum(max(0, s.score) // 50 for s in model.seats)
        c = lay.compass
        plate = pygame.Rect(0, 0, CORNER - 18, 26)     # as wide in a portrait's smaller corner
        plate.midbottom = (c.centerx, c.bottom - 2)
        pygame.draw.rect(canvas, (236, 226, 196), plate, border_radius=8)
        pygame.draw.rect(canvas, CELL_EDGE, plate, 2, border_radius=8)
        left = max(0, STEPS_IN_BOX - used)        # the box has 8; more are never missed
        draw_text(canvas, f"{words_fifty}{left}", plate.center, theme.CAPTION, theme.INK, True,
                  "center")
        k = lay.corner / CORNER                    # a portrait screen's smaller corners
        chip = self.pictures.chip(None, round(48 * k))
        canvas.blit(chip, chip.get_rect(center=lay.chip_pool.center))
        draw_text(canvas, str(model.chip_pool), (lay.chip_pool.centerx, lay.chip_pool.bottom - 8),
                  theme.CAPTION, theme.FOAM, True, "center")
        back = self.pictures.card_back((round(44 * k), round(62 * k)), scoring=True)
        canvas.blit(back, back.get_rect(center=lay.deck.center))
        draw_text(canvas, str(model.deck_size), lay.deck.center, theme.BODY, theme.FOAM, True,
                  "center")

    def stone_spot(self, model: TableModel, seat: int) -> tuple[float, float]:
        """Where ``seat``'s stone stands now (its place in its cell's tie order)."""
        score = model.seats[seat].score
        here = [s for s in model.track if model.seats[s].score % TRACK_CELLS ==
                score % TRACK_CELLS and s not in self.moving]
        k = here.index(seat) if seat in here else 0
        x, y = self.layout.cell_centre(score % TRACK_CELLS)
        dx, dy = travel(score)
        gap = min(16, 40 // max(1, len(here) - 1)) if len(here) > 1 else 0
        shift = (len(here) - 1) / 2 - k
        return (x + dx * gap * shift, y + dy * gap * shift)

    def draw_stones(self, canvas: pygame.Surface, model: TableModel, colors: list[str]) -> None:
        for seat in reversed(model.track):          # the leader last: on top
            if seat in self.moving or seat >= len(colors):
                continue
            self._stone(canvas, seat, model.seats[seat].score, colors[seat],
                        self.stone_spot(model, seat))
        for seat, score in self.moving.items():
            x, y = self.layout.cell_centre(score % TRACK_CELLS)
            self._stone(canvas, seat, int(score), colors[seat], (x, y - 6))

    def _stone(self, canvas: pygame.Surface, seat: int, score: int, color: str,
               at: tuple[float, float]) -> None:
        steps = score // 50 if score >= 50 else 0
        img = self.pictures.stone(color, round(STONE * self.layout.depth / DEPTH), steps)
        canvas.blit(img, img.get_rect(center=(round(at[0]), round(at[1]))))
