"""What each legal option means right now, from one seat's view, as values.

An option's meaning is a :class:`Meaning`: a kind and the seats, cards, multipliers
and scores it speaks of, all read from the view and the rules (so a sentence never
states a rule the engine does not apply). The words come later, in the player's
language (:func:`baloot_tui.games.baloot.coach.words.meaning_words`); the coach panel and
the quiz list them with the hand-strength numbers and the expert's expected game points.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from baloot_tui.core.cards import Card, Suit
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.baloot.coach.lesson_words import Words
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Bid,
    Call,
    Declare,
    Double,
    DoubleStep,
    Pass,
    PlayCard,
)
from baloot_tui.games.baloot.rules.bidding import BidStage, apply_call
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.projects import Project
from baloot_tui.games.baloot.rules.tricks import CardOption
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text.i18n import N_, _, language


class MeaningKind(StrEnum):
    """What an option does now: one sentence each, worded by the presentation layer."""

    RAISE_LEFT = "raise_left"
    """Pass on the doubling ladder while others (``seats``) may still raise."""
    NO_RAISE = "no_raise"
    """Pass that ends the ladder: played at ×``number``."""
    SUN_STANDS = "sun_stands"
    """Pass on 'before you': ``seat``'s Sun stands."""
    ASHKAL_STANDS = "ashkal_stands"
    """Pass on 'before you': ``seat``'s Ashkal stands, a Sun bought by ``other``."""
    WALA_HOKUM_STANDS = "wala_hokum_stands"
    """Round-2 pass after ``seat``'s Hokum."""
    WALA = "wala"
    """Round-2 pass."""
    WALA_WARAQ = "wala_waraq"
    """The last round-2 pass: nobody buys, a new deal."""
    HOKUM_STANDS = "hokum_stands"
    """Round-1 pass after ``seat``'s Hokum."""
    BAS = "bas"
    """Round-1 pass."""
    BAS_LAST = "bas_last"
    """The fourth round-1 pass: round 2 starts."""
    HOKUM_ROUND_ONE = "hokum_round_one"
    """Hokum in the face-up ``card``'s suit."""
    HOKUM_ROUND_TWO = "hokum_round_two"
    """Hokum in a suit other than the face-up ``card``'s."""
    SUN_ROUND_TWO = "sun_round_two"
    """Sun in round 2: final at once."""
    SUN_TAKERS = "sun_takers"
    """Sun that ``seats`` may still take 'before you'."""
    SUN_FINAL = "sun_final"
    """Sun nobody may take 'before you'."""
    ASHKAL = "ashkal"
    """Ashkal for partner ``seat``, allowed as speaker ``number`` (0 = 1st)."""
    ASHKAL_NOT_ACE = "ashkal_not_ace"
    """Ashkal, allowed as speaker ``number`` and because the face-up card is no Ace."""
    BEFORE_YOU = "before_you"
    """Taking ``seat``'s Sun 'before you'."""
    CONFIRM = "confirm"
    """Confirming Hokum in ``suit``."""
    TO_SUN = "to_sun"
    """Turning one's Hokum into Sun."""
    KAWESH_ROTATE = "kawesh_rotate"
    """Kawesh after a bid, when the deal passes to the right."""
    KAWESH_REDEAL = "kawesh_redeal"
    """Kawesh: ``seat`` (the dealer) deals again."""
    DOUBLE_SUN = "double_sun"
    """Doubling a Sun, allowed at ``scores`` (the buyer's team's, then ours) by ``rules``."""
    DOUBLE = "double"
    """Doubling a Hokum, ``closed`` or open (None: no lock chosen)."""
    THREE = "three"
    """Answering a double with ×3."""
    FOUR = "four"
    """Raising to ×4."""
    GAHWA = "gahwa"
    """Gahwa: the hand decides the match."""
    DECLARE_NOTHING = "declare_nothing"
    """Declaring no project."""
    DECLARE = "declare"
    """Declaring ``projects`` worth ``number`` game points."""
    CARD = "card"
    """A card, allowed by ``option``'s rule."""
    SAWA = "sawa"
    """Claiming every remaining trick."""


@dataclass(frozen=True, slots=True)
class Meaning:
    """What an option does and why it is allowed now, as values (see :class:`MeaningKind`)."""

    kind: MeaningKind
    """Which sentence."""
    seat: Seat | None = None
    """The seat the sentence names (a caller, a partner, a dealer)."""
    other: Seat | None = None
    """A second seat (the buyer of an Ashkal)."""
    seats: tuple[Seat, ...] = ()
    """Seats still to speak (raises, 'before you' takers), in order."""
    card: Card | None = None
    """The face-up card."""
    suit: Suit | None = None
    """A trump suit named."""
    number: int = 0
    """A multiplier, a speaker's place (0 = 1st) or game points, by kind."""
    closed: bool | None = None
    """A double's lock: closed, open, or None (not chosen)."""
    tie_ours: bool = False
    """For a double: whether equal totals would be lost by the viewing seat's team."""
    scores: tuple[int, int] = (0, 0)
    """For a Sun double: the buyer's team's match score, then the viewing team's."""
    rules: HouseRules | None = None
    """The house rules, for a sentence that states one of them."""
    projects: tuple[Project, ...] = ()
    """Projects declared."""
    option: CardOption | None = None
    """A card's option, with the rule that allows it."""


@dataclass(frozen=True, slots=True)
class OptionExplanation:
    """One legal option with what it means now."""

    action: Action
    """The option."""
    label: str
    """Short button text, e.g. ``Confirm Hokum ♥``."""
    meaning: Meaning
    """What it does and why it is allowed now."""
    terms: tuple[str, ...]
    """Glossary keys the meaning uses (coach links)."""


def seat_name(seat: Seat) -> str:
    """A seat as the coach names it."""
    return seat.name.capitalize()


def action_label(action: Action) -> str:
    """Short text for a button or a history line, in the language in force.

    >>> from baloot_tui.games.baloot.rules.actions import parse_action
    >>> action_label(parse_action("E confirm H")), action_label(parse_action("W four open"))
    ('Confirm Hokum ♥', 'Four (open)')
    """
    if isinstance(action, Pass):
        return _("Pass")
    if isinstance(action, Bid):
        if action.call is Call.CONFIRM:
            assert action.suit is not None
            return _("Confirm Hokum {suit}").format(suit=action.suit.symbol)
        return _(_CALL_LABELS[action.call])
    if isinstance(action, Double):
        lock = "" if action.closed is None else _(" (closed)" if action.closed else " (open)")
        return _(_STEP_LABELS[action.step]) + lock
    if isinstance(action, Declare):
        if not action.projects:
            return _("No project")
        projects = _(", ").join(Words(language()).project(p) for p in action.projects)
        return _("Declare {projects}").format(projects=projects)
    if isinstance(action, PlayCard):
        return action.card.label
    return _("Sawa")


_STEP_LABELS: Final = {
    DoubleStep.DOUBLE: N_("Double"),
    DoubleStep.THREE: N_("Three"),
    DoubleStep.FOUR: N_("Four"),
    DoubleStep.GAHWA: N_("Gahwa"),
}
_CALL_LABELS: Final = {
    Call.HOKUM: N_("Hokum"),
    Call.SUN: N_("Sun"),
    Call.ASHKAL: N_("Ashkal"),
    Call.BEFORE_YOU: N_("Before you"),
    Call.TO_SUN: N_("Switch to Sun"),
    Call.KAWESH: N_("Kawesh"),
}


def explain_options(view: PlayerView) -> tuple[OptionExplanation, ...]:
    """Every legal option of the seat whose view this is (empty when not its turn)."""
    return tuple(explain(view, action) for action in view.legal_actions)


def explain(view: PlayerView, action: Action) -> OptionExplanation:
    """What ``action`` would mean for the viewing seat now."""
    if isinstance(action, Pass):
        meaning, terms = _explain_pass(view)
    elif isinstance(action, Bid):
        meaning, terms = _explain_bid(view, action)
    elif isinstance(action, Double):
        meaning, terms = _explain_double(view, action)
    elif isinstance(action, Declare):
        meaning, terms = _explain_declare(view, action.projects)
    elif isinstance(action, PlayCard):
        option = next(o for o in view.card_options if o.card == action.card)
        meaning, terms = Meaning(MeaningKind.CARD, option=option), ()
    else:
        meaning, terms = Meaning(MeaningKind.SAWA), ("sawa",)
    return OptionExplanation(action, action_label(action), meaning, terms)


Explained = tuple[Meaning, tuple[str, ...]]
"""A meaning and the glossary keys it uses."""


def _explain_pass(view: PlayerView) -> Explained:
    ladder = view.doubling
    if ladder is not None and ladder.to_act is view.seat:
        if ladder.queue[1:]:
            return Meaning(MeaningKind.RAISE_LEFT, seats=ladder.queue[1:]), ("double",)
        return Meaning(MeaningKind.NO_RAISE, number=ladder.multiplier), ("double",)
    b = view.bidding
    last = len(b.queue) == 1
    if b.stage is BidStage.BEFORE_YOU:
        assert b.caller is not None and b.buyer is not None
        if b.caller is b.buyer:
            return Meaning(MeaningKind.SUN_STANDS, seat=b.caller), ("before_you",)
        stands = Meaning(MeaningKind.ASHKAL_STANDS, seat=b.caller, other=b.buyer)
        return stands, ("before_you", "ashkal")
    if b.stage is BidStage.ROUND2:
        if b.pending_hokum is not None:
            hokum = Meaning(MeaningKind.WALA_HOKUM_STANDS, seat=b.pending_hokum)
            return hokum, ("pass", "round_two")
        wala = Meaning(MeaningKind.WALA_WARAQ if last else MeaningKind.WALA)
        return wala, ("pass", "round_two", "waraq")
    if b.pending_hokum is not None:
        return Meaning(MeaningKind.HOKUM_STANDS, seat=b.pending_hokum), ("pass", "confirm")
    return Meaning(MeaningKind.BAS_LAST if last else MeaningKind.BAS), ("pass", "round_one")


def _explain_bid(view: PlayerView, bid: Bid) -> Explained:
    b = view.bidding
    face = view.face_card
    call = bid.call
    if call is Call.HOKUM:
        if b.round_number == 1:
            return Meaning(MeaningKind.HOKUM_ROUND_ONE, card=face), ("hokum", "buyer", "confirm")
        return Meaning(MeaningKind.HOKUM_ROUND_TWO, card=face), ("hokum", "round_two")
    if call is Call.SUN:
        if b.round_number == 2:
            return Meaning(MeaningKind.SUN_ROUND_TWO, card=face), ("sun", "round_two")
        takers = _before_you_takers(view, bid)
        kind = MeaningKind.SUN_TAKERS if takers else MeaningKind.SUN_FINAL
        return Meaning(kind, seats=takers, card=face), ("sun", "before_you")
    if call is Call.ASHKAL:
        no_ace = view.rules.ashkal_forbidden_on_ace
        kind = MeaningKind.ASHKAL_NOT_ACE if no_ace else MeaningKind.ASHKAL
        speaker = b.priority(view.seat)
        return Meaning(kind, seat=view.seat.partner, card=face, number=speaker), ("ashkal", "sun")
    if call is Call.BEFORE_YOU:
        assert b.caller is not None
        return Meaning(MeaningKind.BEFORE_YOU, seat=b.caller, card=face), ("before_you", "sun")
    if call is Call.CONFIRM:
        assert bid.suit is not None
        return Meaning(MeaningKind.CONFIRM, suit=bid.suit), ("confirm", "hokum")
    if call is Call.TO_SUN:
        return Meaning(MeaningKind.TO_SUN), ("sun",)
    if b.any_bid and view.rules.kawesh == "rotate_after_bid":
        return Meaning(MeaningKind.KAWESH_ROTATE), ("kawesh",)
    return Meaning(MeaningKind.KAWESH_REDEAL, seat=view.dealer), ("kawesh",)


def _before_you_takers(view: PlayerView, sun: Bid) -> tuple[Seat, ...]:
    """Who the engine would ask 'before you' after this Sun, in order."""
    after = apply_call(view.bidding, sun, view.rules)
    return after.queue if after.stage is BidStage.BEFORE_YOU else ()


_STEP_KINDS: Final = {
    DoubleStep.DOUBLE: MeaningKind.DOUBLE,
    DoubleStep.THREE: MeaningKind.THREE,
    DoubleStep.FOUR: MeaningKind.FOUR,
    DoubleStep.GAHWA: MeaningKind.GAHWA,
}
_STEP_TERMS: Final = {
    DoubleStep.DOUBLE: ("double", "closed"),
    DoubleStep.THREE: ("three",),
    DoubleStep.FOUR: ("four", "closed"),
    DoubleStep.GAHWA: ("gahwa",),
}


def _explain_double(view: PlayerView, double: Double) -> Explained:
    tie_ours = _tie_loser(view, double) is view.seat.team
    if double.step is DoubleStep.DOUBLE and view.contract is Contract.SUN:
        team = view.seat.team
        scores = (view.match_score[team.other], view.match_score[team])
        sun = Meaning(MeaningKind.DOUBLE_SUN, tie_ours=tie_ours, scores=scores, rules=view.rules)
        return sun, ("double", "sun")
    meaning = Meaning(_STEP_KINDS[double.step], closed=double.closed, tie_ours=tie_ours)
    return meaning, _STEP_TERMS[double.step]


def _tie_loser(view: PlayerView, double: Double) -> Team:
    """Who loses equal totals once ``double`` is called (``doubled_tie_rule``)."""
    rule = view.rules.doubled_tie_rule
    buyer = view.buyer
    assert buyer is not None
    if rule == "last_raiser":
        return double.seat.team
    if rule == "doubler":
        return buyer.team.other
    return buyer.team


def _explain_declare(view: PlayerView, projects: tuple[Project, ...]) -> Explained:
    if not projects:
        return Meaning(MeaningKind.DECLARE_NOTHING), ("projects",)
    contract = view.contract
    assert contract is not None
    worth = sum(p.game_points(contract) for p in projects)
    return Meaning(MeaningKind.DECLARE, projects=projects, number=worth), ("projects",)
