"""The Belot replay viewer: a Belot record opened from Records, stepped by keys and clicks.

The records are played by the Belot bots (seeded), with contra and recontra taken
whenever offered in the first deal so that the auction shows both.
"""

from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widgets import Static

from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.belot.game import BELOT
from baloot_tui.games.belot.rules.actions import Contra, Declare, Recontra
from baloot_tui.games.belot.rules.hand import shuffled_deck, start_deal
from baloot_tui.games.belot.rules.match import BelotMatch
from baloot_tui.games.belot.tui.replay import BelotPages
from baloot_tui.games.belot.tui.widgets import sorted_cards
from baloot_tui.games.belot.words import contract_words, deal_summary, declaration_words
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.render import card_text
from baloot_tui.tui.replay import ReplayScreen
from baloot_tui.tui.screens.records import RecordsScreen
from baloot_tui.tui.widgets.footer import ShownKey
from baloot_tui.tui.widgets.table import POSITIONS
from tests.ui import test_hostile_names as hostile
from tests.ui.test_notation_scan import notation_in
from tests.ui.ui_kit import (
    AppFactory,
    at_both_sizes,
    open_records,
    press,
    screen_text,
    settle,
    told,
)

SIZE = (80, 24)
PLAYERS = {Seat.SOUTH: "Vesela", Seat.NORTH: "Ivan"}
RECONTRA_SEED = 28
"""Deal 1 of this seed's match is recontra'd, with declarations and a belote in it."""
screenshots = hostile.screenshots
"""Every screenshot the app is asked to save (a markup click in a name would ask)."""
HANGING_SEED = 8
"""This seed's match leaves points hanging after deals 12, 13 and 14."""


def bot_match(seed: int, actions: int | None = None) -> BelotMatch:
    """A match of heuristic bots from ``seed`` (contra and recontra whenever offered in deal 1).

    With ``actions``, it stops after that many actions: an unfinished match.
    """
    rng = random.Random(seed)
    bot = BELOT.bot("heuristic")
    match = BELOT.new_match(Seat.WEST)
    done = 0
    while not match.is_over and done != actions:
        if match.needs_deal:
            match = match.deal(shuffled_deck(rng))
            continue
        doubles = [a for a in match.legal_actions() if isinstance(a, (Contra, Recontra))]
        seat, current = match.to_act, match.current
        assert seat is not None and current is not None
        move = (
            doubles[0]
            if doubles and not match.hands
            else bot.choose(current.view(seat), match.legal_actions(), rng)
        )
        match = match.apply(move)
        done += 1
    return match


def record_name(match: BelotMatch, seed: int) -> str:
    """How the app names a kept record (an unfinished one is set aside)."""
    return f"match-20260101-100000-seed{seed}.json" if match.is_over else "unfinished-20260101.json"


def keep(folder: Path, name: str, match: BelotMatch, seed: int) -> Path:
    """Write ``match``'s record into the data folder's records."""
    records = folder / "records"
    records.mkdir(parents=True, exist_ok=True)
    path = records / name
    path.write_text(BELOT.dumps(match, seed, PLAYERS), encoding="utf-8")
    return path


@asynccontextmanager
async def viewing(
    app_factory: AppFactory, folder: Path, match: BelotMatch, seed: int
) -> AsyncIterator[tuple[Pilot[None], ReplayScreen]]:
    """``match``'s record kept in ``folder``, opened from the start menu: Records, then Enter."""
    keep(folder / "data", record_name(match, seed), match, seed)
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await open_records(pilot)
        await press(pilot, "enter")
        viewer = app.screen
        assert isinstance(viewer, ReplayScreen) and isinstance(viewer.pages, BelotPages)
        yield pilot, viewer


def banner(viewer: ReplayScreen) -> str:
    return str(viewer.query_one("#banner", Static).render())


def panel(viewer: ReplayScreen, name: str) -> str:
    """The words of panel ``name`` (drawn from one rich Text), unwrapped."""
    return str(viewer.query_one(f"#{name}", Static).render())


def drawn(viewer: ReplayScreen, name: str) -> str:
    """The lines of panel ``name`` as drawn (scrolled into sight or not)."""
    widget = viewer.query_one(f"#{name}", Static)
    lines = widget.render_lines(Region(0, 0, *widget.outer_size))
    return "\n".join(line.text for line in lines)


def footer_key(viewer: ReplayScreen, action: str) -> ShownKey:
    return next(k for k in viewer.query(ShownKey) if k.action == action)


def dimmed(viewer: ReplayScreen, action: str) -> bool:
    """Whether the footer draws the key of ``action`` as not working now."""
    return footer_key(viewer, action).has_class("-disabled")


async def test_a_belot_record_steps_by_keys_through_its_auction_and_play(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    match = bot_match(RECONTRA_SEED)
    first = match.hands[0]
    async with viewing(app_factory, tmp_path, match, RECONTRA_SEED) as (pilot, viewer):
        assert f"deal 1/{len(match.hands)} · step 0/{len(first.history)}" in banner(viewer)
        dealt = panel(viewer, "dealt")
        five = start_deal(first.deck, first.dealer, first.rules).hands
        for seat in SEATS:  # the four hands as dealt: five cards each before the auction
            cards = " ".join(card_text(c).plain for c in sorted_cards(five[seat], None))
            line = f"{viewer.names[seat]}: {cards}"
            assert line in dealt, (line, dealt)
        assert dimmed(viewer, "step(-1)")  # nothing before the first step
        assert not dimmed(viewer, "step(1)")
        auction_steps = next(i for i, a in enumerate(first.history, 1) if isinstance(a, Recontra))
        await press(pilot, *["right"] * auction_steps)
        bidding = panel(viewer, "bidding")
        assert "contra ×2" in bidding and "recontra ×4" in bidding
        assert "Vesela" in bidding or "Ivan" in bidding
        assert not dimmed(viewer, "step(-1)")
        await press(pilot, "end")
        assert f"step {len(first.history)}/{len(first.history)}" in banner(viewer)
        deal = panel(viewer, "deal")
        for line in deal_summary(first, 1, Seat.SOUTH.team, viewer.names):
            assert line in deal  # the score's reasons and what hangs, as the engine scored it
        assert contract_words(first.contract, first.auction.multiplier) in panel(viewer, "contract")
        ledger = drawn(viewer, "ledger")
        ns, ew = first.result.points if first.result is not None else (0, 0)
        assert str(ns) in ledger and str(ew) in ledger
        play = first.play
        assert play is not None and play.contest is not None
        declared = [
            (a.seat, d) for a in first.history if isinstance(a, Declare) for d in a.declarations
        ]
        assert declared
        for seat, declaration in declared:  # in full, and whether trick 1's contest counted it
            counts = declaration in play.contest.counted[seat]
            said = f"{declaration_words(declaration)} ({'counts' if counts else 'does not count'})"
            assert said in panel(viewer, f"seat-{POSITIONS[seat]}")
        assert isinstance(pilot.app, BalootApp)
        text = screen_text(pilot.app)
        assert notation_in(text) == [], notation_in(text)
        await press(pilot, "right")  # across into deal 2
        assert f"deal 2/{len(match.hands)} · step 0/" in banner(viewer)
        await press(pilot, "left")  # back to deal 1's last step
        assert viewer.hand_index == 0 and viewer.step_index == len(first.history)
        await press(pilot, "up", "down", "down")
        assert viewer.hand_index == 2 and viewer.step_index == 0
        await press(pilot, "escape")
        assert isinstance(viewer.app.screen, RecordsScreen)


async def test_every_deal_ends_with_its_score_and_the_record_with_the_match_score(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    match = bot_match(RECONTRA_SEED)
    async with viewing(app_factory, tmp_path, match, RECONTRA_SEED) as (pilot, viewer):
        running = [0, 0]
        for number, deal in enumerate(match.hands, start=1):
            await press(pilot, "end")
            assert deal_summary(deal, number, Seat.SOUTH.team, viewer.names)[0] in panel(
                viewer, "deal"
            )
            assert deal.result is not None
            running = [running[0] + deal.result.points[0], running[1] + deal.result.points[1]]
            assert f"Ние (NS) {running[0]} · Вие (EW) {running[1]}" in panel(viewer, "contract")
            await press(pilot, "right")  # into the next deal; nothing after the last one
        assert tuple(running) == match.scores
        assert viewer.hand_index == len(match.hands) - 1
        assert viewer.step_index == len(match.hands[-1].history)
        assert dimmed(viewer, "step(1)") and dimmed(viewer, "hand(1)")
        assert not dimmed(viewer, "step(-1)")


async def test_the_footer_keys_step_by_clicks(app_factory: AppFactory, tmp_path: Path) -> None:
    match = bot_match(RECONTRA_SEED)
    keep(tmp_path / "data", "match-20260101-100000-seed28.json", match, RECONTRA_SEED)
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await open_records(pilot)
        assert await pilot.click("#record-0 > Label")
        await settle(pilot)
        viewer = app.screen
        assert isinstance(viewer, ReplayScreen) and isinstance(viewer.pages, BelotPages)
        for _ in range(3):
            assert await pilot.click(footer_key(viewer, "step(1)"))
            await settle(pilot)
        assert viewer.step_index == 3
        before, after = viewer.states[2:4]
        third = match.hands[0].history[2]
        said = BELOT.describe(before, third, after, viewer.names)[0].words
        assert banner(viewer).endswith(f"step 3/{len(match.hands[0].history)} · {said}")
        assert await pilot.click(footer_key(viewer, "step(-1)"))
        await settle(pilot)
        assert viewer.step_index == 2
        assert await pilot.click(footer_key(viewer, "hand(1)"))
        await settle(pilot)
        assert viewer.hand_index == 1 and viewer.step_index == 0
        assert await pilot.click(footer_key(viewer, "leave"))
        await settle(pilot)
        assert isinstance(app.screen, RecordsScreen)


async def test_hanging_points_ride_on_the_next_deal(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    match = bot_match(HANGING_SEED)
    carried = next(n for n, h in enumerate(match.hands) if h.hanging_in)
    async with viewing(app_factory, tmp_path, match, HANGING_SEED) as (pilot, viewer):
        await press(pilot, *["down"] * carried)
        hanging_in = match.hands[carried].hanging_in
        assert f"{hanging_in} hanging points ride on this deal" in panel(viewer, "deal")
        assert f"Hanging: {hanging_in} points ride on this deal" in panel(viewer, "contract")
        assert "hang" in drawn(viewer, "ledger")


async def test_an_unfinished_record_opens_at_its_deal_in_progress(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    match = bot_match(RECONTRA_SEED, actions=60)
    assert match.current is not None
    async with viewing(app_factory, tmp_path, match, RECONTRA_SEED) as (pilot, viewer):
        deal = match.current
        await press(pilot, *["pagedown"] * len(match.hands), "end")
        deals = len(match.hands) + 1
        steps = len(deal.history)
        assert f"deal {deals}/{deals} · step {steps}/{steps}" in banner(viewer)
        play = deal.play
        assert play is not None  # sixty actions in: the second deal is being played
        ours, theirs = play.card_points
        said = f"Card points so far: Ние (NS) {ours} · Вие (EW) {theirs}"
        assert panel(viewer, "deal") == said  # no score: the deal never ended
        assert dimmed(viewer, "step(1)")


async def test_a_damaged_belot_record_is_refused_in_one_line(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    path = keep(tmp_path / "data", "match-20260101-100000-seed28.json", bot_match(28), 28)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["hands"][0]["actions"][0] = "S play AS"  # a card played during the auction
    path.write_text(json.dumps(data), encoding="utf-8")
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_records(pilot)
        row = str(screen.query_one("#record-label-0", Static).render())
        problem = row.split("\n")[1]
        assert problem.startswith("✗ match-20260101-100000-seed28.json: ")
        assert "hand 1" in problem or "deal 1" in problem, problem
        await press(pilot, "enter")
        assert app.screen is screen
        (notice,) = [n for n in told(app) if n.title == "Record not opened"]
        assert "\n" not in notice.message


@at_both_sizes(0)
def test_belot_viewer_snapshot(
    snap_compare: Callable[..., bool],
    app_factory: AppFactory,
    tmp_path: Path,
    size: tuple[int, int],
) -> None:
    """Deal 1 of the recontra'd seed, twelve steps in: the auction done, trick 1 under way."""
    keep(tmp_path / "data", "match-20260101-100000-seed28.json", bot_match(28), 28)

    async def to_the_play(pilot: Pilot[None]) -> None:
        await open_records(pilot)
        await press(pilot, "enter", *["right"] * 12)

    assert snap_compare(app_factory(start="menu"), terminal_size=size, run_before=to_the_play)


async def test_a_belot_record_is_listed_as_belot_with_its_deals(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    match = bot_match(RECONTRA_SEED)
    keep(tmp_path / "data", record_name(match, RECONTRA_SEED), match, RECONTRA_SEED)
    app = app_factory(start="menu")
    async with app.run_test(size=(160, 24)) as pilot:
        screen = await open_records(pilot)
        row = str(screen.query_one("#record-label-0", Static).render())
        assert "Belot · Vesela (S), Ivan (N) · " in row and row.count("2026-01-01 10:00") == 1
        detail = str(screen.query_one("#record-detail", Static).render())
        assert f"{len(match.hands)} deals played" in detail


@pytest.mark.slow
@pytest.mark.parametrize(
    "names", [hostile.HOSTILE[:4], hostile.HOSTILE[4:]], ids=["markup", "controls"]
)
async def test_hostile_names_in_a_belot_record_are_drawn_as_text(
    app_factory: AppFactory,
    tmp_path: Path,
    screenshots: list[tuple[object, ...]],
    names: tuple[str, ...],
) -> None:
    match = bot_match(RECONTRA_SEED)
    records = tmp_path / "data" / "records"
    records.mkdir(parents=True)
    players = dict(zip(SEATS, names, strict=True))
    (records / "[@click=app.screenshot('x.txt')]r[b].json").write_text(
        BELOT.dumps(match, RECONTRA_SEED, players), encoding="utf-8"
    )
    app = app_factory(start="menu")
    async with app.run_test(size=(120, 40)) as pilot:
        await open_records(pilot)
        hostile.assert_drawn_safely(app)
        await press(pilot, "enter")
        assert isinstance(app.screen, ReplayScreen)
        assert "[@click=app.screenshot('x.txt')]r[b].json" in hostile.assert_drawn_safely(app)
        await press(pilot, *["right"] * 12)  # the calls in the bidding, a declaration heard
        hostile.assert_drawn_safely(app)
        if hostile.CLICK in names:  # where a player would click a name: nothing happens
            await hostile.click_everywhere(app, pilot, "#seat-bottom")
        await press(pilot, "end")
        hostile.assert_drawn_safely(app)
    assert screenshots == []
