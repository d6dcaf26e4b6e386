"""What each legal option means right now, in plain words, from one seat's view.

The table shows these as button hints, and the coach panel lists them with the
hand-strength numbers and the expert's expected game points.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from baloot_tui.help.rule_text import sun_double_rule
from baloot_tui.i18n import N_, _
from baloot_tui.rules.actions import Action, Bid, Call, Declare, Double, DoubleStep, Pass, PlayCard
from baloot_tui.rules.bidding import BidStage, apply_call
from baloot_tui.rules.glossary import Contract
from baloot_tui.rules.projects import Project
from baloot_tui.rules.seats import Seat
from baloot_tui.rules.view import PlayerView

_SPEAKER_ORDINAL: Final = ("1st", "2nd", "3rd", "4th")


@dataclass(frozen=True, slots=True)
class OptionExplanation:
    """One legal option with what it means now."""

    action: Action
    """The option."""
    label: str
    """Short button text, e.g. ``Confirm Hokum ♥``."""
    meaning: str
    """What it does and why it is allowed now."""
    terms: tuple[str, ...]
    """Glossary keys the meaning uses (coach links)."""


def seat_name(seat: Seat) -> str:
    """A seat as the coach names it."""
    return seat.name.capitalize()


def action_label(action: Action) -> str:
    """Short text for a button or a history line, in the language in force.

    >>> from baloot_tui.rules.actions import parse_action
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
        projects = _(", ").join(p.label for p in action.projects)
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
        reasons = {o.card: o.reason for o in view.card_options}
        meaning, terms = reasons.get(action.card, "a legal card"), ()
    else:
        meaning, terms = "claim every remaining trick for your team", ("sawa",)
    return OptionExplanation(action, action_label(action), meaning, terms)


def _ordinal(view: PlayerView, seat: Seat) -> str:
    return _SPEAKER_ORDINAL[view.bidding.priority(seat)]


def _explain_pass(view: PlayerView) -> tuple[str, tuple[str, ...]]:
    ladder = view.doubling
    if ladder is not None and ladder.to_act is view.seat:
        others = [seat_name(s) for s in ladder.queue[1:]]
        if others:
            return (f"no raise from you; {' and '.join(others)} may still call it", ("double",))
        return (f"no raise: the hand is played at ×{ladder.multiplier}", ("double",))
    b = view.bidding
    if b.stage is BidStage.BEFORE_YOU:
        assert b.caller is not None and b.buyer is not None
        if b.caller is b.buyer:
            return (f"let {seat_name(b.caller)}'s Sun stand", ("before_you",))
        return (
            f"let {seat_name(b.caller)}'s Ashkal stand: a Sun bought by {seat_name(b.buyer)}",
            ("before_you", "ashkal"),
        )
    if b.stage is BidStage.ROUND2:
        if b.pending_hokum is not None:
            return (
                f"wala: let {seat_name(b.pending_hokum)}'s Hokum stand; in round 2 you "
                "cannot come back",
                ("pass", "round_two"),
            )
        tail = " — everyone has passed twice: waraq, a new deal" if len(b.queue) == 1 else ""
        return (f"wala: you give up for this hand{tail}", ("pass", "round_two", "waraq"))
    if b.pending_hokum is not None:
        return (
            f"let {seat_name(b.pending_hokum)}'s Hokum stand; if everyone passes they "
            "confirm it or switch to Sun",
            ("pass", "confirm"),
        )
    tail = " — all four passed: round 2 starts" if len(b.queue) == 1 else ""
    return (f"bas: you do not buy now{tail}", ("pass", "round_one"))


def _explain_bid(view: PlayerView, bid: Bid) -> tuple[str, tuple[str, ...]]:
    b = view.bidding
    face = view.face_card
    call = bid.call
    if call is Call.HOKUM:
        if b.round_number == 1:
            return (
                f"Hokum with {face.suit.symbol} as trumps: you would take the {face.label}. "
                "Provisional: the others may still say Sun; if nobody does, you confirm or "
                "switch to Sun",
                ("hokum", "buyer", "confirm"),
            )
        return (
            f"Hokum in a suit other than {face.suit.symbol}, named when you confirm; only "
            "players who have not spoken yet in round 2 can still override it with Sun",
            ("hokum", "round_two"),
        )
    if call is Call.SUN:
        if b.round_number == 2:
            return (
                f"Sun: no trumps, 26 points a hand; you take the {face.label}. In round 2 this "
                "ends the bidding at once: nobody can say 'before you'",
                ("sun", "round_two"),
            )
        takers = _before_you_takers(view, bid)
        tail = (
            f"; {', '.join(takers)} may still take it 'before you'"
            if takers
            else "; nobody who speaks before you may take it, so it is final"
        )
        return (
            f"Sun: no trumps, 26 points a hand; you take the {face.label}{tail}",
            ("sun", "before_you"),
        )
    if call is Call.ASHKAL:
        partner = seat_name(view.seat.partner)
        ace = " and the card is not an Ace" if view.rules.ashkal_forbidden_on_ace else ""
        return (
            f"Ashkal: Sun for your partner {partner}, who takes the {face.label} — allowed "
            f"because you speak {_ordinal(view, view.seat)}{ace}",
            ("ashkal", "sun"),
        )
    if call is Call.BEFORE_YOU:
        holder = b.caller
        assert holder is not None
        return (
            f"you speak before {seat_name(holder)}, so you may take the Sun yourself: "
            f"you become the buyer and take the {face.label}",
            ("before_you", "sun"),
        )
    if call is Call.CONFIRM:
        assert bid.suit is not None
        return (
            f"keep Hokum with {bid.suit.symbol} as trumps; you stay the buyer",
            ("confirm", "hokum"),
        )
    if call is Call.TO_SUN:
        return ("turn your Hokum into Sun: you stay the buyer, the pot becomes 26", ("sun",))
    rotates = b.any_bid and view.rules.kawesh == "rotate_after_bid"
    redeal = "the deal passes to the right" if rotates else f"{seat_name(view.dealer)} deals again"
    return (f"your five cards are only 7s, 8s and 9s: annul the deal; {redeal}", ("kawesh",))


def _before_you_takers(view: PlayerView, sun: Bid) -> list[str]:
    """Who the engine would ask 'before you' after this Sun, in order."""
    after = apply_call(view.bidding, sun, view.rules)
    return [seat_name(s) for s in after.queue] if after.stage is BidStage.BEFORE_YOU else []


def _explain_double(view: PlayerView, double: Double) -> tuple[str, tuple[str, ...]]:
    step = double.step
    lock = ""
    if double.closed is not None:
        lock = (
            "; closed: nobody may lead a trump while holding another suit"
            if double.closed
            else "; open: trumps may be led"
        )
    tie = _tie_loser(view, double)
    if step is DoubleStep.DOUBLE:
        if view.contract is Contract.SUN:
            us, them = view.match_score[view.seat.team], view.match_score[view.seat.team.other]
            return (
                f"Double the Sun: ×2, winner takes all; {tie}. Allowed with the buyer's team "
                f"at {them} and yours at {us}: {sun_double_rule(view.rules)}",
                ("double", "sun"),
            )
        return (
            f"×2, the team with more points takes everything{lock}; {tie}",
            ("double", "closed"),
        )
    if step is DoubleStep.THREE:
        open_play = ", play is open" if double.closed is None else ""
        return (f"answer the double: ×3{open_play}{lock}; {tie}", ("three",))
    if step is DoubleStep.FOUR:
        return (f"×4{lock}; {tie}", ("four", "closed"))
    return ("Gahwa: whoever wins this hand wins the whole match", ("gahwa",))


def _tie_loser(view: PlayerView, double: Double) -> str:
    """Who loses equal totals once ``double`` is called (``doubled_tie_rule``)."""
    rule = view.rules.doubled_tie_rule
    buyer = view.buyer
    assert buyer is not None
    if rule == "last_raiser":
        loser = double.seat.team
    elif rule == "doubler":
        loser = buyer.team.other
    else:
        loser = buyer.team
    return "a tie is lost by your team" if loser is view.seat.team else "a tie is lost by theirs"


def _explain_declare(
    view: PlayerView, projects: tuple[Project, ...]
) -> tuple[str, tuple[str, ...]]:
    if not projects:
        return ("declare nothing", ("projects",))
    contract = view.contract
    assert contract is not None
    worth = sum(p.game_points(contract) for p in projects)
    names = ", ".join(p.label for p in projects)
    return (
        f"declare {names}: worth {worth} game points if your team's best project beats "
        "the other team's",
        ("projects",),
    )
