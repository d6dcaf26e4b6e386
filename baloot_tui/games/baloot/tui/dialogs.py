"""Saudi Baloot's modal screens over the table: a Sawa claim and the hand summary."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, Final

from rich.table import Table
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from baloot_tui.core.cards import Suit
from baloot_tui.core.seats import TEAMS, Seat
from baloot_tui.games.baloot.coach.review import Review
from baloot_tui.games.baloot.events import (
    GameEvent,
    HandScored,
    MatchWon,
    SawaAnswered,
    SawaClaimed,
    SawaShown,
)
from baloot_tui.games.baloot.rules.scoring import LAST_TRICK_BONUS
from baloot_tui.games.baloot.tui.learn.review import ReviewScreen
from baloot_tui.games.baloot.tui.render import OUTCOME_NAMES, sorted_hand
from baloot_tui.games.baloot.tui.snapshot import THEM, US
from baloot_tui.games.baloot.words import (
    SHOWS,
    sawa_answer_short,
    sawa_by,
    sawa_verdict,
    score_lines,
)
from baloot_tui.text.arabic import arabic_text
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.players import isolated
from baloot_tui.text.table_words import team_words
from baloot_tui.tui.layout import TooSmallNotice, fit_to, scroll_pages
from baloot_tui.tui.render import arabic_of, cards_text
from baloot_tui.tui.say import fill, show, show_text, tr
from baloot_tui.tui.widgets.footer import KeyFooter


class SawaDialog(ModalScreen[bool | None]):
    """A Sawa claim at the table: the claimer's hand face up, the answers, the verdict.

    Asked of a person of the other team (``asked`` names them), it offers Accept (a)
    and Refuse (r) and dismisses with the answer (True: accepted). Neither answer is
    the default: nothing has the focus and Enter does nothing, so an Enter typed to
    play on never accepts an opponent's claim. Otherwise it shows the engine's
    verdict and Continue (Enter) dismisses it with None.
    """

    AUTO_FOCUS = ""
    """Nothing on opening: a focused Accept would take an Enter meant for the table."""

    DEFAULT_CSS = """
    SawaDialog {
        align: center middle;
    }
    #sawa-box {
        width: auto;
        max-width: 76;
        height: auto;
        max-height: 100%;
        border: thick $primary;
        background: $surface;
        padding: 1 2;
    }
    #sawa-text {
        width: auto;
        max-width: 70;
        height: auto;
    }
    #sawa-buttons {
        width: auto;
        height: auto;
        margin-top: 1;
    }
    #sawa-buttons Button {
        margin-right: 2;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "answer(True)", N_("Accept")),
        Binding("r", "answer(False)", N_("Refuse")),
        Binding("enter,space,escape", "close", N_("Continue")),
    ]

    def __init__(
        self,
        events: Sequence[GameEvent],
        names: tuple[str, ...],
        trump: Suit | None,
        asked: tuple[Seat, ...] = (),
    ) -> None:
        """The claim's events so far (the :class:`SawaShown` first); ``asked``: who answers."""
        super().__init__()
        self.events = tuple(events)
        self.names = names
        self.trump = trump
        self.asked = asked

    def compose(self) -> ComposeResult:
        """What was claimed and shown, the answers, and the question or the verdict."""
        with Vertical(id="sawa-box"):
            yield Static(show_text(self.claim_text()), id="sawa-text")
            with Horizontal(id="sawa-buttons"):
                if self.asked:
                    yield Button(Text(tr("Accept (a)")), id="accept")
                    yield Button(Text(tr("Refuse (r)")), id="refuse")
                else:
                    yield Button(Text(tr("Continue (Enter)")), id="continue", variant="primary")
        yield KeyFooter(show_command_palette=False)

    def claim_text(self) -> Text:
        """The claim, the hand shown, each answer, then the question or the verdict."""
        shown = next(e for e in self.events if isinstance(e, SawaShown))
        names = self.names
        text = Text(sawa_by(shown.seat, shown.trick_number, names), style="bold")
        text.append("\n").append_text(
            fill(
                SHOWS.message(names[shown.seat]),
                name=isolated(names[shown.seat]),
                cards=cards_text(sorted_hand(shown.cards, self.trump)),
            )
        )
        for event in self.events:
            if isinstance(event, SawaAnswered):
                text.append(f"\n{sawa_answer_short(event, names)}.")
        verdict = next((e for e in self.events if isinstance(e, SawaClaimed)), None)
        if verdict is not None:
            text.append(f"\n\n{sawa_verdict(verdict, names)}.", style="bold")
        elif self.asked:
            who = _(" and ").join(names[s] for s in self.asked)
            asked = _(
                "{names}: accept the claim, or refuse it and let the rules check every defence?"
            )
            text.append("\n\n" + asked.format(names=who))
        return text

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Accept and Refuse while the claim is asked, Continue once it is settled."""
        if action == "answer":
            return bool(self.asked)
        if action == "close":
            return not self.asked
        return True

    @on(Button.Pressed, "#accept")
    def accepted(self) -> None:
        """The mouse's Accept."""
        self.action_answer(True)

    @on(Button.Pressed, "#refuse")
    def refused(self) -> None:
        """The mouse's Refuse."""
        self.action_answer(False)

    def action_answer(self, accept: bool) -> None:
        """Answer the claim (only while it is asked)."""
        if self.asked:
            self.dismiss(accept)

    @on(Button.Pressed, "#continue")
    def action_close(self) -> None:
        """Back to the table once the verdict is read."""
        if not self.asked:
            self.dismiss(None)


REVIEW: Final = N_("Review my decisions (r)")
SUMMARY_FRAME_ROWS: Final = 9
"""Rows of the screen that are not figures: the box's frame and padding (4), the
buttons with their margin (4) and the footer (1)."""


class HandSummary(ModalScreen[None]):
    """How a hand scored: abnat, the last trick, projects, Baloot, rounding, outcome, ledger."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space,escape", "close", N_("Continue"), key_display="⏎"),
        Binding("r", "review", N_("Review my decisions")),
        Binding("pageup", "scroll(-1)", N_("Scroll"), key_display="PgUp/PgDn"),
        Binding("pagedown", "scroll(1)", show=False),
    ]

    def __init__(
        self,
        scored: HandScored,
        names: tuple[str, ...],
        viewer: Seat,
        won: MatchWon | None,
        reviewer: Callable[[], Review] | None = None,
    ) -> None:
        super().__init__()
        self.scored = scored
        """The hand's result."""
        self.names = names
        self.us = viewer.team
        self.won = won
        self.reviewer = reviewer
        """Grades the viewer's decisions of this hand (None: no review offered)."""

    def compose(self) -> ComposeResult:
        """The breakdown table, the explanation lines and a continue button."""
        label = tr("See the result (Enter)") if self.won is not None else tr("Next hand (Enter)")
        with Vertical(id="summary-box"):
            # The figures scroll; the buttons under them stay in sight.
            with VerticalScroll(id="summary-scroll", can_focus=False):
                yield Static(self.breakdown(), id="summary-text")
            with Horizontal(id="summary-buttons"):
                yield Button(Text(label), id="continue", variant="primary")
                if self.reviewer is not None:
                    yield Button(Text(tr(REVIEW)), id="review")
        yield TooSmallNotice()
        yield KeyFooter(show_command_palette=False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No review key in the footer when there is nothing to review."""
        return action != "review" or self.reviewer is not None

    def on_mount(self) -> None:
        """Fit the figures to the terminal."""
        self.fit(self.app.size)

    def on_resize(self, event: Resize) -> None:
        """Keep the buttons on screen at any height."""
        self.fit(event.size)

    def fit(self, size: Size) -> None:
        """Let the figures take what the box's frame and buttons leave of ``size``."""
        fit_to(self, size)
        scroll = self.query_one("#summary-scroll", VerticalScroll)
        scroll.styles.max_height = max(3, size.height - SUMMARY_FRAME_ROWS)

    def action_scroll(self, pages: int) -> None:
        """Page Up/Down: scroll the figures."""
        scroll_pages(self.query_one("#summary-scroll", VerticalScroll), pages)

    def breakdown(self) -> Table | Text:
        """The figures of the hand from the viewer's team's side."""
        scored = self.scored
        result = scored.result
        us, them = self.us, self.us.other
        number = scored.hand_number
        if result.kind != "played" or result.score is None:
            if result.kind == "waraq":
                redeal = _("Hand {number}: no score, everybody passed twice (waraq).")
            else:
                redeal = _("Hand {number}: no score, Kawesh.")
            again = _("The cards are dealt again.")
            return Text(show(redeal.format(number=number) + " " + again))
        score = result.score
        grid = Table(title=tr("Hand {number}", number=number), expand=True, show_edge=False)
        shown = arabic_of(self.app)
        grid.add_column("")
        grid.add_column(arabic_text(_(US), shown), justify="right")
        grid.add_column(arabic_text(_(THEM), shown), justify="right")

        def row(label: str, pair: tuple[int, int]) -> None:
            grid.add_row(Text(tr(label)), str(pair[us]), str(pair[them]))

        last = tuple(LAST_TRICK_BONUS if scored.last_trick is t else 0 for t in TEAMS)
        row(N_("abnat (cards + last trick)"), score.abnat)
        row(N_("  of which last trick"), (last[0], last[1]))
        row(N_("card game points"), score.card_gp)
        row(N_("projects (game points)"), score.project_gp)
        row(N_("Baloot"), score.baloot_gp)
        row(N_("T = cards + projects"), score.totals)
        row(N_("hand points"), result.points)
        row(N_("match total"), scored.scores)
        counted = (
            _("none")
            if result.counting_team is None
            else team_words(result.counting_team, self.names)
        )
        caption = _("{outcome} · ×{times} · projects counted: {team}").format(
            outcome=_(OUTCOME_NAMES[score.outcome]), times=score.multiplier, team=counted
        )
        grid.caption = Text(show(caption), style="table.caption")
        lines = Text(show("\n".join(self.story())))
        winner = self.winner_line()
        # The story first: at 80×24 it is in view, and the figures scroll under it.
        return _stack(*([winner] if winner else []), lines, grid)

    def story(self) -> tuple[str, ...]:
        """What happened in the hand, a sentence a line: the claim, the contract, the abnat."""
        scored = self.scored
        result = scored.result
        if result.score is None:
            return ()
        said = score_lines(result.score.lines, self.names)
        if result.sawa is not None and scored.sawa_from is not None:
            said = (f"{sawa_by(result.sawa, scored.sawa_from, self.names)}.", *said)
        return tuple(said)

    def winner_line(self) -> Text:
        """Who won the match, if this hand ended it, named by its players.

        Hot-seat opponents both read the summary: "your team" would be wrong for one.
        """
        if self.won is None:
            return Text("")
        team = self.won.team
        said = tr(
            "{team} win the match {won}–{lost}!",
            team=team_words(team, self.names),
            won=self.won.scores[team],
            lost=self.won.scores[team.other],
        )
        return Text(said, style="bold")

    @on(Button.Pressed, "#continue")
    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)

    @on(Button.Pressed, "#review")
    def action_review(self) -> None:
        """Grade the viewer's decisions of this hand (in a worker), then show the review."""
        if self.reviewer is None:
            return
        button = self.query_one("#review", Button)
        if button.disabled:
            return
        button.disabled = True
        button.label = Text(tr("Reviewing your decisions…"))
        self.run_review(self.reviewer)

    @work(thread=True, exclusive=True, group="review")
    def run_review(self, reviewer: Callable[[], Review]) -> None:
        """The review takes about a second: it must not freeze the screen."""
        review = reviewer()
        self.app.call_from_thread(self.show_review, review)

    def show_review(self, review: Review) -> None:
        """Open the review over the summary; the summary stays for when it is closed."""
        button = self.query_one("#review", Button)
        button.disabled = False
        button.label = Text(tr(REVIEW))
        title = tr("Hand {number} review", number=self.scored.hand_number)
        self.app.push_screen(ReviewScreen(review, title))


def _stack(*parts: Table | Text) -> Table:
    grid = Table.grid(expand=True)
    grid.add_column()
    for part in parts:
        grid.add_row(part)
    return grid
