"""Bulgarian Belot in a person's words: contracts, choices, events and the score sheet.

The engine's notation (``E bid H``, ``S play KH belote``) is for records and tests;
the table shows these words instead, in the interface's language (every sentence
a catalogue message, :mod:`baloot_tui.text.i18n`). A Bulgarian score sheet heads its two
columns Ние (we) and Вие (you): :data:`SHEET_WORDS` are the game's own words and
stay in every language, glossed in the player's (:data:`LEDGER_HEADINGS`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Final

from baloot_tui.core.errors import IllegalActionError, Refusal
from baloot_tui.core.seats import Team
from baloot_tui.games.belot.declaration_words import KIND_WORDS, RANK_PLURALS
from baloot_tui.games.belot.rules.actions import Action, Bid, Contra, Declare, Pass, Recontra
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.declarations import Declaration, DeclarationKind
from baloot_tui.games.belot.rules.hand import BelotHand
from baloot_tui.games.belot.rules.refusals import Rule
from baloot_tui.games.belot.rules.scoring import Outcome
from baloot_tui.games.belot.rules.tricks import CardOption, Obligation
from baloot_tui.text.i18n import N_, _, ngettext
from baloot_tui.text.players import Subject, isolated, shown_name
from baloot_tui.text.table_words import refusal_sentence, team_pair, team_words

CONTRACT_WORDS: Final = {
    Contract.CLUBS: N_("♣ Clubs"),
    Contract.DIAMONDS: N_("♦ Diamonds"),
    Contract.HEARTS: N_("♥ Hearts"),
    Contract.SPADES: N_("♠ Spades"),
    Contract.NO_TRUMPS: N_("No Trumps"),
    Contract.ALL_TRUMPS: N_("All Trumps"),
}
"""Each contract as the table names it, the suit's symbol first."""
MULTIPLIER_WORDS: Final = {1: "", 2: N_("contra ×2"), 4: N_("recontra ×4")}
HEARD_WORDS: Final = {
    DeclarationKind.TIERCE: N_("a tierce"),
    DeclarationKind.QUARTE: N_("a quarte"),
    DeclarationKind.QUINTE: N_("a quinte"),
    DeclarationKind.CARRE: N_("a carré"),
}
"""A declaration as the table hears it announced, before its cards are shown."""
OUTCOME_WORDS: Final[dict[Outcome, str]] = {
    "made": N_("made"),
    "inside": N_("inside: the defenders take everything"),
    "hanging": N_("hanging: equal totals, the bidders' share waits"),
    "doubled": N_("doubled: the stronger side takes the pot"),
    "doubled_tie": N_("a doubled tie: the whole pot hangs"),
    "contra_void": N_("valat: the contra does not count"),
}
SHEET_WORDS: Final = ("Ние", "Вие")
"""The score sheet's Bulgarian words, "we" first: the game's own, the same in every language."""
LEDGER_HEADINGS: Final = (N_("Ние us"), N_("Вие them"))
"""The score sheet's columns, "us" first: each Bulgarian word glossed in the player's words."""
REASON_WORDS: Final[dict[Obligation, str]] = {
    Obligation.LEAD: N_("you lead: any card"),
    Obligation.FOLLOW: N_("follows {led}"),
    Obligation.FOLLOW_RAISE: N_("beats {high}"),
    Obligation.FOLLOW_CANNOT_RAISE: N_("cannot beat {high}: any {led}"),
    Obligation.FOLLOW_PARTNER_FREE: N_("partner winning: any {led}"),
    Obligation.VOID_FREE: N_("no {led} (and no duty to trump): any card"),
    Obligation.PARTNER_EXEMPT: N_("no {led}, partner winning: any card"),
    Obligation.MUST_TRUMP: N_("no {led}: trumps"),
    Obligation.OVER_TRUMP: N_("no {led}: over-trumps {best}"),
    Obligation.UNDER_TRUMP: N_("no {led}, cannot over-trump {best}: still a trump"),
    Obligation.CANNOT_OVER_TRUMP_FREE: N_("no {led}, cannot over-trump {best}: any card"),
}
"""Why a legal card may be played under each rule of §3.2, as messages filled with the
values the card option carries (the led suit, the cards to beat); a card that may not
be played is refused by a rule, worded by :data:`REFUSAL_WORDS`."""
REFUSAL_WORDS: Final[Mapping[StrEnum, str]] = {
    Rule.SPEAK_TURN: N_("It is {seat}'s turn to speak, not {other}'s."),
    Rule.AUCTION_OVER: N_("The auction is over."),
    Rule.AUCTION_CALLS: N_("The auction is on: pass, bid, contra or recontra."),
    Rule.NO_BID_AFTER_CONTRA: N_("No bid after a contra under these house rules."),
    Rule.BID_TOO_LOW: N_("A bid must be higher than the standing {contract}."),
    Rule.CONTRA_NEEDS_BID: N_("Contra needs a standing bid."),
    Rule.ALREADY_DOUBLED: N_("The bid is already doubled."),
    Rule.CONTRA_OPPONENTS_ONLY: N_("Only an opponent of the bidder may say contra."),
    Rule.RECONTRA_ANSWERS_CONTRA: N_("Recontra answers a contra."),
    Rule.RECONTRA_BIDDERS_ONLY: N_("Only the bidding team may say recontra."),
    Rule.DECLARATIONS_ONCE: N_(
        "Declarations are made once, with the first card of trick 1, from the cards held."
    ),
    Rule.DECLARE_OR_PLAY: N_("The auction is over: declare or play a card."),
    Rule.DECLARE_FIRST: N_("{seat} first declares (or declares nothing)."),
    Rule.BELOTE_CARDS: N_(
        "A belote is the King or Queen of trumps with the other still held, led, "
        "following suit or trumping."
    ),
    Rule.MUST_FOLLOW: N_("You must follow {lead}."),
    Rule.MUST_RAISE_LED: N_("You must beat {best} with a {lead}."),
    Rule.OPPONENT_WINNING_MUST_TRUMP: N_(
        "You have no {lead} and an opponent is winning: you must trump."
    ),
    Rule.MUST_OVER_TRUMP: N_("You must over-trump {best}."),
    Rule.VOID_MUST_PLAY_TRUMP: N_("You have no {lead}: you must play a trump."),
}
"""Each rule of Belot an action is refused by, as the player's sentence (a catalogue
message), filled with the refusal's seats, suit, cards and standing bid; the table's
own refusals are worded in :mod:`baloot_tui.text.table_words`."""


def contract_words(contract: Contract | None, multiplier: int = 1) -> str:
    """``♥ Hearts``, ``No Trumps contra ×2``; ``no contract yet`` before a bid."""
    if contract is None:
        return _("no contract yet")
    stakes = MULTIPLIER_WORDS.get(multiplier, f"×{multiplier}")
    return f"{_(CONTRACT_WORDS[contract])} {_(stakes)}".strip()


def declaration_words(declaration: Declaration) -> str:
    """``tierce 7♥ 8♥ 9♥`` or ``carré of Jacks``."""
    if declaration.is_sequence:
        cards = " ".join(c.label for c in declaration.cards)
        return f"{_(KIND_WORDS[declaration.kind])} {cards}"
    return _(RANK_PLURALS[declaration.top.rank])


def kinds_words(kinds: Sequence[DeclarationKind]) -> str:
    """What the table hears of a declaration: ``a tierce and a carré``, or ``nothing``."""
    if not kinds:
        return _("nothing")
    return _(" and ").join(_(HEARD_WORDS[k]) for k in kinds)


def choice_label(action: Action) -> str:
    """The label of a button or card: ``Bid ♥ Hearts``, ``Contra ×2``, ``K♥ with belote``."""
    if isinstance(action, Pass):
        return _("Pass")
    if isinstance(action, Bid):
        return _("Bid {contract}").format(contract=_(CONTRACT_WORDS[action.contract]))
    if isinstance(action, Contra):
        return _("Contra ×2")
    if isinstance(action, Recontra):
        return _("Recontra ×4")
    if isinstance(action, Declare):
        if not action.declarations:
            return _("Declare nothing")
        shown = _(" and ").join(declaration_words(d) for d in action.declarations)
        return _("Declare {declarations}").format(declarations=shown)
    if action.belote:
        return _("{card} with belote").format(card=action.card.label)
    return action.card.label


def reason_words(option: CardOption) -> str:
    """The rule behind ``option`` in the player's words: why it may, or may not, be played."""
    if option.refusal is not None:
        return refusal_words(option.refusal)
    led, best, high = option.led, option.best, option.high
    return _(REASON_WORDS[option.obligation]).format(
        led="" if led is None else led.symbol,
        best="" if best is None else best.label,
        high="" if high is None else high.label,
    )


def refusal_words(refusal: IllegalActionError | Refusal, names: Sequence[str] | None = None) -> str:
    """The refusal as the player's sentence, a standing bid by its name (``♥ Hearts``).

    See :func:`baloot_tui.text.table_words.refusal_sentence`.
    """
    return refusal_sentence(
        refusal, REFUSAL_WORDS, names, lambda bid: _(CONTRACT_WORDS[Contract(bid)])
    )


def card_reason(option: CardOption) -> str:
    """Why a card may or may not be played: ``K♥ may not be played. You must follow ♠.``."""
    verdict = (
        _("{card} may be played: {reason}")
        if option.legal
        else _("{card} may not be played. {reason}")
    )
    return verdict.format(card=option.card.label, reason=reason_words(option))


SAID: Final = {
    Pass: Subject("{name} passes", "You pass"),
    Bid: Subject("{name} bids {contract}", "You bid {contract}"),
    Contra: Subject("{name}: contra! (×2)", "You: contra! (×2)"),
    Recontra: Subject("{name}: recontra! (×4)", "You: recontra! (×4)"),
    Declare: Subject("{name} declares {kinds}", "You declare {kinds}"),
}
"""What the log says of each call and declaration: of a named player, and of the one person."""
PLAYED: Final = {
    False: Subject("{name} plays {card}", "You play {card}"),
    True: Subject("{name} plays {card}: belote!", "You play {card}: belote!"),
}
"""What the log says of a card played, without and with a belote."""


def said(action: Action, name: str) -> str:
    """What the log says a player did: ``Sara bids ♥ Hearts``, ``You pass``, ``Ivan: contra!``."""
    if isinstance(action, (Pass, Bid, Contra, Recontra, Declare)):
        subject = SAID[type(action)]
    else:
        subject = PLAYED[action.belote]
    contract = _(CONTRACT_WORDS[action.contract]) if isinstance(action, Bid) else ""
    kinds = (
        kinds_words([d.kind for d in action.declarations]) if isinstance(action, Declare) else ""
    )
    card = "" if isinstance(action, (Pass, Bid, Contra, Recontra, Declare)) else action.card.label
    return subject.said(name, contract=contract, kinds=kinds, card=card)


def team_label(team: Team, us: Team) -> str:
    """``Ние (NS)`` for the team counted as us, ``Вие (EW)`` for the other.

    A message of its own: in a right-to-left sentence brackets round the seats' letters
    would be mirrored between the Cyrillic and Latin words, so Arabic leaves them out.
    """
    return _("{word} ({team})").format(word=SHEET_WORDS[0 if team is us else 1], team=team.short)


def deal_summary(hand: BelotHand, number: int, us: Team, names: Sequence[str]) -> list[str]:
    """The lines that sum up a finished deal: contract, outcome, declarations, points, hanging."""
    result = hand.result
    assert result is not None
    if result.kind == "all_pass":
        return [
            _("Deal {number}: everybody passed, the deal is void.").format(number=number),
            DEALS_NEXT.said(names[result.next_dealer], hanging=result.hanging),
        ]
    score, contest, bidder = result.score, result.contest, hand.bidder
    assert score is not None and contest is not None and bidder is not None
    lines = [
        _("Deal {number}: {contract} by {name} ({team}): {outcome}.").format(
            number=number,
            contract=contract_words(hand.contract, score.multiplier),
            name=names[bidder],
            team=team_label(bidder.team, us),
            outcome=_(OUTCOME_WORDS[score.outcome]),
        )
    ]
    for team in (us, us.other):
        parts = [_("cards {points}").format(points=score.card_raw[team])]
        if score.declaration_raw[team]:
            parts.append(_("declarations {points}").format(points=score.declaration_raw[team]))
        if score.belote_raw[team]:
            parts.append(_("belote {points}").format(points=score.belote_raw[team]))
        if score.valat is team:
            parts.append(_("valat +{points}").format(points=score.valat_bonus))
        points = score.points[team]
        lines.append(
            ngettext(
                "{team}: {parts}; total {total} → {count} point",
                "{team}: {parts}; total {total} → {count} points",
                points,
            ).format(
                team=team_label(team, us),
                parts=_(", ").join(parts),
                total=score.raw_totals[team],
                count=points,
            )
        )
    for seat, declared in enumerate(contest.counted):
        if declared:
            shown = _(", ").join(declaration_words(d) for d in declared)
            lines.append(
                _("{name}'s {declarations} counted.").format(name=names[seat], declarations=shown)
            )
    if hand.hanging_in and score.collected is not None:
        lines.append(
            _("{team} collected {points} hanging.").format(
                team=team_label(score.collected, us), points=hand.hanging_in
            )
        )
    if score.hanging:
        hanging = score.hanging
        lines.append(
            ngettext(
                "{count} point hangs over to the next deal.",
                "{count} points hang over to the next deal.",
                hanging,
            ).format(count=hanging)
        )
    return lines


DEALS_NEXT: Final = Subject(
    "{name} deals next; hanging points stay at {hanging}.",
    "You deal next; hanging points stay at {hanging}.",
)
DEALS: Final = Subject("Deal {number}: {name} deals.", "Deal {number}: you deal.")


def person(name: str) -> str:
    """A seat's name in a sentence: "You" and the default bots' names in the interface's words."""
    return isolated(shown_name(name))


def dealt_words(number: int, dealer: str, hanging_in: int) -> str:
    """The log line of a new deal: who deals, and the hanging points it carries in."""
    said = DEALS.said(dealer, number=number)
    if not hanging_in:
        return said
    carried = ngettext(
        "{count} hanging point carried in", "{count} hanging points carried in", hanging_in
    ).format(count=hanging_in)
    return _("{deal} ({carried})").format(deal=said.removesuffix("."), carried=carried) + "."


def contract_set_words(contract: Contract | None, multiplier: int, bidder: str) -> str:
    """The log line of the auction's end: the contract, its bidder, the rest of the deal."""
    return _("Contract: {contract} by {name}; three more cards each.").format(
        contract=contract_words(contract, multiplier), name=person(bidder)
    )


def trick_words(number: int, winner: str, points: int) -> str:
    """The log line of a trick won."""
    return ngettext(
        "Trick {number} to {name} ({count} card point).",
        "Trick {number} to {name} ({count} card points).",
        points,
    ).format(number=number, name=person(winner), count=points)


def deal_over_words(
    number: int,
    points: tuple[int, int],
    hanging: int,
    all_pass: bool,
    scores: tuple[int, int],
    names: Sequence[str],
) -> str:
    """The log line of a finished deal: its points, what hangs, the match score.

    Each team is named by its players, as everywhere else at the table.
    """
    over = (
        _("Deal {number} over (all passed): {points}")
        if all_pass
        else _("Deal {number} over: {points}")
    ).format(number=number, points=team_pair(points, teams_by_players(names)))
    hang = ""
    if hanging:
        hang = ngettext("; {count} point hangs", "; {count} points hang", hanging)
        hang = hang.format(count=hanging)
    match = _("Match: {points}.").format(points=team_pair(scores, teams_by_players(names)))
    return f"{over}{hang}. {match}"


def match_won_words(winner: Team, scores: tuple[int, int], names: Sequence[str]) -> str:
    """The log line of the match's end, each team named by its players."""
    teams = teams_by_players(names)
    return _("{team} won the match, {points}.").format(
        team=teams[winner], points=team_pair(scores, teams)
    )


def teams_by_players(names: Sequence[str]) -> dict[Team, str]:
    """Each team as its players: ``Saad and Noura``."""
    return {team: team_words(team, names) for team in Team}
