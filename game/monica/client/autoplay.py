"""Starting a game straight from the command line, and the autoplay watcher:
a PNG at every turn and scene change, and the final report when the results
appear."""
from __future__ import annotations

import os
from typing import TYPE_CHECKING

import pygame

from game.i18n import Words

from game.monica.client.scenes.play import PlayScene
from game.monica.client.scenes.results import ResultsScene
from game.monica.client.setup import BOT_LEVELS, BOT_NAMES, GameSetup, Seat, default_setup
from game.client.theme import PLAYER_COLORS

if TYPE_CHECKING:
    from game.client.app import App
    from game.monica.client.launch import Launch, Result


def setup_from_seats(seats: list[str] | None, seed: int | None, autoplay: bool,
                     objective: str | None = None, words: Words | None = None) -> GameSetup:
    """The seats of ``--seats``; human seats are named in ``words`` (English if none)."""
    words = words if words is not None else Words()
    if seats is None:
        seats = ["medium"] * 4 if autoplay else ["human", "medium", "medium", "medium"]
    base = default_setup(len(seats), humans=0, seed=seed, words=words)
    out: list[Seat] = []
    humans = 0
    for i, spec in enumerate(seats):
        if spec == "human" and not autoplay:
            humans += 1
            one = seats.count("human") == 1
            name = words.t("setup.you") if one else words.t("common.player_n", n=humans)
            out.append(Seat(name, "human", "medium", PLAYER_COLORS[i][0]))
        else:
            level = spec if spec in BOT_LEVELS else "medium"
            out.append(Seat(BOT_NAMES[i], "bot", level, PLAYER_COLORS[i][0]))
    return GameSetup(out, objective, None, base.seed)


class Watcher:
    """After-frame hook: screenshots on scene/turn changes, stop at results.

    One picture per moment: a new table is pictured by its first turn's
    shot, the results once with the whole tally (``NNNN_results.png``), and
    a frame that looks exactly like the last picture is not saved again."""

    def __init__(self, launch: "Launch", result: "Result") -> None:
        self.launch = launch
        self.result = result
        self.last_changes = -1
        self.last_turn = -1
        self.count = 0
        self.results_seen = 0
        self._last_pixels: bytes | None = None

    def save(self, app: "App", path: str) -> bool:
        """Save what the window shows to ``path`` unless it shows what the
        last picture showed; True when saved."""
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        app.screenshot(path)
        pixels = pygame.image.tobytes(app.window, "RGB")
        if pixels == self._last_pixels:
            os.remove(path)
            return False
        self._last_pixels = pixels
        self.result.shots.append(path)
        return True

    def shot(self, app: "App", label: str) -> None:
        d = self.launch.screenshots
        if not d:
            return
        if self.save(app, os.path.join(d, f"{self.count + 1:04d}_{label}.png")):
            self.count += 1

    def __call__(self, app: "App") -> None:
        top = app.stack.top
        if top is None:
            return
        if app.stack.changes != self.last_changes:
            self.last_changes = app.stack.changes
            if not isinstance(top, (PlayScene, ResultsScene)):
                self.shot(app, top.name)     # the table and the results have shots of their own
        if isinstance(top, PlayScene) and top.turn_serial != self.last_turn \
                and not top.queue.busy:
            self.last_turn = top.turn_serial
            self.shot(app, f"turn{top.turn_serial:03d}")
        if isinstance(top, ResultsScene) and self.launch.autoplay:
            self.result.report = top.report
            if self.results_seen == 0:
                self.results_seen = 1
                top.t = 1e9            # the whole tally at once for the picture
                return
            self.results_shot(app)
            app.quit(0)

    def results_shot(self, app: "App") -> None:
        self.shot(app, "results")


def start_game(app: "App", launch: "Launch", result: "Result") -> None:
    setup = setup_from_seats(launch.seats, launch.seed, launch.autoplay, launch.objective,
                             app.ctx.words)
    if launch.autoplay or launch.screenshots:
        app.after_frame.append(Watcher(launch, result))
    app.push(PlayScene(app, setup))
