"""The preview beside the glowing tile under the pointer: what building there
brings now, and which of the player's own scoring cards it pays more."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client import gfx, theme
from game.client.widgets import draw_text
from game.cruz.client.table.plates import draw_plate
from game.cruz.client.table.preview import Preview, build_preview
from game.cruz.engine import BuildCard
from game.cruz.i18n import scoring_card_name

if TYPE_CHECKING:
    from game.cruz.client.scenes.play import CruzPlayScene

ROW = 30


class PreviewView:
    def __init__(self, scene: "CruzPlayScene") -> None:
        self.scene = scene
        self._key: tuple[object, ...] = ()
        self._shown: Preview | None = None

    def current(self) -> Preview | None:
        """The preview of the target under the pointer (None: nothing to preview)."""
        sc = self.scene
        hover = sc.input.hover
        if sc.queue.busy or not sc.flow.my_turn() or hover is None or hover[0] != "field":
            return None
        fid = str(hover[1])
        free, extra = sc.flow.targets()
        if fid not in free and fid not in extra:
            return None
        chosen = sc.flow.chosen if isinstance(sc.flow.chosen, BuildCard) else None
        key = (sc.session.version, fid, chosen, sc.flow.kind)
        if key != self._key:
            self._key = key
            self._shown = build_preview(sc.session.state, fid, fid not in free, chosen,
                                        sc.flow.kind)
        return self._shown

    def draw(self, canvas: pygame.Surface) -> None:
        shown = self.current()
        if shown is None:
            return
        words = self.scene.ctx.words
        lines = [words.t("cruz.preview.face_down") if shown.points is None else
                 words.t("cruz.preview.now", points=shown.points)]
        lines += [f"{scoring_card_name(card, words.language)} {delta:+d}"
                  for card, delta in shown.helps]
        tile = self.scene.layout.tile_rect(shown.field)
        # the box grows with its longest line (a long card name, a long language)
        wide = max(gfx.font(theme.BODY, i == 0).size(line)[0] for i, line in enumerate(lines))
        box = pygame.Rect(0, 0, max(330, wide + 28), 16 + ROW * len(lines))
        box.midbottom = (tile.centerx, tile.y - 10)
        box.clamp_ip(self.scene.layout.map_rect)
        if box.colliderect(tile):
            box.midtop = (tile.centerx, tile.bottom + 10)
            box.clamp_ip(self.scene.layout.map_rect)
        draw_plate(canvas, box, theme.PANEL, theme.SEA_DARK, 10, alpha=245, width=2)
        for i, line in enumerate(lines):
            draw_text(canvas, line, (box.x + 14, box.y + 8 + i * ROW), theme.BODY,
                      theme.INK if i else theme.SEA_DARK, i == 0)
