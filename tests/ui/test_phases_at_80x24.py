"""Each phase of a hand at 80×24, read as a player would, in English and in Arabic.

Seeded positions from the bidding's first round to the hand's summary. For each, the
screen must hold what the decision needs without scrolling: who said what beside each
seat (or, on trick 1, who announced which project), the contract and both teams'
totals, whose turn it is on one row, and Quit in the footer.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from rich.cells import cell_len

from baloot_tui.core.seats import Seat
from baloot_tui.core.table import make_table
from baloot_tui.games.baloot.rules.actions import Action, Bid, Call, Declare, Pass, PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.tui.dialogs import HandSummary, SawaDialog
from baloot_tui.games.baloot.tui.felt import BalootFelt
from baloot_tui.games.baloot.tui.panels import latest_calls
from baloot_tui.games.baloot.tui.render import kinds_text
from baloot_tui.games.baloot.tui.snapshot import TableSnapshot
from baloot_tui.play.driver import MatchSetup
from baloot_tui.store.settings import Settings
from baloot_tui.text.i18n import _
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.screens.table import TableScreen
from baloot_tui.tui.widgets.table import TurnBanner
from tests.driver_kit import baloot_driver
from tests.engine.claims_kit import claim_position, seated
from tests.ui.ui_kit import (
    AppFactory,
    felt_of,
    key_for,
    open_table_with,
    play_until_summary,
    screen_text,
    settle,
    table_of,
    text_of,
)

S, E, N, W = Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST
SIZE = (80, 24)
LANGUAGES = ["en", "ar"]


def dealt_by_south(seed: int = 3) -> MatchState:
    """South deals, so East, North and West speak before South."""
    return new_match(first_dealer=S).deal_random(random.Random(seed))


def played(match: MatchState, *script: Action) -> MatchState:
    for action in script:
        match = match.apply(action)
    return match


def round_two() -> MatchState:
    """Everybody passed round 1; East, North and West pass again before South."""
    return played(dealt_by_south(), Pass(E), Pass(N), Pass(W), Pass(S), Pass(E), Pass(N), Pass(W))


def doubling() -> MatchState:
    """East's Hokum confirmed, North declines to double: South may double."""
    match = played(dealt_by_south(), Bid(E, Call.HOKUM), Pass(N), Pass(W), Pass(S))
    confirm = next(a for a in match.legal_actions() if isinstance(a, Bid))
    return played(match, confirm, Pass(N))


def trick_one() -> MatchState:
    """South buys Sun after three passes; East leads trick 1 (projects are announced)."""
    return played(dealt_by_south(), Pass(E), Pass(N), Pass(W), Bid(S, Call.SUN))


def mid_hand() -> MatchState:
    """Trick 1's position played on, declaring nothing, until South plays in trick 4."""
    match = trick_one()
    while True:
        hand = match.current
        assert hand is not None
        legal = match.legal_actions()
        view = hand.view(S)
        if hand.to_act is S and len(view.tricks) >= 3 and isinstance(legal[0], PlayCard):
            return match
        quiet = next((a for a in legal if isinstance(a, Declare) and not a.projects), None)
        match = match.apply(quiet or legal[0])


@pytest.fixture(params=LANGUAGES)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param


async def table_at(app: BalootApp, match: MatchState) -> TableScreen:
    open_table_with(app, match, humans=1)
    return table_of(app)


def snap_of(app: BalootApp) -> TableSnapshot:
    snap = felt_of(app).snap
    assert snap is not None and snap.view is not None
    return snap


def check_frame(app: BalootApp) -> str:
    """The whole screen fits 80×24, the turn line is one row, Quit is in the footer."""
    text = screen_text(app)
    lines = text.splitlines()
    assert len(lines) == SIZE[1] and all(cell_len(line) <= SIZE[0] for line in lines)
    assert _("Quit") in lines[-1], lines[-1]
    return text


def check_table(app: BalootApp) -> None:
    """The turn line on one row, the contract and both totals pinned."""
    check_frame(app)
    table = table_of(app)
    banner = table.query_one("#banner")
    assert banner.region.height == 1
    said = text_of(app, banner).strip()
    assert said and not said.endswith("…"), said
    contract = text_of(app, table.query_one("#contract"))
    snap = snap_of(app)
    us, them = (heading.split()[0] for heading in snap.ledger_headings)
    assert us in contract and them in contract, contract


def check_calls_beside_seats(app: BalootApp) -> None:
    """Each seat that spoke shows what it said last, in its own box."""
    snap = snap_of(app)
    table = table_of(app)
    assert snap.view is not None
    calls = latest_calls(snap.view)
    assert calls
    for seat, said in calls.items():
        box = " ".join(text_of(app, table.query_one(f"#seat-{snap.relative(seat)}")).split())
        assert said in box, (seat, said, box)


async def test_bidding_round_one(app_factory: AppFactory, lang: str) -> None:
    app = app_factory(start="menu", lang=lang, arabic="logical")
    async with app.run_test(size=SIZE) as pilot:
        await table_at(app, dealt_by_south())
        await settle(pilot)
        view = snap_of(app).view
        assert view is not None and view.to_act is S and view.phase is Phase.BIDDING
        assert len(latest_calls(view)) == 3
        check_table(app)
        check_calls_beside_seats(app)


async def test_bidding_round_two(app_factory: AppFactory, lang: str) -> None:
    app = app_factory(start="menu", lang=lang, arabic="logical")
    async with app.run_test(size=SIZE) as pilot:
        await table_at(app, round_two())
        await settle(pilot)
        snap = snap_of(app)
        assert snap.view is not None and snap.view.bidding.round_number == 2
        check_table(app)
        check_calls_beside_seats(app)
        assert _("wala (pass)") in screen_text(app)


async def test_doubling(app_factory: AppFactory, lang: str) -> None:
    app = app_factory(start="menu", lang=lang, arabic="logical")
    async with app.run_test(size=SIZE) as pilot:
        await table_at(app, doubling())
        await settle(pilot)
        view = snap_of(app).view
        assert view is not None and view.phase is Phase.DOUBLING and view.to_act is S
        check_table(app)
        check_calls_beside_seats(app)
        assert _("no raise") in text_of(app, table_of(app).query_one("#seat-top"))


async def test_trick_one_with_projects(app_factory: AppFactory, lang: str) -> None:
    app = app_factory(start="menu", lang=lang, arabic="logical")
    async with app.run_test(size=SIZE) as pilot:
        await table_at(app, trick_one())
        await settle(pilot)
        snap = snap_of(app)
        view = snap.view
        assert view is not None and view.phase is Phase.PLAYING and not view.tricks
        check_table(app)
        table = table_of(app)
        heard = [seat for seat in (E, N, W) if view.announced[seat] is not None]
        assert heard, "the bots before South announced"
        for seat in heard:
            box = " ".join(text_of(app, table.query_one(f"#seat-{snap.relative(seat)}")).split())
            kinds = view.announced[seat]
            assert kinds is not None and kinds_text(kinds) in box, box


async def test_mid_hand(app_factory: AppFactory, lang: str) -> None:
    app = app_factory(start="menu", lang=lang, arabic="logical")
    async with app.run_test(size=SIZE) as pilot:
        await table_at(app, mid_hand())
        await settle(pilot)
        check_table(app)
        table = table_of(app)
        view = snap_of(app).view
        assert view is not None
        contract = " ".join(text_of(app, table.query_one("#contract")).split())
        tricks = _("tricks us {us} · them {them}").split("{")[0].strip()
        assert tricks in contract, contract
        assert text_of(app, table.query_one("#trick-note")).strip()
        log = table.query_one("#log")
        assert log.region.height > 2 and table.query_one("#side").region.contains_region(
            log.region
        ), "the log is in sight while playing"


async def test_a_sawa_claim_against_you(app_factory: AppFactory, lang: str) -> None:
    app = app_factory(start="menu", lang=lang, arabic="logical")
    async with app.run_test(size=SIZE) as pilot:
        match, claimer = claim_position(holds=True, claimer=E)
        app.open_table(seated(match, S, claimer))
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, SawaDialog) and dialog.asked == (S,)
        text = check_frame(app)
        hand = match.current
        assert hand is not None
        assert all(card.label in text for card in hand.hands[E]), "the claimer's hand"
        assert _("Accept (a)") in text and _("Refuse (r)") in text
        said = table_of(app).query_one(TurnBanner).said
        claimed = _("Sawa claimed by {name} from trick {number}, showing {cards}")
        assert claimed.split("{")[0].strip() in said and _("is thinking") not in said, said


async def test_the_hand_summary(app_factory: AppFactory, lang: str) -> None:
    app = app_factory(lang=lang, arabic="logical")
    async with app.run_test(size=SIZE) as pilot:
        await play_until_summary(pilot, lambda action: pilot.press(key_for(app, action)))
        await settle(pilot)
        summary = app.screen
        assert isinstance(summary, HandSummary)
        check_frame(app)
        seen = " ".join(text_of(app, summary.query_one("#summary-scroll")).replace("█", "").split())
        story = summary.story()
        assert story and all(" ".join(line.split()) in seen for line in story), seen
        assert text_of(app, summary.query_one("#continue")).strip()


async def test_your_sawa_turn_keeps_quit_in_the_footer(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        match, claimer = claim_position(holds=True, claimer=S)
        app.open_table(seated(match, claimer))
        await settle(pilot)
        footer = check_frame(app).splitlines()[-1]
        assert "s Sawa" in footer and "+- Speed" in footer, footer


@pytest.mark.parametrize(("size", "spelt"), [((80, 24), False), ((120, 40), True)])
async def test_the_turn_line_is_long_where_there_is_room(
    app_factory: AppFactory, size: tuple[int, int], spelt: bool
) -> None:
    """The Sun from West "before you": the keys spelt out only at 120 columns."""
    app = app_factory(start="menu")
    async with app.run_test(size=size) as pilot:
        west_deals = new_match(first_dealer=W).deal_random(random.Random(3))
        sun = played(west_deals, Pass(S), Pass(E), Pass(N), Bid(W, Call.SUN))
        await table_at(app, sun)
        await settle(pilot)
        banner = table_of(app).query_one("#banner")
        said = text_of(app, banner).strip()
        assert banner.region.height == 1 and "(before you) or pass" in said, said
        assert ("←→ ⏎ or click" in said) is spelt and said.endswith(": 1-2") is not spelt


def test_the_match_end_names_the_teams_by_their_players() -> None:
    driver = baloot_driver(MatchSetup(1, make_table(1)), match=dealt_by_south())
    score = BalootFelt(driver, Settings()).match_end().score
    names = driver.table.names
    assert score.startswith(
        f"Final score: {names[S]} and {names[N]} 0 – {names[E]} and {names[W]} 0"
    )
    assert "NS" not in score and "EW" not in score


async def test_the_palette_offers_only_what_applies_while_bidding(app_factory: AppFactory) -> None:
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert app.saves_of(table.driver.game.key).has_save(), "the match at the table is saved"
        titles = [command.title for command in app.get_system_commands(table)]
        assert "Claim Sawa" not in titles and "Show last trick" not in titles
        assert "Continue saved match" not in titles, "the saved match is the one at the table"
        assert "Rules" in titles and "Settings" in titles
