"""The Belot table at 80×24: whole deals by keyboard and by mouse, a match to its end,
save and resume, hot-seat, the start menu, and a UI that never branches on the game."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.screen import ModalScreen, Screen

from baloot_tui.core.seats import Seat
from baloot_tui.core.table import make_table
from baloot_tui.games.baloot.tui.help import HelpScreen
from baloot_tui.games.belot.game import BelotGame
from baloot_tui.games.belot.rules.actions import PlayCard
from baloot_tui.games.belot.rules.house_rules import BelotRules
from baloot_tui.games.belot.rules.match import BelotMatch
from baloot_tui.games.belot.tui.adapter import SAVE_WORDS as BELOT_SAVE_WORDS
from baloot_tui.games.belot.tui.felt import BelotDealSummary, RuleBookScreen
from baloot_tui.play.driver import MatchDriver, MatchSetup
from baloot_tui.store.records import scan_records
from baloot_tui.tui.screens.dialogs import PrivacyScreen
from baloot_tui.tui.screens.menu import EndScreen, StartMenu
from baloot_tui.tui.screens.reader import BookReader
from baloot_tui.tui.screens.table import TableScreen
from baloot_tui.tui.widgets.panels import EventLog
from tests.ui.belot_kit import act_once, belot_felt, belot_table, play_to_end, play_to_summary
from tests.ui.ui_kit import AppFactory, messages, screen_text, settle

SMALL = (80, 24)

SAVE_NAME = "belot-current.json"
"""The Belot save, beside Baloot's in the data folder."""
TABLE_NAME = "belot-current.table.json"


async def test_a_whole_deal_by_keyboard_at_80_by_24(app_factory: AppFactory) -> None:
    app = app_factory(game="belot")
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        table = belot_table(app)
        first = screen_text(app)
        assert "YOUR TURN" in first and "Ние" in first and "first to 151" in first
        assert "1 Pass" in first and "Bid All Trumps" in first
        moves = await play_to_summary(pilot)
        assert moves >= 8  # a bid (or pass) and eight cards at least
        summary = screen_text(app)
        assert "Deal 1:" in summary and "Ние (NS)" in summary and "Match:" in summary
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        hand = table.driver.match.hands[0]
        assert hand.result is not None and hand.result.kind == "played"
        ours, theirs = hand.result.points
        after = screen_text(app)
        assert re.search(rf"1\.\s+{ours}\s+{theirs}", after)  # the score sheet's first row
        assert not re.search(r"\b[SENW] (play|bid) ", after)  # words, never notation


@pytest.mark.slow
async def test_a_whole_deal_by_mouse_at_80_by_24(app_factory: AppFactory) -> None:
    app = app_factory(game="belot", seed=12)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        moves = await play_to_summary(pilot, mouse=True)
        assert moves >= 8
        await pilot.click("#belot-continue")
        await settle(pilot)
        assert len(belot_table(app).driver.match.hands) == 1


async def test_a_forbidden_card_says_why_and_changes_nothing(app_factory: AppFactory) -> None:
    app = app_factory(game="belot", seed=5)
    async with app.run_test(size=SMALL) as pilot:
        table = belot_table(app)
        felt = belot_felt(app)
        for _ in range(60):
            await settle(pilot)
            snap = felt.snap
            assert snap is not None
            forbidden = [c for c in snap.choices if not c.allowed]
            if forbidden:
                break
            await act_once(pilot, mouse=False)
        else:
            pytest.fail("no forbidden card met")
        before = table.driver.match
        card = forbidden[0].card
        await pilot.click(f"#card-{card}")
        await settle(pilot)
        assert table.driver.match is before
        assert any(forbidden[0].reason in m for m in messages(app))


@pytest.mark.slow
async def test_a_short_match_is_played_to_its_end_and_kept(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory("menu")
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        short = BelotGame(rules=BelotRules(match_target=30))
        saves = app.saves_of("belot")
        driver = MatchDriver(short, MatchSetup(4, make_table(1)), on_change=app.save_hook(saves))
        app.open_table(driver)
        deals = await play_to_end(pilot)
        assert driver.match.winner is not None and max(driver.match.scores) >= 30
        end = screen_text(app)
        assert "won" in end and f"after {len(driver.match.hands)} deals" in end
        assert deals == len(driver.match.hands)
        kept = list((tmp_path / "data" / "records").glob("match-*.json"))
        assert len(kept) == 1 and '"game": "belot"' in kept[0].read_text()
        (listed,) = scan_records(app.store)  # one list of records for both games
        assert listed.record is not None and listed.record.match == driver.match
        assert not saves.has_save()
        await pilot.press("m")
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)


async def test_a_saved_match_resumes_where_it_stopped(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory(game="belot", seed=9)
    async with app.run_test(size=SMALL) as pilot:
        await play_to_summary(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await settle(pilot)
        stopped = belot_table(app).driver.match
        await pilot.press("ctrl+q")
    data = tmp_path / "data"
    assert (data / SAVE_NAME).exists() and (data / TABLE_NAME).exists()
    again = app_factory("resume", game="belot")
    async with again.run_test(size=SMALL) as pilot:
        await settle(pilot)
        resumed = belot_table(again).driver
        assert resumed.seed == 9 and resumed.match.hands == stopped.hands
        now, then = resumed.match.current, stopped.current
        assert now is not None and then is not None and now.deck == then.deck
        assert now.history[: len(then.history)] == then.history  # the bots may have moved on


async def test_a_broken_save_is_moved_aside_and_told(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir(parents=True)
    (data / SAVE_NAME).write_text('{"format": "baloot-tui/record", "version": 2, "game": "x"}')
    app = app_factory("resume", game="belot")
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
        said = " ".join(messages(app))
        assert "not a Belot record" in said and "moved aside" in said
    assert not (data / SAVE_NAME).exists()
    assert list(data.glob(f"{SAVE_NAME}.*.bad"))


@pytest.mark.slow
async def test_hot_seat_hides_the_cards_between_people(app_factory: AppFactory) -> None:
    app = app_factory(game="belot", humans=2, seating="opponents")
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        table = belot_table(app)
        assert set(table.driver.table.humans) == {Seat.SOUTH, Seat.EAST}
        privacy_seen = 0
        for _ in range(40):
            await settle(pilot)
            if isinstance(app.screen, BelotDealSummary):
                break
            if isinstance(app.screen, PrivacyScreen):
                privacy_seen += 1
                assert "Cards hidden" in str(table.query_one("#hand").children[0].render())
                await pilot.press("enter")
                continue
            await act_once(pilot, mouse=False)
        assert privacy_seen >= 2


async def test_the_start_menu_opens_a_belot_match(app_factory: AppFactory) -> None:
    app = app_factory("menu")
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert "Play Belot against bots" in screen_text(app)
        await pilot.press("b")
        await settle(pilot)
        table = belot_table(app)
        assert table.driver.game.key == "belot"
        assert table.query_one(EventLog).lines


UI = Path(__file__).parents[2] / "baloot_tui" / "tui"
BRANCH_ON_GAME = re.compile(
    r"""\bgame(\.key)?\s*(==|!=|\bis\b|\bin\b)|(==|!=)\s*["'](baloot|belot)["']"""
)


def test_the_ui_never_branches_on_the_game_name() -> None:
    offenders = [
        f"{path.relative_to(UI)}:{number}: {line.strip()}"
        for path in sorted(UI.rglob("*.py"))
        for number, line in enumerate(path.read_text().splitlines(), start=1)
        if BRANCH_ON_GAME.search(line)
    ]
    assert offenders == []


def test_the_branch_check_catches_a_branch() -> None:
    assert BRANCH_ON_GAME.search('if self.options.game == "belot":')
    assert BRANCH_ON_GAME.search("if game.key is BELOT.key:")
    assert BRANCH_ON_GAME.search('elif choice != "baloot":')
    assert not BRANCH_ON_GAME.search("GAME_TABLES[self.options.game](self, start)")


def test_the_end_screen_is_a_screen_of_its_own() -> None:
    assert not issubclass(EndScreen, ModalScreen)


async def test_hanging_points_are_carried_visibly_into_the_next_deal(
    app_factory: AppFactory,
) -> None:
    bots = MatchDriver(BelotGame(), MatchSetup(3, make_table(0)))
    while bots.match.hanging == 0 or bots.match.current is not None:
        if bots.needs_deal:
            bots.deal_next()
        else:
            bots.play_bot_turn()
    hanging, deals = bots.match.hanging, len(bots.match.hands)
    app = app_factory("menu")
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        app.open_table(MatchDriver(BelotGame(), MatchSetup(3, make_table(1)), match=bots.match))
        await settle(pilot)
        table = belot_table(app)
        assert table.driver.match.current is not None
        assert table.driver.match.current.hanging_in == hanging
        text = screen_text(app)
        assert f"Hanging: {hanging} points ride on" in text
        assert re.search(rf"{deals}\.\s+\d+\s+\d+\s+{hanging} hang", text)
        logged = " ".join(" ".join(line.text.split()) for line in table.query_one(EventLog).lines)
        assert f"({hanging} hanging points carried in)" in logged


def belote_moment() -> BelotMatch:
    """A bots' match stopped where South may play a card announcing a belote."""
    for seed in range(1, 20):
        bots = MatchDriver(BelotGame(), MatchSetup(seed, make_table(0)))
        while not bots.is_over:
            if bots.needs_deal:
                bots.deal_next()
                continue
            if bots.to_act is Seat.SOUTH and any(
                isinstance(c.action, PlayCard) and c.action.belote for c in bots.choices()
            ):
                return bots.match
            bots.play_bot_turn()
    raise AssertionError("no belote met")


@pytest.mark.parametrize("announce", [True, False])
async def test_a_belote_is_announced_with_the_card_unless_switched_off(
    app_factory: AppFactory, announce: bool
) -> None:
    match = belote_moment()
    app = app_factory("menu")
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        driver = MatchDriver(BelotGame(), MatchSetup(1, make_table(1)), match=match)
        app.open_table(driver)
        await settle(pilot)
        felt = belot_felt(app)
        assert "Belote with" in screen_text(app) and "announce" in screen_text(app)
        if not announce:
            await pilot.press("b")
            await settle(pilot)
            assert "keep quiet" in screen_text(app)
        snap = felt.snap
        assert snap is not None and snap.view is not None
        king = next(
            c.card for c in snap.choices if isinstance(c.action, PlayCard) and c.action.belote
        )
        await pilot.click(f"#card-{king}")
        await settle(pilot)
        hand = driver.match.current or driver.match.hands[-1]
        played = next(
            a
            for a in hand.history
            if isinstance(a, PlayCard) and a.seat is Seat.SOUTH and a.card is king
        )
        assert played.belote is announce


async def test_below_80_by_24_the_table_says_so_and_takes_no_key(app_factory: AppFactory) -> None:
    app = app_factory(game="belot")
    async with app.run_test(size=(70, 20)) as pilot:
        await settle(pilot)
        table = belot_table(app)
        before = table.driver.match
        assert "too small for the table" in screen_text(app)
        await pilot.press("1")
        await settle(pilot)
        assert table.driver.match is before


async def test_belot_hot_seat_from_the_start_menu(app_factory: AppFactory) -> None:
    app = app_factory("menu")
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await pilot.press("t")
        await settle(pilot)
        await pilot.press("2")  # two people, as opponents
        await settle(pilot)
        table = belot_table(app)
        assert set(table.driver.table.humans) == {Seat.SOUTH, Seat.EAST}
        assert isinstance(app.screen, PrivacyScreen)
        assert app.settings.humans == 2 and app.settings.seating == "opponents"


@pytest.mark.slow
async def test_mashing_keys_and_clicks_never_breaks_the_table(app_factory: AppFactory) -> None:
    rng = random.Random(17)
    keys = [*"123456789", "enter", "space", "left", "right", "up", "down", "b", "l", "minus"]
    app = app_factory(game="belot", seed=3)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        for step in range(250):
            if step % 7 == 0:
                await pilot.click(offset=(rng.randrange(50), rng.randrange(17, 23)))
            else:
                await pilot.press(rng.choice(keys))
            if step % 25 == 0:
                await settle(pilot)
        await settle(pilot)
        driver = belot_table(app).driver
        assert driver.deals_dealt >= 1
        assert game_consistent(driver.match)


def game_consistent(match: BelotMatch) -> bool:
    """Every finished deal replays to the same result from its deck and actions."""
    replayed = BelotGame().loads(BelotGame().dumps(match, 3, {}), "mashed").match
    return replayed == match


async def test_quitting_says_the_belot_match_is_saved_and_a_new_one_asks_first(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory(game="belot", seed=9)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await act_once(pilot, mouse=False)
        await pilot.press("ctrl+q")
    assert app.exit_message == f"Your Belot match is saved. {BELOT_SAVE_WORDS.resume_hint}"
    assert "baloot play --game belot --resume" in app.exit_message
    again = app_factory(game="belot")
    async with again.run_test(size=SMALL) as pilot:
        await settle(pilot)
        text = screen_text(again)
        assert "An unfinished Belot match is saved." in text and "kept in records" in text
        assert again.focused is not None and again.focused.id == "resume"
        await pilot.press("n")
        await settle(pilot)
        assert belot_table(again).driver.seed != 9
    assert list((tmp_path / "data" / "records").glob("unfinished-*.json"))


async def test_quitting_an_unsaved_belot_match_says_it_cannot_be_continued(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory(game="belot", seed=9)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        app.save_problem = "the disk is full"  # as a refused write leaves it
        await pilot.press("ctrl+q")
    assert app.exit_message == (
        "Your Belot match was not saved (the disk is full), so it cannot be continued."
    )


async def rules_from_the_palette(pilot: Pilot[None]) -> tuple[str, str]:
    """Choose Rules in the command palette: its line of help, and the book it opens."""
    app = pilot.app
    command = next(c for c in app.get_system_commands(app.screen) if c.title == "Rules")
    command.callback()
    await shown(pilot, BookReader)
    reader = app.screen
    assert isinstance(reader, BookReader)
    return command.help, reader.markdown()


async def shown(pilot: Pilot[None], kind: type[Screen[None]]) -> None:
    """Wait until a ``kind`` screen is on top (a long rule book takes a while on a busy machine)."""
    for _ in range(100):
        await settle(pilot)
        if isinstance(pilot.app.screen, kind):
            return
    raise AssertionError(f"no {kind.__name__} on top")


async def test_the_rules_at_a_belot_table_are_belots(app_factory: AppFactory) -> None:
    app = app_factory(game="belot")
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        said, book = await rules_from_the_palette(pilot)
        assert said == "The rule book of Bulgarian Belot" and isinstance(app.screen, RuleBookScreen)
        assert book.startswith("# Bulgarian Belot") and "Keys at the Belot table" in book
        assert "Saudi Baloot (بلوت): the rules in brief" not in book
        await pilot.press("escape")
        await shown(pilot, TableScreen)
        await pilot.press("question_mark")  # the key says the same
        await shown(pilot, RuleBookScreen)


async def test_the_rules_at_a_baloot_table_stay_baloots(app_factory: AppFactory) -> None:
    app = app_factory()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        said, summary = await rules_from_the_palette(pilot)
        assert said == "How Baloot is played" and "Saudi Baloot" in summary
        assert isinstance(app.screen, HelpScreen) and not isinstance(app.screen, RuleBookScreen)
