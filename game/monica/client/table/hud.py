"""Everything on the table that is drawn, not a sprite: banner, deck and
round info, lane, sand-dollar tiles, objective, log, city frame and arrows,
per-card badges and the prompt (the highlights and the staged-action ghost
are ``marks``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.monica.i18n import icons
from game.client import gfx, theme
from game.client.layout_record import Kind, note_box
from game.client.widgets import draw_panel, draw_text, draw_wrapped, fit_size, shade
from game.monica.client.help.lines import city_title
from game.monica.client.table.geometry import HAND_SIZE
from game.monica.client.table.glow import glow as glow     # re-exported: the hint view glows with it
from game.monica.client.table import instruction
from game.monica.client.table.badges import (draw_filled_tick, draw_points_tab, filled_tick,
                                             points_tab as points_tab)   # re-exported
from game.monica.client.table.unplaced import unplaced_people

if TYPE_CHECKING:
    from game.monica.client.scenes.play import PlayScene

BANNER_SIZE = 30
LANE_INSET = 12               # a token this near a column's edge reads as under the gap


def short_vip(vip, lang: str) -> str:
    """What a tile's VIPs look for, in a few words of ``lang``."""
    return icons.vip_short(vip, lang=lang)


class Hud:
    def __init__(self, scene: "PlayScene") -> None:
        self.scene = scene
        self.flash: tuple[str, theme.Color | None, float] | None = None
        self._unplaced_key: tuple = ()
        self._unplaced: set[int] = set()

    @property
    def geo(self):
        return self.scene.geo

    def banner_flash(self, text: str, color: theme.Color | None) -> None:
        self.flash = (text, color, 2.2)

    def update(self, dt: float) -> None:
        if self.flash is not None:
            text, color, left = self.flash
            self.flash = (text, color, left - dt) if left - dt > 0 else None

    # -- static parts ----------------------------------------------------------------
    def draw_banner(self, canvas: pygame.Surface) -> None:
        """The banner (whose turn) and, over the table, the instruction (what to do now)."""
        self.draw_instruction(canvas)
        sc = self.scene
        st = sc.view_state
        rect = pygame.Rect(sc.layout.rect("banner"))
        seat = sc.setup.seats[st.current] if st.phase != "over" else None
        color = seat.rgb(sc.ctx.palette) if seat else theme.SEA_DARK
        pygame.draw.rect(canvas, color, rect)
        pygame.draw.rect(canvas, theme.darker(color), (rect.x, rect.bottom - 4, rect.w, 4))
        # A flash ("Final round! Marina has placed 14 cards") stands in for the
        # banner's words while it lasts, never beside them; once the game is
        # over the banner says so alone. Either fits left of the bar's buttons.
        text, box_color = sc.table.banner_text(), None
        if self.flash is not None and st.phase != "over":
            text, box_color = self.flash[0], self.flash[1] or theme.SEA_DARK
        room = self.banner_room(rect) - 30
        size = fit_size(text, BANNER_SIZE, room, True)
        img = gfx.text(gfx.ellipsize(text, size, room, True), size, theme.BUTTON_TEXT, True)
        at = img.get_rect(midleft=(rect.x + 24, rect.centery))
        if box_color is not None:
            pygame.draw.rect(canvas, box_color, at.inflate(30, 12), border_radius=10)
        canvas.blit(img, at)

    def banner_room(self, rect: pygame.Rect) -> int:
        """How wide the banner's words may run: up to the first bar button on it."""
        lefts = [b.rect.x for b in self.scene.bar.buttons if b.rect.colliderect(rect)]
        return min(lefts, default=rect.right) - (rect.x + 24)

    def draw_deck_info(self, canvas: pygame.Surface) -> None:
        words = self.scene.ctx.words
        st = self.scene.view_state
        deck = self.geo.deck
        if st.deck:
            for k in range(min(3, len(st.deck))):
                canvas.blit(self.scene.ctx.pictures.card_back(deck.size), deck.move(-2 * k, -2 * k))
        else:
            pygame.draw.rect(canvas, theme.INK_SOFT, deck, 2, border_radius=10)
        info = pygame.Rect(self.scene.layout.rect("info"))
        draw_text(canvas, words.tn("unit.cards", len(st.deck)), (info.centerx, info.y - 18), 22,
                  theme.INK, True, "center")
        y = info.y + 10
        final = words.t("table.ui.info.final_round")
        lines = [words.t("play.round", round=st.round) if st.round else words.t("table.ui.info.setup")]
        if st.final_triggered:
            lines.append(final)
        lines.append(words.t("table.ui.info.code", code=self.scene.setup.code))
        for i, line in enumerate(lines):
            color = theme.DANGER if line == final else theme.INK
            y = draw_wrapped(canvas, line, (info.x, y, info.w, 80), 22, color, i == 0,
                             center=True) + 8

    def draw_display_frame(self, canvas: pygame.Surface) -> None:
        for row_name in ("back", "front"):
            for c in range(4):
                r = self.geo.display_rect(row_name, c)
                pygame.draw.rect(canvas, theme.SAND_DARK, r, 2, border_radius=12)
        lane = self.geo.lane
        draw_panel(canvas, lane, (120, 120, 128), (80, 80, 88), 10)
        for x in range(lane.x + 20, lane.right - 20, 40):
            pygame.draw.line(canvas, (240, 220, 120), (x, lane.centery), (x + 18, lane.centery), 3)
        for c in range(4):               # the truck and the foodie stand well under one card
            note_box(canvas, Kind.COLUMN, self.geo.lane_cell(c).inflate(-2 * LANE_INSET, 0))

    def draw_sand_dollar_tiles(self, canvas: pygame.Surface) -> None:
        sc = self.scene
        st = sc.view_state
        for i, aid in enumerate(st.sand_dollar_actions[:2]):
            rect = self.geo.sd[i]
            act = st.box.sand_dollar_action(aid)
            canvas.blit(self.scene.ctx.pictures.sand_dollar_action(act, rect.size), rect)
            usable, why = sc.turns.sd_status(aid)
            if sc.show_choices and not usable:
                shade(canvas, rect, 90, (255, 255, 255))
        hint = pygame.Rect(sc.layout.rect("sd_info"))
        text = self.scene.ctx.words.t("table.ui.sd.info")
        if sc.show_choices and st.phase == "acquire":
            ready = sum(1 for a in st.sand_dollar_actions if sc.turns.sd_status(a)[0])
            have = st.city.sand_dollars if st.players[st.current].city else 0
            words = self.scene.ctx.words
            text = words.tn("table.ui.sd.have", have, usable=words.tn("table.ui.sd.usable", ready))
        draw_wrapped(canvas, text, hint.inflate(-8, -4), 20, theme.INK, center=True,
                     max_lines=2, fit=True)

    def draw_objective(self, canvas: pygame.Surface) -> None:
        st = self.scene.view_state
        rect = pygame.Rect(self.scene.layout.rect("objective"))
        canvas.blit(self.scene.ctx.pictures.objective(st.box.objectives[st.objective], rect.size), rect)
        self.draw_help_badges(canvas)

    def draw_log(self, canvas: pygame.Surface) -> None:
        self.scene.log_view.draw(canvas)

    def draw_help_badges(self, canvas: pygame.Surface) -> None:
        """A "?" in the free corner of each sand-dollar tile and of the
        objective: tap for the rules. Drawn with the tiles, so the log, the
        hints and the card previews lie over them."""
        for rect in self.scene.regions.help_badge_spots().values():
            radius = rect.w // 2
            pygame.draw.circle(canvas, theme.darker(theme.BUTTON, 0.6), rect.move(0, 2).center,
                               radius)
            pygame.draw.circle(canvas, theme.BUTTON, rect.center, radius)
            pygame.draw.circle(canvas, theme.BUTTON_TEXT, rect.center, radius, 2)
            note_box(canvas, Kind.BADGE, rect, "?")
            draw_text(canvas, "?", rect.center, theme.LABEL, theme.BUTTON_TEXT, True, "center")

    # -- city ------------------------------------------------------------------------
    def draw_city_frame(self, canvas: pygame.Surface) -> None:
        words = self.scene.ctx.words
        sc = self.scene
        geo = self.geo
        city = geo.city
        draw_panel(canvas, city, (232, 214, 176), theme.PANEL_EDGE, 14)
        top = pygame.Rect(city.x + 2, geo.top, city.w - 4, geo.card_h)
        pygame.draw.rect(canvas, (196, 226, 236), top)
        bot = pygame.Rect(city.x + 2, geo.top + geo.card_h + geo.gap, city.w - 4, geo.card_h)
        pygame.draw.rect(canvas, (214, 200, 176), bot)
        lo, hi = sc.city_cols()
        for col in range(lo, hi + 1):    # people stand on one card, not across two
            note_box(canvas, Kind.COLUMN, geo.space_rect((0, col)).union(geo.space_rect((1, col))))
        seat = sc.setup.seats[sc.view]
        title = pygame.Rect(sc.layout.rect("city_title"))
        pygame.draw.rect(canvas, seat.rgb(sc.ctx.palette), (title.x + 12, title.y + 10, 22, 22), border_radius=5)
        tail = "" if sc.view == sc.view_state.current or sc.view_state.phase == "over" else \
            "  " + words.t("table.city.go_back")
        label = draw_text(canvas, self.city_label() + tail, (title.x + 44, title.y + 6), 26,
                          theme.INK, True)
        if self.instruction() is not None:
            return                       # the instruction takes the row (see draw_instruction)
        if sc.previews.showing():
            text, size, color, bold = words.t("table.preview.caption"), 21, (32, 150, 72), True
        else:
            text, size, color, bold = self.tile_info(), 20, theme.INK_SOFT, False
        # right of the city's name, smaller if need be; left out when even a
        # caption does not fit (the tile's zoom and the prompt say it too)
        room = title.right - 16 - (label.right + 24)
        size = fit_size(text, size, room, bold)
        if gfx.font(size, bold).size(text)[0] <= room:
            draw_text(canvas, text, (title.right - 16, title.y + 10), size, color, bold, "topright")

    def city_label(self) -> str:
        sc = self.scene
        return city_title(sc.ctx.words, sc.setup.seats[sc.view].name)

    def tile_info(self) -> str:
        """The viewed city's starting tile and what its VIPs seek."""
        sc = self.scene
        words = sc.ctx.words
        city_obj = sc.view_state.players[sc.view].city
        if city_obj is None:
            return ""
        vip = short_vip(city_obj.tile.vip, words.language)
        return f"{city_obj.tile.name} · " + words.t("table.city.vips_seek", vip=vip)

    # -- the one thing to do now (``instruction``) -------------------------------------
    def instruction(self) -> tuple[pygame.Rect, str] | None:
        """Where the instruction tab stands on a human's turn, and what it says."""
        return instruction.spot(self.scene, gfx.font(26, True).size(self.city_label())[0])

    def instruction_whole(self) -> bool:
        """The instruction shows whole in its tab (else the box at the side says it all)."""
        spot = self.instruction()
        return spot is not None and instruction.whole(*spot)

    def draw_instruction(self, canvas: pygame.Surface) -> None:
        spot = self.instruction()
        if spot is not None:
            instruction.draw(canvas, spot[0], spot[1], self.scene.t, self.scene.ctx.motion.reduced)

    def draw_city_arrows(self, canvas: pygame.Surface, offscreen: dict[int, int]) -> None:
        """Scroll arrows at the city's edges; a count when glowing spots hide there."""
        sc = self.scene
        lo, hi = sc.city_cols()
        for side, rect in ((-1, self.geo.city_left), (1, self.geo.city_right)):
            can = sc.can_scroll(side)
            n = offscreen.get(side, 0)
            color = theme.LEGAL if n else (theme.SEA if can else theme.DISABLED)
            if not can and not n:
                continue
            r = rect.inflate(-4, -140)
            pygame.draw.rect(canvas, color, r, border_radius=10)
            cx, cy = r.center
            pts = [(cx + 10 * side, cy), (cx - 8 * side, cy - 16), (cx - 8 * side, cy + 16)]
            pygame.draw.polygon(canvas, theme.BUTTON_TEXT, pts)
            if n:
                draw_text(canvas, str(n), (cx, r.y + 20), 24, theme.BUTTON_TEXT, True, "center")

    def draw_badges(self, canvas: pygame.Surface) -> None:
        """Points a card would score now, and a tick on filled rings."""
        sc = self.scene
        row = sc.table.report_row(sc.view)
        if row is None:
            return
        old = canvas.get_clip()
        canvas.set_clip(self.geo.city)
        for sp in row.get("spaces", []):
            pos = (0 if sp["row"] == "beach" else 1, sp["col"])
            r = self.geo.space_rect(pos)
            pts = sp.get("cards", 0) + sp.get("footprint", 0)
            card = sc.view_state.box.cards.get(sp.get("card", ""))
            if pts and card is not None:
                draw_points_tab(canvas, points_tab(card, r, pts))
            if sp.get("filled") and card is not None:
                draw_filled_tick(canvas, filled_tick(card, r))
        self.draw_unplaced(canvas)
        canvas.set_clip(old)

    def draw_unplaced(self, canvas: pygame.Surface) -> None:
        """A red ring around every person standing outside an activity ring."""
        sc = self.scene
        st = sc.view_state
        city = st.players[sc.view].city
        if city is None:
            return
        key = (id(st), sc.match.version, sc.view, len(city.person_pos))
        if key != self._unplaced_key:
            self._unplaced_key, self._unplaced = key, unplaced_people(city)
        for pid in self._unplaced:
            thing = sc.board.get(("person", sc.view, pid))
            r = thing.rect if thing is not None else None
            if r is None:
                continue
            pygame.draw.circle(canvas, theme.BUTTON_TEXT, r.center, r.w // 2 + 3, 4)
            pygame.draw.circle(canvas, theme.DANGER, r.center, r.w // 2 + 3, 2)

    def draw_controls(self, canvas: pygame.Surface) -> None:
        words = self.scene.ctx.words
        sc = self.scene
        prompt = pygame.Rect(sc.layout.rect("prompt"))
        spot = self.instruction()
        text, color = sc.table.prompt_text(), theme.INK
        if spot is not None and spot[0].colliderect(prompt):
            text = ""                    # the instruction tab stands in the box itself
        elif self.instruction_whole():   # the instruction is on the city: details here
            text, color = ((words.t("table.preview.caption"), (24, 116, 56))
                           if sc.previews.showing() else (self.tile_info(), theme.INK_SOFT))
        if text:
            draw_panel(canvas, prompt.inflate(4, 4), theme.PANEL, theme.PANEL_EDGE, 10)
            draw_wrapped(canvas, text, prompt.inflate(-16, -8), 21, color, max_lines=3, fit=True)
        if not sc.view_state.pending and not sc.choices.buttons:
            for r in self.geo.hand:
                pygame.draw.rect(canvas, theme.SAND_DARK, pygame.Rect(r.topleft, HAND_SIZE), 2,
                                 border_radius=10)
            # The caption sits inside the first empty slot, clear of its border.
            first = pygame.Rect(self.geo.hand[0].topleft, HAND_SIZE).inflate(-20, -40)
            draw_wrapped(canvas, words.t("table.ui.info.hand"), first, 18, theme.INK_SOFT,
                         center=True, max_lines=4)
