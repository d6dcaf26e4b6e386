"""The rules Baloot refuses an action by, beyond the table's own (:class:`TableRule`).

Each is a stable key carried by a :class:`~baloot_tui.core.errors.Refusal`; the
players' sentence for it is in :mod:`baloot_tui.games.baloot.words` (``REFUSAL_WORDS``),
and a test checks that every key has one.
"""

from __future__ import annotations

from enum import StrEnum


class Rule(StrEnum):
    """A rule of Baloot that forbids an action (RULES.md)."""

    # card play (§4.3)
    MUST_FOLLOW = "must_follow"
    MUST_OVER_TRUMP = "must_over_trump"
    VOID_MUST_PLAY_TRUMP = "void_must_play_trump"
    CLOSED_NO_TRUMP_LEAD = "closed_no_trump_lead"
    VOID_MUST_TRUMP = "void_must_trump"
    PARTNER_LEAD_NOT_ACE = "partner_lead_not_ace"
    MUST_PLAY_TRUMP = "must_play_trump"
    MUST_BEAT_WITH_TRUMP = "must_beat_with_trump"
    # the auction
    BIDDING_CALLS_ONLY = "bidding_calls_only"
    ROUND1_CALLS = "round1_calls"
    ROUND2_CALLS = "round2_calls"
    BEFORE_YOU_ONLY = "before_you_only"
    CONFIRM_HOKUM = "confirm_hokum"
    AUCTION_OVER = "auction_over"
    # the doubling ladder
    DOUBLING_CALLS_ONLY = "doubling_calls_only"
    DOUBLING_STEP_CLOSED = "doubling_step_closed"
    # projects and the first card
    DECLARE_FIRST = "declare_first"
    PROJECTS_ONCE = "projects_once"
    PLAY_A_CARD = "play_a_card"
    # Sawa, the claim of the remaining tricks
    SAWA_IN_PLAY_ONLY = "sawa_in_play_only"
    SAWA_ON_LEAD_ONLY = "sawa_on_lead_only"
    SAWA_NOT_MID_TRICK = "sawa_not_mid_trick"
    SAWA_FROM_TRICK_2 = "sawa_from_trick_2"
    SAWA_NOT_SURE = "sawa_not_sure"
