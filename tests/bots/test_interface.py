"""The level registry, bot specs, and the determinism every level owes its seeded rng."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from baloot_tui.core.errors import BalootError
from baloot_tui.games.baloot.bots.beginner import BEGINNER_FLAWS
from baloot_tui.games.baloot.bots.hard import HardBot, SearchSettings
from baloot_tui.games.baloot.bots.medium import MediumBot
from baloot_tui.games.baloot.bots.registry import LEVELS, SplitBot, build_bot, make_bot
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.view import PlayerView
from tests.bots.conftest import MatchRunner

OWN_LEVELS = ("random", "beginner", "medium")


def test_levels_start_weakest_first() -> None:
    assert LEVELS[: len(OWN_LEVELS)] == OWN_LEVELS


@pytest.mark.parametrize("level", OWN_LEVELS)
def test_make_bot_names_the_level(level: str) -> None:
    assert make_bot(f" {level.upper()} ").name == level


def test_unknown_level_lists_the_known_ones() -> None:
    with pytest.raises(BalootError, match="unknown bot level 'genius'; choose one of random, "):
        make_bot("genius")


def test_unknown_option_is_a_baloot_error() -> None:
    with pytest.raises(BalootError, match="does not accept \\['speed'\\]"):
        make_bot("medium", speed=3)


@pytest.mark.parametrize("level", OWN_LEVELS)
def test_same_seed_same_match(level: str, play_match: MatchRunner) -> None:
    bots = [make_bot(level) for _ in range(4)]
    first = play_match(bots, DEFAULT_RULES, seed=11)
    again = play_match(bots, DEFAULT_RULES, seed=11)
    assert [h.history for h in first.hands] == [h.history for h in again.hands]
    assert first.scores == again.scores


def test_beginner_choices_depend_on_its_rng(play_match: MatchRunner) -> None:
    """The beginner's mistakes come from the rng: other choice seeds, other matches."""
    bots = [make_bot("beginner") for _ in range(4)]
    histories = {
        tuple(h.history for h in play_match(bots, DEFAULT_RULES, seed=seed).hands)
        for seed in (3, 4)
    }
    assert len(histories) == 2


def test_random_bot_is_uniform_over_legal() -> None:
    from baloot_tui.core.seats import Seat
    from baloot_tui.games.baloot.rules.round import deal

    state = deal(random.Random(2), Seat.WEST)
    view = state.view(Seat.SOUTH)
    rng = random.Random(0)
    picks = {make_bot("random").choose(view, view.legal_actions, rng) for _ in range(200)}
    assert picks == set(view.legal_actions)


# ------------------------------------------------------------------ bot specs


def test_a_plain_spec_is_the_level() -> None:
    assert build_bot(" Medium ") == make_bot("medium")
    assert build_bot("hard") == make_bot("hard")


def test_settings_change_only_the_named_fields() -> None:
    bot = build_bot("hard:play_worlds=100, boldness=2,weighted=yes,policy=random")
    assert isinstance(bot, HardBot)
    assert bot.settings == replace(
        SearchSettings(), play_worlds=100, boldness=2.0, weighted=True, policy="random"
    )
    beginner = build_bot("beginner:mistake_rate=0,doubles=true")
    assert isinstance(beginner, MediumBot)
    assert beginner.flaws == replace(BEGINNER_FLAWS, mistake_rate=0.0, doubles=True)
    assert build_bot("expert:oversample=1").name == "expert"


class Recorder:
    """Plays its first legal action and remembers the phases it was asked in."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.asked: list[Phase] = []

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        self.asked.append(view.phase)
        return legal[0]


def test_a_split_bot_bids_with_one_and_plays_with_the_other(play_match: MatchRunner) -> None:
    bidder, player = Recorder("b"), Recorder("p")
    split = SplitBot(bidder, player)
    assert split.name == "b+p"
    play_match([split, make_bot("medium"), split, make_bot("medium")], DEFAULT_RULES, seed=4)
    assert set(bidder.asked) <= {Phase.BIDDING, Phase.DOUBLING} and bidder.asked
    assert set(player.asked) == {Phase.PLAYING}
    assert build_bot("medium+hard") == SplitBot(make_bot("medium"), make_bot("hard"))


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("genius", "unknown bot level 'genius'"),
        ("hard+genius", "unknown bot level 'genius'"),
        ("medium+hard+expert", "at most two bots joined by '+'"),
        ("hard:worlds=9", "unknown setting 'worlds'; this level takes: auction_policy, "),
        ("random:speed=1", "unknown setting 'speed'; this level takes: none"),
        ("hard:play_worlds", "'play_worlds' is not NAME=VALUE"),
        ("hard:=3", "'=3' is not NAME=VALUE"),
        ("hard:play_worlds=1.5", "play_worlds must be a whole number, not '1.5'"),
        ("hard:boldness=lots", "boldness must be a finite number, not 'lots'"),
        ("hard:boldness=nan", "boldness must be a finite number, not 'nan'"),
        ("hard:weighted=maybe", "weighted must be true or false, not 'maybe'"),
        ("hard:policy=psychic", "policy must be one of honest, clairvoyant, random"),
        ("hard:play_worlds=0", "play_worlds must be from 1 to 1,000, not 0"),
        ("hard:play_worlds=100000000", "play_worlds must be from 1 to 1,000, not 100000000"),
        ("expert:oversample=0", "oversample must be from 1 to 10, not 0"),
        ("hard:exact_cards=33", "exact_cards must be from 0 to 32, not 33"),
        ("expert:node_budget=10000000", "node_budget must be from 1 to 1,000,000"),
        ("expert:pimc_budget=0", "pimc_budget must be from 1 to 1,000,000, not 0"),
        ("hard:switch_margin=-1", "switch_margin must be from 0 to 100, not -1.0"),
        ("hard:boldness=1e300", "boldness must be from -100 to 100, not 1e+300"),
        ("medium:mistake_rate=1.5", "mistake_rate must be from 0 to 1, not 1.5"),
        ("beginner:bid_noise=-2", "bid_noise must be from 0 to 100, not -2.0"),
    ],
)
def test_a_bad_spec_says_what_is_wrong(spec: str, message: str) -> None:
    with pytest.raises(BalootError, match=re.escape(message)):
        build_bot(spec)
