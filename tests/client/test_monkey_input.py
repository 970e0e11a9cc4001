"""A monkey at the running client: 20,000 random taps, clicks, drags,
finger taps and drags, wheel turns and keys, headless, across every screen
it can reach (title, new game, table, menu, settings, replays, rules,
results) and across the portrait kiosk (attract loop, player choice, the
operator's corner and PIN pad). Nothing may raise.

Half the time the monkey aims at a button of the screen it is on, so it
gets around; a frame runs after every few events.
"""
from __future__ import annotations

import os
import random
import time

import pygame
import pytest

from game.client.router import Title

from .kiosk_support import finger, make_app

EVENTS = 20_000
KIOSK_SHARE = 0.3
FRAME_EVERY = 5
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_F1, pygame.K_1,
        pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_0, pygame.K_a, pygame.K_c, pygame.K_n,
        pygame.K_r, pygame.K_s, pygame.K_z, pygame.K_h, pygame.K_KP_ENTER]


class Monkey:
    def __init__(self, app, rng: random.Random) -> None:
        self.app = app
        self.rng = rng
        self.events = 0
        self.seen: set[str] = set()
        self.restarts = 0

    # -- aiming -----------------------------------------------------------------------------
    def buttons(self) -> list:
        top = self.app.stack.top
        out = []
        for attr in ("bar", "choices"):
            bar = getattr(top, attr, None)
            out += [b for b in getattr(bar, "buttons", []) if getattr(b, "enabled", True)]
        return out

    def point(self) -> tuple[int, int]:
        w, h = self.app.canvas_size
        buttons = self.buttons()
        if buttons and self.rng.random() < 0.5:
            r = self.rng.choice(buttons).rect
            return (r.centerx + self.rng.randint(-r.w // 3, r.w // 3),
                    r.centery + self.rng.randint(-r.h // 3, r.h // 3))
        return (self.rng.randrange(-20, w + 20), self.rng.randrange(-20, h + 20))

    # -- events -----------------------------------------------------------------------------
    def feed(self, kind: int, **data) -> None:
        self.app.feed(pygame.event.Event(kind, **data))
        self.count()

    def post_finger(self, kind: int, pos, fid: int = 0) -> None:
        w, h = self.app.canvas_size
        pos = (max(0, min(w - 1, pos[0])), max(0, min(h - 1, pos[1])))
        finger(self.app, kind, pos, fid)
        self.count()

    def count(self) -> None:
        self.events += 1
        if self.events % FRAME_EVERY == 0:
            self.frame()

    def frame(self) -> None:
        app = self.app
        app.step()
        top = app.stack.top
        if top is not None:
            self.seen.add(top.name)
        if not app.running or top is None:        # Quit, or the kiosk's operator exit
            self.restarts += 1
            app.running = True
            app.router.go(Title())

    def act(self) -> None:
        rng = self.rng
        r = rng.random()
        p = self.point()
        if r < 0.28:
            self.feed(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
            self.feed(pygame.MOUSEBUTTONDOWN, pos=p, button=1)
            self.feed(pygame.MOUSEBUTTONUP, pos=p, button=1)
        elif r < 0.50:
            self.post_finger(pygame.FINGERDOWN, p)
            if rng.random() < 0.3:
                self.frame()
            self.post_finger(pygame.FINGERUP, p)
        elif r < 0.58:
            q = (p[0] + rng.randint(-300, 300), p[1] + rng.randint(-200, 200))
            self.feed(pygame.MOUSEBUTTONDOWN, pos=p, button=1)
            for k in range(1, 4):
                mid = (p[0] + (q[0] - p[0]) * k // 3, p[1] + (q[1] - p[1]) * k // 3)
                self.feed(pygame.MOUSEMOTION, pos=mid, rel=((q[0] - p[0]) // 3,
                                                            (q[1] - p[1]) // 3),
                          buttons=(1, 0, 0))
            self.feed(pygame.MOUSEBUTTONUP, pos=q, button=1)
        elif r < 0.66:
            q = (p[0] + rng.randint(-300, 300), p[1] + rng.randint(-200, 200))
            self.post_finger(pygame.FINGERDOWN, p)
            self.post_finger(pygame.FINGERMOTION, ((p[0] + q[0]) // 2, (p[1] + q[1]) // 2))
            self.post_finger(pygame.FINGERMOTION, q)
            if rng.random() < 0.2:
                self.post_finger(pygame.FINGERDOWN, p, fid=1)     # a second finger
                self.post_finger(pygame.FINGERUP, p, fid=1)
            self.post_finger(pygame.FINGERUP, q)
        elif r < 0.82:
            k = rng.choice(KEYS)
            char = pygame.key.name(k) if len(pygame.key.name(k)) == 1 else ""
            self.feed(pygame.KEYDOWN, key=k, mod=rng.choice([0, 0, pygame.KMOD_CTRL]),
                      unicode=char, scancode=0)
            if char and rng.random() < 0.5:
                self.feed(pygame.TEXTINPUT, text=char)
        elif r < 0.88:
            self.feed(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False,
                      precise_x=0.0, precise_y=float(rng.choice([-1, 1])), touch=False)
        elif r < 0.94:
            self.feed(pygame.MOUSEMOTION, pos=p, rel=(3, 3), buttons=(0, 0, 0))
        else:
            self.feed(pygame.MOUSEBUTTONDOWN, pos=p, button=rng.choice([2, 3]))
            self.feed(pygame.MOUSEBUTTONUP, pos=p, button=1)

    def operator_visit(self) -> None:
        """The corner taps and a PIN, now and then, so the kiosk's locked
        screens get their share of random input too."""
        for _ in range(5):
            self.post_finger(pygame.FINGERDOWN, (30, 30))
            self.post_finger(pygame.FINGERUP, (30, 30))
        self.frame()
        top = self.app.stack.top
        if top is not None and top.name == "pin" and self.rng.random() < 0.7:
            for digit in ("918273" if self.rng.random() < 0.8 else "1111"):
                b = top.bar.get(f"key_{digit}")
                self.feed(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1)
            self.feed(pygame.MOUSEBUTTONDOWN, pos=top.bar.get("key_ok").rect.center, button=1)

    def run(self, n: int, kiosk: bool = False) -> None:
        target = self.events + n
        while self.events < target:
            if kiosk and self.rng.random() < 0.01:
                self.operator_visit()
            self.act()


@pytest.mark.slow
def test_twenty_thousand_random_inputs_break_nothing(monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)   # autosaves on, minus the disk wait
    rng = random.Random(2020)
    started = time.perf_counter()
    desk = make_app("landscape", autosave=True)
    desk.router.go(Title())
    monkey = Monkey(desk, rng)
    try:
        monkey.run(int(EVENTS * (1 - KIOSK_SHARE)))
        desk_seen, desk_events = set(monkey.seen), monkey.events
    finally:
        pygame.display.quit()
    kiosk = make_app("portrait", kiosk=True)
    kiosk.kiosk.set_pin("918273")                       # there is no default PIN
    kiosk.router.go(Title())
    monkey_k = Monkey(kiosk, rng)
    try:
        monkey_k.run(EVENTS - desk_events, kiosk=True)
    finally:
        pygame.display.quit()
    total = desk_events + monkey_k.events
    assert total >= EVENTS
    assert {"title", "new_game", "play", "pause", "settings", "replays"} <= desk_seen, desk_seen
    assert {"attract", "kiosk_players", "play", "pin", "operator"} <= monkey_k.seen, \
        monkey_k.seen
    assert kiosk.kiosk.errors == 0
    screens = sorted(desk_seen | monkey_k.seen)
    print(f"monkey: {total} events in {time.perf_counter() - started:.1f} s, "
          f"{monkey.restarts + monkey_k.restarts} restarts, screens {screens}")
