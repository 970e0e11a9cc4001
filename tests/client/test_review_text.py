"""The review in words: rows and the summary line in English, German and
French, for "You" and for a named player, with plural rules (no window)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from game.monica.client.scenes.review_text import (heading_text, lost_text, rows_of, spot_text,
                                            summary_text, why_text)
from game.i18n import Words
from game.i18n.core import load_catalog
from game.monica.match.review import SeatSummary
from game.monica.match.review_task import ReviewTask
from tests.monica.ai.test_review import easy_game


@pytest.fixture(scope="module")
def summary() -> SeatSummary:
    start, log = easy_game(7)
    task = ReviewTask(start, log, [0], budget=2)
    task.start("inline")
    got = task.summary(0)
    assert got is not None and got.changes == 3
    return got


def test_every_language_has_every_review_string() -> None:
    keys = {lang: {k for k in load_catalog(lang) if k.startswith("review.")}
            for lang in ("en", "de", "fr")}
    assert keys["en"] and keys["en"] == keys["de"] == keys["fr"]


@pytest.mark.parametrize("lang, you, named, one, none", [
    ("en", "You scored 61 points; with these three changes about 72.",
     "Ann scored 61 points; with these three changes about 72.",
     "Ann scored 1 point; with this change about 6.",
     "You scored 61 points; the hard bot found no turn it would clearly have played better."),
    ("de", "Du hast 61 Punkte erzielt; mit diesen drei Änderungen wären es etwa 72.",
     "Ann hat 61 Punkte erzielt; mit diesen drei Änderungen wären es etwa 72.",
     "Ann hat 1 Punkt erzielt; mit dieser Änderung wären es etwa 6.",
     "Du hast 61 Punkte erzielt; der Computer (schwer) fand keinen Zug, den er deutlich "
     "besser gespielt hätte."),
    ("fr", "Vous avez marqué 61 points ; avec ces trois changements, environ 72.",
     "Ann a marqué 61 points ; avec ces trois changements, environ 72.",
     "Ann a marqué 1 point ; avec ce changement, environ 6.",
     "Vous avez marqué 61 points ; l'ordinateur difficile n'a trouvé aucun tour qu'il "
     "aurait nettement mieux joué."),
])
def test_the_summary_line(summary, lang, you, named, one, none) -> None:
    words = Words(lang)
    me = words.t("setup.you")
    three = tuple(replace(m, points_lost=p) for m, p in zip(summary.mistakes, (5.0, 3.6, 2.4), strict=True))
    assert summary_text(words, replace(summary, name=me, score=61, mistakes=three)) == you
    assert summary_text(words, replace(summary, name="Ann", score=61, mistakes=three)) == named
    assert summary_text(words, replace(summary, name="Ann", score=1, mistakes=three[:1]
                                       )) == one
    assert summary_text(words, replace(summary, name=me, score=61, mistakes=())) == none


def test_headings_and_losses_follow_plural_rules() -> None:
    en, fr = Words("en"), Words("fr")
    assert heading_text(en, "You") == "Where you lost points"
    assert heading_text(Words("de"), "Du") == "Wo du Punkte verloren hast"
    assert heading_text(fr, "Ann") == "Où Ann a perdu des points"
    assert lost_text(en, 1.2) == "1 point lost" and lost_text(en, 4.6) == "5 points lost"
    assert lost_text(en, 0.3) == "less than 1 point lost"
    assert lost_text(fr, 1.4) == "1 point perdu" and lost_text(fr, 2.0) == "2 points perdus"


def test_rows_say_when_what_and_why(summary) -> None:
    for lang in ("en", "de", "fr"):
        words = Words(lang)
        rows = rows_of(words, summary)
        assert len(rows) == 3
        for row in rows:
            m = row.mistake
            assert str(m.round) in row.when and str(m.turn) in row.when
            assert row.played != row.better
            assert row.why.startswith(words.t("review.why_later")[:4])
            found = m.why()
            if found is not None:            # the card whose icon pays, by name
                assert m.after_better.players[m.seat].city.cards[found[0]].name in row.why
            assert "{" not in row.played + row.better + row.why + row.lost


def test_a_spot_is_named_by_row_and_distance() -> None:
    class City:
        start_col = 2

    en = Words("en")
    assert spot_text(en, City(), (0, 2)) == "on the beach, in the starting tile's column"
    assert spot_text(en, City(), (1, 0)) == "on the street, 2 spaces left of the starting tile"
    assert spot_text(Words("de"), City(), (0, 3)) == "am Strand, 1 Feld rechts vom Startplättchen"


def test_the_reason_falls_back_on_points_now_then_on_later(summary) -> None:
    m = summary.mistakes[0]
    plain = replace(m, spots=())                              # no card to explain
    en, fr = Words("en"), Words("fr")
    assert why_text(en, replace(plain, gain_now=3)) == \
        "Why: it scores 3 points more right away than the move played."
    assert why_text(fr, replace(plain, gain_now=1)) == \
        "Pourquoi : il rapporte tout de suite 1 point de plus que le coup joué."
    assert why_text(en, replace(plain, gain_now=0)) == \
        "Why: the hard bot expects it to pay off in the next turns."
