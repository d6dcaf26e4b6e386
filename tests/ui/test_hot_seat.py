"""Hot-seat privacy: what one person saw never reaches the next one.

Two people share the keyboard. A refusal naming a card of the person who left
must be gone when the privacy screen comes up (the issue's first repro), and a
claim of the remaining tricks is asked of each person of the other team in turn,
each behind their own privacy screen, with no hand face up beneath.
"""

from __future__ import annotations

import random

from textual.pilot import Pilot

from baloot_tui.core.cards import Card
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.core.table import SeatConfig, TableConfig
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.rules.actions import Action, PlayCard, Sawa
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.match import new_match
from baloot_tui.games.baloot.rules.round import shuffled_deck
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.tui.dialogs import HandSummary, SawaDialog
from baloot_tui.games.baloot.tui.widgets import ActionBar
from baloot_tui.play.driver import MatchSetup
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.screens.dialogs import PrivacyScreen
from baloot_tui.tui.widgets.panels import EventLog
from tests.driver_kit import BalootDriver, baloot_driver
from tests.engine.claims_kit import ClaimingBot, RandomLegalBot, claim_position
from tests.ui.belot_kit import act_once, belot_felt, belot_table
from tests.ui.ui_kit import (
    AppFactory,
    controller_of,
    dismiss_privacy,
    felt_of,
    key_for,
    preferred,
    screen_text,
    settle,
    showing,
    table_of,
)

SIZE = (120, 40)


async def to_a_refusable_play(pilot: Pilot[None], app: BalootApp) -> tuple[str, str]:
    """Play sensibly until South must play with a card it may not play: (refused, legal) keys."""
    for _ in range(400):
        await settle(pilot)
        if await dismiss_privacy(pilot):
            continue
        if isinstance(app.screen, HandSummary | SawaDialog):
            await pilot.press(
                "a" if isinstance(app.screen, SawaDialog) and app.screen.asked else "enter"
            )
            continue
        driver = controller_of(app)
        match = driver.match.current
        assert match is not None and driver.is_human_turn()
        assert driver.to_act is not None
        view = match.view(driver.to_act)
        refused = [o.card for o in view.card_options if not o.legal]
        if driver.to_act is Seat.SOUTH and view.phase is Phase.PLAYING and refused:
            legal = next(o.card for o in view.card_options if o.legal)
            south = Seat.SOUTH
            return key_for(app, PlayCard(south, refused[0])), key_for(app, PlayCard(south, legal))
        await pilot.press(key_for(app, preferred(match.legal_actions())))
    raise AssertionError("South never had a card it may not play")


async def test_a_refusal_is_gone_when_the_keyboard_passes(app_factory: AppFactory) -> None:
    app = app_factory(start="play", humans=2, seating="partners", seed=11)
    async with app.run_test(size=SIZE) as pilot:
        refused, legal = await to_a_refusable_play(pilot, app)
        await pilot.press(refused)
        await pilot.pause()
        assert any("not allowed" in n for n in showing(app)), "the refusal is shown"
        await pilot.press(legal)
        await settle(pilot)
        assert isinstance(app.screen, PrivacyScreen), "North's turn comes after East's"
        assert table_of(app).viewer is None
        assert showing(app) == []
        assert "not allowed" not in screen_text(app)


def hot_seat_claim() -> tuple[BalootDriver, tuple[Seat, ...]]:
    """East (a bot) claims a Sawa that holds against South and North, two people."""
    match, _ = claim_position(holds=True, claimer=Seat.EAST)
    people = (Seat.SOUTH, Seat.NORTH)
    names = {s: f"Player {people.index(s) + 1}" if s in people else s.name.title() for s in SEATS}
    table = TableConfig.of([SeatConfig(names[s], s in people, "medium") for s in SEATS])
    bots: dict[Seat, Bot] = {Seat.EAST: ClaimingBot(), Seat.WEST: RandomLegalBot()}
    return baloot_driver(MatchSetup(5, table), bots, match=match), people


def no_hand_face_up(app: BalootApp, where: str) -> None:
    """The table under the screens on top draws no hand face up."""
    table = table_of(app)
    assert table.viewer is None, where
    snap = felt_of(app).snap
    assert snap is not None and not snap.visible_hands, where


async def test_a_bot_claim_asks_each_person_behind_their_own_privacy_screen(
    app_factory: AppFactory,
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        driver, people = hot_seat_claim()
        app.open_table(driver)
        await settle(pilot)
        asked: list[Seat] = []
        for answer in ("a", "r"):
            privacy = app.screen
            assert isinstance(privacy, PrivacyScreen), f"answer {len(asked) + 1}"
            no_hand_face_up(app, "privacy before the question")
            await pilot.press("enter")
            await settle(pilot)
            dialog = app.screen
            assert isinstance(dialog, SawaDialog)
            assert len(dialog.asked) == 1, "one person answers for themselves"
            asked.append(dialog.asked[0])
            assert privacy.player == driver.table[dialog.asked[0]].name
            no_hand_face_up(app, "under the question")
            others = [n for n in driver.table.names if n != privacy.player]
            question = dialog.claim_text().plain.splitlines()[-1]
            assert question.startswith(f"{privacy.player}: accept the claim")
            assert not any(name in question for name in others)
            await pilot.press(answer)
            await settle(pilot)
        assert sorted(asked) == sorted(people)
        verdict = app.screen
        assert isinstance(verdict, SawaDialog) and not verdict.asked
        said = screen_text(app)
        assert "Claim accepted by Player" in said and "Claim refused by Player" in said
        no_hand_face_up(app, "under the verdict")


class OnceClaimer(RandomLegalBot):
    """Claims Sawa at its first chance in each deal (right or wrong), else plays at random."""

    name = "once-claiming"

    def __init__(self) -> None:
        self.claimed: set[tuple[Seat, tuple[int, int]]] = set()

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        deal = (view.dealer, view.match_score)
        on_lead = view.phase is Phase.PLAYING and view.tricks and not view.trick
        if on_lead and deal not in self.claimed:
            self.claimed.add(deal)
            return Sawa(view.seat)
        return super().choose(view, legal, rng)


def label(card: Card) -> str:
    return f"{card.rank.label}{card.suit.symbol}"


def assert_private(app: BalootApp, public: set[str], where: str) -> None:
    """Nobody's cards but the viewer's are drawn: not on the felt, a dialog or a notice.

    ``public`` holds the cards a claim showed to the table.
    """
    table = table_of(app)
    snap = felt_of(app).snap
    assert snap is not None
    viewer = table.viewer
    assert set(snap.visible_hands) <= ({viewer} if viewer is not None else set()), where
    hand = table.driver.match.current
    if hand is None:
        return
    hidden = {label(c) for s in SEATS if s is not viewer for c in hand.hands[s]}
    hidden -= {label(hand.face_card), *public}
    # The log keeps earlier deals' plays, public then: a label read there proves nothing.
    logged = " ".join(strip.text for strip in table.query_one(EventLog).lines)
    hidden = {c for c in hidden if c not in logged}
    told = " ".join(showing(app))
    assert not {c for c in hidden if c in told}, f"{where}: a notice names {told}"
    drawn = screen_text(app)
    shown = {c for c in hidden if c in drawn}
    assert not shown, f"{where} (viewer {viewer}) draws {shown}:\n{drawn}"


async def test_a_hot_seat_walk_never_draws_one_persons_cards_for_another(
    app_factory: AppFactory,
) -> None:
    """Two deals with two people: refusals at every card, claims, summaries, hand-overs."""
    app = app_factory(start="menu")
    seen: dict[str, int] = {}
    async with app.run_test(size=SIZE) as pilot:
        people = (Seat.SOUTH, Seat.NORTH)
        names = {s: f"P{people.index(s) + 1}" if s in people else s.name.title() for s in SEATS}
        table = TableConfig.of([SeatConfig(names[s], s in people, "medium") for s in SEATS])
        bots: dict[Seat, Bot] = {Seat.EAST: OnceClaimer(), Seat.WEST: OnceClaimer()}
        match = new_match().deal(shuffled_deck(random.Random(8)))
        driver = baloot_driver(MatchSetup(8, table), bots, match=match)
        app.open_table(driver)
        public: set[str] = set()
        for step in range(600):
            await settle(pilot)
            screen = app.screen
            where = f"step {step}: {type(screen).__name__}"
            assert_private(app, public, where)
            kind = type(screen).__name__
            seen[kind] = seen.get(kind, 0) + 1
            if isinstance(screen, PrivacyScreen):
                await pilot.press("enter")
            elif isinstance(screen, SawaDialog):
                claim = driver.claim_waiting
                if claim is not None:
                    public |= {label(c) for c in claim.cards}
                await pilot.press(("a" if step % 2 else "r") if screen.asked else "enter")
            elif isinstance(screen, HandSummary):
                public.clear()
                if len(driver.match.hands) >= 2:
                    break
                await pilot.press("enter")
            else:
                hand = driver.match.current
                assert hand is not None and driver.is_human_turn(), where
                seat = driver.to_act
                assert seat is not None
                view = hand.view(seat)
                refused = [o.card for o in view.card_options if not o.legal]
                if refused and not table_of(app).query_one(ActionBar).actions:
                    await pilot.press(key_for(app, PlayCard(seat, refused[0])))
                    await pilot.pause()
                    seen["refusal"] = seen.get("refusal", 0) + 1
                    assert_private(app, public, f"{where} refused")
                await pilot.press(key_for(app, preferred(hand.legal_actions())))
        else:
            raise AssertionError(f"two deals were not played: {seen}")
    assert seen["PrivacyScreen"] >= 10 and seen["refusal"] >= 3, seen
    assert seen.get("SawaDialog", 0) >= 2, seen


async def test_a_belote_kept_quiet_is_that_persons_switch_alone(app_factory: AppFactory) -> None:
    """Belot's switch (key b) is per person: the next one must not find it switched off."""
    app = app_factory(start="play", game="belot", humans=2)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await dismiss_privacy(pilot)
        table = belot_table(app)
        first = table.viewer
        assert first is not None
        belot_felt(app).switch_belote()  # as key b does when the switch is offered
        for _ in range(20):
            if table.viewer not in (None, first):
                break
            if not await dismiss_privacy(pilot):
                await act_once(pilot, mouse=False)
        else:
            raise AssertionError("the keyboard never passed")
        felt = belot_felt(app)
        assert felt.keeping_quiet == {first}
        snap = felt.snap
        assert snap is not None and snap.perspective is table.viewer
        assert snap.perspective not in felt.keeping_quiet


async def test_after_a_claim_ends_a_hot_seat_hand_no_review_shows_cards_never_played(
    app_factory: AppFactory,
) -> None:
    """Every hand stays hidden to the summary: "Review my decisions" is not offered there.

    The last person asked holds the keyboard with every hand hidden; their cards left in
    hand were never shown, and the summary is read by the whole table.
    """
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        driver, people = hot_seat_claim()
        hand = driver.match.current
        assert hand is not None
        app.open_table(driver)
        for _ in range(8):
            await settle(pilot)
            screen = app.screen
            if isinstance(screen, HandSummary):
                break
            if isinstance(screen, SawaDialog) and screen.asked:
                await pilot.press("a")
            else:
                await pilot.press("enter")
        assert isinstance(screen, HandSummary), type(screen).__name__
        no_hand_face_up(app, "under the summary")
        assert screen.reviewer is None and "Review my decisions" not in screen_text(app)
        await pilot.press("r")
        await settle(pilot)
        assert app.screen is screen
        unplayed = {label(c) for s in people for c in hand.hands[s]}  # held when East claimed
        assert unplayed and not {c for c in unplayed if c in screen_text(app)}
