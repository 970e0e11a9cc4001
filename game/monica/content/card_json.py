"""Feature cards from their JSON objects (contract: "A feature card").

``card_from_json`` is used by the box loader for ``feature_cards.json`` and by
the ``score`` command for full card objects given inline; ``where`` is the
caller's location prefix for error messages.
"""
from __future__ import annotations

from typing import Any

from game.monica.engine.cards import BEACH, ROW_INDEX, ROWS, STREET, TAGS, FeatureCard, \
    make_feature_card

from game.monica.content.fields import Fields, show
from game.monica.content.icons import read_place_icon, read_ring, read_score_icon

CARD_KEYS: tuple[str, ...] = ("id", "name", "row", "tags")
CARD_OPTIONAL: tuple[str, ...] = ("place", "ring", "score", "beach_end")


def component_label(where: str, kind: str, obj: Any, index: int | None) -> str:
    """``where: card B07 "Tide Pool Walk"`` with whatever of id and name is readable."""
    parts = [kind]
    ident = obj.get("id") if isinstance(obj, dict) else None
    name = obj.get("name") if isinstance(obj, dict) else None
    if isinstance(ident, str) and ident.strip():
        parts.append(ident)
    elif index is not None:
        parts.append(f"#{index + 1}")
    if isinstance(name, str) and name.strip():
        parts.append(show(name))
    label = " ".join(parts)
    return f"{where}: {label}" if where else label


def card_from_json(obj: Any, where: str, *, index: int | None = None) -> FeatureCard:
    """Check one card object and build its ``FeatureCard``.

    ``index`` (0-based position in a list) names the card when its id is unreadable.
    Raises ``ContentError``.
    """
    f = Fields(obj, component_label(where, "card", obj, index))
    f.keys(CARD_KEYS, CARD_OPTIONAL)
    ident = f.text("id")
    name = f.text("name")
    row = ROW_INDEX[f.word("row", ROWS)]
    tags = tuple(f.words("tags", TAGS))
    if row == STREET and "wave" in tags:
        f.fail("tags", "waves are only found on beach cards")
    place = tuple(read_place_icon(f.element("place", i, v))
                  for i, v in enumerate(f.items("place", default=[])))
    ring = read_ring(f.sub("ring")) if f.has("ring") else None
    score = tuple(read_score_icon(f.element("score", i, v))
                  for i, v in enumerate(f.items("score", default=[])))
    beach_end = f.flag("beach_end", default=False)
    if beach_end and row != BEACH:
        f.fail("beach_end", "only a beach card can end the beach")
    return make_feature_card(ident, name, row, tags, place, ring, score, beach_end)

