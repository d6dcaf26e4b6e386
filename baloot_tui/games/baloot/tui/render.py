"""Pure helpers that turn Saudi Baloot's contracts, calls and events into Rich text.

The cards, names and colours every game draws alike are :mod:`baloot_tui.tui.render`'s;
players' names reach these lines already cleaned (:func:`~baloot_tui.tui.render.seat_names`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rich.text import Text

from baloot_tui.core.cards import Card, Suit
from baloot_tui.core.seats import TEAMS
from baloot_tui.games.baloot.events import (
    BalootShown,
    BidMade,
    CardPlayed,
    ContractSet,
    Dealt,
    Doubled,
    GameEvent,
    HandScored,
    MatchWon,
    ProjectsDeclared,
    ProjectsShown,
    SawaAnswered,
    SawaClaimed,
    SawaShown,
    TrickWon,
    Undone,
)
from baloot_tui.games.baloot.rules.actions import Action, Bid, Call, Declare, Double, Pass, Sawa
from baloot_tui.games.baloot.rules.glossary import Contract, ProjectKind
from baloot_tui.games.baloot.rules.view import ContractFacts
from baloot_tui.games.baloot.words import (
    DEALS,
    DECLARES_KINDS,
    PLAYS,
    PROJECT_WORDS,
    STEP_WORDS,
    project_label,
    sawa_answer_short,
    sawa_shown_short,
    sawa_verdict,
    undone_short,
)
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.players import Subject, isolated, shown_name
from baloot_tui.text.table_words import abnat_words, team_words
from baloot_tui.tui.render import card_text, in_hand_order, suit_text
from baloot_tui.tui.say import fill

CALL_NAMES: Final = {
    Call.HOKUM: N_("Hokum"),
    Call.SUN: N_("Sun"),
    Call.ASHKAL: N_("Ashkal"),
    Call.BEFORE_YOU: N_("Sun before you"),
    Call.CONFIRM: N_("confirms Hokum"),
    Call.TO_SUN: N_("switches to Sun"),
    Call.KAWESH: N_("Kawesh"),
}
"""Each call as the bidding history says it (translated where drawn)."""
OUTCOME_NAMES: Final = {
    "made": N_("made"),
    "split": N_("split (equal points)"),
    "khasara": N_("khasara (the buyer failed)"),
    "kaboot": N_("kaboot (all eight tricks)"),
    "doubled_win": N_("doubled hand won by the buyer"),
    "doubled_loss": N_("doubled hand lost by the buyer"),
    "gahwa": N_("Gahwa"),
    "qayd": N_("Qayd"),
}
"""Each outcome as the hand summary names it (translated where drawn)."""
REDEAL_NAMES: Final = {"waraq": N_("waraq"), "kawesh": N_("Kawesh")}
"""A hand dealt again, as the log names it."""


def sorted_hand(cards: Sequence[Card], trump: Suit | None) -> tuple[Card, ...]:
    """Trumps first, then the other suits alternating colours, each strongest first."""
    return in_hand_order(cards, trump, lambda c: c.strength(trump))


def contract_text(contract: Contract | None, trump: Suit | None) -> Text:
    """``Sun`` or ``Hokum ♥``."""
    if contract is None:
        return Text("—")
    if contract is Contract.SUN:
        return Text(_("Sun"), style="bold")
    text = Text(_("Hokum") + " ", style="bold")
    if trump is not None:
        text.append_text(suit_text(trump))
    return text


def stakes_text(view: ContractFacts) -> Text:
    """``×2 closed``, ``Gahwa``, ``×2`` (Sun) or nothing (empty) for an undoubled hand.

    Closed or open is said only in Hokum, the only contract a double can close.
    """
    gahwa = view.doubling is not None and view.doubling.gahwa
    if view.multiplier == 1 and not gahwa:
        return Text("")
    text = Text(_("Gahwa") if gahwa else f"×{view.multiplier}", style="bold")
    if view.contract is not Contract.HOKUM:
        return text
    return text.append(" " + (_("closed") if view.closed else _("open")))


def action_label(action: Action, hokum_suit: Suit | None = None) -> Text:
    """What a button for ``action`` says (without the seat).

    Args:
        action: the action.
        hokum_suit: the face-up suit, which a round-1 Hokum names; None in round 2,
            where the suit is chosen when the Hokum is confirmed.
    """
    if isinstance(action, Pass):
        return Text(_("Pass"))
    if isinstance(action, Bid):
        if action.call is Call.CONFIRM and action.suit is not None:
            return fill("Hokum {suit}", suit=suit_text(action.suit))
        if action.call is Call.CONFIRM:
            return Text(_("Confirm Hokum"))
        if action.call is Call.TO_SUN:
            return Text(_("Switch to Sun"))
        if action.call is Call.HOKUM:
            if hokum_suit is None:
                return Text(_("Hokum (suit named next)"))
            return fill("Hokum {suit}", suit=suit_text(hokum_suit))
        return Text(_(CALL_NAMES[action.call]))
    if isinstance(action, Double):
        label = _(STEP_WORDS[action.step])
        if action.closed is not None:
            label += " " + (_("(closed)") if action.closed else _("(open)"))
        return Text(label)
    if isinstance(action, Sawa):
        return Text(_("Sawa: claim the rest"))
    if isinstance(action, Declare):
        if not action.projects:
            return Text(_("No project"))
        return Text(" + ").join(Text(project_label(p)) for p in action.projects)
    return Text(str(action))


def kinds_text(kinds: Sequence[ProjectKind]) -> str:
    """``Sira, Fifty`` or ``no project``."""
    return _(", ").join(_(PROJECT_WORDS[k]) for k in kinds) if kinds else _("no project")


def call_said(event: BidMade) -> str:
    """What a call said, without the seat: ``pass``, ``Sun``, ``confirms Hokum ♥``."""
    action = event.action
    if isinstance(action, Pass):
        return _("pass") if event.round_number == 1 else _("wala (pass)")
    assert isinstance(action, Bid)
    if action.call is Call.CONFIRM and action.suit is not None:
        return _("confirms Hokum {suit}").format(suit=action.suit.symbol)
    return _(CALL_NAMES[action.call])


def bid_text(event: BidMade, names: Sequence[str]) -> str:
    """One line of the bidding history."""
    return _("{name}: {said}").format(name=names[event.seat], said=call_said(event))


def says(subject: Subject, name: str, style: str = "", **parts: str | Text) -> Text:
    """``subject`` said of ``name`` ("You" for the person at the table), its parts styled."""
    return fill(subject.message(name), style, name=isolated(shown_name(name)), **parts)


def event_text(event: GameEvent, names: Sequence[str]) -> Text | None:
    """One log line for an event (None for events the log leaves out)."""
    if isinstance(event, Dealt):
        return says(
            DEALS,
            names[event.dealer],
            number=str(event.hand_number),
            card=card_text(event.face_card),
        )
    if isinstance(event, BidMade):
        return Text(bid_text(event, names))
    if isinstance(event, ContractSet):
        contract = contract_text(event.contract, event.trump)
        buyer = names[event.buyer]
        if event.caller is not event.buyer:
            return fill(
                "Contract: {contract}, bought by {buyer} (Ashkal by {caller})",
                contract=contract,
                buyer=buyer,
                caller=names[event.caller],
            )
        return fill("Contract: {contract}, bought by {buyer}", contract=contract, buyer=buyer)
    if isinstance(event, Doubled):
        name = names[event.seat]
        if event.step is None:
            return fill("{name}: no raise", name=name)
        step = _(STEP_WORDS[event.step])
        if event.closed:
            step = _("{step} closed").format(step=step)
        return fill("{name}: {step} (×{times})", name=name, step=step, times=str(event.multiplier))
    if isinstance(event, ProjectsDeclared):
        kinds = kinds_text(event.kinds)
        return says(DECLARES_KINDS, names[event.seat], kinds=kinds)
    if isinstance(event, ProjectsShown):
        shown = "; ".join(f"{names[s]}: {project_label(p)}" for s, p in event.projects)
        return fill(
            "Projects shown ({team} count them): {shown}",
            team=team_words(event.team, names),
            shown=shown,
        )
    if isinstance(event, BalootShown):
        return fill("{name}: Baloot!", "bold", name=names[event.seat])
    if isinstance(event, CardPlayed):
        card = card_text(event.card)
        return says(PLAYS, names[event.seat], card=card)
    if isinstance(event, TrickWon):
        trick = event.trick
        return fill(
            "Trick {number} to {name} ({abnat})",
            "italic",
            number=str(event.trick_number),
            name=names[trick.winner],
            abnat=abnat_words(trick.points),
        )
    if isinstance(event, SawaShown):
        return Text(sawa_shown_short(event, names), style="bold")
    if isinstance(event, SawaAnswered):
        return Text(sawa_answer_short(event, names))
    if isinstance(event, SawaClaimed):
        return Text(sawa_verdict(event, names), style="bold")
    if isinstance(event, Undone):
        return Text(undone_short(event, names), style="italic")
    if isinstance(event, HandScored):
        result = event.result
        number = str(event.hand_number)
        if result.kind != "played":
            redeal = _(REDEAL_NAMES[result.kind]) if result.kind in REDEAL_NAMES else result.kind
            return fill("Hand {number}: {kind}, redeal", "bold", number=number, kind=redeal)
        points = _(", ").join(f"{team_words(t, names)} {result.points[t]}" for t in TEAMS)
        return fill(
            "Hand {number} scored: {points} → {us}–{them}",
            "bold",
            number=number,
            points=points,
            us=str(event.scores[0]),
            them=str(event.scores[1]),
        )
    if isinstance(event, MatchWon):
        won, lost = event.scores[event.team], event.scores[event.team.other]
        return fill(
            "Match won by {team}, {won}–{lost}",
            "bold",
            team=team_words(event.team, names),
            won=str(won),
            lost=str(lost),
        )
    return None
