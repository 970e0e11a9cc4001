"""The small phrases every icon sentence is built from: points, sand dollars,
people, tags in their grammatical forms, lists joined with "and"/"or", and
the gain-or-lose frame of a scoring rule."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from game.i18n.core import t, tn

PEOPLE_KINDS = ("local", "tourist", "vip", "any")
TAKES = ("front", "front2", "front_and_behind", "back", "any")


def points(n: int, lang: str | None = None) -> str:
    """``"1 point"``, ``"-2 points"``."""
    return tn("unit.points", n, lang=lang)


def sand_dollars(n: int, lang: str | None = None) -> str:
    return tn("unit.sand_dollars", n, lang=lang)


def people(kind: str, n: int, lang: str | None = None) -> str:
    """``"2 locals"``; ``any`` reads "2 people of any kind"."""
    if kind == "any":
        return tn("phrase.people_any", n, lang=lang)
    kind = kind if kind in PEOPLE_KINDS else "any"
    return tn(f"unit.people.{kind}", n, lang=lang)


def tag_form(tag: str, form: str, lang: str | None = None) -> str:
    """One of a tag's fixed forms: ``name``, ``noun``, ``many``, ``a`` or ``label``."""
    key = f"phrase.tag.{tag}.{form}"
    text = t(key, lang=lang)
    return tag if text == key else text


def tag_count(tag: str, n: int, lang: str | None = None) -> str:
    """A counted tag as a noun: ``"3 nature"``, ``"2 waves"``, ``"1 local spot"``."""
    return tn(f"phrase.tag.{tag}.count", n, lang=lang)


def tag_tags(tag: str, n: int, lang: str | None = None) -> str:
    """Counted tag symbols: ``"2 wave tags"``."""
    return tn(f"phrase.tag.{tag}.tags", n, lang=lang)


def join(items: Iterable[str], word: str = "and", lang: str | None = None) -> str:
    """``"a, b and c"`` (``word`` is ``and`` or ``or``)."""
    items = list(items)
    if not items:
        return ""
    head = items[0]
    for item in items[1:-1]:
        head = t("phrase.list.comma", lang=lang, a=head, b=item)
    if len(items) == 1:
        return head
    return t(f"phrase.list.{word}", lang=lang, a=head, b=items[-1])


def contract_json(obj: Any) -> Mapping[str, Any]:
    """A ring / VIP rule as its contract dict."""
    if isinstance(obj, Mapping):
        return obj
    to_json = getattr(obj, "to_json", None)
    return to_json() if callable(to_json) else {}


def unknown_what(icon: Mapping[str, Any]) -> str:
    """An icon this module has no sentence for, as ``key=value`` pairs."""
    return ", ".join(f"{k}={v}" for k, v in icon.items())


def gain_or_lose(p: int, cond: str, lang: str | None) -> str:
    """``"2 points if ..."`` or ``"Lose 2 points if ..."``."""
    if p < 0:
        return t("phrase.lose", lang=lang, points=points(-p, lang), cond=cond)
    return t("phrase.gain", lang=lang, points=points(p, lang), cond=cond)


def step_count(n: int, lang: str | None) -> str:
    """``"1 step"``, ``"3 steps"``."""
    return tn("phrase.steps", n, lang=lang)
