"""The moves of the guided first game: which of the legal actions a step lets
the player take (``allow_*``: "land at a river mouth", "play the river card",
"any field"), chosen from the state by the engine's public API alone, and
when a step is done (``chose``, ``landed``, ``built`` ...: read from the
engine's events). The script that uses them is ``guide_steps``.
"""
from __future__ import annotations

from collections.abc import Callable

from game.cruz.engine import (Action, Area, Build, BuildCard, ChooseSet, Event, EventKind,
                              GameState, Land, Phase, PlayBuild, PlayScoring, ScoringCard,
                              apply_action, clone, legal_actions)
from game.cruz.match.guide_facts import Facts, has

HUMAN = 0               # the player's seat: the oldest, so the first to choose a set
BOT = 1                 # the easy bot: it takes a set last and starts; the player is last
SET_CHOICE = "D"        # the balanced set: two of each building card and the double move

Allow = Callable[[GameState, Facts], list[Action]]
Done = Callable[[GameState, list[Event], Facts], bool]


# -- reading the state ---------------------------------------------------------------

def _probe(state: GameState, action: Action) -> GameState:
    after = clone(state)
    apply_action(after, action)
    return after


def _narrow(actions: list[Action], *tests: Callable[[Action], bool]) -> list[Action]:
    """The actions passing each test in turn, as long as some do."""
    for test in tests:
        kept = [a for a in actions if test(a)]
        if kept:
            actions = kept
    return actions


def _field(state: GameState, action: Action) -> int:
    assert isinstance(action, (Build, Land))
    return state.geo.index[action.field]


def _big_river_mouth(state: GameState) -> Callable[[Action], bool]:
    """A coast field on a long river: a river card reaches far from it."""
    geo = state.geo
    return lambda a: any(len(geo.river_fields[r]) >= 5 for r in geo.rivers_at[_field(state, a)])


def _tile_has(state: GameState, what: str) -> Callable[[Action], bool]:
    def test(a: Action) -> bool:
        f = _field(state, a)
        tile = state.tile_at[f]
        return state.face_up[f] and bool(tile.fish_bonus if what == "fish_bonus" else tile.bird)
    return test


def _towards_volcano(state: GameState) -> Callable[[Action], bool]:
    """A coast field of the volcanic island with a path onto a free volcano field."""
    geo = state.geo
    return lambda a: any(geo.area[n] is Area.VOLCANO and state.first[n] < 0
                         for n in geo.path_nbrs[_field(state, a)])


def _on_volcano(state: GameState) -> Callable[[Action], bool]:
    return lambda a: state.geo.area[_field(state, a)] is Area.VOLCANO


def _builds(state: GameState, add_on: bool = False) -> list[Action]:
    return [a for a in legal_actions(state) if isinstance(a, Build) and a.add_on is add_on]


def _plays(state: GameState, card: BuildCard) -> list[Action]:
    """Legal plays of ``card`` that lead to a build (never a spent card)."""
    return [a for a in legal_actions(state) if isinstance(a, PlayBuild) and a.card is card
            and _probe(state, a).phase is Phase.BUILD]


def standing(state: GameState, seat: int, area: Area | None = None) -> tuple[str, ...]:
    """The fields where ``seat`` has a building (on ``area`` only, if given)."""
    geo = state.geo
    return tuple(geo.ids[f] for f in sorted(state.seats[seat].own)
                 if area is None or geo.area[f] is area)


# -- what each step lets the player do -----------------------------------------------

def allow_set(state: GameState, facts: Facts) -> list[Action]:
    return _narrow([a for a in legal_actions(state) if isinstance(a, ChooseSet)],
                   lambda a: isinstance(a, ChooseSet) and a.letter == SET_CHOICE)


def allow_land(state: GameState, facts: Facts) -> list[Action]:
    return _narrow(list(legal_actions(state)), _big_river_mouth(state),
                   _tile_has(state, "fish_bonus"))


def allow_face_down(state: GameState, facts: Facts) -> list[Action]:
    return _narrow(_builds(state), lambda a: not state.face_up[_field(state, a)])


def allow_coast(state: GameState, facts: Facts) -> list[Action]:
    return _narrow(_builds(state), _towards_volcano(state), _tile_has(state, "fish_bonus"),
                   _tile_has(state, "bird"))


def allow_volcano(state: GameState, facts: Facts) -> list[Action]:
    return _narrow(_builds(state), _on_volcano(state), _tile_has(state, "bird"))


def allow_any_build(state: GameState, facts: Facts) -> list[Action]:
    return _builds(state)


def allow_add_on_card(state: GameState, facts: Facts) -> list[Action]:
    return [a for card in (BuildCard.SHIP, BuildCard.RIVER, BuildCard.PATH)
            for a in _plays(state, card) if _probe(state, a).add_on_targets]


def allow_add_on(state: GameState, facts: Facts) -> list[Action]:
    return _builds(state, add_on=True)


def allow_double(state: GameState, facts: Facts) -> list[Action]:
    return _narrow(_plays(state, BuildCard.DOUBLE),
                   lambda a: len(_probe(state, a).targets) >= 2)


def playing(card: BuildCard) -> Allow:
    return lambda state, facts: _plays(state, card)


def scoring(*cards: ScoringCard) -> Allow:
    return lambda state, facts: [a for a in legal_actions(state)
                                 if isinstance(a, PlayScoring) and a.card in cards]


def allow_all(kind: type) -> Allow:
    return lambda state, facts: [a for a in legal_actions(state) if isinstance(a, kind)]


# -- when a step is done ---------------------------------------------------------------

def chose(state: GameState, events: list[Event], facts: Facts) -> bool:
    return has(events, EventKind.SET_CHOSEN, HUMAN)


def landed(state: GameState, events: list[Event], facts: Facts) -> bool:
    return (has(events, EventKind.BUILT, HUMAN, landing=True)
            or has(events, EventKind.NO_BUILD, HUMAN, landing=True))


def played(card: BuildCard) -> Done:
    return lambda state, events, facts: has(events, EventKind.CARD_PLAYED, HUMAN, card=card)


def played_any_build(state: GameState, events: list[Event], facts: Facts) -> bool:
    return any(e.kind is EventKind.CARD_PLAYED and e.player == HUMAN
               and isinstance(e["card"], BuildCard) for e in events)


def scored_with(*cards: ScoringCard) -> Done:
    return lambda state, events, facts: any(
        has(events, EventKind.CARD_PLAYED, HUMAN, card=c) for c in cards)


def built(state: GameState, events: list[Event], facts: Facts) -> bool:
    """The player's building is done: every build of the card made or spent."""
    acted = has(events, EventKind.BUILT, HUMAN) or has(events, EventKind.NO_BUILD, HUMAN)
    return acted and not (state.phase is Phase.BUILD and state.current == HUMAN)


def discarded(state: GameState, events: list[Event], facts: Facts) -> bool:
    return has(events, EventKind.DISCARDED, HUMAN)


def round_over(state: GameState, events: list[Event], facts: Facts) -> bool:
    return has(events, EventKind.ROUND_ENDED, round=1)


def game_over(state: GameState, events: list[Event], facts: Facts) -> bool:
    return has(events, EventKind.GAME_OVER)
