"""Fit the 2-player leaf of the hard bot's search (``leaf.Leaf``) to where
medium players take the game from it.

The search compares plans on the same reshuffle, so what its leaf has to
get right is the difference between the leaves of two plans, not how good
a position is in general. This script records exactly that: in seeded games
of the hard bot against medium, at some of the bot's turn starts every plan
in its race is played on one extra reshuffle to its leaf (a group), and
each leaf is labelled by the final margin of a continuation to the end in
which both seats play as medium does (the same deck, the exact final
movement). The fit is a least-squares fit of the labels, group by group
(each group's mean taken out), on the leaf's terms: the difference of the
two cities' features (``evaluate.city_features``), and the gains of the
best next turn of the seat to move and of the other seat on the display
the leaf ends on (``leaf.turn_gain``). A small ridge keeps it steady;
a city weight that comes out negative is fixed at 0 unless ``--signed``
(``LEAF_2P`` was fitted signed: its ``line_growth`` is -0.071).

    python bench/fit_leaf.py --games 300 --seed 9300 --save leaves.json
    python bench/fit_leaf.py --load leaves.json         # fit again, no games

prints how well each leaf orders the plans of a group (the correlation of
its values with the labels, group means taken out, five-fold by group) and
the fitted ``Leaf``; put it into ``game/monica/ai/weights.py`` (``LEAF_2P``) and
``game/monica/ai/hard.py`` (``LOOK_2P``) when it plays better (``bench/strength.py``).
Reproducible: the same arguments record the same groups. A group of 8 plans
costs about 3 s of one core (the continuations); at most two processes.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.monica.ai.evaluate import city_features  # noqa: E402
from game.monica.ai.hard import HardBot  # noqa: E402
from game.monica.ai.medium import MediumBot  # noqa: E402
from game.monica.ai.planner import Plan  # noqa: E402
from game.monica.ai.leaf import their_gain, turn_gain  # noqa: E402
from game.monica.ai.search import play_plan, rollout  # noqa: E402
from game.monica.ai.weights import FEATURES, TUNED, Weights  # noqa: E402
from game.monica.content import load_box  # noqa: E402
from bench.tune import solve  # noqa: E402
from game.monica.engine import apply_action, determinize, new_game, score_game  # noqa: E402
from game.monica.engine.state import GameState  # noqa: E402
from game.monica.match.simulate import series_game  # noqa: E402

BOX = load_box()
# A leaf's terms: the margin now, the feature differences, the two gains.
Row = tuple[float, list[float], float, float, float]   # base, feats, mine, theirs, label
TERMS = (*FEATURES, "mine", "theirs")


def continuation(state: GameState, seed: int) -> list[float]:
    """Every seat's final score when medium plays every seat from ``state``."""
    s = state.clone()
    bots = [MediumBot(seed * 7 + i) for i in range(s.n)]
    while s.phase != "over":
        apply_action(s, bots[s.current].choose(s))
    return [float(p["total"]) for p in score_game(s)["players"]]


def leaf_terms(leaf: GameState, me: int, bot: HardBot) -> tuple[float, list[float], float, float]:
    """The margin now, the feature differences and the two gains at ``leaf``."""
    them = 1 - me
    mine_base, mine_f = city_features(leaf, me)
    their_base, their_f = city_features(leaf, them)
    search = bot.search
    gain = turn_gain(leaf, me, search.policy)
    other = their_gain(leaf, me, search.policy, search.others(2, me))
    return mine_base - their_base, [a - b for a, b in zip(mine_f, their_f, strict=True)], gain, other


class Recorder(HardBot):
    """The hard bot, recording a group at a share of its turn starts."""

    def __init__(self, seed: int, share: float) -> None:
        super().__init__(seed, table=("hard", "medium"))
        self.draw = random.Random(seed)
        self.share = share
        self.groups: list[list[tuple[GameState, tuple[float, list[float], float, float]]]] = []

    def candidates(self, state: GameState) -> list[Plan]:
        plans = super().candidates(state)
        if len(plans) > 1 and self.draw.random() < self.share:
            self.record(state, plans, self.draw.getrandbits(32))
        return plans

    def record(self, state: GameState, plans: list[Plan], seed: int) -> None:
        search, me = self.search, state.current
        others = search.others(state.n, me)
        group = []
        for plan in plans:
            s = determinize(state, random.Random(seed))
            if not play_plan(s, plan.actions):
                return
            rollout(s, me, search.policy, search.my_turns, search.w, others,
                    first=search.firsts(others, state.n))
            if s.phase != "acquire" or s.current != me:
                return          # the end is judged by the final scores, not by the leaf
            group.append((s, leaf_terms(s, me, self)))
        self.groups.append(group)


def play(job: tuple[int, int, float]) -> list[list[Row]]:
    """One seeded game of the hard bot against medium; its groups, labelled."""
    seed, g, share = job
    game_seed, start = series_game(seed, g, 2)
    state = new_game(2, game_seed, start_player=start, box=BOX)
    recorder = Recorder(game_seed * 31, share)
    bots = [recorder, MediumBot(game_seed * 31 + 1)]
    while state.phase != "over":
        apply_action(state, bots[state.current].choose(state))
    out = []
    for k, group in enumerate(recorder.groups):
        rows = []
        for leaf, (base, feats, mine, theirs) in group:
            final = continuation(leaf, game_seed * 100 + k)
            me = leaf.current
            rows.append((base, feats, mine, theirs, final[me] - final[1 - me]))
        out.append(rows)
    return out


# -- the fit ----------------------------------------------------------------
def _centred(group: list[Row]) -> list[tuple[list[float], float]]:
    """Each leaf's terms and label minus the group's means; the label less
    the margin now (which the leaf counts as it is)."""
    xs = [[*feats, mine, theirs] for _, feats, mine, theirs, _ in group]
    ys = [label - base for base, _, _, _, label in group]
    k = len(xs[0])
    mx = [sum(x[i] for x in xs) / len(xs) for i in range(k)]
    my = sum(ys) / len(ys)
    return [([x[i] - mx[i] for i in range(k)], y - my) for x, y in zip(xs, ys, strict=True)]


def fit(groups: list[list[Row]], ridge: float = 20.0, look: bool = True,
        signed: bool = False) -> list[float]:
    """The leaf's coefficients (``TERMS`` order): city weights none negative
    (``signed``: of either sign), the two gains free; without ``look`` the
    gains stay 0."""
    k = len(TERMS)
    use = [i for i in range(k) if look or i < len(FEATURES)]
    zero: set[int] = set()
    rows = [r for g in groups for r in _centred(g)]
    while True:
        cols = [i for i in use if i not in zero]
        ata = [[sum(x[i] * x[j] for x, _ in rows) + (ridge if i == j else 0.0) for j in cols]
               for i in cols]
        atb = [sum(x[i] * y for x, y in rows) for i in cols]
        coef = dict(zip(cols, solve(ata, atb), strict=True))
        neg = [i for i in cols if i < len(FEATURES) and coef[i] < 0]
        if signed or not neg:
            return [coef.get(i, 0.0) for i in range(k)]
        zero.add(min(neg, key=lambda i: coef[i]))


def predict(row: Row, coef: list[float]) -> float:
    base, feats, mine, theirs, _ = row
    return base + sum(c * x for c, x in zip(coef, [*feats, mine, theirs], strict=True))


def within_corr(groups: list[list[Row]], preds: list[list[float]]) -> float:
    """Correlation of the predictions with the labels, each group's mean
    taken out of both."""
    xs: list[float] = []
    ys: list[float] = []
    for g, p in zip(groups, preds, strict=True):
        mp = sum(p) / len(p)
        ml = sum(r[4] for r in g) / len(g)
        xs += [v - mp for v in p]
        ys += [r[4] - ml for r in g]
    sxy = sum(a * b for a, b in zip(xs, ys, strict=True))
    sxx = sum(a * a for a in xs)
    syy = sum(b * b for b in ys)
    return sxy / (sxx * syy) ** 0.5 if sxx > 0 and syy > 0 else 0.0


def cross_checked(groups: list[list[Row]], look: bool, signed: bool, folds: int = 5) -> float:
    """``within_corr`` of fits that never saw the group they predict."""
    preds: list[list[float]] = [[] for _ in groups]
    for f in range(folds):
        coef = fit([g for i, g in enumerate(groups) if i % folds != f], look=look,
                   signed=signed)
        for i, g in enumerate(groups):
            if i % folds == f:
                preds[i] = [predict(r, coef) for r in g]
    return within_corr(groups, preds)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=9300)
    ap.add_argument("--share", type=float, default=0.3, help="share of turn starts recorded")
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--save", metavar="FILE", help="keep the recorded groups (JSON)")
    ap.add_argument("--load", metavar="FILE", nargs="*", default=[],
                    help="add groups recorded earlier")
    ap.add_argument("--signed", action="store_true",
                    help="let city weights come out negative")
    args = ap.parse_args()
    groups: list[list[Row]] = []
    if args.games > 0:
        jobs = [(args.seed, g, args.share) for g in range(args.games)]
        with Pool(min(max(args.procs, 1), 2)) as pool:
            groups = [grp for game in pool.map(play, jobs, chunksize=1) for grp in game]
    if args.save:
        Path(args.save).write_text(json.dumps(groups))
    for path in args.load:
        groups += [[tuple(r) for r in g] for g in json.loads(Path(path).read_text())]  # type: ignore[misc]
    tuned = [*TUNED.vector(), 0.0, 0.0]
    coef = fit(groups, signed=args.signed)
    print(json.dumps({
        "groups": len(groups), "leaves": sum(len(g) for g in groups),
        "within_corr": {
            "tuned": round(within_corr(groups, [[predict(r, tuned) for r in g] for g in groups]), 3),
            "fitted, no look": round(cross_checked(groups, False, args.signed), 3),
            "fitted with the look": round(cross_checked(groups, True, args.signed), 3)}}))
    w = Weights(*(round(c, 3) for c in coef[:len(FEATURES)]))
    print(f"LEAF_2P = {w}")
    print(f"LOOK_2P = Leaf(LEAF_2P, mine={coef[-2]:.3f}, theirs={coef[-1]:.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
