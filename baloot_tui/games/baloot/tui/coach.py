"""The coach panel: at each of your decisions, what every option means and what it is worth.

Toggled with ``c`` (or a click on the panel). At the person's turn it shows at once
the plain meaning of every legal option
(:func:`~baloot_tui.games.baloot.coach.explain.explain_options`),
the hand-strength numbers behind the auction advice
(:func:`~baloot_tui.games.baloot.coach.analysis.hand_strengths`) and, for card play, the rule that
makes each card allowed or forbidden. The expert's expected game points
(:func:`~baloot_tui.games.baloot.coach.analysis.analyse`) follow from a thread worker, so the table
never waits for them. It reads only the snapshot's view, and only when
:attr:`TableSnapshot.my_turn` says the bottom seat is a person whose cards are shown,
so in hot-seat games it speaks to whoever has the keyboard, after the privacy screen.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Final

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual import events, work
from textual.worker import get_current_worker

from baloot_tui.core.cards import Card
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.coach.analysis import (
    DEFAULT_BUDGET,
    OptionValue,
    StrengthLine,
    analyse,
    hand_strengths,
)
from baloot_tui.games.baloot.coach.explain import OptionExplanation, explain_options
from baloot_tui.games.baloot.coach.figures import VERDICT_WORDS, figure, legend, verdict
from baloot_tui.games.baloot.coach.learning import decisions
from baloot_tui.games.baloot.coach.review import Review, review
from baloot_tui.games.baloot.coach.words import (
    card_line,
    meaning_words,
    position_line,
    short_components,
    strength_title,
    worded_terms,
)
from baloot_tui.games.baloot.rules.actions import Action, PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.tui.panels import TablePanel
from baloot_tui.games.baloot.tui.render import action_label, sorted_hand
from baloot_tui.games.baloot.tui.snapshot import TableSnapshot
from baloot_tui.games.baloot.words import option_words
from baloot_tui.text.i18n import N_, _, language
from baloot_tui.tui.messages import CoachToggled
from baloot_tui.tui.render import card_text, cards_text
from baloot_tui.tui.say import fill, show_text, tr

OPTION_COLUMN: Final = 5
"""Cells of a row not left to the text: the mark column (two cells), the grid's padding
round it and the panel's scrollbar."""
DecisionKey = tuple[int, int, int]
"""Hand number, actions so far and seat: one decision."""


@dataclass(frozen=True, slots=True)
class Advice:
    """The expert's figures for one decision."""

    key: DecisionKey
    """The decision they belong to."""
    values: tuple[OptionValue, ...]
    """Every option, best first."""
    seconds: float
    """How long the analysis took."""
    budget: int
    """Worlds sampled."""


class CoachPanel(TablePanel):
    """Explanations at once, the expert's figures when the worker has them."""

    TITLE = N_("Coach (c)")

    def __init__(self, *, id: str | None = None, budget: int = DEFAULT_BUDGET) -> None:
        super().__init__(id=id)
        self.enabled = False
        """Whether the coach is shown (off until asked for)."""
        self.budget = budget
        """Worlds per analysis."""
        self.snap: TableSnapshot | None = None
        self.decision: DecisionKey | None = None
        """The decision on screen (None when it is not the person's turn)."""
        self.advice: Advice | None = None
        """The figures for :attr:`decision`, once computed."""

    # ------------------------------------------------------------- switching

    def toggle(self) -> None:
        """Switch the coach on or off."""
        self.enabled = not self.enabled
        self.set_class(self.enabled, "-on")
        self.decision = None
        self.advice = None
        if not self.enabled:
            self.workers.cancel_group(self, "coach")
        self.post_message(CoachToggled(self.enabled))
        if self.snap is not None:
            self.update_table(self.snap)

    def on_coach_toggled(self, message: CoachToggled) -> None:
        """The coach comes into sight at the top of the side column while it is on.

        The message goes on to the app, which starts the next match the same way.
        """
        screen = self.screen
        screen.set_class(message.enabled, "-coach")
        if message.enabled:
            side = screen.query_one("#side-scroll")
            side.scroll_to_widget(self, top=True, animate=False)

    def on_click(self, event: events.Click) -> None:
        """A click on the title switches the coach off; anywhere while off, on."""
        if not self.enabled or event.y == 0:
            event.stop()
            self.toggle()

    # ------------------------------------------------------------- drawing

    def update_table(self, snap: TableSnapshot) -> None:
        """Advise on the person's decision, starting the analysis when it is a new one."""
        self.snap = snap
        if not self.enabled:
            self.border_subtitle = ""
            self.update(Text(tr("off · press c or click for advice"), style=snap.palette.muted))
            return
        view = snap.view if snap.my_turn else None
        if view is None:
            self.decision = self.advice = None
            self.border_subtitle = ""
            self.update(Text(tr("The coach speaks at your decisions."), style=snap.palette.muted))
            return
        key: DecisionKey = (snap.hand_number, len(view.history), int(view.seat))
        if key != self.decision:
            self.decision, self.advice = key, None
            self.start_analysis(key, view)
        self.draw(view, snap)

    def draw(self, view: PlayerView, snap: TableSnapshot) -> None:
        """Render the decision with whatever figures are ready."""
        advice = self.advice
        values = {} if advice is None else {v.action: v for v in advice.values}
        grid = Table.grid(padding=(0, 1), expand=True)
        grid.add_column(width=2, no_wrap=True)
        grid.add_column(ratio=1)
        forced = len(view.legal_actions) == 1
        if forced:
            values = {}
            headline = fill("Forced: {action}", action=_label(view, view.legal_actions[0]))
            grid.add_row(Text("!", style="bold"), show_text(headline))
        elif advice is not None:
            grid.add_row(Text("★", style="bold yellow"), show_text(_headline(view, advice.values)))
        room = self.content_size.width - OPTION_COLUMN
        if view.phase is Phase.PLAYING and isinstance(view.legal_actions[0], PlayCard):
            _cards(grid, view, values, snap, room)
        else:
            options = explain_options(view)
            _strengths(grid, hand_strengths(view), snap, room)
            _options(grid, view, options, values, snap, room)
            _terms(grid, options, view.rules, snap)
        if advice is not None and not forced:
            _legend(grid, advice.values, snap)
        if advice is None:
            self.border_subtitle = tr("thinking…")
        else:
            self.border_subtitle = tr(
                "{worlds} worlds · {seconds} s",
                worlds=advice.budget,
                seconds=f"{advice.seconds:.2f}",
            )
        self.update(grid)

    # ------------------------------------------------------------- analysis

    @work(thread=True, exclusive=True, group="coach")
    def start_analysis(self, key: DecisionKey, view: PlayerView) -> None:
        """Run the expert's analysis off the event loop and hand the figures back."""
        start = time.perf_counter()
        values = analyse(view, None, self.budget)  # the decision's own worlds, as everywhere
        advice = Advice(key, values, time.perf_counter() - start, self.budget)
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self.advised, advice)

    def advised(self, advice: Advice) -> None:
        """Show figures that still belong to the decision on screen."""
        snap = self.snap
        if not self.enabled or advice.key != self.decision or snap is None:
            return
        self.advice = advice
        if snap.view is not None:
            self.draw(snap.view, snap)


def _headline(view: PlayerView, values: tuple[OptionValue, ...]) -> Text:
    """``Expert: 7♣ (+15.6)``, or ``Tie: 7♣, 8♣ (+15.6)`` when others are within the margin."""
    best, equal = values[0], [v for v in values[1:] if v.standing == "equal" and v.settled]
    value = Text(f"({figure(best)})", style="bold")
    if not equal:
        return fill("Expert: {action} {value}", action=_label(view, best.action), value=value)
    names = Text(", ").join(_label(view, v.action) for v in (best, *equal))
    return fill("Tie: {actions} {value}", actions=names, value=value)


def _legend(grid: Table, values: tuple[OptionValue, ...], snap: TableSnapshot) -> None:
    """What the figures are: the unit, the deals, the error, the tie margin (one sentence)."""
    best = values[0]
    grid.add_row("", show_text(Text(legend(best.unit, best.worlds), style=snap.palette.muted)))


def _value_text(value: OptionValue | None) -> str:
    """The option's value; below the best, how sure the gap is (± one standard error).

    A mark says when it ties with the best or is not settled.
    """
    if value is None:
        return "…"
    if value.standing == "best":
        return figure(value)
    said = f"{figure(value)} ±{value.uncertainty:.1f}"
    mark = verdict(value)
    return said if mark == "worse" else f"{said} {_(VERDICT_WORDS[mark])}"


def _with_value(label: Text, value: str, room: int) -> Text:
    """``label`` with its value beside it where both fit ``room`` cells, else under it.

    A figure and its ± are never broken over two lines, where a lone number would
    read like a card.
    """
    fits = label.cell_len + 2 + cell_len(value) <= room
    return label.append(f"{'  ' if fits else chr(10)}{value}", style="bold")


def _packed(parts: list[str], room: int) -> str:
    """``parts`` joined by `` · ``, a new line before a part that would not fit ``room`` cells.

    ``projects: 15`` stays on one line: a lone figure would read like a card.
    """
    lines: list[str] = []
    for part in parts:
        if lines and cell_len(lines[-1]) + 3 + cell_len(part) <= room:
            lines[-1] += f" · {part}"
        else:
            lines.append(part)
    return "\n".join(lines)


def _starred(value: OptionValue | None) -> bool:
    """The best option and those about equal to it: each is a right choice."""
    return value is not None and value.correct


def _label(view: PlayerView, action: Action) -> Text:
    """An option as the action bar labels it (the round-1 Hokum with its suit)."""
    if isinstance(action, PlayCard):
        return card_text(action.card)
    round_one = view.phase is Phase.BIDDING and view.bidding.round_number == 1
    return action_label(action, view.face_card.suit if round_one else None)


def _strengths(
    grid: Table, lines: tuple[StrengthLine, ...], snap: TableSnapshot, room: int
) -> None:
    """The evaluation totals against the bidding thresholds, with their components.

    The sentence with the two figures starts a line of its own where the title would
    push its last figure alone onto the next line.
    """
    for line in lines:
        title = f"{strength_title(line)}:"
        counts = _("counts {total}; the bots bid from {threshold}").format(
            total=line.strength.total, threshold=line.threshold
        )
        fits = cell_len(title) + 1 + cell_len(counts) <= room
        text = Text(title + (" " if fits else "\n"), style="bold")
        text.append(counts, style="bold green" if line.enough else "bold")
        parts = [f"{name}: {value}" for name, value in short_components(line)]
        said = _packed(parts, room) if parts else _("nothing that counts")
        text.append("\n" + said, style=snap.palette.muted)
        grid.add_row("", show_text(text))


def _options(
    grid: Table,
    view: PlayerView,
    options: tuple[OptionExplanation, ...],
    values: dict[Action, OptionValue],
    snap: TableSnapshot,
    room: int,
) -> None:
    """Every option with its key, its value and what it means now."""
    for number, option in enumerate(options, start=1):
        star = _starred(values.get(option.action))
        text = _label(view, option.action)
        if len(options) > 1:
            _with_value(text, _value_text(values.get(option.action)), room)
        text.append(f"\n{meaning_words(option.meaning)}", style=snap.palette.muted)
        grid.add_row(Text(f"{'★' if star else ' '}{number}", style="bold"), show_text(text))


def _terms(
    grid: Table, options: tuple[OptionExplanation, ...], rules: HouseRules, snap: TableSnapshot
) -> None:
    """The glossary entries the explanations use (for the hand's rules), every word explained.

    In English each term is named as players say it, with its Arabic word; in Arabic
    the word alone.
    """
    keys = (key for option in options for key in option.terms)
    for term, meaning in worded_terms(keys, rules):
        if language() == "en":
            text = Text(term.name, style="italic")
            text.append(f" {term.arabic}")
        else:
            text = Text(term.arabic)
        text.append(f": {meaning}", style=snap.palette.muted)
        grid.add_row(Text("≡", style=snap.palette.muted), show_text(text))


def _cards(
    grid: Table,
    view: PlayerView,
    values: dict[Action, OptionValue],
    snap: TableSnapshot,
    room: int,
) -> None:
    """Each card of the hand: legal ones best first with their value, then the forbidden."""
    order = {c: i for i, c in enumerate(sorted_hand(view.hand, view.trump))}
    legal = [o for o in view.card_options if o.legal]
    forbidden = [o for o in view.card_options if not o.legal]

    def rank(card: Card) -> tuple[float, int]:
        value = values.get(PlayCard(view.seat, card))
        return (0.0 if value is None else -value.expected_points, order[card])

    legal.sort(key=lambda o: rank(o.card))
    position = position_line(view)
    if position:
        grid.add_row("", show_text(Text(position, style=snap.palette.muted)))
    why = {o.card: option_words(o) for o in view.card_options}
    # One reason shared by every card ("you lead: any card") is said once, above them.
    shared = len(legal) > 1 and len({why[o.card] for o in legal}) == 1
    if shared:
        grid.add_row("", Text(why[legal[0].card], style=snap.palette.muted))
    for option in legal:
        action = PlayCard(view.seat, option.card)
        star = _starred(values.get(action))
        text = card_text(option.card)
        if len(legal) > 1:
            _with_value(text, _value_text(values.get(action)), room)
        if len(legal) == 1:
            forced = _("forced, the only legal card: {reason}").format(reason=why[option.card])
            text.append(f"  {forced}", style=snap.palette.muted)
        elif not shared:
            text.append(f"  {why[option.card]}", style=snap.palette.muted)
        facts = card_line(view, option.card)
        if facts:
            text.append(f"\n{facts}", style=snap.palette.muted)
        grid.add_row(Text("★" if star else "", style="bold yellow"), show_text(text))
    by_reason: dict[str, list[Card]] = {}
    for option in sorted(forbidden, key=lambda o: order[o.card]):
        by_reason.setdefault(why[option.card], []).append(option.card)
    for reason, cards in by_reason.items():
        text = cards_text(cards)
        text.append(f"  {reason}", style=snap.palette.muted)
        grid.add_row(Text("✗", style="bold red"), show_text(text))


def review_hand(
    match: MatchState, seat: Seat, hand_number: int, budget: int = DEFAULT_BUDGET
) -> Review:
    """Grade ``seat``'s decisions in one hand of ``match``, costliest first.

    Each decision is graded on worlds consistent with the view the seat had then,
    seeded by the decision itself, so the figures are the coach's and the quiz's.
    """
    taken = [d for d in decisions(match, seat) if d.hand_number == hand_number]
    return review(seat, taken, None, budget)
