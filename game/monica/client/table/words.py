"""Short player-facing words for grants, actions and people, in a ``Words``'
language (no pygame). Open actions ("grants") are phrased by
``game.i18n.words``; icons by ``game.monica.i18n.icons``."""
from __future__ import annotations

from game.monica.engine import actions as A
from game.monica.engine.state import GameState, Grant
from game.i18n import Words
from game.i18n import words as i18n_words

KINDS = ("local", "tourist", "vip")


def kind_word(words: Words, kind: str) -> str:
    """"local" / "tourist" / "VIP" / "person", as the prompts and hints use it."""
    return words.t(f"table.hint.kind.{kind if kind in KINDS else 'any'}")


def reward_label(words: Words, option: str) -> str:
    """The food truck and foodie's joint reward: "1 sand dollar + 1 move"."""
    return words.t(f"play.reward.{option}")


def action_name(words: Words, action) -> str:
    """A sand-dollar action's name in ``words``' language."""
    return i18n_words.action_name(action.id, words.language, fallback=action.name)


def grant_label(words: Words, state: GameState, g: Grant) -> str:
    """One open action: "Move 2 locals, up to 3 spaces each"."""
    return i18n_words.grant_label(state, g, words.language)


def card_name(state: GameState, cid: str) -> str:
    card = state.box.cards.get(cid)
    return card.name if card is not None else cid


def describe_action(words: Words, state: GameState, action: A.Action) -> str:
    """One line for a staged action ("Take Pier Carousel")."""
    box = state.box
    if isinstance(action, A.TakeCard):
        return words.t("table.hint.action.take", card=card_name(state, state.front[action.col] or ""))
    if isinstance(action, A.PlaceCard):
        return words.t("table.hint.action.place", card=card_name(state, action.card))
    if isinstance(action, A.ChooseTile):
        return words.t("table.hint.action.tile", tile=box.tiles[action.tile].name)
    if isinstance(action, A.PlaceFoodTruck):
        return words.t("table.hint.action.truck", col=action.col + 1)
    if isinstance(action, A.BuyAction):
        rows = {"front": state.front, "back": state.back}
        cards = i18n_words.join_names([card_name(state, rows[r][c] or "") for r, c in
                                       action.picks], words.language)
        return words.t("table.hint.action.buy", action=action_name(words, box.sand_dollar_action(
            action.action)), cards=cards)
    if isinstance(action, A.SkipSwap):
        return words.t("table.hint.action.skip_swap")
    if isinstance(action, A.ChooseReward):
        return words.t("table.hint.action.reward", option=reward_label(words, action.option))
    if isinstance(action, A.EndActions):
        return words.t("table.hint.action.end")
    if isinstance(action, A.Pass):
        return words.t("table.hint.action.pass")
    return words.t("table.hint.action.end")
