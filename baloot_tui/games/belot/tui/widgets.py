"""The Belot table's widgets, each drawn from one :class:`BelotSnapshot` ("attributes down").

They take the places (and ids, so the stylesheet's rules) every felt has: seats
round the felt, the trick in the middle, a note under it, the action buttons under
the hand, and a side column with the contract and score pinned above the score
sheet (Ние / Вие), the bidding and the log. The pieces every game's felt shares
(card faces, the trick's grid, the turn banner, the button bar) are
:mod:`baloot_tui.tui.widgets.table`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from baloot_tui.core.cards import Card
from baloot_tui.core.game import Choice, TableEvent
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.belot.rules.actions import Action, Bid, Contra, Pass, Recontra
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.match import BelotMatch
from baloot_tui.games.belot.rules.seating import turn_order
from baloot_tui.games.belot.rules.tricks import Trick, winning_position
from baloot_tui.games.belot.rules.view import BelotView, Phase
from baloot_tui.games.belot.words import (
    LEDGER_HEADINGS,
    MULTIPLIER_WORDS,
    SHEET_WORDS,
    contract_words,
    declaration_words,
    kinds_words,
    team_label,
)
from baloot_tui.text.i18n import N_, _, ngettext
from baloot_tui.tui.render import CARD_BACK, Palette, in_hand_order
from baloot_tui.tui.say import show, show_text, tr
from baloot_tui.tui.widgets.panels import SidePanel
from baloot_tui.tui.widgets.table import (
    BarButton,
    ButtonBar,
    FeltSeat,
    Piece,
    Plays,
    SeatedSnapshot,
    ahead_note,
    face_for,
    lead_note,
    played_slots,
    trick_grid,
    won_note,
)


@dataclass(frozen=True, slots=True)
class DealRow:
    """One row of the score sheet."""

    points: tuple[int, int]
    """What the deal wrote for each team."""
    hanging: int
    """Points left hanging after it."""
    all_pass: bool
    """Everybody passed: nothing was played."""


@dataclass(frozen=True, slots=True)
class BelotSnapshot(SeatedSnapshot):
    """What the Belot table shows at one moment."""

    perspective: Seat
    """The seat drawn at the bottom."""
    view: BelotView | None
    """The deal as ``perspective`` sees it (None before the first deal)."""
    visible: bool
    """Whether the bottom seat's cards may be shown (False behind the privacy screen)."""
    names: tuple[str, str, str, str]
    """Seat names, cleaned for drawing, South first."""
    humans: tuple[Seat, ...]
    """The seats people play."""
    scores: tuple[int, int]
    """The match score."""
    deals: tuple[DealRow, ...]
    """The score sheet's rows."""
    hanging: int
    """Hanging points waiting after the finished deals."""
    target: int
    """The score that ends the match."""
    deal_number: int
    """1-based number of the deal shown."""
    winner: Team | None = None
    """The team that won the match, once over."""
    choices: tuple[Choice[Action], ...] = ()
    """What the bottom seat may do now (empty when it is not its turn)."""
    palette: Palette = field(default_factory=Palette)
    """Theme colours."""
    thinking: Seat | None = None
    """A bot about to move."""
    show_last_trick: bool = False
    """Whether the last completed trick is drawn instead of the current one."""

    @property
    def in_sight(self) -> bool:
        """Whether the bottom seat's cards may be shown."""
        return self.visible

    @property
    def numbered(self) -> tuple[Choice[Action], ...]:
        """The choices that are buttons: calls and declarations (not cards)."""
        return tuple(c for c in self.choices if c.card is None)

    def last_trick(self) -> Trick | None:
        """The last completed trick of the deal shown."""
        view = self.view
        return view.tricks[-1] if view is not None and view.tricks else None


def belot_snapshot(
    match: BelotMatch,
    view: BelotView | None,
    names: tuple[str, str, str, str],
    humans: tuple[Seat, ...],
    *,
    perspective: Seat,
    visible: bool,
    choices: tuple[Choice[Action], ...] = (),
    palette: Palette | None = None,
    thinking: Seat | None = None,
    show_last_trick: bool = False,
) -> BelotSnapshot:
    """The snapshot of ``match`` seen from ``perspective`` (``view`` is that seat's)."""
    rows = tuple(
        DealRow(h.result.points, h.result.hanging, h.result.kind == "all_pass")
        for h in match.hands
        if h.result is not None
    )
    return BelotSnapshot(
        perspective=perspective,
        view=view,
        visible=visible,
        names=names,
        humans=humans,
        scores=match.scores,
        deals=rows,
        hanging=match.hanging,
        target=match.target,
        deal_number=len(match.hands) + (1 if match.current is not None else 0),
        winner=match.winner,
        choices=choices if view is not None and view.to_act is perspective else (),
        palette=palette or Palette(),
        thinking=thinking,
        show_last_trick=show_last_trick,
    )


def sorted_cards(cards: Sequence[Card], contract: Contract | None) -> tuple[Card, ...]:
    """Trumps first, then suits alternating colours, each strongest first in the contract."""
    if contract is None:
        return in_hand_order(cards, None, lambda c: c.plain_strength)
    return in_hand_order(cards, contract.trump, contract.strength)


def last_call(view: BelotView, seat: Seat) -> str:
    """What ``seat`` said last in the auction (empty before it spoke)."""
    calls = [a for a in view.history if isinstance(a, (Pass, Bid, Contra, Recontra))]
    said = next((a for a in reversed(calls) if a.seat is seat), None)
    if said is None:
        return ""
    return call_words(said)


def call_words(call: Pass | Bid | Contra | Recontra) -> str:
    """``pass``, ``♥ Hearts``, ``contra ×2``, ``recontra ×4``."""
    if isinstance(call, Bid):
        return contract_words(call.contract)
    if isinstance(call, Contra):
        return _(MULTIPLIER_WORDS[2])
    if isinstance(call, Recontra):
        return _(MULTIPLIER_WORDS[4])
    return _("pass")


class BelotSeat(FeltSeat[BelotSnapshot]):
    """A player's name, team colour, dealer mark, cards left, last call and declarations."""

    TITLE_STYLE = "bold"
    """The whole seat is bold, as the Belot table has always drawn it."""

    def details(self, snap: BelotSnapshot, seat: Seat) -> Text:
        """Cards left, the auction's word, the declaration heard, the belote."""
        view = snap.view
        assert view is not None
        text = Text()
        if self.position != "bottom":
            count = view.hand_sizes[seat]
            text.append("  " if self.position == "top" else "\n")
            text.append(CARD_BACK * count + f" {count}", style=snap.palette.muted)
        if view.phase is Phase.AUCTION:
            call = last_call(view, seat)
            if call:
                text.append(f"\n{call}", style="italic")
        elif view.auction.bidder is seat:
            text.append(" " + _("bidder"), style="bold italic")
        announced = view.announced[seat]
        if announced and not view.revealed[seat]:
            heard = _("declared {kinds}").format(kinds=kinds_words(announced))
            text.append(f"\n{heard}", style="italic")
        if view.revealed[seat]:
            text.append("\n" + _(", ").join(declaration_words(d) for d in view.revealed[seat]))
        if any(s is seat for s, _ in view.belotes):
            text.append("\n" + _("Belote!"), style="bold")
        return text


class BelotTrick(Piece[BelotSnapshot]):
    """The trick's cards, each in front of its seat, round the contract (or the auction)."""

    snap: BelotSnapshot | None = None

    def update_table(self, snap: BelotSnapshot) -> None:
        """Redraw for ``snap``."""
        self.snap = snap
        self.refresh()

    def render(self) -> RenderableType:
        """A 3×3 grid: the top, left, right and bottom cards round the middle."""
        snap = self.snap
        if snap is None or snap.view is None:
            return Text(tr("Waiting for the deal"), style="italic")
        face = face_for(self.content_size, large=False)
        plays, winner = trick_plays(snap)
        slots = played_slots(plays, winner, face, snap.relative)
        return trick_grid(slots, show_text(middle_text(snap.view, snap)), face)


def middle_text(view: BelotView, snap: BelotSnapshot) -> Text:
    """The middle of the felt: the auction's standing bid, or the contract and its stakes."""
    auction = view.auction
    text = Text(justify="center")
    if view.phase is Phase.AUCTION:
        text.append(_("Auction") + "\n", style="bold")
        if auction.contract is None or auction.bidder is None:
            text.append(_("no bid yet"), style="italic")
        else:
            text.append(contract_words(auction.contract, auction.multiplier))
            by = _("by {name}").format(name=snap.names[auction.bidder])
            text.append(f"\n{by}", style="italic")
        return text
    contract = auction.contract
    if contract is None:
        text.append(_("All passed"), style="bold")
        return text
    text.append(contract_words(contract), style="bold")
    trumps = {None: N_("no trumps"), contract.trump: N_("trumps")}
    kind = N_("all trumps") if contract is Contract.ALL_TRUMPS else trumps[contract.trump]
    text.append("\n" + _(kind), style="italic")
    if auction.multiplier > 1:
        text.append(f"\n×{auction.multiplier}", style="bold")
    return text


def trick_plays(snap: BelotSnapshot) -> tuple[Plays, Seat | None]:
    """The cards on the felt with their seats, and the seat winning them."""
    view = snap.view
    assert view is not None
    last = snap.last_trick()
    contract = view.auction.contract
    if (snap.show_last_trick or not view.trick) and last is not None:
        order = turn_order(last.leader, view.rules)
        return list(zip(order, last.cards, strict=True)), last.winner
    if view.leader is None or not view.trick or contract is None:
        return [], None
    seats = turn_order(view.leader, view.rules)[: len(view.trick)]
    winner = seats[winning_position(view.trick, contract)]
    return list(zip(seats, view.trick, strict=True)), winner


class BelotTrickNote(Piece[BelotSnapshot]):
    """One line across the felt: which trick, who led, who is ahead or won it."""

    def update_table(self, snap: BelotSnapshot) -> None:
        """Redraw for ``snap``."""
        view = snap.view
        if view is None or view.phase is Phase.AUCTION or view.leader is None:
            self.update("")
            return
        names = snap.names
        last = snap.last_trick()
        number = len(view.tricks)
        if (snap.show_last_trick or not view.trick) and last is not None:
            leader, won = names[last.leader], names[last.winner]
            note = won_note(number, leader, won, again=snap.show_last_trick)
        elif not view.trick:
            note = Text(lead_note(number + 1, names[view.leader]))
        else:
            winner = trick_plays(snap)[1]
            assert winner is not None
            note = ahead_note(number + 1, names[view.leader], names[winner])
        if view.phase is Phase.FINISHED:
            note = Text(_("Deal {number} is over").format(number=snap.deal_number))
        note.stylize("italic")
        self.update(show_text(note))


class BelotPanel(SidePanel[BelotSnapshot]):
    """A side-column panel redrawn from each snapshot."""


def score_line(snap: BelotSnapshot) -> Text:
    """``Ние 40 · Вие 22``, each in its team's colour."""
    us = snap.us
    text = Text()
    for index, team in enumerate((us, us.other)):
        if index:
            text.append(" · ")
        colour = snap.palette.team(team, us)
        text.append(f"{team_label(team, us)} {snap.scores[team]}", style=f"bold {colour}")
    return text


class BelotContractPanel(BelotPanel):
    """The contract with its stakes and bidder, the match score and the hanging points."""

    TITLE = N_("Contract")

    def update_table(self, snap: BelotSnapshot) -> None:
        """Show the deal's contract and the match."""
        view = snap.view
        self.border_title = (
            tr("Contract")
            if view is None
            else tr("Contract · deal {number}", number=snap.deal_number)
        )
        self.border_subtitle = tr("first to {target}", target=snap.target)
        text = Text()
        if view is None:
            text.append(_("No deal yet"))
        else:
            auction = view.auction
            standing = contract_words(auction.contract, auction.multiplier)
            if auction.bidder is None:
                text.append(standing if view.phase is Phase.AUCTION else _("All passed"))
            else:
                lead = _("Bid so far: {contract}") if view.phase is Phase.AUCTION else "{contract}"
                text.append(lead.format(contract=standing), style="bold")
                by = _("by {name}, {team}").format(
                    name=snap.names[auction.bidder], team=team_label(auction.bidder.team, snap.us)
                )
                text.append(f"\n{by}")
        text.append("\n").append_text(score_line(snap))
        carried = snap.hanging if view is None or view.phase is Phase.FINISHED else view.hanging_in
        if carried:
            when = (
                ngettext(
                    "Hanging: {count} point waits for the next deal",
                    "Hanging: {count} points wait for the next deal",
                    carried,
                )
                if view is None or view.phase is Phase.FINISHED
                else ngettext(
                    "Hanging: {count} point rides on this deal",
                    "Hanging: {count} points ride on this deal",
                    carried,
                )
            )
            text.append("\n" + when.format(count=carried), style="bold")
        self.update(show_text(text))


class BelotLedger(BelotPanel):
    """The score sheet: one row per deal under Ние (we) and Вие (you), then the totals."""

    TITLE = N_("Score sheet")

    def update_table(self, snap: BelotSnapshot) -> None:
        """Every finished deal, the hanging points, the totals."""
        us = snap.us
        grid = Table.grid(padding=(0, 1))
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column(no_wrap=True, overflow="ellipsis")
        # The game's own words head the columns, narrow enough for the side column at
        # 80 columns; their gloss in the player's words goes under the sheet, on its own row.
        ours_heading, theirs_heading = (Text(word, "bold") for word in SHEET_WORDS)
        grid.add_row("", ours_heading, theirs_heading, "")
        for number, row in enumerate(snap.deals, start=1):
            note = (
                tr("all pass")
                if row.all_pass
                else (tr("{points} hang", points=row.hanging) if row.hanging else "")
            )
            ours, theirs = row.points[us], row.points[us.other]
            grid.add_row(f"{number}.", str(ours), str(theirs), Text(note, style="italic"))
        grid.add_row(
            "=", Text(str(snap.scores[us]), "bold"), Text(str(snap.scores[us.other]), "bold"), ""
        )
        self.border_subtitle = f"{us.short} = {SHEET_WORDS[0]}"
        gloss = Text(" · ".join(tr(word) for word in LEDGER_HEADINGS), style=snap.palette.muted)
        self.update(Group(grid, gloss))


class BelotBidding(BelotPanel):
    """The auction of this deal, call by call, contra and recontra included."""

    TITLE = N_("Bidding")

    def update_table(self, snap: BelotSnapshot) -> None:
        """One line per call."""
        view = snap.view
        if view is None:
            self.update("")
            return
        calls = [a for a in view.history if isinstance(a, (Pass, Bid, Contra, Recontra))]
        lines = Text()
        for index, call in enumerate(calls):
            if index:
                lines.append("\n")
            colour = snap.palette.team(call.seat.team, snap.us)
            lines.append(snap.names[call.seat], style=colour)
            lines.append(f" {call_words(call)}", style="bold" if not isinstance(call, Pass) else "")
        self.update(
            show_text(lines) if calls else Text(tr("nobody has spoken yet"), style="italic")
        )


def log_lines(events: Sequence[TableEvent]) -> list[Text]:
    """The log's lines for ``events``: the deal's start and end, and the match's, in bold."""
    marked = ("deal_over", "match_over", "dealt")
    return [Text(event.words, style="bold" if event.kind in marked else "") for event in events]


class BelotButton(BarButton):
    """A focusable button for one call, declaration or the belote switch."""

    def __init__(self, action: Action | None, key: str, label: str) -> None:
        super().__init__(Text(show(label)), action, key, id=f"belot-{key}")


class BelotActions(ButtonBar):
    """The numbered calls or declarations of the person to act, and the belote switch."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.choices: tuple[Choice[Action], ...] = ()
        self.switch = ""
        """The belote switch's label (empty: no switch now)."""

    def show(
        self, choices: Sequence[Choice[Action]], switch: str = "", *, focus: int | None = None
    ) -> None:
        """Offer ``choices`` under keys 1-9, and the belote switch if ``switch`` is set."""
        state = (tuple(choices), switch)
        changed = state != (self.choices, self.switch)
        self.choices, self.switch = state
        self.redraw(changed, focus)

    @property
    def numbered(self) -> Sequence[Action]:
        """The calls or declarations offered."""
        return [c.action for c in self.choices]

    def buttons(self) -> list[BarButton]:
        """A button per choice, numbered, then the belote switch under b."""
        buttons: list[BarButton] = [
            BelotButton(c.action, str(n) if n <= 9 else " ", c.label)
            for n, c in enumerate(self.choices, start=1)
        ]
        if self.switch:
            buttons.append(BelotButton(None, "b", self.switch))
        return buttons
