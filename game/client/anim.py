"""Animation queue: beats of parallel tracks of tweens, waits and calls, for
every game's table.

A play scene turns engine events into beats; input waits until the queue is
empty. ``skip()`` runs everything to its end at once (calls included), so a
skipped animation leaves exactly the picture a watched one does. Nothing here
imports pygame.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

from game.client.context import Motion


def linear(t: float) -> float:
    return t


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def back_out(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def _lerp(a: Any, b: Any, t: float) -> Any:
    if isinstance(a, (tuple, list)):
        return type(a)(x + (y - x) * t for x, y in zip(a, b, strict=True))
    return a + (b - a) * t


class Step:
    done = False

    def start(self) -> None:
        pass

    def update(self, dt: float) -> float:
        """Advance; return the time left over once done (else 0)."""
        self.finish()
        return dt

    def finish(self) -> None:
        self.done = True


class Tween(Step):
    """Move ``obj.attr`` to ``end`` over ``duration`` seconds. The start value
    is read when the tween starts, so tweens chain naturally."""

    def __init__(self, obj: Any, attr: str, end: Any, duration: float,
                 ease: Callable[[float], float] = ease_out, start: Any = None) -> None:
        self.obj, self.attr, self.end = obj, attr, end
        self.duration = max(1e-6, duration)
        self.ease = ease
        self.begin = start
        self.t = 0.0
        self.done = False

    def start(self) -> None:
        if self.begin is None:
            self.begin = getattr(self.obj, self.attr)
        setattr(self.obj, self.attr, _lerp(self.begin, self.begin, 0.0)
                if isinstance(self.begin, (tuple, list)) else self.begin)

    def update(self, dt: float) -> float:
        self.t += dt
        f = min(1.0, self.t / self.duration)
        setattr(self.obj, self.attr, _lerp(self.begin, self.end, self.ease(f)))
        if f >= 1.0:
            self.done = True
            return self.t - self.duration
        return 0.0

    def finish(self) -> None:
        if self.begin is None:
            self.begin = getattr(self.obj, self.attr)
        setattr(self.obj, self.attr, self.end)
        self.done = True


class Wait(Step):
    def __init__(self, duration: float) -> None:
        self.duration = duration
        self.t = 0.0
        self.done = False

    def update(self, dt: float) -> float:
        self.t += dt
        if self.t >= self.duration:
            self.done = True
            return self.t - self.duration
        return 0.0


class Call(Step):
    """Run ``fn`` once, when the track reaches this step (or on skip)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn
        self.done = False

    def update(self, dt: float) -> float:
        self.finish()
        return dt

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


@dataclass
class Track:
    steps: list[Step] = field(default_factory=list)
    index: int = 0
    started: bool = False

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    def update(self, dt: float) -> None:
        while dt >= 0 and not self.done:
            step = self.steps[self.index]
            if not self.started:
                step.start()
                self.started = True
            left = step.update(dt)
            if not step.done:
                return
            self.index += 1
            self.started = False
            dt = left
            if dt <= 0 and not isinstance(self._peek(), Call):
                return

    def _peek(self) -> Step | None:
        return self.steps[self.index] if not self.done else None

    def finish(self) -> None:
        while not self.done:
            step = self.steps[self.index]
            if not self.started:
                step.start()
            step.finish()
            self.index += 1
            self.started = False


@dataclass
class Beat:
    tracks: list[Track] = field(default_factory=list)
    label: str = ""

    @property
    def done(self) -> bool:
        return all(t.done for t in self.tracks)

    def update(self, dt: float) -> None:
        for t in self.tracks:
            t.update(dt)

    def finish(self) -> None:
        for t in self.tracks:
            t.finish()


MOTION_ATTRS = ("pos", "size", "scale")


def _still(step: Step) -> Step:
    if isinstance(step, Tween) and step.attr in MOTION_ATTRS:
        step.duration = 1e-6
    return step


class AnimQueue:
    """Beats played one after another. ``motion`` is the context's: with
    reduced motion (a setting, read when a beat is queued) things jump to
    their places; fades still play."""

    def __init__(self, motion: Motion | None = None) -> None:
        self.motion = motion if motion is not None else Motion()
        self.beats: deque[Beat] = deque()
        self.speed = 1.0
        self.instant = False

    @property
    def busy(self) -> bool:
        return bool(self.beats)

    def add(self, *tracks: list[Step], label: str = "") -> Beat:
        """Queue a beat: each argument is one track (a list of steps)."""
        if self.motion.reduced:
            tracks = tuple([_still(s) for s in t] for t in tracks)
        beat = Beat([Track(list(t)) for t in tracks if t], label)
        if beat.tracks:
            self.beats.append(beat)
        return beat

    def update(self, dt: float) -> None:
        if self.instant:
            self.skip()
            return
        dt *= self.speed
        while self.beats:
            beat = self.beats[0]
            beat.update(dt)
            if not beat.done:
                return
            self.beats.popleft()
            dt = 0.0

    def skip(self) -> None:
        while self.beats:
            self.beats.popleft().finish()
