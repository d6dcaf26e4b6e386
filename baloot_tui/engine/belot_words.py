"""Bulgarian Belot in a person's words: contracts, choices, events and the score sheet.

The engine's notation (``E bid H``, ``S play KH belote``) is for records and tests;
the table shows these words instead. A Bulgarian score sheet heads its two
columns Ние (we) and Вие (you); :data:`LEDGER_HEADINGS` keeps both words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from baloot_tui.belot.actions import Action, Bid, Contra, Declare, Pass, Recontra
from baloot_tui.belot.contracts import Contract
from baloot_tui.belot.declarations import Declaration, DeclarationKind
from baloot_tui.belot.hand import BelotHand
from baloot_tui.belot.scoring import Outcome
from baloot_tui.belot.tricks import CardOption
from baloot_tui.engine.words import YOU
from baloot_tui.rules.cards import Rank
from baloot_tui.rules.seats import Team

CONTRACT_WORDS: Final = {
    Contract.CLUBS: "♣ Clubs",
    Contract.DIAMONDS: "♦ Diamonds",
    Contract.HEARTS: "♥ Hearts",
    Contract.SPADES: "♠ Spades",
    Contract.NO_TRUMPS: "No Trumps",
    Contract.ALL_TRUMPS: "All Trumps",
}
"""Each contract as the table names it, the suit's symbol first."""
MULTIPLIER_WORDS: Final = {1: "", 2: "contra ×2", 4: "recontra ×4"}
KIND_WORDS: Final = {
    DeclarationKind.TIERCE: "tierce",
    DeclarationKind.QUARTE: "quarte",
    DeclarationKind.QUINTE: "quinte",
    DeclarationKind.CARRE: "carré",
}
OUTCOME_WORDS: Final[dict[Outcome, str]] = {
    "made": "made",
    "inside": "inside: the defenders take everything",
    "hanging": "hanging: equal totals, the bidders' share waits",
    "doubled": "doubled: the stronger side takes the pot",
    "doubled_tie": "a doubled tie: the whole pot hangs",
    "contra_void": "valat: the contra does not count",
}
LEDGER_HEADINGS: Final = ("Ние us", "Вие them")
"""The score sheet's columns, "us" first: Ние (we) and Вие (you), as Bulgarian sheets say."""
RANK_PLURALS: Final = {
    Rank.JACK: "Jacks",
    Rank.NINE: "Nines",
    Rank.ACE: "Aces",
    Rank.TEN: "Tens",
    Rank.KING: "Kings",
    Rank.QUEEN: "Queens",
}


def contract_words(contract: Contract | None, multiplier: int = 1) -> str:
    """``♥ Hearts``, ``No Trumps contra ×2``; ``no contract yet`` before a bid."""
    if contract is None:
        return "no contract yet"
    stakes = MULTIPLIER_WORDS.get(multiplier, f"×{multiplier}")
    return f"{CONTRACT_WORDS[contract]} {stakes}".strip()


def declaration_words(declaration: Declaration) -> str:
    """``tierce 7♥ 8♥ 9♥`` or ``carré of Jacks``."""
    if declaration.is_sequence:
        cards = " ".join(c.label for c in declaration.cards)
        return f"{KIND_WORDS[declaration.kind]} {cards}"
    return f"carré of {RANK_PLURALS[declaration.top.rank]}"


def kinds_words(kinds: Sequence[DeclarationKind]) -> str:
    """What the table hears of a declaration: ``a tierce and a carré``, or ``nothing``."""
    if not kinds:
        return "nothing"
    return " and ".join(f"a {KIND_WORDS[k]}" for k in kinds)


def choice_label(action: Action) -> str:
    """The label of a button or card: ``Bid ♥ Hearts``, ``Contra ×2``, ``K♥ with belote``."""
    if isinstance(action, Pass):
        return "Pass"
    if isinstance(action, Bid):
        return f"Bid {CONTRACT_WORDS[action.contract]}"
    if isinstance(action, Contra):
        return "Contra ×2"
    if isinstance(action, Recontra):
        return "Recontra ×4"
    if isinstance(action, Declare):
        if not action.declarations:
            return "Declare nothing"
        return "Declare " + " and ".join(declaration_words(d) for d in action.declarations)
    return action.card.label + (" with belote" if action.belote else "")


def card_reason(option: CardOption) -> str:
    """Why a card may or may not be played, as a sentence: ``K♥ may not: must follow ♠``."""
    verdict = "may be played" if option.legal else "may not be played"
    return f"{option.card.label} {verdict}: {option.reason}"


def said(action: Action, name: str) -> str:
    """What the log says a player did: ``Sara bids ♥ Hearts``, ``You pass``, ``Ivan: contra!``."""

    def does(verb: str) -> str:
        return (
            f"{name} {verb.removesuffix('es' if verb.endswith('sses') else 's')}"
            if (name == YOU)
            else f"{name} {verb}"
        )

    if isinstance(action, Pass):
        return does("passes")
    if isinstance(action, Bid):
        return f"{does('bids')} {CONTRACT_WORDS[action.contract]}"
    if isinstance(action, Contra):
        return f"{name}: contra! (×2)"
    if isinstance(action, Recontra):
        return f"{name}: recontra! (×4)"
    if isinstance(action, Declare):
        return f"{does('declares')} {kinds_words([d.kind for d in action.declarations])}"
    return f"{does('plays')} {action.card.label}" + (": belote!" if action.belote else "")


def team_label(team: Team, us: Team) -> str:
    """``Ние (NS)`` for the team counted as us, ``Вие (EW)`` for the other."""
    word = LEDGER_HEADINGS[0 if team is us else 1].split()[0]
    return f"{word} ({team.short})"


def deal_summary(hand: BelotHand, number: int, us: Team, names: Sequence[str]) -> list[str]:
    """The lines that sum up a finished deal: contract, outcome, declarations, points, hanging."""
    result = hand.result
    assert result is not None
    if result.kind == "all_pass":
        return [
            f"Deal {number}: everybody passed, the deal is void.",
            f"{names[result.next_dealer]} deals next; hanging points stay at {result.hanging}.",
        ]
    score, contest, bidder = result.score, result.contest, hand.bidder
    assert score is not None and contest is not None and bidder is not None
    lines = [
        f"Deal {number}: {contract_words(hand.contract, score.multiplier)} by "
        f"{names[bidder]} ({team_label(bidder.team, us)}): {OUTCOME_WORDS[score.outcome]}."
    ]
    for team in (us, us.other):
        parts = [f"cards {score.card_raw[team]}"]
        if score.declaration_raw[team]:
            parts.append(f"declarations {score.declaration_raw[team]}")
        if score.belote_raw[team]:
            parts.append(f"belote {score.belote_raw[team]}")
        if score.valat is team:
            parts.append(f"valat +{score.valat_bonus}")
        lines.append(
            f"{team_label(team, us)}: {', '.join(parts)}; total {score.raw_totals[team]} "
            f"→ {score.points[team]} points"
        )
    for seat, declared in enumerate(contest.counted):
        if declared:
            shown = ", ".join(declaration_words(d) for d in declared)
            lines.append(f"{names[seat]}'s {shown} counted.")
    if hand.hanging_in and score.collected is not None:
        lines.append(f"{team_label(score.collected, us)} collected {hand.hanging_in} hanging.")
    if score.hanging:
        lines.append(f"{score.hanging} points hang over to the next deal.")
    return lines
