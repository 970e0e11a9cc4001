"""``check_action``: the one legality function. ``apply_action`` calls it
first; an action is legal exactly when it is listed by ``legal_actions``."""
from __future__ import annotations

from .actions import ACTION_TYPES, Action, Build, ChooseSet, Discard, Land, PlayBuild, PlayScoring
from .cards import BUILD_INDEX, MOVE_KINDS, BuildCard, ScoringCard
from .errors import IllegalAction
from .state import GameState, Phase
from .targets import why_not

_PHASE_OF: dict[type, Phase] = {ChooseSet: Phase.CHOOSE_SET, Discard: Phase.DISCARD,
                                Land: Phase.LANDING, PlayBuild: Phase.PLAY,
                                PlayScoring: Phase.PLAY, Build: Phase.BUILD}


def check_action(state: GameState, action: Action) -> None:
    """Raise ``IllegalAction`` (one clear sentence) unless ``action`` is legal now."""
    kind = type(action)
    if kind not in ACTION_TYPES:
        raise IllegalAction(f"{action!r} is not a Santa Cruz action")
    if state.phase is Phase.GAME_OVER:
        raise IllegalAction("the game is over")
    if _PHASE_OF[kind] is not state.phase:
        raise IllegalAction(f"{kind.__name__} is not allowed now: the game waits for "
                            f"player {state.current} to {_WAITING[state.phase]}")
    seat = state.current
    player = state.seats[seat]
    if isinstance(action, Build):
        _check_field(state, seat, action.field, action.add_on)
    elif isinstance(action, PlayBuild):
        if not isinstance(action.card, BuildCard):
            raise IllegalAction(f"{action.card!r} is not a building card")
        if not player.builds[BUILD_INDEX[action.card]]:
            raise IllegalAction(f"player {seat} has no {action.card.value} card in hand")
        if action.card is BuildCard.DOUBLE:
            if action.kind not in MOVE_KINDS:
                raise IllegalAction("the double move builds twice as ship, river or path: "
                                    "name one as its kind")
        elif action.kind is not None:
            raise IllegalAction(f"a {action.card.value} card takes no kind")
    elif isinstance(action, PlayScoring):
        if not isinstance(action.card, ScoringCard) or action.card not in player.scoring:
            raise IllegalAction(f"player {seat} has no scoring card {action.card!r} in hand")
    elif isinstance(action, Land):
        _check_field(state, seat, action.field, False)
    elif isinstance(action, ChooseSet):
        if action.letter not in state.sets_open:
            raise IllegalAction(f"set {action.letter!r} cannot be taken (open: "
                                f"{', '.join(state.sets_open)})")
    elif isinstance(action, Discard):
        if not isinstance(action.card, ScoringCard) or action.card not in player.scoring:
            raise IllegalAction(f"player {seat} has no scoring card {action.card!r} to discard")


_WAITING = {Phase.CHOOSE_SET: "choose a set", Phase.DISCARD: "discard a scoring card",
            Phase.LANDING: "land on the coast", Phase.PLAY: "play a card",
            Phase.BUILD: "build", Phase.GAME_OVER: "nothing"}


def _check_field(state: GameState, seat: int, fid: object, add_on: object) -> None:
    f = state.geo.index.get(fid) if isinstance(fid, str) else None
    if f is None:
        raise IllegalAction(f"{fid!r} is not a field of the board")
    if type(add_on) is not bool:
        raise IllegalAction(f"add_on must be True or False, not {add_on!r}")
    if f in (state.add_on_targets if add_on else state.targets):
        return
    if state.phase is Phase.LANDING:
        if add_on:
            raise IllegalAction("the add-on is not a landing")
        why = why_not(state, seat, BuildCard.SHIP, f, False)
        raise IllegalAction(f"player {seat} cannot land there: {why}")
    assert state.build_kind is not None
    why = why_not(state, seat, state.build_kind, f, add_on)
    raise IllegalAction(f"player {seat} cannot build there with {state.build_kind.value}: {why}")
