"""Saudi Baloot as a :class:`~baloot_tui.core.game.Game`: its engine, bots, events and records.

Everything a table needs of Baloot comes through here: the
:class:`~baloot_tui.play.driver.MatchDriver` plays it, with Baloot's Sawa as the
game's claim (:class:`SawaClaims`) and undo as a replay of the hand in progress.
The events are :mod:`~baloot_tui.games.baloot.events` values, worded by
:mod:`~baloot_tui.games.baloot.words`.

The registry imports this module whenever Baloot is named, ``baloot rules`` included,
so the bots and the coach are imported only by the members that use them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Final

from baloot_tui.core import tools
from baloot_tui.core.cards import Card
from baloot_tui.core.errors import Refusal, TableRule
from baloot_tui.core.game import Bot, Choice, EventKind, LoadedMatch, MatchResult
from baloot_tui.core.match_flow import replayed_deal
from baloot_tui.core.seats import SEATS, Seat, Team
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
from baloot_tui.games.baloot.rules import record
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Bid,
    Declare,
    Double,
    Pass,
    PlayCard,
    Sawa,
)
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, PRESETS, HouseRules, preset
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.round import RoundState, sawa_holds
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.score_input import SHEET
from baloot_tui.games.baloot.words import Narrator, action_words, option_words, refusal_words
from baloot_tui.text.table_words import card_label

EVENT_KINDS: Final[Mapping[type[GameEvent], EventKind]] = {
    Dealt: "dealt",
    BidMade: "call",
    ContractSet: "call",
    Doubled: "call",
    ProjectsDeclared: "declare",
    CardPlayed: "card",
    TrickWon: "trick",
    HandScored: "deal_over",
    MatchWon: "match_over",
}
"""What sort of change each event is, where a table paces itself by it."""
ARENA_REPORT: Final = tools.ArenaReport(
    title="Arena: {matches} duplicate matches, seed {seed}, rules {rules}",
    rows=("a", "b", "wins", "win_rate", "margin_by_pair", "time_a", "time_b"),
    label_width=15,
    figures=(
        *(("a", "a"), ("b", "b"), ("seed", "seed"), ("matches", "matches")),
        *(("a_wins", "a_wins"), ("b_wins", "b_wins"), ("draws", "draws")),
        *(("a_win_rate", "win_rate"), ("gp_per_hand", "margin_by_pair")),
        *(("a_times", "a_times"), ("b_times", "b_times")),
    ),
)
"""Baloot's arena table: game points per hand, paired by deck sequence, and decision times."""


def shown_round(match: MatchState) -> RoundState | None:
    """The hand in progress, else the last finished one (None before the first deal)."""
    return match.shown_hand


def hand_number(match: MatchState) -> int:
    """1-based number of the hand in progress or just finished."""
    return len(match.hands) + (1 if match.current is not None else 0)


@dataclass(frozen=True, slots=True)
class BalootGame:
    """Saudi Baloot under ``rules``."""

    rules: HouseRules = DEFAULT_RULES
    """The house rules of new matches."""
    key: str = "baloot"
    title: str = "Saudi Baloot"
    short_title: str = "Baloot"

    @property
    def levels(self) -> tuple[str, ...]:
        """The bot levels, weakest first."""
        from baloot_tui.games.baloot.bots.registry import LEVELS

        return LEVELS

    def new_match(self, first_dealer: Seat) -> MatchState:
        """A match before its first hand."""
        return new_match(self.rules, first_dealer)

    def apply(self, match: MatchState, action: Action) -> MatchState:
        """The match after ``action`` (a Sawa claim the engine decides at once)."""
        return match.apply(action)

    def actions_done(self, match: MatchState) -> int:
        """Actions played in the whole match."""
        return match.actions_done

    def choices(self, match: MatchState) -> tuple[Choice[Action], ...]:
        """The numbered calls, doubles or projects, or every card held with why it may be played."""
        hand = match.current
        seat = None if hand is None else hand.to_act
        if hand is None or seat is None:
            return ()
        view = hand.view(seat)
        face = view.face_card.suit if view.bidding.round_number == 1 else None
        calls: tuple[Choice[Action], ...] = tuple(
            Choice(a, action_words(a, face))
            for a in view.legal_actions
            if not isinstance(a, PlayCard)
        )
        if calls:
            return calls
        return tuple(
            Choice(
                PlayCard(seat, o.card),
                card_label(o.card),
                o.legal,
                option_words(o),
                o.card,
            )
            for o in view.card_options
        )

    def result(self, match: MatchState) -> MatchResult:
        """The scores, the winner, the hands played and the target."""
        return MatchResult(match.scores, match.winner, len(match.hands), match.rules.match_target)

    def view(self, match: MatchState, seat: Seat) -> PlayerView | None:
        """What ``seat`` may see of the hand in progress or just finished."""
        hand = shown_round(match)
        return None if hand is None else hand.view(seat)

    def legal_actions(self, match: MatchState) -> tuple[Action, ...]:
        """What the seat to act may do (never Sawa: whether it holds depends on hidden cards)."""
        return match.legal_actions()

    def dealt(self, match: MatchState, names: Sequence[str]) -> list[GameEvent]:
        """Who deals, and the face-up card."""
        hand = match.current
        assert hand is not None
        return [Dealt(len(match.hands) + 1, hand.dealer, hand.face_card)]

    def describe(
        self, before: MatchState, action: Action, after: MatchState, names: Sequence[str]
    ) -> list[GameEvent]:
        """The public events of ``action``: the call or card, a trick, a hand or the match won."""
        return describe(before, action, after)

    def event_kind(self, event: GameEvent) -> EventKind | None:
        """What sort of change ``event`` was (None for the Sawa conversation and undo)."""
        return EVENT_KINDS.get(type(event))

    def refusal_words(self, refusal: Refusal, names: Sequence[str] | None = None) -> str:
        """The refusal in the player's words (``You must follow ♠.``)."""
        return refusal_words(refusal, names)

    def event_line(self, event: GameEvent, names: Sequence[str]) -> str:
        """``event`` as the sentence a spectator reads (no seat is "You")."""
        return Narrator(names, viewer=None).line(event)

    def bot(self, level: str) -> Bot[PlayerView, Action]:
        """A Baloot bot of ``level`` (it may claim Sawa when certain from what it sees)."""
        from baloot_tui.games.baloot.bots.registry import make_bot

        return make_bot(level)

    def deal_actions(self, match: MatchState) -> Sequence[Action]:
        """The actions of the hand in progress."""
        return match.deal_actions

    def replay_deal(self, match: MatchState, keep: int) -> MatchState:
        """The hand in progress dealt again from its deck, with its first ``keep`` actions."""
        return replayed_deal(match, keep)

    def undone(self, seat: Seat, actions: int, names: Sequence[str]) -> list[GameEvent]:
        """``seat`` took back its last decision and the bots' replies."""
        return [Undone(seat, actions)]

    @property
    def claims(self) -> SawaClaims:
        """Sawa: the player on lead claims the remaining tricks."""
        return SAWA

    def dumps(
        self,
        match: MatchState,
        seed: int,
        players: Mapping[Seat, str],
        undos: Mapping[int, int] | None = None,
    ) -> str:
        """The match's Baloot record, with the decisions taken back in each hand."""
        return record.dumps(match, seed, players, undos)

    def loads(self, text: str, source: str) -> LoadedMatch[MatchState]:
        """A Baloot record read and replayed."""
        loaded = record.loads(text, source=source)
        return LoadedMatch(loaded.match, loaded.seed, loaded.players)

    # ------------------------------------------------- house rules, files and tools

    @property
    def presets(self) -> tuple[str, ...]:
        """The house-rule presets, kammelna (the default) first."""
        return tuple(PRESETS)

    @property
    def flag_names(self) -> tuple[str, ...]:
        """The flags of :class:`HouseRules`."""
        return tuple(f.name for f in dataclasses.fields(HouseRules))

    def under(self, preset_name: str, flags: Mapping[str, object] | None = None) -> BalootGame:
        """Saudi Baloot with new matches under a preset, some flags changed."""
        return BalootGame(preset(preset_name).replace(**(flags or {})))

    def resumed(self, match: MatchState) -> BalootGame:
        """The game under the rules the match began with."""
        return BalootGame(match.rules)

    def read_record(self, data: object, source: str) -> record.LoadedRecord:
        """A parsed Baloot record (version 1 or 2) replayed and checked."""
        return record.load_data(data, source=source)

    def arena_bot(self, spec: str) -> Bot[PlayerView, Action]:
        """A bot from a spec: a level, a level with settings, or a bidder+player pair."""
        from baloot_tui.games.baloot.bots.registry import build_bot

        return build_bot(spec)

    @property
    def arena_specs(self) -> str:
        """The specs ``build_bot`` reads."""
        return (
            f"a level ({', '.join(self.levels)}), a level with settings "
            "(hard:play_worlds=100,boldness=2) or bidder+player (medium+hard)"
        )

    @property
    def arena_report(self) -> tools.ArenaReport:
        """Game points per hand and decision times."""
        return ARENA_REPORT

    @property
    def score_sheet(self) -> tools.ScoreSheet:
        """One hand played with real cards: the contract, the abnat, the ladder, projects."""
        return SHEET

    def score(self, sheet: Mapping[str, object]) -> tools.ScoredSheet:
        """One hand scored by the engine, with its explanation."""
        from baloot_tui.games.baloot.score_words import scored_sheet

        return scored_sheet(sheet)

    def replay_text(
        self, loaded: tools.GameRecord[MatchState], source: str, hand: int | None
    ) -> str:
        """The record hand by hand: calls, contract, projects, tricks and each result."""
        from baloot_tui.games.baloot.replay_text import replay_text

        return replay_text(loaded, source, hand)

    def replay_data(self, loaded: tools.GameRecord[MatchState], hand: int | None) -> object:
        """The recomputed record with each hand's explanation."""
        from baloot_tui.games.baloot.replay_text import replay_data

        return replay_data(loaded, hand)

    def rule_book(self) -> str:
        """``RULES.md``, the whole rule book the engine implements."""
        return files("baloot_tui.games.baloot").joinpath("RULES.md").read_text(encoding="utf-8")

    def rules_summary(self, preset_name: str) -> tools.RulesSummary:
        """The summary and glossary written for a preset, its house rules listed."""
        from baloot_tui.games.baloot.help.summary import rules_summary

        return rules_summary(self.under(preset_name).rules)

    def lessons(self, preset_name: str | None = None) -> tuple[tools.LessonEntry, ...]:
        """The lessons, answered under a preset (the default rules where one cannot be)."""
        from baloot_tui.games.baloot.coach.lessons import load_lessons, shipped_lessons
        from baloot_tui.text.lessons import LessonError

        if preset_name is None:
            return shipped_lessons()
        try:
            return load_lessons(rules=self.under(preset_name).rules)
        except LessonError:
            return shipped_lessons()

    @property
    def quiz_topics(self) -> tuple[str, ...]:
        """Bidding, doubling, declaring."""
        from baloot_tui.games.baloot.coach.quiz import QUIZ_TOPICS

        return QUIZ_TOPICS

    @property
    def quiz_levels(self) -> tuple[str, ...]:
        """Easy, medium, hard."""
        from baloot_tui.games.baloot.coach.quiz import DIFFICULTIES

        return DIFFICULTIES

    @property
    def review_budget(self) -> int:
        """The analysis' worlds per decision."""
        from baloot_tui.games.baloot.coach.analysis import DEFAULT_BUDGET

        return DEFAULT_BUDGET

    def review(self, loaded: tools.GameRecord[MatchState], seat: Seat) -> tools.ReviewRun:
        """Every decision of ``seat`` with more than one option, to compare with the analysis."""
        from baloot_tui.games.baloot.coach.learning import decisions
        from baloot_tui.games.baloot.coach.review_text import PlannedReview

        return PlannedReview(seat, decisions(loaded.match, seat))


@dataclass(frozen=True, slots=True)
class SawaClaims:
    """Sawa as the table's claim: the player on lead from trick 2 claims every remaining trick."""

    def is_claim(self, action: Action) -> bool:
        """Whether ``action`` is a Sawa claim."""
        return isinstance(action, Sawa)

    def claim(self, seat: Seat) -> Action:
        """``seat`` claims Sawa."""
        return Sawa(seat)

    def refusal(self, match: MatchState, seat: Seat) -> Refusal | None:
        """Why ``seat`` may not claim now (not on lead from trick 2, or no hand)."""
        hand = match.current
        if hand is None:
            return Refusal(TableRule.NO_DEAL)
        return hand.sawa_problem(seat)

    def settled(self, match: MatchState, seat: Seat) -> bool:
        """Whether ``seat``'s team takes every remaining trick whatever anybody plays."""
        hand = match.current
        return hand is not None and sawa_holds(hand, seat, every_line=True)

    def shown_cards(self, match: MatchState, seat: Seat) -> tuple[Card, ...]:
        """The claimer's hand."""
        hand = match.current
        assert hand is not None
        return hand.hands[seat]

    def bot_accepts(self, match: MatchState, seat: Seat, cards: tuple[Card, ...]) -> bool:
        """A bot accepts when the shown cards win every trick however the unseen cards lie."""
        from baloot_tui.games.baloot.bots.medium import accepts_sawa

        hand = match.current
        assert hand is not None
        return accepts_sawa(hand.view(seat), cards)

    def trick_number(self, match: MatchState) -> int:
        """The trick the claim starts from."""
        hand = match.current
        assert hand is not None
        return _sawa_from(hand)

    def shown(self, claimer: Seat, trick_number: int, cards: tuple[Card, ...]) -> list[GameEvent]:
        """The claimer's hand shown to the table."""
        return [SawaShown(claimer, trick_number, cards)]

    def answered(self, seat: Seat, accepted: bool) -> list[GameEvent]:
        """One answer of the other team."""
        return [SawaAnswered(seat, accepted)]

    def failed(self, claimer: Seat, trick_number: int) -> list[GameEvent]:
        """The engine refused the claim: play goes on."""
        return [SawaClaimed(claimer, False, trick_number)]


SAWA: Final = SawaClaims()
"""Baloot's claim."""

GAME: Final = BalootGame()
"""Saudi Baloot, as the registry gives it."""
BALOOT: Final = GAME
"""Saudi Baloot under the default house rules."""


def describe(before: MatchState, action: Action, after: MatchState) -> list[GameEvent]:
    """The public events of applying ``action`` to ``before`` giving ``after``."""
    old = before.current
    assert old is not None
    new = after.current if after.current is not None else after.hands[-1]
    events: list[GameEvent] = []
    if old.phase is Phase.BIDDING:
        assert isinstance(action, (Bid, Pass))
        events.append(BidMade(action.seat, action, old.bidding.round_number))
        if new.phase in (Phase.DOUBLING, Phase.PLAYING):
            bidding = new.bidding
            assert bidding.contract is not None and bidding.buyer is not None
            caller = bidding.caller if bidding.caller is not None else bidding.buyer
            events.append(ContractSet(bidding.contract, bidding.trump, bidding.buyer, caller))
    elif old.phase is Phase.DOUBLING:
        assert isinstance(action, (Double, Pass)) and new.doubling is not None
        step = action.step if isinstance(action, Double) else None
        events.append(Doubled(action.seat, step, new.doubling.closed, new.doubling.multiplier))
    elif isinstance(action, Declare):
        events.append(ProjectsDeclared(action.seat, tuple(p.kind for p in action.projects)))
    elif isinstance(action, PlayCard):
        events.extend(_card_events(old, action, new))
    elif isinstance(action, Sawa):
        events.append(SawaClaimed(action.seat, True, _sawa_from(old)))
    if after.current is None:
        result = new.result
        assert result is not None
        sawa_from = None if result.sawa is None else _sawa_from(new)
        last = _last_trick_team(new)
        events.append(HandScored(len(after.hands), result, after.scores, last, sawa_from))
        if after.winner is not None:
            events.append(MatchWon(after.winner, after.scores))
    return events


def _sawa_from(hand: RoundState) -> int:
    """The trick a Sawa claim made now (or that ended ``hand``) covers from."""
    assert hand.play is not None
    return len(hand.play.tricks) + 1


def _last_trick_team(hand: RoundState) -> Team | None:
    """Who took the last trick's 10: the Sawa claimer's team, or trick 8's winner."""
    result = hand.result
    if result is not None and result.sawa is not None:
        return result.sawa.team
    if hand.play is None or len(hand.play.tricks) < 8:
        return None
    return hand.play.tricks[-1].winner.team


def _card_events(old: RoundState, action: PlayCard, new: RoundState) -> list[GameEvent]:
    events: list[GameEvent] = [CardPlayed(action.seat, action.card)]
    old_play, new_play = old.play, new.play
    assert old_play is not None and new_play is not None
    if new_play.baloot_shown is not None and old_play.baloot_shown is None:
        events.append(BalootShown(new_play.baloot_shown))
    if len(new_play.tricks) > len(old_play.tricks):
        events.append(TrickWon(len(new_play.tricks), new_play.tricks[-1]))
        if len(new_play.tricks) == 1:
            events.extend(_shown_projects(new))
    return events


def _shown_projects(hand: RoundState) -> list[GameEvent]:
    """The counting team's projects, shown once trick 1 is complete."""
    view = hand.view(SEATS[0])
    shown = tuple((seat, p) for seat in SEATS for p in view.revealed[seat])
    if not shown:
        return []
    return [ProjectsShown(shown[0][0].team, shown)]
