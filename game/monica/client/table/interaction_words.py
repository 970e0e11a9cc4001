"""The interaction model in words: the prompt telling the player what to do,
the choice buttons and the end-of-turn label, for what ``Interaction`` has
selected. No pygame."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.monica.engine import actions as A
from game.monica.client.table import words as table_words

if TYPE_CHECKING:
    from game.monica.client.table.interaction import Interaction

Key = tuple
Pos = tuple[int, int]


@dataclass(frozen=True)
class ButtonSpec:
    name: str
    label: str
    enabled: bool = True
    selected: bool = False


def buttons(ui: Interaction) -> list[ButtonSpec]:
    """The choice buttons for what is being decided."""
    st = ui.state
    ph = ui.phase
    out: list[ButtonSpec] = []
    if ph == "acquire":
        if ui.buy is not None:
            out.append(ButtonSpec("cancel", ui.words.t("table.ui.btn.cancel_buy")))
        if ui.of(A.Pass):
            out.append(ButtonSpec("pass", ui.words.t("table.ui.btn.pass")))
    elif ph == "swap":
        out.append(ButtonSpec("skip_swap", ui.words.t("table.ui.btn.no_swap")))
    elif ph == "reward":
        for a in ui.of(A.ChooseReward):
            out.append(ButtonSpec(f"reward:{a.option}", table_words.reward_label(ui.words, a.option)))
    elif ph in ("actions", "final"):
        active = ui.active_grant()
        for i in ui.open_grants():
            out.append(ButtonSpec(f"grant:{i}", table_words.grant_label(ui.words, st, st.grants[i]),
                                  selected=(i == active)))
        if ui.person is not None and ui.is_vip(ui.person) and ui.path:
            out.append(ButtonSpec("step_back", ui.words.t("table.ui.btn.step_back")))
            out.append(ButtonSpec("confirm_move", ui.words.t("table.ui.btn.walk_here"),
                                  enabled=ui.vip_move() is not None))
        if ui.can_return():
            out.append(ButtonSpec("return", ui.words.t("table.ui.btn.send_home")))
        if ph == "final":
            out.append(ButtonSpec("auto", ui.words.t("table.ui.btn.auto")))
    return out

def end_label(ui: Interaction) -> str | None:
    """Label of the end-of-turn button, when EndActions is open."""
    if not ui.of(A.EndActions):
        return None
    return ui.words.t("table.ui.btn.done_moving") if ui.phase == "final" else \
        ui.words.t("table.ui.btn.end_turn")

def prompt(ui: Interaction) -> str:
    """One line telling the player what to do now."""
    st = ui.state
    ph = ui.phase
    if ph == "choose_tile":
        return ui.words.t("table.ui.prompt.choose_tile")
    if ph == "food_truck":
        return ui.words.t("table.ui.prompt.food_truck")
    if ph == "acquire":
        if ui.buy is not None:
            act = st.box.sand_dollar_action(ui.buy)
            name = table_words.action_name(ui.words, act)
            what = _picks_hint(ui, act.take)
            if ui.chosen:
                return ui.words.t("table.ui.prompt.buy_chosen", action=name, what=what,
                         n=len(ui.chosen))
            return ui.words.t("table.ui.prompt.buy", action=name, what=what)
        return ui.words.t("table.ui.prompt.acquire")
    if ph == "place":
        if ui.card is None:
            return ui.words.t("table.ui.prompt.place_none")
        card = st.box.cards[ui.card]
        return ui.words.t("table.ui.prompt.place", card=card.name,
                 row=ui.words.t(f"table.ui.row.{card.row_name}"))
    if ph == "swap":
        if ui.swap_first is None:
            return ui.words.t("table.ui.prompt.swap")
        return ui.words.t("table.ui.prompt.swap_second")
    if ph == "reward":
        return ui.words.t("table.ui.prompt.reward")
    if ph in ("actions", "final"):
        if ui.person is None:
            final = "final_" if ph == "final" else ""
            if ui.open_grants():
                return ui.words.t(f"table.ui.prompt.{final}pick")
            return ui.words.t(f"table.ui.prompt.{final}nothing")
        g = ui.active_grant()
        kind = st.city.person_kind.get(ui.person, "")
        if g is not None and st.grants[g].kind == "return":
            return ui.words.t("table.ui.prompt.return")
        grant = st.grants[g] if g is not None else None
        if grant is not None and grant.kind == "summon":
            return ui.words.t("table.ui.prompt.summon", kind=table_words.kind_word(ui.words, kind),
                              card=table_words.card_name(st, grant.target or ""))
        if ui.is_vip(ui.person) and grant is not None and grant.kind == "move":
            # steps are counted only for a walk: a summon or no grant yet has none
            left = grant.steps - len(ui.path)
            if left <= 0:
                return ui.words.t("table.ui.prompt.vip_done")
            return ui.words.tn("table.ui.prompt.vip", left)
        return ui.words.t("table.ui.prompt.move", kind=table_words.kind_word(ui.words, kind))
    if ph == "over":
        return ui.words.t("table.ui.prompt.over")
    return ""

def _picks_hint(ui: Interaction, take: str) -> str:
    known = ("front", "back", "front2", "front_and_behind", "any")
    return ui.words.t(f"table.ui.picks.{take if take in known else 'default'}")
