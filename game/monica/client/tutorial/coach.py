"""The guide at the table: the ``Coach`` the play scene asks before a tap
acts. It lets through only the tap that leads to the step's action (any
other gets a one-line hint), makes only that target glow, plays the
player's turns itself during the fast forward, keeps the progress on disk at
every step and holds the results until the last explanation is read.

With ``autoplay`` it taps each target itself, through the same acceptance
as a player's tap (``allows``): ``play --tutorial --autoplay``.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.monica.engine import IllegalAction
from game.monica.match import Match
from game.monica.match.tutorial import Guide
from game.monica.match.tutorial_steps import HUMAN, Kind
from game.monica.persist import SaveError
from game.monica.persist.tutorial import clear_progress, save_progress
from game.monica.client.table.interaction import Key
from game.monica.client.tutorial.keys import next_key, same_tap
from game.monica.client.tutorial.panel import GuidePanel

if TYPE_CHECKING:
    from game.monica.client.scenes.play import PlayScene

ALWAYS = ("menu", "rules", "speed")      # buttons the guide never stands in front of
HINT_TIME = 4.0                           # seconds a hint stays
AUTOPLAY_PAUSE = 0.35                     # seconds between the autoplay's taps
Shot = Callable[[str], None]


class GuideCoach:
    """The guided game's coach (``table.coaching.Coach``)."""

    def __init__(self, guide: Guide, *, autoplay: bool = False, keep: bool = True,
                 directory: str | None = None) -> None:
        self.guide = guide
        self.autoplay = autoplay
        self.keep = keep                  # progress on disk (off in some tests)
        self.directory = directory
        self.scene: PlayScene | None = None
        self.panel: GuidePanel | None = None
        self.hint: str | None = None
        self.hint_t = 0.0
        self.t = 0.0
        self.shown = -1                   # the step index last shown
        self.shot_due: str | None = None  # a step waiting for its screenshot
        self.shots_on = False             # someone takes the screenshots (autoplay)
        self.wait = 0.0
        self.forward = False
        self.kept_speed = (False, False)
        self.error: str | None = None
        guide.on_step = self.step_changed

    def attach(self, scene: PlayScene) -> None:
        self.scene = scene
        self.panel = GuidePanel(scene, self)

    # -- what the step asks ------------------------------------------------------------------
    def target(self) -> Key | None:
        """The tap the step wants now (None: nothing to tap on the table)."""
        sc = self.scene
        want = self.guide.expected()
        if sc is None or want is None or not sc.turns.show_choices or sc.turns.ui is None:
            return None
        return next_key(want, sc.turns.ui, sc.match.staged)

    def sentence_key(self) -> str:
        step = self.guide.step
        if step is None:
            return "tutorial.done"
        if step.kind is Kind.FAST or self.guide.stalled:
            return step.text_key if step.kind is Kind.FAST else "tutorial.playing_for_you"
        if step.kind is Kind.ACT:
            sc = self.scene
            if sc is not None and not sc.match.human_turn and not sc.match.over:
                return "tutorial.wait"
            if sc is not None and sc.match.staged is not None and step.phase != "actions":
                return "tutorial.confirm"
        return step.text_key

    # -- the Coach protocol ---------------------------------------------------------------------
    def allows(self, key: Key) -> bool:
        if key[0] == "button" and key[1] in ALWAYS:
            return True
        guide = self.guide
        if guide.waiting_for_next():
            return self.refuse("tutorial.hint.next")
        if guide.guide_plays() or (guide.step is not None and guide.step.kind is Kind.FAST):
            return self.refuse("tutorial.hint.fast")
        want = self.target()
        sc = self.scene
        if want is None or sc is None or sc.turns.ui is None:
            return self.refuse("tutorial.hint.wait")
        if same_tap(key, want, sc.turns.ui):
            self.hint = None
            return True
        return self.refuse(f"tutorial.hint.{want[0]}")

    def refuse(self, key: str) -> bool:
        self.hint = key
        self.hint_t = 0.0
        return False

    def highlights(self, shown: dict[Key, str]) -> dict[Key, str]:
        want = self.target()
        if want is None or want[0] == "button":
            return {}
        return {want: shown.get(want, "legal")}

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.panel is not None and self.panel.handle_event(event)

    def lets_finish(self) -> bool:
        return self.guide.finished

    # -- moving on -------------------------------------------------------------------------------
    def next(self) -> None:
        """The panel's Next (an explanation was read)."""
        sc = self.scene
        if self.guide.next() and sc is not None:
            if not self.guide.waiting_for_next():    # the game goes on
                sc.turns.drive_bots = True
                sc.set_view(sc.match.state.current)
                sc.table.follow = True

    def again(self) -> None:
        """Show again: the step's sentence once more, and its target pulsing anew."""
        self.shown = -1
        self.hint = None

    def step_changed(self, guide: Guide) -> None:
        self.error = None
        if not self.keep:
            return
        try:
            if guide.finished:
                clear_progress(self.directory)
            else:
                save_progress(guide.progress(), self.directory)
        except SaveError as exc:
            self.error = exc.message

    # -- every frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        sc = self.scene
        if sc is None:
            return
        self.t += dt
        self.hint_t += dt
        if self.hint is not None and self.hint_t > HINT_TIME:
            self.hint = None
        guide = self.guide
        step = guide.step
        if self.shown != guide.index:
            self.shown = guide.index
            if self.panel is not None:
                self.panel.reveal()
            if step is not None and step.kind is Kind.INFO and step.look == "placed":
                sc.set_view(HUMAN)
            self.shot_due = step.id if step is not None else None
        fast = step is not None and step.kind is Kind.FAST
        if fast != self.forward:            # the fast forward runs at "instant"
            self.forward = fast
            if fast:
                self.kept_speed = (sc.fast, sc.queue.instant)
                sc.fast = sc.queue.instant = True
            else:
                sc.fast, sc.queue.instant = self.kept_speed
        # an explanation holds the game still until it has been read
        sc.turns.drive_bots = not guide.waiting_for_next()
        if sc.queue.busy:
            return
        if guide.guide_plays() and sc.turns.show_choices:
            self.play_for_player()
            return
        if self.autoplay:
            self.autoplay_step(dt)

    def ready_for_shot(self) -> bool:
        """Is the step on show as the player sees it (its target glowing)?"""
        sc = self.scene
        step = self.guide.step
        if sc is None or step is None or sc.queue.busy:
            return False
        if step.kind is Kind.FAST:
            return True
        if self.panel is not None and not self.panel.revealed():
            return False
        if step.kind is Kind.ACT:
            return self.target() is not None
        return True

    def play_for_player(self) -> None:
        sc = self.scene
        assert sc is not None
        action = self.guide.guide_action()
        if action is None:
            return
        try:
            sc.submit(action, confirmed=True)
        except IllegalAction:
            sc.submit(Match.fallback(sc.match.legal(), sc.match.version), confirmed=True)

    def autoplay_step(self, dt: float) -> None:
        """Do what the step asks, as a player would tap it."""
        if self.shots_on and self.shot_due is not None:
            return                           # the step is photographed first
        self.wait += dt
        if self.wait < AUTOPLAY_PAUSE:
            return
        self.wait = 0.0
        if self.guide.waiting_for_next():
            if self.panel is not None:
                self.panel.tap_next()
            return
        want = self.target()
        if want is not None:
            self.tap(want)

    def tap(self, key: Key) -> None:
        """A tap on ``key``: at its place on the screen when it is there, else
        straight to the table, through the same acceptance either way."""
        sc = self.scene
        assert sc is not None
        if key[0] == "button":
            for b in [*sc.bar.buttons, *sc.choices.buttons]:
                if b.name == key[1]:
                    sc.input.left_click(b.rect.center)
                    return
            return
        rect = sc.key_rect(key)
        if rect is not None and sc.key_at(rect.center) == key:
            sc.input.left_click(rect.center)
        elif sc.allows(key):
            sc.turns.click(key)

    def draw(self, canvas: pygame.Surface) -> None:
        if self.panel is not None:
            self.panel.draw(canvas)

