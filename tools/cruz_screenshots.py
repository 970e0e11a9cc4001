"""Every Santa Cruz screen as a PNG, at the window sizes players use.

    python tools/cruz_screenshots.py                    # docs/screenshots/santa-cruz/
    python tools/cruz_screenshots.py --out /tmp/shots --size 1280x720 --lang de
    python tools/cruz_screenshots.py --size 1080x1920 --lang fr   # the portrait kiosk

Each screen is reached as a player reaches it (the box's title, Santa Cruz's
title, a game played by bots to the moment shown) and saved as the window shows
it: ``<screen>_<w>x<h>.png`` (``_de``/``_fr`` added for other languages). A
size taller than wide is the portrait kiosk's canvas (the table laid out for it):
``<screen>_kiosk_portrait.png``: the table's moments, its "?" help, the pause
menu as the kiosk offers it and the results. The data folder is a fresh
temporary one. Runs headless (``SDL_VIDEODRIVER=dummy``).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from typing import Any
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["SANTA_MONICA_HOME"] = tempfile.mkdtemp(prefix="santa-cruz-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.cli.box import client_games  # noqa: E402
from game.client import router as R  # noqa: E402
from game.client.app import PORTRAIT_CANVAS, App  # noqa: E402
from game.client.app_base import Options  # noqa: E402
from game.cruz.client.routes import OpenCruz  # noqa: E402
from game.cruz.client.scenes.play import CruzPlayScene  # noqa: E402
from game.cruz.client.setup import CruzSeat, CruzSetup, SEAT_COLORS  # noqa: E402
from game.cruz.engine import Phase  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots" / "santa-cruz"


def make_app(size: tuple[int, int], lang: str) -> App:
    portrait = size[1] > size[0]
    app = App(Options(games=client_games(), virtual_time=True, draw=False, window_size=size,
                      canvas_size=PORTRAIT_CANVAS if portrait else (1920, 1080)))
    app.ctx.words.set_language(lang)
    return app


def table(app: App, kinds: list[str], seed: int, draft: bool = True) -> CruzPlayScene:
    humans = kinds.count("human")
    you = [app.ctx.words.t("setup.you")] if humans == 1 else [
        app.ctx.words.t("common.player_n", n=n + 1) for n in range(humans)]
    names = iter(you)
    seats = [CruzSeat(next(names) if k == "human" else ("Inês", "Tomás", "Lúcia", "Rafael")[i],
                      "human" if k == "human" else "bot", k if k != "human" else "medium",
                      SEAT_COLORS[i]) for i, k in enumerate(kinds)]
    app.router.go(OpenCruz())
    title = app.stack.top
    assert title is not None
    title.router.go(R.Play(CruzSetup(seats, draft, seed)))
    scene = app.stack.top
    assert isinstance(scene, CruzPlayScene)
    return scene


def run_until(app: App, done: Callable[[], bool], limit: int = 40000) -> bool:
    for _ in range(limit):
        if done():
            return True
        app.step()
    return False


def beat(scene: CruzPlayScene) -> str:
    return scene.queue.beats[0].label if scene.queue.busy else ""


def still(scene: CruzPlayScene) -> bool:
    return not scene.queue.busy and not scene.pending_sync


def hover_tile(app: App, scene: CruzPlayScene, fid: str) -> None:
    """The pointer over field ``fid``'s tile (a build preview shows), one frame on."""
    spot = scene.layout.tile_rect(fid).center
    app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()


def guide_steps(app: App, scene: CruzPlayScene, limit: int = 4000) -> Iterator[Any]:
    """The guided game played through: each coach prompt as it is shown (the
    table still), then Next, or the guide's move for the player, or a frame."""
    coach = scene.coach
    assert coach is not None
    for _ in range(limit):
        run_until(app, lambda: still(scene))
        shown = coach.prompt()
        if shown is None or app.stack.top is not scene:
            return
        yield shown
        if shown.can_next:
            coach.next()
        elif scene.flow.my_turn():
            allowed = coach.guide.allowed(scene.session.state)
            scene.animate(scene.session.apply(allowed[0]))
        else:
            app.step()


class Shots:
    def __init__(self, out: Path, size: tuple[int, int], lang: str, only: str | None) -> None:
        self.out, self.size, self.lang, self.only = out, size, lang, only
        self.saved: list[Path] = []

    def save(self, app: App, name: str) -> None:
        suffix = "" if self.lang == "en" else f"_{self.lang}"
        shape = "kiosk_portrait" if self.portrait else f"{self.size[0]}x{self.size[1]}"
        path = self.out / f"{name}_{shape}{suffix}.png"
        app.screenshot(str(path))
        self.saved.append(path)
        print(path)

    @property
    def portrait(self) -> bool:
        return self.size[1] > self.size[0]

    def wants(self, name: str) -> bool:
        if self.portrait and name == "menus":
            return False                # the menus' portrait shots are the kiosk's own
        return self.only is None or self.only in name

    def menus(self) -> None:
        app = make_app(self.size, self.lang)
        app.router.go(R.Box())
        self.save(app, "box_title")
        app.router.go(OpenCruz())
        app.step()
        self.save(app, "title")
        cruz = app.stack.top
        assert cruz is not None
        cruz.router.go(R.NewGame())
        self.save(app, "new_game")
        app.stack.top.router.go(R.Back())            # type: ignore[union-attr]
        cruz.router.go(R.Rules(page=14))
        self.save(app, "rules")
        app.stack.top.router.go(R.Back())            # type: ignore[union-attr]
        cruz.router.go(R.Replays())
        self.save(app, "replays")
        pygame.display.quit()

    def game(self) -> None:
        app = make_app(self.size, self.lang)
        scene = table(app, ["human", "hard", "medium", "easy"], seed=5)
        flow = scene.flow

        def mine(phase: Phase, round_: int = 1) -> Callable[[], bool]:
            return lambda: (still(scene) and flow.my_turn() and
                            scene.session.state.phase is phase and
                            scene.session.state.round == round_)

        self.play_to(app, scene, mine(Phase.CHOOSE_SET))
        self.save(app, "set_choice")
        self.act(app, scene)
        self.play_to(app, scene, lambda: mine(Phase.PLAY)() and len(
            scene.session.state.seats[0].played_builds) >= 2)
        card = next(c for c in sorted(flow.playable(), key=lambda c: c.value)
                    if getattr(c, "name", "") in ("PATH", "RIVER", "SHIP"))
        flow.choose_card(card)
        app.step()
        self.save(app, "card_chosen")
        st = scene.session.state
        up = [f for f in flow.targets()[0] if st.face_up[st.geo.index[f]]]
        if up:
            hover_tile(app, scene, up[0])
            self.save(app, "build_preview")
            scene.explain(("field", up[0]))
            self.save(app, "help_tile")
            app.stack.top.router.go(R.Back())        # type: ignore[union-attr]
        scene.explain(("card", card))
        self.save(app, "help_card")
        app.stack.top.router.go(R.Back())            # type: ignore[union-attr]
        if self.portrait:
            scene.explain(("track", None))
            self.save(app, "help_track")
            app.stack.top.router.go(R.Back())        # type: ignore[union-attr]
        self.pause(app, scene)
        flow.choose_card(card)
        for label, name, into in (("scoring", "scoring_banner", 1.0),
                                  ("eruption", "eruption", 0.3)):
            if self.play_to(app, scene, lambda label=label: beat(scene) == label):
                self.wait(app, into)
                self.save(app, name)
        self.play_to(app, scene, mine(Phase.CHOOSE_SET, 2))
        self.save(app, "round2_sets")
        self.act(app, scene)
        self.play_to(app, scene, mine(Phase.DISCARD, 2))
        self.save(app, "round2_discard")
        for label, name, into in (("birds_revealed", "birds", 0.9), ("game_over", "winner", 0.8)):
            if self.play_to(app, scene, lambda label=label: beat(scene) == label):
                self.wait(app, into)
                self.save(app, name)
        run_until(app, lambda: app.stack.top is not scene)
        top = app.stack.top
        top.t = 1e9                                   # type: ignore[union-attr]
        self.save(app, "results")                      # a visitor's at the kiosk are these
        pygame.display.quit()

    def pause(self, app: App, scene: CruzPlayScene) -> None:
        """The pause menu; on the portrait canvas as the kiosk offers it to a
        visitor (resume, rules, start over)."""
        kiosk = app.options.kiosk
        app.options.kiosk = self.portrait
        scene.router.go(R.Pause())
        app.options.kiosk = kiosk
        self.save(app, "pause")
        app.stack.top.router.go(R.Back())            # type: ignore[union-attr]

    def wait(self, app: App, seconds: float) -> None:
        for _ in range(int(seconds * 60)):
            app.step()

    def play_to(self, app: App, scene: CruzPlayScene, want: Callable[[], bool],
                limit: int = 60000) -> bool:
        """Play on (the human's moves are the hard bot's) until ``want()``."""
        for _ in range(limit):
            if want():
                return True
            if scene.session.over and still(scene) or app.stack.top is not scene:
                return False
            if still(scene) and scene.flow.my_turn():
                self.act(app, scene)
            else:
                app.step()
        return False

    def act(self, app: App, scene: CruzPlayScene) -> None:
        """The human's move: what the hard bot would do."""
        if not (still(scene) and scene.flow.my_turn()):
            return
        scene.hints.show()
        action = scene.hints.current()
        if action is not None:
            scene.animate(scene.session.apply(action))
        app.step()

    def guide(self) -> None:
        app = make_app(self.size, self.lang)
        app.router.go(OpenCruz())
        app.stack.top.router.go(R.Guide())           # type: ignore[union-attr]
        scene = app.stack.top
        assert isinstance(scene, CruzPlayScene) and scene.coach is not None
        run_until(app, lambda: still(scene))
        self.save(app, "guide_welcome")
        for shown in guide_steps(app, scene, 200):
            if shown.step == "river_build":
                self.save(app, "guide_step")
                break
        pygame.display.quit()

    def handoff(self) -> None:
        app = make_app(self.size, self.lang)
        scene = table(app, ["human", "human", "medium"], seed=8)
        run_until(app, lambda: still(scene) and scene.flow.handoff is not None)
        self.save(app, "handoff")
        pygame.display.quit()


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default=str(OUT))
    p.add_argument("--size", action="append",
                   help="WxH (default: 1280x720, 1920x1080 and the portrait kiosk 1080x1920)")
    p.add_argument("--lang", action="append", choices=["en", "de", "fr"])
    p.add_argument("--only", help="menus, game, guide or handoff")
    args = p.parse_args(argv)
    sizes = [tuple(int(v) for v in s.split("x")) for s in (args.size or
                                                           ["1280x720", "1920x1080",
                                                            "1080x1920"])]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for lang in args.lang or ["en"]:
        for size in sizes:
            shots = Shots(out, (size[0], size[1]), lang, args.only)
            for part in ("menus", "game", "guide", "handoff"):
                if shots.wants(part):
                    getattr(shots, part)()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
