"""The bidding-flow map: where the auction and the doubling ladder stand, who speaks next.

Built from public information only (the calls made so far), so it works from any
seat's view and in the replay viewer. Everything it states comes from the rules
engine's own state machines: the step the auction is in is read from the
:class:`~baloot_tui.games.baloot.rules.bidding.BiddingState`, what each player may say now from
``legal_calls`` / ``legal_raises``, and which steps are still ahead from walking every
continuation the engine allows (a Sun's Double only when the match score permits it).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Final, Literal

from baloot_tui.core.cards import card
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.coach.explain import action_label
from baloot_tui.games.baloot.help.rule_text import RULE_SENTENCES
from baloot_tui.games.baloot.rules.actions import PASSES, Action, Bid, Call, Double, Pass
from baloot_tui.games.baloot.rules.bidding import (
    BiddingState,
    BidStage,
    apply_call,
    legal_calls,
    start_bidding,
)
from baloot_tui.games.baloot.rules.doubling import (
    DoublingState,
    LadderStage,
    apply_raise,
    legal_raises,
    start_doubling,
    sun_double_allowed,
)
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text.i18n import N_, _, language

Status = Literal["done", "current", "ahead", "skipped"]

#: The map's steps in order, with their titles.
STEPS: Final = (
    ("round1", N_("Round 1 (الأول)")),
    ("provisional", N_("Provisional Hokum")),
    ("before_you", N_("Before you (قبلك)")),
    ("round2", N_("Round 2 (ثاني)")),
    ("provisional2", N_("Round-2 Hokum")),
    ("confirm", N_("Confirm or switch")),
    ("double", N_("Double (دبل)")),
    ("three", N_("Three (ثري)")),
    ("four", N_("Four (فور)")),
    ("gahwa", N_("Gahwa (قهوة)")),
    ("play", N_("Play")),
)
_LADDER: Final = ("double", "three", "four", "gahwa")
#: A hand with an honour, so the public map never offers Kawesh for a hidden hand.
_NO_KAWESH_HAND: Final = (card("AS"),)

Turn = tuple[str, tuple[str, ...]]
"""A seat's name and the options it has on its turn."""


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
    """What happened there, what is open now, or what it would mean."""


@dataclass(frozen=True, slots=True)
class FlowMap:
    """The whole map plus who speaks next and what they may say."""

    steps: tuple[FlowStep, ...]
    """The boxes in order."""
    speaker: str | None
    """Who must speak now (None once play has started)."""
    may_say: tuple[str, ...]
    """The options open to the speaker."""
    turns: tuple[Turn, ...]
    """The speaker and everyone after him in this step, with the options each would
    have if those before him passed."""
    summary: str
    """One line for the status bar."""

    def step(self, key: str) -> FlowStep:
        """The box with this key."""
        return next(s for s in self.steps if s.key == key)


# ----------------------------------------------------------------- engine states


def bidding_step(b: BiddingState) -> str:
    """The map step a live auction is in."""
    if b.stage is BidStage.BEFORE_YOU:
        return "before_you"
    if b.stage is BidStage.CONFIRM:
        return "confirm"
    if b.pending_hokum is not None:
        return "provisional2" if b.round2 else "provisional"
    return "round2" if b.round2 else "round1"


Outcome = tuple[Contract, Seat]


@lru_cache(maxsize=8192)
def _bidding_futures(
    b: BiddingState, rules: HouseRules
) -> tuple[frozenset[str], frozenset[Outcome]]:
    """Every step the auction can still pass through, and every contract it can end in."""
    if b.is_over:
        if b.stage is BidStage.DONE:
            assert b.contract is not None and b.buyer is not None
            return frozenset(), frozenset({(b.contract, b.buyer)})
        return frozenset(), frozenset()
    steps = {bidding_step(b)}
    ends: set[Outcome] = set()
    for call in legal_calls(b, _NO_KAWESH_HAND, rules):
        more, outcomes = _bidding_futures(apply_call(b, call, rules), rules)
        steps |= more
        ends |= outcomes
    return frozenset(steps), frozenset(ends)


@lru_cache(maxsize=1024)
def _ladder_futures(d: DoublingState, rules: HouseRules) -> frozenset[str]:
    """Every ladder step that can still be offered from ``d``."""
    if d.stage is LadderStage.DONE:
        return frozenset()
    steps = {d.stage.value}
    for answer in legal_raises(d, rules):
        steps |= _ladder_futures(apply_raise(d, answer, rules), rules)
    return frozenset(steps)


def _reachable(view: PlayerView) -> frozenset[str]:
    """The steps still ahead of the hand, current one included, as the engine allows."""
    rules = view.rules
    if view.phase is Phase.BIDDING:
        steps, outcomes = _bidding_futures(view.bidding, rules)
        ladders = [start_doubling(c, buyer, view.match_score, rules) for c, buyer in outcomes]
        later = frozenset().union(*(_ladder_futures(d, rules) for d in ladders))
        return steps | later | ({"play"} if outcomes else frozenset())
    if view.phase is Phase.DOUBLING:
        assert view.doubling is not None
        return _ladder_futures(view.doubling, rules) | {"play"}
    if view.phase is Phase.PLAYING:
        return frozenset({"play"})
    return frozenset()


def _bidding_turns(b: BiddingState, rules: HouseRules, first: tuple[Action, ...]) -> list[Turn]:
    """The speaker (with ``first``, his options) and, if each passes, the later speakers."""
    turns: list[Turn] = []
    options = first
    while b.to_act is not None:
        seat = b.to_act
        turns.append((_seat(seat), _names(options)))
        if PASSES[seat] not in options:
            break
        nxt = apply_call(b, PASSES[seat], rules)
        if nxt.is_over or bidding_step(nxt) != bidding_step(b) or nxt.round2 != b.round2:
            break
        b = nxt
        options = legal_calls(b, _NO_KAWESH_HAND, rules)
    return turns


def _ladder_turns(d: DoublingState, rules: HouseRules) -> list[Turn]:
    turns: list[Turn] = []
    while d.to_act is not None:
        turns.append((_seat(d.to_act), _names(legal_raises(d, rules))))
        nxt = apply_raise(d, PASSES[d.to_act], rules)
        if nxt.stage is not d.stage:
            break
        d = nxt
    return turns


SEAT_NAMES: Final = dict(
    zip(SEATS, (N_("South"), N_("East"), N_("North"), N_("West")), strict=True)
)
"""Each seat as the map names it (the same messages as the table's)."""


def _seat(seat: Seat) -> str:
    return _(SEAT_NAMES[seat])


def _rule(name: str, rules: HouseRules) -> str:
    """House-rule sentence ``name`` for ``rules`` in the language in force."""
    return RULE_SENTENCES[name](rules, language())


def _names(options: tuple[Action, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(_option_name(a) for a in options))


def _option_name(action: Action) -> str:
    """Option names without the closed/open and suit details, for the map."""
    if isinstance(action, Double):
        return action_label(replace(action, closed=None))
    if isinstance(action, Bid) and action.call is Call.CONFIRM:
        return _("Confirm Hokum")
    return action_label(action)


# ----------------------------------------------------------------- the map


def flow_map(view: PlayerView) -> FlowMap:
    """The map of the hand's auction and ladder as seen from ``view``."""
    visited, notes = _history_notes(view)
    current = _current_step(view)
    ahead = _reachable(view)
    speaker, may_say, turns = _speaker(view)
    steps = tuple(
        FlowStep(
            key,
            title,
            _status(key, current, visited, ahead),
            _current_detail(view, key, turns)
            if key == current
            else notes.get(key) or _describe(view, key),
        )
        for key, title in STEPS
    )
    return FlowMap(steps, speaker, may_say, turns, _summary(current, speaker, may_say))


def _history_notes(view: PlayerView) -> tuple[set[str], dict[str, str]]:
    """Which steps the public calls went through, and what happened in each."""
    visited: set[str] = set()
    calls: dict[str, list[str]] = {}
    b: BiddingState = start_bidding(view.dealer, view.face_card)
    for action in view.history:
        if b.is_over or not isinstance(action, Bid | Pass):
            break
        step = bidding_step(b)
        visited.add(step)
        if isinstance(action, Bid):
            calls.setdefault(step, []).append(f"{_seat(action.seat)}: {action_label(action)}")
        b = apply_call(b, action, view.rules)
    if not b.is_over:
        visited.discard(bidding_step(b))
    notes = {
        step: _("; ").join(calls[step]) if step in calls else _(_PASSED[step]) for step in visited
    }
    for action in view.history:
        if isinstance(action, Double):
            visited.add(action.step.value)
            notes[action.step.value] = f"{_seat(action.seat)}: {action_label(action)}"
    if view.first_leader is not None:
        visited.add("play")
    return visited, notes


_PASSED: Final = {
    "round1": N_("everyone passed"),
    "provisional": N_("nobody overrode the Hokum"),
    "before_you": N_("nobody took the Sun"),
    "round2": N_("everyone passed"),
    "provisional2": N_("nobody overrode the Hokum"),
    "confirm": "",
}


def _current_step(view: PlayerView) -> str | None:
    if view.phase is Phase.BIDDING:
        return bidding_step(view.bidding)
    if view.phase is Phase.DOUBLING:
        assert view.doubling is not None
        return view.doubling.stage.value
    if view.phase is Phase.PLAYING:
        return "play"
    return None


def _status(key: str, current: str | None, visited: set[str], ahead: frozenset[str]) -> Status:
    if key == current:
        return "current"
    if key in visited:
        return "done"
    return "ahead" if key in ahead else "skipped"


def _speaker(view: PlayerView) -> tuple[str | None, tuple[str, ...], tuple[Turn, ...]]:
    if view.phase is Phase.BIDDING:
        b = view.bidding
        seat = b.to_act
        if seat is None:
            return None, (), ()
        mine = seat is view.seat
        first = view.legal_actions if mine else legal_calls(b, _NO_KAWESH_HAND, view.rules)
        turns = _bidding_turns(b, view.rules, first)
    elif view.phase is Phase.DOUBLING:
        assert view.doubling is not None
        if view.doubling.to_act is None:
            return None, (), ()
        turns = _ladder_turns(view.doubling, view.rules)
    else:
        return None, (), ()
    name, options = turns[0]
    return name, options, tuple(turns)


def _turns_text(turns: tuple[Turn, ...]) -> str:
    """``North: Pass, Sun · West: Pass, Sun, Ashkal``, seats with equal options merged."""
    groups: list[tuple[list[str], tuple[str, ...]]] = []
    for name, options in turns:
        if groups and groups[-1][1] == options:
            groups[-1][0].append(name)
        else:
            groups.append(([name], options))
    comma = _(", ")
    return " · ".join(f"{comma.join(names)}: {comma.join(opts)}" for names, opts in groups)


def _current_detail(view: PlayerView, key: str, turns: tuple[Turn, ...]) -> str:
    """What the step on now is about, and what the later speakers may say if all pass."""
    if key == "play":
        return _describe(view, key)
    b = view.bidding
    lead = _(_CONTEXT[key]) if key in _CONTEXT else ""
    if key in ("round1", "round2"):
        lead = _hokum_suits(view, key) + lead
    if key in ("provisional", "provisional2") and b.pending_hokum is not None:
        lead = _("{seat} bid Hokum. ").format(seat=_seat(b.pending_hokum)) + lead
    if key == "confirm" and b.pending_hokum is not None:
        suits = [
            a.suit.symbol
            for a in legal_calls(b, _NO_KAWESH_HAND, view.rules)
            if isinstance(a, Bid) and a.suit is not None
        ]
        lead = _("{seat} keeps Hokum with {suits} as trumps, or switches to Sun").format(
            seat=_seat(b.pending_hokum), suits=_(" or ").join(suits)
        )
    if key == "before_you" and b.caller is not None:
        lead = _("{seat} called the Sun; {who} may take it for himself. ").format(
            seat=_seat(b.caller), who=_rule("before_you", view.rules)
        )
    if key == "double":
        lead = f"{_describe(view, key)}. "
    later = ""
    if len(turns) > 1:
        later = _("Then, if each passes: {turns}").format(turns=_turns_text(turns[1:]))
    return f"{lead}{later}".strip()


_CONTEXT: Final = {
    "provisional": N_(
        "Each other player, even one who passed, has one more turn to override it; "
        "if all pass, the bidder confirms or switches to Sun. "
    ),
    "provisional2": N_(
        "Only players whose round-2 turn has not come may still override it; then the "
        "bidder names the trump or switches to Sun. "
    ),
    "round2": N_("A Sun here ends the bidding at once. "),
    "three": N_("Three (×3) is the answer to the Double. "),
    "four": N_("Four (×4) is the answer to Three. "),
    "gahwa": N_("Gahwa is the answer to Four: whoever wins the hand wins the match. "),
}


def _describe(view: PlayerView, key: str) -> str:
    """What a step means in this hand, from the engine's states."""
    rules = view.rules
    face = view.face_card
    if key in ("round1", "round2"):
        b = start_bidding(view.dealer, face)
        if key == "round2":
            for seat in b.queue:
                b = apply_call(b, PASSES[seat], rules)
        turns = _bidding_turns(b, rules, legal_calls(b, _NO_KAWESH_HAND, rules))
        return _hokum_suits(view, key) + _turns_text(tuple(turns))
    if key == "double":
        return _describe_double(view)
    if key == "before_you":
        return _("after a round-1 Sun, {who} may take it").format(who=_rule("before_you", rules))
    if key in _LADDER_SENTENCES:
        return _rule(key, rules)
    return _(_DESCRIPTIONS[key])


def _hokum_suits(view: PlayerView, key: str) -> str:
    suit = view.face_card.suit.symbol
    words = (
        N_("Hokum in {suit} only. ") if key == "round1" else N_("Hokum in any suit but {suit}. ")
    )
    return _(words).format(suit=suit)


def _describe_double(view: PlayerView) -> str:
    if view.contract is Contract.SUN and view.buyer is not None:
        allowed = sun_double_allowed(view.match_score, view.buyer.team, view.rules)
        now = _("so this Sun may be doubled") if allowed else _("so this Sun cannot be doubled")
        return _rule("sun_double", view.rules) + _("; ") + now
    return _("the buyer's opponents may double (×2), closed or open")


_DESCRIPTIONS: Final = {
    "provisional": N_("after a round-1 Hokum the others, even those who passed, may still say Sun"),
    "provisional2": N_("after a round-2 Hokum, only the players still to speak may say Sun"),
    "confirm": N_("the unchallenged Hokum bidder confirms or switches to Sun"),
    "play": N_("eight tricks; projects on trick 1"),
}
_LADDER_SENTENCES: Final = frozenset({"three", "four", "gahwa"})
"""The raises after a Double, each described by its house-rule sentence (of that name)."""


def _summary(current: str | None, speaker: str | None, may_say: tuple[str, ...]) -> str:
    title = _(dict(STEPS).get(current or "", N_("Hand over")))
    if speaker is None:
        return title
    return _("{title}: {speaker} to speak — {options}").format(
        title=title, speaker=speaker, options=_(", ").join(may_say)
    )
