"""Calibration of the world weights: where the weighted worlds put the real hidden cards.

Plays the deals of ``bench/play_duplicate.py`` (the medium level's auction, ``--play``
for the card play of all four seats) and, at every card decision from the second
trick on, samples ``--worlds`` worlds from the mover's view (uniformly, consistent
with what it has seen) and weighs them under each inference model
(:mod:`~baloot_tui.games.baloot.bots.inference`). For every hidden card with more than one
possible holder, a model's chance of a seat holding it is the weighted share of the
worlds that give it to that seat; the real deal says who holds it. Printed per model
and contract, for declarer and defence: the mean log2 chance of the real holder
against uniform worlds (bits per card, higher is better), how often the likeliest
holder is the real one, and the effective share of worlds (Kish: how much of the
sample the weights leave). Then the reliability of the expert's model: cards binned
by chance, with the mean chance and how often the seat held the card. Last, each
kind of bid hint at the first card: how often the seat holds one of its cards in the
uniform worlds, in the weighted ones and in the real deals, and the likelihood ratio
the real deals show (the odds of the real against those of the uniform worlds), which
sets the tracker's hint weights; ``--hints`` measures only those, on many more deals.
Run from the checkout root with ``PYTHONPATH=.``::

    python bench/bot_calibration.py --deals 100 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from play_duplicate import CONTRACTS, auctioned, find_deals, make

from baloot_tui.core.cards import mask_of
from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.bots.inference import (
    SURPRISE_MODEL,
    PlayModel,
    auction_weight,
    play_weight,
)
from baloot_tui.games.baloot.bots.simulator import TABLES, PlayRules, mask_indices, trump_index
from baloot_tui.games.baloot.bots.tracker import CardTracker
from baloot_tui.games.baloot.bots.worlds import hand_plays, played_by_seat, sample_worlds
from baloot_tui.games.baloot.rules.actions import PlayCard
from baloot_tui.games.baloot.rules.view import PlayerView

MODELS: Final[dict[str, tuple[bool, PlayModel | None]]] = {
    "uniform": (False, None),
    "auction": (True, None),
    "play": (False, SURPRISE_MODEL),
    "expert (auction + play)": (True, SURPRISE_MODEL),
    "surprise 0.25 per card": (True, PlayModel(hit=0.8, temper=1.0, graded=False)),
    "surprise, tempered 0.5": (True, PlayModel(hit=2 / 3, temper=0.5, graded=False)),
    "graded 0.85, tempered 0.3": (True, PlayModel(hit=0.85, temper=0.3, graded=True)),
    "graded 0.85, tempered 0.5": (True, PlayModel(hit=0.85, temper=0.5, graded=True)),
}
"""Each model: (whether the auction hints count, how the play counts or None)."""
RELIABILITY: Final = "expert (auction + play)"
BINS: Final = 10


@dataclass
class Tally:
    """Sums for one model, contract and role."""

    bits: float = 0.0
    """log2 of the real holder's chance, minus the same under uniform worlds."""
    hits: int = 0
    """Cards whose likeliest holder is the real one."""
    cards: int = 0
    kish: float = 0.0
    """Sum over decisions of the effective share of worlds."""
    decisions: int = 0


Key = tuple[str, str, str]
"""(model, contract, role)."""


def chances(
    worlds: Sequence[tuple[int, int, int, int]], weights: Sequence[float], card: int
) -> list[float]:
    """Each seat's weighted share of the worlds that give it ``card``."""
    total = sum(weights) or 1.0
    found = [0.0, 0.0, 0.0, 0.0]
    for hands, weight in zip(worlds, weights, strict=True):
        for seat in range(4):
            if hands[seat] >> card & 1:
                found[seat] += weight
                break
    return [share / total for share in found]


HintRow = tuple[str, float, float, bool]
"""(the hint's reason, the uniform worlds' chance the seat holds one of its cards, the
weighted worlds' chance, whether it does)."""


def hint_rows(view: PlayerView, truth: list[int], count: int, rng: random.Random) -> list[HintRow]:
    """Each bid hint about another seat, scored in ``count`` uniform worlds and on ``truth``."""
    tracker = CardTracker.from_view(view)
    worlds = [w.hands for w in sample_worlds(view, count, rng, tracker=tracker)]
    played = played_by_seat(view)
    weights = [
        auction_weight(tracker, tuple(w[s] | played[s] for s in SEATS), view.seat) for w in worlds
    ]
    rows: list[HintRow] = []
    for hint in tracker.hints:
        cards = sum(c.bit for c in hint.cards) & tracker.unseen_mask
        if not cards:
            continue
        holds = [bool(w[hint.seat] & cards) for w in worlds]
        uniform = sum(holds) / len(worlds)
        weighted = sum(w for w, h in zip(weights, holds, strict=True) if h) / sum(weights)
        rows.append((hint.reason, uniform, weighted, bool(truth[hint.seat] & cards)))
    return rows


def calibrate_deal(
    job: tuple[str, int, int, int, str, bool],
) -> tuple[dict[Key, Tally], list[float], list[HintRow]]:
    """Play one deal with ``--play`` everywhere; tally each model at each decision.

    With ``hints_only`` (the job's last item), stop after the bid hints at the first card.
    """
    spec, seed, deal, count, contract, hints_only = job
    bot = make(spec)
    hand = auctioned(seed, deal)
    tallies: dict[Key, Tally] = {}
    bins = [0.0] * (3 * BINS)
    hints: list[HintRow] = []
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        legal = hand.legal_actions()
        rng = random.Random(f"calibrate:{seed}:{deal}:{len(hand.history)}")
        if not view.tricks and not view.trick and isinstance(legal[0], PlayCard):
            hints = hint_rows(view, [mask_of(h) for h in hand.hands], count, rng)
            if hints_only:
                break
        if view.tricks and isinstance(legal[0], PlayCard):
            role = (
                "declarer" if view.buyer is not None and view.buyer % 2 == seat % 2 else "defence"
            )
            truth = [mask_of(h) for h in hand.hands]
            tally_decision(view, truth, count, rng, contract, role, tallies, bins)
        hand = hand.apply(bot.choose(view, legal, random.Random(f"play:{seed}:{deal}:{seat}")))
    return tallies, bins, hints


def tally_decision(
    view: PlayerView,
    truth: list[int],
    count: int,
    rng: random.Random,
    contract: str,
    role: str,
    tallies: dict[Key, Tally],
    bins: list[float],
) -> None:
    """Weigh ``count`` uniform worlds of ``view`` under every model and score them on ``truth``."""
    tracker = CardTracker.from_view(view)
    worlds = [w.hands for w in sample_worlds(view, count, rng, tracker=tracker)]
    played = played_by_seat(view)
    plays = hand_plays(view)
    tables = TABLES[trump_index(view.trump)]
    play_rules = PlayRules.of(view.rules)
    me = view.seat
    doubtful = [
        c
        for c in mask_indices(tracker.unseen_mask)
        if sum(p >> c & 1 for p in tracker.possible) > 1
    ]
    if not doubtful:
        return
    dealt = [tuple(w[s] | played[s] for s in SEATS) for w in worlds]
    uniform = [1.0] * len(worlds)
    base = {c: chances(worlds, uniform, c) for c in doubtful}
    for name, (use_auction, model) in MODELS.items():
        weights = []
        for hands in dealt:
            weight = auction_weight(tracker, hands, me) if use_auction else 1.0
            if model is not None:
                weight *= play_weight(plays, hands, tables, view.closed, play_rules, me, model)
            weights.append(weight)
        tally = tallies.setdefault((name, contract, role), Tally())
        squares = sum(w * w for w in weights)
        tally.kish += sum(weights) ** 2 / (len(weights) * squares) if squares else 0.0
        tally.decisions += 1
        for card in doubtful:
            holder = next(s for s in SEATS if truth[s] >> card & 1)
            found = chances(worlds, weights, card)
            floor = 0.5 / len(worlds)  # a card no world gave the seat: half a world's share
            tally.bits += math.log2(max(found[holder], floor)) - math.log2(
                max(base[card][holder], floor)
            )
            tally.hits += max(range(4), key=lambda s: found[s]) == holder
            tally.cards += 1
            if name == RELIABILITY:
                for s in SEATS:
                    if s is not me and tracker.possible[s] >> card & 1:
                        slot = min(BINS - 1, int(found[s] * BINS))
                        bins[3 * slot] += 1
                        bins[3 * slot + 1] += found[s]
                        bins[3 * slot + 2] += s == holder


def main() -> None:
    args = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    args.add_argument("--play", default="medium", help="the card player of all four seats")
    args.add_argument("--deals", type=int, default=100, help="deals per contract")
    args.add_argument("--contracts", default="hokum,sun")
    args.add_argument("--worlds", type=int, default=200, help="worlds per decision")
    args.add_argument("--seed", type=int, default=1)
    args.add_argument("--jobs", type=int, default=1)
    args.add_argument("--hints", action="store_true", help="only the bid hints (fast)")
    options = args.parse_args()
    started = time.time()
    print(
        f"calibration: {options.play} plays, {options.deals} deals per contract,"
        f" {options.worlds} worlds per decision, seed {options.seed}"
    )
    tallies: dict[Key, Tally] = {}
    bins = [0.0] * (3 * BINS)
    hints: dict[str, list[HintRow]] = {}
    jobs = [
        (options.play, options.seed, deal, options.worlds, name, options.hints)
        for name in options.contracts.split(",")
        for deal in find_deals(options.seed, CONTRACTS[name], options.deals)
    ]
    with multiprocessing.get_context("fork").Pool(options.jobs) as pool:
        for found, deal_bins, deal_hints in pool.imap(calibrate_deal, jobs):
            for row in deal_hints:
                hints.setdefault(row[0], []).append(row)
            for key, tally in found.items():
                into = tallies.setdefault(key, Tally())
                into.bits += tally.bits
                into.hits += tally.hits
                into.cards += tally.cards
                into.kish += tally.kish
                into.decisions += tally.decisions
            bins = [a + b for a, b in zip(bins, deal_bins, strict=True)]
    if tallies:
        print(
            f"{'model':28} {'contract':8} {'role':9} {'cards':>6} {'bits/card':>9}"
            f" {'likeliest':>9} {'worlds':>6}"
        )
        for (name, contract, role), tally in sorted(
            tallies.items(), key=lambda kv: (kv[0][1], kv[0][2])
        ):
            bits, likeliest = tally.bits / tally.cards, 100 * tally.hits / tally.cards
            print(
                f"{name:28} {contract:8} {role:9} {tally.cards:6d} {bits:+9.4f}"
                f" {likeliest:8.1f}% {100 * tally.kish / tally.decisions:5.0f}%"
            )
        print(f"reliability of '{RELIABILITY}' (chance a seat holds a card it may hold):")
        for slot in range(BINS):
            total, chance, held = bins[3 * slot : 3 * slot + 3]
            if total:
                print(
                    f"  {slot / BINS:.1f}-{(slot + 1) / BINS:.1f}: {total:7.0f} cards,"
                    f" mean chance {100 * chance / total:5.1f}%, held {100 * held / total:5.1f}%"
                )
    print("bid hints at the first card (the seat holds one of the hint's cards):")
    for reason, rows in sorted(hints.items()):
        uniform = sum(r[1] for r in rows) / len(rows)
        weighted = sum(r[2] for r in rows) / len(rows)
        real = sum(r[3] for r in rows) / len(rows)
        print(
            f"  {reason}: {len(rows)} hints, uniform worlds {100 * uniform:.1f}%,"
            f" weighted {100 * weighted:.1f}%, real {100 * real:.1f}%,"
            f" likelihood ratio {odds(real) / odds(uniform):.2f}"
        )
    print(f"({time.time() - started:.0f} s wall)")


def odds(chance: float) -> float:
    """``chance`` as odds (infinite at 1)."""
    return chance / (1 - chance) if chance < 1 else math.inf


if __name__ == "__main__":
    main()
