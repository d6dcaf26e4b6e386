"""The rules engine's error hierarchy: every domain error is a ``ValueError``.

An :class:`IllegalActionError` carries a :class:`Refusal`: the rule that forbids
the action as a stable key (:class:`Rule`) and the values it names (a seat, the
led suit, a card). The English message is rendered from that value by
:func:`refusal_text`, so the sentence in records and the reason a presentation
layer words in the player's language cannot disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # the values a refusal names; their modules import this one
    from baloot_tui.core.cards import Card, Suit
    from baloot_tui.core.seats import Seat


class BalootError(ValueError):
    """Base class of every error the rules engine raises on bad input."""


class NotationError(BalootError):
    """Text that is not valid card, action or record notation."""


class Rule(StrEnum):
    """Every rule an engine (Baloot, Belot, the table controllers) refuses an action by.

    The value is a stable key: presentation layers word each one, and a test checks
    that every key has its words.
    """

    # either game
    WRONG_TURN = "wrong_turn"
    NOT_HELD = "not_held"
    MUST_FOLLOW = "must_follow"
    MUST_OVER_TRUMP = "must_over_trump"
    VOID_MUST_PLAY_TRUMP = "void_must_play_trump"
    # Baloot: the hand
    HAND_OVER = "hand_over"
    DECLARE_FIRST = "declare_first"
    CLOSED_NO_TRUMP_LEAD = "closed_no_trump_lead"
    VOID_MUST_TRUMP = "void_must_trump"
    PARTNER_LEAD_NOT_ACE = "partner_lead_not_ace"
    MUST_PLAY_TRUMP = "must_play_trump"
    MUST_BEAT_WITH_TRUMP = "must_beat_with_trump"
    BIDDING_CALLS_ONLY = "bidding_calls_only"
    ROUND1_CALLS = "round1_calls"
    ROUND2_CALLS = "round2_calls"
    BEFORE_YOU_ONLY = "before_you_only"
    CONFIRM_HOKUM = "confirm_hokum"
    AUCTION_OVER = "auction_over"
    DOUBLING_CALLS_ONLY = "doubling_calls_only"
    DOUBLING_STEP_CLOSED = "doubling_step_closed"
    PROJECTS_ONCE = "projects_once"
    PLAY_A_CARD = "play_a_card"
    SAWA_IN_PLAY_ONLY = "sawa_in_play_only"
    SAWA_ON_LEAD_ONLY = "sawa_on_lead_only"
    SAWA_NOT_MID_TRICK = "sawa_not_mid_trick"
    SAWA_FROM_TRICK_2 = "sawa_from_trick_2"
    SAWA_NOT_SURE = "sawa_not_sure"
    # Baloot: the match and the table
    NO_HAND = "no_hand"
    NO_HAND_MATCH_OVER = "no_hand_match_over"
    NO_HAND_DEAL_FIRST = "no_hand_deal_first"
    DEAL_MATCH_OVER = "deal_match_over"
    DEAL_HAND_IN_PROGRESS = "deal_hand_in_progress"
    SAWA_CLAIM_WAITS = "sawa_claim_waits"
    NO_CLAIM_FOR_SEAT = "no_claim_for_seat"
    BOT_TURN = "bot_turn"
    # Belot: the deal
    DEAL_OVER = "deal_over"
    SPEAK_TURN = "speak_turn"
    BELOT_AUCTION_CALLS = "belot_auction_calls"
    NO_BID_AFTER_CONTRA = "no_bid_after_contra"
    BID_TOO_LOW = "bid_too_low"
    CONTRA_NEEDS_BID = "contra_needs_bid"
    ALREADY_DOUBLED = "already_doubled"
    CONTRA_OPPONENTS_ONLY = "contra_opponents_only"
    RECONTRA_ANSWERS_CONTRA = "recontra_answers_contra"
    RECONTRA_BIDDERS_ONLY = "recontra_bidders_only"
    DECLARATIONS_ONCE = "declarations_once"
    DECLARE_OR_PLAY = "declare_or_play"
    DECLARE_FIRST_BELOT = "declare_first_belot"
    MUST_RAISE_LED = "must_raise_led"
    OPPONENT_WINNING_MUST_TRUMP = "opponent_winning_must_trump"
    BELOTE_CARDS = "belote_cards"
    # Belot: the match
    NO_DEAL_MATCH_OVER = "no_deal_match_over"
    NO_DEAL_DEAL_FIRST = "no_deal_deal_first"
    DEAL_DEAL_IN_PROGRESS = "deal_deal_in_progress"


RULE_TEXT: Final[dict[Rule, str]] = {
    Rule.WRONG_TURN: "it is {seat}'s turn, not {other}'s",
    Rule.NOT_HELD: "{seat} does not hold {card}",
    Rule.MUST_FOLLOW: "must follow {suit}",
    Rule.MUST_OVER_TRUMP: "must over-trump {best}",
    Rule.VOID_MUST_PLAY_TRUMP: "no {suit}: must play a trump",
    Rule.HAND_OVER: "the hand is over",
    Rule.DECLARE_FIRST: "{seat} must first declare projects (or none)",
    Rule.CLOSED_NO_TRUMP_LEAD: "closed game: no trump lead while you hold a non-trump",
    Rule.VOID_MUST_TRUMP: "no {suit}: must trump",
    Rule.PARTNER_LEAD_NOT_ACE: "no {suit}, partner's winning lead is not an Ace: must trump",
    Rule.MUST_PLAY_TRUMP: "must play a trump",
    Rule.MUST_BEAT_WITH_TRUMP: "must beat {best} with a trump",
    Rule.BIDDING_CALLS_ONLY: "the auction is on: only bidding calls",
    Rule.ROUND1_CALLS: "round 1: pass, Hokum in the face-up suit, Sun, or Ashkal for the "
    "3rd and 4th speakers when the face-up card is not an Ace",
    Rule.ROUND2_CALLS: "round 2: pass (wala), Hokum in another suit, or Sun",
    Rule.BEFORE_YOU_ONLY: "a Sun was called: only 'before you' or pass",
    Rule.CONFIRM_HOKUM: "the Hokum bidder confirms Hokum (naming the suit) or switches to Sun",
    Rule.AUCTION_OVER: "the auction is over",
    Rule.DOUBLING_CALLS_ONLY: "the doubling ladder is on: only doubles and passes",
    Rule.DOUBLING_STEP_CLOSED: "that step of the doubling ladder is not open to this seat now",
    Rule.PROJECTS_ONCE: "projects are declared once, on the first card, from the hand held",
    Rule.PLAY_A_CARD: "card play is on: play a card",
    Rule.SAWA_IN_PLAY_ONLY: "Sawa is claimed during card play, not during {phase}",
    Rule.SAWA_ON_LEAD_ONLY: "only the player on lead may claim Sawa ({seat} is to play)",
    Rule.SAWA_NOT_MID_TRICK: "only the player on lead may claim Sawa ({seat} is to play to a "
    "trick in progress)",
    Rule.SAWA_FROM_TRICK_2: "Sawa may be claimed from trick 2 on, once the projects are declared",
    Rule.SAWA_NOT_SURE: "{seat}'s team cannot be sure of every remaining trick; some defence "
    "takes one",
    Rule.NO_HAND: "no hand is in progress",
    Rule.NO_HAND_MATCH_OVER: "no hand is in progress (the match is over)",
    Rule.NO_HAND_DEAL_FIRST: "no hand is in progress (deal first)",
    Rule.DEAL_MATCH_OVER: "cannot deal: the match is over",
    Rule.DEAL_HAND_IN_PROGRESS: "cannot deal: a hand is in progress",
    Rule.SAWA_CLAIM_WAITS: "{seat}'s Sawa claim waits for the other team's answer",
    Rule.NO_CLAIM_FOR_SEAT: "no Sawa claim waits for {seat}'s answer",
    Rule.BOT_TURN: "it is a bot's turn ({seat})",
    Rule.DEAL_OVER: "the deal is over",
    Rule.SPEAK_TURN: "it is {seat}'s turn to speak, not {other}'s",
    Rule.BELOT_AUCTION_CALLS: "the auction is on: pass, bid, contra or recontra",
    Rule.NO_BID_AFTER_CONTRA: "no bid after a contra (house rule bid_over_double is off)",
    Rule.BID_TOO_LOW: "a bid must be higher than the standing {contract} (§2.1)",
    Rule.CONTRA_NEEDS_BID: "contra needs a standing bid",
    Rule.ALREADY_DOUBLED: "the bid is already doubled",
    Rule.CONTRA_OPPONENTS_ONLY: "only an opponent of the bidder may say contra",
    Rule.RECONTRA_ANSWERS_CONTRA: "recontra answers a contra",
    Rule.RECONTRA_BIDDERS_ONLY: "only the bidding team may say recontra",
    Rule.DECLARATIONS_ONCE: "declarations are made once, with the first card of trick 1, from "
    "the cards held (§4.3)",
    Rule.DECLARE_OR_PLAY: "the auction is over: declare or play a card",
    Rule.DECLARE_FIRST_BELOT: "{seat} first declares (or declares nothing)",
    Rule.MUST_RAISE_LED: "must beat {best} with a {suit}",
    Rule.OPPONENT_WINNING_MUST_TRUMP: "no {suit}, opponent winning: must trump",
    Rule.BELOTE_CARDS: "a belote is the K or Q of a trump suit with the other still held, led, "
    "following suit or trumping (§4.6)",
    Rule.NO_DEAL_MATCH_OVER: "no deal is in progress (the match is over)",
    Rule.NO_DEAL_DEAL_FIRST: "no deal is in progress (deal first)",
    Rule.DEAL_DEAL_IN_PROGRESS: "cannot deal: a deal is in progress",
}
"""Each rule as the engine's English sentence, filled by :func:`refusal_text`."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is refused: the rule and the values it names.

    Which values a rule uses is fixed by its sentence in :data:`RULE_TEXT`.
    """

    rule: Rule
    """The rule that forbids the action."""
    seat: Seat | None = None
    """The seat the rule names: the one to act, the holder, the claimer."""
    other: Seat | None = None
    """The seat that tried out of turn."""
    suit: Suit | None = None
    """The led suit."""
    card: Card | None = None
    """The card tried (named in notation, as the action is)."""
    best: Card | None = None
    """The card to beat."""
    contract: str = ""
    """The standing bid, in notation (Belot)."""
    phase: str = ""
    """The stage of the hand, by its engine value."""


def refusal_text(refusal: Refusal) -> str:
    """The engine's sentence for ``refusal`` (``must follow ♠``): the one English source.

    >>> refusal_text(Refusal(Rule.AUCTION_OVER))
    'the auction is over'
    """
    seat, other, suit = refusal.seat, refusal.other, refusal.suit
    card, best = refusal.card, refusal.best
    return RULE_TEXT[refusal.rule].format(
        seat="" if seat is None else seat.name,
        other="" if other is None else other.name,
        suit="" if suit is None else suit.symbol,
        card="" if card is None else str(card),
        best="" if best is None else best.label,
        contract=refusal.contract,
        phase=refusal.phase,
    )


class IllegalActionError(BalootError):
    """An action the rules do not allow in the current state.

    The message names the action, the seat and the rule that forbids it, and
    says what is allowed instead; :attr:`refusal` is the same reason as a value
    for the presentation layers. The state the action was applied to is
    unchanged (states are immutable).
    """

    def __init__(
        self, refusal: Refusal, action: object | None = None, allowed: Sequence[object] = ()
    ) -> None:
        head = "" if action is None else f"illegal action '{action}': "
        tail = f"; allowed: {', '.join(str(a) for a in allowed)}" if allowed else ""
        reason = refusal_text(refusal) + tail
        super().__init__(head + reason)
        self.reason: Final = reason
        """The message without the action: the rule's sentence and what is allowed."""
        self.refusal: Final = refusal
        """The rule that refused the action and the values it names."""
        self.action: Final = action
        """The refused action (None for a refusal that is not of an action, such as a deal)."""
        self.allowed: Final = tuple(allowed)
        """What the seat to act may do instead, when the message lists it."""
        acting = getattr(action, "seat", None)
        self.seat: Final[Seat | None] = acting if acting is not None else refusal.seat
        """The seat that tried the action (else the seat the rule names)."""

    @property
    def rule(self) -> Rule:
        """The rule's key, as :attr:`refusal` has it."""
        return self.refusal.rule

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.refusal, self.action, self.allowed))


class RecordError(BalootError):
    """A game record that cannot be read or does not replay."""


class FileFormatError(BalootError):
    """Text that is refused before it is trusted: not JSON, or beyond a size limit."""


QUOTE_LIMIT = 80
"""The most characters of untrusted input an error message repeats."""


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to about ``limit`` characters, so a huge input gives a short message.

    >>> quote("S play AS")
    "'S play AS'"
    >>> quote("x" * 500, 10)
    "'xxxxxxxx…"
    """
    text = repr(value[:limit] if isinstance(value, str) else value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
