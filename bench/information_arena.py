"""Whole arena matches in which bot A plays its cards from the truth: the ceiling of inference.

``information_value.py`` bounds what better inference could add to A's card play on
fixed deals; this puts the bound in the arena's own terms. It runs the matches of
``baloot arena`` (:func:`~baloot_tui.play.arena.run_arena`: the same deck sequences,
seeds and table for the same options) with A split in two: A's level bids and doubles
as usual, and the same level plays the cards with its worlds drawn as ``--knows`` says
(``all``: the real deal; ``first-five``: the other seats' first five cards known).

The arena hands bots views only, so this script (and nothing else) wraps
``RoundState.view`` to show each state to the truth sampler first.

    python bench/information_arena.py --a hard --b medium --matches 400 --jobs 2 --seed 1
"""

from __future__ import annotations

import argparse

from information_value import SAMPLERS, TRUTH, informed

from baloot_tui.core.errors import BalootError
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.bots import registry
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.bots.registry import SplitBot, build_bot
from baloot_tui.games.baloot.rules.house_rules import preset
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.play import arena

_view = RoundState.view


def _view_seen_by_truth(state: RoundState, seat: Seat) -> PlayerView:
    TRUTH.see(state)
    return _view(state, seat)


def playing_from_truth(spec: str, knows: str) -> Bot:
    """``spec`` bidding and doubling as usual, playing its cards with the worlds ``knows`` gives."""
    return SplitBot(build_bot(spec), informed(spec, knows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--a", default="hard", help="bot A's spec (default hard)")
    parser.add_argument("--b", default="medium", help="bot B's spec (default medium)")
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="kammelna")
    parser.add_argument("--knows", choices=sorted(SAMPLERS), default="all")
    args = parser.parse_args()
    try:
        playing_from_truth(args.a, args.knows), build_bot(args.b)
        preset(args.rules)
    except BalootError as error:
        raise SystemExit(str(error)) from None

    label = f"{args.a} (cards: knows {args.knows})"

    def bot_of(spec: str) -> Bot:
        return playing_from_truth(args.a, args.knows) if spec == label else build_bot(spec)

    registry.build_bot = bot_of  # Baloot's arena bots are built here (forked workers too)
    RoundState.view = _view_seen_by_truth  # type: ignore[method-assign,assignment]
    config = arena.ArenaConfig(label, args.b, args.matches, args.seed, args.rules)
    print(arena.run_arena(config, args.jobs).text())


if __name__ == "__main__":
    main()
