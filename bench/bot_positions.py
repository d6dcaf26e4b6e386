"""The decision judge on fixed positions: several card players' choices compared pairwise.

Plays the deals of ``bench/play_duplicate.py`` with ``--play`` in all four seats and
keeps every card decision from trick 3 on that has an alternative, of the ``--role``
wanted (declarer: the buyer's team; defence: the other). At each kept position every
``--specs`` player chooses a card, and the judge of ``bench/decision_judge.py`` (ten
worlds sampled from the mover's view, every legal card solved exactly in card points)
values every legal card once, so the players' regrets are paired: the same position,
the same judge worlds. The judge's worlds are uniform, so it cannot reward inference;
each card is also solved in the real deal, whose regret does (a single world: noisy
per position, fair on average). Prints each player's mean regret per choice and its
difference from the first player's, with 95% intervals, and each player's decision
times; with ``--role both``, then as declarer and in defence apart. The spec ``twin``
is the judge's own method with its own worlds (its regret is the judge's noise floor).
``--save`` keeps the verdicts and ``--paired`` compares a run with a saved one on the
same positions (another version of the code). Run from the checkout root with
``PYTHONPATH=.``::

    python bench/bot_positions.py --specs expert,baseline --contracts sun --role defence
"""

from __future__ import annotations

import argparse
import functools
import json
import multiprocessing
import random
import time
from dataclasses import dataclass
from operator import attrgetter
from pathlib import Path
from typing import Final, NamedTuple

from decision_judge import FIRST_TRICK, judge_values, solved_values
from play_duplicate import CONTRACTS, auctioned, find_deals, make, shown, timing

from baloot_tui.core.cards import mask_of
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.rules.actions import Action, PlayCard
from baloot_tui.games.baloot.rules.view import PlayerView


class Verdict(NamedTuple):
    """One position: each player's regrets and CPU time, and the mover's role."""

    judge: tuple[float, ...]
    """Per player, its regret by the judge."""
    real: tuple[float, ...]
    """Per player, its regret in the real deal."""
    seconds: tuple[float, ...]
    """Per player, the CPU seconds of its choice."""
    declaring: bool
    """Whether the mover's team bought (else it defends)."""


REGRETS: Final = (("judge", attrgetter("judge")), ("real deal", attrgetter("real")))
"""The two regrets printed, by name."""


@dataclass(frozen=True, slots=True)
class JudgeTwin:
    """The judge's own method as a player: the best card in its own ``worlds`` uniform worlds.

    Its regret is the judge's noise floor: what a player loses by the judge's measure
    only because it sampled other worlds.
    """

    worlds: int
    name: str = "twin"

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """The legal card with the most card points over the twin's worlds."""
        values = judge_values(view, legal, self.worlds, rng)
        return legal[max(range(len(values)), key=lambda slot: (values[slot], -slot))]


def judged_deal(
    deal: int, specs: tuple[str, ...], seed: int, role: str, worlds: int
) -> list[Verdict]:
    """Play ``deal`` with ``--play`` and judge every player at each kept position."""
    player, *judged = specs
    bots: list[Bot] = [JudgeTwin(worlds) if spec == "twin" else make(spec) for spec in judged]
    mover = make(player)
    hand = auctioned(seed, deal)
    verdicts: list[Verdict] = []
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        view: PlayerView = hand.view(seat)
        legal = hand.legal_actions()
        declaring = view.buyer is not None and view.buyer % 2 == seat % 2
        wanted = role == "both" or (role == "declarer") == declaring
        if (
            wanted
            and isinstance(legal[0], PlayCard)
            and len(legal) > 1
            and len(view.tricks) >= FIRST_TRICK - 1
        ):
            cards = [a.card.index for a in legal if isinstance(a, PlayCard)]
            rng = random.Random(f"judge:{seed}:{deal}:{len(hand.history)}")
            values = judge_values(view, legal, worlds, rng)
            north, east, south, west = (mask_of(h) for h in hand.hands)
            truth = solved_values(view, legal, [(north, east, south, west)])
            regrets: list[float] = []
            real: list[float] = []
            times: list[float] = []
            for bot in bots:
                rng = random.Random(f"position:{seed}:{deal}:{len(hand.history)}")
                start = time.process_time()
                action = bot.choose(view, legal, rng)
                times.append(time.process_time() - start)
                chosen = action.card.index if isinstance(action, PlayCard) else cards[0]
                regrets.append(max(values) - values[cards.index(chosen)])
                real.append(max(truth) - truth[cards.index(chosen)])
            verdicts.append(Verdict(tuple(regrets), tuple(real), tuple(times), declaring))
        rng = random.Random(f"play:{seed}:{deal}:{seat.value}")
        hand = hand.apply(mover.choose(view, legal, rng))
    return verdicts


def report(
    verdicts: list[Verdict], specs: tuple[str, ...], other: list[Verdict], paired: Path | None
) -> None:
    """Each player's regrets (and the first player's lead) on ``verdicts``, and its times.

    ``other`` is the same positions from a ``--paired`` run; it is compared only when
    it holds as many positions (the same deals and role).
    """
    for slot, spec in enumerate(specs):
        print(f"  {spec}:")
        for label, regret in REGRETS:
            line = f"    {label} regret {shown([regret(v)[slot] for v in verdicts])}"
            if slot:
                diff = [regret(v)[slot] - regret(v)[0] for v in verdicts]
                line += f", minus {specs[0]}: {shown(diff)}"
            print(line)
        print(f"    decisions: {timing([v.seconds[slot] for v in verdicts])}")
        if len(other) == len(verdicts):
            for label, regret in REGRETS:
                diff = [
                    regret(v)[slot] - regret(w)[slot] for v, w in zip(verdicts, other, strict=True)
                ]
                print(f"    {label} regret minus {paired}: {shown(diff)}")


def main() -> None:
    args = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    args.add_argument("--specs", required=True, help="comma-separated players to judge")
    args.add_argument(
        "--play", default="baseline", help="who plays the positions (default baseline)"
    )
    args.add_argument("--deals", type=int, default=50, help="deals per contract")
    args.add_argument("--contracts", default="hokum,sun")
    args.add_argument("--role", choices=("declarer", "defence", "both"), default="both")
    args.add_argument("--worlds", type=int, default=10, help="judge worlds per position")
    args.add_argument("--seed", type=int, default=3)
    args.add_argument("--jobs", type=int, default=1)
    args.add_argument("--save", type=Path, help="write every position's verdicts here (JSON)")
    args.add_argument(
        "--paired", type=Path, help="compare each player with the same slot of a --save run"
    )
    options = args.parse_args()
    saved: dict[str, list[Verdict]] = {}
    earlier_run = json.loads(options.paired.read_text()) if options.paired else {}
    other = {name: [Verdict(*v) for v in verdicts] for name, verdicts in earlier_run.items()}
    specs = tuple(options.specs.split(";" if ";" in options.specs else ","))
    started = time.time()
    print(f"judging {', '.join(specs)} on positions played by {options.play}, seed {options.seed}")
    for name in options.contracts.split(","):
        deals = find_deals(options.seed, CONTRACTS[name], options.deals)
        work = functools.partial(
            judged_deal,
            specs=(options.play, *specs),
            seed=options.seed,
            role=options.role,
            worlds=options.worlds,
        )
        with multiprocessing.get_context("fork").Pool(options.jobs) as pool:
            verdicts = [v for found in pool.imap(work, deals) for v in found]
        print(f"{name} {options.role}: {len(verdicts)} positions from {len(deals)} deals")
        report(verdicts, specs, other.get(name, []), options.paired)
        if options.role == "both":
            for declaring, role in ((True, "as declarer"), (False, "in defence")):
                part = [v for v in verdicts if v.declaring == declaring]
                print(f"{name} {role}: {len(part)} positions")
                earlier = [w for w in other.get(name, []) if w.declaring == declaring]
                report(part, specs, earlier, options.paired)
        saved[name] = verdicts
    if options.save:
        options.save.write_text(json.dumps(saved))
    print(f"({time.time() - started:.0f} s wall)")


if __name__ == "__main__":
    main()
