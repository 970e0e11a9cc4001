"""Where a scene goes next: the destinations and the router.

A scene never imports or builds another scene. It asks its router for a
destination, and the router's routes decide which scene that means and how
the scene stack changes::

    self.router.go(Results(setup, state, report, log=log, hints=hints))
    self.router.go(Pause())
    self.router.go(Title())
    self.router.go(Back())

``Scene.router`` is the app's router (``app.router``, also ``app.ctx.router``)
unless the scene runs inside another one. The routes are configuration:

- ``routes.desktop_routes`` — the ordinary game (title, new game, results ...);
- ``kiosk.routes.kiosk_routes`` — laid over those by the kiosk: "title" is the
  attract loop, "results" at a portrait screen is the kiosk's own, ...;
- a scene that runs a table inside itself (the attract loop, the replay viewer)
  gives that inner scene a small router of its own whose routes are callbacks
  ("results" means "this game is over, deal the next one").

A destination no route knows is an error (``UnknownDestination``): it means a
configuration forgot a screen, and that must show, not pass silently.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any


class Destination:
    """Somewhere a scene can ask to go (a dataclass below)."""


@dataclass(frozen=True)
class Title(Destination):
    """Back to the title screen (the attract loop at a kiosk); the stack starts over."""


@dataclass(frozen=True)
class Box(Destination):
    """The box's title: every game of a box of several, to choose one (the stack starts over)."""


@dataclass(frozen=True)
class StartOver(Destination):
    """Whatever was going on, start again from the first screen (kiosk: attract)."""


@dataclass(frozen=True)
class NewGame(Destination):
    """The new-game screen (seats, objective, beach code)."""


@dataclass(frozen=True)
class Play(Destination):
    """A game at the table: a new one for ``setup``, the given ``match``, or a
    recorded game resumed from its ``actions`` (its log replayed once:
    ``steps``, when given, are that replay already done, e.g. by the title
    that checked the save). ``autosave`` None: as the context says."""

    setup: Any
    match: Any = None
    actions: tuple[Any, ...] | None = None
    steps: tuple[Any, ...] | None = None
    autosave: bool | None = None


@dataclass(frozen=True)
class Guide(Destination):
    """The guided first game ("Learn to play"): the saved guide resumed when
    ``resume`` and there is one, else from its first step."""

    resume: bool = True


@dataclass(frozen=True)
class Results(Destination):
    """The final scores of a finished game, in place of the table."""

    setup: Any
    state: Any
    report: dict
    log: Any = None
    hints: dict[int, int] = field(default_factory=dict)
    actions: tuple[Any, ...] = ()        # the whole log, for the post-game review


@dataclass(frozen=True)
class Pause(Destination):
    """The in-game menu over the table."""


@dataclass(frozen=True)
class Rules(Destination):
    """The illustrated how-to-play: from ``page``, or on its icon reference."""

    page: int = 0
    reference: bool = False


@dataclass(frozen=True)
class Info(Destination):
    """A help popup over the screen: a title, lines of rules, a picture of the thing."""

    title: str
    lines: Sequence[Any]
    art: Any = None
    subtitle: str = ""


@dataclass(frozen=True)
class Settings(Destination):
    """The settings screen (``operator``: the kiosk operator's version)."""

    operator: bool = False


@dataclass(frozen=True)
class Replays(Destination):
    """The list of finished games kept as replays."""


@dataclass(frozen=True)
class Replay(Destination):
    """Watch one finished game again: from the start, or paused before move
    ``at`` with the review's better move there (``focus``) shown."""

    game: Any
    at: int = 0
    focus: Any = None


@dataclass(frozen=True)
class Review(Destination):
    """The hard bot's review of one finished game (a replay's)."""

    game: Any


@dataclass(frozen=True)
class Pin(Destination):
    """The kiosk's PIN pad: ``unlock`` the operator menu, or ``set`` a new PIN."""

    mode: str = "unlock"


@dataclass(frozen=True)
class Operator(Destination):
    """The kiosk operator's menu, in place of the PIN pad."""


@dataclass(frozen=True)
class Players(Destination):
    """Kiosk: how many visitors play."""


@dataclass(frozen=True)
class Choose(Destination):
    """Kiosk: which game a visitor plays (each game the operator left on)."""


@dataclass(frozen=True)
class StillPlaying(Destination):
    """Kiosk: "Still playing?" after a long time without a touch."""


@dataclass(frozen=True)
class Back(Destination):
    """Close this screen and show the one below."""


@dataclass(frozen=True)
class Quit(Destination):
    """Leave the program with ``code``."""

    code: int = 0


Handler = Callable[[Any], None]
Routes = Mapping[type[Destination], Handler]


class UnknownDestination(LookupError):
    """A scene asked for a destination its router has no route for."""


class Router:
    """Turns a destination into a change of scenes, through its routes."""

    def __init__(self, routes: Routes | None = None) -> None:
        self.routes: dict[type[Destination], Handler] = dict(routes or {})

    def configure(self, routes: Routes) -> None:
        """Lay ``routes`` over the current ones (the kiosk over the desktop)."""
        self.routes.update(routes)

    def go(self, destination: Destination) -> None:
        """Go to ``destination`` (see the module docstring)."""
        handler = self.routes.get(type(destination))
        if handler is None:
            raise UnknownDestination(f"no route to {type(destination).__name__}")
        handler(destination)


def ignore(_destination: Destination) -> None:
    """A route that goes nowhere (an inner table's menu button, say)."""
