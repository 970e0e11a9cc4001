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

from game.monica.engine import actions as A
from game.monica.engine.state import GameState
from game.i18n import Words
from game.monica.client.table import interaction_people as people
from game.monica.client.table import interaction_words as prompts
from game.monica.client.table.interaction_words import ButtonSpec, Key, Pos

__all__ = ["ButtonSpec", "Interaction", "Key", "Pos"]


class Interaction:
    def __init__(self, state: GameState, legal: list[A.Action], words: Words) -> None:
        self.words = words
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
        if self.grant_choice is not None and not people.grant_open(self, self.grant_choice):
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

    def of(self, cls: type) -> list:
        return [a for a in self.legal if isinstance(a, cls)]

    # -- acquire -------------------------------------------------------------
    def buys(self, aid: str) -> list[A.BuyAction]:
        return [a for a in self.of(A.BuyAction) if a.action == aid]

    def sd_status(self, aid: str) -> tuple[bool, str]:
        """(usable now, why not / what it costs)."""
        act = self.state.box.sand_dollar_action(aid)
        have = self.state.city.sand_dollars if self.state.players[self.state.current].city else 0
        if self.phase != "acquire":
            return False, self.words.tn("table.ui.sd.costs", act.cost)
        if have < act.cost:
            return False, self.words.tn("table.ui.sd.short", act.cost, have=have)
        if not self.buys(aid):
            return False, self.words.t("table.ui.sd.no_card")
        return True, self.words.tn("table.ui.sd.costs", act.cost)

    def _buy_candidates(self) -> list[A.BuyAction]:
        chosen = set(self.chosen)
        return [b for b in self.buys(self.buy or "") if chosen <= set(b.picks)]

    # -- place ---------------------------------------------------------------
    def _spots(self, cid: str) -> list[int]:
        return [a.col for a in self.of(A.PlaceCard) if a.card == cid]

    def spots(self) -> list[Pos]:
        if self.phase != "place" or self.card is None:
            return []
        row = self.state.box.cards[self.card].row
        return [(row, c) for c in self._spots(self.card)]

    # -- people (``interaction_people``) -------------------------------------------
    def open_grants(self) -> list[int]:
        return people.open_grants(self)

    def representative(self, pid: int) -> int | None:
        """The person the engine lists for ``pid``'s interchangeable group."""
        return people.representative(self, pid)

    def movable_people(self) -> list[int]:
        return people.movable_people(self)

    def grants_for(self, pid: int) -> list[int]:
        return people.grants_for(self, pid)

    def active_grant(self) -> int | None:
        return people.active_grant(self)

    def is_vip(self, pid: int) -> bool:
        return people.is_vip(self, pid)

    def destinations(self) -> dict[Pos, A.Action]:
        """Where the selected person can end up with the active grant."""
        return people.destinations(self)

    def vip_next(self) -> list[Pos]:
        """Spaces the selected VIP may step onto next (path building)."""
        return people.vip_next(self)

    def path_footprints(self) -> list[Pos]:
        return people.path_footprints(self)

    def vip_move(self) -> A.Move | None:
        return people.vip_move(self)

    def can_return(self) -> bool:
        return people.can_return(self)

    # -- what to show ----------------------------------------------------------
    def highlights(self) -> dict[Key, str]:
        """Key -> style: ``legal`` (clickable), ``selected``, ``target``,
        ``step`` (next VIP step), ``path`` (walked so far), ``dim``."""
        st = self.state
        out: dict[Key, str] = {}
        ph = self.phase
        if ph == "choose_tile":
            for a in self.of(A.ChooseTile):
                out[("tile", a.tile)] = "legal"
        elif ph == "food_truck":
            for a in self.of(A.PlaceFoodTruck):
                out[("lane", a.col)] = "legal"
        elif ph == "acquire":
            for aid in st.sand_dollar_actions:
                if self.sd_status(aid)[0]:
                    out[("sd", aid)] = "selected" if self.buy == aid else "legal"
            if self.buy is None:
                for a in self.of(A.TakeCard):
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
            swaps = self.of(A.Swap)
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
        """The choice buttons to show (``interaction_words``)."""
        return prompts.buttons(self)

    def end_label(self) -> str | None:
        """Label of the end-of-turn button, when EndActions is open."""
        return prompts.end_label(self)

    def prompt(self) -> str:
        """What to tell the player now."""
        return prompts.prompt(self)

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
            if kind == "spot" and self.card is not None and key[1] in self.spots():
                return A.PlaceCard(self.card, key[1][1])
            return None
        if ph == "swap" and kind == "space":
            return self._click_swap(key[1])
        if ph in ("actions", "final"):
            return people.click(self, key)
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
        swaps = self.of(A.Swap)
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
            return self.vip_move()
        elif name == "return" and self.can_return() and self.person is not None:
            g, rep = self.active_grant(), self.representative(self.person)
            return A.ReturnPerson(g, rep) if g is not None and rep is not None else None
        elif name == "end":
            return self._match(A.EndActions())
        return None
