"""Refusals carry their rule as a value, and the players' words come from it.

Every rule the table and the games can refuse an action by has one sentence, in its
words module's catalogue message, in English and Arabic; real illegal actions of
both games (and of the table controllers) are refused with the rule, the values it
names, the error's message naming them in notation, and the player's words built
from the value.
"""

from __future__ import annotations

import dataclasses
import json
import pickle
import string
from collections.abc import Callable, Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any, Protocol

import pytest

from baloot_tui.core.cards import DECK, Suit, card
from baloot_tui.core.errors import (
    IllegalActionError,
    RecordError,
    Refusal,
    TableRule,
    refusal_notation,
)
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.rules import match as baloot_match
from baloot_tui.games.baloot.rules.actions import Declare, PlayCard, Sawa, parse_action
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.refusals import Rule
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.tricks import card_options
from baloot_tui.games.baloot.words import REFUSAL_WORDS, option_words, refusal_words
from baloot_tui.games.belot import words as belot_words
from baloot_tui.games.belot.rules import match as belot_match
from baloot_tui.games.belot.rules import record as belot_record
from baloot_tui.games.belot.rules.actions import parse_action as belot_action
from baloot_tui.games.belot.rules.auction import apply_call
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.hand import BelotHand
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES as BELOT_RULES
from baloot_tui.games.belot.rules.refusals import Rule as BelotRule
from baloot_tui.games.belot.rules.tricks import card_options as belot_card_options
from baloot_tui.store.files import FileRefused
from baloot_tui.store.records import load_game_record, open_game_record
from baloot_tui.text import i18n
from baloot_tui.text.table_words import TABLE_REFUSAL_WORDS
from tests.belot import belot_kit
from tests.engine.test_controller import make_controller
from tests.rules.rules_kit import b1_hokum, cards, hand_state, play_cards, run

NAMES = ("Saad", "Faisal", "Noura", "Reem")
S, E, N, W = Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST
RECORDS = Path(__file__).parent.parent / "rules" / "records"
FIELDS = {"seat", "other", "lead", "card", "best", "contract"}
"""The values :func:`refusal_words` fills a sentence with."""


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def arabic(words: Callable[[], str]) -> str:
    i18n.use("ar")
    try:
        return words()
    finally:
        i18n.use("en")


WORDS: list[tuple[StrEnum, Mapping[StrEnum, str]]] = [(r, TABLE_REFUSAL_WORDS) for r in TableRule]
WORDS += [(rule, REFUSAL_WORDS) for rule in Rule]
WORDS += [(rule, belot_words.REFUSAL_WORDS) for rule in BelotRule]


@pytest.mark.parametrize(
    ("rule", "words"), WORDS, ids=[f"{type(r).__module__}:{r}" for r, _ in WORDS]
)
def test_every_rule_has_its_key_in_notation_and_the_players_words(
    rule: StrEnum, words: Mapping[StrEnum, str]
) -> None:
    assert refusal_notation(Refusal(rule)) == rule.value
    template = words[rule]
    assert fields(template) <= FIELDS, template
    assert template[:1].isupper() or template[:1] == "{", template
    assert template.endswith("."), template
    translated = arabic(lambda: i18n._(template))
    assert translated != template, template
    assert fields(translated) == fields(template)


def test_no_words_for_a_rule_the_engines_do_not_have() -> None:
    assert set(TABLE_REFUSAL_WORDS) == set(TableRule)
    assert set(REFUSAL_WORDS) == set(Rule)
    assert set(belot_words.REFUSAL_WORDS) == set(BelotRule)


class Refuses(Protocol):
    """A game state or a match: what an action is applied to."""

    def apply(self, action: Any) -> object: ...


def playing() -> RoundState:
    """The B1 hand (EAST bought Hokum ♥) once the ladder is passed: SOUTH leads."""
    state = b1_hokum()
    while state.phase.value == "doubling":
        state = state.apply(state.legal_actions()[0])
    return state


def declared(state: RoundState, seat: Seat) -> RoundState:
    return state.apply(Declare(seat, ()))


BALOOT_CASES = [
    # (state, action, rule, English words, Arabic words)
    (lambda: hand_state("9H"), "E pass", TableRule.WRONG_TURN, "It is Saad's turn, not Faisal's.",
     "الدور على Saad، مو على Faisal."),
    (lambda: hand_state("9H"), "S double", Rule.BIDDING_CALLS_ONLY,
     "The auction is on: only bidding calls.", None),
    (lambda: hand_state("9H"), "S ashkal", Rule.ROUND1_CALLS, None, None),
    (lambda: run(hand_state("9H"), "S pass, E pass, N pass, W pass"), "S ashkal",
     Rule.ROUND2_CALLS, "Round 2: pass (wala), Hokum in another suit, or Sun.",
     "الدور الثاني: ولا، أو حكم في نوع ثاني، أو صن."),
    (b1_hokum, "N play 7S", Rule.DOUBLING_CALLS_ONLY,
     "The doubling ladder is on: only doubles and passes.", None),
    (playing, "S play 7S", Rule.DECLARE_FIRST, "Saad must first declare projects (or none).",
     "لازم Saad يعلن مشاريعه أول (أو يقول بدون)."),
    (lambda: declared(playing(), S), "S play AS", TableRule.NOT_HELD, "Saad does not hold A♠.",
     "Saad ما عنده A♠."),
    (lambda: declared(play_cards(playing(), "7S"), E), "E play 7C", Rule.VOID_MUST_TRUMP,
     "You have no ♠: you must trump.", "ما عندك ♠: لازم تحكم."),
    (lambda: declared(play_cards(playing(), "7S QH"), N), "N play AD", Rule.MUST_FOLLOW,
     "You must follow ♠.", "لازم تلعب من ♠."),
    (lambda: play_cards(playing(), "7S QH JS QC KH KD"), "W play QD", Rule.MUST_PLAY_TRUMP,
     "You must play a trump.", "لازم تلعب حكم."),
    (lambda: play_cards(playing(), "7S QH JS QC KH KD 7H"), "S play 7D",
     Rule.MUST_BEAT_WITH_TRUMP, "You must beat K♥ with a trump.", "لازم تغلب K♥ بحكم أعلى."),
    (lambda: declared(play_cards(playing(), "7S"), E), "E declare", Rule.PROJECTS_ONCE,
     "Projects are declared once, on the first card, from the hand held.", None),
    (playing, "S sawa", Rule.SAWA_FROM_TRICK_2,
     "Sawa may be claimed from trick 2 on, once the projects are declared.",
     "سوا تنقال من الأكلة الثانية، بعد ما تنعلن المشاريع."),
    (lambda: play_cards(playing(), "7S QH JS QC"), "S sawa", Rule.SAWA_ON_LEAD_ONLY,
     "Only the player on lead may claim Sawa (Faisal is to play).",
     "سوا يقولها اللي عليه البداية بس (الدور على Faisal)."),
    (lambda: play_cards(playing(), "7S QH JS QC KH"), "N sawa", Rule.SAWA_NOT_MID_TRICK,
     "Sawa is claimed on lead, not to a trick in progress (Noura is to play).", None),
    (lambda: play_cards(playing(), "7S QH JS QC"), "E sawa", Rule.SAWA_NOT_SURE,
     "Faisal's team cannot be sure of every remaining trick: the defence takes one.", None),
    (lambda: hand_state("9H"), "S sawa", Rule.SAWA_IN_PLAY_ONLY,
     "Sawa is claimed during card play.", "سوا تنقال وقت اللعب بس."),
    (lambda: baloot_match.new_match(), "S pass", TableRule.NO_DEAL_DEAL_FIRST,
     "No deal is in progress: deal first.", "لا توزيعة جارية: وزّع أولًا."),
]  # fmt: skip


def test_the_errors_message_names_the_action_and_the_refusal_in_notation() -> None:
    with pytest.raises(IllegalActionError) as caught:
        play_cards(playing(), "7S QH").apply(parse_action("N play AD"))
    assert str(caught.value).startswith("illegal action 'N play AD': declare_first (seat N); ")
    state = declared(play_cards(playing(), "7S QH"), N)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(parse_action("N play AD"))
    assert str(caught.value) == (
        "illegal action 'N play AD': must_follow (suit S, best QH); allowed: N play TS, "
        "N play JS, N play QS, N play KS, N play AS"
    )
    assert caught.value.reason == str(caught.value).removeprefix("illegal action 'N play AD': ")
    assert caught.value.refusal == Refusal(Rule.MUST_FOLLOW, suit=Suit.SPADES, best=card("QH"))


def test_a_refusal_survives_pickling_with_its_rule() -> None:
    with pytest.raises(IllegalActionError) as caught:
        hand_state("9H").apply(parse_action("E pass"))
    copy = pickle.loads(pickle.dumps(caught.value))
    assert (str(copy), copy.refusal, copy.action) == (
        str(caught.value),
        caught.value.refusal,
        caught.value.action,
    )


MAJLIS = dataclasses.replace(DEFAULT_RULES, partner_exemption_scope="fourth_or_ace_lead")
"""Only the last to play, or a player behind the partner's Ace, is exempt from trumping."""


@pytest.mark.parametrize(
    ("hand", "trick", "trump", "closed", "tried", "refusal", "english"),
    [
        ("7H AS", "", Suit.HEARTS, True, "7H", Refusal(Rule.CLOSED_NO_TRUMP_LEAD),
         "Closed game: no trump lead while you hold a non-trump."),
        ("7H 8D", "AC KH", Suit.HEARTS, False, "8D",
         Refusal(Rule.VOID_MUST_PLAY_TRUMP, suit=Suit.CLUBS, best=card("KH")),
         "You have no ♣: you must play a trump."),
        ("AH 8D", "AC KH", Suit.HEARTS, False, "8D",
         Refusal(Rule.MUST_OVER_TRUMP, suit=Suit.CLUBS, best=card("KH")),
         "You must over-trump K♥."),
        ("7H 8D", "KC 7C", Suit.HEARTS, False, "8D",
         Refusal(Rule.PARTNER_LEAD_NOT_ACE, suit=Suit.CLUBS, best=card("KC")),
         "You have no ♣, partner's winning lead is not an Ace: you must trump."),
    ],
)  # fmt: skip
def test_baloot_card_refusals_are_values_with_the_players_words(
    hand: str, trick: str, trump: Suit, closed: bool, tried: str, refusal: Refusal, english: str
) -> None:
    options = card_options(cards(hand), cards(trick), trump, closed, MAJLIS)
    option = next(o for o in options if o.card is card(tried))
    assert not option.legal and option.refusal == refusal
    assert option_words(option) == refusal_words(refusal) == english
    assert all(o.refusal is None for o in options if o.legal)


def belot_auction() -> BelotHand:
    return belot_kit.dealt()


BELOT_CASES = [
    (belot_auction, "E pass", TableRule.WRONG_TURN, "It is Saad's turn, not Faisal's.",
     "الدور على Saad، مو على Faisal."),
    (belot_auction, "S contra", BelotRule.CONTRA_NEEDS_BID, "Contra needs a standing bid.",
     "الكونترا تحتاج إلى مزايدة قائمة."),
    (belot_auction, "S play 7S", BelotRule.AUCTION_CALLS,
     "The auction is on: pass, bid, contra or recontra.", None),
    (lambda: belot_kit.run(belot_auction(), "S bid H"), "E bid C", BelotRule.BID_TOO_LOW,
     "A bid must be higher than the standing ♥ Hearts.", None),
    (lambda: belot_kit.run(belot_auction(), "S bid H"), "E recontra",
     BelotRule.RECONTRA_ANSWERS_CONTRA, "Recontra answers a contra.",
     "الريكونترا رد على الكونترا."),
    (lambda: belot_kit.run(belot_auction(), "S bid H, E contra"), "N contra",
     BelotRule.ALREADY_DOUBLED, "The bid is already doubled.", None),
    (lambda: belot_kit.run(belot_auction(), "S bid H, E pass"), "N contra",
     BelotRule.CONTRA_OPPONENTS_ONLY, "Only an opponent of the bidder may say contra.", None),
    (lambda: belot_kit.run(belot_auction(), "S bid H, E contra, N pass"), "W recontra",
     BelotRule.RECONTRA_BIDDERS_ONLY, "Only the bidding team may say recontra.", None),
    (lambda: belot_kit.run(belot_auction(), "S bid H, E pass, N pass, W pass"), "S play 7S",
     BelotRule.DECLARE_FIRST, "Saad first declares (or declares nothing).",
     "Saad يعلن أولًا (أو لا يعلن شيئًا)."),
    (lambda: belot_kit.run(belot_auction(), "S bid H, E pass, N pass, W pass, S declare"),
     "S play AH", TableRule.NOT_HELD, "Saad does not hold A♥.", "Saad ما عنده A♥."),
    (lambda: belot_kit.run(belot_auction(), "S bid H, E pass, N pass, W pass"), "S bid S",
     BelotRule.DECLARE_OR_PLAY, "The auction is over: declare or play a card.", None),
    (lambda: belot_kit.run(belot_auction(), "S bid H, E pass, N pass, W pass, S declare"),
     "S declare", BelotRule.DECLARATIONS_ONCE,
     "Declarations are made once, with the first card of trick 1, from the cards held.",
     "الإعلان مرة واحدة، مع أول ورقة في الأكلة الأولى، من أوراقك."),
    (lambda: belot_kit.run(belot_auction(), "S bid H, E pass, N pass, W pass, S declare"),
     "S play KS belote", BelotRule.BELOTE_CARDS, None, None),
    (lambda: belot_match.new_match(), "S pass", TableRule.NO_DEAL_DEAL_FIRST,
     "No deal is in progress: deal first.", "لا توزيعة جارية: وزّع أولًا."),
]  # fmt: skip


Game = tuple[Callable[[str], Any], Callable[[IllegalActionError], str]]
BALOOT: Game = (parse_action, lambda err: refusal_words(err, NAMES))
BELOT: Game = (belot_action, lambda err: belot_words.refusal_words(err, NAMES))


@pytest.mark.parametrize(
    ("game", "make", "notation", "rule", "english", "words"),
    [(BALOOT, *case) for case in BALOOT_CASES] + [(BELOT, *case) for case in BELOT_CASES],
)
def test_refusals_carry_their_rule_and_read_in_both_languages(
    game: Game,
    make: Callable[[], Refuses],
    notation: str,
    rule: StrEnum,
    english: str | None,
    words: str | None,
) -> None:
    parse, say = game
    action = parse(notation)
    with pytest.raises(IllegalActionError) as caught:
        make().apply(action)
    err = caught.value
    assert (err.rule, err.action, err.seat) == (rule, action, action.seat)
    assert str(err).startswith(f"illegal action '{notation}': {refusal_notation(err.refusal)}")
    said = say(err)
    assert said == (english or said) and said != str(err)
    translated = arabic(lambda: say(err))
    assert translated == (words or translated) and translated != said


def test_a_belot_bid_too_low_names_the_standing_bid_in_arabic() -> None:
    auction = belot_kit.run(belot_auction(), "S bid H").auction
    with pytest.raises(IllegalActionError) as caught:
        apply_call(auction, belot_action("E bid C"), BELOT_RULES)
    assert caught.value.refusal == Refusal(BelotRule.BID_TOO_LOW, contract=Contract.HEARTS.value)
    hearts = arabic(lambda: i18n._(belot_words.CONTRACT_WORDS[Contract.HEARTS]))
    said = arabic(lambda: belot_words.refusal_words(caught.value, NAMES))
    assert said == f"يجب أن تكون المزايدة أعلى من {hearts} القائمة."


def test_a_belot_auction_out_of_turn_is_a_turn_to_speak() -> None:
    with pytest.raises(IllegalActionError) as caught:
        apply_call(belot_auction().auction, belot_action("E pass"), BELOT_RULES)
    assert caught.value.refusal == Refusal(BelotRule.SPEAK_TURN, S, E)
    assert belot_words.refusal_words(caught.value, NAMES) == (
        "It is Saad's turn to speak, not Faisal's."
    )


def test_belot_card_reasons_are_worded_from_the_options_values() -> None:
    options = belot_card_options(
        cards("TS 7S JD"), cards("KS QS"), Contract.ALL_TRUMPS, BELOT_RULES
    )
    by_card = {str(o.card): o for o in options}
    assert by_card["JD"].refusal == Refusal(
        BelotRule.MUST_RAISE_LED, suit=Suit.SPADES, best=card("KS")
    )
    assert belot_words.reason_words(by_card["JD"]) == "You must beat K♠ with a ♠."
    assert belot_words.card_reason(by_card["JD"]) == (
        "J♦ may not be played. You must beat K♠ with a ♠."
    )
    assert belot_words.card_reason(by_card["TS"]) == "10♠ may be played: beats K♠"
    assert arabic(lambda: belot_words.card_reason(by_card["TS"])).endswith("K♠")
    assert by_card["TS"].refusal is None
    refusal = Refusal(BelotRule.MUST_RAISE_LED, suit=Suit.SPADES, best=card("KS"))
    assert belot_words.refusal_words(refusal) == "You must beat K♠ with a ♠."


def test_belot_match_deals_once() -> None:
    match = belot_match.new_match().deal(DECK)
    with pytest.raises(IllegalActionError) as caught:
        match.deal(DECK)
    assert (caught.value.rule, caught.value.action) == (TableRule.DEAL_IN_PROGRESS, None)
    assert str(caught.value) == "deal_in_progress"
    said = arabic(lambda: belot_words.refusal_words(caught.value, NAMES))
    assert said == "لا يمكن التوزيع: التوزيعة جارية."


def test_baloot_match_deals_once() -> None:
    match = baloot_match.new_match().deal(DECK)
    with pytest.raises(IllegalActionError) as caught:
        match.deal(DECK)
    assert caught.value.rule is TableRule.DEAL_IN_PROGRESS
    assert str(caught.value) == "deal_in_progress"
    assert refusal_words(caught.value, NAMES) == "Cannot deal: a deal is in progress."


def test_the_controllers_refusals_carry_their_rule() -> None:
    people = make_controller(seed=7, humans=4)
    people.deal_next()
    seat = people.to_act
    assert seat is not None
    with pytest.raises(IllegalActionError) as caught:
        people.answer_claim(seat, True)
    assert caught.value.refusal == Refusal(TableRule.NO_CLAIM_FOR_SEAT, seat)
    assert str(caught.value) == f"no_claim_for_seat (seat {seat.letter})"
    assert refusal_words(caught.value, NAMES) == f"No claim waits for {NAMES[seat]}'s answer."
    with pytest.raises(IllegalActionError) as caught:
        people.submit(Sawa(seat))
    assert caught.value.rule is Rule.SAWA_IN_PLAY_ONLY
    assert str(caught.value).endswith("sawa_in_play_only (phase bidding)")


def test_a_card_refused_in_the_table_is_worded_from_its_value() -> None:
    state = declared(play_cards(playing(), "7S QH"), N)
    option = next(o for o in state.card_options() if o.card is card("AD"))
    refusal = option.refusal
    assert refusal is not None
    assert arabic(lambda: refusal_words(refusal)) == "لازم تلعب من ♠."
    with pytest.raises(IllegalActionError) as caught:
        state.apply(PlayCard(N, card("AD")))
    assert caught.value.refusal == option.refusal


@pytest.mark.parametrize(
    ("game", "action", "words"),
    [
        ("baloot", "W double open", "It is East's turn, not West's."),
        ("belot", "E pass", "It is South's turn, not East's."),
    ],
)
def test_a_record_refused_by_the_rules_tells_a_person_why_in_the_games_words(
    tmp_path: Path, game: str, action: str, words: str
) -> None:
    if game == "baloot":
        data = json.loads((RECORDS / "double.json").read_text(encoding="utf-8"))
        index = 5
    else:
        data = json.loads(belot_record.dumps(belot_match.new_match().deal(DECK)))
        data["hands"][0]["actions"] = ["S pass"]
        index = 0
    data["hands"][0]["actions"][index] = action
    path = tmp_path / "m.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError) as notation:
        load_game_record(data, source=str(path))
    assert notation.value.refusal is not None and "wrong_turn" in str(notation.value)
    with pytest.raises(FileRefused) as refused:
        open_game_record(path)
    assert str(refused.value).endswith(f"action {index + 1} '{action}': {words}")
