"""Print the feature deck as a markdown table (used for docs/DECK.md).

    python -m game.monica.content.deck_table              # the game's own deck
    python -m game.monica.content.deck_table DATA_DIR     # another data directory
    python -m game.monica.content.deck_table --summary    # counts before the table
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from game.monica.engine.cards import BEACH, TAGS, Box, FeatureCard

from game.monica.content.box import load_box
from game.monica.content.describe import describe_place, describe_ring, describe_score

COLUMNS: tuple[str, ...] = ("id", "name", "row", "tags", "place", "ring", "score")


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def card_cells(card: FeatureCard) -> list[str]:
    """One table row: id, name, row, tags, placement, ring and scoring icons."""
    name = card.name + (" (beach end)" if card.beach_end else "")
    return [card.id, name, card.row_name, ", ".join(card.tags),
            "; ".join(describe_place(p) for p in card.place),
            describe_ring(card.ring),
            "; ".join(describe_score(s) for s in card.score)]


def markdown_table(box: Box) -> str:
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    for card in box.cards.values():
        lines.append("| " + " | ".join(_cell(c) for c in card_cells(card)) + " |")
    return "\n".join(lines)


def deck_summary(box: Box) -> str:
    """A few counts as a markdown list: rows, tags, rings, actions."""
    cards = list(box.cards.values())
    beach = sum(c.row == BEACH for c in cards)
    tags = Counter(t for c in cards for t in c.tags)
    rings = sum(c.ring is not None for c in cards)
    gains: Counter[str] = Counter()
    for c in cards:
        for p in c.place:
            if "gain" in p:
                gains[p["gain"]] += p["n"]
    slots = sum(c.ring.slots for c in cards if c.ring is not None)
    return "\n".join([
        f"- {len(cards)} cards: {beach} beach, {len(cards) - beach} street",
        "- tag copies: " + ", ".join(f"{t} {tags[t]}" for t in TAGS),
        f"- rings on {rings} cards ({100 * rings // len(cards)}%), {slots} slots in all "
        "plus 2 any-number rings",
        f"- placement actions on {sum(bool(c.place) for c in cards)} cards; they add "
        f"{gains['local']} locals, {gains['tourist']} tourists and "
        f"{gains['sand_dollar']} sand dollars over the whole deck",
    ])


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    summary = "--summary" in args
    args = [a for a in args if a != "--summary"]
    box = load_box(Path(args[0])) if args else load_box()
    if summary:
        print(deck_summary(box))
        print()
    print(markdown_table(box))
    return 0


if __name__ == "__main__":
    sys.exit(main())
