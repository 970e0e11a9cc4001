"""Replays: the finished games kept in the saves folder, newest first; tap
one to watch it again, or "Review" beside it for the hard bot's review of
where each player lost points. A replay file that cannot be read is moved aside and
its message shown here; the other replays stay."""
from __future__ import annotations

from functools import partial

import pygame

from game.monica.content.box import load_box
from game.monica.persist import ReplayInfo, list_replays
from game.persist.files import exists
from game.client import theme
from game.monica.client.key_art import KeyArt
from game.client.router import Back, Replay, Review
from game.client.scene import Scene
from game.client.widgets import Button, ButtonBar, draw_panel, draw_text, draw_wrapped, screen_panel

PAGE = 6
ROW_H = 96
REVIEW_W = 220


class ReplaysScene(Scene):
    name = "replays"
    adaptive = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0
        self.items: list[ReplayInfo] = []
        self.message: str | None = None
        self.bar = ButtonBar()
        self.art: KeyArt | None = None

    def enter(self) -> None:
        self.items = list_replays()
        self.page = min(self.page, max(0, (len(self.items) - 1) // PAGE))
        self.build()

    @property
    def pages(self) -> int:
        return max(1, (len(self.items) + PAGE - 1) // PAGE)

    def entry_label(self, info: ReplayInfo) -> str:
        date = info.when.strftime("%Y-%m-%d %H:%M") if info.when else "?"
        return self.ctx.words.t("title.replay_entry", date=date, names=", ".join(info.names) or "?",
                 code=info.code or "?")

    def build(self) -> None:
        words = self.ctx.words
        self.bar.clear()
        w, h = self.app.canvas_size
        width = min(1300, w - 60)
        x = (w - width) // 2
        for k, info in enumerate(self.items[self.page * PAGE:(self.page + 1) * PAGE]):
            self.bar.add(Button((x, 180 + k * ROW_H, width - REVIEW_W - 12, ROW_H - 16),
                                partial(self.entry_label, info),
                                partial(self.watch, info), name=f"replay_{k}",
                                size=26, color=theme.SEA))
            self.bar.add(Button((x + width - REVIEW_W, 180 + k * ROW_H, REVIEW_W, ROW_H - 16),
                                lambda: words.t("review.action"),
                                partial(self.watch, info, review=True), name=f"review_{k}",
                                size=26, color=theme.SEA_DARK))
        y = h - 130
        self.bar.add(Button((x, y, 300, 80), lambda: words.t("common.back"), lambda: self.router.go(Back()),
                            name="back", size=28, secondary=True))
        prev = self.bar.add(Button((x + width - 620, y, 300, 80), lambda: words.t("common.previous"),
                                   lambda: self.turn(-1), name="previous", size=26))
        nxt = self.bar.add(Button((x + width - 300, y, 300, 80), lambda: words.t("common.next"),
                                  lambda: self.turn(1), name="next", size=26))
        prev.enabled = self.page > 0
        nxt.enabled = self.page + 1 < self.pages

    def turn(self, d: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + d))
        self.build()

    def watch(self, info: ReplayInfo, review: bool = False) -> None:
        """Watch the replay (or, with ``review``, open its review)."""
        if not exists(info.path):
            self.message = self.ctx.words.t("error.replay_missing")
            self.enter()
            return
        game, problem = info.load()
        if game is None:
            self.message = problem
            self.enter()
            return
        self.router.go(Review(game) if review else Replay(game))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.router.go(Back())

    def list_rect(self) -> pygame.Rect:
        """The panel behind the page's rows."""
        w, _ = self.app.canvas_size
        width = min(1300, w - 60)
        rows = max(1, min(PAGE, len(self.items) - self.page * PAGE))
        return pygame.Rect((w - width) // 2 - 20, 160, width + 40, rows * ROW_H + 24)

    def draw(self, canvas: pygame.Surface) -> None:
        if self.art is None:
            self.art = KeyArt(self.ctx.pictures, load_box())
        canvas.blit(self.art.menu(canvas.get_size(), self.list_rect().x), (0, 0))
        w, h = self.app.canvas_size
        if self.items:
            screen_panel(canvas, self.list_rect())
        draw_text(canvas, self.ctx.words.t("title.replays"), (w // 2, 90), 60, theme.FOAM, True, "center")
        if not self.items:
            box = pygame.Rect(w // 2 - min(600, w // 2 - 30), 220, min(1200, w - 60), 140)
            screen_panel(canvas, box)
            draw_wrapped(canvas, self.ctx.words.t("title.no_replays"), box.inflate(-40, -30), 28, theme.INK,
                         center=True)
        elif self.pages > 1:
            draw_text(canvas, f"{self.page + 1} / {self.pages}", (w // 2, h - 90), 28,
                      theme.INK, True, "center")
        if self.message:
            box = pygame.Rect(w // 2 - min(650, w // 2 - 30), h - 260, min(1300, w - 60), 100)
            draw_panel(canvas, box, theme.PANEL, theme.DANGER, 12, alpha=240, width=3)
            draw_wrapped(canvas, self.ctx.say(self.message), box.inflate(-24, -16), 22, theme.INK,
                         center=True, max_lines=3)
        self.bar.draw(canvas)
