"""The guided first game ("Learn to play"): the fixed deal, the bot across
the table, and the ``Guide`` that walks the player through ``STEPS``.

The guide follows a ``Match`` as one of its observers. At each step it
knows the one action it teaches (``expected``), refuses every other
(``accepts``), moves on when the taught action has been played, and during
the fast forward names the moves it plays for the player itself
(``guide_action``). Progress (the step and the actions so far) is handed to
``on_step`` at every new step, for the client to keep on disk
(``game.monica.persist.tutorial``); ``resume_guide`` rebuilds the match from it.

Both the bot and the guide's own moves are easy-bot choices seeded from the
state they are made in, so the guided game is the same game every time,
and a resumed guide plays on exactly as it would have.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from game.monica.ai.base import Bot
from game.monica.ai.registry import make_bot
from game.monica.engine import IllegalAction, as_listed
from game.monica.engine import actions as A
from game.monica.engine.events import Event
from game.monica.engine.kinds import Phase
from game.monica.engine.state import GameState
from game.monica.persist import SaveError
from game.monica.persist.tutorial import TutorialProgress
from game.monica.match.match import Match
from game.monica.match.observers import Observer
from game.monica.match.setup import MatchSetup, S, Seat
from game.monica.match.tutorial_steps import BOT, HUMAN, STEPS, Kind, Step

SEED = 84                            # a deal whose first cards make a good lesson
OBJECTIVE = "A"                      # the blue tile the box suggests for a first game
SAND_DOLLARS = ("tourist_move", "local_or_tourist")
START_PLAYER = BOT                   # the player chooses a tile first and places the truck
BOT_LEVEL = "easy"
# The guide's own moves for the player (the fast forward): easy-bot moves too,
# seeded so that on this deal the newcomer's first game ends in a win.
AUTOPILOT_SEED = SEED + 7
_PHASES = tuple(Phase)

__all__ = ["BOT", "BOT_LEVEL", "Guide", "GuideError", "HUMAN", "OBJECTIVE", "SAND_DOLLARS",
           "SEED", "START_PLAYER", "STEPS", "StateSeededBot", "guide_bots", "rehearse",
           "resume_guide", "shown_steps"]


class GuideError(ValueError):
    """Saved progress that does not fit the guided game (unknown step, illegal log)."""


class StateSeededBot:
    """A bot of ``level`` whose every decision is seeded from the state it is
    made in: the same position gets the same answer, resumed or not."""

    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.seed = seed
        self.name = level

    def choose(self, state: GameState) -> A.Action:
        used = sum(len(g.used) for g in state.grants)
        mix = (self.seed * 1_000_003 + state.turns * 997 + _PHASES.index(state.phase) * 31
               + len(state.pending) * 7 + used * 3 + state.current)
        return make_bot(self.level, mix).choose(state)


def guide_bots() -> dict[int, Bot]:
    return {BOT: StateSeededBot(BOT_LEVEL, SEED)}


class Guide:
    """Where the player is in the guided game, and what the step asks for."""

    def __init__(self, match: Match, index: int = 0, *, steps: Sequence[Step] = STEPS,
                 on_step: Callable[[Guide], None] | None = None) -> None:
        self.match = match
        self.steps = tuple(steps)
        self.index = index
        self.on_step = on_step
        self.autopilot = StateSeededBot(BOT_LEVEL, AUTOPILOT_SEED)
        self.passed: list[str] = []           # optional steps that did not apply
        self.stalled = False                  # a required step does not apply: the guide plays
        self._expect: tuple[int, A.Action] | None = None
        match.bots = guide_bots()
        match.observers.append(self)
        self.settle()

    # -- reading -------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.steps[self.index]

    @property
    def state(self) -> GameState:
        return self.match.state

    def expected(self) -> A.Action | None:
        """The action this step teaches now (None: nothing for the player to do)."""
        if self._expect is None or self._expect[0] != len(self.match.actions):
            return None
        return self._expect[1]

    def accepts(self, action: A.Action) -> bool:
        """Is ``action`` the taught one? (A person stands for its group, a VIP's
        hand-drawn walk for the listed walk with the same outcome.)"""
        want = self.expected()
        if want is None:
            return False
        if action == want:
            return True
        try:
            return as_listed(self.state, action) == want
        except (IllegalAction, TypeError):
            return False

    def waiting_for_next(self) -> bool:
        """An explanation is showing: the player taps Next."""
        step = self.step
        return step is not None and step.kind is Kind.INFO

    def guide_plays(self) -> bool:
        """The guide makes the player's decisions now (fast forward, or a stall)."""
        step = self.step
        return (step is not None and (step.kind is Kind.FAST or self.stalled)
                and self.match.human_turn and self.match.staged is None)

    def guide_action(self) -> A.Action | None:
        """The player's next move as the guide plays it (see ``guide_plays``)."""
        if not self.guide_plays():
            return None
        return self.autopilot.choose(self.state.clone())

    def counter(self) -> tuple[int, int]:
        """"Step n of total" as the player sees it: only the steps this deal
        shows count (the optional ones it passes over are known in advance:
        the guided game is the same every time), so it never jumps."""
        shown = shown_steps()
        total = len(shown)
        if self.finished:
            return total, total
        n = sum(1 for s in self.steps[:self.index + 1] if s.id in shown)
        return max(1, min(n, total)), total

    @property
    def last(self) -> bool:
        """The guide's last step: after it comes the results, not another step."""
        return self.index >= len(self.steps) - 1

    def progress(self) -> TutorialProgress:
        step = self.step
        return TutorialProgress(step.id if step is not None else "done", list(self.match.actions))

    # -- moving on ---------------------------------------------------------------------------
    def next(self) -> bool:
        """Next on an explanation; False when the step is not one."""
        if not self.waiting_for_next():
            return False
        self._advance()
        return True

    def _advance(self) -> None:
        self.index += 1
        self.stalled = False
        self._expect = None
        if self.on_step is not None:
            self.on_step(self)
        self.settle()

    def settle(self) -> None:
        """Pass over what does not apply, stop the fast forward when it is done,
        and work out the action the step asks for."""
        self._expect = None
        match = self.match
        while not self.finished:
            step = self.steps[self.index]
            if step.kind is Kind.INFO:
                return
            if step.kind is Kind.FAST:
                if match.over or (step.until is not None and step.until(match.state)):
                    self._advance()
                return
            if match.over:
                self._pass(step)
                continue
            if not match.human_turn or match.staged is not None:
                return
            if match.state.phase != step.phase:
                if step.optional:
                    self._pass(step)
                    continue
                self.stalled = True       # not yet: the guide plays this decision itself
                return
            assert step.choose is not None
            action = step.choose(match.state.clone())
            if action is None:
                self._pass(step)
                continue
            self.stalled = False
            self._expect = (len(match.actions), action)
            return

    def _pass(self, step: Step) -> None:
        """A step that does not apply in this game is passed over."""
        self.passed.append(step.id)
        self.index += 1
        self.stalled = False
        if self.on_step is not None:
            self.on_step(self)

    # -- the match's observer ------------------------------------------------------------------
    def played(self, match: Match, action: A.Action, events: list[Event]) -> None:
        expect = self._expect
        if expect is not None and expect[0] == len(match.actions) - 1 and expect[1] == action:
            self._advance()
        else:
            self.settle()

    def undone(self, match: Match) -> None:
        self.settle()


def rehearse(guide: Guide, limit: int = 5000) -> Guide:
    """Play ``guide`` to its end as its player would: Next on an explanation,
    the taught action on a step, the guide's own moves in the fast forward."""
    match = guide.match
    for _ in range(limit):
        if guide.finished:
            return guide
        if guide.waiting_for_next():
            guide.next()
        elif match.human_turn and guide.guide_plays():
            action = guide.guide_action()
            assert action is not None
            match.play(action)
        elif match.human_turn:
            want = guide.expected()
            if want is None:
                raise GuideError(f"step {guide.step.id if guide.step else '?'} asks for nothing")
            match.play(want)
        else:
            match.play_bot()
    raise GuideError("the guided game does not end")


@cache
def shown_steps() -> frozenset[str]:
    """The steps the guided game shows (the ones it passes over left out)."""
    guide = rehearse(new_guide(guide_setup([Seat("you"), Seat("bot", "bot", BOT_LEVEL)])))
    return frozenset(s.id for s in STEPS) - frozenset(guide.passed)


def resume_guide(setup: MatchSetup[S], progress: TutorialProgress,
                 on_step: Callable[[Guide], None] | None = None,
                 observers: Sequence[Observer] = ()) -> Guide:
    """The guide at its saved step, its match replayed from the saved actions.
    Raises ``GuideError`` when the progress does not fit this guide."""
    ids = [s.id for s in STEPS]
    if progress.step not in ids:
        raise GuideError(f"unknown step {progress.step!r}")
    try:
        match = Match.resume(setup, progress.actions, observers=observers)
    except (SaveError, IllegalAction, ValueError, TypeError) as exc:
        raise GuideError(f"the saved moves do not replay: {exc}") from exc
    return Guide(match, ids.index(progress.step), on_step=on_step)


def new_guide(setup: MatchSetup[S], on_step: Callable[[Guide], None] | None = None,
              observers: Sequence[Observer] = ()) -> Guide:
    """The guide from its first step, on a new match of ``setup``."""
    match = Match(setup, observers=observers, bots=guide_bots())
    return Guide(match, on_step=on_step)


def guide_setup(seats: list[S], setup_type: type[MatchSetup[S]] = MatchSetup) -> MatchSetup[S]:
    """The guided game's setup for ``seats`` (the player first, then the bot)."""
    return setup_type(seats, OBJECTIVE, list(SAND_DOLLARS), SEED, START_PLAYER)

