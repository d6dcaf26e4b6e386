"""``baloot replay FILE`` for a Belot record: the match deal by deal in players' words.

The record has been replayed through the Belot engine when this runs (every call and
card re-validated, every score recomputed), so each line says what the engine
computed: the auction with its contra and recontra, the declarations and whether
they counted, the belotes, the tricks, the score with its reasons and the hanging
points carried to the next deal.
"""

from __future__ import annotations

from collections.abc import Iterable

from baloot_tui.core.cards import Card
from baloot_tui.core.errors import NotationError
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.core.tools import GameRecord
from baloot_tui.games.belot.declaration_words import KIND_WORDS
from baloot_tui.games.belot.rules.actions import (
    Action,
    Bid,
    Contra,
    Declare,
    Pass,
    PlayCard,
    Recontra,
)
from baloot_tui.games.belot.rules.declarations import Declaration
from baloot_tui.games.belot.rules.hand import BelotHand
from baloot_tui.games.belot.rules.house_rules import PRESETS
from baloot_tui.games.belot.rules.match import BelotMatch
from baloot_tui.games.belot.rules.record import match_to_record
from baloot_tui.games.belot.rules.seating import turn_order
from baloot_tui.games.belot.score_input import ScoredBelotDeal
from baloot_tui.games.belot.score_words import DOUBLING_WORDS, belot_score_text, contract_words
from baloot_tui.text.table_words import (
    SEAT_WORDS,
    card_label,
    record_names,
    team_scores,
    team_words,
)


def replay_text(loaded: GameRecord[BelotMatch], source: str, hand: int | None) -> str:
    """The record deal by deal (or deal ``hand`` alone), as ``baloot replay FILE`` prints it.

    Raises:
        NotationError: the record has no deal ``hand``.
    """
    _check_deal(loaded.match, hand)
    return "\n".join(describe_belot_record(source, loaded, hand))


def replay_data(loaded: GameRecord[BelotMatch], hand: int | None) -> object:
    """The recomputed record (or one deal of it) as JSON values, for ``--json``.

    Raises:
        NotationError: the record has no deal ``hand``.
    """
    _check_deal(loaded.match, hand)
    record = match_to_record(loaded.match, loaded.seed, loaded.players)
    if hand is None:
        return record
    hands = record["hands"]
    assert isinstance(hands, list)
    return hands[hand - 1]


def _check_deal(match: BelotMatch, hand: int | None) -> None:
    """Refuse a deal number the record does not have."""
    deals = len(all_deals(match))
    if hand is not None and hand > deals:
        raise NotationError(f"the record has {deals} deal(s), not {hand}")


def all_deals(match: BelotMatch) -> tuple[BelotHand, ...]:
    """The finished deals, then the one in progress if any."""
    return (*match.hands, *(() if match.current is None else (match.current,)))


def describe_belot_record(
    source: str, loaded: GameRecord[BelotMatch], hand_number: int | None
) -> list[str]:
    """The whole record (or deal ``hand_number`` alone) as text lines."""
    match = loaded.match
    names = record_names(loaded.players)
    lines = [] if hand_number is not None else _header(source, loaded, names)
    scores = (0, 0)
    for number, hand in enumerate(all_deals(match), start=1):
        if hand.result is not None:
            points = hand.result.points
            scores = (scores[0] + points[0], scores[1] + points[1])
        if hand_number is None or number == hand_number:
            lines += describe_deal(hand, number, names)
            if hand.result is not None:
                lines.append(f"  Match score: {team_scores(scores, names)}")
    if hand_number is None:
        lines += _footer(match, names)
    return lines


def _header(source: str, loaded: GameRecord[BelotMatch], names: tuple[str, ...]) -> list[str]:
    rules = loaded.match.rules
    named = next((name for name, value in PRESETS.items() if value == rules), None)
    if named is not None:
        said = f"{named} house rules"
    else:
        changed = ", ".join(
            f"{flag.replace('_', ' ')} {value}" for flag, value in rules.differences().items()
        )
        said = f"house rules: {changed}"
    first = f"Belot record {source}: {said}, match to {rules.match_target}"
    if loaded.seed is not None:
        first += f", seed {loaded.seed}"
    lines = [first]
    if loaded.players:
        recorded = (s for s in SEATS if s in loaded.players)
        lines.append("Players: " + ", ".join(f"{names[s]} ({SEAT_WORDS[s]})" for s in recorded))
    return lines


def _footer(match: BelotMatch, names: tuple[str, ...]) -> list[str]:
    if match.winner is not None:
        winner = team_words(match.winner, names)
        return ["", f"Winner: {winner} ({team_scores(match.scores, names)})"]
    hanging = f"; {match.hanging} hanging points carried" if match.hanging else ""
    return [
        "",
        f"Match in progress: {team_scores(match.scores, names)}{hanging}; "
        f"the match ends at {match.target}",
    ]


def describe_deal(hand: BelotHand, number: int, names: tuple[str, ...]) -> list[str]:
    """One deal: the auction, contract, declarations, belotes, tricks and the result."""
    lines = ["", f"Deal {number}: {names[hand.dealer]} deals"]
    if hand.hanging_in:
        lines.append(f"  Hanging points carried in: {hand.hanging_in}")
    calls = [a for a in hand.history if isinstance(a, (Pass, Bid, Contra, Recontra))]
    lines.append("  Bidding: " + (", ".join(call_words(a, names) for a in calls) or "(none yet)"))
    if hand.play is not None and hand.contract is not None and hand.bidder is not None:
        bidder = f"{names[hand.bidder]} ({team_words(hand.bidder.team, names)})"
        doubled = DOUBLING_WORDS.get(hand.auction.multiplier)
        lines.append(
            f"  Contract: {contract_words(hand.contract)}, bid by {bidder}"
            + (f", {doubled}" if doubled else "")
        )
    lines += _declaration_lines(hand, names)
    if hand.play is not None and hand.play.belotes:
        said = ", ".join(f"{names[seat]} ({suit.symbol})" for seat, suit in hand.play.belotes)
        lines.append(f"  Belote: {said}")
    lines += _trick_lines(hand, names)
    lines += _result_lines(hand, names)
    return lines


def call_words(action: Action, names: tuple[str, ...]) -> str:
    """``Sara Hearts``, ``East pass``, ``North contra``: an auction call as said aloud."""
    if isinstance(action, Bid):
        return f"{names[action.seat]} {contract_words(action.contract)}"
    word = {Pass: "pass", Contra: "contra", Recontra: "recontra"}[type(action)]
    return f"{names[action.seat]} {word}"


def declaration_words(declaration: Declaration) -> str:
    """``tierce 7♥ 8♥ 9♥``, ``carré J♠ J♥ J♦ J♣``."""
    cards = " ".join(card_label(c) for c in declaration.cards)
    return f"{KIND_WORDS[declaration.kind]} {cards}"


def _declaration_lines(hand: BelotHand, names: tuple[str, ...]) -> list[str]:
    """Each declaration made, and whether it counted once trick 1 settled the contest."""
    declared = [a for a in hand.history if isinstance(a, Declare) and a.declarations]
    if not declared:
        return []
    contest = None if hand.play is None else hand.play.contest
    said = []
    for action in declared:
        for declaration in action.declarations:
            counted = ""
            if contest is not None:
                counts = declaration in contest.counted[action.seat]
                counted = " (counts)" if counts else " (does not count)"
            said.append(f"{names[action.seat]} {declaration_words(declaration)}{counted}")
    return ["  Declarations: " + "; ".join(said)]


def _trick_lines(hand: BelotHand, names: tuple[str, ...]) -> list[str]:
    play = hand.play
    if play is None or not (play.tricks or play.trick):
        return []
    width = max(len(n) for n in names)

    def plays(pairs: Iterable[tuple[Seat, Card]]) -> str:
        return "  ".join(f"{names[seat]:>{width}} {c.label:<3}" for seat, c in pairs)

    belotes = {(a.seat, a.card) for a in hand.history if isinstance(a, PlayCard) and a.belote}
    lines = ["  Tricks:"]
    for number, trick in enumerate(play.tricks, start=1):
        pairs = list(zip(turn_order(trick.leader, hand.rules), trick.cards, strict=True))
        marked = " (belote)" if any(pair in belotes for pair in pairs) else ""
        lines.append(
            f"    {number}. {plays(pairs)}  → {names[trick.winner]} {trick.points:>2}{marked}"
        )
    if play.trick:
        seats = turn_order(play.leader, hand.rules)[: len(play.trick)]
        lines.append(
            f"    {len(play.tricks) + 1}. {plays(zip(seats, play.trick, strict=True))}"
            "  (in progress)"
        )
    return lines


def _result_lines(hand: BelotHand, names: tuple[str, ...]) -> list[str]:
    result = hand.result
    if result is None:
        waiting = "" if hand.to_act is None else f", {names[hand.to_act]} to act"
        stage = "the auction" if hand.play is None else "the play"
        return [f"  In progress: {stage}{waiting}"]
    if result.kind == "all_pass":
        carried = f"; the {result.hanging} hanging points still wait" if result.hanging else ""
        return [f"  Result: all four passed, no score, the next player deals{carried}"]
    facts, score = hand.deal_facts(), result.score
    assert facts is not None and score is not None
    scored = ScoredBelotDeal(facts, score, hand.hanging_in, hand.rules)
    lines = [f"  Result: {team_scores(result.points, names)}"]
    return lines + [f"    {line}" for line in belot_score_text(scored).split("\n")]
