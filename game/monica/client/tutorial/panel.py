"""The guide's panel at the table: the step's one sentence (where the game
log sits), a hint line when a tap was refused, "Show again" and, for an
explanation, "Next"; and the pulsing outline on the one thing to tap now."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.monica.engine import actions as A
from game.monica.match.tutorial_steps import HUMAN, Kind
from game.client import gfx, theme
from game.client.widgets import (Button, ButtonBar, draw_panel, draw_text, draw_wrapped, fit_size,
                       shade)

if TYPE_CHECKING:
    from game.monica.client.scenes.play import PlayScene
    from game.monica.client.tutorial.coach import GuideCoach

PAD = 14
BUTTON_H = 56
TEXT_SIZE = 32            # the type scale never goes below a caption (12 px at 720p)
HINT_COLOR = (190, 70, 40)
PULSE = (255, 190, 20)
SIDE_W = 230                           # buttons' width in a wide panel
REVEAL = 0.45                          # seconds the sentence takes to appear


class GuidePanel:
    def __init__(self, scene: PlayScene, coach: GuideCoach) -> None:
        self.scene = scene
        self.coach = coach
        self.rect = self.place()
        self.t = 0.0
        self.shown_at = 0.0
        words = scene.ctx.words
        self.bar = ButtonBar()
        again, nxt = self.button_rects()
        self.bar.add(Button(again, lambda: words.t("tutorial.again"), coach.again, name="again",
                            size=22, secondary=True))
        self.next = self.bar.add(Button(nxt, self.next_label, coach.next,
                                        name="next", size=24, color=(40, 150, 80)))

    def next_label(self) -> str:
        """Next, or on the last step where the results come next, say so."""
        words = self.scene.ctx.words
        return words.t("tutorial.results" if self.coach.guide.last else "tutorial.next")

    @property
    def wide(self) -> bool:
        """A wide, low panel (portrait kiosk) keeps its buttons on the right."""
        return self.rect.w > 3 * self.rect.h

    def button_rects(self, both: bool = True) -> tuple[pygame.Rect, pygame.Rect]:
        """Show again and Next: stacked on the right of a wide panel; at the
        foot of a tall one, side by side when both labels fit on one line
        (Show again alone takes the width), else Next under Show again."""
        r = self.rect
        if self.wide:
            w = SIDE_W
            h = (r.h - 3 * PAD) // 2
            return (pygame.Rect(r.right - PAD - w, r.bottom - PAD - h, w, h),
                    pygame.Rect(r.right - PAD - w, r.y + PAD, w, h))
        room = r.w - 2 * PAD
        foot = pygame.Rect(r.x + PAD, r.bottom - PAD - BUTTON_H, room, BUTTON_H)
        if not both:
            return foot, foot
        words = self.scene.ctx.words
        need = [gfx.font(theme.BODY, True).size(words.t(k))[0] + 28
                for k in ("tutorial.again", "tutorial.results" if self.coach.guide.last
                          else "tutorial.next")]
        if sum(need) + PAD <= room:
            w = round((room - PAD) * need[0] / sum(need))
            return (pygame.Rect(foot.x, foot.y, w, BUTTON_H),
                    pygame.Rect(foot.x + w + PAD, foot.y, room - PAD - w, BUTTON_H))
        return foot.move(0, -BUTTON_H - PAD // 2), foot

    def text_area(self, hint_h: int) -> pygame.Rect:
        r = self.rect
        top = r.y + PAD + 30
        if self.wide:
            return pygame.Rect(r.x + PAD, top, r.w - 3 * PAD - SIDE_W,
                               r.bottom - PAD - hint_h - top)
        buttons = min(b.rect.y for b in self.bar.buttons)
        return pygame.Rect(r.x + PAD, top, r.w - 2 * PAD, buttons - 8 - hint_h - top)

    def place(self) -> pygame.Rect:
        """Over the game log; at a landscape table down over the prompt too."""
        lay = self.scene.layout
        log = pygame.Rect(lay.rect("log"))
        prompt = pygame.Rect(lay.rect("prompt"))
        if prompt.y >= log.bottom and abs(prompt.x - log.x) < 20:
            return log.union(prompt)
        return log

    def reveal(self) -> None:
        self.shown_at = self.coach.t

    def revealed(self) -> bool:
        """Has the sentence finished appearing?"""
        return self.coach.t - self.shown_at >= REVEAL

    # -- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        info = self.coach.guide.waiting_for_next()
        self.next.enabled = info
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos) or any(
                    r.collidepoint(event.pos) for r in self.scene.regions.help_badges().values()):
                return False                  # the table's (a "?" badge on the edge too)
            for b in self.bar.buttons:
                if b.hit(event.pos) and b.enabled:
                    self.scene.ctx.audio.play("tap")
                    b.click()
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            return True
        if event.type == pygame.KEYDOWN and info and event.key in (pygame.K_RETURN,
                                                                   pygame.K_KP_ENTER):
            self.coach.next()
            return True
        return False

    def tap_next(self) -> None:
        """The autoplay taps Next where a player would."""
        pos = self.next.rect.center
        self.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self.t = self.coach.t
        sc, coach = self.scene, self.coach
        words = sc.ctx.words
        guide = coach.guide
        info = guide.waiting_for_next()
        self.next.enabled = info
        self.bar["again"].rect, self.next.rect = self.button_rects(both=info)
        box = self.rect
        draw_panel(canvas, box, theme.PANEL, theme.SEA_DARK, 16, width=4)
        n, total = guide.counter()
        head = words.t("tutorial.counter", n=n, total=total)
        size = fit_size(head, 22, box.w - 2 * PAD, True)
        draw_text(canvas, head, (box.x + PAD, box.y + PAD - 2), size, theme.SEA, True)
        text = words.t(coach.sentence_key(), name=sc.setup.seats[1 - HUMAN].name,
                       round=max(1, sc.match.state.round))
        hint = words.t(coach.hint) if coach.hint is not None else None
        if coach.error is not None:
            hint = sc.ctx.say(coach.error)
        hint_h = 0 if hint is None else (26 if self.wide else 2 * 26) + 4
        area = self.text_area(hint_h)
        fast = guide.step is not None and guide.step.kind is Kind.FAST
        fade = 1.0 if fast else min(1.0, (self.t - self.shown_at) / REVEAL)
        color = theme.lighter(theme.INK, 0.8 * (1.0 - fade)) if fade < 1 else theme.INK
        draw_wrapped(canvas, text, area.move(0, int(10 * (1 - fade))), TEXT_SIZE, color,
                     fit=True)
        if hint is not None:
            draw_wrapped(canvas, hint, (area.x, area.bottom + 2, area.w, hint_h), 20,
                         HINT_COLOR, True, fit=True, max_lines=hint_h // 26)
        for b in self.bar.buttons:
            if b.name == "next" and not info:
                continue
            b.draw(canvas)
        if fast:
            self.draw_fast_forward(canvas)
        self.draw_target(canvas)

    def draw_fast_forward(self, canvas: pygame.Surface) -> None:
        """A band across the city while the guide plays: "▶▶ Fast forward: round 7"."""
        sc = self.scene
        band = pygame.Rect(sc.geo.city.x, sc.geo.city.centery - 50, sc.geo.city.w, 100)
        shade(canvas, band, 170)
        label = "\u25b6\u25b6  " + sc.ctx.words.t("tutorial.fast_forward",
                                                   round=max(1, sc.match.state.round))
        draw_text(canvas, label, band.center, 52, theme.FOAM, True, "center")

    def draw_target(self, canvas: pygame.Surface) -> None:
        """One clear "tap here": a pulsing ring on the target (and a still
        outline on what an explanation talks about)."""
        sc, coach = self.scene, self.coach
        step = coach.guide.step
        pulse = 0.5 + 0.5 * math.sin(self.t * 6.0)
        if coach.guide.waiting_for_next():
            self.ring(canvas, self.next.rect, pulse)
            look = self.look_rect(step.look if step is not None else None)
            if look is not None:
                pygame.draw.rect(canvas, PULSE, look.inflate(12, 12), 6, border_radius=14)
            return
        if step is not None and step.kind is not Kind.ACT:
            return
        want = coach.target()
        if want is None:
            return
        rect: pygame.Rect | None = None
        if want[0] == "button":
            for b in [*sc.bar.buttons, *sc.choices.buttons]:
                if b.name == want[1]:
                    rect = pygame.Rect(b.rect)
        else:
            rect = sc.key_rect(want)
        if rect is None:
            return
        old = canvas.get_clip()
        if want[0] in ("spot", "space", "person"):
            canvas.set_clip(sc.geo.city)
        if want[0] == "person":
            rad = rect.w // 2 + 12 + int(6 * pulse)
            pygame.draw.circle(canvas, PULSE, rect.center, rad, 6)
        else:
            self.ring(canvas, rect, pulse)
        canvas.set_clip(old)

    @staticmethod
    def ring(canvas: pygame.Surface, rect: pygame.Rect, pulse: float) -> None:
        grow = 8 + int(10 * pulse)
        pygame.draw.rect(canvas, PULSE, rect.inflate(grow, grow), 7, border_radius=16)
        pygame.draw.rect(canvas, theme.SEA_DARK, rect.inflate(grow + 10, grow + 10), 2,
                         border_radius=18)

    def look_rect(self, look: str | None) -> pygame.Rect | None:
        sc = self.scene
        if look == "objective":
            return pygame.Rect(sc.layout.rect("objective"))
        if look == "placed" and sc.view == HUMAN:
            st = sc.match.state
            for action in reversed(sc.match.actions):
                pos = st.card_pos(HUMAN, action.card) if isinstance(action, A.PlaceCard) \
                    else None
                if pos is not None:
                    return sc.geo.space_rect(pos)
        return None
