"""The guided first game's steps: what each one teaches, which rulebook
section it stands for, and which action it asks for.

A step is one of three kinds:

- ``ACT``: the player makes one decision, and only the taught one. Its
  chooser looks at the state and names that action (None: the step does not
  apply now, and an ``optional`` step is then passed over);
- ``INFO``: a sentence and "Next" (nothing on the table changes);
- ``FAST``: the guide plays the player's turns itself (shown as a fast
  forward) until ``until`` holds.

The choosers read the state only through the engine's public API and pick
deterministically, so the guided game is the same every time (the bot is
seeded from the state too, see ``tutorial``). Sentences live in the
``tutorial`` catalog as ``tutorial.step.<id>``; docs/TUTORIAL.md maps each
step to its rulebook passage.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar

from game.monica.ai.easy import visible_points
from game.monica.ai.final_move import best_final_moves
from game.monica.engine import apply_action, legal_actions
from game.monica.engine import actions as A
from game.monica.engine.constants import END_TRIGGER_CARDS
from game.monica.engine.state import GameState

HUMAN = 0                 # the player's seat
BOT = 1                   # the guide's opponent (an easy bot)
TAUGHT_ACTION = "tourist_move"   # the sand-dollar action the guide buys (cost 1)

T = TypeVar("T")
Chooser = Callable[[GameState], A.Action | None]


class Kind(StrEnum):
    ACT = "act"
    INFO = "info"
    FAST = "fast"


@dataclass(frozen=True)
class Step:
    """One step of the guide (its sentence is ``tutorial.step.<id>``)."""

    id: str
    kind: Kind
    rule: str                              # the rulebook section it teaches
    phase: str = ""                        # ACT: the kind of decision it teaches
    choose: Chooser | None = None          # ACT: the taught action now
    optional: bool = False                 # ACT: passed over when it does not apply
    until: Callable[[GameState], bool] | None = None   # FAST: stop when this holds
    look: str | None = None                # INFO: what to point at ("objective", "city")

    @property
    def text_key(self) -> str:
        return f"tutorial.step.{self.id}"


# -- helpers ---------------------------------------------------------------------------

def _after(state: GameState, action: A.Action) -> GameState:
    probe = state.clone()
    apply_action(probe, action)
    return probe


def _gain(state: GameState, action: A.Action) -> int:
    """Visible points the player to move gets from ``action`` (icons and filled rings)."""
    me = state.current
    return visible_points(_after(state, action), me) - visible_points(state, me)


def _of(state: GameState, cls: type[T]) -> list[T]:
    return [a for a in legal_actions(state) if isinstance(a, cls)]


def _in_phase(state: GameState, *phases: str) -> bool:
    return state.current == HUMAN and state.phase in phases


def _gives_people(card_id: str, state: GameState) -> bool:
    card = state.box.cards[card_id]
    return any(p.get("gain") in ("local", "tourist") for p in card.place)


def _takes(state: GameState) -> list[tuple[int, str]]:
    out = []
    for a in _of(state, A.TakeCard):
        cid = state.front[a.col]
        if cid is not None:
            out.append((a.col, cid))
    return out


# -- choosers --------------------------------------------------------------------------

def choose_tile(state: GameState) -> A.Action | None:
    """The Pier Gate when offered (a sand dollar to start with, a VIP that likes
    tourist and local spots), else the first tile on offer."""
    if not _in_phase(state, "choose_tile"):
        return None
    tiles = _of(state, A.ChooseTile)
    for a in tiles:
        if a.tile == "S1":
            return a
    return tiles[0] if tiles else None


def place_truck(state: GameState) -> A.Action | None:
    return A.PlaceFoodTruck(0) if _in_phase(state, "food_truck") else None


def take_people_card(state: GameState) -> A.Action | None:
    """A front-row beach card that brings people, away from the truck and foodie."""
    if not _in_phase(state, "acquire"):
        return None
    busy = (state.food_truck, state.foodie)
    options = [(state.box.cards[cid].row, col not in busy, col) for col, cid in _takes(state)
               if _gives_people(cid, state)]
    if not options:
        options = [(state.box.cards[cid].row, col not in busy, col) for col, cid in _takes(state)]
    if not options:
        return None
    options.sort(key=lambda o: (o[0], not o[1], o[2]))
    return A.TakeCard(options[0][2])


def take_foodie_card(state: GameState) -> A.Action | None:
    """The card above the foodie (a free move), else above the food truck."""
    if not _in_phase(state, "acquire"):
        return None
    cols = [col for col, _ in _takes(state)]
    for col in (state.foodie, state.food_truck):
        if col in cols:
            return A.TakeCard(col)
    return None


def take_best(state: GameState) -> A.Action | None:
    """The front-row card that scores most right away (the leftmost of equals)."""
    if not _in_phase(state, "acquire"):
        return None
    takes = _of(state, A.TakeCard)
    if not takes:
        return None
    return max(takes, key=lambda a: (_best_place_gain(_after(state, a)), -a.col))


def _best_place_gain(state: GameState) -> int:
    places = _of(state, A.PlaceCard)
    return max((_gain(state, p) for p in places), default=0)


def place_best(state: GameState) -> A.Action | None:
    """The space where the taken card scores most now (the nearest of equals)."""
    if not _in_phase(state, "place"):
        return None
    places = _of(state, A.PlaceCard)
    if not places:
        return None
    return max(places, key=lambda a: (_gain(state, a), -abs(a.col)))


def buy_action(state: GameState) -> A.Action | None:
    """The cheap sand-dollar action, on the card that scores most."""
    if not _in_phase(state, "acquire"):
        return None
    buys = [b for b in _of(state, A.BuyAction) if b.action == TAUGHT_ACTION]
    if not buys:
        return None
    return max(buys, key=lambda b: (_best_place_gain(_after(state, b)), -b.picks[0][1]))


def reward(state: GameState) -> A.Action | None:
    """Truck and foodie together: a sand dollar and a move."""
    return A.ChooseReward("dollar_move") if _in_phase(state, "reward") else None


def skip_swap(state: GameState) -> A.Action | None:
    return A.SkipSwap() if _in_phase(state, "swap") else None


def _moves(state: GameState) -> list[A.Action]:
    return [a for a in legal_actions(state) if isinstance(a, (A.Move, A.Summon))]


def move_into_ring(state: GameState) -> A.Action | None:
    """A move that fills a ring (more visible points), the best one."""
    if not _in_phase(state, "actions"):
        return None
    scored = [(g, a) for a in _moves(state)
              if not _is_vip(state, a) and (g := _gain(state, a)) > 0]
    return max(scored, key=lambda ga: ga[0])[1] if scored else None


def _is_vip(state: GameState, action: A.Action) -> bool:
    if not isinstance(action, (A.Move, A.Summon)):
        return False
    return state.city.person_kind.get(action.person) == "vip"


def vip_footprint(state: GameState) -> A.Action | None:
    """A VIP walk that leaves a new footprint (the shortest)."""
    if not _in_phase(state, "actions"):
        return None
    have = len(state.city.footprints)
    walks = [a for a in _of(state, A.Move) if _is_vip(state, a)
             and len(_after(state, a).city.footprints) > have]
    return min(walks, key=lambda a: len(a.path)) if walks else None


def move_any(state: GameState) -> A.Action | None:
    """Any move that scores (a tourist of the bought action, say), else none."""
    if not _in_phase(state, "actions"):
        return None
    scored = [(g, a) for a in _moves(state) if (g := _gain(state, a)) > 0]
    return max(scored, key=lambda ga: ga[0])[1] if scored else None


def end_turn(state: GameState) -> A.Action | None:
    return A.EndActions() if _in_phase(state, "actions") else None


def final_move(state: GameState) -> A.Action | None:
    """The first move of the best final movement."""
    if not _in_phase(state, "final"):
        return None
    plan = best_final_moves(state)
    return plan[0] if plan else None


def final_done(state: GameState) -> A.Action | None:
    return A.EndActions() if _in_phase(state, "final") else None


def ready_for_last_turn(state: GameState) -> bool:
    """The fast forward stops at the player's last pick: the end is triggered,
    or the player's next card is the 14th."""
    city = state.players[HUMAN].city
    cards = len(city.cards) if city is not None else 0
    return state.current == HUMAN and state.phase == "acquire" and (
        state.final_triggered or cards >= END_TRIGGER_CARDS - 1)


# -- the guide --------------------------------------------------------------------------
STEPS: tuple[Step, ...] = (
    Step("welcome", Kind.INFO, "Overview"),
    Step("tile", Kind.ACT, "Setup: starting tiles", "choose_tile", choose_tile),
    Step("truck", Kind.ACT, "Setup: food truck and foodie", "food_truck", place_truck),
    Step("objective", Kind.INFO, "Scoring the objectives", look="objective"),
    Step("take", Kind.ACT, "A1. Select a feature from the display", "acquire", take_people_card),
    Step("place_beach", Kind.ACT, "B. Place the feature card (rows, beach end)", "place",
         place_best),
    Step("arrive", Kind.INFO, "2. Placement actions: gaining tokens", look="placed"),
    Step("foodie", Kind.ACT, "The foodie and the food truck", "acquire", take_foodie_card),
    Step("place_street", Kind.ACT, "B. Place the feature card; adjacency", "place", place_best),
    Step("reward", Kind.ACT, "The foodie and the food truck (both)", "reward", reward,
         optional=True),
    Step("ring", Kind.ACT, "Moving people; activity rings", "actions", move_into_ring),
    Step("vip", Kind.ACT, "VIPs and footprints", "actions", vip_footprint, optional=True),
    Step("end_turn", Kind.ACT, "2. Take placement actions (optional moves)", "actions", end_turn,
         optional=True),
    Step("sand_dollar", Kind.ACT, "A2. Use a sand dollar action", "acquire", buy_action),
    Step("place_bought", Kind.ACT, "B. Place the feature card(s)", "place", place_best),
    Step("tourists", Kind.ACT, "Sand dollar actions: moving people", "actions", move_any,
         optional=True),
    Step("end_bought", Kind.ACT, "2. Take placement actions", "actions", end_turn, optional=True),
    Step("tags", Kind.INFO, "Feature card breakdown: location tags", look="placed"),
    Step("icons", Kind.INFO, "Scoring: adjacency and chain", look="placed"),
    Step("zoom", Kind.INFO, "Ability clarifications (every icon in words)"),
    Step("skip", Kind.FAST, "Turn order", until=ready_for_last_turn),
    Step("end_trigger", Kind.INFO, "End of the game (14 cards)"),
    Step("last_take", Kind.ACT, "A1. Select a feature from the display", "acquire", take_best),
    Step("last_place", Kind.ACT, "End of the game: the final round", "place", place_best),
    Step("last_swap", Kind.ACT, "Swapping cards", "swap", skip_swap, optional=True),
    Step("last_end", Kind.ACT, "2. Take placement actions", "actions", end_turn, optional=True),
    Step("final_move", Kind.ACT, "Final movement", "final", final_move, optional=True),
    Step("final_done", Kind.ACT, "Final movement", "final", final_done),
    Step("tally", Kind.INFO, "Tally your scores"),
)
