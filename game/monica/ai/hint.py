"""Hints for a human player: what the hard bot would do now, what it is
worth, and why, in one line of plain English.

``hint(state, think_ms=...)`` never changes ``state``. ``score_change`` is
the immediate change of the player's score (as ``score_game`` counts it)
after the whole suggested turn; ``value_gain`` is the estimated gain over
the average alternative (the search's judgement at the start of a turn, the
mid-game city value otherwise), in points.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.monica.engine import apply_action, legal_actions, score_game
from game.monica.engine import actions as A
from game.monica.engine.state import GameState

from game.monica.ai.common import SETUP_PHASES
from game.monica.ai.evaluate import city_value
from game.monica.ai.hard import HardBot

ROW_NAMES = ("beach", "street")
KIND_WORDS = {"local": "local", "tourist": "tourist", "vip": "VIP"}


@dataclass(frozen=True, slots=True)
class Hint:
    action: A.Action
    score_change: int
    value_gain: float
    text: str


def _total(state: GameState, player: int) -> int:
    for row in score_game(state)["players"]:
        if row["name"] == state.players[player].name:
            return int(row["total"])
    return 0


def _space(pos: tuple[int, int], start_col: int) -> str:
    r, c = pos
    off = c - start_col
    if off == 0:
        return f"the {ROW_NAMES[r]} half of your starting tile"
    side = "right" if off > 0 else "left"
    return f"your {ROW_NAMES[r]} row, {abs(off)} to the {side} of your starting tile"


def _card_name(state: GameState, cid: str | None) -> str:
    return state.box.cards[cid].name if cid is not None else "an empty space"


def describe(state: GameState, action: A.Action) -> str:
    """A short imperative phrase for an action."""
    box = state.box
    city = state.players[state.current].city
    start = city.start_col if city is not None else 0
    if isinstance(action, A.TakeCard):
        return f"take {_card_name(state, state.front[action.col])} (front row, column {action.col + 1})"
    if isinstance(action, A.BuyAction):
        sd = box.sand_dollar_action(action.action)
        rows = state.front, state.back
        names = [_card_name(state, (rows[0] if r == "front" else rows[1])[c])
                 for r, c in action.picks]
        return f"pay {sd.cost} sand dollars for {sd.name} and take {' and '.join(names)}"
    if isinstance(action, A.PlaceCard):
        card = box.cards[action.card]
        return f"place {card.name} in {_space((card.row, action.col), start)}"
    if isinstance(action, A.Swap):
        assert city is not None
        return (f"swap {city.cards[action.a].name} and {city.cards[action.b].name}")
    if isinstance(action, A.SkipSwap):
        return "skip the swap"
    if isinstance(action, A.ChooseReward):
        return {"dollar_move": "take a sand dollar and a move",
                "two_dollars": "take two sand dollars",
                "two_moves": "take two moves"}.get(action.option, action.option)
    if isinstance(action, A.Move):
        assert city is not None
        kind = KIND_WORDS.get(city.person_kind.get(action.person, ""), "person")
        return f"move a {kind} to {_space(action.path[-1], start)}"
    if isinstance(action, A.Summon):
        assert city is not None
        kind = KIND_WORDS.get(city.person_kind.get(action.person, ""), "person")
        target = state.grants[action.grant].target
        where = box.cards[target].name if target in box.cards else "the summoning card"
        return f"call a {kind} onto {where}"
    if isinstance(action, A.ReturnPerson):
        assert city is not None
        kind = KIND_WORDS.get(city.person_kind.get(action.person, ""), "person")
        return f"send a {kind} home"
    if isinstance(action, A.EndActions):
        return "stop moving people"
    if isinstance(action, A.ChooseTile):
        return f"choose the starting tile {box.tiles[action.tile].name}"
    if isinstance(action, A.PlaceFoodTruck):
        return f"put the food truck under column {action.col + 1}"
    return "pass"


def hint(state: GameState, think_ms: int | None = None) -> Hint:
    """What the hard bot would do for the current player now (``think_ms``
    caps its search; without it the hint is reproducible)."""
    me = state.current
    bot = HardBot(seed=state.turns * 7 + me, think_ms=think_ms)
    action = bot.choose(state.clone())
    # The rest of the turn the bot has in mind, for the score change.
    after = state.clone()
    apply_action(after, action)
    plan = [action]
    while after.current == me and after.phase not in ("over", *SETUP_PHASES) \
            and (after.turns, after.current) == (state.turns, me) and len(plan) < 40:
        nxt = bot.choose(after)
        plan.append(nxt)
        apply_action(after, nxt)
    score_change = _total(after, me) - _total(state, me)
    gain = _gain(state, me, action, bot)
    text = describe(state, action)
    text = text[:1].upper() + text[1:]
    follow = [describe_after(state, plan, i) for i in range(1, min(len(plan), 3))]
    follow = [f for f in follow if f]
    if follow:
        text += ", then " + ", then ".join(follow)
    sign = "+" if score_change >= 0 else ""
    text += f": {sign}{score_change} points now"
    if abs(gain) >= 0.5:
        text += f", about {gain:.0f} better than the average choice"
    return Hint(action, score_change, round(gain, 1), text + ".")


def describe_after(state: GameState, plan: list[A.Action], i: int) -> str:
    """Describe ``plan[i]`` in the state it will be played in."""
    s = state.clone()
    for act in plan[:i]:
        apply_action(s, act)
    act = plan[i]
    if isinstance(act, A.EndActions):
        return ""
    if isinstance(act, A.PlaceCard) and isinstance(plan[i - 1], A.TakeCard):
        card = s.box.cards[act.card]
        city = s.players[s.current].city
        start = city.start_col if city is not None else 0
        return f"place it in {_space((card.row, act.col), start)}"
    return describe(s, act)


def _gain(state: GameState, me: int, action: A.Action, bot: HardBot) -> float:
    """Estimated points over the average alternative."""
    if state.phase == "acquire" and len(bot.last) > 1:
        sampled = [c for c in bot.last if c.n]
        if sampled:
            chosen = next((c for c in sampled if c.plan.actions[0] == action), None)
            if chosen is not None:
                return chosen.mean - sum(c.mean for c in sampled) / len(sampled)
    values = []
    chosen_v = None
    for act in legal_actions(state)[:60]:
        s = state.clone()
        apply_action(s, act)
        v = city_value(s, me)
        values.append(v)
        if act == action:
            chosen_v = v
    if chosen_v is None or not values:
        return 0.0
    return chosen_v - sum(values) / len(values)
