"""House-rule sentences: each says what the engine does under the flag it describes."""

from __future__ import annotations

import pytest

from baloot_tui.core.seats import Team
from baloot_tui.games.baloot.coach.lessons import LESSONS
from baloot_tui.games.baloot.help import rule_text, rules_markdown
from baloot_tui.games.baloot.help.glossary import (
    _ENTRIES,
    TERMS,
    glossary,
    glossary_markdown,
    terms_for,
)
from baloot_tui.games.baloot.help.rule_text import (
    RULE_SENTENCES,
    RuleTextError,
    fill_rules,
    rule_names,
)
from baloot_tui.games.baloot.rules import Seat, card, parse_cards
from baloot_tui.games.baloot.rules.actions import (
    PASSES,
    Bid,
    Call,
    Double,
    DoubleStep,
    parse_action,
)
from baloot_tui.games.baloot.rules.bidding import apply_call, legal_calls, start_bidding
from baloot_tui.games.baloot.rules.doubling import (
    apply_raise,
    legal_raises,
    start_doubling,
    sun_double_allowed,
)
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, PRESETS, HouseRules
from baloot_tui.games.baloot.rules.projects import best_declaration, counting_team, parse_project
from baloot_tui.games.baloot.rules.round import start_hand
from baloot_tui.games.baloot.rules.scoring import CARD_ABNAT, HandFacts, ProjectScore, score_hand
from baloot_tui.games.baloot.rules.tricks import legal_cards
from tests.coach.learn_kit import RULE_VARIANTS
from tests.coach.test_flow_walk import deck_for

LESSON_TEXT = {item.key: item.text for item in LESSONS}
VARIANTS = [rules for _, rules in RULE_VARIANTS]
IDS = [name for name, _ in RULE_VARIANTS]


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


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_partner_exemption_sentence_matches_every_seat_it_frees(rules: HouseRules) -> None:
    sentence = rule_text.partner_exemption_rule(rules)
    hand, trump = parse_cards("7H 8C"), card("9H").suit

    def free(trick: str) -> bool:
        return len(legal_cards(hand, parse_cards(trick), trump, False, rules)) == 2

    third_behind_king = free("KS 7S")  # partner led the K♠ and is winning; you play third
    third_behind_ace = free("AS 7S")
    last = free("7S KS 8S")  # partner's K♠ is winning; you play last
    assert third_behind_ace == last == ("need not trump" in sentence)
    assert third_behind_king == ("need not trump: play any card" in sentence)
    assert (last and not third_behind_king) == ("only if you play last" in sentence)


def bidding(rules: HouseRules, calls: str, hand: str = "AS") -> tuple[object, ...]:
    """The calls open after ``calls`` (West dealt: South, East, North, West speak)."""
    b = start_bidding(Seat.WEST, card("KH"))
    for call in calls.split(";") if calls else ():
        b = apply_call(b, parse_action(call), rules)
    return legal_calls(b, parse_cards(hand), rules)


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_before_you_sentence_names_who_the_engine_asks(rules: HouseRules) -> None:
    b = start_bidding(Seat.WEST, card("KH"))
    for call in ("S pass", "E pass", "N sun"):
        b = apply_call(b, parse_action(call), rules)
    assert Seat.EAST in b.queue  # the opponent who speaks before North
    assert (Seat.SOUTH in b.queue) == ("his partner too" in rule_text.before_you_rule(rules))


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_kawesh_sentence_matches_when_the_engine_offers_it(rules: HouseRules) -> None:
    sentence = rule_text.kawesh_rule(rules)
    kawesh = Bid(Seat.SOUTH, Call.KAWESH)
    sevens = "7S 8S 9S 7D 8D"
    before_any_bid = kawesh in bidding(rules, "", sevens)
    after_a_bid = Bid(Seat.NORTH, Call.KAWESH) in bidding(rules, "S pass; E hokum", sevens)
    assert before_any_bid == ("do not allow" not in sentence)
    assert after_a_bid == ("after a bid" in sentence)
    assert kawesh not in bidding(rules, "S pass; E pass; N pass; W pass", sevens)


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_round_two_sentence_lists_the_calls_the_engine_offers(rules: HouseRules) -> None:
    sentence = rule_text.round_two_rule(rules)
    third = bidding(rules, "S pass; E pass; N pass; W pass; S pass; E pass")
    assert (Bid(Seat.NORTH, Call.ASHKAL) in third) == ("Ashkal" in sentence)
    assert Bid(Seat.NORTH, Call.SUN) in third and "Sun" in sentence


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_waraq_and_first_lead_sentences_match_a_played_deal(rules: HouseRules) -> None:
    deck = deck_for("KH")
    state = start_hand(deck, Seat.WEST, rules)
    for _ in range(8):
        state = state.apply(PASSES[state.to_act])  # type: ignore[index]
    assert state.result is not None
    rotates = state.result.next_dealer is Seat.WEST.next
    assert rotates == ("passes to the right" in rule_text.waraq_rule(rules))
    # East (2nd) says Sun; South (1st) lets it stand: East buys, South would lead.
    state = start_hand(deck, Seat.WEST, rules)
    for call in ("S pass", "E sun", "S pass"):
        state = state.apply(parse_action(call))
    while state.phase is not Phase.PLAYING:
        state = state.apply(PASSES[state.to_act])  # type: ignore[index]
    assert state.play is not None
    buyer_leads = state.play.first_leader is Seat.EAST
    assert buyer_leads == ("the buyer leads" in rule_text.first_lead_rule(rules))


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_ladder_sentences_match_who_may_raise_and_the_lock(rules: HouseRules) -> None:
    ladder = start_doubling(Contract.HOKUM, Seat.SOUTH, (0, 0), rules)
    ladder = apply_raise(ladder, parse_action("E double closed"), rules)
    three = rule_text.three_rule(rules)
    assert ("or his partner" in three) == (Seat.NORTH in ladder.queue)
    south = legal_raises(ladder, rules)
    assert (Double(Seat.SOUTH, DoubleStep.THREE, True) in south) == ("as he chooses" in three)
    ladder = apply_raise(ladder, Double(Seat.SOUTH, DoubleStep.THREE, south[1].closed), rules)  # type: ignore[union-attr]
    assert ("or his partner" in rule_text.four_rule(rules)) == (Seat.WEST in ladder.queue)
    assert Double(Seat.EAST, DoubleStep.FOUR, False) in legal_raises(ladder, rules)
    ladder = apply_raise(ladder, Double(Seat.EAST, DoubleStep.FOUR, True), rules)
    gahwa = legal_raises(ladder, rules)
    assert (Double(Seat.SOUTH, DoubleStep.GAHWA, True) in gahwa) == (
        "as he chooses" in rule_text.gahwa_rule(rules)
    )


NS, EW = Team.NORTH_SOUTH, Team.EAST_WEST


def scored(
    rules: HouseRules,
    ours: int,
    contract: Contract = Contract.HOKUM,
    tricks: tuple[int, int] = (4, 4),
    **extra: object,
) -> tuple[int, int]:
    """The points of a hand North–South bought and took ``ours`` abnat in (last trick theirs
    unless they took none)."""
    last = NS if tricks[0] else EW
    card_ours = ours - 10 if last is NS else ours
    facts = HandFacts(
        contract=contract,
        buyer_team=NS,
        card_abnat=(card_ours, CARD_ABNAT[contract] - card_ours),
        last_trick=last,
        tricks_won=tricks,
        **extra,  # type: ignore[arg-type]
    )
    return score_hand(facts, rules).points


def project(team: Team, gp: int, contract: Contract, hundred: bool = False) -> ProjectScore:
    per = 5 if contract is Contract.SUN else 10
    return ProjectScore("project", team, gp, gp * per, hundred)


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_tie_and_rounding_sentences_match_the_scorer(rules: HouseRules) -> None:
    assert (scored(rules, 81)[0] == 0) == ("is a khasara" in rule_text.hokum_tie_rule(rules))
    sun = scored(rules, 65, Contract.SUN)
    sun_tie = rule_text.sun_tie_rule(rules)
    assert (sun == (13, 13)) == ("split" in sun_tie) and (sun == (0, 26)) == ("khasara" in sun_tie)
    rounding = rule_text.hokum_rounding_rule(rules)
    assert scored(rules, 86) == ((9, 7) if "gives 9 and 7" in rounding else (8, 8))


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_khasara_and_baloot_sentences_match_the_scorer(rules: HouseRules) -> None:
    sira = (project(NS, 2, Contract.HOKUM),)
    to_them = scored(rules, 60, counted_projects=sira)[1] == 18
    assert to_them == ("go to the opponents" in rule_text.khasara_projects_rule(rules))
    moves = "goes to the team that takes the hand" in rule_text.baloot_rule(rules)
    khasara = scored(rules, 60, baloot_teams=(NS,))
    doubled_loss = scored(rules, 60, baloot_teams=(NS,), multiplier=2, last_raiser=EW)
    kaboot_against = scored(rules, 0, tricks=(0, 8), baloot_teams=(NS,))
    assert khasara == ((0, 18) if moves else (2, 16))
    assert doubled_loss == ((0, 34) if moves else (2, 32))
    assert kaboot_against == ((0, 27) if moves else (2, 25))


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_doubled_hand_sentences_match_the_scorer(rules: HouseRules) -> None:
    def doubled(
        ours: int, multiplier: int = 2, projects: tuple[ProjectScore, ...] = ()
    ) -> tuple[int, int]:
        raiser = NS if multiplier == 3 else EW
        return scored(
            rules, ours, multiplier=multiplier, last_raiser=raiser, counted_projects=projects
        )

    # 86–76 is 8–8 in game points either way round: only the raw points differ.
    raw_decides = (doubled(76)[0] > 0) != (doubled(86)[0] > 0)
    assert raw_decides == ("raw points" in rule_text.doubled_winner_rule(rules))
    tie = rule_text.doubled_tie_rule(rules)
    buyer_loses_tie = doubled(81)[0] == 0  # 81–81: equal game points and raw points
    assert buyer_loses_tie == ("lost by the buyer's team" in tie)
    three = doubled(
        100,
        3,
        (project(NS, 10, Contract.HOKUM, True), project(NS, 2, Contract.HOKUM)),
    )
    cap = rule_text.project_cap_rule(rules)
    expected = {
        "projects are multiplied at most × 2": 48 + 24,
        "like the pot": 48 + 36,
        "Hundreds and": 48 + 20 + 6,
    }
    assert [three[0]] == [n for words, n in expected.items() if words in cap]


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_kaboot_sentence_matches_the_scorer(rules: HouseRules) -> None:
    sentence = rule_text.kaboot_rule(rules)
    sun, kaboot = Contract.SUN, (8, 0)
    multiplied = scored(rules, 130, sun, kaboot, multiplier=2, last_raiser=EW)[0] == 88
    assert multiplied == ("times the multiplier" in sentence)
    theirs = scored(rules, 130, sun, kaboot, counted_projects=(project(EW, 4, sun),))[0] == 48
    own = scored(rules, 130, sun, kaboot, counted_projects=(project(NS, 10, sun),))[0] == 54
    assert theirs == ("every counted project" in sentence)
    assert (own and not theirs) == ("own counted projects" in sentence)
    assert (not own) == ("no projects" in sentence)
    ace = scored(rules, 130, sun, kaboot, face_card_is_ace=True)[0] == 88
    assert ace == ("worth 88" in sentence)


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_project_comparison_sentences_match_the_engine(rules: HouseRules) -> None:
    quad_against_run = {
        Seat.SOUTH: (parse_project("hundred:KS-KH-KD-KC"),),
        Seat.EAST: (parse_project("hundred:8D-9D-TD-JD-QD"),),
    }
    winner = counting_team(quad_against_run, Seat.SOUTH, Contract.SUN, None, rules)
    assert (winner is EW) == ("a sequence Hundred beats" in rule_text.seq100_rule(rules))
    equal = {
        Seat.EAST: (parse_project("sira:JC-QC-KC"),),
        Seat.NORTH: (parse_project("sira:JD-QD-KD"),),
    }
    found = counting_team(equal, Seat.SOUTH, Contract.HOKUM, card("7D").suit, rules)
    tie = rule_text.project_tie_rule(rules)
    assert (found is None) == ("neither" in tie)
    assert (found is NS) == ("a sequence in trumps wins" in tie)  # North's run is in trumps
    assert (found is EW) == ("nearer the first leader in playing order wins" in tie)


def test_the_project_values_taught_are_the_engines() -> None:
    """The glossary's values for each project, and four Aces: a Hundred in Hokum."""
    samples = {
        "sira": "sira:7H-8H-9H",
        "fifty": "fifty:7H-8H-9H-TH",
        "hundred": "hundred:7H-8H-9H-TH-JH",
    }
    for key, text in samples.items():
        found = parse_project(text)
        sun, hokum = found.game_points(Contract.SUN), found.game_points(Contract.HOKUM)
        assert f"{sun} in Sun, {hokum} in Hokum" in TERMS[key].meaning
    aces = parse_cards("AS AH AD AC 7S 8H 9D 7C")
    (in_hokum,) = best_declaration(aces, Contract.HOKUM, DEFAULT_RULES)
    (in_sun,) = best_declaration(aces, Contract.SUN, DEFAULT_RULES)
    assert (
        in_hokum.game_points(Contract.HOKUM) == 10 and "Aces in Hokum" in TERMS["hundred"].meaning
    )
    assert f"{in_sun.game_points(Contract.SUN)} game points" in TERMS["four_hundred"].meaning
    assert "four Aces too" in LESSON_TEXT["projects"]


def test_glossary_entries_named_by_the_coach_are_written_for_the_rules_in_force() -> None:
    (default,) = terms_for(["ashkal"])
    (classic,) = terms_for(["ashkal"], PRESETS["classic"])
    assert "in either round" in default.meaning and "in round 1 only" in classic.meaning
