"""Pilot tests of the table's layout at 80×24 and 120×40: what a decision needs is in sight.

The contract, the trump on the table and both teams' totals with the coach on; button
labels that wrap instead of being cut; the too-small notice; footer keys that work now;
notices that neither pile up nor cover the hand; marks that do not rely on colour.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widget import Widget

from baloot_tui.core.cards import Rank
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.events import ProjectsDeclared
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Bid,
    Call,
    Declare,
    Double,
    DoubleStep,
    Pass,
    PlayCard,
)
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.tui.coach import CoachPanel
from baloot_tui.games.baloot.tui.dialogs import HandSummary
from baloot_tui.games.baloot.tui.render import event_text
from baloot_tui.games.baloot.tui.widgets import ActionBar, ActionButton, TrickArea, TrickNote
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.layout import MIN_SIZE, TooSmallNotice
from baloot_tui.tui.widgets.hand import CardWidget
from baloot_tui.tui.widgets.table import pack_rows
from tests.sampling import sweep
from tests.ui.ui_kit import (
    AppFactory,
    at_both_sizes,
    dismiss_privacy,
    felt_of,
    key_for,
    open_table_with,
    play_until_summary,
    press,
    settle,
    table_of,
)

S, E, N, W = Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST
"""West deals first, so South speaks first."""


# ---------------------------------------------------------------- helpers


def region_text(app: BalootApp, region: Region) -> list[str]:
    """The lines the top screen draws inside ``region``."""
    strips = app.screen._compositor.render_strips()
    lines = [strip.text for strip in strips]
    return [line[region.x : region.right] for line in lines[region.y : region.bottom]]


def drawn(app: BalootApp, widget: Widget) -> str:
    """What ``widget`` shows on screen now (its whole region must be in sight)."""
    assert widget.region.area > 0, f"{widget!r} is not drawn"
    screen = app.screen.region
    assert screen.contains_region(widget.region), f"{widget!r} is cut by the screen's edge"
    return "\n".join(region_text(app, widget.content_region))


def words(text: str) -> str:
    """``text`` with its line breaks and runs of spaces as single spaces (wrapped lines)."""
    return " ".join(text.split())


def footer_text(app: BalootApp) -> str:
    """The footer line."""
    return region_text(app, app.screen.region)[-1]


def played(match: MatchState, *script: Action) -> MatchState:
    """``match`` (dealt) after ``script``."""
    for action in script:
        match = match.apply(action)
    return match


def dealt(seed: int = 3) -> MatchState:
    """A first hand dealt by West (South speaks first) from ``seed``."""
    return new_match(first_dealer=W).deal_random(random.Random(seed))


def to_south_card(match: MatchState) -> MatchState:
    """Pass every remaining call and declare nothing until South must play a card."""
    while True:
        hand = match.current
        assert hand is not None
        legal = match.legal_actions()
        if hand.to_act is S and hand.phase is Phase.PLAYING and isinstance(legal[0], PlayCard):
            return match
        declare = next((a for a in legal if isinstance(a, Declare) and not a.projects), None)
        passes = next((a for a in legal if isinstance(a, Pass)), None)
        match = match.apply(declare or passes or legal[0])


def doubled_hokum() -> MatchState:
    """South's Hokum in the face-up suit, doubled closed by East, at South's first card."""
    match = dealt()
    hand = match.current
    assert hand is not None
    face = hand.view(S).face_card.suit
    match = played(match, Bid(S, Call.HOKUM), Pass(E), Pass(N), Pass(W), Bid(S, Call.CONFIRM, face))
    match = match.apply(Double(E, DoubleStep.DOUBLE, True))
    return to_south_card(match)


async def at_table(pilot: Pilot[None], app: BalootApp, match: MatchState) -> None:
    """Open ``match`` with South the only person and let the bots move."""
    open_table_with(app, match, humans=1)
    await settle(pilot)


# ---------------------------------------------------------------- point 1


@at_both_sizes(0)
async def test_contract_trump_and_score_stay_in_sight_with_the_coach_on(
    app_factory: AppFactory, size: tuple[int, int]
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=size) as pilot:
        await at_table(pilot, app, doubled_hokum())
        table = table_of(app)
        await press(pilot, "c")
        assert table.query_one(CoachPanel).enabled
        snap = felt_of(app).snap
        view = snap.view if snap is not None else None
        assert view is not None and view.trump is not None
        trump = view.trump.symbol
        contract = drawn(app, table.query_one("#contract"))
        assert f"Hokum {trump} ×2 closed" in contract
        assert "buyer You (us)" in contract
        assert "لنا us 0" in contract and "لهم them 0" in contract
        assert "tricks us 0 · them 0" in contract
        on_the_felt = drawn(app, table.query_one(TrickArea))
        assert f"Hokum {trump}" in on_the_felt and "trumps" in on_the_felt
        assert "×2 closed" in on_the_felt
        assert "YOUR TURN" in drawn(app, table.query_one("#banner"))
        assert drawn(app, table.query_one("#hand"))
        coach = table.query_one(CoachPanel)
        assert coach.region.area > 0, "the coach is drawn as well"


@at_both_sizes(1)
async def test_the_trick_and_whose_turn_show_in_play(
    app_factory: AppFactory, size: tuple[int, int]
) -> None:
    """Seed 7: South bids Sun and plays; the next time South plays, a trick is on the felt."""
    app = app_factory()
    async with app.run_test(size=size) as pilot:
        await press(pilot, "3", "c", "1")
        table = table_of(app)
        snap = felt_of(app).snap
        view = snap.view if snap is not None else None
        assert view is not None and view.trick, "cards lie on the table"
        felt = drawn(app, table.query_one(TrickArea))
        assert "Sun" in felt and "no trumps" in felt
        note = drawn(app, table.query_one(TrickNote)).strip()
        assert note.startswith("Trick ") and note.endswith(" ahead") and "\n" not in note
        assert "▶" in drawn(app, table.query_one("#seat-bottom"))


async def test_a_finished_trick_note_is_one_sentence(app_factory: AppFactory) -> None:
    """At 80×24 "Trick 1: ★ won by …" reads across one row, nothing beside it."""
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "3", "1")
        table = table_of(app)
        table.show_last_trick = True
        table.redraw()
        await settle(pilot)
        note = drawn(app, table.query_one(TrickNote)).strip()
        assert note.startswith("Last trick 1: ▸ ") and " led, ★ won by " in note
        assert "\n" not in note
        assert "Trick" not in drawn(app, table.query_one(TrickArea)), "only cards beside cards"


async def test_the_sun_caller_is_no_buyer_while_before_you_is_open(
    app_factory: AppFactory,
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_table(pilot, app, played(dealt(), Pass(S), Pass(E), Pass(N), Bid(W, Call.SUN)))
        table = table_of(app)
        west = table.driver.table.names[W]
        contract = words(drawn(app, table.query_one("#contract")))
        assert f"Sun called by {west}" in contract and "buyer" not in contract
        assert "before you" in contract
        assert "Sun pending" in words(drawn(app, table.query_one("#seat-left")))
        banner = words(drawn(app, table.query_one("#banner")))
        assert f"take the Sun from {west} (before you) or pass" in banner


async def test_the_status_line_names_the_confirm_or_switch_step(
    app_factory: AppFactory,
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=(80, 24)) as pilot:
        match = played(dealt(), Bid(S, Call.HOKUM), Pass(E), Pass(N), Pass(W))
        await at_table(pilot, app, match)
        table = table_of(app)
        assert "confirm your Hokum or switch to Sun" in drawn(app, table.query_one("#banner"))
        contract = words(drawn(app, table.query_one("#contract")))
        assert "Hokum" in contract and "called by You" in contract
        assert "You: confirm or switch to Sun" in contract


@at_both_sizes(0)
async def test_bid_buttons_wrap_instead_of_being_cut(
    app_factory: AppFactory, size: tuple[int, int]
) -> None:
    """Round 2's confirm: three Hokum suits and "4 Switch to Sun", every label whole."""
    app = app_factory(start="menu")
    async with app.run_test(size=size) as pilot:
        round_one = (Pass(S), Pass(E), Pass(N), Pass(W))
        match = played(dealt(), *round_one, Bid(S, Call.HOKUM), Pass(E), Pass(N), Pass(W))
        await at_table(pilot, app, match)
        bar = table_of(app).query_one(ActionBar)
        buttons = list(bar.query(ActionButton))
        assert [b.key_hint for b in buttons] == ["1", "2", "3", "4"]
        shown = drawn(app, bar)
        for button in buttons:
            assert bar.region.contains_region(button.region), button.label
            assert str(button.label) in shown.replace("\n", " ") or button.size.height > 1
        assert "4 Switch to Sun" in shown


@pytest.mark.parametrize(
    ("widths", "room", "rows"),
    [
        ([9, 11, 8], 48, [[9, 11, 8]]),
        ([12, 12, 12, 17], 48, [[12, 12, 12], [17]]),
        ([30, 30], 48, [[30], [30]]),
        ([60, 5], 48, [[60], [5]]),
        ([10, 10], 0, [[10, 10]]),
        ([], 48, []),
    ],
)
def test_action_rows_are_packed_in_order(
    widths: list[int], room: int, rows: list[list[int]]
) -> None:
    assert pack_rows(widths, room) == rows


async def test_the_hand_summary_buttons_show_without_tab(app_factory: AppFactory) -> None:
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await play_until_summary(pilot, lambda action: pilot.press(key_for(app, action)))
        summary = app.screen
        assert isinstance(summary, HandSummary)
        assert "Next hand (Enter)" in drawn(app, summary.query_one("#continue"))
        assert "Review my decisions" in drawn(app, summary.query_one("#review"))
        assert "Continue" in footer_text(app)


@pytest.mark.parametrize("size", sweep([(79, 24), (80, 23), (60, 20)]))
async def test_below_80x24_the_app_says_how_big_it_must_be(
    app_factory: AppFactory, size: tuple[int, int]
) -> None:
    app = app_factory()
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        table = table_of(app)
        notice = drawn(app, table.query_one(TooSmallNotice))
        assert f"{size[0]}×{size[1]}" in notice
        assert f"at least {MIN_SIZE.width}×{MIN_SIZE.height}" in notice
        assert table.query_one("#body").region.area == 0
        assert "Choose" not in footer_text(app) and "Quit" in footer_text(app)
        before = table.driver.match
        await press(pilot, "1", "enter", "space", "right")
        assert table.driver.match is before, "no key acts on a table out of sight"
        await pilot.resize_terminal(*MIN_SIZE)
        await settle(pilot)
        assert table.query_one(TooSmallNotice).region.area == 0
        assert "Bidding, round 1" in drawn(app, table.query_one("#contract"))


@at_both_sizes(1)
async def test_large_terminals_get_larger_cards(
    app_factory: AppFactory, size: tuple[int, int]
) -> None:
    app = app_factory()
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        card = table_of(app).query(CardWidget).first()
        assert card.outer_size.height == (5 if size == (120, 40) else 4)


# ---------------------------------------------------------------- point 3


async def test_the_footer_shows_only_the_keys_that_work_now(app_factory: AppFactory) -> None:
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        bidding = footer_text(app)
        assert "Choose" in bidding and "+- Speed" in bidding and "Coach" in bidding
        assert "Play" not in bidding and "Sawa" not in bidding and "Last trick" not in bidding
        await press(pilot, "up")
        assert isinstance(app.screen.focused, CardWidget), "a card has the focus while bidding"
        assert "Play" not in footer_text(app), "Enter does not play while bidding"
        await press(pilot, "3")
        playing = footer_text(app)
        assert "⏎ Play" in playing and "Sawa" not in playing
        assert "Last trick" not in playing, "South leads the first trick"
        await press(pilot, "1")
        assert "l Last trick" in footer_text(app)
        assert felt_of(app).snap is not None
        assert ("s Sawa" in footer_text(app)) == bool(felt_of(app).bar.extra)


@at_both_sizes(0)
async def test_two_digit_cards_line_up(app_factory: AppFactory, size: tuple[int, int]) -> None:
    """Seed 7 deals South a 10: its suit sits in the same column of its box as every other."""
    app = app_factory()
    async with app.run_test(size=size) as pilot:
        await press(pilot, "3")
        cards = list(table_of(app).query(CardWidget))
        assert any(card.card.rank is Rank.TEN for card in cards)
        columns = set()
        for card in cards:
            lines = region_text(app, card.region)
            symbol = card.card.suit.symbol
            columns.add(next(line.index(symbol) for line in lines if symbol in line))
        assert len(columns) == 1


async def test_the_privacy_screen_has_a_footer(app_factory: AppFactory) -> None:
    app = app_factory(humans=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        footer = footer_text(app)
        assert "I am ready" in footer and "Quit" in footer
        assert await dismiss_privacy(pilot)


# ---------------------------------------------------------------- notices


async def test_notices_replace_each_other_and_never_cover_the_hand(
    app_factory: AppFactory,
) -> None:
    """Seed 7 after Sun and one card: South must follow, so some cards are forbidden."""
    app = app_factory()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await press(pilot, "3", "1")
        table = table_of(app)
        forbidden = [card for card in table.query(CardWidget) if card.has_class("-illegal")]
        assert len(forbidden) >= 2
        for card in forbidden:
            await pilot.click(card)
            await settle(pilot)
        toasts = list(app.screen.query("Toast"))
        assert len(toasts) == 1, "one notice at a time"
        assert forbidden[-1].card.suit.symbol in str(toasts[0].render())
        keep_clear: Iterable[Widget] = (
            table.query_one("#hand"),
            table.query_one("#actions"),
            table.query_one("#contract"),
        )
        for widget in keep_clear:
            assert not toasts[0].region.overlaps(widget.region), widget


# ---------------------------------------------------------------- point 9


async def test_forbidden_cards_are_marked_without_colour(
    app_factory: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.no_color
        await press(pilot, "3", "1")
        cards = list(table_of(app).query(CardWidget))
        forbidden = [card for card in cards if card.has_class("-illegal")]
        assert forbidden and len(forbidden) < len(cards)
        for card in cards:
            struck = any("strike" in str(span.style) for span in card.render().spans)
            dashed = card.styles.border_top[0] == "dashed" or card.has_focus
            assert struck == card.has_class("-illegal")
            assert dashed or not card.has_class("-illegal")


def test_you_declare_no_project() -> None:
    names = ("You", "Faisal", "Noura", "Waleed")
    assert str(event_text(ProjectsDeclared(S, ()), names)) == "You declare no project"
    assert str(event_text(ProjectsDeclared(E, ()), names)) == "Faisal declares no project"


async def test_the_score_panel_names_our_team(app_factory: AppFactory) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        ledger = drawn(app, table_of(app).query_one("#ledger"))
        assert "us: You and Noura" in ledger and "NS" not in ledger
