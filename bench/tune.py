"""Fit the bots' evaluation weights to final scores by self-play.

A city's value is ``base + sum(w_i * f_i)`` (``game.monica.ai.evaluate``): ``base``
is what it scores now, the features ``f_i`` measure what it may still add
(open rings, spare people, sand dollars, unmet icons, ...). Every feature is
computed without the weights, so the weights that best predict the final
score are a least-squares fit: play seeded games, record every player's
features at the start of every turn and their final score, and regress
``final - base`` on the features (with a small ridge pull towards the
current weights, and an intercept per stage of the game that the bots do
not need, since they compare positions at the same moment).

    python bench/tune.py --games 120 --players 2,3,4 --bots medium [--from tuned]

prints the fitted weights as a ``Weights(...)`` literal and their fit; put
them into ``game/monica/ai/weights.py`` (``TUNED``) when they play better
(``bench/strength.py``). Re-run it when the deck or the scoring changes.
Uses at most two processes.
"""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.monica.ai.evaluate import city_features, progress  # noqa: E402
from game.monica.ai.weights import FEATURES, MEDIUM, TUNED, Weights  # noqa: E402
from game.monica.ai.registry import make_bot  # noqa: E402
from game.monica.content import load_box  # noqa: E402
from game.monica.engine import apply_action, new_game, score_game  # noqa: E402

BOX = load_box()

Row = tuple[float, list[float], float, float]     # base, features, progress, final score
STAGES = 4                                          # intercepts: game progress in quarters


def play(job: tuple[str, int, int]) -> list[Row]:
    """One seeded self-play game; a row per player per turn start."""
    bot, players, seed = job
    state = new_game(players, seed, start_player=seed % players, box=BOX)
    bots = [make_bot(bot, seed * 31 + i) for i in range(players)]
    pending: list[tuple[int, float, list[float], float]] = []
    while state.phase != "over":
        if state.phase == "acquire":
            p = progress(state)
            for i in range(players):
                base, feats = city_features(state, i)
                pending.append((i, base, feats, p))
        apply_action(state, bots[state.current].choose(state))
    totals = [float(pl["total"]) for pl in score_game(state)["players"]]
    return [(base, feats, p, totals[i]) for i, base, feats, p in pending]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is small and square)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        if abs(m[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col and m[r][col] != 0.0:
                f = m[r][col] / m[col][col]
                for c in range(col, n + 1):
                    m[r][c] -= f * m[col][c]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def fit(rows: list[Row], prior: Weights, ridge: float = 50.0) -> tuple[Weights, float, float]:
    """Least-squares weights (ridge towards ``prior``), none negative: a
    feature whose weight comes out negative is fixed at 0 and the rest
    refitted (a negative weight is collinearity, not a reason to avoid,
    say, sand dollars). With the residual RMS of the fit and of the prior."""
    k = len(FEATURES)
    zero: set[int] = set()
    while True:
        coef = _fit(rows, prior, ridge, zero)
        neg = [i for i in range(k) if i not in zero and coef[i] < 0]
        if not neg:
            break
        zero.add(min(neg, key=lambda i: coef[i]))
    pv = prior.vector()
    w = Weights(*(round(c, 3) for c in coef[:k]))
    return w, _rms(rows, coef), _rms(rows, list(pv) + _intercepts(rows, pv))


def _fit(rows: list[Row], prior: Weights, ridge: float, zero: set[int]) -> list[float]:
    k = len(FEATURES)
    n = k + STAGES
    ata = [[0.0] * n for _ in range(n)]
    atb = [0.0] * n
    for base, feats, p, final in rows:
        x = [0.0 if i in zero else f for i, f in enumerate(feats)] + [1.0 if min(int(p * STAGES), STAGES - 1) == s else 0.0
                     for s in range(STAGES)]
        y = final - base
        for i in range(n):
            if x[i] == 0.0:
                continue
            atb[i] += x[i] * y
            for j in range(n):
                ata[i][j] += x[i] * x[j]
    pv = prior.vector()
    for i in range(k):
        ata[i][i] += ridge
        atb[i] += 0.0 if i in zero else ridge * pv[i]
    return solve(ata, atb)


def _intercepts(rows: list[Row], w: tuple[float, ...]) -> list[float]:
    sums = [0.0] * STAGES
    cnt = [0] * STAGES
    for base, feats, p, final in rows:
        s = min(int(p * STAGES), STAGES - 1)
        sums[s] += final - base - sum(a * b for a, b in zip(w, feats, strict=True))
        cnt[s] += 1
    return [sums[s] / cnt[s] if cnt[s] else 0.0 for s in range(STAGES)]


def _rms(rows: list[Row], coef: list[float]) -> float:
    k = len(FEATURES)
    err = 0.0
    for base, feats, p, final in rows:
        s = min(int(p * STAGES), STAGES - 1)
        pred = base + sum(a * b for a, b in zip(coef[:k], feats, strict=True)) + coef[k + s]
        err += (final - pred) ** 2
    return (err / max(len(rows), 1)) ** 0.5


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=120)
    ap.add_argument("--players", default="2,3,4", help="table sizes, games split evenly")
    ap.add_argument("--bots", default="medium", help="the level that plays every seat")
    ap.add_argument("--seed", type=int, default=7000)
    ap.add_argument("--from", dest="prior", choices=["medium", "tuned"], default="tuned",
                    help="ridge prior")
    ap.add_argument("--ridge", type=float, default=50.0)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--save", metavar="FILE", help="keep the recorded positions (JSON)")
    ap.add_argument("--load", metavar="FILE", nargs="*", default=[],
                    help="add positions recorded earlier")
    args = ap.parse_args()
    sizes = [int(x) for x in args.players.split(",")]
    jobs = [(args.bots, sizes[g % len(sizes)], args.seed + g) for g in range(args.games)]
    with Pool(min(max(args.procs, 1), 2)) as pool:
        rows = [r for game in pool.map(play, jobs, chunksize=1) for r in game]
    if args.save:
        Path(args.save).write_text(json.dumps(rows))
    if args.load:
        rows += [tuple(r) for path in args.load for r in json.loads(Path(path).read_text())]
    prior = MEDIUM if args.prior == "medium" else TUNED
    w, rms, rms_prior = fit(rows, prior, args.ridge)
    print(json.dumps({"rows": len(rows), "rms_fit": round(rms, 2),
                      "rms_prior": round(rms_prior, 2)}))
    print(replace(w))
    return 0


if __name__ == "__main__":
    sys.exit(main())
