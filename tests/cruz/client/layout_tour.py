"""Santa Cruz's screens under the layout check: every moment the screenshot tool
(``tools/cruz_screenshots.py``) shows, and more (every rules page, every "?"
help, the add-on fields, the replays, every step of the guided game), each
reached the way a player reaches it and drawn with every surface traced, its
marks read by ``game.client.layout_check``.

The canvas is 1920x1080 at every window size and only scaled into the window,
so a screen is drawn once and read at the smallest window it is shown in
(1280x720): ``test_layout_cruz`` shows that a 1920x1080 window draws the same
marks. A game is played once per language and part (menus, game, guide,
hand-off), and every moment of it is recorded on the way; the records are kept
for the run, so the tests of one part share one game.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

import pygame

from game.client import backdrop, gfx, layout_check
from game.client import router as R
from game.client.app import App
from game.client.layout_check import Problem
from game.client.layout_record import Mark, Tracer
from game.cruz.client.scenes.play import CruzPlayScene
from game.cruz.client.scenes.rules import PAGE_COUNT
from game.cruz.engine import BuildCard, Phase, PlayScoring, ScoringCard, legal_actions
from game.cruz.i18n import scoring_card_name
from tests.client.layout_tour import same
from tools import cruz_screenshots as shots_tool
from tools.cruz_screenshots import Shots, still

LANGUAGES = ("en", "de", "fr")
WINDOW = (1280, 720)
PORTRAIT = (720, 1280)                                  # the portrait kiosk's smallest window
SCALE = min(WINDOW) / 1080
SEATS = ("Inês", "Tomás", "Lúcia", "Rafael")        # the tool's bots
PNG_DIR: Path | None = None          # where a survey run also saves what it saw
PARTS = ("menus", "table", "game", "guide", "handoff")


class Tour(Shots):
    """The screenshot tool's walk, each ``save`` a recorded screen; with
    ``every`` the extra moments too (all rules pages, all guide steps)."""

    def __init__(self, lang: str, tracer: Tracer, window: tuple[int, int] = WINDOW,
                 every: bool = True) -> None:
        super().__init__(shots_tool.OUT, window, lang, None)
        self.tracer, self.every = tracer, every
        self.marks: dict[str, list[Mark]] = {}

    def look(self, app: App, name: str) -> None:
        """Record what the window shows now as screen ``name``."""
        self.tracer.reset(app.canvas)
        app.frame()
        self.marks[name] = self.tracer.marks(app.canvas)
        if PNG_DIR is not None:                         # to look at (``--png DIR``)
            app.screenshot(str(PNG_DIR / f"{name}_{self.lang}.png"))

    def save(self, app: App, name: str) -> None:        # the tool's PNG: a record here
        self.look(app, name)
        top = app.stack.top
        if name == "rules" and self.every:
            for page in range(PAGE_COUNT):
                top.page = page                         # type: ignore[union-attr]
                self.look(app, f"rules_{page + 1:02d}")
        elif name == "card_chosen" and isinstance(top, CruzPlayScene):
            self.extras(app, top)
        elif name == "results" and not self.portrait:     # the kiosk has no replays list
            self.after_the_game(app)

    def extras(self, app: App, scene: CruzPlayScene) -> None:
        """At the table with a card chosen: the add-on fields, the track's "?"
        and a scoring card's "?"."""
        flow = scene.flow
        chosen = flow.chosen
        for card in sorted(flow.playable(), key=lambda c: (isinstance(c, ScoringCard), c.value)):
            if isinstance(card, BuildCard) and card is not BuildCard.DOUBLE:
                flow.choose_card(card)
                if flow.targets()[1]:
                    app.step()
                    self.look(app, "addon_fields")
                    break
        if chosen is not None:
            flow.choose_card(chosen)
        app.step()
        scene.explain(("track", None))
        self.look(app, "help_track")
        app.stack.top.router.go(R.Back())               # type: ignore[union-attr]
        scoring = list(scene.model.hand_scoring)
        if scoring:
            scene.explain(("card", scoring[0]))
            self.look(app, "help_scoring")
            app.stack.top.router.go(R.Back())           # type: ignore[union-attr]
        app.step()

    def after_the_game(self, app: App) -> None:
        """The replays list with the game just played, and the replay at the table."""
        app.router.go(shots_tool.OpenCruz())
        app.step()
        title = app.stack.top
        assert title is not None
        title.router.go(R.Replays())
        self.look(app, "replays_one")
        replays = app.stack.top
        button = replays.bar.get("replay_0")            # type: ignore[union-attr]
        if button is not None:
            button.click()
            self.wait(app, 2.0)
            self.look(app, "replay_table")

    def table(self) -> None:
        """A quick game against an easy bot (sets dealt): the table with a
        building card chosen, the build preview, a scoring card chosen and its
        banner, a card's "?", the pause menu."""
        app = shots_tool.make_app(self.size, self.lang)
        scene = shots_tool.table(app, ["human", "easy"], seed=11, draft=False)
        flow = scene.flow

        def mine(phase: Phase) -> Callable[[], bool]:
            return lambda: (still(scene) and flow.my_turn() and
                            scene.session.state.phase is phase)

        self.quick_to(app, scene, mine(Phase.PLAY))
        card = next(c for c in BuildCard if c in flow.playable() and c is not BuildCard.DOUBLE)
        flow.choose_card(card)
        app.step()
        self.look(app, "table_card")
        st = scene.session.state
        free, extra = flow.targets()
        up = [f for f in free + extra if st.face_up[st.geo.index[f]]]
        if up:
            shots_tool.hover_tile(app, scene, up[0])
            self.look(app, "table_preview")
        scene.explain(("card", card))
        self.look(app, "table_help_card")
        app.stack.top.router.go(R.Back())               # type: ignore[union-attr]
        scene.router.go(R.Pause())
        self.look(app, "table_pause")
        app.stack.top.router.go(R.Back())               # type: ignore[union-attr]
        scoring = scene.model.hand_scoring[0]
        flow.choose_card(scoring)
        app.step()
        self.look(app, "table_scoring_card")
        scene.animate(scene.session.apply(PlayScoring(scoring)))
        if shots_tool.run_until(app, lambda: shots_tool.beat(scene) == "scoring"):
            self.wait(app, 1.0)
            self.look(app, "table_scoring_banner")
        pygame.display.quit()

    def quick_to(self, app: App, scene: CruzPlayScene, want: Callable[[], bool]) -> None:
        """Play on, the human taking the first legal move, until ``want()``."""
        for _ in range(20000):
            if want():
                return
            if still(scene) and scene.flow.my_turn():
                scene.animate(scene.session.apply(legal_actions(scene.session.state)[0]))
            app.step()
        raise AssertionError("the quick game never came to the moment")

    def guide(self) -> None:
        if not self.every:
            super().guide()
            return
        app = shots_tool.make_app(self.size, self.lang)
        app.router.go(shots_tool.OpenCruz())
        app.stack.top.router.go(R.Guide())              # type: ignore[union-attr]
        scene = app.stack.top
        assert isinstance(scene, CruzPlayScene) and scene.coach is not None
        seen: set[str] = set()
        for shown in shots_tool.guide_steps(app, scene):
            if shown.step not in seen:
                seen.add(shown.step)
                self.look(app, f"guide_{shown.step}")
        pygame.display.quit()


def walk(lang: str, part: str, window: tuple[int, int] = WINDOW,
         every: bool = True) -> dict[str, list[Mark]]:
    """Every screen of ``part`` in ``lang`` at ``window``, by name: the tool's
    walk with every surface traced, its apps keeping their replays."""
    plain = shots_tool.make_app

    def keeping(size: tuple[int, int], language: str) -> App:
        app = plain(size, language)
        app.ctx.keep_replays = True                     # the game ends in the replays list
        return app
    shots_tool.make_app = keeping
    # a backdrop kept from an untraced run would be drawn on untraced (the track's numbers)
    backdrop._table.cache_clear()
    backdrop._beach.cache_clear()
    try:
        with gfx.recording(trace=True) as rec:
            assert rec.tracer is not None
            tour = Tour(lang, rec.tracer, window, every=every)
            getattr(tour, part)()
            return tour.marks
    finally:
        shots_tool.make_app = plain


@cache
def recorded(lang: str, part: str, every: bool = True,
             portrait: bool = False) -> dict[str, list[Mark]]:
    """Every screen of ``part`` in ``lang`` at 1280x720, or on the portrait
    kiosk's canvas at 720x1280 (recorded once a run)."""
    return walk(lang, part, PORTRAIT if portrait else WINDOW, every)


def record(part: str, name: str, lang: str, window: tuple[int, int] = WINDOW,
           quick: bool = False) -> list[Mark]:
    """What screen ``name`` of ``part`` draws in ``lang`` (at ``window``: a
    fresh run unless it is the smallest)."""
    if window == WINDOW:
        return recorded(lang, part, not quick)[name]
    return walk(lang, part, window, not quick)[name]


@cache
def names() -> tuple[str, ...]:
    """What is a name in every language: the seats and the scoring cards."""
    return (*SEATS, "P1", "P2", *(scoring_card_name(c, "en") for c in ScoringCard))


def check_marks(by_lang: dict[str, list[Mark]]) -> dict[str, list[Problem]]:
    """Every problem of one screen by language, from its marks (English
    first: the others are compared with it)."""
    english = layout_check.visible(by_lang["en"])
    found: dict[str, list[Problem]] = {}
    for lang, marks in by_lang.items():
        problems = layout_check.check(marks, SCALE)
        if lang != "en":
            problems += layout_check.english(layout_check.visible(marks), english, names(),
                                             same(lang))
        found[lang] = problems
    return found


def check(part: str, name: str, langs: tuple[str, ...] = LANGUAGES,
          quick: bool = False) -> dict[str, list[Problem]]:
    by_lang = {lang: record(part, name, lang, quick=quick) for lang in ("en", *langs)}
    found = check_marks(by_lang)
    return {lang: found[lang] for lang in langs}


def screens(part: str, quick: bool = False, portrait: bool = False) -> list[str]:
    """The names of ``part``'s screens (as English shows them)."""
    return list(recorded("en", part, not quick, portrait))


def report(found: dict[str, list[Problem]]) -> str:
    return "\n".join(f"{lang}: {p}" for lang, problems in found.items() for p in problems)


def part_problems(part: str, langs: tuple[str, ...] = LANGUAGES,
                  portrait: bool = False) -> list[str]:
    """Every problem of every screen of ``part``, as lines to read."""
    out: list[str] = []
    for name in screens(part, portrait=portrait):
        by_lang = {lang: recorded(lang, part, True, portrait).get(name, [])
                   for lang in ("en", *langs)}
        out += [f"{part}/{name} {lang}: {p}" for lang, problems in check_marks(by_lang).items()
                if lang in langs for p in problems]
    return out


def survey(parts: tuple[str, ...] = PARTS, langs: tuple[str, ...] = LANGUAGES,
           show: Callable[[str], None] = print, portrait: bool = False) -> dict[str, int]:
    """Every screen of ``parts`` checked: the problems shown, counted by language."""
    counts = dict.fromkeys(langs, 0)
    for part in parts:
        for line in part_problems(part, langs, portrait):
            show(line)
            counts[line.split(": ", 1)[0].rsplit(" ", 1)[1]] += 1
    return counts


if __name__ == "__main__":
    import argparse
    p = argparse.ArgumentParser(description="Santa Cruz's screens under the layout check")
    p.add_argument("parts", nargs="*", default=list(PARTS))
    p.add_argument("--lang", action="append", choices=LANGUAGES)
    p.add_argument("--png", help="also save each screen seen as a PNG in this folder")
    p.add_argument("--portrait", action="store_true", help="on the portrait kiosk's canvas")
    args = p.parse_args()
    if args.png:
        PNG_DIR = Path(args.png)
        PNG_DIR.mkdir(parents=True, exist_ok=True)
    print(survey(tuple(args.parts), tuple(args.lang or LANGUAGES), portrait=args.portrait))
