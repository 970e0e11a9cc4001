"""Santa Cruz's review in words (nothing drawn): when a decision was, what was
played and what the hard bot would have played, the points lost and the
estimated leads, the heading and the summary, in a ``Words``' language. The
names of cards, sets and fields are the rulebook's terms (``game.cruz.i18n``).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cruz.engine import (Action, Build, ChooseSet, Discard, GameState, Land, PlayBuild,
                              PlayScoring)
from game.cruz.i18n import card_name, field_label, set_name, tile_summary
from game.cruz.match.review import Kind, SeatReview, Verdict
from game.i18n import Words


@dataclass(frozen=True)
class ReviewRow:
    """One judged decision as the screen shows it."""
    when: str          # "Round 1, turn 4"
    lost: str          # "about 6 points lost"
    played: str        # "Played: build on l10 (land): house, 1 point"
    better: str        # "Hard bot: build on l18 (land): church, 3 points, wood"
    lead: str          # "Estimated lead at the round's end: -6.8 ..."
    verdict: Verdict


def field_text(words: Words, state: GameState, fid: str) -> str:
    """A field and, when it lies face up, what its tile shows."""
    lang = words.language
    label = field_label(fid, lang)
    i = state.geo.index[fid]
    if not state.face_up[i]:
        return words.t("cruz_review.field_hidden", field=label)
    return words.t("cruz_review.field_tile", field=label, tile=tile_summary(state.tile_at[i], lang))


def move_text(words: Words, state: GameState, action: Action) -> str:
    """An action of the seat to act at ``state``, as a phrase ("build on k3 ...")."""
    lang = words.language
    if isinstance(action, Land):
        return words.t("cruz_review.move.land", field=field_text(words, state, action.field))
    if isinstance(action, Build):
        key = "cruz_review.move.add_on" if action.add_on else "cruz_review.move.build"
        return words.t(key, field=field_text(words, state, action.field))
    if isinstance(action, PlayBuild):
        if action.kind is not None:
            return words.t("cruz_review.move.double", card=card_name(action.card, lang),
                           kind=words.t(f"cruz_review.by.{action.kind.value}"))
        return words.t("cruz_review.move.card", card=card_name(action.card, lang))
    if isinstance(action, PlayScoring):
        return words.t("cruz_review.move.scoring", card=card_name(action.card, lang))
    if isinstance(action, ChooseSet):
        return words.t("cruz_review.move.set", set=set_name(action.letter, lang))
    assert isinstance(action, Discard)
    return words.t("cruz_review.move.discard", card=card_name(action.card, lang))


def when_text(words: Words, verdict: Verdict) -> str:
    m = verdict.moment
    if m.kind is Kind.SET:
        return words.t("cruz_review.when.set", round=m.round)
    if m.kind is Kind.DISCARD:
        return words.t("cruz_review.when.discard", round=m.round)
    return words.t("cruz_review.when.turn", round=m.round, turn=m.turn)


def lost_text(words: Words, points: float) -> str:
    n = round(points)
    return words.tn("cruz_review.lost", n) if n >= 1 else words.t("cruz_review.lost_small")


def signed(x: float) -> str:
    return f"{x:+.1f}".replace("-", "−")


def row_of(words: Words, verdict: Verdict, before: GameState) -> ReviewRow:
    """``before``: the table just before the decision."""
    return ReviewRow(
        when_text(words, verdict), lost_text(words, verdict.loss),
        words.t("cruz_review.played", what=move_text(words, before, verdict.moment.played)),
        words.t("cruz_review.better", what=move_text(words, before, verdict.suggested)),
        words.t("cruz_review.lead", played=signed(verdict.played_value),
                better=signed(verdict.suggested_value)), verdict)


def heading_text(words: Words, name: str) -> str:
    """"Where Ann lost points" / "Where you lost points"."""
    return words.about("cruz_review.heading", name)


def summary_text(words: Words, review: SeatReview) -> str:
    """"You: 164 points. The hard bot judged 39 decisions; these cost the most." """
    judged = "cruz_review.judged" if review.worst else "cruz_review.judged_none"
    return " ".join((words.about("cruz_review.score", review.name, review.score),
                     words.tn(judged, review.judged)))
