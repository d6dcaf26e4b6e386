"""Saudi Baloot as a :class:`~baloot_tui.core.game.Game`: its engine, bots and records.

The Baloot table keeps its own :class:`~baloot_tui.games.baloot.controller.GameController`
(undo, the Sawa conversation); this view of the same engine lets anything written
against the shared interface (the generic driver, tests, tools) play Baloot too.

The registry imports this module whenever Baloot is named, ``baloot rules`` included,
so the bots and the coach are imported only by the members that use them.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Final

from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.game import (
    BotMove,
    Choice,
    EventKind,
    LoadedMatch,
    MatchResult,
    TableEvent,
)
from baloot_tui.core.seats import Seat
from baloot_tui.core.tools import (
    ArenaReport,
    GameRecord,
    LessonEntry,
    ReviewRun,
    RulesSummary,
    ScoredSheet,
    ScoreSheet,
)
from baloot_tui.games.baloot.events import HandScored, MatchWon, TrickWon
from baloot_tui.games.baloot.rules import record
from baloot_tui.games.baloot.rules.actions import Action, PlayCard, Sawa
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, PRESETS, HouseRules, preset
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.score_input import SHEET
from baloot_tui.games.baloot.words import action_short, action_words, card_label, option_words

ARENA_REPORT: Final = ArenaReport(
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
    """The hand in progress, else the last finished one."""
    if match.current is not None:
        return match.current
    return match.hands[-1] if match.hands else None


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
        current = 0 if match.current is None else len(match.current.history)
        return current + sum(len(h.history) for h in match.hands)

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

    def dealt(self, match: MatchState, names: Sequence[str]) -> list[TableEvent]:
        """Who deals, and the face-up card."""
        hand = match.current
        assert hand is not None
        number = len(match.hands) + 1
        face = card_label(hand.face_card)
        return [TableEvent("dealt", f"Hand {number}: {names[hand.dealer]} deals; face-up {face}.")]

    def describe(
        self, before: MatchState, action: Action, after: MatchState, names: Sequence[str]
    ) -> list[TableEvent]:
        """The action in words, then a trick, a hand or the match won."""
        kind: EventKind = "card" if isinstance(action, PlayCard) else "call"
        if before.current is not None and before.current.phase is Phase.PLAYING:
            kind = "card" if isinstance(action, (PlayCard, Sawa)) else "declare"
        from baloot_tui.games.baloot.controller import describe as game_events

        events = [TableEvent(kind, action_short(action, names), action.seat)]
        for event in game_events(before, action, after):
            if isinstance(event, TrickWon):
                words = f"Trick {event.trick_number} to {names[event.trick.winner]}."
                events.append(TableEvent("trick", words, event.trick.winner))
            elif isinstance(event, HandScored):
                ns, ew = event.scores
                words = f"Hand {event.hand_number} over. Match: NS {ns}, EW {ew}."
                events.append(TableEvent("deal_over", words))
            elif isinstance(event, MatchWon):
                events.append(TableEvent("match_over", f"{event.team.short} won the match."))
        return events

    def bot(self, level: str) -> BotMove[MatchState, Action]:
        """A Baloot bot of ``level``; a Sawa claim the engine refuses becomes a legal move."""
        from baloot_tui.games.baloot.bots.registry import make_bot

        bot = make_bot(level)

        def move(match: MatchState, seat: Seat, rng: random.Random) -> Action:
            hand = match.current
            assert hand is not None
            legal = hand.legal_actions()
            action = bot.choose(hand.view(seat), legal, rng)
            if isinstance(action, Sawa):
                try:
                    match.apply(action)
                except IllegalActionError:
                    return legal[0]
            return action

        return move

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

    def read_record(self, data: object, source: str) -> record.LoadedRecord:
        """A parsed Baloot record (version 1 or 2) replayed and checked."""
        return record.load_data(data, source=source)

    def arena_bot(self, spec: str) -> BotMove[MatchState, Action]:
        """A bot from a spec: a level, a level with settings, or a bidder+player pair."""
        from baloot_tui.games.baloot.bots.registry import build_bot

        bot = build_bot(spec)

        def move(match: MatchState, seat: Seat, rng: random.Random) -> Action:
            hand = match.current
            assert hand is not None
            return bot.choose(hand.view(seat), hand.legal_actions(), rng)

        return move

    @property
    def arena_specs(self) -> str:
        """The specs ``build_bot`` reads."""
        return (
            f"a level ({', '.join(self.levels)}), a level with settings "
            "(hard:play_worlds=100,boldness=2) or bidder+player (medium+hard)"
        )

    @property
    def arena_report(self) -> ArenaReport:
        """Game points per hand and decision times."""
        return ARENA_REPORT

    @property
    def score_sheet(self) -> ScoreSheet:
        """One hand played with real cards: the contract, the abnat, the ladder, projects."""
        return SHEET

    def score(self, sheet: Mapping[str, object]) -> ScoredSheet:
        """One hand scored by the engine, with its explanation."""
        from baloot_tui.games.baloot.score_words import scored_sheet

        return scored_sheet(sheet)

    def replay_text(self, loaded: GameRecord[MatchState], source: str, hand: int | None) -> str:
        """The record hand by hand: calls, contract, projects, tricks and each result."""
        from baloot_tui.games.baloot.replay_text import replay_text

        return replay_text(loaded, source, hand)

    def replay_data(self, loaded: GameRecord[MatchState], hand: int | None) -> object:
        """The recomputed record with each hand's explanation."""
        from baloot_tui.games.baloot.replay_text import replay_data

        return replay_data(loaded, hand)

    def rule_book(self) -> str:
        """``RULES.md``, the whole rule book the engine implements."""
        return files("baloot_tui.games.baloot").joinpath("RULES.md").read_text(encoding="utf-8")

    def rules_summary(self, preset_name: str) -> RulesSummary:
        """The summary and glossary written for a preset, its house rules listed."""
        from baloot_tui.games.baloot.help.summary import rules_summary

        return rules_summary(self.under(preset_name).rules)

    def lessons(self, preset_name: str | None = None) -> tuple[LessonEntry, ...]:
        """The lessons, answered under a preset (the default rules where one cannot be)."""
        from baloot_tui.games.baloot.coach.lessons import LESSONS, load_lessons
        from baloot_tui.text.lessons import LessonError

        if preset_name is None:
            return LESSONS
        try:
            return load_lessons(rules=self.under(preset_name).rules)
        except LessonError:
            return LESSONS

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

    def review(self, loaded: GameRecord[MatchState], seat: Seat) -> ReviewRun:
        """Every decision of ``seat`` with more than one option, to compare with the analysis."""
        from baloot_tui.games.baloot.coach.learning import decisions
        from baloot_tui.games.baloot.coach.review_text import PlannedReview

        return PlannedReview(seat, decisions(loaded.match, seat))


GAME: Final = BalootGame()
"""Saudi Baloot, as the registry gives it."""
BALOOT: Final = GAME
"""Saudi Baloot under the default house rules."""
