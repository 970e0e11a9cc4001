"""The icon reference: every tag, placement icon, ring kind, scoring icon and
table token, each with its printed icon, what it means and an example read
out from a real card (no pygame).
"""
from __future__ import annotations

from typing import Any

from game.monica.content.box import load_box
from game.monica.engine.cards import TAGS
from game.monica.i18n import icons
from game.i18n import Words
from game.monica.client.help.lines import Line, heading

PLACE_KINDS = ("gain_sand_dollar", "gain_people", "move", "move_any", "summon")
SCORE_KINDS = ("adjacent", "adjacent_min", "adjacent_tiers", "adjacent_all", "adjacent_ring",
               "adjacent_no_ring", "adjacent_gives_sand_dollar", "adjacent_gives_people",
               "chain", "chain_per_tag", "sand_dollars", "city_tags")
OTHER = (("footprint", ("icon", "footprint")), ("vip", ("people", "vip")),
         ("beach_end", ("icon", "beach_end")), ("food_truck", ("icon", "food_truck")),
         ("foodie", ("icon", "foodie")))


def examples() -> dict[str, Any]:
    """The first printed example of each placement, ring and scoring kind."""
    found: dict[str, Any] = {}
    for card in load_box().cards.values():
        for action in card.place:
            found.setdefault("place:" + icons.place_kind(action), action)
        for icon in card.score:
            found.setdefault("score:" + icons.score_kind(icon), icon)
        if card.ring is not None:
            found.setdefault("ring:" + ("any_number" if card.ring.any_number else "slots"),
                             card.ring)
    return found


def _entry(words: Words, key: str, spec: tuple | None, example: str | None = None) -> list[Line]:
    out = [Line(words.t("help.reference.entry", name=words.t(key + ".name"),
                        text=words.t(key + ".text")), spec)]
    if example:
        out.append(Line(words.t("help.reference.example", text=example), None, None, "note"))
    return out


def reference_lines(words: Words) -> list[Line]:
    """The whole reference, section by section."""
    ex = examples()
    out: list[Line] = [heading(words.t("help.tags_heading")),
                       Line(words.t("icon.tag.about"), None, None, "note")]
    for tag in TAGS:
        out.append(Line(words.t(f"icon.tag.{tag}"), ("tags", (tag,))))
    out.append(heading(words.t("help.place_heading")))
    for kind in PLACE_KINDS:
        action = ex.get("place:" + kind)
        spec = ("place", action) if action is not None else None
        out += _entry(words, f"icon.place.{kind}", spec,
                      icons.place_icon(action, lang=words.language) if action is not None else None)
    out.append(heading(words.t("help.other_heading")))
    for kind, key in (("slots", "ring"), ("any_number", "ring_any_number")):
        ring = ex.get("ring:" + kind)
        out += _entry(words, f"icon.other.{key}", ("ring", ring) if ring is not None else None,
                      icons.ring(ring, lang=words.language) if ring is not None else None)
    for name, spec in OTHER:
        out += _entry(words, f"icon.other.{name}", spec)
    out.append(heading(words.t("help.score_heading")))
    for kind in SCORE_KINDS:
        icon = ex.get("score:" + kind)
        out += _entry(words, f"icon.score.{kind}", ("score", icon) if icon is not None else None,
                      icons.score_icon(icon, lang=words.language) if icon is not None else None)
    return out
