"""A match: the setup as recorded, the seats (human or bot), the bots' turns,
undo within a turn, the action log and the observers that follow it.

Pure Python (no pygame). The client shows a ``Match`` and feeds it the
players' actions; the command line, the kiosk and the tests drive the same
object. ``replay`` is the one way to play a recorded log again.
"""
from game.monica.match.bots import make_seat_bot
from game.monica.match.match import Match, ends_turn
from game.monica.match.observers import Autosave, EventSink, Observer, ReplayRecorder
from game.monica.match.replay import Step, replay, replay_save, steps_of
from game.monica.match.setup import BOT_LEVELS, SEAT_KINDS, MatchSetup, Seat

__all__ = ["Autosave", "BOT_LEVELS", "EventSink", "Match", "MatchSetup", "Observer",
           "ReplayRecorder", "SEAT_KINDS", "Seat", "Step", "ends_turn", "make_seat_bot", "replay",
           "replay_save", "steps_of"]
