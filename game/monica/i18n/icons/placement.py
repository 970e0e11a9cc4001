"""Placement icons, starting-tile setups, activity rings and VIP rules as
sentences, with a ring's state and what a footprint scores."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.i18n.core import t, tn
from game.monica.i18n.icons.basics import (PEOPLE_KINDS, contract_json, join, people, points, sand_dollars, step_count,
                     tag_form, unknown_what)


def place_kind(action: Mapping[str, Any]) -> str:
    """The reference entry of a placement icon (``gain_people``, ``move_any`` ...)."""
    if "gain" in action:
        return "gain_sand_dollar" if action["gain"] == "sand_dollar" else "gain_people"
    if "move" in action:
        return "move_any" if action["move"] == "any" else "move"
    if "summon" in action:
        return "summon"
    if action.get("footprint"):
        return "footprint"
    return "unknown"


def place_icon(action: Mapping[str, Any], lang: str | None = None) -> str:
    """A placement action: "Put 2 locals on this card"."""
    kind = place_kind(action)
    if kind == "gain_sand_dollar":
        return t("phrase.place.gain_sand_dollar", lang=lang,
                 dollars=sand_dollars(int(action.get("n", 1)), lang))
    if kind == "gain_people":
        n = int(action.get("n", 1))
        return t("phrase.place.gain_people", lang=lang,
                 people=people(str(action["gain"]), n, lang))
    if kind in ("move", "move_any"):
        c, s = int(action.get("count", 1)), int(action.get("steps", 1))
        return tn("phrase.place.move", c, lang=lang, people=people(str(action["move"]), c, lang),
                  steps=step_count(s, lang))
    if kind == "summon":
        return tn("phrase.place.summon", int(action["summon"]), lang=lang)
    if kind == "footprint":
        return t("phrase.place.footprint", lang=lang)
    return t("phrase.place.unknown", lang=lang, what=unknown_what(action))


def setup_icon(action: Mapping[str, Any], lang: str | None = None) -> str:
    """A starting tile's setup entry: "Start with 2 VIPs on the street half"."""
    if "gain" in action:
        n = int(action.get("n", 1))
        if action["gain"] == "sand_dollar":
            return t("phrase.setup.gain_sand_dollar", lang=lang, dollars=sand_dollars(n, lang))
        return t("phrase.setup.gain_people", lang=lang,
                 people=people(str(action["gain"]), n, lang))
    return place_icon(action, lang)


def ring(ring_obj: Any, lang: str | None = None) -> str:
    """An activity ring: "Ring: 4 points if filled with exactly 1 tourist and ..."."""
    r = contract_json(ring_obj)
    p = points(int(r.get("points", 0)), lang)
    if r.get("any_number"):
        return t("phrase.ring.any_number", lang=lang, points=p)
    slots = [people(kind, int(r[kind]), lang) for kind in PEOPLE_KINDS if int(r.get(kind, 0))]
    return t("phrase.ring.slots", lang=lang, points=p, slots=join(slots, "and", lang))


def ring_status(placed: int, filled: bool, slots: int, lang: str | None = None) -> str:
    """``"filled"`` / ``"2 of 3 places taken"`` / ``"nobody in it yet"`` (``slots`` 0:
    a ring for any number of people)."""
    if filled:
        return t("phrase.ring_state.filled", lang=lang)
    if not slots:
        return t("phrase.ring_state.empty", lang=lang)
    return t("phrase.ring_state.open", lang=lang, placed=placed, slots=slots)


def vip_rule(vip: Any, lang: str | None = None) -> str:
    """What a starting tile's VIPs look for and what their footprints score."""
    v = contract_json(vip)
    if v.get("cards") == "beach":
        return t("phrase.vip.beach", lang=lang)
    tags = join([tag_form(x, "many", lang) for x in v.get("tags", [])], "or", lang)
    rows = [str(r) for r in v.get("rows", [])]
    if rows and set(rows) != {"beach", "street"}:
        row = join([t(f"phrase.vip.row.{r}", lang=lang) for r in rows], "or", lang)
        return t("phrase.vip.tags_row", lang=lang, tags=tags, row=row)
    return t("phrase.vip.tags", lang=lang, tags=tags)


def vip_short(vip: Any, lang: str | None = None) -> str:
    """A few words for the city title: "tourist / local (street row)"."""
    v = contract_json(vip)
    if v.get("cards") == "beach":
        return t("phrase.vip.short_beach", lang=lang)
    tags = " / ".join(tag_form(x, "name", lang) for x in v.get("tags", []))
    rows = [str(r) for r in v.get("rows", [])]
    if rows and set(rows) != {"beach", "street"}:
        return t(f"phrase.vip.short_row.{rows[0]}", lang=lang, tags=tags)
    return tags


def footprint_points(vip: Any, row: int, tag_count_: Mapping[str, int],
                     lang: str | None = None) -> str:
    """Why a footprint on this space scores what it does."""
    v = contract_json(vip)
    if v.get("cards") == "beach":
        n = 1 if row == 0 else 0
    else:
        rows = [0 if r == "beach" else 1 for r in v.get("rows", [])]
        n = sum(tag_count_.get(x, 0) for x in v.get("tags", [])) if row in rows else 0
    return tn("phrase.footprint_points", n, lang=lang, points=points(n, lang))
