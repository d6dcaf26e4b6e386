"""The bidding-flow map: where the auction and the doubling ladder stand, who speaks next.

Built from public information only (the calls made so far), so it works from any
seat's view and in the replay viewer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Literal

from baloot_tui.coach.explain import action_label, seat_name
from baloot_tui.rules.actions import Action, Bid, Call, Double, Pass
from baloot_tui.rules.bidding import BiddingState, BidStage, apply_call, legal_calls, start_bidding
from baloot_tui.rules.cards import card
from baloot_tui.rules.doubling import legal_raises, sun_double_allowed
from baloot_tui.rules.glossary import Contract, Phase
from baloot_tui.rules.view import PlayerView

Status = Literal["done", "current", "ahead", "skipped"]

#: The map's steps in order, with their titles.
STEPS: Final = (
    ("round1", "Round 1 (الأول)"),
    ("provisional", "Provisional Hokum"),
    ("before_you", "Before you (قبلك)"),
    ("round2", "Round 2 (ثاني)"),
    ("confirm", "Confirm or switch"),
    ("double", "Double (دبل)"),
    ("three", "Three (ثري)"),
    ("four", "Four (فور)"),
    ("gahwa", "Gahwa (قهوة)"),
    ("play", "Play"),
)
_LADDER: Final = ("double", "three", "four", "gahwa")
#: A hand with an honour, so the public map never offers Kawesh for a hidden hand.
_NO_KAWESH_HAND: Final = (card("AS"),)


@dataclass(frozen=True, slots=True)
class FlowStep:
    """One box of the map."""

    key: str
    """Stable id (one of :data:`STEPS`)."""
    title: str
    """What the box is called."""
    status: Status
    """Done, current, still ahead, or skipped in this hand."""
    detail: str
    """What happened there, or what it would mean."""


@dataclass(frozen=True, slots=True)
class FlowMap:
    """The whole map plus who speaks next and what they may say."""

    steps: tuple[FlowStep, ...]
    """The boxes in order."""
    speaker: str | None
    """Who must speak now (None once play has started)."""
    may_say: tuple[str, ...]
    """The options open to the speaker."""
    summary: str
    """One line for the status bar."""

    def step(self, key: str) -> FlowStep:
        """The box with this key."""
        return next(s for s in self.steps if s.key == key)


def _replay_auction(view: PlayerView) -> tuple[set[str], dict[str, str]]:
    """Which steps the public calls went through, and a note per step."""
    visited: set[str] = {"round1"}
    notes: dict[str, str] = {}
    b: BiddingState = start_bidding(view.dealer, view.face_card)
    for action in view.history:
        if b.is_over or not isinstance(action, Bid | Pass):
            break
        b = apply_call(b, action, view.rules)
        who = seat_name(action.seat)
        if isinstance(action, Bid):
            notes_key = _note_key(b, action)
            notes[notes_key] = f"{who}: {action_label(action)}"
        if b.pending_hokum is not None:
            visited.add("provisional")
        if b.round2:
            visited.add("round2")
        if b.stage is BidStage.BEFORE_YOU:
            visited.add("before_you")
        if b.stage is BidStage.CONFIRM:
            visited.add("confirm")
    return visited, notes


def _note_key(b: BiddingState, bid: Bid) -> str:
    if bid.call in (Call.CONFIRM, Call.TO_SUN):
        return "confirm"
    if bid.call is Call.BEFORE_YOU:
        return "before_you"
    return "round2" if b.round2 else "round1"


def flow_map(view: PlayerView) -> FlowMap:
    """The map of the hand's auction and ladder as seen from ``view``."""
    visited, notes = _replay_auction(view)
    current = _current_step(view)
    ladder_notes = {
        action.step.value: f"{seat_name(action.seat)}: {action_label(action)}"
        for action in view.history
        if isinstance(action, Double)
    }
    for key in ladder_notes:
        visited.add(key)
    if view.first_leader is not None:
        visited.add("play")
    steps = tuple(
        FlowStep(
            key,
            title,
            _status(key, current, visited, view),
            notes.get(key) or ladder_notes.get(key) or _DESCRIPTIONS[key](view),
        )
        for key, title in STEPS
    )
    speaker, may_say = _speaker(view)
    return FlowMap(steps, speaker, may_say, _summary(view, current, speaker, may_say))


def _current_step(view: PlayerView) -> str | None:
    if view.phase is Phase.BIDDING:
        b = view.bidding
        if b.stage is BidStage.BEFORE_YOU:
            return "before_you"
        if b.stage is BidStage.CONFIRM:
            return "confirm"
        if b.pending_hokum is not None:
            return "provisional"
        return "round2" if b.round2 else "round1"
    if view.phase is Phase.DOUBLING:
        assert view.doubling is not None
        return view.doubling.stage.value
    if view.phase is Phase.PLAYING:
        return "play"
    return None


def _status(key: str, current: str | None, visited: set[str], view: PlayerView) -> Status:
    if key == current:
        return "current"
    if key in visited:
        return "done"
    order = [k for k, _ in STEPS]
    if current is None or order.index(key) < order.index(current):
        return "skipped"
    if view.phase is not Phase.BIDDING and key in ("round1", "provisional", "before_you"):
        return "skipped"
    if key in _LADDER and view.contract is Contract.SUN and key != "double":
        return "skipped"
    if current in _LADDER and key in _LADDER:
        return "ahead"
    if current in _LADDER or current == "play":
        return "skipped" if key != "play" else "ahead"
    if current == "before_you" and key in ("provisional", "round2", "confirm"):
        return "skipped"
    b = view.bidding
    if key == "round2" and not b.round2 and current != "round1":
        return "skipped"
    if key == "before_you" and b.round2:
        return "skipped"
    return "ahead"


def _describe_double(view: PlayerView) -> str:
    if view.contract is Contract.SUN and view.buyer is not None:
        if sun_double_allowed(view.match_score, view.buyer.team, view.rules):
            return "the Sun may be doubled: the buyer's team passed 100 and the other has not"
        return "a Sun can be doubled only when the buyer's team has passed 100 and the other not"
    return "the buyer's opponents may double (×2), closed or open"


_DESCRIPTIONS: Final[dict[str, Callable[[PlayerView], str]]] = {
    "round1": lambda v: f"Hokum in {v.face_card.suit.symbol}, Sun, or Ashkal (3rd and 4th)",
    "provisional": lambda v: "after a Hokum everyone else may still say Sun or Ashkal",
    "before_you": lambda v: "after a round-1 Sun, earlier opponents may take it",
    "round2": lambda v: f"Hokum in a suit other than {v.face_card.suit.symbol}, or Sun",
    "confirm": lambda v: "the unchallenged Hokum bidder confirms or switches to Sun",
    "double": _describe_double,
    "three": lambda v: "the buyer answers a double: ×3, open",
    "four": lambda v: "the doubler answers Three: ×4, closed or open",
    "gahwa": lambda v: "the buyer's last raise: the hand decides the match",
    "play": lambda v: "eight tricks; projects on trick 1",
}


def _speaker(view: PlayerView) -> tuple[str | None, tuple[str, ...]]:
    options: tuple[Action, ...]
    if view.phase is Phase.BIDDING:
        seat = view.bidding.to_act
        if seat is None:
            return None, ()
        if seat is view.seat:
            options = view.legal_actions
        else:
            options = legal_calls(view.bidding, _NO_KAWESH_HAND, view.rules)
    elif view.phase is Phase.DOUBLING:
        assert view.doubling is not None
        seat = view.doubling.to_act
        if seat is None:
            return None, ()
        options = legal_raises(view.doubling, view.rules)
    else:
        return None, ()
    labels = tuple(dict.fromkeys(_option_name(a) for a in options))
    return seat_name(seat), labels


def _option_name(action: Action) -> str:
    """Option names without the closed/open and suit details, for the map."""
    if isinstance(action, Double):
        return action.step.value.capitalize()
    if isinstance(action, Bid) and action.call is Call.CONFIRM:
        return "Confirm Hokum"
    return action_label(action)


def _summary(
    view: PlayerView, current: str | None, speaker: str | None, may_say: tuple[str, ...]
) -> str:
    title = dict(STEPS).get(current or "", "Hand over")
    if speaker is None:
        return title
    return f"{title}: {speaker} to speak — {', '.join(may_say)}"
