"""The one thing to do now, in a sentence, for the line along the top of the
table: whose turn it is and, on a human's turn, what a tap does next."""
from __future__ import annotations

from game.cruz.client.table.flow import TurnFlow
from game.cruz.i18n import card_name
from game.cruz.engine import BuildCard, Phase, ScoringCard
from game.i18n import Words


def prompt(flow: TurnFlow, names: list[str], words: Words, shown_over: bool = True) -> str:
    """``shown_over``: the table has shown the end (the bird chips are turned)."""
    s = flow.session
    st = s.state
    who = names[st.current]
    if s.over:
        if not shown_over:
            return words.t("cruz.prompt.the_end")
        return words.about("cruz.banner.winner", names[s.winner()])
    if flow.handoff is not None:
        return words.about("cruz.prompt.handoff", names[flow.handoff])
    if not flow.human_to_act():
        key = {Phase.CHOOSE_SET: "cruz.prompt.bot_sets", Phase.DISCARD: "cruz.prompt.bot_discard"
               }.get(st.phase, "cruz.prompt.bot")
        return words.about(key, who)
    phase = st.phase
    if phase is Phase.CHOOSE_SET:
        return words.t("cruz.prompt.sets_round2" if st.round == 2 else "cruz.prompt.sets")
    if phase is Phase.DISCARD:
        return words.t("cruz.prompt.discard")
    if phase is Phase.LANDING:
        return words.t("cruz.prompt.land")
    if phase is Phase.BUILD:
        if st.builds_left > 1:
            return words.t("cruz.prompt.build_first")
        return words.t("cruz.prompt.build_add_on" if st.add_on_targets else "cruz.prompt.build")
    chosen = flow.chosen
    if isinstance(chosen, ScoringCard):
        return words.t("cruz.prompt.score", card=card_name(chosen, words.language))
    if chosen is BuildCard.DOUBLE and flow.kind is None:
        return words.t("cruz.prompt.double")
    if isinstance(chosen, BuildCard):
        free, extra = flow.targets()
        if not free and not extra:
            return words.t("cruz.prompt.nowhere", card=card_name(chosen, words.language))
        return words.t("cruz.prompt.where", card=card_name(chosen, words.language))
    return words.t("cruz.prompt.play")
