"""Pilot tests of the coach panel, the bidding-flow map and the review after a hand."""

from __future__ import annotations

import io
import random
import re

import pytest
from rich.console import Console
from rich.text import Text
from textual.pilot import Pilot
from textual.widgets import Static

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.coach.explain import explain_options
from baloot_tui.games.baloot.coach.flow import flow_map
from baloot_tui.games.baloot.coach.review import Review
from baloot_tui.games.baloot.coach.words import meaning_words
from baloot_tui.games.baloot.events import BidMade
from baloot_tui.games.baloot.help.glossary import TERMS
from baloot_tui.games.baloot.rules.actions import Action, Bid, Call, PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.record import dumps, loads
from baloot_tui.games.baloot.tui.coach import CoachPanel, _packed, _with_value
from baloot_tui.games.baloot.tui.dialogs import HandSummary
from baloot_tui.games.baloot.tui.flow import FlowPanel
from baloot_tui.games.baloot.tui.learn.review import ReviewScreen
from baloot_tui.games.baloot.words import refusal_words
from baloot_tui.text.i18n import language
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.messages import GameAdvanced
from baloot_tui.tui.replay import ReplayApp
from baloot_tui.tui.screens.dialogs import PrivacyScreen
from tests.driver_kit import BalootDriver
from tests.ui.ui_kit import (
    AppFactory,
    controller_of,
    dismiss_privacy,
    key_for,
    play_until_summary,
    preferred,
    settle,
    table_of,
)

HOKUM_BEFORE_SOUTH = 6
"""Seed whose first auction goes East pass, North Hokum, West pass, then South (4th)."""


def shown(widget: Static) -> str:
    """The text a panel draws, as plain characters."""
    console = Console(width=70, file=io.StringIO(), record=True)
    console.print(widget.content)
    return console.export_text()


def coach_of(app: BalootApp) -> CoachPanel:
    return table_of(app).query_one(CoachPanel)


async def advance_to_south_card(pilot: Pilot[None], want_illegal: bool) -> BalootDriver:
    """Play the preferred actions until South must choose a card (one illegal, if asked)."""
    assert isinstance(pilot.app, BalootApp)
    controller = controller_of(pilot.app)
    for _ in range(80):
        await settle(pilot)
        hand = controller.match.current
        assert hand is not None and controller.to_act is Seat.SOUTH
        options = hand.card_options() if hand.phase is Phase.PLAYING else ()
        is_card = options and isinstance(hand.legal_actions()[0], PlayCard)
        if is_card and (not want_illegal or any(not o.legal for o in options)):
            return controller
        await pilot.press(key_for(pilot.app, preferred(hand.legal_actions())))
    raise AssertionError("South never had that card decision")


async def test_the_coach_toggles_by_key_by_click_and_shares_the_side_column(
    app_factory: AppFactory,
) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        table = table_of(app)
        coach = coach_of(app)
        assert not coach.enabled and table.query_one("#log").display
        await pilot.press("c")
        await settle(pilot)
        assert coach.enabled and table.has_class("-coach")
        assert table.query_one("#log").display, "the log stays in the column"
        column = table.query_one("#side-scroll")
        assert coach.outer_size.height <= column.size.height * 0.6 + 1, "the coach shares"
        assert await pilot.click("#coach", offset=(3, 0))  # the title row
        await settle(pilot)
        assert not coach.enabled and table.query_one("#log").display
        assert await pilot.click("#coach", offset=(3, 1))  # anywhere while off
        await settle(pilot)
        assert coach.enabled


async def test_the_coach_explains_a_bidding_decision_with_the_experts_figures(
    app_factory: AppFactory,
) -> None:
    app = app_factory(seed=HOKUM_BEFORE_SOUTH)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        view = controller_of(app).match.current.view(Seat.SOUTH)  # type: ignore[union-attr]
        coach = coach_of(app)
        assert coach.advice is not None and coach.decision is not None
        assert {v.action for v in coach.advice.values} == set(view.legal_actions)
        text = " ".join(shown(coach).split())
        ashkal = next(o for o in explain_options(view) if isinstance(o.action, Bid))
        assert any(o.action == Bid(Seat.SOUTH, Call.ASHKAL) for o in explain_options(view))
        assert "allowed because you speak 4th and the card is not an Ace" in text
        assert ashkal.label in text
        assert "Hokum" in text and "to bid" in text  # the strength numbers
        assert f"{coach.advice.values[0].expected_points:+.1f}" in text
        ashkal_term = TERMS["ashkal"]  # the glossary entries the explanations use
        assert f"{ashkal_term.name} {ashkal_term.arabic}: {ashkal_term.meaning}" in text


async def test_the_coach_gives_each_card_its_value_and_each_forbidden_card_its_rule(
    app_factory: AppFactory,
) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        controller = await advance_to_south_card(pilot, want_illegal=True)
        await pilot.press("c")
        await settle(pilot)
        hand = controller.match.current
        assert hand is not None
        coach = coach_of(app)
        assert coach.advice is not None
        legal = {o.card for o in hand.card_options() if o.legal}
        assert {v.action.card for v in coach.advice.values if isinstance(v.action, PlayCard)} == (
            legal
        )
        text = " ".join(shown(coach).split())
        forbidden = next(o for o in hand.card_options() if not o.legal)
        assert forbidden.refusal is not None
        assert refusal_words(forbidden.refusal) in text


async def test_the_coach_follows_the_game_and_never_freezes_it(app_factory: AppFactory) -> None:
    """A new decision restarts the analysis; between decisions the coach waits."""
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        first = coach_of(app).decision
        await advance_to_south_card(pilot, want_illegal=False)
        await settle(pilot)
        coach = coach_of(app)
        assert coach.decision is not None and coach.decision != first
        assert coach.advice is not None and coach.advice.key == coach.decision


async def test_hot_seat_coach_speaks_only_after_the_privacy_screen(
    app_factory: AppFactory,
) -> None:
    app = app_factory(humans=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await dismiss_privacy(pilot)
        await pilot.press("c")
        controller = controller_of(app)
        for _ in range(40):
            await settle(pilot)
            if isinstance(app.screen, PrivacyScreen):
                coach = coach_of(app)
                assert coach.decision is None and coach.advice is None
                await dismiss_privacy(pilot)
                seat = controller.to_act
                assert seat is not None and coach.decision is not None
                assert coach.decision[2] == seat
                return
            hand = controller.match.current
            assert hand is not None
            await pilot.press(key_for(app, preferred(hand.legal_actions())))
        raise AssertionError("the keyboard never changed hands")


async def test_the_flow_map_follows_a_live_auction(app_factory: AppFactory) -> None:
    app = app_factory(seed=HOKUM_BEFORE_SOUTH)
    steps: list[str] = []
    speakers: list[tuple[str | None, str | None]] = []

    def record(message: object) -> None:
        if not isinstance(message, GameAdvanced) or not app.screen_stack:
            return
        panel = table_of(app).query_one(FlowPanel)
        hand = controller_of(app).match.current
        if panel.map is None or hand is None:
            return
        current = next(s.key for s in panel.map.steps if s.status == "current")
        if not steps or steps[-1] != current:
            steps.append(current)
        if any(isinstance(e, BidMade) for e in message.events):
            speakers.append((panel.map.speaker, flow_map(hand.view(Seat.SOUTH)).speaker))

    async with app.run_test(size=(120, 40), message_hook=record) as pilot:
        await settle(pilot)
        await pilot.press(key_for(app, Bid(Seat.SOUTH, Call.SUN)))
        await settle(pilot)
        assert controller_of(app).match.current.phase is not Phase.BIDDING  # type: ignore[union-attr]
    assert steps[:2] == ["round1", "provisional"]
    assert steps[-1] == "play"
    assert speakers and all(shown_ == live for shown_, live in speakers)


async def test_the_replay_viewer_shows_the_flow_map_step_by_step() -> None:
    rng = random.Random(4)
    match: MatchState = new_match().deal_random(rng)
    for _ in range(12):
        match = match.apply(rng.choice(match.legal_actions()))
    app = ReplayApp(loads(dumps(match, seed=4)), "test")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        panel = app.screen.query_one(FlowPanel)
        assert panel.map is not None
        seen = [next(s.key for s in panel.map.steps if s.status == "current")]
        for _ in range(12):
            await pilot.press("right")
            await pilot.pause()
            assert panel.map is not None
            seen.append(next(s.key for s in panel.map.steps if s.status == "current"))
        assert seen[0] == "round1" and len(set(seen)) > 1


@pytest.mark.slow
async def test_the_review_of_my_decisions_opens_from_the_hand_summary(
    app_factory: AppFactory,
) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:

        async def by_key(action: Action) -> None:
            await pilot.press(key_for(app, action))

        await play_until_summary(pilot, by_key)
        assert isinstance(app.screen, HandSummary)
        await pilot.press("r")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        review: Review = screen.review
        assert review.seat is Seat.SOUTH and review.items
        assert {item.decision.hand_number for item in review.items} == {1}
        losses = [item.loss for item in review.items]
        assert losses == sorted(losses, reverse=True)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, HandSummary)
        assert await pilot.click("#review")
        await settle(pilot)
        assert isinstance(app.screen, ReviewScreen)


def test_options_about_equal_to_the_best_are_starred_and_named() -> None:
    """Near-ties are called ties: each is starred, the headline names them, gaps carry ±."""
    from baloot_tui.core.cards import card
    from baloot_tui.games.baloot.coach.analysis import OptionValue
    from baloot_tui.games.baloot.rules.round import deal
    from baloot_tui.games.baloot.tui.coach import _headline, _starred, _value_text

    view = deal(random.Random(3), Seat.WEST).view(Seat.SOUTH)
    best, tie, worse = (PlayCard(Seat.SOUTH, card(c)) for c in ("7C", "KC", "AD"))
    values = (
        OptionValue(best, 15.6, ()),
        OptionValue(tie, 15.1, (), gap=0.5, uncertainty=0.4, standing="equal"),
        OptionValue(worse, 9.0, (), gap=6.6, uncertainty=0.9, standing="worse"),
    )
    assert [_starred(v) for v in values] == [True, True, False]
    assert [_value_text(v) for v in values] == ["+15.6", "+15.1 ±0.4 tie", "+9.0 ±0.9"]
    assert _headline(view, values).plain == "Tie: 7♣, K♣ (+15.6)"
    assert _headline(view, values[:1]).plain == "Expert: 7♣ (+15.6)"
    near = OptionValue(tie, 13.2, (), gap=2.4, uncertainty=0.6, standing="worse", settled=False)
    assert _value_text(near) == "+13.2 ±0.6 not settled"
    assert _headline(view, (values[0], near)).plain == "Expert: 7♣ (+15.6)"


ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
"""Three Latin letters together: an English word (cards are 10♥ or J♣, seats are Arabic)."""


async def test_the_arabic_coach_speaks_arabic_at_a_call_and_at_a_card(
    app_factory: AppFactory,
) -> None:
    """Meanings, strengths, figures and card rules: no English word in the panel."""
    app = app_factory(seed=HOKUM_BEFORE_SOUTH, arabic="logical", lang="ar")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        coach = coach_of(app)
        view = controller_of(app).match.current.view(Seat.SOUTH)  # type: ignore[union-attr]
        assert view.phase is Phase.BIDDING and coach.advice is not None
        text = " ".join(shown(coach).split())
        assert language() == "ar"  # the app's, for this process
        meanings = [meaning_words(o.meaning) for o in explain_options(view)]
        assert all(meaning in text for meaning in meanings), text
        assert ENGLISH_WORD.findall(text) == [], text
        await advance_to_south_card(pilot, want_illegal=True)
        await settle(pilot)
        assert coach.advice is not None
        text = " ".join(shown(coach).split())
        assert "✗" in text and ENGLISH_WORD.findall(text) == [], text


@pytest.mark.parametrize(
    ("room", "shown"), [(40, "No project  -10.7 ±1.0"), (20, "No project\n-10.7 ±1.0")]
)
def test_an_options_figure_stays_whole_on_its_line(room: int, shown: str) -> None:
    """At 80 columns the figure goes under its option rather than breaking before its ±."""
    assert _with_value(Text("No project"), "-10.7 ±1.0", room).plain == shown


def test_a_components_line_breaks_between_parts_never_inside_one() -> None:
    parts = ["aces: 16", "stoppers: 3", "projects: 15"]
    assert _packed(parts, 24) == "aces: 16 · stoppers: 3\nprojects: 15"
    assert _packed(parts, 80) == "aces: 16 · stoppers: 3 · projects: 15"
