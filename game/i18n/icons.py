"""Every printed icon as a sentence, in English, German or French.

The one place that phrases the components: placement icons, starting-tile
setups, activity rings, scoring icons, VIP rules, sand-dollar actions and
objective lines (the *rule*), plus what a rule gives in a city right now (the
*status*: "yes (Pier Arcade)", "needs 5 nature in the chain, has 4"). The
templates live in the ``phrase`` section of ``assets/i18n/<lang>/help.json``;
this module only picks templates and fills them. Tooltips, the help screens
and the explanations (``game.i18n.explain``) all call it.

Icons are the contract's dicts (``shared/contracts/cards-and-cities.md``);
rings, VIP rules and sand-dollar actions may be the engine's objects or their
JSON. Every function takes an optional ``lang`` (default: English; the client
passes its words' language). Pure Python: no pygame.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .core import t, tn

PEOPLE_KINDS = ("local", "tourist", "vip", "any")
TAKES = ("front", "front2", "front_and_behind", "back", "any")


# -- words ------------------------------------------------------------------

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


def _json(obj: Any) -> Mapping[str, Any]:
    """A ring / VIP rule as its contract dict."""
    if isinstance(obj, Mapping):
        return obj
    to_json = getattr(obj, "to_json", None)
    return to_json() if callable(to_json) else {}


def _what(icon: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in icon.items())


def _gain(p: int, cond: str, lang: str | None) -> str:
    """``"2 points if ..."`` or ``"Lose 2 points if ..."``."""
    if p < 0:
        return t("phrase.lose", lang=lang, points=points(-p, lang), cond=cond)
    return t("phrase.gain", lang=lang, points=points(p, lang), cond=cond)


# -- scoring icons -------------------------------------------------------------

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
        return _gain(p, cond, lang)
    if kind == "adjacent_min":
        tags = tag_tags(icon["adjacent"], int(icon["min"]), lang)
        return _gain(p, t("phrase.score.adjacent_min", lang=lang, tags=tags), lang)
    if kind == "adjacent_tiers":
        return _tiers(icon, lang)
    if kind == "adjacent_all":
        wanted = join([tag_form(x, "a", lang) for x in icon["adjacent_all"]], "and", lang)
        return _gain(p, t("phrase.score.adjacent_all", lang=lang, list=wanted), lang)
    if kind in ("adjacent_ring", "adjacent_no_ring", "adjacent_gives_sand_dollar",
                "adjacent_gives_people"):
        return _gain(p, t(f"phrase.score.{kind}", lang=lang), lang)
    if kind == "chain":
        tags = tag_tags(icon["chain"], int(icon.get("min", 1)), lang)
        return _gain(p, t("phrase.score.chain", lang=lang, tags=tags), lang)
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
    return t("phrase.score.unknown", lang=lang, what=_what(icon))


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

    ``pts``/``have``/``need`` are ``game.engine.icons.evaluate``'s numbers;
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


# -- placement icons, setups, rings, VIPs ---------------------------------------

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


def _steps(n: int, lang: str | None) -> str:
    return tn("phrase.steps", n, lang=lang)


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
                  steps=_steps(s, lang))
    if kind == "summon":
        return tn("phrase.place.summon", int(action["summon"]), lang=lang)
    if kind == "footprint":
        return t("phrase.place.footprint", lang=lang)
    return t("phrase.place.unknown", lang=lang, what=_what(action))


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
    r = _json(ring_obj)
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
    v = _json(vip)
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
    v = _json(vip)
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
    v = _json(vip)
    if v.get("cards") == "beach":
        n = 1 if row == 0 else 0
    else:
        rows = [0 if r == "beach" else 1 for r in v.get("rows", [])]
        n = sum(tag_count_.get(x, 0) for x in v.get("tags", [])) if row in rows else 0
    return tn("phrase.footprint_points", n, lang=lang, points=points(n, lang))


# -- sand-dollar actions -----------------------------------------------------------

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
                        steps=_steps(int(getattr(action, "move_steps", 1)), lang)))
    ret = int(getattr(action, "return_count", 0))
    if ret:
        steps.append(tn("phrase.sd.return", ret, lang=lang))
    then = t("phrase.sd.then", lang=lang)
    return t("phrase.sd.sentence", lang=lang,
             pay=t("phrase.sd.pay", lang=lang,
                   dollars=sand_dollars(int(getattr(action, "cost", 0)), lang)),
             steps=then.join(steps))


# -- objective lines ------------------------------------------------------------------

def objective_line(part: str, line: Mapping[str, Any], lang: str | None = None) -> str:
    """The rule of one objective line (``part``: wave / misc / penalty)."""
    kind = str(line.get("kind", line.get("type", "")))
    key = f"phrase.objective.{part}.{kind}"
    if kind == "largest_group":
        return t(key, lang=lang, points=points(int(line.get("per", 2)), lang))
    if kind == "per_group":
        return t(key, lang=lang, points=points(int(line.get("points", 3)), lang))
    if kind == "group_table":
        table = [str(x) for x in line.get("table", [1, 3, 6, 10])]
        return t(key, lang=lang, table=" / ".join(table),
                 sizes=" / ".join(str(i + 1) for i in range(len(table))))
    if kind == "groups_at_least":
        return t(key, lang=lang, points=points(int(line.get("points", 3)), lang),
                 n=int(line.get("min", 3)))
    if kind == "full_columns":
        return t(key, lang=lang, points=points(int(line.get("per", 1)), lang))
    if kind == "rank_unplaced":
        return t(key, lang=lang, most=abs(int(line.get("most", 4))),
                 second=abs(int(line.get("second", 2))))
    if kind == "cards_with_unplaced":
        return t(key, lang=lang, n=abs(int(line.get("points", 1))))
    if kind == "rings_and_unplaced":
        return t(key, lang=lang, ring=int(line.get("ring", 1)),
                 n=abs(int(line.get("points", 1))), per=int(line.get("per", 2)))
    return t("phrase.score.unknown", lang=lang, what=_what(line))


def _groups(sizes: Sequence[int], lang: str | None) -> str:
    if not sizes:
        return t("phrase.objective_status.no_groups", lang=lang)
    if len(sizes) == 1:
        return t("phrase.objective_status.one_group", lang=lang, n=sizes[0])
    return t("phrase.objective_status.groups_of", lang=lang,
             list=join([str(s) for s in sizes], "and", lang))


def objective_status(part: str, line: Mapping[str, Any], pts: int, facts: Mapping[str, Any],
                     lang: str | None = None) -> str:
    """What an objective line gives a city (``facts`` from ``game.engine.objectives``)."""
    kind = str(line.get("kind", ""))
    key = "phrase.objective_status"
    p = points(pts, lang)
    if part == "wave" and kind == "largest_group":
        return t(f"{key}.largest", lang=lang, what=tag_count("wave", facts["largest"], lang),
                 points=p)
    if part == "wave" and kind == "per_group":
        return tn(f"{key}.groups", len(facts["groups"]), lang=lang, points=p)
    if part == "wave":
        return t(f"{key}.table", lang=lang, groups=_groups(facts["groups"], lang), points=p)
    if kind == "largest_group":
        n = facts["largest"]
        what = tag_count(facts["tag"], n, lang) if n and facts.get("tag") else \
            t(f"{key}.none", lang=lang)
        return t(f"{key}.largest", lang=lang, what=what, points=p)
    if kind == "groups_at_least":
        found = facts["groups"]
        if not found:
            return t(f"{key}.at_least_none", lang=lang, points=p)
        what = join([tag_count(tag, size, lang) for size, tag in found], "and", lang)
        return t(f"{key}.at_least", lang=lang, n=len(found), what=what, points=p)
    if kind == "full_columns":
        return tn(f"{key}.columns", facts["run"], lang=lang, points=p)
    mine = tn(f"{key}.unplaced_people", facts["unplaced"], lang=lang)
    if kind == "rank_unplaced":
        others = ", ".join(str(x) for x in sorted(facts["all"], reverse=True))
        return t(f"{key}.rank", lang=lang, people=mine, all=others, points=str(pts))
    if kind == "cards_with_unplaced":
        return tn(f"{key}.cards", facts["cards"], lang=lang, points=str(pts))
    return tn(f"{key}.rings", facts["rings"], lang=lang, people=mine, points=p)


# -- whole components ------------------------------------------------------------------

def card_lines(card: Any, lang: str | None = None) -> list[str]:
    """Every sentence a feature card needs, in printed order."""
    lines: list[str] = []
    tags = list(getattr(card, "tags", ()))
    if tags:
        names = [tag_form(x, "name", lang) for x in tags]
        lines.append(t("phrase.card.tags", lang=lang, tags=", ".join(names)))
    lines += [place_icon(a, lang) for a in getattr(card, "place", ())]
    ring_obj = getattr(card, "ring", None)
    if ring_obj is not None:
        lines.append(ring(ring_obj, lang))
    lines += [score_icon(s, lang) for s in getattr(card, "score", ())]
    if getattr(card, "beach_end", False):
        lines.append(t("phrase.card.beach_end", lang=lang))
    return lines


def tile_lines(tile: Any, lang: str | None = None) -> list[str]:
    """A starting tile: its tags, setup and VIP rule."""
    lines: list[str] = []
    tags = list(getattr(tile, "tags", ()))
    if tags:
        names = [tag_form(x, "name", lang) for x in tags]
        lines.append(t("phrase.card.tile_tags", lang=lang, tags=", ".join(names)))
    lines += [setup_icon(s, lang) for s in getattr(tile, "setup", ())]
    vip = getattr(tile, "vip", None)
    if vip is not None:
        lines.append(vip_rule(vip, lang))
    return lines


def space_name(city: Any, pos: tuple[int, int], lang: str | None = None) -> str:
    """The card at ``pos`` by name, or the starting tile's half, or "empty space"."""
    card = city.cards.get(pos)
    if card is not None:
        return card.name
    if pos[1] == city.start_col:
        if pos[0] == 0:
            return t("phrase.space.beach_half", lang=lang, tile=city.tile.name)
        return city.tile.name
    return t("phrase.space.empty", lang=lang)


# -- the few words printed on the tiles ----------------------------------------------

def sand_dollar_short(action: Any, lang: str | None = None) -> str:
    """The words printed on a sand-dollar tile: "Take 1 front card, move 3 tourists 1"."""
    take = str(getattr(action, "take", "front"))
    tags_any = [tag_form(str(x), "name", lang) for x in getattr(action, "tags_any", ())]
    parts = [t(f"phrase.short.sd.take.{take if take in TAKES else 'default'}", lang=lang,
               tags=" / ".join(tags_any))]
    if getattr(action, "swap", False):
        parts.append(t("phrase.short.sd.swap", lang=lang))
    count = int(getattr(action, "move_count", 0))
    if count:
        kind = str(getattr(action, "move_kind", "any"))
        who = tn(f"unit.people.{kind if kind in PEOPLE_KINDS else 'any'}", count, lang=lang)
        parts.append(t("phrase.short.sd.move", lang=lang, people=who,
                       steps=int(getattr(action, "move_steps", 1))))
    ret = int(getattr(action, "return_count", 0))
    if ret:
        parts.append(t("phrase.short.sd.return", lang=lang, n=ret))
    return t("phrase.short.sd.sep", lang=lang).join(parts)


def objective_short(part: str, line: Mapping[str, Any], lang: str | None = None) -> str:
    """The few words printed on an objective tile for one line."""
    kind = str(line.get("kind", ""))
    key = f"phrase.short.objective.{part}.{kind}"
    if kind in ("largest_group", "full_columns"):
        return t(key, lang=lang, n=int(line.get("per", 2 if kind == "largest_group" else 1)))
    if kind == "per_group":
        return t(key, lang=lang, n=int(line.get("points", 3)))
    if kind == "groups_at_least":
        return t(key, lang=lang, n=int(line.get("points", 3)), min=int(line.get("min", 3)))
    if kind == "group_table":
        table = [str(x) for x in line.get("table", [1, 3, 6, 10])]
        return t(key, lang=lang, table="/".join(table),
                 sizes="/".join(str(i + 1) for i in range(len(table))))
    if kind == "rank_unplaced":
        return t(key, lang=lang, most=-abs(int(line.get("most", 4))),
                 second=-abs(int(line.get("second", 2))))
    if kind == "cards_with_unplaced":
        return t(key, lang=lang, n=-abs(int(line.get("points", 1))))
    if kind == "rings_and_unplaced":
        return t(key, lang=lang, ring=int(line.get("ring", 1)),
                 n=-abs(int(line.get("points", 1))), per=int(line.get("per", 2)))
    return objective_line(part, line, lang)
