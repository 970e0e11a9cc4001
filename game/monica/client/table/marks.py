"""What a human may do, drawn on the table: glowing keys (with the score a
spot would bring), the VIP's path so far and the ghost of a staged action
waiting for Confirm."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.monica.engine import actions as A
from game.client import gfx, theme
from game.client.widgets import draw_text
from game.monica.client.table.geometry import Geometry
from game.monica.client.table.glow import glow, pulse_time

if TYPE_CHECKING:
    from game.monica.client.scenes.play import PlayScene

STYLE = {"legal": (40, 200, 90), "selected": theme.SELECTED, "target": (60, 220, 100),
         "step": (40, 170, 240), "path": theme.SELECTED}


class Marks:
    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene

    @property
    def geo(self) -> Geometry:
        return self.scene.geo

    def draw_highlights(self, canvas: pygame.Surface, t: float) -> None:
        """Every legal target glows, pulsing (held still under reduced motion)."""
        sc = self.scene
        t = pulse_time(t, sc.ctx.motion.reduced)
        old = canvas.get_clip()
        for key, style in sc.highlights().items():
            rect = sc.key_rect(key)
            if rect is None:
                continue
            color = STYLE.get(style, theme.LEGAL)
            in_city = key[0] in ("spot", "space", "person")
            if in_city:
                canvas.set_clip(self.geo.city)
            if key[0] == "spot":
                glow(canvas, rect.inflate(-10, -10), color, t, fill=True)
                self._spot_label(canvas, rect, sc.previews.spot_label(key[1]))
            elif key[0] == "person":
                pulse = 0.5 + 0.5 * math.sin(t * 6)
                rad = rect.w // 2 + 4 + int(2 * pulse)
                pygame.draw.circle(canvas, color, rect.center, rad, 4 if style != "selected" else 6)
            else:
                glow(canvas, rect, color, t, fill=style in ("target", "step", "path"))
            canvas.set_clip(old)
        # footprints a VIP path would drop
        ui = sc.ui
        if ui is not None and ui.person is not None and ui.path:
            canvas.set_clip(self.geo.city)
            pts = [self.geo.space_rect(p).center for p in
                   [sc.view_state.city.person_pos[ui.person], *ui.path]]
            pygame.draw.lines(canvas, theme.HILITE, False, pts, 6)
            for p in ui.path_footprints():
                r = self.geo.space_rect(p)
                img = self.scene.ctx.pictures.token("footprint", 40)
                canvas.blit(img, img.get_rect(center=(r.right - 30, r.y + r.h * 0.42)))
            canvas.set_clip(old)

    @staticmethod
    def _spot_label(canvas: pygame.Surface, rect: pygame.Rect, label: str | None) -> None:
        """A glowing spot: its score preview ("+3"), or a plus before it is known."""
        if label is None:
            draw_text(canvas, "+", rect.center, 64, theme.BUTTON_TEXT, True, "center")
            return
        color = (32, 150, 72) if label.startswith("+") else \
            ((196, 52, 44) if label.startswith("-") else (110, 112, 120))
        img = gfx.text(label, 52, theme.BUTTON_TEXT, True)
        box = img.get_rect(center=rect.center).inflate(26, 8)
        pygame.draw.rect(canvas, color, box, border_radius=16)
        pygame.draw.rect(canvas, theme.BUTTON_TEXT, box, 3, border_radius=16)
        canvas.blit(img, img.get_rect(center=box.center))

    def draw_staged(self, canvas: pygame.Surface, t: float) -> None:
        """A ghost of the action waiting for Confirm."""
        sc = self.scene
        t = pulse_time(t, sc.ctx.motion.reduced)
        act = sc.match.staged
        st = sc.view_state
        if act is None:
            return
        old = canvas.get_clip()
        if isinstance(act, A.PlaceCard):
            card = st.box.cards[act.card]
            r = self.geo.space_rect((card.row, act.col))
            img = self.scene.ctx.pictures.card(card, r.size).copy()
            img.set_alpha(190)
            canvas.set_clip(self.geo.city)
            canvas.blit(img, r)
            glow(canvas, r, theme.HILITE, t)
        elif isinstance(act, A.Move):
            city = st.city
            pts = [self.geo.space_rect(p).center for p in [city.person_pos[act.person], *act.path]]
            canvas.set_clip(self.geo.city)
            if len(pts) > 1:
                pygame.draw.lines(canvas, theme.HILITE, False, pts, 6)
            glow(canvas, self.geo.space_rect(act.path[-1]), theme.HILITE, t, fill=True)
        elif isinstance(act, (A.Summon,)):
            g = st.grants[act.grant]
            pos = st.card_pos(st.current, g.target or "")
            if pos is not None:
                canvas.set_clip(self.geo.city)
                glow(canvas, self.geo.space_rect(pos), theme.HILITE, t, fill=True)
        elif isinstance(act, A.TakeCard):
            glow(canvas, self.geo.display_rect("front", act.col), theme.HILITE, t)
        elif isinstance(act, A.PlaceFoodTruck):
            glow(canvas, self.geo.lane_cell(act.col), theme.HILITE, t, fill=True)
        elif isinstance(act, A.ChooseTile):
            offer = sc.key_rect(("tile", act.tile))
            if offer is not None:
                glow(canvas, offer, theme.HILITE, t)
        canvas.set_clip(old)
