"""Determinized Monte Carlo search: the hard level's look ahead.

The seat knows only its view. For each sample the hidden parts are dealt at
random from it (``determinize``: the others' hands and chips, the face-down
tiles, the deck), each candidate action is played on a copy of that deal and
the round is played out by the medium level's policy for every seat (each
deciding only on what it may know in that deal). A playout is worth the
seat's lead at the round's end: its score and bird chips less the best other
player's. Every candidate meets the same deals and the same playout dice
(common random numbers), so their differences are measured, not their luck.

Successive halving spends the budget: the candidates (at most ``WIDTH``, the
medium level's best first) share the first samples, then the worse half is
dropped, and so on, until one is left or the budget is spent. The budget is
a count of actions played out, never a clock, so a seed replays the same
decisions; counting actions rather than playouts keeps a decision early in
a round (long playouts) about as quick as one near its end.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.cruz.engine import Action, GameState, Phase, View, apply_action, clone, determinize

from game.cruz.ai.policy import decide

WIDTH = 6            # candidates searched at most


def lead(state: GameState, seat: int) -> float:
    """The seat's score and chips less the best other player's. Once the game is
    over the chips are already in the score (the birds are turned at the end:
    "PUNKTE FÜR VOGELCHIPS"), so they count once."""
    if state.phase is Phase.GAME_OVER:
        worth = [float(s) for s in state.scores]
    else:
        worth = [s + sum(p.chips) for s, p in zip(state.scores, state.seats, strict=True)]
    mine = worth[seat]
    worth[seat] = -10**6
    return float(mine - max(worth))


def playout(state: GameState, seat: int, rng: random.Random) -> tuple[float, int]:
    """Play ``state`` (a deal of its own) to the end of its round: the seat's
    lead, and the actions it took."""
    start = state.round
    steps = 0
    while state.phase is not Phase.GAME_OVER and state.round == start:
        apply_action(state, decide(state, rng))
        steps += 1
    return lead(state, seat), steps


def search(view: View, candidates: Sequence[Action], budget: int,
           rng: random.Random, width: int = WIDTH) -> Action:
    """The candidate with the best mean lead, in playouts of ``budget`` actions in all."""
    alive = list(candidates[:width])
    if len(alive) == 1:
        return alive[0]
    totals = {id(a): 0.0 for a in alive}
    spent = 0
    playouts = 0

    def deal_out() -> None:
        nonlocal spent, playouts
        deal = determinize(view, view.seat, rng)
        dice = rng.getrandbits(32)
        for action in alive:
            world = clone(deal)
            apply_action(world, action)
            value, steps = playout(world, view.seat, random.Random(dice))
            totals[id(action)] += value
            spent += steps + 1
            playouts += 1

    while len(alive) > 1:
        # Each stage: an equal share of what is left for the stages to come, in
        # deals of every candidate alive. The very first deal also measures how
        # long a playout is from here, which sizes the shares.
        stages = max(1, (len(alive) - 1).bit_length())
        measured = not playouts
        if measured:
            deal_out()
        per = int((budget - spent) * playouts / (spent * stages * len(alive)))
        if per < 1 and not measured:
            break
        for _ in range(per):
            deal_out()
        alive.sort(key=lambda a: -totals[id(a)])       # stable: the prior's order on ties
        alive = alive[:max(1, len(alive) // 2)]
    return alive[0]
