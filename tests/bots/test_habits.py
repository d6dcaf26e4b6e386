"""The bots' habits: the play-outs' suit-pattern lookups choose what a card-by-card reading
would, and the play-outs' habits and the medium level's agree as often as they did."""

from __future__ import annotations

import random

import pytest

from baloot_tui.core.cards import DECK, mask_of
from baloot_tui.games.baloot.bots.habits import choose_card, follow_card, heuristic_card, lead_card
from baloot_tui.games.baloot.bots.medium import MediumBot
from baloot_tui.games.baloot.bots.tracker import CardTracker
from baloot_tui.games.baloot.rules.actions import Action, PlayCard
from baloot_tui.games.baloot.rules.house_rules import PRESETS
from baloot_tui.games.baloot.rules.masks import (
    SUIT_MASKS,
    TABLES,
    TrumpTables,
    trump_index,
    winning_position,
)
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.selfplay import play_bot_match


def reference_card(
    legal: int,
    hands: list[int],
    seat: int,
    played: int,
    lead: int,
    best: int,
    partner_winning: bool,
    tables: TrumpTables,
) -> int:
    """The habits card by card, as first written (one loop over the legal cards).

    ``hands`` are the world's hands for the clairvoyant policy, or for the honest one
    what the seat could know (:func:`_as_seen_by`); "surely" below is as far as those
    hands tell. On lead: the card that surely wins the trick and carries most points
    (trumps first while the opponents hold some), else a low card towards a partner's
    sure winner, else the cheapest side card. Following: feed points to a partner who
    surely wins, else win with the cheapest card that surely holds, else play the
    cheapest loser.
    """
    points, value, power, above = tables.points, tables.value, tables.power, tables.above
    trump, trump_mask = tables.trump, tables.trump_mask
    if not played:
        opp_a, opp_b = hands[(seat + 1) & 3], hands[(seat + 3) & 3]
        partner = hands[(seat + 2) & 3]
        opponents = opp_a | opp_b
        opponents_trump = opponents & trump_mask
        chosen = towards = cheapest = -1
        chosen_score = -1
        for s in range(4):
            rest = legal & SUIT_MASKS[s]
            if not rest:
                continue
            if s == trump:
                bonus = 40 if opponents_trump else -40
                while rest:
                    low = rest & -rest
                    rest ^= low
                    c = low.bit_length() - 1
                    if not opponents & above[c] and points[c] + bonus > chosen_score:
                        chosen, chosen_score = c, points[c] + bonus
                continue
            # Per side suit: can an opponent ruff it, and does the partner surely win it?
            suit = SUIT_MASKS[s]
            ruff = (opp_a & trump_mask and not opp_a & suit) or (
                opp_b & trump_mask and not opp_b & suit
            )
            theirs = opponents & suit
            partner_sure = False
            if partner & suit and not ruff:
                partner_sure = not theirs & above[strongest(partner & suit, power)]
            while rest:
                low = rest & -rest
                rest ^= low
                c = low.bit_length() - 1
                if not ruff and not theirs & above[c] and points[c] > chosen_score:
                    chosen, chosen_score = c, points[c]
                if cheapest < 0 or value[c] < value[cheapest]:
                    cheapest = c
                if partner_sure and (towards < 0 or value[c] < value[towards]):
                    towards = c
        if chosen >= 0:
            return chosen
        if towards >= 0:
            return towards
        if cheapest >= 0:
            return cheapest
        return cheapest_of(legal, value)
    # The only opponent still to play after this seat is the next one (if any).
    later = hands[(seat + 1) & 3] if played < 3 else 0
    if partner_winning and not (later and tops(best, later, lead, tables)):
        others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat]
        feed = -1
        feed_points = -1
        rest = legal & ~trump_mask
        while rest:
            low = rest & -rest
            rest ^= low
            c = low.bit_length() - 1
            if others & above[c] and points[c] > feed_points:
                feed, feed_points = c, points[c]
        return feed if feed >= 0 else cheapest_of(legal, value)
    top = power[best]
    holder = loser = -1
    rest = legal
    while rest:
        low = rest & -rest
        rest ^= low
        c = low.bit_length() - 1
        s = c >> 3
        if s in (lead, trump) and power[c] > top:
            if (holder < 0 or power[c] < power[holder]) and not (
                later and tops(c, later, lead, tables)
            ):
                holder = c
        elif loser < 0 or value[c] < value[loser]:
            loser = c
    if holder >= 0:
        return holder
    return loser if loser >= 0 else cheapest_of(legal, value)


def tops(card: int, hand: int, lead: int, tables: TrumpTables) -> bool:
    """Whether an opponent holding ``hand`` can top ``card``, the trick's best card."""
    if not hand:
        return False
    follow = hand & SUIT_MASKS[lead]
    if card >> 3 == lead:
        if follow:
            return bool(follow & tables.above[card])
        return bool(hand & tables.trump_mask) and lead != tables.trump
    return not follow and bool(hand & tables.trump_mask & tables.above[card])


def cheapest_of(mask: int, value: tuple[int, ...]) -> int:
    """The card of ``mask`` (non-empty) least worth keeping, card by card."""
    cheapest = -1
    while mask:
        low = mask & -mask
        mask ^= low
        c = low.bit_length() - 1
        if cheapest < 0 or value[c] < value[cheapest]:
            cheapest = c
    return cheapest


def strongest(mask: int, power: tuple[int, ...]) -> int:
    """The card of ``mask`` (non-empty) with the most trick-taking power."""
    strongest = -1
    while mask:
        low = mask & -mask
        mask ^= low
        c = low.bit_length() - 1
        if strongest < 0 or power[c] > power[strongest]:
            strongest = c
    return strongest


def random_case(rng: random.Random) -> tuple[int, list[int], int, int, int, int, bool, int]:
    """Legal cards, hands as a seat may see them (other hands may overlap), and a trick."""
    table = rng.randrange(5)
    order = list(range(32))
    rng.shuffle(order)
    seat = rng.randrange(4)
    own = sum(1 << c for c in order[: rng.randint(1, 8)])
    out = order[8:]
    hands = [0, 0, 0, 0]
    for other in range(4):
        if other != seat:
            hands[other] = sum(1 << c for c in out if rng.random() < 0.4)
    hands[seat] = own
    played = rng.randrange(4)
    lead = best = 0
    partner_winning = False
    legal = own
    if played:
        lead = rng.randrange(4)
        # The best card so far is of the suit led, or a trump.
        suit = table if table < 4 and rng.random() < 0.3 else lead
        best = rng.choice([c for c in out if c >> 3 == suit] or [suit * 8 + 7])
        partner_winning = rng.random() < 0.4
        follow = own & SUIT_MASKS[lead]
        if follow and rng.random() < 0.8:
            legal = follow
    if rng.random() < 0.3 and legal & (legal - 1):
        legal &= ~(legal & -legal)  # a restricted choice, as a closed game or a trump rule
    return legal, hands, seat, played, lead, best, partner_winning, table


@pytest.mark.parametrize("seed", range(8))
def test_habits_match_the_card_by_card_reading(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(2500):
        legal, hands, seat, played, lead, best, partner_winning, table = random_case(rng)
        args = (legal, hands, seat, played, lead, best, partner_winning, TABLES[table])
        assert heuristic_card(*args) == reference_card(*args), args


AGREEMENT = {0: (359, 444), 1: (259, 291), 2: (236, 290), 3: (284, 295)}
"""Per position in the trick (0: the lead): the medium level's card decisions of one
seeded medium match under each preset on which the play-outs' habits choose its card,
and all of them (with a choice of card)."""


def test_the_play_outs_and_the_medium_level_agree_as_often_as_they_did() -> None:
    """The two forms of the habits (``bots/habits.py``) choose the same card on the medium
    level's decisions as often as when they were put side by side.

    The play-outs see the other hands as the seat's card tracker does (any card it may
    hold). A change to one form of a habit that is not made in the other changes these
    counts; so does any change in the medium level's play.
    """
    views: list[PlayerView] = []

    def keep(_hand: object, view: PlayerView, action: Action, _seconds: float) -> None:
        if isinstance(action, PlayCard) and len(view.legal_actions) > 1:
            views.append(view)

    for seed, preset in enumerate(sorted(PRESETS)):
        play_bot_match([MediumBot()] * 4, PRESETS[preset], seed, keep)
    seen: dict[int, list[bool]] = {position: [] for position in AGREEMENT}
    for view in views:
        tracker = CardTracker.from_view(view)
        legal = tuple(a.card for a in view.legal_actions if isinstance(a, PlayCard))
        chosen = choose_card(view, legal, tracker)
        tables = TABLES[trump_index(view.trump)]
        after, partner, before = (tracker.possible[(view.seat + k) & 3] for k in (1, 2, 3))
        trick = tuple(c.index for c in view.trick)
        if not trick:
            card = lead_card(mask_of(legal), after, partner, before, tables)
        else:
            best = winning_position(trick, tables)
            card = follow_card(
                mask_of(legal),
                after if len(trick) < 3 else 0,
                after | partner | before,
                trick[0] >> 3,
                trick[best],
                len(trick) - best == 2,
                tables,
            )
        seen[len(trick)].append(DECK[card] is chosen)
    counts = {position: (sum(same), len(same)) for position, same in seen.items()}
    assert counts == AGREEMENT
