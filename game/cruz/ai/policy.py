"""The easy and medium levels' decisions, on a state sampled from a seat's view.

``decide(state, rng, careful)`` answers for ``state.current`` and reads only
what that seat may know (the table, its own hand, the others' sets and card
counts; face-down tiles only as the mean of what may lie there), so any state
``determinize`` deals from the seat's view gives the same answer. The hard
level's searches play their futures with it.

- where to build or land: the field worth most (``worth.field_worth``); the
  careful level adds what the building opens up for the building cards still
  in hand (free fields newly joined by a path, a river newly reached);
- which card: a scoring card when ``timing.scoring_now`` says so, else the
  building card with the best field (measured: greedier beat weighing a
  card's best field against its next best), the double move kept for two
  good fields;
- sets and discards: ``sets.best_set`` and ``sets.worst_card``.

The easy level (``careful=False``) builds for the tile's points and bird,
plays a scoring card as soon as it pays it more than the others, and picks
building cards, sets and discards at random.
"""
from __future__ import annotations

import random

from game.cruz.engine import Action, GameState, Phase, PlayBuild, PlayScoring, legal_actions
from game.cruz.engine.actions import CHOOSE_ACTIONS, DISCARD_ACTIONS, PLAY_ACTIONS
from game.cruz.engine.cards import MOVE_KINDS, BuildCard
from game.cruz.engine.targets import may_add_on, targets

from game.cruz.ai.profile import card_points, info, profile
from game.cruz.ai.sets import best_set, worst_card
from game.cruz.ai.timing import DOUBLE, lead, scoring_now
from game.cruz.ai.worth import Outlook, field_worth, outlook

KEEP = 0.0          # a card's next best field, held against its best (0: greedy)
DEAD = -3.0         # a building card played with nowhere to build: a build lost
EASY_WEIGHT = 0.05   # the easy level barely minds its own scoring cards when it builds
KIND_INDEX = {BuildCard.SHIP: 0, BuildCard.RIVER: 1, BuildCard.PATH: 2}


def decide(state: GameState, rng: random.Random, careful: bool = True) -> Action:
    """The action of ``state.current`` at the easy (``careful=False``) or medium level."""
    phase = state.phase
    seat = state.current
    if phase is Phase.BUILD or phase is Phase.LANDING:
        return _place(state, rng, careful)
    if phase is Phase.PLAY:
        return _play(state, seat, rng, careful)
    if phase is Phase.CHOOSE_SET:
        if not careful:
            return CHOOSE_ACTIONS[rng.choice(state.sets_open)]
        player = state.seats[seat]
        cards = player.scoring if state.round == 1 else [c for c in (player.drawn,) if c]
        return CHOOSE_ACTIONS[best_set(state.sets_open, cards, state.piles)]
    if phase is Phase.DISCARD:
        player = state.seats[seat]
        if not careful:
            return DISCARD_ACTIONS[rng.choice(player.scoring)]
        return DISCARD_ACTIONS[worst_card(player.scoring, player.set_letter)]
    return rng.choice(legal_actions(state))


def _place(state: GameState, rng: random.Random, careful: bool) -> Action:
    actions = legal_actions(state)
    if len(actions) == 1:
        return actions[0]
    geo = state.geo
    if not careful:
        # Its own scoring cards only, the others' not guessed at.
        look = outlook(state, state.current)
        look.weights = {c: EASY_WEIGHT if w == 1.0 else 0.0 for c, w in look.weights.items()}
        return max(actions, key=lambda a: field_worth(state, look, geo.index[a.field])  # type: ignore[union-attr]
                   + rng.random() * 0.5)
    return ranked_places(state)[0]


def ranked_places(state: GameState) -> list[Action]:
    """The landings or builds of ``state.current``, best first (medium's order)."""
    geo = state.geo
    look = outlook(state, state.current)
    actions = legal_actions(state)
    return sorted(actions, key=lambda a: -(field_worth(state, look, geo.index[a.field])  # type: ignore[union-attr]
                                          + _opens(state, look, geo.index[a.field])))  # type: ignore[union-attr]


def _opens(state: GameState, look: Outlook, f: int) -> float:
    """What a building on ``f`` opens up for the building cards still in hand."""
    builds = state.seats[look.seat].builds
    geo = state.geo
    first = state.first
    value = 0.0
    if builds[2] or builds[DOUBLE]:
        reached = look.reached
        fresh = sum(1 for n in geo.path_nbrs[f] if first[n] < 0 and n not in reached)
        value += 0.3 * fresh * min(1.0, (builds[2] + builds[DOUBLE]) / 2)
    if builds[1] or builds[DOUBLE]:
        mine = look.rivers
        for r in geo.rivers_at[f]:
            if r not in mine:
                free = sum(1 for n in geo.river_fields[r] if first[n] < 0 and n != f)
                value += 0.4 * min(free, 3 * (builds[1] + builds[DOUBLE]))
    return value


def _play(state: GameState, seat: int, rng: random.Random, careful: bool) -> Action:
    player = state.seats[seat]
    if not careful:
        return _play_easy(state, seat, rng)
    profiles = [profile(state, s) for s in range(state.players)]
    card = scoring_now(state, seat, profiles)
    if card is not None:
        return PlayScoring(card)
    look = outlook(state, seat)
    look.me = profiles[seat]
    add_on = may_add_on(state, seat)
    best: Action | None = None
    best_key = float("-inf")
    for kind in MOVE_KINDS:
        single = player.builds[KIND_INDEX[kind]]
        double = player.builds[DOUBLE]
        if not single and not double:
            continue
        free, extra = targets(state, seat, kind, add_on)
        values = sorted((field_worth(state, look, f) + _opens(state, look, f)
                         for f in (*free, *extra)), reverse=True)
        values += [DEAD] * 4
        if single:
            key = values[0] - KEEP * values[1] if values[0] > DEAD else DEAD
            if key > best_key:
                best, best_key = PLAY_ACTIONS[kind][0], key
        if double:
            key = ((values[0] + values[1]) - KEEP * (values[2] + values[3])) / 2 - 1.0
            if values[1] <= DEAD:
                key = DEAD - 1.0
            if key > best_key:
                best, best_key = PLAY_ACTIONS[BuildCard.DOUBLE][KIND_INDEX[kind]], key
    if best is None or (best_key <= DEAD and player.scoring):
        # Nothing to build now: a scoring card goes first (it costs no build).
        return PlayScoring(max(player.scoring, key=lambda c: lead(c, profiles, seat)[1]))
    return best


def _play_easy(state: GameState, seat: int, rng: random.Random) -> Action:
    player = state.seats[seat]
    if player.scoring:
        me = profile(state, seat)
        others = [profile(state, s) for s in range(state.players) if s != seat]
        for card in player.scoring:
            mine = card_points(card, me)
            if mine > 0 and all(mine > card_points(card, p) for p in others):
                return PlayScoring(card)
    builds = [a for a in legal_actions(state) if isinstance(a, PlayBuild)]
    if not builds:
        return PlayScoring(rng.choice(player.scoring))
    # The card with the field of most points (a double counts its best field).
    best_key = -1.0
    best: Action = builds[0]
    for action in builds:
        free, _ = targets(state, seat, action.kind or action.card, False)
        key = max((_points(state, f) for f in free), default=0.0) + rng.random() * 0.5
        if key > best_key:
            best, best_key = action, key
    return best


def _points(state: GameState, f: int) -> float:
    """A field as the easy level sees it: the tile's points and bird."""
    if state.face_up[f]:
        t = info(state.tile_at[f])
        return t.points + (1.9 if t.bird else 0.0)
    return 2.0
