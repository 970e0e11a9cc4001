"""The Hint button's answer on the table: a spinner while the hard bot thinks,
then what it would do and what it gains, with the card, spot or person it
means highlighted. Hints asked are counted per player for the results.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.monica.engine import actions as A
from game.monica.engine.state import GameState
from game.monica.i18n import icons
from game.i18n import words as i18n_words
from game.client import theme
from game.client.widgets import draw_panel, draw_text, draw_wrapped
from game.monica.client.table.hint import HintWorker, Suggestion
from game.monica.client.table.hud import glow

if TYPE_CHECKING:
    from game.monica.client.scenes.play import PlayScene

HINT_COLOR = (150, 80, 220)
PEOPLE_KEYS = {"local": "table.hint.kind.local", "tourist": "table.hint.kind.tourist",
               "vip": "table.hint.kind.vip"}


def spinner(canvas: pygame.Surface, center: tuple[int, int], radius: int, t_: float,
            color: theme.Color = theme.BUTTON_TEXT) -> None:
    """A turning arc."""
    start = (t_ * 6.0) % (2 * math.pi)
    rect = pygame.Rect(0, 0, radius * 2, radius * 2)
    rect.center = center
    pygame.draw.arc(canvas, color, rect, start, start + 4.2, max(3, radius // 4))


def action_keys(st: GameState, act: A.Action) -> list[tuple]:
    """Interaction keys (and button names) that show ``act`` of the current
    player on the table: the card to take, the spot, the person and where it goes."""
    if isinstance(act, A.TakeCard):
        return [("display", "front", act.col)]
    if isinstance(act, A.BuyAction):
        return [("sd", act.action)] + [("display", r, c) for r, c in act.picks]
    if isinstance(act, A.PlaceCard):
        return [("hand", act.card), ("spot", (st.box.cards[act.card].row, act.col))]
    if isinstance(act, A.Swap):
        return [("space", act.a), ("space", act.b)]
    if isinstance(act, A.Move):
        return [("person", act.person)] + [("space", p) for p in act.path[-1:]]
    if isinstance(act, A.Summon):
        pos = st.card_pos(st.current, st.grants[act.grant].target or "")
        return [("person", act.person)] + ([("space", pos)] if pos else [])
    if isinstance(act, A.ReturnPerson):
        return [("person", act.person)]
    if isinstance(act, A.ChooseTile):
        return [("tile", act.tile)]
    if isinstance(act, A.PlaceFoodTruck):
        return [("lane", act.col)]
    if isinstance(act, A.ChooseReward):
        return [("button", f"reward:{act.option}")]
    if isinstance(act, A.SkipSwap):
        return [("button", "skip_swap")]
    if isinstance(act, A.Pass):
        return [("button", "pass")]
    return [("button", "confirm")]


class HintBox:
    def __init__(self, scene: "PlayScene") -> None:
        self.scene = scene
        ms = 60 if scene.fast else 700
        self.worker = HintWorker(ms)
        self.used: dict[int, int] = {}
        self._counted: set[int] = set()     # state versions already counted
        self.suggestion: Suggestion | None = None
        self.version = -1          # the state version the shown hint is for
        self.open = False

    # -- asking ---------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self.open and self.suggestion is None and self.worker.busy

    def can_ask(self) -> bool:
        sc = self.scene
        return sc.show_choices and sc.match.staged is None

    def ask(self) -> None:
        """The Hint button: start thinking, or close the answer (a hint is
        counted once per decision, however often it is reopened)."""
        sc = self.scene
        if not self.can_ask():
            return
        version = sc.match.version
        if self.open and self.version == version:
            self.close()
            return
        seat = sc.match.state.current
        if version not in self._counted:
            self._counted.add(version)
            self.used[seat] = self.used.get(seat, 0) + 1
        self.open, self.version, self.suggestion = True, version, None
        if self.worker.version != version or self.worker.failed:
            self.worker.start(sc.match.state, version)

    def close(self) -> None:
        self.open = False
        self.suggestion = None

    def update(self) -> None:
        if not self.open:
            return
        if self.scene.match.version != self.version:
            self.close()
            return
        if self.suggestion is None:
            self.suggestion = self.worker.poll(self.version)

    # -- what it means ------------------------------------------------------------------
    def keys(self) -> list[tuple]:
        """Interaction keys (and button names) to highlight for the suggestion."""
        s = self.suggestion
        if s is None:
            return []
        return action_keys(self.scene.match.state, s.action)

    def describe(self, s: Suggestion) -> str:
        """The suggestion in words, in the table's language."""
        st = self.scene.match.state
        box = st.box
        act = s.action
        city = st.city if st.players[st.current].city is not None else None
        words = self.scene.ctx.words

        def kind(pid: int) -> str:
            k = city.person_kind.get(pid, "") if city is not None else ""
            return words.t(PEOPLE_KEYS.get(k, "table.hint.kind.any"))

        def place(pos: tuple[int, int]) -> str:
            return icons.space_name(city, pos, lang=words.language) if city is not None else ""

        def card_at(cid: str | None) -> str:
            return box.cards[cid].name if cid is not None else "?"

        key, kw = "table.hint.action.end", dict[str, Any]()
        if isinstance(act, A.TakeCard):
            key, kw = "table.hint.action.take", {"card": card_at(st.front[act.col])}
        elif isinstance(act, A.BuyAction):
            rows = {"front": st.front, "back": st.back}
            cards = i18n_words.join_names([card_at(rows[r][c]) for r, c in act.picks], lang=words.language)
            key = "table.hint.action.buy"
            kw = {"action": i18n_words.action_name(act.action, lang=words.language), "cards": cards}
        elif isinstance(act, A.PlaceCard):
            key, kw = "table.hint.action.place", {"card": box.cards[act.card].name}
        elif isinstance(act, A.Swap):
            key, kw = "table.hint.action.swap", {"a": place(act.a), "b": place(act.b)}
        elif isinstance(act, A.SkipSwap):
            key = "table.hint.action.skip_swap"
        elif isinstance(act, A.ChooseReward):
            key, kw = "table.hint.action.reward", {"option": words.t(f"play.reward.{act.option}")}
        elif isinstance(act, A.Move):
            key = "table.hint.action.move"
            kw = {"kind": kind(act.person), "place": place(act.path[-1])}
        elif isinstance(act, A.Summon):
            key, kw = "table.hint.action.summon", {"kind": kind(act.person)}
        elif isinstance(act, A.ReturnPerson):
            key, kw = "table.hint.action.return", {"kind": kind(act.person)}
        elif isinstance(act, A.ChooseTile):
            key, kw = "table.hint.action.tile", {"tile": box.tiles[act.tile].name}
        elif isinstance(act, A.PlaceFoodTruck):
            key, kw = "table.hint.action.truck", {"col": act.col + 1}
        elif isinstance(act, A.Pass):
            key = "table.hint.action.pass"
        what = words.t(key, **kw)
        gain = f"{s.score_change:+d}" if s.score_change else "±0"
        result = "table.hint.result_turn" if s.source == "hard" else "table.hint.result_now"
        return words.t(result, what=what, points=gain)

    # -- drawing -----------------------------------------------------------------------
    def draw_button_state(self, canvas: pygame.Surface, rect: pygame.Rect, t_: float) -> None:
        if self.thinking:
            spinner(canvas, (rect.right - 20, rect.centery - 2), 11, t_)

    def draw(self, canvas: pygame.Surface, t_: float) -> None:
        """The answer panel (over the log) and the highlights it points at."""
        words = self.scene.ctx.words
        if not self.open:
            return
        sc = self.scene
        area = pygame.Rect(sc.layout.rect("log"))
        draw_panel(canvas, area, (246, 238, 252), HINT_COLOR, 12, width=4)
        draw_text(canvas, words.t("table.hint.heading"), (area.x + 14, area.y + 10), 24, HINT_COLOR,
                  True)
        close = self.close_rect()
        pygame.draw.rect(canvas, HINT_COLOR, close, border_radius=8)
        draw_text(canvas, "×", close.center, 32, theme.BUTTON_TEXT, True, "center")
        body = pygame.Rect(area.x + 14, area.y + 48, area.w - 28, area.h - 56)
        if self.suggestion is None:
            if self.worker.failed:
                draw_wrapped(canvas, words.t("play.hint_none"), body, 21, theme.INK)
                return
            spinner(canvas, (body.centerx, body.y + 60), 26, t_, HINT_COLOR)
            draw_wrapped(canvas, words.t("table.hint.thinking"), body.move(0, 110), 21, theme.INK,
                         center=True)
            return
        draw_wrapped(canvas, self.describe(self.suggestion), body, 22, theme.INK, max_lines=9)
        self._highlight(canvas, t_)

    def close_rect(self) -> pygame.Rect:
        area = pygame.Rect(self.scene.layout.rect("log"))
        return pygame.Rect(area.right - 46, area.y + 8, 38, 38)

    def _highlight(self, canvas: pygame.Surface, t_: float) -> None:
        draw_keys(self.scene, canvas, self.keys(), t_)


def draw_keys(sc: "PlayScene", canvas: pygame.Surface, keys: list[tuple], t_: float,
              color: theme.Color = HINT_COLOR) -> None:
    """Glow around what ``keys`` name on the table (a ring round a person)."""
    old = canvas.get_clip()
    for key in keys:
        if key[0] == "button":
            b = sc.choices.get(key[1]) or sc.bar.get(key[1])
            rect = pygame.Rect(b.rect) if b is not None and b.rect is not None else None
        else:
            rect = sc.key_rect(key)
        if rect is None:
            continue
        if key[0] in ("spot", "space", "person"):
            canvas.set_clip(sc.geo.city)
        if key[0] == "person":
            pygame.draw.circle(canvas, color, rect.center, rect.w // 2 + 10, 6)
        else:
            glow(canvas, rect, color, t_, width=7)
        canvas.set_clip(old)
