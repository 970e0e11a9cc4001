"""Santa Cruz's guided first game ("Learn to play"): a fixed deal against the
easy bot at the real rules, and the ``Guide`` that walks the player through
the script of ``guide_steps``.

The deal: seed ``SEED``, two players, the player in seat 0 is the oldest and
so chooses a set first; the bot takes a set last and starts, which makes the
player last in turn order and so the one who may add on ("DAZUSETZEN").

The guide follows a ``Match`` as one of its observers (``played``,
``undone``) or is fed by hand (``start``, ``observe``, ``rewind``); it never
changes the game. The table asks it:

- ``prompt(state)``: what to say (catalog keys and fields, phrased with
  ``Prompt.title/text/do(words)``), what to highlight, whether "Next" shows;
- ``holds_bots()``: an explanation is showing, the bot waits for "Next";
- ``allowed(state)`` / ``accepts(state, action)``: what the player may do now;
- ``next(state)``: "Next" on an explanation.

``guide_match(you, bot)`` starts a guided match; ``resume_guide(actions, ...)``
replays saved moves (the match's action log) to the same step.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.cruz.engine import (Action, Build, BuildCard, ChooseSet, Discard, Event,
                              GameState, IllegalAction, Land, Phase, PlayBuild, PlayScoring,
                              ScoringCard, events_for, legal_actions)
from game.cruz.i18n.terms import card_name, points
from game.cruz.match.guide_facts import Facts, Highlight, note
from game.cruz.match.guide_moves import BOT, HUMAN, SET_CHOICE
from game.cruz.match.guide_steps import ASIDES, STEPS, Kind, Step
from game.cruz.match.match import Match
from game.cruz.match.setup import MatchSetup, Seat
from game.i18n import Words

SEED = 354              # a deal that holds the Eruption and Fish & Sheep for the player
PLAYERS = 2
BOT_LEVEL = "easy"

__all__ = ["BOT", "BOT_LEVEL", "Guide", "GuideError", "HUMAN", "PLAYERS", "Prompt", "SEED",
           "SET_CHOICE", "guide_match", "guide_setup", "resume_guide"]


class GuideError(ValueError):
    """Saved moves that do not replay in the guided game."""


def guide_setup(you: str, bot: str) -> MatchSetup:
    """The guided game's setup: the player in seat 0 (the oldest), the easy bot in seat 1."""
    return MatchSetup([Seat(you, "human"), Seat(bot, "bot", BOT_LEVEL)], seed=SEED,
                      oldest=HUMAN)


@dataclass(frozen=True)
class Prompt:
    """What the guide shows now. ``fields`` hold cards (phrased as names), points
    (``points``: phrased "2 points") and plain values."""
    step: str
    kind: Kind
    number: int                     # the step's place in the script, 1-based
    total: int
    title_key: str
    text_key: str
    do_key: str | None              # ACT: what to do; while the bot plays: the wait line
    fields: dict[str, Any]
    highlight: Highlight
    waiting: bool                   # the bot is to act: watch
    can_next: bool                  # an explanation: "Next" moves on
    aside: bool                     # told because something just happened
    pages: tuple[str, ...]          # the rules pages to read on

    def _filled(self, words: Words) -> dict[str, Any]:
        lang = words.language
        out: dict[str, Any] = {}
        for key, value in self.fields.items():
            if isinstance(value, (BuildCard, ScoringCard)):
                out[key] = card_name(value, lang)
            elif key == "points" and isinstance(value, int):
                out[key] = points(value, lang)
            else:
                out[key] = value
        return out

    def title(self, words: Words) -> str:
        return words.t(self.title_key, **self._filled(words))

    def text(self, words: Words) -> str:
        return words.t(self.text_key, **self._filled(words))

    def do(self, words: Words) -> str | None:
        return None if self.do_key is None else words.t(self.do_key, **self._filled(words))

    def refused(self, words: Words) -> str:
        """The hint for a move the step does not ask for: "Not now ..." and what to do."""
        do = self.do(words)
        return " ".join(filter(None, [words.t("cruz_guide.refused"), do]))


@dataclass
class _Mark:
    """The guide's own state before an action (``rewind`` goes back to it)."""
    index: int
    queue: list[Step]
    fired: set[str]
    passed: list[str]
    shown: list[str]
    facts: Facts


@dataclass
class Guide:
    """Where the player is in the guided game. ``names``: the seats' names."""
    names: Sequence[str]
    steps: tuple[Step, ...] = STEPS
    asides: tuple[Step, ...] = ASIDES
    index: int = 0
    queue: list[Step] = field(default_factory=list)     # asides to tell, first first
    fired: set[str] = field(default_factory=set)
    passed: list[str] = field(default_factory=list)     # steps that did not apply
    shown: list[str] = field(default_factory=list)      # steps shown, in order
    facts: Facts = field(default_factory=Facts)
    _marks: list[_Mark] = field(default_factory=list)
    _entered: int = -1                                  # the main step last noted as shown

    # -- reading ------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return not self.queue and self.index >= len(self.steps)

    @property
    def step(self) -> Step | None:
        if self.queue:
            return self.queue[0]
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def missed(self) -> list[str]:
        """Required steps that were passed over (the tests keep this empty)."""
        required = {s.id for s in self.steps if s.required}
        return [s for s in self.passed if s in required]

    def holds_bots(self) -> bool:
        step = self.step
        return step is not None and step.kind is Kind.INFO

    def allowed(self, state: GameState) -> list[Action]:
        """What the player may do now ([] while an explanation shows or the bot acts)."""
        step = self.step
        if state.phase is Phase.GAME_OVER or state.current != HUMAN:
            return []
        if step is None or step.kind is Kind.FREE:
            return legal_actions(state)
        if step.kind is Kind.INFO or step.allow is None or state.phase is not step.phase:
            return []
        return step.allow(state, self.facts)

    def accepts(self, state: GameState, action: Action) -> bool:
        return action in self.allowed(state)

    def prompt(self, state: GameState) -> Prompt | None:
        step = self.step
        if step is None:
            return None
        waiting = step.kind is not Kind.INFO and state.current != HUMAN \
            and state.phase is not Phase.GAME_OVER
        fields = {"bot": self.names[BOT] if len(self.names) > BOT else ""}
        if step.fields is not None:
            fields.update(step.fields(state, self.facts))
        look = step.look(state, self.facts) if step.look is not None else Highlight()
        if step.kind is Kind.ACT and not waiting:
            look = _with_actions(look, self.allowed(state))
        do_key = "cruz_guide.wait" if waiting else step.do_key
        return Prompt(step.id, step.kind, min(self.index + 1, len(self.steps)), len(self.steps),
                      step.title_key, step.text_key(state, self.facts), do_key, fields, look,
                      waiting, step.kind is Kind.INFO, bool(self.queue), step.pages)

    # -- moving on ----------------------------------------------------------------------
    def start(self, state: GameState, events: list[Event]) -> None:
        """The game's set-up events (``Match.start_events``)."""
        note(self.facts, events_for(events, HUMAN), HUMAN)
        self._settle(state)

    def next(self, state: GameState) -> bool:
        """"Next" on an explanation; False when none is showing."""
        if not self.holds_bots():
            return False
        if self.queue:
            self.queue.pop(0)
        else:
            self.index += 1
        self._settle(state)
        return True

    def observe(self, state: GameState, seat: int, action: Action,
                events: list[Event]) -> None:
        """After any action of the game (the player's or the bot's)."""
        self._marks.append(_Mark(self.index, self.queue[:], set(self.fired), self.passed[:],
                                 self.shown[:], self.facts.copy()))
        seen = events_for(events, HUMAN)
        note(self.facts, seen, HUMAN)
        if not self.queue and self.index < len(self.steps):
            step = self.steps[self.index]
            if step.done is not None and step.done(state, seen, self.facts):
                self.index += 1
        for aside in self.asides:
            if aside.id not in self.fired and aside.trigger and aside.trigger(seen, self.facts):
                self.fired.add(aside.id)
                self.queue.append(aside)
                self.shown.append(aside.id)
        self._settle(state)

    def rewind(self, actions: int, state: GameState) -> None:
        """Back to where the guide stood when the game had ``actions`` actions (undo)."""
        if actions >= len(self._marks):
            return
        mark = self._marks[actions]
        del self._marks[actions:]
        self.index, self.queue, self.fired = mark.index, mark.queue, mark.fired
        self._entered = mark.index
        self.passed, self.shown, self.facts = mark.passed, mark.shown, mark.facts
        self._settle(state)

    # the match's observer
    def played(self, match: Match, seat: int, action: Action, events: list[Event]) -> None:
        self.observe(match.state, seat, action, events)

    def undone(self, match: Match) -> None:
        self.rewind(len(match.actions), match.state)

    def _settle(self, state: GameState) -> None:
        """Pass over what does not apply (``applies`` is asked when a step is
        reached and again when its decision is due); note each step as it shows."""
        while not self.queue and self.index < len(self.steps):
            step = self.steps[self.index]
            if self._entered != self.index:
                self._entered = self.index
                self.shown.append(step.id)
            if step.applies is not None and not step.applies(state, self.facts):
                pass
            elif step.kind is Kind.INFO:
                return
            elif state.phase is Phase.GAME_OVER:
                pass
            elif step.kind is Kind.FREE or state.current != HUMAN:
                return
            elif state.phase is step.phase and self.allowed(state):
                return
            self.shown.pop()
            self.passed.append(step.id)
            self.index += 1


def _with_actions(look: Highlight, actions: list[Action]) -> Highlight:
    """The step's highlight with what its actions point at: fields (add-on apart),
    cards, sets."""
    fields = [a.field for a in actions if isinstance(a, (Build, Land)) and not
              (isinstance(a, Build) and a.add_on)]
    add_on = [a.field for a in actions if isinstance(a, Build) and a.add_on]
    cards: list[BuildCard | ScoringCard] = [a.card for a in actions
                                            if isinstance(a, (PlayBuild, PlayScoring, Discard))]
    sets = [a.letter for a in actions if isinstance(a, ChooseSet)]
    return Highlight(fields=tuple(dict.fromkeys([*look.fields, *fields])),
                     add_on=tuple(dict.fromkeys([*look.add_on, *add_on])),
                     cards=tuple(dict.fromkeys([*look.cards, *cards])),
                     sets=tuple(dict.fromkeys([*look.sets, *sets])),
                     track=look.track, chips=look.chips, supply=look.supply)


def guide_match(you: str, bot: str) -> tuple[Match, Guide]:
    """A new guided match, the guide watching it from its first step."""
    match = Match(guide_setup(you, bot))
    guide = Guide([you, bot])
    match.observers.append(guide)
    guide.start(match.state, match.start_events)
    return match, guide


def resume_guide(actions: Sequence[Action], you: str, bot: str) -> tuple[Match, Guide]:
    """The guided match replayed from its action log, the guide at the step it
    had reached. Raises ``GuideError`` if the moves do not replay."""
    match, guide = guide_match(you, bot)
    for i, action in enumerate(actions):
        while guide.holds_bots():
            guide.next(match.state)
        try:
            match.play(action)
        except IllegalAction as exc:
            raise GuideError(f"saved move {i + 1} does not replay: {exc}") from exc
    return match, guide
