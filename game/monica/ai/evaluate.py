"""What a city is worth in the middle of the game: its score now plus what
people, open rings, sand dollars, footprints and unmet card icons are
likely to add before the end.

The value splits in two: ``structure_value`` depends only on the cards
(their icons, the objective's wave and misc lines), ``people_value``
(``city_people``) on people, rings, footprints and sand dollars. Moving
people changes only the second, so the bots cache the first while they plan
movements.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.monica.engine.cards import Objective
from game.monica.engine.city import City, Pos
from game.monica.engine.groups import Layout
from game.monica.engine.icons import evaluate as eval_icon
from game.monica.engine.objectives import misc_line, wave_line
from game.monica.engine.rings import unplaced_count
from game.monica.engine.state import END_TRIGGER_CARDS, GameState

from game.monica.ai.city_people import Arrangement, arrangement, people_terms
from game.monica.ai.weights import CHAIN as _CHAIN
from game.monica.ai.weights import ICON as _ICON
from game.monica.ai.weights import LINE as _LINE
from game.monica.ai.weights import MEDIUM, NF, Weights, dot


def progress(state: GameState) -> float:
    """0 at the start, 1 when the game ends (most cards placed / 14)."""
    if state.final_triggered or state.phase in ("final", "over"):
        return 1.0
    most = 0
    for p in state.players:     # (a loop: a generator costs more, every valuation)
        city = p.city
        if city is not None and len(city.cards) > most:
            most = len(city.cards)
    return min(most / END_TRIGGER_CARDS, 1.0)


def _empty_neighbours(lay: Layout, pos: Pos) -> int:
    r, c = pos
    n = 0
    for q in ((r, c - 1), (r, c + 1), (1 - r, c)):
        if q not in lay.tags:
            n += 1
    return n


@dataclass(frozen=True, slots=True)
class _Structure:
    """What a city's cards give, apart from the share of the game left."""

    now: float                              # icon points now
    chains: tuple[tuple[float, float], ...]  # chains under way: (points, share done)
    icons: tuple[float, ...]                # unmet icons with an empty neighbour
    wave: float                             # the objective's wave line now
    misc: float                             # ... and its misc line


def _structure(city: City, objective: Objective, arranged: Arrangement) -> _Structure:
    """The city's ``_Structure``, memoised with its cards: the search values
    the same cards thousands of times while only people move, and meets the
    same arrangement in sample after sample. The city's shared memo holds it
    under the filled spaces and the cards in space order (a swap reorders
    them) and the sand dollars (an icon counts them)."""
    memo = city.shared("ai.structure")
    key = (objective.id, city.sand_dollars, arranged)
    found: _Structure | None = memo.get(key)
    if found is not None:
        return found
    lay = Layout(city)
    now = 0.0
    chains: list[tuple[float, float]] = []
    icons: list[float] = []
    for pos, card in city.cards.items():
        for icon in card.score:
            pts, have, need = eval_icon(icon, lay, pos)
            now += pts
            if pts == 0 and "chain" in icon:
                if have > 0 and need > 0:
                    base = icon["points"] * (need if icon.get("per_tag") else 1)
                    chains.append((base, min(have / need, 1.0)))
            elif pts == 0 and any(k in icon for k in ("adjacent", "adjacent_tiers",
                                                      "adjacent_all")):
                if _empty_neighbours(lay, pos):
                    best = icon.get("points", 0)
                    if "tiers" in icon:
                        best = icon["tiers"][0][1]
                    icons.append(max(best, 0))
    found = memo[key] = _Structure(now, tuple(chains), tuple(icons),
                                   wave_line(objective.wave, lay)[0],
                                   misc_line(objective.misc, lay)[0])
    return found


def structure_terms(city: City, objective: Objective, left: float,
                    feats: list[float], arranged: Arrangement | None = None) -> float:
    """Cards' icons and the wave/misc lines now (returned), and the features
    of what they may still add (added into ``feats``): the icons that empty
    neighbouring spaces could still satisfy, chains under way, the lines
    still growing (``left`` = share of the game still to play). ``arranged``:
    the city's ``arrangement``, if the caller has it."""
    st = _structure(city, objective, arrangement(city) if arranged is None else arranged)
    if left > 0:
        for base, share in st.chains:
            feats[_CHAIN] += base * left * share
        for best in st.icons:
            feats[_ICON] += best * left
    feats[_LINE] += (st.wave + st.misc) * left
    return st.now + st.wave + st.misc


def structure_value(city: City, objective: Objective, left: float,
                    w: Weights = MEDIUM) -> float:
    """What the cards are worth now and (estimated) later."""
    feats = [0.0] * NF
    return structure_terms(city, objective, left, feats) + dot(w, feats)


def others_unplaced(state: GameState, player: int) -> list[int]:
    """The unplaced people of every other seat with a city."""
    return [unplaced_count(p.city) for i, p in enumerate(state.players)
            if i != player and p.city is not None]


def unplaced_by_seat(state: GameState) -> list[int | None]:
    """Every seat's unplaced people (None: no city yet), to judge all the
    cities of one state with a single count each (``others_of``)."""
    return [None if p.city is None else unplaced_count(p.city) for p in state.players]


def others_of(counts: list[int | None], player: int) -> list[int]:
    """``others_unplaced`` read from ``unplaced_by_seat``'s counts."""
    return [n for i, n in enumerate(counts) if i != player and n is not None]


def city_features(state: GameState, player: int,
                  others: list[int] | None = None) -> tuple[float, list[float]]:
    """A city's points now and the features of what it may add later: its
    value under weights ``w`` is ``base + dot(w, feats)`` (``bench/tune.py``
    fits the weights to final scores)."""
    city = state.players[player].city
    feats = [0.0] * NF
    if city is None:
        return 0.0, feats
    objective = state.box.objectives[state.objective]
    left = 1.0 - progress(state)
    if others is None:
        others = others_unplaced(state, player)
    arranged = arrangement(city)
    base = (structure_terms(city, objective, left, feats, arranged)
            + people_terms(city, objective, others, left, feats, arranged))
    return base, feats


def city_value(state: GameState, player: int, w: Weights = MEDIUM,
               others: list[int] | None = None) -> float:
    """Everything a player's city is worth now and (estimated) later."""
    base, feats = city_features(state, player, others)
    return base + dot(w, feats)
