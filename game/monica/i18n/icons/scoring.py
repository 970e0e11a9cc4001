"""Scoring icons as sentences: the rule printed on a card's cream strip, and what
it gives in a city now ("needs 5 nature in the chain, has 4")."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.i18n.core import t, tn
from game.monica.i18n.icons.basics import (gain_or_lose, join, points, sand_dollars, tag_count, tag_form, tag_tags,
                     unknown_what)


def score_kind(icon: Mapping[str, Any]) -> str:
    """The reference entry of a scoring icon (``adjacent_min``, ``chain_per_tag`` ...)."""
    if "adjacent" in icon:
        return "adjacent_min" if int(icon.get("min", 1)) > 1 else "adjacent"
    if "adjacent_tiers" in icon:
        return "adjacent_tiers"
    if "adjacent_all" in icon:
        return "adjacent_all"
    if "adjacent_ring" in icon:
        return "adjacent_ring" if icon["adjacent_ring"] else "adjacent_no_ring"
    if "adjacent_gives" in icon:
        return f"adjacent_gives_{icon['adjacent_gives']}"
    if "chain" in icon:
        return "chain_per_tag" if icon.get("per_tag") else "chain"
    if "sand_dollars" in icon:
        return "sand_dollars"
    if "city_tags" in icon:
        return "city_tags"
    return "unknown"


def score_icon(icon: Mapping[str, Any], lang: str | None = None) -> str:
    """The rule of a scoring icon: "2 points if next to at least one tourist spot"."""
    p = int(icon.get("points", 0))
    kind = score_kind(icon)
    if kind == "adjacent":
        cond = t("phrase.score.adjacent", lang=lang, tag=tag_form(icon["adjacent"], "noun", lang))
        return gain_or_lose(p, cond, lang)
    if kind == "adjacent_min":
        tags = tag_tags(icon["adjacent"], int(icon["min"]), lang)
        return gain_or_lose(p, t("phrase.score.adjacent_min", lang=lang, tags=tags), lang)
    if kind == "adjacent_tiers":
        return _tiers(icon, lang)
    if kind == "adjacent_all":
        wanted = join([tag_form(x, "a", lang) for x in icon["adjacent_all"]], "and", lang)
        return gain_or_lose(p, t("phrase.score.adjacent_all", lang=lang, list=wanted), lang)
    if kind in ("adjacent_ring", "adjacent_no_ring", "adjacent_gives_sand_dollar",
                "adjacent_gives_people"):
        return gain_or_lose(p, t(f"phrase.score.{kind}", lang=lang), lang)
    if kind == "chain":
        tags = tag_tags(icon["chain"], int(icon.get("min", 1)), lang)
        return gain_or_lose(p, t("phrase.score.chain", lang=lang, tags=tags), lang)
    if kind == "chain_per_tag":
        return t("phrase.score.chain_per_tag", lang=lang, points=points(p, lang),
                 label=tag_form(icon["chain"], "label", lang), n=int(icon.get("min", 1)))
    if kind == "sand_dollars":
        n = int(icon["sand_dollars"])
        return tn("phrase.score.sand_dollars", n, lang=lang, points=points(p, lang))
    if kind == "city_tags":
        tag, n = icon["city_tags"], int(icon.get("per", 1))
        return tn("phrase.score.city_tags", n, lang=lang, points=points(p, lang),
                  label=tag_form(tag, "label", lang), tags=tag_tags(tag, n, lang))
    return t("phrase.score.unknown", lang=lang, what=unknown_what(icon))


def _tiers(icon: Mapping[str, Any], lang: str | None) -> str:
    tag = icon["adjacent_tiers"]
    tiers = sorted((int(a), int(b)) for a, b in icon.get("tiers", []))
    if not tiers:
        return t("phrase.score.tiers_none", lang=lang, label=tag_form(tag, "label", lang))
    first_min, first_pts = tiers[0]
    text = t("phrase.score.tiers_first", lang=lang, points=points(first_pts, lang),
             tags=tag_tags(tag, first_min, lang))
    for m, p in tiers[1:]:
        more = t("phrase.score.tiers_more", lang=lang, points=points(p, lang), n=m)
        text = t("phrase.score.tiers_or", lang=lang, a=text, b=more)
    return t("phrase.score.tiers_end", lang=lang, tiers=text)


# -- scoring icons: what they give now ------------------------------------------

def score_status(icon: Mapping[str, Any], pts: int, have: int, need: int, *,
                 names: Sequence[str] = (), missing: Sequence[str] = (),
                 has_tag: bool = True, next_min: int = 0,
                 lang: str | None = None) -> str:
    """What a scoring icon gives in a city now, near misses named.

    ``pts``/``have``/``need`` are ``game.monica.engine.icons.evaluate``'s numbers;
    ``names`` the neighbours (or givers) that count, ``missing`` the tags an
    ``adjacent_all`` icon still lacks, ``has_tag`` whether a chain card carries
    its own tag, ``next_min`` a tier icon's next unmet minimum (0: none).
    """
    kind = score_kind(icon)
    listed = join(names, "and", lang)

    def yes_no(ok: bool) -> str:
        if ok:
            return t("phrase.status.yes_names", lang=lang, names=listed) if names else \
                t("phrase.status.yes", lang=lang)
        return t("phrase.status.no", lang=lang)

    if kind == "adjacent":
        return yes_no(have >= need)
    if kind == "adjacent_min":
        if pts:
            return t("phrase.status.yes_count_names", lang=lang, n=have, names=listed)
        return t("phrase.status.needs_next", lang=lang, have=have,
                 need=tag_count(icon["adjacent"], need, lang))
    if kind == "adjacent_tiers":
        tag = icon["adjacent_tiers"]
        if not pts and have < need:
            return t("phrase.status.needs_next", lang=lang, have=have,
                     need=tag_count(tag, need, lang))
        text = t("phrase.status.tiers_have", lang=lang, have=have, points=points(pts, lang))
        if next_min:
            text = t("phrase.status.tiers_more", lang=lang, text=text, n=next_min)
        return text
    if kind == "adjacent_all":
        if not missing:
            return t("phrase.status.yes", lang=lang)
        return t("phrase.status.all_missing", lang=lang, have=have, need=need,
                 list=join([tag_form(x, "a", lang) for x in missing], "and", lang))
    if kind in ("adjacent_ring", "adjacent_gives_sand_dollar", "adjacent_gives_people"):
        return yes_no(bool(have))
    if kind == "adjacent_no_ring":
        if have:
            return t("phrase.status.no_names", lang=lang, names=listed) if names else \
                t("phrase.status.no", lang=lang)
        return t("phrase.status.yes", lang=lang)
    if kind in ("chain", "chain_per_tag"):
        tag = icon["chain"]
        if not has_tag:
            return t("phrase.status.chain_no_tag", lang=lang,
                     label=tag_form(tag, "label", lang))
        if have >= need:
            return t("phrase.status.chain_yes", lang=lang, have=have,
                     points=points(pts, lang))
        return t("phrase.status.chain_needs", lang=lang, have=have,
                 need=tag_count(tag, need, lang))
    if kind == "sand_dollars":
        return t("phrase.status.sand_dollars", lang=lang, dollars=sand_dollars(have, lang),
                 points=points(pts, lang))
    if kind == "city_tags":
        return t("phrase.status.city_tags", lang=lang,
                 have=tag_count(icon["city_tags"], have, lang), points=points(pts, lang))
    return points(pts, lang)


def with_status(rule: str, status: str, lang: str | None = None) -> str:
    """``"<rule>: <status>"``."""
    return t("phrase.status.rule", lang=lang, rule=rule, status=status)
