"""Santa Cruz's title: continue the saved game, a quick game against three bots,
a new game, how to play, replays, settings, back to the box's games, quit.

On entering, the autosave is read and replayed through the rules; a damaged,
cut-off or too-new file is moved aside and its one sentence shows instead of
Continue. The footer says who made the game and that the map is our own.
"""
from __future__ import annotations

from functools import partial

import pygame

from game.client import theme
from game.client.layout_record import role
from game.client.router import Box, Guide, NewGame, Play, Quit, Replays, Rules, Settings
from game.client.scene import Scene
from game.client.widgets import (Button, ButtonBar, draw_panel, draw_text, draw_wrapped,
                                 fit_text, screen_panel)
from game.cruz.client.key_art import CruzKeyArt
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.setup import default_setup, from_meta
from game.cruz.persist import CruzSave, guide_file, load_autosave
from game.version import __version__

MENU_W, ROW, GAP = 560, 70, 14
COLORS = {"continue": (40, 150, 80), "learn": (214, 104, 40)}   # what stands out


class CruzTitleScene(Scene):
    name = "cruz_title"
    adaptive = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.pictures = CruzPictures(app.ctx.words, app.ctx.palette)
        self.art = CruzKeyArt(self.pictures)
        self.saved: CruzSave | None = None
        self.message: str | None = app.startup_message
        app.startup_message = None
        self.bar = ButtonBar()
        self.menu = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        saved, problem = load_autosave()
        self.saved = saved
        if problem:
            self.message = problem
        self.build()

    def build(self) -> None:
        w, h = self.app.canvas_size
        entries = []
        if self.saved is not None:
            entries.append(("continue", "title.continue", self.resume))
        learn = "title.continue_guide" if guide_file().is_file() else "title.learn"
        entries += [("learn", learn, lambda: self.router.go(Guide())),
                    ("quick", "title.quick_game", self.quick_game),
                    ("new", "title.new_game", lambda: self.router.go(NewGame())),
                    ("rules", "title.how_to_play", lambda: self.router.go(Rules())),
                    ("replays", "title.replays", lambda: self.router.go(Replays())),
                    ("settings", "title.settings", lambda: self.router.go(Settings()))]
        if Box in self.app.router.routes:
            entries.append(("box", "box.all_games", lambda: self.router.go(Box())))
        entries.append(("quit", "title.quit", lambda: self.router.go(Quit(0))))
        total = len(entries) * (ROW + GAP) - GAP
        self.menu = pygame.Rect(0, 0, MENU_W + 60, total + 60)
        self.menu.midtop = (w // 2, max(250, (h - total) // 2 + 60))
        self.bar.clear()
        for i, (name, key, fn) in enumerate(entries):
            rect = (self.menu.x + 30, self.menu.y + 30 + i * (ROW + GAP), MENU_W, ROW)
            self.bar.add(Button(rect, partial(self.ctx.words.t, key), fn, name=name,
                                size=32 if name == "continue" else 28,
                                color=COLORS.get(name, theme.BUTTON),
                                secondary=name in ("box", "quit")))

    # -- actions -------------------------------------------------------------------------
    def resume(self) -> None:
        saved = self.saved
        if saved is None:
            return
        self.saved = None
        self.router.go(Play(from_meta(saved.meta), actions=tuple(saved.actions), autosave=True))

    def quick_game(self) -> None:
        self.router.go(Play(default_setup(4, humans=1, words=self.ctx.words)))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_RETURN: self.quick_game, pygame.K_SPACE: self.quick_game,
                    pygame.K_c: self.resume, pygame.K_n: lambda: self.router.go(NewGame()),
                    pygame.K_r: lambda: self.router.go(Rules()),
                    pygame.K_F1: lambda: self.router.go(Rules()),
                    pygame.K_s: lambda: self.router.go(Settings()),
                    pygame.K_ESCAPE: lambda: self.router.go(
                        Box() if Box in self.app.router.routes else Quit(0))}
            fn = keys.get(event.key)
            if fn is not None:
                fn()

    def draw(self, canvas: pygame.Surface) -> None:
        w, h = canvas.get_size()
        self.pictures.palette = self.ctx.palette
        with role("picture"):                   # the key art's printing is a picture's
            canvas.blit(self.art.surface((w, h)), (0, 0))
        words = self.ctx.words
        name = words.t("cruz.name")
        draw_text(canvas, name, (w // 2 + 5, 119), theme.HERO, theme.SEA_DARK, True, "center")
        draw_text(canvas, name, (w // 2, 114), theme.HERO, theme.FOAM, True, "center")
        tag = pygame.Rect(0, 0, min(1200, w - 80), 50)
        tag.midtop = (w // 2, 196)
        draw_panel(canvas, tag, theme.SEA_DARK, None, 14, alpha=170)
        fit_text(canvas, words.t("cruz.tagline"), tag.center, theme.SUBHEAD, tag.w - 30,
                 theme.FOAM, True, "center")
        screen_panel(canvas, self.menu)
        self.bar.draw(canvas)
        button = self.bar.get("continue")
        if button is not None and self.saved is not None:
            names = ", ".join(s["name"] for s in self.saved.meta["seats"])
            state = self.saved.state
            detail = words.t("title.continue_detail", names=names,
                             round=state.round if state is not None else 1)
            fit_text(canvas, detail, (self.menu.right + 20, button.rect.centery), theme.BODY,
                     w - self.menu.right - 40, theme.INK, True, "midleft")
        if self.message:
            box = pygame.Rect(0, 0, min(1200, w - 80), 90)
            box.midtop = (w // 2, 252)
            draw_panel(canvas, box, theme.PANEL, theme.DANGER, 12, alpha=240, width=3)
            draw_wrapped(canvas, self.ctx.say(self.message), box.inflate(-24, -12), theme.BODY,
                         theme.INK, center=True, max_lines=3, fit=True)
        foot = pygame.Rect(0, h - 44, w, 40)
        draw_panel(canvas, foot, theme.PANEL, None, 0, alpha=200)
        line = f"{words.t('cruz.credit')}  ·  {words.t('cruz.map_ours')}  ·  v{__version__}"
        fit_text(canvas, line, foot.center, theme.BODY, w - 40, theme.INK, False, "center")
