"""Score previews on the table: the numbers on the glowing spots.

While a card waits to be placed, every legal spot shows the exact change of
the player's score if the game ended right after placing it there. While a
person is picked, every destination shows its score change and the rings it
would fill light up; a VIP's next steps show the footprint each would drop.
Numbers come from ``preview`` (engine clones) and are computed once per
decision, then only drawn.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.monica.engine import actions as A
from game.client import gfx, theme
from game.monica.client.table import preview
from game.monica.client.table.preview import Outcome, PreviewCache
from game.monica.client.table.glow import glow
from game.monica.client.table.interaction import Interaction

if TYPE_CHECKING:
    from game.monica.client.scenes.play import PlayScene

Pos = tuple[int, int]
T = TypeVar("T")
GOOD = (32, 150, 72)
FLAT = (110, 112, 120)
BAD = (196, 52, 44)
RING_GLOW = (255, 200, 40)


def signed(n: int) -> str:
    """``+3``, ``-1``, ``±0``."""
    return f"{n:+d}" if n else "±0"


def delta_color(n: int) -> theme.Color:
    return GOOD if n > 0 else (BAD if n < 0 else FLAT)


class PreviewView:
    def __init__(self, scene: "PlayScene") -> None:
        self.scene = scene
        self.cache = PreviewCache()

    # -- what is being decided ------------------------------------------------------
    def _ui(self) -> Interaction | None:
        """The interaction model while a human decides in their own city, else None."""
        sc = self.scene
        ui = sc.ui
        if ui is None or not sc.show_choices or sc.match.staged is not None \
                or sc.view != sc.match.state.current:
            return None
        return ui

    def _active(self) -> bool:
        return self._ui() is not None

    def _get(self, ui: Interaction, name: str, compute: Callable[[], T]) -> T:
        key = (self.scene.match.version, ui.phase, ui.card, ui.person, tuple(ui.path),
               ui.active_grant())
        return self.cache.get(key, name, compute)

    # -- the numbers ------------------------------------------------------------------
    def spot_deltas(self) -> dict[Pos, int]:
        """Legal spot -> score change, while a card is chosen for placement."""
        ui = self._ui()
        if ui is None or ui.phase != "place" or ui.card is None:
            return {}
        card = ui.card
        state = self.scene.match.state
        legal = self.scene.match.legal()

        def compute() -> dict[Pos, int]:
            row = state.box.cards[card].row
            cols = preview.placement_deltas(state, legal, card)
            return {(row, c): d for c, d in cols.items()}
        return self._get(ui, "spots", compute)

    def move_outcomes(self) -> dict[Pos, Outcome]:
        """Destination -> outcome, while a person is picked."""
        ui = self._ui()
        if ui is None or ui.person is None:
            return {}
        state = self.scene.match.state
        return self._get(ui, "moves", lambda: preview.move_outcomes(state, ui.destinations()))

    def step_points(self) -> dict[Pos, int]:
        """Next VIP step -> footprint points it would drop."""
        ui = self._ui()
        if ui is None or ui.person is None:
            return {}
        state = self.scene.match.state
        return self._get(ui, "steps",
                         lambda: preview.step_footprints(state, ui.path, ui.vip_next()))

    def walk_outcome(self) -> Outcome | None:
        """The VIP walk built so far, if it can be confirmed."""
        ui = self._ui()
        if ui is None or ui.person is None or not ui.path:
            return None
        state = self.scene.match.state

        def compute() -> Outcome | None:
            move = ui.vip_move()
            return preview.outcome(state, move) if isinstance(move, A.Move) else None
        return self._get(ui, "walk", compute)

    # -- drawing -------------------------------------------------------------------------
    def spot_label(self, pos: Pos) -> str | None:
        d = self.spot_deltas().get(pos)
        return None if d is None else signed(d)

    def draw(self, canvas: pygame.Surface, t_: float) -> None:
        """Badges on destinations and steps, glowing rings (inside the city clip)."""
        if not self._active():
            return
        geo = self.scene.geo
        old = canvas.get_clip()
        canvas.set_clip(geo.city)
        for pos, out in self.move_outcomes().items():
            self._outcome_badge(canvas, geo.space_rect(pos), out)
            for ring_pos in out.fills:
                self._ring_glow(canvas, geo.space_rect(ring_pos), t_)
        for pos, pts in self.step_points().items():
            if pts:
                self._footprint_badge(canvas, geo.space_rect(pos), pts)
        walk = self.walk_outcome()
        ui = self.scene.ui
        if walk is not None and ui is not None and ui.path:
            self._outcome_badge(canvas, geo.space_rect(ui.path[-1]), walk)
            for ring_pos in walk.fills:
                self._ring_glow(canvas, geo.space_rect(ring_pos), t_)
        canvas.set_clip(old)

    def showing(self) -> bool:
        """Are score previews on screen (the city title then explains them)?"""
        return bool(self.spot_deltas() or self.move_outcomes() or self.walk_outcome())

    def _outcome_badge(self, canvas: pygame.Surface, r: pygame.Rect, out: Outcome) -> None:
        text = signed(out.delta)
        img = gfx.text(text, 34, theme.BUTTON_TEXT, True)
        box = img.get_rect(midtop=(r.centerx, r.y + 8)).inflate(18, 6)
        pygame.draw.rect(canvas, delta_color(out.delta), box, border_radius=12)
        pygame.draw.rect(canvas, theme.BUTTON_TEXT, box, 2, border_radius=12)
        canvas.blit(img, img.get_rect(center=box.center))
        if out.breaks:
            mark = self.scene.ctx.pictures.icon("no_ring", 30)
            canvas.blit(mark, mark.get_rect(midleft=(box.right + 4, box.centery)))

    def _ring_glow(self, canvas: pygame.Surface, r: pygame.Rect, t_: float) -> None:
        glow(canvas, r.inflate(-6, -6), RING_GLOW, t_, width=6)
        ring = self.scene.ctx.pictures.icon("ring", 44)
        c = (r.right - 30, r.bottom - 74)
        pygame.draw.circle(canvas, theme.BUTTON_TEXT, c, 26)
        canvas.blit(ring, ring.get_rect(center=c))
        pygame.draw.circle(canvas, GOOD, (c[0] + 16, c[1] + 16), 11)
        pygame.draw.lines(canvas, theme.BUTTON_TEXT, False,
                          [(c[0] + 10, c[1] + 16), (c[0] + 14, c[1] + 21), (c[0] + 22, c[1] + 11)],
                          3)

    def _footprint_badge(self, canvas: pygame.Surface, r: pygame.Rect, pts: int) -> None:
        img = gfx.text(f"+{pts}", 30, theme.BUTTON_TEXT, True)
        foot = self.scene.ctx.pictures.token("footprint", 34)
        w = foot.get_width() + img.get_width() + 18
        box = pygame.Rect(0, 0, w, 44)
        box.midtop = (r.centerx, r.y + 60)
        pygame.draw.rect(canvas, GOOD, box, border_radius=12)
        canvas.blit(foot, foot.get_rect(midleft=(box.x + 6, box.centery)))
        canvas.blit(img, img.get_rect(midright=(box.right - 8, box.centery)))
