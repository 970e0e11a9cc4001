"""Setting the guided game's table: a new guide or the saved one resumed,
its match, the coach and the play scene (the routes call ``guide_scene``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.monica.match.tutorial import GuideError, guide_setup, new_guide, resume_guide
from game.monica.persist.tutorial import clear_progress, load_progress, set_aside
from game.monica.client.scenes.play import PlayScene
from game.monica.client.setup import BOT_NAMES, GameSetup, Seat
from game.monica.client.table.observers import table_observers
from game.client.theme import PLAYER_COLORS
from game.monica.client.tutorial.coach import GuideCoach

if TYPE_CHECKING:
    from game.client.app import App


def tutorial_setup(you: str) -> GameSetup:
    """You against one easy bot, on the guide's deal."""
    seats = [Seat(you, "human", "easy", PLAYER_COLORS[0][0]),
             Seat(BOT_NAMES[0], "bot", "easy", PLAYER_COLORS[1][0])]
    setup = guide_setup(seats, GameSetup)
    assert isinstance(setup, GameSetup)
    return setup


def guide_scene(app: "App", resume: bool = True, *, autoplay: bool = False,
                keep: bool = True, directory: str | None = None) -> PlayScene:
    """The guided game's table: the saved guide when ``resume`` and there is
    one (a damaged one is reported in the panel), else a new one. ``keep``:
    the progress is kept on disk (not for a kiosk's visitors nor a headless run)."""
    setup = tutorial_setup(app.ctx.words.t("setup.you"))
    observers = table_observers(app.ctx, autosave=False)
    message = None
    guide = None
    if resume and keep:
        progress, message = load_progress(directory)
        if progress is not None:
            try:
                guide = resume_guide(setup, progress, observers=observers)
            except GuideError:
                message = set_aside(directory)       # kept as tutorial.json.bad-<time>
    elif keep:
        clear_progress(directory)
    if guide is None:
        guide = new_guide(setup, observers=observers)
    coach = GuideCoach(guide, autoplay=autoplay, keep=keep, directory=directory)
    scene = PlayScene(app, setup, match=guide.match, autosave=False, coach=coach)
    coach.attach(scene)
    coach.step_changed(guide)          # the progress is kept from the first step on
    if message is not None:
        coach.error = message          # shown until the next step
    if autoplay:
        scene.bots.threaded = False
    return scene
