"""``play --tutorial``: the guided game straight from the command line, and
with ``--autoplay`` its watcher: one PNG per step (``NN-<step id>.png``, NN
the step's number as its counter shows it, taken when the step shows its
target), then ``99-results.png``, then exit."""
from __future__ import annotations

import os
from typing import TYPE_CHECKING

from game.monica.client.autoplay import Watcher
from game.monica.client.scenes.play import PlayScene
from game.monica.client.tutorial.coach import GuideCoach
from game.monica.client.tutorial.launch import guide_scene

if TYPE_CHECKING:
    from game.client.app import App
    from game.monica.client.launch import Launch, Result


class GuideWatcher(Watcher):
    """After-frame hook: a screenshot of every guide step, the results last."""

    def __call__(self, app: "App") -> None:
        top = app.stack.top
        if isinstance(top, PlayScene) and isinstance(top.coach, GuideCoach):
            coach = top.coach
            coach.shots_on = bool(self.launch.screenshots)
            if coach.shot_due is not None and coach.ready_for_shot():
                self.step_shot(app, coach)
            return
        super().__call__(app)

    def step_shot(self, app: "App", coach: GuideCoach) -> None:
        """``NN-<step id>.png``, NN as the step counter shows it (1 to 26)."""
        step_id, coach.shot_due = coach.shot_due, None
        folder = self.launch.screenshots
        if folder:
            self.save(app, os.path.join(folder, f"{coach.guide.counter()[0]:02d}-{step_id}.png"))

    def results_shot(self, app: "App") -> None:
        """The results last, as ``99-results.png``."""
        if self.launch.screenshots:
            self.save(app, os.path.join(self.launch.screenshots, "99-results.png"))


def start_guide(app: "App", launch: "Launch", result: "Result") -> None:
    """The guide on the table; the autoplay plays a fresh one and keeps no progress."""
    if launch.autoplay or launch.screenshots:
        app.after_frame.append(GuideWatcher(launch, result))
    scene = guide_scene(app, resume=not launch.autoplay, autoplay=launch.autoplay,
                        keep=not launch.autoplay)
    app.push(scene)
