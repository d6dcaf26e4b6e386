"""How much bot A's card play would gain from knowing the hidden cards.

Plays fixed deals as ``duplicate_deals.py`` does (same options, same deals), but
every search bot in A draws its play-time worlds from the truth: with ``--knows all``
each world is the real deal (perfect information for A's two seats); with
``--knows first-five`` each other seat's first five cards, the ones its calls were
made with, are known where still held, and the rest is sampled as usual. Compared
(``--paired``) with the honest bot on the same deals, the gain bounds what better
inference from the play, or from the auction, could be worth.

    python bench/information_value.py --a medium+hard --b medium --knows all --deals 1000
"""

from __future__ import annotations

import dataclasses
import functools
import multiprocessing
import random

from duplicate_deals import (
    Job,
    Table,
    build,
    deal_jobs,
    play,
    report,
    report_parser,
    table_of,
)

from baloot_tui.core.cards import Card
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.bots.deadline import Deadline
from baloot_tui.games.baloot.bots.hard import HardBot
from baloot_tui.games.baloot.bots.registry import SplitBot
from baloot_tui.games.baloot.bots.tracker import CardTracker
from baloot_tui.games.baloot.bots.worlds import World, sample_worlds
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.view import PlayerView


@dataclasses.dataclass(slots=True)
class Truth:
    """The deal being played, as the play loop last showed it (one per worker process)."""

    state: RoundState | None = None
    first_hands: tuple[int, ...] = ()
    """Each seat's first five cards (masks), kept from the auction."""

    def see(self, state: RoundState) -> None:
        """Remember ``state`` (during the auction, its hands are the first five cards)."""
        if state.phase is Phase.BIDDING:
            self.first_hands = _masks(state.hands)
        self.state = state

    def hands(self) -> tuple[int, int, int, int]:
        """Each seat's cards now (masks)."""
        assert self.state is not None
        hands = _masks(self.state.hands)
        return (hands[0], hands[1], hands[2], hands[3])


TRUTH = Truth()


def knows_all(
    view: PlayerView,
    count: int,
    rng: random.Random,
    *,
    tracker: CardTracker | None = None,
    weighted: bool = False,
    deadline: Deadline | None = None,
) -> list[World]:
    """The one real world (the rollouts are deterministic, so copies would add nothing)."""
    return [World(TRUTH.hands())]


def knows_first_five(
    view: PlayerView,
    count: int,
    rng: random.Random,
    *,
    tracker: CardTracker | None = None,
    weighted: bool = False,
    deadline: Deadline | None = None,
) -> list[World]:
    """Worlds sampled as usual, with the other seats' first five cards (still held) fixed."""
    tracker = tracker or CardTracker.from_view(view)
    now = TRUTH.hands()
    known = tuple(
        held if seat == view.seat else held | (TRUTH.first_hands[seat] & now[seat])
        for seat, held in enumerate(tracker.known)
    )
    informed = dataclasses.replace(tracker, known=known)
    return sample_worlds(view, count, rng, tracker=informed, weighted=weighted, deadline=deadline)


SAMPLERS = {"all": knows_all, "first-five": knows_first_five}


def informed(spec: str, knows: str) -> Bot:
    """Bot ``spec`` with every search bot in it drawing its worlds from the truth."""
    bot = build(spec)
    return _inform(bot, knows)


def _inform(bot: Bot, knows: str) -> Bot:
    if isinstance(bot, SplitBot):
        return dataclasses.replace(
            bot, bidder=_inform(bot.bidder, knows), player=_inform(bot.player, knows)
        )
    if isinstance(bot, HardBot):
        return dataclasses.replace(bot, sampler=SAMPLERS[knows])
    return bot


def play_deal(job: Job, knows: str) -> Table:
    """Play one deal with A knowing what ``knows`` says."""
    build_a = functools.partial(informed, knows=knows)
    hand, scores = play(job, build_a=build_a, see=TRUTH.see)
    return table_of(job, hand, scores)


def _masks(hands: tuple[tuple[Card, ...], ...]) -> tuple[int, ...]:
    return tuple(sum(card.bit for card in cards) for cards in hands)


def main() -> None:
    parser = report_parser(__doc__)
    parser.add_argument("--knows", choices=sorted(SAMPLERS), default="all")
    args = parser.parse_args()
    informed(args.a, args.knows), build(args.b)  # fail fast on a bad spec
    deal = functools.partial(play_deal, knows=args.knows)
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        results = pool.map(deal, deal_jobs(args), chunksize=4)
    report(args, results)


if __name__ == "__main__":
    main()
