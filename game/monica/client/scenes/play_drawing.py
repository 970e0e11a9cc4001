"""Drawing for the play scene: the table in its layers, the starting-tile
choice and the hot-seat hand-over. It reads the scene, never changes it."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client import backdrop, theme
from game.monica.client.table import tile_choice
from game.monica.client.table.panels import draw_panels
from game.client.widgets import draw_panel, draw_text, shade

if TYPE_CHECKING:
    from game.monica.client.scenes.play import PlayScene


class PlayDrawing:
    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene

    def draw(self, canvas: pygame.Surface) -> None:
        sc = self.scene
        hud = sc.hud
        canvas.blit(backdrop.table(canvas.get_size()), (0, 0))
        st = sc.view_state
        draw_panels(canvas, sc.geo.panels, st, sc.setup.seats, sc.table.report,
                    active=st.current, view=sc.view, over=st.phase == "over",
                    pictures=sc.ctx.pictures)
        hud.draw_deck_info(canvas)
        hud.draw_display_frame(canvas)
        hud.draw_sand_dollar_tiles(canvas)
        hud.draw_objective(canvas)
        hud.draw_log(canvas)
        hud.draw_city_frame(canvas)
        if st.phase == "choose_tile":
            self.draw_tile_choice(canvas)
        hud.draw_controls(canvas)
        sc.board.draw(canvas)
        if not sc.queue.busy:
            hud.draw_badges(canvas)
        if sc.show_choices:
            sc.marks.draw_highlights(canvas, sc.t)
            sc.previews.draw(canvas, sc.t)
            sc.marks.draw_staged(canvas, sc.t)
        hud.draw_city_arrows(canvas, sc.regions.offscreen(sc.highlights()))
        hud.draw_banner(canvas)
        sc.bar.draw(canvas)
        hint = sc.controls.hint.rect
        if hint is not None:
            sc.hints.draw_button_state(canvas, pygame.Rect(hint), sc.t)
        sc.choices.draw(canvas)
        sc.hints.draw(canvas, sc.t)
        if sc.coach is not None:
            sc.coach.draw(canvas)
        if not sc.queue.busy:
            sc.zoom.draw(canvas)
        if sc.handoff is not None:
            self.draw_handoff(canvas, sc.handoff)

    def draw_handoff(self, canvas: pygame.Surface, seat_no: int) -> None:
        words = self.scene.ctx.words
        seat = self.scene.setup.seats[seat_no]
        shade(canvas, canvas.get_rect(), 150)
        box = pygame.Rect(0, 0, 900, 300)
        box.center = canvas.get_rect().center
        draw_panel(canvas, box, theme.PANEL, seat.rgb(self.scene.ctx.palette), 24, width=10)
        draw_text(canvas, words.about("table.ui.handoff.title", seat.name), (box.centerx, box.y + 110),
                  64, theme.darker(seat.rgb(self.scene.ctx.palette), 0.8), True, "center")
        draw_text(canvas, words.t("table.ui.handoff.text"),
                  (box.centerx, box.y + 200), 30, theme.INK, False, "center")

    def draw_tile_choice(self, canvas: pygame.Surface) -> None:
        sc = self.scene
        tile_choice.draw(canvas, sc.geo.city, sc.view_state, sc.ctx.pictures)
