"""Short player-facing words for grants, actions and people (no pygame)."""
from __future__ import annotations

from ...engine import actions as A
from ...engine.state import GameState, Grant

PEOPLE_WORDS = {"local": ("local", "locals"), "tourist": ("tourist", "tourists"),
                "vip": ("VIP", "VIPs"), "any": ("person", "people")}
REWARD_LABELS = {"dollar_move": "1 sand dollar + 1 move", "two_dollars": "2 sand dollars",
                 "two_moves": "2 moves (1 space each)"}
ROW_WORDS = ("beach", "street")


def people(kind: str, n: int) -> str:
    one, many = PEOPLE_WORDS.get(kind, (kind, kind + "s"))
    return f"{n} {one if n == 1 else many}"


def source_name(state: GameState, source: str) -> str:
    if source in state.box.cards:
        return state.box.cards[source].name
    if source == "foodie":
        return "foodie"
    if source == "final":
        return "final movement"
    try:
        return state.box.sand_dollar_action(source).name
    except KeyError:
        return source


def grant_label(state: GameState, g: Grant) -> str:
    if g.kind == "move":
        steps = "1 space" if g.steps == 1 else f"up to {g.steps} spaces"
        return f"Move {people(g.people, g.left)}, {steps}"
    if g.kind == "summon":
        return f"Summon {people('any', g.left)} here"
    return f"Send {people('any', g.left)} home"


def card_name(state: GameState, cid: str) -> str:
    card = state.box.cards.get(cid)
    return card.name if card is not None else cid


def space_word(pos: tuple[int, int]) -> str:
    return f"{ROW_WORDS[pos[0]]} {pos[1]}"


def describe_action(state: GameState, action: A.Action) -> str:
    """One line for a staged action or the log."""
    if isinstance(action, A.TakeCard):
        return f"take {card_name(state, state.front[action.col] or '')}"
    if isinstance(action, A.PlaceCard):
        return f"place {card_name(state, action.card)}"
    if isinstance(action, A.ChooseTile):
        return f"start with {state.box.tiles[action.tile].name}"
    if isinstance(action, A.PlaceFoodTruck):
        return f"park the food truck under column {action.col + 1}"
    if isinstance(action, A.BuyAction):
        return f"buy {state.box.sand_dollar_action(action.action).name}"
    if isinstance(action, A.Swap):
        return "swap two cards"
    if isinstance(action, A.SkipSwap):
        return "skip the swap"
    if isinstance(action, A.ChooseReward):
        return f"take {REWARD_LABELS.get(action.option, action.option)}"
    if isinstance(action, A.Move):
        kind = state.city.person_kind.get(action.person, "any")
        n = len(action.path)
        return f"move a {PEOPLE_WORDS[kind][0]} {n} space{'s' if n != 1 else ''}"
    if isinstance(action, A.Summon):
        return "summon a person"
    if isinstance(action, A.ReturnPerson):
        return "send a person home"
    if isinstance(action, A.EndActions):
        return "end the turn"
    if isinstance(action, A.Pass):
        return "pass"
    return type(action).__name__
