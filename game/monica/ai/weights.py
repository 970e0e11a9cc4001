"""The weights of a city's value: how much each feature of what a city may
still add is worth (``evaluate``), the sets the bots use, and the index of
each feature in a feature list.
"""
from __future__ import annotations

from dataclasses import astuple, dataclass, fields


@dataclass(frozen=True, slots=True)
class Weights:
    """How much the future is worth, per unit, at the start of the game
    (scaled down linearly as the game runs out)."""

    dollar: float = 0.7            # a sand dollar buys actions later
    dollar_end: float = 0.0        # ... and nothing at the very end
    icon_open: float = 0.45        # share of an unmet icon with an empty neighbour
    chain_progress: float = 0.35   # share of a chain icon per copy already chained
    ring_reachable: float = 0.85   # an open ring that people can already fill
    ring_future: float = 0.35      # an open ring nobody can reach yet
    ring_partial: float = 0.25     # extra per share of a ring already filled
    vip_step: float = 0.8          # a footprint one VIP step away
    person_spare: float = 0.3      # a person with a slot somewhere still to fill
    line_growth: float = 0.25      # objective lines still growing


    def vector(self) -> tuple[float, ...]:
        return astuple(self)


MEDIUM = Weights()
# Fitted to final scores by self-play (bench/tune.py); the hard and expert bots use them.
TUNED = Weights(dollar=1.24, dollar_end=0.0, icon_open=0.72, chain_progress=0.99,
                ring_reachable=0.448, ring_future=0.0, ring_partial=0.279, vip_step=0.0,
                person_spare=3.166, line_growth=0.0)
# Tuned by play at a 4-player table against three medium seats
# (bench/tune_play.py); the hard and expert bots use them at 4 players.
PLAYED = Weights(dollar=1.596, dollar_end=0.093, icon_open=0.729, chain_progress=1.416,
                 ring_reachable=0.677, ring_future=0.057, ring_partial=0.141, vip_step=0.173,
                 person_spare=1.616, line_growth=0.008)
# Tuned by play at a 2-player table against medium with the hard bot's search
# in the loop (bench/tune_play.py --level hard); the expert uses them at 2 players.
SEARCHED = Weights(dollar=1.264, dollar_end=0.257, icon_open=0.728, chain_progress=0.372,
                   ring_reachable=0.517, ring_future=0.098, ring_partial=0.396, vip_step=0.177,
                   person_spare=2.014, line_growth=0.013)
# The 2-player leaf of the hard bot's search (``leaf.Leaf``): fitted to
# where two medium players take the game from the bot's own leaves, plan
# against plan on the same reshuffle (bench/fit_leaf.py).
LEAF_2P = Weights(dollar=0.729, dollar_end=0.550, icon_open=0.837, chain_progress=1.085,
                  ring_reachable=0.833, ring_future=0.062, ring_partial=0.859, vip_step=0.408,
                  person_spare=1.299, line_growth=-0.071)
FEATURES: tuple[str, ...] = tuple(f.name for f in fields(Weights))
_F = {name: i for i, name in enumerate(FEATURES)}
NF = len(FEATURES)


DOLLAR, DOLLAR_END, ICON, CHAIN, REACHABLE, FUTURE, PARTIAL, VIP, SPARE, LINE = (
    _F[k] for k in ("dollar", "dollar_end", "icon_open", "chain_progress", "ring_reachable",
                    "ring_future", "ring_partial", "vip_step", "person_spare", "line_growth"))
assert (DOLLAR, DOLLAR_END, ICON, CHAIN, REACHABLE, FUTURE, PARTIAL, VIP, SPARE,
        LINE) == tuple(range(NF)), "dot() spells the features out in this order"


def dot(w: Weights, f: list[float]) -> float:
    """The weighted sum of the features (spelt out: this is a hot path)."""
    return (w.dollar * f[0] + w.dollar_end * f[1] + w.icon_open * f[2]
            + w.chain_progress * f[3] + w.ring_reachable * f[4] + w.ring_future * f[5]
            + w.ring_partial * f[6] + w.vip_step * f[7] + w.person_spare * f[8]
            + w.line_growth * f[9])
