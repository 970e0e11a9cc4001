"""Santa Cruz balance by self-play: equal bots at 2, 3 and 4 players.

``nice -n 10 python bench/cruz_balance.py [--games N] [--bot medium] [--json FILE]``

Per table size, N games (default 400) of one bot level in every seat,
through the match layer. The start player rotates from game to game, so each
seat starts equally often; what the map and the rules may favour is the
place in the turn order (start player on 0 on the track, the second on 1, the
third on 2, the fourth on 3: "STARTSPIELER Setzt den Zählstein auf die 0"),
so the wins are counted both by seat and by place in the first round's turn
order, each with its Wilson 95 % interval. Target: every share within 5
points of an equal one. Also per scoring card: plays and mean payout (per
seat, to the player who played it, to the table), how full the board gets,
how often a building card finds no field, and the chips left at the end.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cruz_strength import wilson  # noqa: E402
from game.cruz.engine import Action, Event, EventKind  # noqa: E402
from game.cruz.match import CardStats, bot_match, components, play_out, series_game  # noqa: E402


class BoardStats:
    """Fullness, builds without a field, chips left: read from the events."""

    def __init__(self) -> None:
        self.builds = 0
        self.no_target = 0
        self.card_builds = 0

    def played(self, match: object, seat: int, action: Action, events: list[Event]) -> None:
        for e in events:
            if e.kind is EventKind.BUILT:
                self.builds += 1
            elif e.kind is EventKind.NO_BUILD and e.data.get("reason") == "no_target" \
                    and not e.data.get("landing"):
                self.no_target += 1
            if e.kind in (EventKind.BUILT, EventKind.NO_BUILD) and not e.data.get("landing"):
                self.card_builds += 1

    def undone(self, match: object) -> None:
        """Simulated games are never undone."""


def table(players: int, games: int, bot: str, seed: int) -> dict[str, object]:
    box = components()
    cards = CardStats()
    board = BoardStats()
    by_seat = [0] * players
    by_place = [0] * players
    scores = [0] * players
    chips_left = 0
    for g in range(games):
        game_seed, oldest = series_game(seed, g, players)
        match = bot_match([bot] * players, game_seed, oldest, None, box, (cards, board))
        start = match.state.start_player
        play_out(match)
        won = match.state.track[0]
        by_seat[won] += 1
        by_place[(won - start) % players] += 1
        for s in range(players):
            scores[(s - start) % players] += match.state.scores[s]
        chips_left += len(match.state.chip_pool)
    equal = 1 / players

    def shares(counts: list[int]) -> list[dict[str, object]]:
        out = []
        for c in counts:
            lo, hi = wilson(c, games)
            out.append({"wins": c, "share": round(c / games, 3),
                        "wilson95": [round(lo, 3), round(hi, 3)],
                        "within_5_points": abs(c / games - equal) <= 0.05})
        return out

    return {"players": players, "games": games, "bot": bot, "equal_share": round(equal, 3),
            "by_seat": shares(by_seat), "by_turn_order": shares(by_place),
            "mean_score_by_turn_order": [round(s / games, 1) for s in scores],
            "builds_per_game": round(board.builds / games, 1),
            "card_builds_without_field": round(board.no_target / max(board.card_builds, 1), 3),
            "chips_left_at_end": round(chips_left / games, 2), **cards.to_json()}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400, help="games per table size (400)")
    ap.add_argument("--bot", default="medium", help="the level in every seat (medium)")
    ap.add_argument("--players", type=int, nargs="*", default=[2, 3, 4])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", metavar="FILE", help="also write the results to FILE")
    args = ap.parse_args()
    out: dict[str, object] = {"cores": os.cpu_count(), "python": platform.python_version()}
    for n in args.players:
        t0 = time.perf_counter()
        res = table(n, args.games, args.bot, args.seed)
        res["seconds"] = round(time.perf_counter() - t0, 1)
        out[f"{n}p"] = res
        print(f"{n} players: by seat {[s['share'] for s in res['by_seat']]}, "     # type: ignore[index]
              f"by turn order {[s['share'] for s in res['by_turn_order']]}, "     # type: ignore[index]
              f"{res['seconds']} s", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
