"""Sand-dollar actions as words: the full paragraph (what it costs, then what
it does) and the few words printed on the tile."""
from __future__ import annotations

from typing import Any

from game.i18n.core import t, tn
from game.monica.i18n.icons.basics import PEOPLE_KINDS, TAKES, join, people, sand_dollars, step_count, tag_form


def sand_dollar_action(action: Any, lang: str | None = None) -> str:
    """A ``SandDollarAction`` as one short paragraph: what it costs, then what it does."""
    take_kind = getattr(action, "take", "")
    take = t(f"phrase.sd.take.{take_kind if take_kind in TAKES else 'default'}", lang=lang)
    tags_any = tuple(getattr(action, "tags_any", ()) or ())
    if tags_any:
        take = t("phrase.sd.take_with", lang=lang, take=take,
                 tags=join([tag_form(x, "a", lang) for x in tags_any], "or", lang))
    steps = [take]
    if getattr(action, "swap", False):
        steps.append(t("phrase.sd.swap", lang=lang))
    count = int(getattr(action, "move_count", 0))
    if count:
        kind = str(getattr(action, "move_kind", "any"))
        steps.append(tn("phrase.sd.move", count, lang=lang, people=people(kind, count, lang),
                        steps=step_count(int(getattr(action, "move_steps", 1)), lang)))
    ret = int(getattr(action, "return_count", 0))
    if ret:
        steps.append(tn("phrase.sd.return", ret, lang=lang))
    then = t("phrase.sd.then", lang=lang)
    return t("phrase.sd.sentence", lang=lang,
             pay=t("phrase.sd.pay", lang=lang,
                   dollars=sand_dollars(int(getattr(action, "cost", 0)), lang)),
             steps=then.join(steps))


def sand_dollar_short(action: Any, lang: str | None = None) -> str:
    """The words printed on a sand-dollar tile: "Take 1 front card, move 3
    tourists 1 space each"."""
    take = str(getattr(action, "take", "front"))
    tags_any = [tag_form(str(x), "name", lang) for x in getattr(action, "tags_any", ())]
    first = t(f"phrase.short.sd.take.{take if take in TAKES else 'default'}", lang=lang,
              tags="/".join(tags_any))     # one word: the line never starts with "/"
    return t("phrase.short.sd.sep", lang=lang).join([first, *_steps(action, lang)])


def sand_dollar_steps(action: Any, lang: str | None = None) -> str:
    """What a sand-dollar action does after the take ("move 3 tourists 1 space
    each"), for a tile too small for all its words; "" when it does nothing more."""
    words = t("phrase.short.sd.sep", lang=lang).join(_steps(action, lang))
    return words[:1].upper() + words[1:]


def _steps(action: Any, lang: str | None) -> list[str]:
    parts: list[str] = []
    if getattr(action, "swap", False):
        parts.append(t("phrase.short.sd.swap", lang=lang))
    count = int(getattr(action, "move_count", 0))
    if count:
        kind = str(getattr(action, "move_kind", "any"))
        who = tn(f"unit.people.{kind if kind in PEOPLE_KINDS else 'any'}", count, lang=lang)
        # "move 2 people 1 space each", "move 1 tourist 1 space": no bare numbers
        parts.append(tn("phrase.short.sd.move", count, lang=lang, people=who,
                        steps=tn("unit.spaces", int(getattr(action, "move_steps", 1)), lang=lang)))
    ret = int(getattr(action, "return_count", 0))
    if ret:
        parts.append(t("phrase.short.sd.return", lang=lang,
                       people=tn("unit.people.any", ret, lang=lang)))
    return parts
