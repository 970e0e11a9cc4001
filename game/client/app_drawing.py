"""How the app draws the scene stack on its canvas and shows it.

A scene drawn for another canvas shape than the app's (a landscape-only
screen in a portrait kiosk) is drawn off-screen at its own size and scaled
in (``frames``).
"""
from __future__ import annotations

import os

import pygame

from game.client import backdrop, frames
from game.client.app_base import AppBase
from game.client.scene import Scene
from game.client.widgets import shade


class AppDrawing(AppBase):
    """The visible scenes on the canvas (scenes of another shape framed in),
    the cross-fade, the window, screenshots."""

    def draw_scenes(self) -> None:
        """Draw the visible scenes on the canvas, bottom first."""
        shown = self.stack.visible()
        self._frames = {k: f for k, f in self._frames.items() if k in map(id, shown)}
        for scene in shown:
            size = self.scene_size(scene)
            if size == self.canvas_size:
                scene.draw(self.canvas)
            else:
                self._draw_framed(scene, size)

    def _draw_framed(self, scene: Scene, size: tuple[int, int]) -> None:
        """A scene of another shape: drawn off-screen, then scaled in."""
        overlay = not scene.opaque
        key = (size, overlay)
        surf = self._offscreen.get(key)
        if surf is None:
            surf = self._offscreen[key] = pygame.Surface(size, pygame.SRCALPHA if overlay
                                                         else 0)
        if overlay:
            surf.fill((0, 0, 0, 0))
            shade(self.canvas, self.canvas.get_rect(), 140)
        else:
            self.canvas.blit(backdrop.table(self.canvas_size), (0, 0))
        scene.draw(surf)
        frame = (frames.dialog(surf, self.canvas_size) if overlay
                 else frames.whole(size, self.canvas_size))
        self._frames[id(scene)] = frame
        frames.show(self.canvas, surf, frame)

    def draw(self) -> None:
        changes = self.stack.changes
        if changes != self._drawn_changes:
            if self._drawn_changes >= 0 and self.transitions:
                self.fade.begin(self.canvas, self.time)
            self._drawn_changes = changes
        self._guarded(lambda _: self.draw_scenes(), None, "draw")
        self.fade.apply(self.canvas, self.time)
        if not self.options.show:
            return               # headless: nobody looks at the window (see ``present``)
        self.present()

    def present(self) -> None:
        """Show the canvas in the window (letterboxed and scaled)."""
        self.window = pygame.display.get_surface() or self.window   # resized windows
        self.viewport.window_size = self.window.get_size()
        self.viewport.present(self.canvas, self.window)
        pygame.display.flip()

    def frame(self) -> pygame.Surface:
        """Draw the scenes now and return the canvas (drawing off: a test asks)."""
        self.draw_scenes()
        return self.canvas

    def screenshot(self, path: str) -> None:
        """Save what the window shows (the letterboxed, scaled canvas)."""
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        if not self.options.draw:
            self.draw_scenes()
        self.present()
        pygame.image.save(self.window, path)

    def canvas_shot(self, path: str) -> None:
        """Save the logical canvas itself (full resolution, no bars)."""
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        if not self.options.draw:
            self.draw_scenes()
        pygame.image.save(self.canvas, path)
