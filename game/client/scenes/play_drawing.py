"""Drawing for the play scene: the banner and prompt texts, the table, the
starting-tile choice and the hot-seat hand-over."""
from __future__ import annotations

import pygame

from ...i18n import t
from .. import backdrop, gfx, theme
from ..table.hud import short_vip
from ..table.panels import draw_panels
from ..table.words import describe_action
from ..widgets import draw_panel, draw_text, draw_wrapped, shade
from ..you import is_you


class PlayDrawing:
    """Mixed into ``PlayScene``; reads its state, never changes it."""

    # -- drawing ---------------------------------------------------------------------------
    def banner_text(self) -> str:
        st = self.view_state
        if st.phase == "over":
            return t("table.ui.banner.over")
        seat = self.setup.seats[st.current]
        if st.phase == "choose_tile":
            return t("table.ui.banner.setup_tile", name=seat.name)
        if st.phase == "food_truck":
            return t("table.ui.banner.setup_truck", name=seat.name)
        if st.phase == "final":
            return t("table.ui.banner.final", name=seat.name)
        rnd = max(1, st.round)
        text = t("table.ui.banner.your_turn", round=rnd) if is_you(seat.name) else \
            t("table.ui.banner.turn", name=seat.name, round=rnd)
        if seat.is_bot and self.bots.thinking:
            text = t("table.ui.banner.thinking", text=text)
        return text

    def prompt_text(self) -> str:
        st = self.view_state
        if self.session.staged is not None:
            return t("table.ui.prompt.staged", action=describe_action(st, self.session.staged))
        if self.queue.busy:
            return t("table.ui.prompt.skip_anim")
        if self.session.over:
            return t("table.ui.prompt.counting")
        if self.ui is None:
            return t("table.ui.prompt.playing", name=self.setup.seats[st.current].name)
        if self.view != st.current:
            return t("table.ui.prompt.other_city")
        return self.ui.prompt()

    def draw(self, canvas: pygame.Surface) -> None:
        self.hold = False
        canvas.blit(backdrop.table(canvas.get_size()), (0, 0))
        st = self.view_state
        draw_panels(canvas, self.geo.panels, st, self.setup.seats, self.report,
                    active=st.current, view=self.view, over=st.phase == "over")
        self.hud.draw_deck_info(canvas)
        self.hud.draw_display_frame(canvas)
        self.hud.draw_sand_dollar_tiles(canvas)
        self.hud.draw_objective(canvas)
        self.hud.draw_log(canvas)
        self.hud.draw_city_frame(canvas)
        if st.phase == "choose_tile":
            self.draw_tile_choice(canvas)
        self.hud.draw_controls(canvas)
        self.board.draw(canvas)
        if not self.queue.busy:
            self.hud.draw_badges(canvas)
        if self.show_choices:
            self.hud.draw_highlights(canvas, self.t)
            self.previews.draw(canvas, self.t)
            self.hud.draw_staged(canvas, self.t)
        self.hud.draw_city_arrows(canvas, self.offscreen())
        self.hud.draw_banner(canvas)
        self.bar.draw(canvas)
        self.hints.draw_button_state(canvas, self.bar.get("hint").rect, self.t)
        self.choices.draw(canvas)
        self.hints.draw(canvas, self.t)
        self.hud.draw_help_badges(canvas)
        if not self.queue.busy:
            self.zoom.draw(canvas)
        if self.handoff is not None:
            self.draw_handoff(canvas)

    def draw_handoff(self, canvas: pygame.Surface) -> None:
        seat = self.setup.seats[self.handoff]
        shade(canvas, canvas.get_rect(), 150)
        box = pygame.Rect(0, 0, 900, 300)
        box.center = canvas.get_rect().center
        draw_panel(canvas, box, theme.PANEL, seat.rgb, 24, width=10)
        draw_text(canvas, t("table.ui.handoff.title", name=seat.name), (box.centerx, box.y + 110),
                  64, theme.darker(seat.rgb, 0.8), True, "center")
        draw_text(canvas, t("table.ui.handoff.text"),
                  (box.centerx, box.y + 200), 30, theme.INK, False, "center")

    def draw_tile_choice(self, canvas: pygame.Surface) -> None:
        st = self.view_state
        for tid, r in self.tile_slots().items():
            tile = st.box.tiles[tid]
            canvas.blit(gfx.tile(tile, r.size), r)
            text = pygame.Rect(r.right + 12, r.y + 4, 380 - r.w - 36, r.h)
            y = draw_wrapped(canvas, tile.name, text, 24, theme.INK, True)
            lines = [gfx.describe_setup(s) for s in tile.setup]
            lines.append(t("table.city.vips_seek", vip=short_vip(tile.vip)))
            for line in lines:
                y = draw_wrapped(canvas, line, (text.x, y + 6, text.w, 200), 19,
                                 theme.INK_SOFT) + 2
        taken = [f"{p.name}: {p.city.tile.name}" for p in st.players if p.city is not None]
        if taken:
            draw_text(canvas, t("table.ui.taken", list=" · ".join(taken)),
                      (self.geo.city.x + 20, self.geo.city.bottom - 34), 20, theme.INK_SOFT)
