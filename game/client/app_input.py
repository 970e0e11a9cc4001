"""How the app hands input to the scenes.

Input: mouse positions reach scenes in the scene's own canvas coordinates.
Touches arrive as ``FINGERDOWN`` / ``FINGERMOTION`` / ``FINGERUP`` with an
added ``pos`` (canvas coordinates); unless the scene sets ``fingers = True``
(it handles fingers itself) the app follows each with the matching left-button
mouse event marked ``touch=True``. Mouse events SDL synthesises from touches
are dropped, so a tap is never seen twice.
"""
from __future__ import annotations

import pygame

from game.client import audio
from game.client.app_base import AppBase, fit_window
from game.client.scene import Scene
from game.client.touch import FINGER_EVENTS

MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class AppInput(AppBase):
    """Window events to canvas coordinates, then to the top scene's own
    coordinates; fingers followed by mouse events."""

    def to_logical_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """A copy of a mouse event with ``pos`` in canvas coordinates."""
        if event.type not in MOUSE_EVENTS:
            return event
        data = dict(event.dict)
        data["pos"] = self.viewport.to_logical(event.pos)
        if "rel" in data:
            s = self.viewport.scale or 1.0
            data["rel"] = (int(event.rel[0] / s), int(event.rel[1] / s))
        return pygame.event.Event(event.type, data)


    def feed(self, event: pygame.event.Event) -> None:
        """Hand one event (canvas coordinates) to the top scene."""
        for keep_out in self.input_filters:
            if keep_out(event):
                return
        top = self.stack.top
        if top is None:
            return
        if event.type in FINGER_EVENTS:
            self._feed_finger(top, event)
            return
        if event.type in MOUSE_EVENTS:
            event = self._to_scene(top, event)
            self.mouse = event.pos
        self._guarded(top.handle_event, event, "event")

    def _feed_finger(self, top: Scene, event: pygame.event.Event) -> None:
        if "pos" not in event.dict:
            event = self.touch.locate(event, self.viewport)
        mice = [] if getattr(top, "fingers", False) else self.touch.as_mouse(event)
        event = self._to_scene(top, event)
        self._guarded(top.handle_event, event, "event")
        for mouse in mice:
            if self.stack.top is not top:
                break
            mouse = self._to_scene(top, mouse)
            self.mouse = mouse.pos
            self._guarded(top.handle_event, mouse, "event")

    def _to_scene(self, scene: Scene, event: pygame.event.Event) -> pygame.event.Event:
        frame = self.frame_of(scene)
        if frame is None or "pos" not in event.dict:
            return event
        data = dict(event.dict)
        data["pos"] = frame.to_scene(event.pos)
        return pygame.event.Event(event.type, data)

    def process_events(self) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                if not self.options.kiosk:
                    self.quit(0)
            elif event.type == pygame.VIDEORESIZE and not self.fullscreen:
                self.options.window_size = fit_window((event.w, event.h))
                self.viewport.window_size = self.window.get_size()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                if not self.options.kiosk:
                    self.toggle_fullscreen()
            elif event.type in MOUSE_EVENTS and getattr(event, "touch", False):
                continue         # SDL's copy of a touch: the finger event is used instead
            elif event.type in FINGER_EVENTS:
                self.feed(self.touch.locate(event, self.viewport))
            elif event.type == audio.SOUND:
                self.ctx.audio.play(event.name)
            else:
                self.feed(self.to_logical_event(event))
