"""Random play on random boards (hypothesis): the invariants hold after every
action, the listing and the legality function agree on every action, illegal
actions change nothing, and no seat's view or events show what it may not see."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from game.cruz.engine import (Build, BuildCard, ChooseSet, Discard, EventKind, GameState,
                              IllegalAction, Land, Phase, PlayBuild, PlayScoring, ScoringCard,
                              action_from_json, action_to_json,
                              apply_action, check_action, clone, determinize, events_for,
                              legal_actions, new_game, score_breakdown, view)
from game.cruz.engine.cards import FULL_SUPPLY
from game.cruz.engine.events import PRIVATE_FIELDS

from .fixtures import CHIPS, random_board, small_board, small_tiles, snapshot


def universe(state: GameState) -> list[object]:
    """Every action of every type on this board, and a few that are none."""
    out: list[object] = [ChooseSet(k) for k in "ABCDE"]
    out += [Discard(c) for c in ScoringCard] + [PlayScoring(c) for c in ScoringCard]
    out += [PlayBuild(c, k) for c in BuildCard for k in (None, *BuildCard)]
    for fid in state.geo.ids + ("nowhere",):
        out += [Land(fid), Build(fid), Build(fid, True)]
    return out


JUNK: list[object] = ["ship", None, Build("k1", 1), PlayBuild("ship"),   # type: ignore[arg-type]
                      PlayScoring("river"), Land(3)]                       # type: ignore[arg-type]


def check_state(s: GameState, arrival: dict[int, int]) -> None:
    n = s.players
    for seat, p in enumerate(s.seats):
        on_board = [0, 0, 0]
        for f in p.own:
            assert seat in (s.first[f], s.second[f])
            on_board[s.kind_at[f]] += 1
        for k in range(3):
            assert 0 <= p.supply[k] <= FULL_SUPPLY[k]
            assert p.supply[k] + on_board[k] + p.destroyed[k] == FULL_SUPPLY[k]
    for f, (a, b) in enumerate(zip(s.first, s.second, strict=True)):
        assert b < 0 or (a >= 0 and a != b)          # at most two, never two of one player
        if a >= 0:
            assert s.face_up[f] and f in s.seats[a].own
    assert sorted(s.track) == list(range(n))
    # the track: by score, among equal scores by arrival (earlier in front)
    assert s.track == sorted(range(n), key=lambda x: (-s.scores[x], arrival[x]))
    assert [b.total for b in score_breakdown(s)] == s.scores
    assert sum(1 for f in range(len(s.first)) if s.second[f] >= 0) <= 1
    check_cards(s)


def check_cards(s: GameState) -> None:
    """No scoring card in two places: hands, cards played, the deck, a draw set
    aside (round 2's set choice), the discards."""
    places = list(s.deck)
    for p in s.seats:
        places += p.scoring + p.played_scoring
        if p.discarded is not None:
            places.append(p.discarded)
        if p.drawn is not None and s.round == 2 and s.phase is Phase.CHOOSE_SET:
            places.append(p.drawn)
    assert len(places) == len(set(places)), places


def check_views(s: GameState, rng: random.Random) -> None:
    for seat in range(s.players):
        v = view(s, seat)
        for sv in v.seats:
            assert sv.chips is None or sv.seat == seat or s.phase is Phase.GAME_OVER
        assert all((t is None) == (not up) for t, up in zip(v.tiles, s.face_up, strict=True))
        # a field's occupants are the seats whose buildings stand there, first builder first
        assert v.occupants == tuple(tuple(x for x in (a, b) if x >= 0)
                                    for a, b in zip(s.first, s.second, strict=True))
        assert all(0 <= x < s.players for o in v.occupants for x in o)
        # a state dealt anew from what the seat saw looks the same to it
        other = determinize(s, seat, rng)
        assert view(other, seat) == v
        if s.current == seat:
            assert legal_actions(other) == legal_actions(s)
        check_cards(other)
        while other.phase is not Phase.GAME_OVER:     # a dealt state plays on
            apply_action(other, rng.choice(legal_actions(other)))
            check_cards(other)


def play(s: GameState, rng: random.Random, thorough: float) -> None:
    arrival = {seat: -1 - i for i, seat in enumerate(s.track[::-1])}
    clock = 0
    while s.phase is not Phase.GAME_OVER:
        check_state(s, arrival)
        legal = legal_actions(s)
        assert legal
        if rng.random() < thorough:
            before = snapshot(s)
            for action in universe(s):
                try:
                    check_action(s, action)       # type: ignore[arg-type]
                    ok = True
                except IllegalAction:
                    ok = False
                assert ok == (action in legal), action
                if not ok:
                    try:
                        apply_action(s, action)   # type: ignore[arg-type]
                        raise AssertionError(f"{action} applied")
                    except IllegalAction:
                        pass
            for junk in JUNK:
                try:
                    apply_action(s, junk)         # type: ignore[arg-type]
                    raise AssertionError(f"{junk!r} applied")
                except IllegalAction:
                    pass
            assert snapshot(s) == before
            for action in legal:                  # every legal action applies
                apply_action(clone(s), action)
            assert snapshot(s) == before
            check_views(s, rng)
        events = apply_action(s, rng.choice(legal))
        for e in events:
            if e.kind is EventKind.SCORED:
                clock += 1
                arrival[e.player] = clock
        for seat in range(s.players):
            for mine, seen in zip(events, events_for(events, seat), strict=True):
                for name in PRIVATE_FIELDS.get(mine.kind, ()):
                    assert seen[name] == (mine[name] if mine.player == seat else None)
    check_state(s, arrival)
    check_views(s, rng)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4), newcomers=st.booleans(),
       size=st.sampled_from([0, 8, 20, 49]))
def test_random_play_invariants(seed: int, players: int, newcomers: bool, size: int) -> None:
    rng = random.Random(seed)
    if size:
        board, tiles = random_board(rng, size)
    else:
        board, tiles = small_board(), small_tiles()
    chips = CHIPS if rng.random() < 0.7 else CHIPS[:3]        # sometimes the pool runs dry
    s = new_game(board, tiles, chips, players, seed, newcomers=newcomers,
                 oldest=rng.randrange(players))
    play(s, rng, thorough=0.15)


def test_clone_is_independent() -> None:
    s = new_game(small_board(), small_tiles(), CHIPS, 4, 3)
    rng = random.Random(3)
    for _ in range(30):
        apply_action(s, rng.choice(legal_actions(s)))
    copy = clone(s)
    before = snapshot(s)
    while copy.phase is not Phase.GAME_OVER:
        apply_action(copy, rng.choice(legal_actions(copy)))
    assert snapshot(s) == before


def test_determinize_deals_hidden_parts_anew() -> None:
    s = new_game(small_board(), small_tiles(), CHIPS, 3, 11)
    rng = random.Random(1)
    for _ in range(12):
        apply_action(s, rng.choice(legal_actions(s)))
    hidden = {(tuple(d.tile_at), tuple(d.seats[1].scoring), tuple(d.chip_pool))
              for d in (determinize(view(s, 0), 0, random.Random(i)) for i in range(10))}
    assert len(hidden) > 1
    d = determinize(view(s, 0), 0, random.Random(5))
    assert d.seats[0].scoring == s.seats[0].scoring and d.seats[0].chips == s.seats[0].chips
    while d.phase is not Phase.GAME_OVER:             # a determinized game plays on
        apply_action(d, rng.choice(legal_actions(d)))


def test_views_and_determinize_at_every_step_of_a_game() -> None:
    for players, seed in ((2, 21), (4, 22)):
        s = new_game(small_board(), small_tiles(), CHIPS, players, seed)
        rng = random.Random(seed)
        phases = set()
        while s.phase is not Phase.GAME_OVER:
            phases.add((s.round, s.phase))
            check_views(s, rng)
            apply_action(s, rng.choice(legal_actions(s)))
        assert {(2, Phase.CHOOSE_SET), (2, Phase.DISCARD), (2, Phase.BUILD)} <= phases


def test_actions_round_trip_through_json() -> None:
    s = new_game(small_board(), small_tiles(), CHIPS, 2, 1)
    for action in universe(s):
        assert action_from_json(action_to_json(action)) == action   # type: ignore[arg-type]
