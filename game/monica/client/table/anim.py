"""Santa Monica's table animates with the shared animation queue (``game.client.anim``)."""
from game.client.anim import (AnimQueue, Beat, Call, Step, Track, Tween, Wait, back_out,
                              ease_in_out, ease_out, linear)

__all__ = ["AnimQueue", "Beat", "Call", "Step", "Track", "Tween", "Wait", "back_out",
           "ease_in_out", "ease_out", "linear"]
