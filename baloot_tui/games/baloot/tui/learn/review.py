"""The hand review screen: a seat's decisions, costliest first, the highlighted one explained.

The review is :class:`~baloot_tui.games.baloot.coach.review.Review` (``baloot review
--view``, or a hand's review from the table and the replay viewer); each decision
shows the table as the seat saw it and the analysis' reasons.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Label, ListItem, ListView, Static

from baloot_tui.games.baloot.coach.figures import legend
from baloot_tui.games.baloot.coach.lessons import describe_scene, scene_of
from baloot_tui.games.baloot.coach.review import Review, ReviewedDecision
from baloot_tui.games.baloot.coach.words import card_reasons, reason_words
from baloot_tui.text.i18n import _
from baloot_tui.text.table_words import SEAT_WORDS
from baloot_tui.tui.learn.screens import LearnScreen
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.widgets.footer import KeyFooter


class ReviewScreen(LearnScreen):
    """A seat's decisions, costliest first; the highlighted one is explained below."""

    def __init__(self, review: Review, title: str | None = None) -> None:
        """Show ``review`` under ``title``, printed as it comes (default: "Hand review")."""
        super().__init__()
        self.review = review
        self.heading = tr("Hand review") if title is None else title

    def compose(self) -> ComposeResult:
        """The summary, the list of decisions and the detail of the highlighted one."""
        review = self.review
        said = tr(
            "{count} decisions of {seat}, {mistakes} to look at, {unsettled} not settled, "
            "{loss} game points given up",
            count=len(review.items),
            seat=_(SEAT_WORDS[review.seat]),
            mistakes=len(review.mistakes),
            unsettled=len(review.unsettled),
            loss=f"{review.total_loss:.1f}",
        )
        # The heading comes printed: on its own line, it reads right in either direction.
        yield Static(f"{self.heading}\n{said}", id="title")
        rows = [
            ListItem(
                Label(
                    show(f"[{_(item.verdict)}] {item.summary()}"),
                    markup=False,
                ),
                id=f"decision-{n}",
            )
            for n, item in enumerate(review.items)
        ]
        rows += [
            ListItem(
                Label(tr("[Sawa] {summary}", summary=claim.claim_summary()), markup=False),
                id=f"claim-{n}",
            )
            for n, claim in enumerate(review.claims)
        ]
        yield ListView(*rows, id="decisions")
        first = "decision-0" if review.items else "claim-0"
        yield VerticalScroll(Static(self._detail(first), id="detail"), id="detail-box")
        yield KeyFooter()

    def _detail(self, row: str) -> Text:
        """The detail of a list row: the table as the seat saw it (tricks so far), the reasons."""
        kind, _, number = row.partition("-")
        if kind == "claim" and int(number) < len(self.review.claims):
            claim = self.review.claims[int(number)]
            lines = [claim.claim_summary(), *describe_scene(scene_of(claim.view))]
            return Text("\n".join(lines))
        if not self.review.items:
            return Text(tr("No decisions with a choice to review."))
        item: ReviewedDecision = self.review.items[int(number)]
        view = item.decision.view
        lines = [item.summary(), *describe_scene(scene_of(view))]
        lines += card_reasons(view, (item.best.action, item.taken.action))
        lines += [tr("Best: {reason}", reason=reason_words(r)) for r in item.best.reasons]
        if item.best.action != item.taken.action:
            lines += [tr("Yours: {reason}", reason=reason_words(r)) for r in item.taken.reasons]
        lines.append(legend(item.taken.unit, item.best.worlds))
        return Text("\n".join(line for line in lines if line))

    @on(ListView.Highlighted, "#decisions")
    def show_detail(self, event: ListView.Highlighted) -> None:
        """Explain the highlighted decision (arrow keys or a click)."""
        if event.item is None or event.item.id is None:
            return
        self.query_one("#detail", Static).update(self._detail(event.item.id))
