"""The guided first game's script: ``STEPS`` in order, and the ``ASIDES`` that
come up the first time something happens (a bird chip, a tie on the track ...).

A step is one of three kinds:

- ``INFO``: words and "Next"; the bot waits too;
- ``ACT``: the player makes one decision of ``phase``, one of the actions
  ``allow`` lists (chosen from the state: "land at a river mouth", "play the
  river card", "any field"); it is done when an action's events say so;
- ``FREE``: the player plays as they like until ``done``.

``applies`` (None: always) is asked when an ``ACT`` step's decision is due or
an ``INFO`` step is reached; a step that does not apply is passed over (a
``required`` one never should be: the tests play the guide against several
bots to show it). ``pages`` are the rules pages (``game.cruz.i18n.pages``)
a step teaches; together the steps cover the whole rulebook. The words are
``cruz_guide.<id>.title``, ``.text`` (or ``.<variant>``) and, for ``ACT``,
``.do`` in ``assets/i18n/<lang>/cruz_guide.json``; docs/SANTA_CRUZ_GUIDE.md
gives each step its rulebook passage.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.cruz.engine import (Area, BuildCard, ChooseSet, Discard, Event, EventKind, GameState,
                              Phase, ScoringCard)
from game.cruz.engine.scoring import FISH_CARDS
from game.cruz.match import guide_moves as m
from game.cruz.match.guide_facts import Facts, Highlight, has
from game.cruz.match.guide_moves import BOT, HUMAN, Allow, Done

Cond = Callable[[GameState, Facts], bool]
Look = Callable[[GameState, Facts], Highlight]
Fields = Callable[[GameState, Facts], dict[str, Any]]
Trigger = Callable[[list[Event], Facts], bool]


class Kind(StrEnum):
    INFO = "info"
    ACT = "act"
    FREE = "free"


@dataclass(frozen=True)
class Step:
    """One step of the guide; its words are ``cruz_guide.<id>.*``."""
    id: str
    kind: Kind
    pages: tuple[str, ...]
    phase: Phase | None = None                  # ACT: the decision it waits for
    allow: Allow | None = None                  # ACT: what it lets the player do
    done: Done | None = None                    # ACT, FREE: over when an action's events say so
    look: Look | None = None                    # more to point at (ACT: its fields come too)
    applies: Cond | None = None
    required: bool = True
    fields: Fields | None = None                # placeholders of its words
    variant: Callable[[GameState, Facts], str] | None = None     # one of ``variants``
    variants: tuple[str, ...] = ("text",)       # the tails its text key may take
    trigger: Trigger | None = None              # asides: when they come up

    @property
    def title_key(self) -> str:
        return f"cruz_guide.{self.id}.title"

    def text_key(self, state: GameState, facts: Facts) -> str:
        tail = self.variant(state, facts) if self.variant is not None else "text"
        return f"cruz_guide.{self.id}.{tail}"

    @property
    def keys(self) -> tuple[str, ...]:
        """Every catalog key the step may say."""
        texts = tuple(f"cruz_guide.{self.id}.{tail}" for tail in self.variants)
        return (self.title_key, *texts) + ((self.do_key,) if self.do_key else ())

    @property
    def do_key(self) -> str | None:
        return f"cruz_guide.{self.id}.do" if self.kind is Kind.ACT else None


# -- what to point at, what to fill in --------------------------------------------------

def _track(state: GameState, facts: Facts) -> Highlight:
    return Highlight(track=True)


def _hand(state: GameState, facts: Facts) -> Highlight:
    return Highlight(cards=tuple(state.seats[HUMAN].scoring))


def _revealed(state: GameState, facts: Facts) -> Highlight:
    return Highlight(fields=facts.built + facts.revealed, track=True)


def _chosen(state: GameState, facts: Facts) -> Highlight:
    chosen = (facts.chosen,) if facts.chosen else ()
    return Highlight(fields=chosen + tuple(f for f in facts.revealed if f != facts.chosen))


def _bot_fields(state: GameState, facts: Facts) -> Highlight:
    return Highlight(add_on=m.standing(state, BOT))


def _fish_fields(state: GameState, facts: Facts) -> Highlight:
    mine = tuple(f for f in m.standing(state, HUMAN)
                 if state.tile_at[state.geo.index[f]].fish_bonus)
    return Highlight(fields=mine, track=True)


def _volcano(state: GameState, facts: Facts) -> Highlight:
    return Highlight(fields=m.standing(state, HUMAN, Area.VOLCANO)
                     + m.standing(state, BOT, Area.VOLCANO))


def _ruins(state: GameState, facts: Facts) -> Highlight:
    return Highlight(fields=facts.removed, track=True)


def _sets(state: GameState, facts: Facts) -> Highlight:
    return Highlight(sets=tuple(state.sets_open), track=True)


def _drawn(state: GameState, facts: Facts) -> Highlight:
    return Highlight(cards=(facts.drawn,) if facts.drawn else ())


def _chips(state: GameState, facts: Facts) -> Highlight:
    return Highlight(chips=True, track=True)


def _fish_card(state: GameState, facts: Facts) -> dict[str, Any]:
    held = [c for c in state.seats[HUMAN].scoring if c in FISH_CARDS]
    return {"card": held[0] if held else ScoringCard.FISH}


def _bonus(state: GameState, facts: Facts) -> dict[str, Any]:
    return {"points": facts.fish[HUMAN] if len(facts.fish) > HUMAN else 0}


def _draw(state: GameState, facts: Facts) -> dict[str, Any]:
    return {"card": facts.drawn or ScoringCard.BIRDS}


def _chip(state: GameState, facts: Facts) -> dict[str, Any]:
    return {"points": facts.chip_value}


def _score(state: GameState, facts: Facts) -> dict[str, Any]:
    return {"points": facts.birds.get(HUMAN, 0), "total": state.scores[HUMAN]}


def _holds_volcano_card(state: GameState, facts: Facts) -> bool:
    return (ScoringCard.VOLCANO in state.seats[HUMAN].scoring
            and bool(m.standing(state, HUMAN, Area.VOLCANO)))


def _chooses(state: GameState, facts: Facts) -> bool:
    """Round 2: the player picks a set (the last chooser takes the one left over)."""
    return HUMAN in state.choosers[:-1]


def _who_chooses(state: GameState, facts: Facts) -> str:
    return "you_choose" if _chooses(state, facts) else "bot_chooses"


def _won(state: GameState, facts: Facts) -> str:
    return "won" if state.track[0] == HUMAN else "lost"


def _who_starts(state: GameState, facts: Facts) -> str:
    return "you_start" if state.start_player == HUMAN else "bot_starts"


def _info(id: str, pages: tuple[str, ...], look: Look | None = None, **more: Any) -> Step:
    return Step(id, Kind.INFO, pages, look=look, **more)


def _act(id: str, pages: tuple[str, ...], phase: Phase, allow: Allow, done: Done,
         **more: Any) -> Step:
    return Step(id, Kind.ACT, pages, phase=phase, allow=allow, done=done, **more)


# -- the script --------------------------------------------------------------------------

PLAY, BUILD = Phase.PLAY, Phase.BUILD
STEPS: tuple[Step, ...] = (
    _info("welcome", ("goal",)),
    _info("hand", ("setup",), _hand),
    _act("choose_set", ("setup",), Phase.CHOOSE_SET, m.allow_set, m.chose),
    _info("start", ("turn_order", "round"), _track),
    _act("land", ("landing",), Phase.LANDING, m.allow_land, m.landed),
    _info("reveal", ("build_points", "reveal"), _revealed),
    _act("river_play", ("building",), PLAY, m.playing(BuildCard.RIVER),
         m.played(BuildCard.RIVER)),
    _act("river_build", ("face_down",), BUILD, m.allow_face_down, m.built),
    _info("face_down", ("face_down", "no_build"), _chosen),
    _act("ship_play", ("building",), PLAY, m.playing(BuildCard.SHIP), m.played(BuildCard.SHIP)),
    _act("ship_build", ("building",), BUILD, m.allow_coast, m.built),
    _act("path_play", ("building",), PLAY, m.playing(BuildCard.PATH), m.played(BuildCard.PATH)),
    _act("path_build", ("building", "occupied"), BUILD, m.allow_volcano, m.built),
    _act("volcano_card", ("place_cards",), PLAY, m.scoring(ScoringCard.VOLCANO),
         m.scored_with(ScoringCard.VOLCANO), look=_volcano, applies=_holds_volcano_card,
         required=False),
    _info("scoring", ("scoring", "track", "resources", "building_cards", "place_cards"),
          _track),
    _act("fish_card", ("fish_bonus", "resources"), PLAY, m.scoring(*FISH_CARDS),
         m.scored_with(*FISH_CARDS), look=_fish_fields, fields=_fish_card),
    _info("fish_bonus", ("fish_bonus",), _fish_fields, fields=_bonus),
    _info("add_on", ("add_on", "occupied"), _bot_fields),
    _act("add_on_play", ("add_on",), PLAY, m.allow_add_on_card, m.played_any_build),
    _act("add_on_build", ("add_on",), BUILD, m.allow_add_on, m.built),
    _act("double_play", ("double_move",), PLAY, m.allow_double, m.played(BuildCard.DOUBLE)),
    _act("double_build", ("double_move",), BUILD, m.allow_any_build, m.built),
    _act("eruption_card", ("eruption",), PLAY, m.scoring(ScoringCard.ERUPTION),
         m.scored_with(ScoringCard.ERUPTION), look=_volcano),
    _info("eruption", ("eruption", "track"), _ruins),
    Step("round_1", Kind.FREE, ("play_card",), done=m.round_over),
    _info("round_2", ("round_2",), _track),
    _info("draw", ("round_2",), _drawn, fields=_draw),
    _info("sets", ("round_2",), _sets, variant=_who_chooses,
          variants=("you_choose", "bot_chooses")),
    _act("choose_2", ("round_2",), Phase.CHOOSE_SET, m.allow_all(ChooseSet), m.chose,
         look=_sets, applies=_chooses, required=False),
    _act("discard", ("round_2",), Phase.DISCARD, m.allow_all(Discard), m.discarded),
    _info("start_2", ("round_2", "turn_order"), _track, variant=_who_starts,
          variants=("you_start", "bot_starts")),
    Step("round_2_play", Kind.FREE, ("play_card",), done=m.game_over),
    _info("birds", ("game_end",), _chips, fields=_score),
    _info("finish", ("game_end",), _track, fields=_score, variant=_won,
          variants=("won", "lost")),
)

# Told once, right after the action they follow, whatever step is showing.
ASIDES: tuple[Step, ...] = (
    _info("chip", ("build_points",), _chips, fields=_chip, required=False,
          trigger=lambda ev, f: has(ev, EventKind.CHIP_DRAWN, HUMAN)),
    _info("tie", ("track",), _track, required=False, trigger=lambda ev, f: f.tie >= 0),
    _info("fifty", ("track",), _track, required=False, trigger=lambda ev, f: f.fifty >= 0),
    _info("no_build", ("no_build",), required=False,
          trigger=lambda ev, f: has(ev, EventKind.NO_BUILD, HUMAN)),
    _info("bot_add_on", ("add_on",), lambda s, f: Highlight(
        add_on=(f.bot_add_on,) if f.bot_add_on else ()), required=False,
        trigger=lambda ev, f: has(ev, EventKind.BUILT, BOT, add_on=True)),
)
