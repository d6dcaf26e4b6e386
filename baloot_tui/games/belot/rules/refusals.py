"""The rules Belot refuses an action by, beyond the table's own (:class:`TableRule`).

Each is a stable key carried by a :class:`~baloot_tui.core.errors.Refusal`; the
players' sentence for it is in :mod:`baloot_tui.games.belot.words` (``REFUSAL_WORDS``),
and a test checks that every key has one.
"""

from __future__ import annotations

from enum import StrEnum


class Rule(StrEnum):
    """A rule of Belot that forbids an action (BELOT.md)."""

    # the auction (§2)
    SPEAK_TURN = "speak_turn"
    AUCTION_OVER = "auction_over"
    AUCTION_CALLS = "auction_calls"
    NO_BID_AFTER_CONTRA = "no_bid_after_contra"
    BID_TOO_LOW = "bid_too_low"
    CONTRA_NEEDS_BID = "contra_needs_bid"
    ALREADY_DOUBLED = "already_doubled"
    CONTRA_OPPONENTS_ONLY = "contra_opponents_only"
    RECONTRA_ANSWERS_CONTRA = "recontra_answers_contra"
    RECONTRA_BIDDERS_ONLY = "recontra_bidders_only"
    # declarations (§4)
    DECLARATIONS_ONCE = "declarations_once"
    DECLARE_OR_PLAY = "declare_or_play"
    DECLARE_FIRST = "declare_first"
    BELOTE_CARDS = "belote_cards"
    # card play (§3.2)
    MUST_FOLLOW = "must_follow"
    MUST_RAISE_LED = "must_raise_led"
    OPPONENT_WINNING_MUST_TRUMP = "opponent_winning_must_trump"
    MUST_OVER_TRUMP = "must_over_trump"
    VOID_MUST_PLAY_TRUMP = "void_must_play_trump"
