"""Bulgarian Belot as a :class:`~baloot_tui.core.game.Game`: the engine, bots and records.

Everything here is the pure engine of :mod:`baloot_tui.games.belot.rules` seen through the
shared interface; the words come from :mod:`baloot_tui.games.belot.words`. The bots and
the lessons are imported only by the members that use them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import TYPE_CHECKING, Final

from baloot_tui.core import tools
from baloot_tui.core.errors import NotationError, Refusal
from baloot_tui.core.game import Choice, EventKind, LoadedMatch, MatchResult, TableEvent
from baloot_tui.core.match_flow import replayed_deal
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules import record
from baloot_tui.games.belot.rules.actions import Action, Declare, PlayCard
from baloot_tui.games.belot.rules.hand import BelotHand
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, PRESETS, BelotRules, preset
from baloot_tui.games.belot.rules.match import BelotMatch, new_match
from baloot_tui.games.belot.rules.view import BelotView, Phase
from baloot_tui.games.belot.score_input import SHEET
from baloot_tui.games.belot.words import (
    card_reason,
    choice_label,
    contract_set_words,
    deal_over_words,
    dealt_words,
    match_won_words,
    refusal_words,
    said,
    trick_words,
)
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.table_words import undone_words

if TYPE_CHECKING:
    from baloot_tui.games.belot.bots.base import BelotBot

BELOT_PRESET_WORDS: Final = {
    "official": N_("Official: the rule book's defaults (the official Bulgarian text)"),
    "nikolayit": N_("NikolayIT: natural carré order, a run of 8 split, carrés first"),
    "belot_exe": N_("Belot.exe: sequences and carrés in one pool, carrés first"),
    "pika": N_("Pika: natural carré order, the higher rounds up, a doubled tie split"),
    "strict": N_("Strict: forced under-trumping, no end while points hang"),
}
"""Each Belot preset in one line (Settings, the start of a match), translated where shown."""
ARENA_REPORT: Final = tools.ArenaReport(
    title="Belot arena: {matches} duplicate matches to 151, seed {seed}, rules {rules}",
    rows=("a", "b", "wins", "decided_win_rate", "points_per_deal", "margin_by_match", "deals"),
    label_width=16,
    figures=(
        *(("game", "game"), ("a", "a"), ("b", "b"), ("seed", "seed"), ("rules", "rules")),
        *(("matches", "matches"), ("a_wins", "a_wins"), ("b_wins", "b_wins")),
        *(("draws", "draws"), ("a_win_rate", "decided_win_rate")),
        *(("margin_per_deal", "margin_by_match"), ("a_points_per_deal", "a_points_per_deal")),
        *(("b_points_per_deal", "b_points_per_deal"), ("deals", "deals")),
    ),
)
"""Belot's arena table: board points per deal, each match on its own, all-pass deals counted."""


def preset_of(rules: BelotRules) -> str | None:
    """The preset whose rules ``rules`` are, whatever the match target; None if none."""
    return next(
        (
            name
            for name, value in PRESETS.items()
            if value.replace(match_target=rules.match_target) == rules
        ),
        None,
    )


def rules_line(rules: BelotRules) -> str:
    """``House rules: Pika: …; match to 151.`` in the interface's language.

    Rules that are no preset (a record written elsewhere) say how many rules
    differ from the book's.
    """
    name = preset_of(rules)
    if name is not None:
        return _("House rules: {rules}; match to {target}.").format(
            rules=_(BELOT_PRESET_WORDS[name]), target=rules.match_target
        )
    changed = [flag for flag in rules.differences() if flag != "match_target"]
    return _("House rules: {count} changed from the book's; match to {target}.").format(
        count=len(changed), target=rules.match_target
    )


def shown_hand(match: BelotMatch) -> BelotHand | None:
    """The deal in progress, else the last finished one (None before the first deal)."""
    return match.shown_hand


def deal_line(match: BelotMatch, names: Sequence[str]) -> str:
    """The log line of a finished deal: its points, what hangs, the match score."""
    result = match.hands[-1].result
    assert result is not None
    all_pass = result.kind == "all_pass"
    return deal_over_words(
        len(match.hands), result.points, result.hanging, all_pass, match.scores, names
    )


@dataclass(frozen=True, slots=True)
class BelotGame:
    """Bulgarian Belot under ``rules`` (the book's defaults unless told)."""

    rules: BelotRules = DEFAULT_RULES
    """The house rules of new matches."""
    key: str = "belot"
    title: str = "Bulgarian Belot"
    short_title: str = "Belot"

    @property
    def levels(self) -> tuple[str, ...]:
        """The bot levels, weakest first."""
        from baloot_tui.games.belot.bots.registry import BELOT_LEVELS

        return BELOT_LEVELS

    def new_match(self, first_dealer: Seat) -> BelotMatch:
        """A match to the rules' target, before its first deal."""
        return new_match(self.rules, first_dealer)

    def apply(self, match: BelotMatch, action: Action) -> BelotMatch:
        """The match after ``action``."""
        return match.apply(action)

    def actions_done(self, match: BelotMatch) -> int:
        """Actions played in the whole match."""
        return match.actions_done

    def choices(self, match: BelotMatch) -> tuple[Choice[Action], ...]:
        """The seat to act's calls or declarations, or every card held with why it may be played.

        A card that may carry a belote is offered twice: plain and announcing it.
        """
        hand = match.current
        if hand is None or hand.to_act is None:
            return ()
        legal = hand.legal_actions()
        if hand.phase is Phase.AUCTION or isinstance(legal[0], Declare):
            return tuple(Choice(a, choice_label(a)) for a in legal)
        seat = hand.to_act
        found: list[Choice[Action]] = []
        for option in hand.card_options():
            plain = PlayCard(seat, option.card)
            reason = card_reason(option)
            found.append(Choice(plain, choice_label(plain), option.legal, reason, option.card))
            announced = PlayCard(seat, option.card, True)
            if announced in legal:
                found.append(Choice(announced, choice_label(announced), True, reason, option.card))
        return tuple(found)

    def result(self, match: BelotMatch) -> MatchResult:
        """The scores, the winner, the deals and the target (lifted after a valat if so ruled)."""
        return MatchResult(match.scores, match.winner, len(match.hands), match.target)

    def view(self, match: BelotMatch, seat: Seat) -> BelotView | None:
        """What ``seat`` may see of the deal in progress or just finished."""
        hand = shown_hand(match)
        return None if hand is None else hand.view(seat)

    def dealt(self, match: BelotMatch, names: Sequence[str]) -> list[TableEvent]:
        """Who deals, and the hanging points carried in; the house rules before the first deal."""
        hand = match.current
        assert hand is not None
        number = len(match.hands) + 1
        told = [TableEvent("dealt", rules_line(match.rules))] if number == 1 else []
        words = dealt_words(number, names[hand.dealer], hand.hanging_in)
        return [*told, TableEvent("dealt", words)]

    def describe(
        self, before: BelotMatch, action: Action, after: BelotMatch, names: Sequence[str]
    ) -> list[TableEvent]:
        """The log lines of ``action``: the call or card, the contract, the trick, the score."""
        old = before.current
        new = shown_hand(after)
        assert old is not None and new is not None
        seat = action.seat
        events: list[TableEvent] = []
        if old.phase is Phase.AUCTION:
            events.append(TableEvent("call", said(action, names[seat]), seat))
            if new.phase is Phase.PLAYING and new.bidder is not None:
                bidder = names[new.bidder]
                words = contract_set_words(new.contract, new.auction.multiplier, bidder)
                events.append(TableEvent("call", words, new.bidder))
        elif isinstance(action, Declare):
            events.append(TableEvent("declare", said(action, names[seat]), seat))
        else:
            events.append(TableEvent("card", said(action, names[seat]), seat))
            old_play, new_play = old.play, new.play
            assert old_play is not None and new_play is not None
            if len(new_play.tricks) > len(old_play.tricks):
                trick = new_play.tricks[-1]
                words = trick_words(len(new_play.tricks), names[trick.winner], trick.points)
                events.append(TableEvent("trick", words, trick.winner))
        if after.current is None:
            events.append(TableEvent("deal_over", deal_line(after, names)))
            if after.winner is not None:
                words = match_won_words(after.winner, after.scores, names)
                events.append(TableEvent("match_over", words))
        return events

    def legal_actions(self, match: BelotMatch) -> tuple[Action, ...]:
        """What the seat to act may do."""
        return match.legal_actions()

    def event_kind(self, event: TableEvent) -> EventKind:
        """What sort of change ``event`` was."""
        return event.kind

    def event_line(self, event: TableEvent, names: Sequence[str]) -> str:
        """``event``'s line, worded when it happened."""
        return event.words

    def refusal_words(self, refusal: Refusal, names: Sequence[str] | None = None) -> str:
        """The refusal in the player's words (``You must follow ♠.``)."""
        return refusal_words(refusal, names)

    def bot(self, level: str) -> BelotBot:
        """A Belot bot of ``level`` that sees only its seat's view."""
        return self.arena_bot(level)

    def deal_actions(self, match: BelotMatch) -> Sequence[Action]:
        """The actions of the deal in progress."""
        return match.deal_actions

    def replay_deal(self, match: BelotMatch, keep: int) -> BelotMatch:
        """The deal in progress dealt again from its deck, with its first ``keep`` actions."""
        return replayed_deal(match, keep)

    def undone(self, seat: Seat, actions: int, names: Sequence[str]) -> list[TableEvent]:
        """``seat`` took back its last decision and the bots' replies."""
        return [TableEvent("call", undone_words(names[seat], actions), seat)]

    claims: None = None
    """Belot has no claim of the remaining tricks."""

    def dumps(
        self,
        match: BelotMatch,
        seed: int,
        players: Mapping[Seat, str],
        undos: Mapping[int, int] | None = None,
    ) -> str:
        """The match's Belot record (``"game": "belot"``).

        Raises:
            ValueError: ``undos`` counts a decision taken back: a Belot record has no
                place for one.
        """
        if any((undos or {}).values()):
            raise ValueError("a Belot record keeps no undo")
        return record.dumps(match, seed, players)

    def loads(self, text: str, source: str) -> LoadedMatch[BelotMatch]:
        """A Belot record read and replayed."""
        loaded = record.loads(text, source=source)
        return LoadedMatch(loaded.match, loaded.seed, loaded.players)

    # ------------------------------------------------- house rules, files and tools

    @property
    def presets(self) -> tuple[str, ...]:
        """The presets of BELOT.md §9, the official rules first."""
        return tuple(PRESETS)

    @property
    def flag_names(self) -> tuple[str, ...]:
        """The flags of :class:`BelotRules`."""
        return tuple(f.name for f in dataclasses.fields(BelotRules))

    def under(self, preset_name: str, flags: Mapping[str, object] | None = None) -> BelotGame:
        """Bulgarian Belot with new matches under a preset, some flags changed."""
        return BelotGame(preset(preset_name).replace(**(flags or {})))

    def resumed(self, match: BelotMatch) -> BelotGame:
        """The game under the rules the match began with."""
        return BelotGame(match.rules)

    def read_record(self, data: object, source: str) -> record.LoadedRecord:
        """A parsed Belot record replayed and checked."""
        return record.load_data(data, source=source)

    def arena_bot(self, spec: str) -> BelotBot:
        """A bot from a spec (a level, or ``search:worlds=N,exact=N``) that sees its view."""
        from baloot_tui.games.belot.bots.registry import build_belot_bot

        return build_belot_bot(spec)

    @property
    def arena_specs(self) -> str:
        """The specs ``build_belot_bot`` reads, with the search level's ranges."""
        from baloot_tui.core.bounds import ranges_words
        from baloot_tui.games.belot.bots.search import SearchBelotBot

        ranges = ranges_words(SearchBelotBot.RANGES)
        return f"a level ({', '.join(self.levels)}) or search:worlds=N,exact=N ({ranges})"

    @property
    def arena_report(self) -> tools.ArenaReport:
        """Board points per deal, all-pass deals counted."""
        return ARENA_REPORT

    @property
    def score_sheet(self) -> tools.ScoreSheet:
        """One deal played with real cards: the contract, the points, contra, declarations."""
        return SHEET

    def score(self, sheet: Mapping[str, object]) -> tools.ScoredSheet:
        """One deal scored by the engine, with what its figures mean."""
        from baloot_tui.games.belot.score_words import scored_sheet

        return scored_sheet(sheet)

    def replay_text(
        self, loaded: tools.GameRecord[BelotMatch], source: str, hand: int | None
    ) -> str:
        """The record deal by deal: auction, declarations, belotes, tricks, score."""
        from baloot_tui.games.belot.replay_text import replay_text

        return replay_text(loaded, source, hand)

    def replay_data(self, loaded: tools.GameRecord[BelotMatch], hand: int | None) -> object:
        """The recomputed record."""
        from baloot_tui.games.belot.replay_text import replay_data

        return replay_data(loaded, hand)

    def rule_book(self) -> str:
        """``BELOT.md``, the whole rule book; its §9 covers every house rule."""
        return files("baloot_tui.games.belot").joinpath("BELOT.md").read_text(encoding="utf-8")

    def rules_summary(self, preset_name: str) -> tools.RulesSummary | None:
        """The rules in brief for players, written for the preset (the book is ``--full``)."""
        from baloot_tui.games.belot.help import rules_summary

        return rules_summary(self.under(preset_name).rules)

    def lessons(self, preset_name: str | None = None) -> tuple[tools.LessonEntry, ...]:
        """The three lessons, answered under a preset."""
        from baloot_tui.games.belot.coach.lessons import load_belot_lessons, shipped_belot_lessons

        if preset_name is None:
            return shipped_belot_lessons()
        return load_belot_lessons(rules=self.under(preset_name).rules)

    @property
    def quiz_topics(self) -> tuple[str, ...]:
        """None: lessons only."""
        return ()

    @property
    def quiz_levels(self) -> tuple[str, ...]:
        """None: lessons only."""
        return ()

    @property
    def review_budget(self) -> int:
        """0: no review."""
        return 0

    def review(self, loaded: tools.GameRecord[BelotMatch], seat: Seat) -> tools.ReviewRun:
        """Refused: no coach analyses Belot decisions yet."""
        raise NotationError("a Belot record has no review: print it with baloot replay FILE")


GAME: Final = BelotGame()
"""Bulgarian Belot, as the registry gives it."""
BELOT: Final = GAME
"""Bulgarian Belot under the book's default rules."""
