"""The player's settings, applied to the running client.

``start(app)`` loads the saved settings (a damaged file comes back as the
defaults plus a message) and applies them; ``change(app, **values)`` applies
a change at once and saves it. Applying means: the language of every string
(looked up when drawn, so a switch shows on the next frame), animation speed
and reduced motion for tables now and later, the sound volume, fullscreen,
and the colour-blind palette (the context's pictures are drawn in it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.persist import SaveError, Settings, load_settings, save_settings
from game.client import theme

if TYPE_CHECKING:
    from game.client.app import App

def start(app: "App") -> str | None:
    """Load and apply the saved settings; returns a message if the file was bad."""
    settings, message = load_settings()
    apply(app, settings)
    return message


def change(app: "App", **values: Any) -> str | None:
    """Apply and save changed settings; returns a message if saving failed."""
    current = app.settings if app.settings is not None else Settings()
    new = current.changed(**values)
    apply(app, new)
    try:
        save_settings(new)
    except SaveError as exc:
        return exc.message
    return None


def apply(app: "App", settings: Settings) -> None:
    old = app.settings
    app.settings = settings
    app.ctx.words.set_language(settings.language)
    app.ctx.audio.set_volume(settings.volume)
    _motion(app, settings)
    if not app.options.kiosk and not app.options.virtual_time:
        app.set_fullscreen(settings.fullscreen)
    if old is None or old.colourblind != settings.colourblind:
        app.ctx.pictures.palette = theme.palette_for(settings.colourblind)
        for scene in app.stack:              # sprites redraw from the new caches
            board = getattr(scene, "board", None)
            for thing in getattr(board, "things", {}).values():
                thing._cache_key = None


def _motion(app: "App", settings: Settings) -> None:
    app.ctx.motion.reduced = settings.reduced_motion
    app.ctx.motion.speed = settings.animation_speed
    for scene in app.stack:
        queue = getattr(scene, "queue", None)
        if queue is not None and hasattr(scene, "speed") and not getattr(scene, "fast", False):
            scene.speed = settings.animation_speed
            queue.speed = settings.animation_speed
