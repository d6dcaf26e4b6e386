"""How long a person waits for the bots in one hand, at each bot delay the table offers.

Run: ``python bench/pace.py [--matches 10] [--level medium]``.

Seeded self-play matches of the level's bots stand in for a table of one person
(South) and three bots: every decision of East, North and West is one bot move, after
which the table pauses for the delay; a finished trick stays for twice the delay;
each move also costs the bot's own thinking time, measured here. The figures chose
the default delay (``store/settings.py``, ``DEFAULT_DELAY``; docs/pace.md).
"""

from __future__ import annotations

import argparse

from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.core.table import DEFAULT_LEVEL
from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.selfplay import play_bot_match
from baloot_tui.tui.screens.table import DELAY_STEPS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=10)
    parser.add_argument("--level", default=DEFAULT_LEVEL)
    args = parser.parse_args()
    moves = 0
    thinking = 0.0
    hands = 0
    tricks = 0

    def counted(hand: RoundState, view: PlayerView, action: Action, seconds: float) -> None:
        nonlocal moves, thinking
        if view.seat is not Seat.SOUTH:
            moves += 1
            thinking += seconds

    for seed in range(args.matches):
        match = play_bot_match([make_bot(args.level) for _ in SEATS], DEFAULT_RULES, seed, counted)
        hands += len(match.hands)
        tricks += sum(len(hand.play.tricks) for hand in match.hands if hand.play is not None)
    per_hand = moves / hands
    tricks_per_hand = tricks / hands
    think = thinking / hands
    print(
        f"{args.matches} matches of {args.level} bots: {hands} hands; a hand holds "
        f"{per_hand:.1f} bot moves and {tricks_per_hand:.1f} tricks; "
        f"the bots think {think:.2f} s a hand ({1000 * thinking / moves:.0f} ms a move)"
    )
    print(f"{'delay (s)':>9} {'trick stays (s)':>15} {'waiting a hand (s)':>18}")
    for delay in DELAY_STEPS:
        waiting = per_hand * delay + tricks_per_hand * 2 * delay + think
        print(f"{delay:9.1f} {2 * delay:15.1f} {waiting:18.1f}")


if __name__ == "__main__":
    main()
