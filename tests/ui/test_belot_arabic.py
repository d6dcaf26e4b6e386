"""The Belot table in Arabic at 80×24, in each display mode: a whole deal, nothing cut off.

The score sheet keeps the game's own Bulgarian words (Ние / Вие), glossed لنا / لهم.
"""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len

from baloot_tui.core.table import make_table
from baloot_tui.games.belot.game import BelotGame
from baloot_tui.games.belot.rules.actions import Contra, Declare
from baloot_tui.games.belot.rules.tricks import CardOption, Obligation
from baloot_tui.games.belot.tui.felt import BelotDealSummary
from baloot_tui.games.belot.tui.widgets import (
    BelotActions,
    BelotButton,
    BelotContractPanel,
    BelotLedger,
)
from baloot_tui.games.belot.words import reason_words
from baloot_tui.play.driver import MatchDriver, MatchSetup
from baloot_tui.text.arabic import Shown, arabic_text
from baloot_tui.text.i18n import use
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.screens.table import TableScreen
from baloot_tui.tui.widgets.footer import KeyFooter
from baloot_tui.tui.widgets.panels import EventLog
from baloot_tui.tui.widgets.table import TurnBanner
from tests.sampling import sweep
from tests.ui.belot_kit import belot_table, play_to_summary
from tests.ui.ui_kit import AppFactory, messages, on_screen, screen_text, settle, text_of

ARABIC = re.compile("[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]")
"""An Arabic letter as stored or in a presentation form (visual mode prints those)."""
FIRST_BID_WORDS = ["دورك", "بس", "زايد", "كله حكم", "العقد", "لنا", "لهم", "القائمة"]
"""The table at the first call: banner, buttons, contract panel, score sheet, footer."""
ENGLISH = re.compile(
    r"\b(YOUR TURN|Pass|Bid|Contract|Score sheet|Bidding|Log|Deal|Trick|Menu|Match|"
    r"first to|Hanging|passes|bids|plays|deals|won)\b"
)
"""English words of the Belot table that the Arabic one must not show."""


def assert_whole_screen(app: BalootApp) -> None:
    """80×24, every line 80 cells: nothing pushed past the edge."""
    lines = screen_text(app).splitlines()
    assert len(lines) == 24 and {cell_len(line) for line in lines} == {80}


@pytest.mark.parametrize("mode", sweep(["visual", "logical"]))
async def test_a_belot_deal_in_arabic_at_80_by_24(app_factory: AppFactory, mode: Shown) -> None:
    app = app_factory(game="belot", arabic=mode, lang="ar", seed=12)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = belot_table(app)
        assert_whole_screen(app)
        text = screen_text(app)
        for word in FIRST_BID_WORDS:
            assert on_screen(arabic_text(word, mode)) in text, word
        assert "Ние" in text and "Вие" in text  # the game's own score-sheet words stay
        for widget in (TurnBanner, BelotActions, BelotContractPanel, BelotLedger, KeyFooter):
            drawn = text_of(app, table.query_one(widget))
            assert ARABIC.search(drawn) and not ENGLISH.search(drawn), (widget.__name__, drawn)
        banner = table.query_one(TurnBanner)
        said = str(banner.render())
        assert cell_len(said) <= banner.content_region.width and on_screen(said) in text
        for button in table.query(BelotButton):
            label = str(button.label)
            assert cell_len(label) + 2 <= button.region.width and on_screen(label) in text

        await play_to_summary(pilot)
        assert isinstance(app.screen, BelotDealSummary)
        assert_whole_screen(app)
        summary = screen_text(app)
        assert on_screen(arabic_text("التوزيعة 1", mode)) in summary, summary
        assert on_screen(arabic_text("الصكة", mode)) in summary and not ENGLISH.search(summary)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        logged = [line.text for line in table.query_one(EventLog).lines]
        assert logged and not any(ENGLISH.search(line) for line in logged), logged
        assert_whole_screen(app)


def test_every_card_reason_the_engine_gives_is_translated_with_its_values() -> None:
    """Over whole bot matches, each card's reason reads back from the engine's sentence:
    the same sentence in English, an Arabic one keeping its suits and cards in Arabic."""
    seen: set[tuple[Obligation, bool]] = set()
    for seed in range(1, 4):
        bots = MatchDriver(BelotGame(), MatchSetup(seed, make_table(0)))
        while not bots.is_over and len(bots.match.hands) < 4:
            hand = bots.match.current
            if bots.needs_deal:
                bots.deal_next()
                continue
            assert hand is not None
            if hand.play is not None and not isinstance(hand.legal_actions()[0], Declare):
                for option in hand.card_options():
                    assert_reason_translated(option)
                    seen.add((option.obligation, option.legal))
            bots.play_bot_turn()
    assert len(seen) >= 8  # most rules of §3.2 met, allowed and forbidden


def assert_reason_translated(option: CardOption) -> None:
    use("en")
    english = reason_words(option)
    assert (option.refusal is None) == option.legal and not ARABIC.search(english), option
    use("ar")
    try:
        translated = reason_words(option)
    finally:
        use("en")
    assert ARABIC.search(translated), option
    values = re.findall(r"(?:10|[7-9JQKA])?[♠♥♦♣]", english)
    assert all(value in translated for value in values), (english, translated)


async def test_a_refused_call_is_told_in_arabic(app_factory: AppFactory) -> None:
    """The table words the engine's refusal from its rule, not from its English sentence."""
    app = app_factory(game="belot", lang="ar", seed=12)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = belot_table(app)
        seat = table.driver.to_act
        assert seat is not None and table.viewer is seat
        before = table.driver.match
        table.submit(Contra(seat))  # no bid stands yet
        await settle(pilot)
        assert table.driver.match is before
        notes = messages(app)
        assert "الكونترا تحتاج إلى مزايدة قائمة." in notes, notes
