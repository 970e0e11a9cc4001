"""Title screen: continue the saved game, quick game, new game, replays,
settings, how to play, quit.

On entering, the autosave is read and checked by replaying it; the replayed
steps are kept and handed to the table on Continue, so the log is played
once (``keep_steps``, ``Match.resume(steps=...)``). A damaged,
cut-off or too-new file is moved aside by ``load_or_quarantine`` and the
title shows its one-sentence message instead of a Continue button.
"""
from __future__ import annotations

from functools import partial

import pygame

from game.monica.content.box import load_box
from game.monica.match import steps_of
from game.monica.persist import LoadedGame, load_autosave
from game.monica.persist.tutorial import has_progress
from game.version import __version__
from game.client import theme
from game.client.layout import load_layout
from game.client.router import Box, Guide, NewGame, Play, Quit, Replays, Rules, Settings
from game.client.scene import Scene
from game.monica.client.setup import default_setup, from_meta
from game.monica.client.key_art import KeyArt, bob
from game.client.widgets import Button, ButtonBar, draw_panel, draw_text, draw_wrapped, screen_panel
from game.monica.client.tutorial.offer import Offer, should_offer


LEARN = (214, 104, 40)          # the guided first game stands out for a newcomer


class TitleScene(Scene):
    name = "title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.layout = load_layout("title")
        self.saved: LoadedGame | None = None
        self.message: str | None = getattr(app, "startup_message", None)
        app.startup_message = None
        self.bar = ButtonBar()
        self.t = 0.0
        self.checked = False
        self.art: KeyArt | None = None
        self.offer: Offer | None = None

    # -- the saved game --------------------------------------------------------------------
    def enter(self) -> None:
        self.check_autosave()
        self.build()
        if should_offer(self.app):
            self.offer = Offer(self.app, self.learn, self.close_offer)

    def check_autosave(self) -> None:
        game, problem = load_autosave(keep_steps=True)
        self.saved = game
        if problem:
            self.message = problem

    def continue_detail(self) -> str:
        if self.saved is None:
            return ""
        names = ", ".join(self.saved.meta.names)
        return self.ctx.words.t("title.continue_detail", names=names, round=max(1, self.saved.state.round))

    def build(self) -> None:
        self.bar.clear()
        actions = {"btn_continue": self.resume, "btn_quick": self.quick_game,
                   "btn_new": self.new_game, "btn_learn": self.learn,
                   "btn_replays": self.replays,
                   "btn_settings": self.settings, "btn_rules": self.rules,
                   "btn_quit": lambda: self.router.go(Quit(0))}
        for name, fn in actions.items():
            if name == "btn_continue" and self.saved is None:
                continue
            slot = self.layout.slot(name)
            key = slot.properties.get("label", name)
            if name == "btn_learn" and has_progress():
                key = "title.continue_guide"
            color = {"btn_continue": (40, 150, 80), "btn_learn": LEARN}.get(name, theme.BUTTON)
            button = Button(slot.rect, partial(self.ctx.words.t, key), fn, name=name,
                            size=36 if name == "btn_continue" else 32, color=color)
            self.bar.add(button)
        if Box in self.router.routes:        # a box of several games: back to choosing one
            self.bar.add(Button((24, 24, 280, 64), partial(self.ctx.words.t, "box.all_games"),
                                lambda: self.router.go(Box()), name="btn_box", size=24,
                                secondary=True))

    # -- actions -------------------------------------------------------------------------------
    def resume(self) -> None:
        game = self.saved
        if game is None:
            return
        # the table takes the replayed states over (and plays on from the last one):
        # they are handed on once; the title reads the save again when it shows again
        self.saved = None
        setup = from_meta(game.meta)                # the whole setup, as recorded
        self.router.go(Play(setup, actions=tuple(game.actions), steps=tuple(steps_of(game)),
                            autosave=True))

    def quick_game(self) -> None:
        self.router.go(Play(default_setup(4, humans=1, words=self.ctx.words)))

    def new_game(self) -> None:
        self.router.go(NewGame())

    def learn(self) -> None:
        """The guided first game (where it was left, if it was)."""
        self.offer = None
        self.router.go(Guide(resume=True))

    def close_offer(self) -> None:
        self.offer = None

    def replays(self) -> None:
        self.router.go(Replays())

    def settings(self) -> None:
        self.router.go(Settings())

    def rules(self) -> None:
        self.router.go(Rules())

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.offer is not None:
            self.offer.handle_event(event)
            return
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE):
                self.quick_game()
            elif event.key == pygame.K_c:
                self.resume()
            elif event.key == pygame.K_n:
                self.new_game()
            elif event.key == pygame.K_l:
                self.learn()
            elif event.key == pygame.K_s:
                self.settings()
            elif event.key in (pygame.K_r, pygame.K_F1):
                self.rules()
            elif event.key == pygame.K_ESCAPE:
                self.router.go(Quit(0))

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, canvas: pygame.Surface) -> None:
        if self.art is None:
            self.art = KeyArt(self.ctx.pictures, load_box())
        canvas.blit(self.art.surface(canvas.get_size()), (0, 0))
        still = self.ctx.motion.reduced
        menu = self.menu_rect()
        if menu is not None:
            screen_panel(canvas, menu)
        logo = pygame.Rect(self.layout.rect("logo"))
        lift = bob(self.t, still)
        name = self.ctx.words.t("app.title")
        draw_text(canvas, name, (logo.centerx + 5, logo.centery + 9 + lift), theme.HERO,
                  theme.SEA_DARK, True, "center")
        draw_text(canvas, name, (logo.centerx, logo.centery + lift), theme.HERO, theme.FOAM,
                  True, "center")
        tag = pygame.Rect(self.layout.rect("tagline"))
        draw_text(canvas, self.ctx.words.t("app.tagline"), tag.center, theme.HEADING,
                  theme.FOAM, True, "center")
        self.bar.draw(canvas)
        button = self.bar.get("btn_continue")
        if button is not None:
            draw_text(canvas, self.continue_detail(),
                      (button.rect.centerx, button.rect.bottom + 18), theme.LABEL,
                      theme.SEA_DARK, True, "center")
        if self.message:
            box = pygame.Rect(self.layout.rect("message"))
            draw_panel(canvas, box, theme.PANEL, theme.DANGER, 12, alpha=235, width=3)
            draw_wrapped(canvas, self.ctx.say(self.message), box.inflate(-24, -12), 22, theme.INK,
                         center=True, max_lines=3)
        foot = pygame.Rect(self.layout.rect("footer"))
        footer = f"{self.ctx.words.t('app.credit')}  ·  {self.ctx.words.t('title.keys')}  ·  v{__version__}"
        draw_text(canvas, footer, foot.center, theme.BODY, theme.INK, False, "center")
        # a food truck cruising along the boardwalk (parked with reduced motion)
        x = 120 if still else int((self.t * 120) % (canvas.get_width() + 200)) - 100
        canvas.blit(self.ctx.pictures.token("truck", 64), (x, foot.y - 64))
        if self.offer is not None:
            self.offer.draw(canvas)

    def menu_rect(self) -> pygame.Rect | None:
        """The panel the buttons stand on: around all of them, with a margin."""
        rects = [b.rect for b in self.bar.buttons if b.name != "btn_box"]
        if not rects:
            return None
        area = rects[0].unionall(rects[1:])
        if self.bar.get("btn_continue") is not None:
            area.h += 30                     # room for the saved game's detail line
        return area.inflate(56, 48)
