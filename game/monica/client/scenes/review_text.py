"""The post-game review in words (no drawing): a row per costly decision
(when, the points lost, what was played, the better move, why) and the
summary line ("You scored 61 points; with these three changes about 72."),
phrased in a ``Words``' language with its plural rules. The review view of
the results screen and the review screen draw these rows.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.monica.engine import actions as A
from game.monica.engine.city import City, Pos
from game.monica.engine.state import GameState
from game.i18n import Words
from game.monica.i18n.icons import score_icon
from game.monica.i18n.icons import space_name
from game.monica.match.review import Mistake, SeatSummary
from game.monica.client.table.words import describe_action, kind_word


@dataclass(frozen=True)
class ReviewRow:
    """One decision of the review as the screen shows it."""

    when: str                  # "Round 3, turn 7"
    lost: str                  # "4 points lost"
    played: str                # "Played: Take Pier Arcade"
    better: str                # "Better: Take Muscle Beach"
    why: str                   # "Why: 2 points if next to ..."
    mistake: Mistake


def spot_text(words: Words, city: City | None, pos: Pos) -> str:
    """Where a card goes: "on the beach, 2 spaces left of the starting tile"."""
    row = words.t(f"review.row.{pos[0]}")
    off = pos[1] - (city.start_col if city is not None else 0)
    if off == 0:
        return words.t("review.spot.tile", row=row)
    return words.tn("review.spot.right" if off > 0 else "review.spot.left", abs(off), row=row)


def move_text(words: Words, state: GameState, action: A.Action) -> str:
    """An action of the current player at ``state``, with where it builds."""
    city = state.players[state.current].city
    lang = words.language

    def kind(pid: int) -> str:
        return kind_word(words, city.person_kind.get(pid, "") if city is not None else "")

    def place(pos: Pos | None) -> str:
        return space_name(city, pos, lang) if city is not None and pos is not None else "?"

    if isinstance(action, A.PlaceCard):
        card = state.box.cards[action.card]
        return words.t("review.move.place", card=card.name,
                       spot=spot_text(words, city, (card.row, action.col)))
    if isinstance(action, A.Move):
        return words.t("review.move.move", kind=kind(action.person),
                       place=place(action.path[-1] if action.path else None))
    if isinstance(action, A.Summon):
        target = state.grants[action.grant].target or ""
        return words.t("review.move.summon", kind=kind(action.person),
                       place=place(state.card_pos(state.current, target)))
    if isinstance(action, A.ReturnPerson):
        return words.t("review.move.return", kind=kind(action.person))
    if isinstance(action, A.Swap):
        return words.t("table.hint.action.swap", a=place(action.a), b=place(action.b))
    return describe_action(words, state, action)


def lost_text(words: Words, points: float) -> str:
    """"4 points lost" (rounded), "less than 1 point lost"."""
    n = round(points)
    return words.tn("review.lost", n) if n >= 1 else words.t("review.lost_small")


def why_text(words: Words, mistake: Mistake) -> str:
    """One sentence why: the better turn's best-scoring icon, explained; else
    the points it scores at once; else that it pays off later."""
    found = mistake.why()
    city = mistake.after_better.players[mistake.seat].city
    if found is None or city is None:
        if mistake.gain_now > 0:
            return words.tn("review.why_now", mistake.gain_now)
        return words.t("review.why_later")
    pos, facts = found
    return words.tn("review.why_icon", facts.points, card=city.cards[pos].name,
                    rule=score_icon(facts.icon, words.language))


def row_of(words: Words, mistake: Mistake) -> ReviewRow:
    before = mistake.before
    return ReviewRow(words.t("review.when", round=mistake.round, turn=mistake.turn),
                     lost_text(words, mistake.points_lost),
                     words.t("review.played", what=move_text(words, before, mistake.taken)),
                     words.t("review.better", what=move_text(words, before, mistake.better)),
                     why_text(words, mistake), mistake)


def rows_of(words: Words, summary: SeatSummary) -> list[ReviewRow]:
    """The seat's costly decisions, worst first."""
    return [row_of(words, m) for m in summary.mistakes]


def count_word(words: Words, n: int) -> str:
    """"three" for 3 (small numbers in words), digits beyond."""
    key = f"review.count.{n}"
    return words.t(key) if words.lookup(key) is not None else str(n)


def heading_text(words: Words, name: str) -> str:
    """"Where you lost points" / "Where Ann lost points"."""
    return words.about("review.heading", name)


def summary_text(words: Words, summary: SeatSummary) -> str:
    """"You scored 61 points; with these three changes about 72." (the
    estimate is the score plus the points the listed changes would save)."""
    points = words.tn("review.points", summary.score)
    if not summary.changes:
        return words.about("review.summary.name_none", summary.name, points=points)
    return words.about("review.summary.name", summary.name, summary.changes, points=points,
                       count=count_word(words, summary.changes), estimated=summary.estimated)
