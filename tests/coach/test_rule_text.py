"""House-rule sentences: each says what the engine does under the flag it describes."""

from __future__ import annotations

import pytest

from baloot_tui.help import rule_text, rules_markdown
from baloot_tui.help.glossary import _ENTRIES, glossary, glossary_markdown
from baloot_tui.help.rule_text import RULE_SENTENCES, RuleTextError, fill_rules, rule_names
from baloot_tui.rules import Seat, card, parse_cards
from baloot_tui.rules.actions import PASSES, Bid, Call
from baloot_tui.rules.bidding import apply_call, legal_calls, start_bidding
from baloot_tui.rules.doubling import sun_double_allowed
from baloot_tui.rules.glossary import Contract
from baloot_tui.rules.house_rules import PRESETS, HouseRules
from baloot_tui.rules.scoring import CARD_ABNAT, HandFacts, score_hand
from baloot_tui.rules.seats import Team
from baloot_tui.rules.tricks import legal_cards

VARIANTS = [
    HouseRules(),
    *PRESETS.values(),
    HouseRules(ashkal_forbidden_on_ace=False, must_undertrump=False, kawesh="off"),
    HouseRules(sun_double_rule="ge100_lt100", project_tie_break="nobody"),
    HouseRules(sun_double_rule="gt100_le100", lock_chooser="every_caller", first_lead="buyer"),
    HouseRules(sun_double_rule="one_team_over_100", kaboot_projects="own"),
]
IDS = [str(n) for n in range(len(VARIANTS))]


def test_every_placeholder_in_the_shipped_texts_is_known() -> None:
    texts = [term.meaning for term in _ENTRIES]
    names = {name for text in texts for name in rule_names(text)}
    assert names <= set(RULE_SENTENCES)
    assert "{rule:" not in rules_markdown() and "{rule:" not in glossary_markdown()


def test_an_unknown_placeholder_is_refused_with_the_known_names() -> None:
    with pytest.raises(RuleTextError, match=r"unknown rule sentence.*baloot"):
        fill_rules("{rule:balot}", HouseRules())


def test_sentences_start_with_a_capital_only_where_a_sentence_starts() -> None:
    rules = HouseRules()
    text = fill_rules("{rule:waraq}. So {rule:waraq};\n  {rule:waraq}", rules)
    assert text.startswith("The deal") and "So the deal" in text and "\n  the deal" in text


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_rules_summary_changes_with_the_flags(rules: HouseRules) -> None:
    text = rules_markdown(rules)
    for make in RULE_SENTENCES.values():
        sentence = make(rules)
        assert sentence[1:] in text
    assert all(term.meaning.strip() for term in glossary(rules))


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_ashkal_sentence_matches_legal_calls(rules: HouseRules) -> None:
    sentence = rule_text.ashkal_rule(rules)

    def third_speaker_may_ashkal(face: str, round2: bool) -> bool:
        b = start_bidding(Seat.WEST, card(face))
        passes = (Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST) * round2 + (Seat.SOUTH, Seat.EAST)
        for seat in passes:
            b = apply_call(b, PASSES[seat], rules)
        return Bid(Seat.NORTH, Call.ASHKAL) in legal_calls(b, parse_cards("AS"), rules)

    assert third_speaker_may_ashkal("KS", False)
    assert third_speaker_may_ashkal("AS", False) == ("never when" not in sentence)
    assert third_speaker_may_ashkal("KS", True) == ("either round" in sentence)


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_sun_double_sentence_matches_the_engine_at_the_boundary(rules: HouseRules) -> None:
    sentence = rule_text.sun_double_rule(rules)
    buyer_at_100 = sun_double_allowed((100, 90), Team.NORTH_SOUTH, rules)
    doubler_at_100 = sun_double_allowed((110, 100), Team.NORTH_SOUTH, rules)
    assert buyer_at_100 == ("100 match points or more" in sentence)
    assert doubler_at_100 == ("100 or less" in sentence)
    assert sun_double_allowed((110, 90), Team.NORTH_SOUTH, rules)


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_card_play_sentences_match_the_legal_cards(rules: HouseRules) -> None:
    hearts = parse_cards("7H 8C")
    # Partner (two before you) led A♠ and is winning; you have no spade but a trump.
    exempt = legal_cards(hearts, parse_cards("AS 7S"), card("9H").suit, False, rules)
    assert (len(exempt) == 2) == ("need not trump" in rule_text.partner_exemption_rule(rules))
    # An opponent trumped with the 9♥; you hold only the 7♥ and a club.
    under = legal_cards(hearts, parse_cards("7S 9H"), card("9H").suit, False, rules)
    assert (under == (card("7H"),)) == (
        "still play a lower trump" in rule_text.undertrump_rule(rules)
    )
    # Trump led by your partner, who is winning with the 9; you hold the J and the 7.
    lead = legal_cards(parse_cards("JH 7H"), parse_cards("9H 8H"), card("9H").suit, False, rules)
    assert (len(lead) == 2) == ("unless it is your partner's" in rule_text.trump_lead_rule(rules))


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_scoring_sentences_match_the_scorer(rules: HouseRules) -> None:
    def hokum(ours: int, **extra: object) -> tuple[int, int]:
        facts = HandFacts(
            contract=Contract.HOKUM,
            buyer_team=Team.NORTH_SOUTH,
            card_abnat=(ours - 10, CARD_ABNAT[Contract.HOKUM] - ours + 10),
            last_trick=Team.NORTH_SOUTH,
            tricks_won=(4, 4),
            **extra,  # type: ignore[arg-type]
        )
        return score_hand(facts, rules).points

    tie_fails = hokum(81)[0] == 0
    assert tie_fails == ("81–81 is a khasara" in rule_text.hokum_tie_rule(rules))
    baloot = rule_text.baloot_rule(rules)
    assert rule_text.baloot_goes_to_winner(rules) == ("goes to the team that takes" in baloot)
    assert rules.baloot_transfers == rule_text.baloot_goes_to_winner(rules)
