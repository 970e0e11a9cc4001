"""Which tap comes next for an engine action: the key of the table's
interaction model (``table.interaction``) that leads to ``action`` from
what is selected now, and whether a tapped key is that one.

A card is taken with one tap; a card is placed by its hand card (when
another one is selected) and then its space; a person moves by the person
and its end space (a VIP space by space, then "Walk here" if the walk is
shorter than allowed); a grant button first when the person could use
another one; an action waiting for Confirm needs the Confirm button. No
pygame: the guide, its tests and its autoplay share this.
"""
from __future__ import annotations

from game.monica.engine import actions as A
from game.monica.client.table.interaction import Interaction, Key

CONFIRM: Key = ("button", "confirm")


def next_key(action: A.Action, ui: Interaction, staged: A.Action | None) -> Key | None:
    """The key to tap next on the way to ``action`` (None: no tap leads there)."""
    if staged is not None:
        return CONFIRM if staged == action else None
    if isinstance(action, A.ChooseTile):
        return ("tile", action.tile)
    if isinstance(action, A.PlaceFoodTruck):
        return ("lane", action.col)
    if isinstance(action, A.TakeCard):
        return ("display", "front", action.col)
    if isinstance(action, A.BuyAction):
        if ui.buy != action.action:
            return ("sd", action.action)
        left = [p for p in action.picks if p not in ui.chosen]
        return ("display", left[0][0], left[0][1]) if left else None
    if isinstance(action, A.PlaceCard):
        if ui.card != action.card:
            return ("hand", action.card)
        return ("spot", (ui.state.box.cards[action.card].row, action.col))
    if isinstance(action, A.ChooseReward):
        return ("button", f"reward:{action.option}")
    if isinstance(action, A.SkipSwap):
        return ("button", "skip_swap")
    if isinstance(action, A.Swap):
        return ("space", action.b if ui.swap_first == action.a else action.a)
    if isinstance(action, A.EndActions):
        return CONFIRM
    if isinstance(action, (A.Move, A.Summon, A.ReturnPerson)):
        return _person_key(action, ui)
    return None


def _person_key(action: A.Move | A.Summon | A.ReturnPerson, ui: Interaction) -> Key | None:
    chosen = ui.person is not None and ui.representative(ui.person) == action.person
    if not chosen:
        if ui.person is None and ui.grant_choice not in (None, action.grant) \
                and len(ui.open_grants()) > 1:
            return ("button", f"grant:{action.grant}")
        return ("person", action.person)
    if ui.active_grant() != action.grant:
        return ("button", f"grant:{action.grant}")
    if isinstance(action, A.ReturnPerson):
        return ("button", "return")
    if isinstance(action, A.Summon):
        target = ui.state.card_pos(ui.state.current, ui.state.grants[action.grant].target or "")
        return ("space", target) if target is not None else None
    if not ui.is_vip(action.person if ui.person is None else ui.person):
        return ("space", action.path[-1])
    walked = list(ui.path)
    if walked == list(action.path[:len(walked)]) and len(walked) < len(action.path):
        return ("space", action.path[len(walked)])
    if walked == list(action.path):
        return ("button", "confirm_move")
    return ("button", "step_back")


def same_tap(key: Key, want: Key, ui: Interaction) -> bool:
    """Does tapping ``key`` do what tapping ``want`` does? (Any person of the
    wanted one's group; a person standing on the wanted space.)"""
    if key == want:
        return True
    if key[0] == "person" and want[0] == "person":
        return ui.representative(key[1]) == ui.representative(want[1]) is not None
    if key[0] == "person" and want[0] == "space" and ui.person is not None:
        return ui.state.city.person_pos.get(key[1]) == want[1]
    return False
