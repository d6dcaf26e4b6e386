"""Why a card may or may not be played, in the player's words, from the option's values.

The English words of an allowed card are the engine's own reason; a forbidden card's
are its refusal's sentence; in Arabic neither is the English. Checked on every card
option of random hands under every preset, so each obligation the engine reaches is
seen with the led suit and the best card it names.
"""

from __future__ import annotations

import random

import pytest

from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.help.card_reasons import ALLOWED_REASONS
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import PRESETS, preset
from baloot_tui.games.baloot.rules.round import deal
from baloot_tui.games.baloot.rules.tricks import CardOption
from baloot_tui.games.baloot.words import option_words, refusal_words
from baloot_tui.text import i18n


def options_seen(rules_name: str, seed: int, hands: int) -> list[CardOption]:
    """Every card option of the player to act in ``hands`` random hands."""
    rng = random.Random(seed)
    seen: list[CardOption] = []
    for index in range(hands):
        state = deal(rng, SEATS[index % 4], preset(rules_name))
        while not state.is_over:
            if state.phase is Phase.PLAYING and state.to_act is not None:
                seen += state.card_options()
            state = state.apply(rng.choice(state.legal_actions()))
    return seen


def in_arabic(option: CardOption) -> str:
    i18n.use("ar")
    try:
        return option_words(option)
    finally:
        i18n.use("en")


@pytest.mark.parametrize("rules_name", sorted(PRESETS))
def test_option_words_are_the_options_values_worded_and_translated(rules_name: str) -> None:
    options = options_seen(rules_name, seed=len(rules_name), hands=12)
    assert {o.legal for o in options} == {True, False}
    for option in options:
        english = option_words(option)
        if option.legal:
            assert option.refusal is None, option
            lead, best = option.lead, option.best
            assert english == ALLOWED_REASONS[option.obligation].format(
                lead="" if lead is None else lead.symbol, best="" if best is None else best.label
            ), option
        else:
            assert option.refusal is not None, option
            assert english == refusal_words(option.refusal), option
        assert in_arabic(option) != english, option
