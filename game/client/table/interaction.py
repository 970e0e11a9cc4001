"""What the human may click right now, derived from ``legal_actions``.

The play scene asks this model which things glow (``highlights``), which
buttons to show (``buttons``), what to tell the player (``prompt``), and hands
it every click as a *key*; ``click`` answers with an engine action to submit
or None when only the selection changed. Keys:

    ("tile", tile_id)            a starting tile on offer
    ("lane", col)                a food-truck lane column
    ("display", "front"|"back", col)
    ("sd", action_id)            a sand-dollar action tile
    ("hand", card_id)            a taken card waiting to be placed
    ("spot", (row, col))         an empty space of the active city
    ("space", (row, col))        a filled space of the active city
    ("person", pid)              a person in the active city
    ("button", name)             a button from ``buttons()``

No pygame here: tests drive it directly.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import actions as A
from ...engine import as_listed
from ...engine.state import GameState
from ...i18n import t, tn
from . import words

Key = tuple
Pos = tuple[int, int]


@dataclass(frozen=True)
class ButtonSpec:
    name: str
    label: str
    enabled: bool = True
    selected: bool = False


class Interaction:
    def __init__(self, state: GameState, legal: list[A.Action]) -> None:
        self.grant_choice: int | None = None
        self.update(state, legal)

    # -- state ---------------------------------------------------------------
    def update(self, state: GameState, legal: list[A.Action]) -> None:
        """New state or legal actions: drop selections that may be stale."""
        self.state = state
        self.legal = legal
        self.buy: str | None = None
        self.chosen: tuple[tuple[str, int], ...] = ()
        self.card: str | None = None
        self.swap_first: Pos | None = None
        self.person: int | None = None
        self.path: list[Pos] = []
        if self.grant_choice is not None and not self._grant_open(self.grant_choice):
            self.grant_choice = None
        if self.phase == "place":
            self.card = next((c for c in state.pending if self._spots(c)), None)

    def cancel(self) -> None:
        """Right click / Escape: back out of the current selection."""
        if self.path:
            self.path.pop()
        elif self.person is not None:
            self.person = None
        elif self.buy is not None:
            self.buy, self.chosen = None, ()
        elif self.swap_first is not None:
            self.swap_first = None

    @property
    def phase(self) -> str:
        return self.state.phase

    def _of(self, cls: type) -> list:
        return [a for a in self.legal if isinstance(a, cls)]

    # -- acquire -------------------------------------------------------------
    def buys(self, aid: str) -> list[A.BuyAction]:
        return [a for a in self._of(A.BuyAction) if a.action == aid]

    def sd_status(self, aid: str) -> tuple[bool, str]:
        """(usable now, why not / what it costs)."""
        act = self.state.box.sand_dollar_action(aid)
        have = self.state.city.sand_dollars if self.state.players[self.state.current].city else 0
        if self.phase != "acquire":
            return False, t("table.ui.sd.costs", cost=act.cost)
        if have < act.cost:
            return False, t("table.ui.sd.short", cost=act.cost, have=have)
        if not self.buys(aid):
            return False, t("table.ui.sd.no_card")
        return True, t("table.ui.sd.costs", cost=act.cost)

    def _buy_candidates(self) -> list[A.BuyAction]:
        chosen = set(self.chosen)
        return [b for b in self.buys(self.buy or "") if chosen <= set(b.picks)]

    # -- place ---------------------------------------------------------------
    def _spots(self, cid: str) -> list[int]:
        return [a.col for a in self._of(A.PlaceCard) if a.card == cid]

    def spots(self) -> list[Pos]:
        if self.phase != "place" or self.card is None:
            return []
        row = self.state.box.cards[self.card].row
        return [(row, c) for c in self._spots(self.card)]

    # -- people --------------------------------------------------------------
    def _person_actions(self) -> list[A.Move | A.Summon | A.ReturnPerson]:
        return [a for a in self.legal if isinstance(a, (A.Move, A.Summon, A.ReturnPerson))]

    def _grant_open(self, i: int) -> bool:
        return any(a.grant == i for a in self._person_actions())

    def open_grants(self) -> list[int]:
        return [i for i in range(len(self.state.grants)) if self._grant_open(i)]

    def _group_key(self, pid: int) -> tuple:
        city = self.state.city
        return (city.person_kind[pid], city.person_pos[pid],
                tuple(pid in g.used for g in self.state.grants))

    def representative(self, pid: int) -> int | None:
        """The person the engine lists for ``pid``'s interchangeable group."""
        reps = {a.person for a in self._person_actions()}
        if pid in reps:
            return pid
        city = self.state.city
        if pid not in city.person_kind:
            return None
        key = self._group_key(pid)
        for r in sorted(reps):
            if r in city.person_kind and self._group_key(r) == key:
                return r
        return None

    def movable_people(self) -> list[int]:
        if self.phase not in ("actions", "final"):
            return []
        city = self.state.city
        return [p for p in sorted(city.person_kind) if self.representative(p) is not None]

    def grants_for(self, pid: int) -> list[int]:
        rep = self.representative(pid)
        return sorted({a.grant for a in self._person_actions() if a.person == rep})

    def active_grant(self) -> int | None:
        if self.person is None:
            return self.grant_choice
        options = self.grants_for(self.person)
        if self.grant_choice in options:
            return self.grant_choice
        return options[0] if options else None

    def _is_vip(self, pid: int) -> bool:
        return self.state.city.person_kind.get(pid) == "vip"

    def destinations(self) -> dict[Pos, A.Action]:
        """Where the selected person can end up with the active grant."""
        g = self.active_grant()
        if self.person is None or g is None:
            return {}
        rep = self.representative(self.person)
        grant = self.state.grants[g]
        out: dict[Pos, A.Action] = {}
        if grant.kind == "move" and not self._is_vip(self.person):
            for a in self._of(A.Move):
                if a.grant == g and a.person == rep:
                    out[a.path[-1]] = a
        elif grant.kind == "summon":
            target = self.state.card_pos(self.state.current, grant.target or "")
            if target is not None and any(a.grant == g and a.person == rep
                                          for a in self._of(A.Summon)):
                out[target] = A.Summon(g, rep)
        return out

    def vip_next(self) -> list[Pos]:
        """Spaces the selected VIP may step onto next (path building)."""
        g = self.active_grant()
        if self.person is None or g is None or not self._is_vip(self.person):
            return []
        grant = self.state.grants[g]
        if grant.kind != "move" or len(self.path) >= grant.steps:
            return []
        city = self.state.city
        here = self.path[-1] if self.path else city.person_pos[self.person]
        return list(city.neighbours(here))

    def path_footprints(self) -> list[Pos]:
        """Spaces on the VIP path so far that would get a new footprint."""
        city = self.state.city
        out: list[Pos] = []
        for pos in self.path:
            if pos not in out and city.vip_earns(pos):
                out.append(pos)
        return out

    def _path_useful(self) -> bool:
        if not self.path or self.person is None:
            return False
        start = self.state.city.person_pos[self.person]
        return self.path[-1] != start or bool(self.path_footprints())

    def _vip_move(self) -> A.Move | None:
        g = self.active_grant()
        rep = self.representative(self.person) if self.person is not None else None
        if g is None or rep is None or not self._path_useful():
            return None
        move = as_listed(self.state, A.Move(g, rep, tuple(self.path)))
        return move if isinstance(move, A.Move) else None

    def _can_return(self) -> bool:
        g = self.active_grant()
        if self.person is None or g is None:
            return False
        rep = self.representative(self.person)
        return any(a.grant == g and a.person == rep for a in self._of(A.ReturnPerson))

    # -- what to show ----------------------------------------------------------
    def highlights(self) -> dict[Key, str]:
        """Key -> style: ``legal`` (clickable), ``selected``, ``target``,
        ``step`` (next VIP step), ``path`` (walked so far), ``dim``."""
        st = self.state
        out: dict[Key, str] = {}
        ph = self.phase
        if ph == "choose_tile":
            for a in self._of(A.ChooseTile):
                out[("tile", a.tile)] = "legal"
        elif ph == "food_truck":
            for a in self._of(A.PlaceFoodTruck):
                out[("lane", a.col)] = "legal"
        elif ph == "acquire":
            for aid in st.sand_dollar_actions:
                if self.sd_status(aid)[0]:
                    out[("sd", aid)] = "selected" if self.buy == aid else "legal"
            if self.buy is None:
                for a in self._of(A.TakeCard):
                    out[("display", "front", a.col)] = "legal"
            else:
                for row, col in self.chosen:
                    out[("display", row, col)] = "selected"
                for b in self._buy_candidates():
                    for row, col in b.picks:
                        out.setdefault(("display", row, col), "legal")
        elif ph == "place":
            for cid in dict.fromkeys(st.pending):
                if self._spots(cid):
                    out[("hand", cid)] = "selected" if cid == self.card else "legal"
            for pos in self.spots():
                out[("spot", pos)] = "target"
        elif ph == "swap":
            swaps = self._of(A.Swap)
            if self.swap_first is None:
                for s in swaps:
                    out[("space", s.a)] = "legal"
                    out[("space", s.b)] = "legal"
            else:
                out[("space", self.swap_first)] = "selected"
                for s in swaps:
                    if s.a == self.swap_first:
                        out[("space", s.b)] = "target"
                    elif s.b == self.swap_first:
                        out[("space", s.a)] = "target"
        elif ph in ("actions", "final"):
            for pid in self.movable_people():
                out[("person", pid)] = "legal"
            if self.person is not None:
                out[("person", self.person)] = "selected"
                for pos in self.destinations():
                    out[("space", pos)] = "target"
                for pos in self.path:
                    out[("space", pos)] = "path"
                for pos in self.vip_next():
                    out[("space", pos)] = "step"
        return out

    def buttons(self) -> list[ButtonSpec]:
        st = self.state
        ph = self.phase
        out: list[ButtonSpec] = []
        if ph == "acquire":
            if self.buy is not None:
                out.append(ButtonSpec("cancel", t("table.ui.btn.cancel_buy")))
            if self._of(A.Pass):
                out.append(ButtonSpec("pass", t("table.ui.btn.pass")))
        elif ph == "swap":
            out.append(ButtonSpec("skip_swap", t("table.ui.btn.no_swap")))
        elif ph == "reward":
            for a in self._of(A.ChooseReward):
                out.append(ButtonSpec(f"reward:{a.option}", words.reward_label(a.option)))
        elif ph in ("actions", "final"):
            active = self.active_grant()
            for i in self.open_grants():
                out.append(ButtonSpec(f"grant:{i}", words.grant_label(st, st.grants[i]),
                                      selected=(i == active)))
            if self.person is not None and self._is_vip(self.person) and self.path:
                out.append(ButtonSpec("step_back", t("table.ui.btn.step_back")))
                out.append(ButtonSpec("confirm_move", t("table.ui.btn.walk_here"),
                                      enabled=self._vip_move() is not None))
            if self._can_return():
                out.append(ButtonSpec("return", t("table.ui.btn.send_home")))
            if ph == "final":
                out.append(ButtonSpec("auto", t("table.ui.btn.auto")))
        return out

    def end_label(self) -> str | None:
        """Label of the end-of-turn button, when EndActions is open."""
        if not self._of(A.EndActions):
            return None
        return t("table.ui.btn.done_moving") if self.phase == "final" else \
            t("table.ui.btn.end_turn")

    def prompt(self) -> str:
        st = self.state
        ph = self.phase
        if ph == "choose_tile":
            return t("table.ui.prompt.choose_tile")
        if ph == "food_truck":
            return t("table.ui.prompt.food_truck")
        if ph == "acquire":
            if self.buy is not None:
                act = st.box.sand_dollar_action(self.buy)
                name = words.action_name(act)
                what = self._picks_hint(act.take)
                if self.chosen:
                    return t("table.ui.prompt.buy_chosen", action=name, what=what,
                             n=len(self.chosen))
                return t("table.ui.prompt.buy", action=name, what=what)
            return t("table.ui.prompt.acquire")
        if ph == "place":
            if self.card is None:
                return t("table.ui.prompt.place_none")
            card = st.box.cards[self.card]
            return t("table.ui.prompt.place", card=card.name,
                     row=t(f"table.ui.row.{card.row_name}"))
        if ph == "swap":
            if self.swap_first is None:
                return t("table.ui.prompt.swap")
            return t("table.ui.prompt.swap_second")
        if ph == "reward":
            return t("table.ui.prompt.reward")
        if ph in ("actions", "final"):
            if self.person is None:
                final = "final_" if ph == "final" else ""
                if self.open_grants():
                    return t(f"table.ui.prompt.{final}pick")
                return t(f"table.ui.prompt.{final}nothing")
            g = self.active_grant()
            kind = st.city.person_kind.get(self.person, "")
            if g is not None and st.grants[g].kind == "return":
                return t("table.ui.prompt.return")
            if self._is_vip(self.person):
                left = st.grants[g].steps - len(self.path) if g is not None else 0
                return tn("table.ui.prompt.vip", left)
            return t("table.ui.prompt.move", kind=words.kind_word(kind))
        if ph == "over":
            return t("table.ui.prompt.over")
        return ""

    @staticmethod
    def _picks_hint(take: str) -> str:
        known = ("front", "back", "front2", "front_and_behind", "any")
        return t(f"table.ui.picks.{take if take in known else 'default'}")

    # -- input -----------------------------------------------------------------
    def click(self, key: Key) -> A.Action | None:
        kind = key[0]
        ph = self.phase
        if kind == "button":
            return self._button(key[1])
        if ph == "choose_tile" and kind == "tile":
            return self._match(A.ChooseTile(key[1]))
        if ph == "food_truck" and kind == "lane":
            return self._match(A.PlaceFoodTruck(key[1]))
        if ph == "acquire":
            return self._click_acquire(key)
        if ph == "place":
            if kind == "hand" and self._spots(key[1]):
                self.card = key[1]
                return None
            if kind == "spot" and key[1] in self.spots():
                return A.PlaceCard(self.card, key[1][1])
            return None
        if ph == "swap" and kind == "space":
            return self._click_swap(key[1])
        if ph in ("actions", "final"):
            return self._click_people(key)
        return None

    def _match(self, action: A.Action) -> A.Action | None:
        return action if action in self.legal else None

    def _click_acquire(self, key: Key) -> A.Action | None:
        kind = key[0]
        if kind == "sd":
            aid = key[1]
            if self.buy == aid:
                self.buy, self.chosen = None, ()
            elif self.sd_status(aid)[0]:
                self.buy, self.chosen = aid, ()
            return None
        if kind != "display":
            return None
        pick = (key[1], key[2])
        if self.buy is None:
            return self._match(A.TakeCard(key[2])) if key[1] == "front" else None
        if pick in self.chosen:
            self.chosen = tuple(p for p in self.chosen if p != pick)
            return None
        trial = set(self.chosen) | {pick}
        cands = [b for b in self.buys(self.buy) if trial <= set(b.picks)]
        if not cands:
            return None
        self.chosen = tuple(self.chosen) + (pick,)
        if len(cands) == 1:
            return cands[0]
        return None

    def _click_swap(self, pos: Pos) -> A.Action | None:
        swaps = self._of(A.Swap)
        if self.swap_first is None:
            if any(pos in (s.a, s.b) for s in swaps):
                self.swap_first = pos
            return None
        if pos == self.swap_first:
            self.swap_first = None
            return None
        for s in swaps:
            if {s.a, s.b} == {self.swap_first, pos}:
                return s
        if any(pos in (s.a, s.b) for s in swaps):
            self.swap_first = pos
        return None

    def _select_person(self, pid: int) -> None:
        self.person = pid
        self.path = []

    def _click_people(self, key: Key) -> A.Action | None:
        kind = key[0]
        city = self.state.city
        if kind == "person":
            pid = key[1]
            if pid == self.person and not self.path:
                self.person = None
                return None
            if self.representative(pid) is not None and not (
                    self.person is not None and (self.destinations() or self.vip_next())
                    and city.person_pos.get(pid) in (*self.destinations(), *self.vip_next())):
                self._select_person(pid)
                return None
            if self.person is None:
                return None
            key = ("space", city.person_pos[pid])   # a click on a person = its space
            kind = "space"
        if kind != "space":
            return None
        pos = key[1]
        if self.person is not None:
            dest = self.destinations()
            if pos in dest:
                return dest[pos]
            if pos in self.vip_next():
                self.path.append(pos)
                g = self.active_grant()
                if g is not None and len(self.path) >= self.state.grants[g].steps:
                    move = self._vip_move()
                    if move is not None:
                        return move
                return None
            if self.path and pos == self.path[-1]:
                return self._vip_move()
        # a click on a space with movable people selects one of them (cycling)
        here = [p for p in self.movable_people() if city.person_pos[p] == pos]
        if here:
            if self.person in here:
                i = here.index(self.person)
                self._select_person(here[(i + 1) % len(here)])
            else:
                self._select_person(here[0])
        return None

    def _button(self, name: str) -> A.Action | None:
        if name == "cancel":
            self.buy, self.chosen = None, ()
        elif name == "pass":
            return self._match(A.Pass())
        elif name == "skip_swap":
            return self._match(A.SkipSwap())
        elif name.startswith("reward:"):
            return self._match(A.ChooseReward(name.split(":", 1)[1]))
        elif name.startswith("grant:"):
            i = int(name.split(":", 1)[1])
            self.grant_choice = i
            if self.person is not None and i not in self.grants_for(self.person):
                self.person = None
            self.path = []
        elif name == "step_back" and self.path:
            self.path.pop()
        elif name == "confirm_move":
            return self._vip_move()
        elif name == "return" and self._can_return():
            g = self.active_grant()
            return A.ReturnPerson(g, self.representative(self.person))
        elif name == "end":
            return self._match(A.EndActions())
        return None
