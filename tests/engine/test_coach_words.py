"""The coach's sentences: every kind worded in English and Arabic, from the coach's values."""

from __future__ import annotations

import dataclasses
import random
import re
import string
from collections.abc import Iterator, Mapping
from typing import Any, get_args

import pytest

from baloot_tui.core.cards import Suit, card, parse_cards
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.bots import evaluate
from baloot_tui.games.baloot.coach import words as coach_words
from baloot_tui.games.baloot.coach.analysis import (
    Evaluated,
    Reason,
    ReasonKind,
    analyse,
    hand_strengths,
)
from baloot_tui.games.baloot.coach.explain import (
    Meaning,
    MeaningKind,
    action_label,
    explain_options,
)
from baloot_tui.games.baloot.coach.guide import Told, guide
from baloot_tui.games.baloot.coach.hand_words import COMPONENT_WORDS, SHORT_COMPONENT_WORDS
from baloot_tui.games.baloot.coach.words import (
    EVALUATED_WORDS,
    MEANING_WORDS,
    REASON_WORDS,
    meaning_words,
    prompt_lines,
    reason_words,
    short_components,
    strength_title,
    strength_words,
)
from baloot_tui.games.baloot.rules.actions import Action, Bid, Call, Pass
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import PRESETS
from baloot_tui.games.baloot.rules.round import RoundState, deal
from baloot_tui.games.baloot.rules.scoring import Outcome
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text.i18n import catalogue, use
from tests.bots.test_worlds import random_states
from tests.coach.learn_kit import auction_state
from tests.coach.test_guide import play_through
from tests.sampling import sweep

ARABIC = re.compile("[\u0600-\u06ff]")
UNFILLED = re.compile(r"\{\w*\}")
ENGLISH_WORDS = re.compile(r"[A-Za-z]{3,}")
"""Three Latin letters together: English (the cards' labels are 10♥, J♣, never words)."""
MEANING_FIELDS = {
    "seat",
    "other",
    "seats",
    "card",
    "suit",
    "multiplier",
    "ordinal",
    "worth",
    "pot",
    "lock",
    "tie",
    "them",
    "us",
    "rule",
    "projects",
}
"""What :func:`meaning_words` fills a sentence with."""
GUIDE_FIELDS = {
    "card",
    "suit",
    "plays",
    "points",
    "abnat",
    "game_points",
    "bonus",
    "team",
    "other",
    "seat",
    "pair",
    "contract",
    "stake",
    "how",
    "scored",
    "theirs",
}
"""What :func:`told_words` fills a guide line with."""
REASON_FIELDS = {"suit", "total", "threshold", "components", "action", "points", "worlds", "unit"}
"""What :func:`reason_words` fills a sentence with."""


@pytest.fixture
def arabic() -> Iterator[None]:
    """Speak Arabic for one test, then English again."""
    use("ar")
    yield
    use("en")


def fields(message: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(message) if name}


def arabic_of(message: str) -> str:
    return catalogue("ar").gettext(message)


TABLES: dict[str, tuple[Mapping[Any, str], set[str]]] = {
    "meanings": (MEANING_WORDS, MEANING_FIELDS),
    "reasons": (REASON_WORDS, REASON_FIELDS),
    "titles": (EVALUATED_WORDS, {"suit"}),
    "components": (COMPONENT_WORDS, set()),
    "short components": (SHORT_COMPONENT_WORDS, set()),
    "locks": ({k: v for k, v in coach_words.LOCK_WORDS.items() if v}, set()),
    "more locks": ({"open three": coach_words.OPEN_THREE}, set()),
    "ties": (coach_words.TIE_WORDS, set()),
    "verdicts": (coach_words.VERDICT_WORDS, {"threshold"}),
    "speakers": (dict(enumerate(coach_words.SPEAKER_WORDS)), set()),
    "guide": (coach_words.TOLD_WORDS, GUIDE_FIELDS),
    "outcomes": (coach_words.OUTCOME_WORDS, {"winner"}),
    "teams": (coach_words.TEAM_WORDS, set()),
    "pairs": ({"pair": coach_words.PAIR_WORDS}, {"ours", "theirs"}),
    "contracts": (coach_words.CONTRACT_WORDS, set()),
    "stakes": (
        {**{k: v for k, v in coach_words.STAKE_WORDS.items() if v}, 0: coach_words.GAHWA_STAKE},
        set(),
    ),
    "roundings": (coach_words.HOW_WORDS, set()),
}
"""Every table of the coach's words, with the fields its sentences may name."""
ENTRIES = [
    pytest.param(english, known, id=f"{table}:{key}")
    for table, (words, known) in TABLES.items()
    for key, english in words.items()
]


@pytest.mark.parametrize(("english", "known"), ENTRIES)
def test_each_sentence_has_its_arabic_with_the_same_fields(english: str, known: set[str]) -> None:
    arabic = arabic_of(english)
    assert arabic != english and ARABIC.search(arabic), english
    assert fields(arabic) == fields(english), english
    assert fields(english) <= known, english


def test_every_kind_has_its_sentence() -> None:
    """A card's meaning and reason are its rule (option_words); every other kind is here."""
    assert set(MEANING_WORDS) == set(MeaningKind) - {MeaningKind.CARD}
    assert set(REASON_WORDS) == set(ReasonKind) - {ReasonKind.CARD}
    assert set(EVALUATED_WORDS) == set(Evaluated)
    assert set(coach_words.TOLD_WORDS) == set(Told) - {Told.OUTCOME}
    assert set(coach_words.OUTCOME_WORDS) == set(get_args(Outcome))


@pytest.mark.parametrize(
    ("meaning", "english", "arabic"),
    [
        (Meaning(MeaningKind.SUN_STANDS, seat=Seat.NORTH), "let North's Sun stand", "الشمال"),
        (
            Meaning(MeaningKind.RAISE_LEFT, seats=(Seat.EAST, Seat.WEST)),
            "no raise from you; East and West may still call it",
            "الشرق والغرب",
        ),
        (
            Meaning(MeaningKind.NO_RAISE, number=3),
            "no raise: the hand is played at ×3",
            "×3",
        ),
        (
            Meaning(MeaningKind.CONFIRM, suit=Suit.HEARTS),
            "keep Hokum with ♥ as trumps; you stay the buyer",
            "♥",
        ),
        (
            Meaning(MeaningKind.ASHKAL_NOT_ACE, seat=Seat.SOUTH, card=card("9H"), number=3),
            "Ashkal: Sun for your partner South, who takes the 9♥ — allowed because you speak "
            "4th and the card is not an Ace",
            "الرابع",
        ),
        (
            Meaning(MeaningKind.THREE, tie_ours=True),
            "answer the double: ×3, play is open; a tie is lost by your team",
            "مفتوح",
        ),
        (
            Meaning(MeaningKind.KAWESH_ROTATE),
            "your five cards are only 7s, 8s and 9s: annul the deal; the deal passes to the right",
            "اليمين",
        ),
        (Meaning(MeaningKind.SAWA), "claim every remaining trick for your team", "سوا"),
        (
            Meaning(MeaningKind.DOUBLE, closed=True),
            "×2, the team with more points takes everything; closed: nobody may lead a trump "
            "while holding another suit; a tie is lost by theirs",
            "مقفول",
        ),
    ],
)
def test_a_meaning_reads_as_before_in_english_and_in_arabic(
    meaning: Meaning, english: str, arabic: str
) -> None:
    assert meaning_words(meaning) == english
    use("ar")
    try:
        worded = meaning_words(meaning)
    finally:
        use("en")
    assert arabic in worded and not ENGLISH_WORDS.search(worded), worded


def test_the_sun_double_states_the_house_rule_in_either_language(arabic: None) -> None:
    rules = PRESETS["kammelna"]
    meaning = Meaning(MeaningKind.DOUBLE_SUN, scores=(110, 90), rules=rules)
    worded = meaning_words(meaning)
    assert "110" in worded and "90" in worded and not ENGLISH_WORDS.search(worded), worded


def test_a_strength_lists_its_components_by_name() -> None:
    state = _auction("JH 9H AS 7C 8C", "KH")
    (hokum, _sun) = hand_strengths(state.view(Seat.SOUTH))
    assert strength_title(hokum) == "Hokum ♥"
    assert strength_words(hokum.strength).startswith("trump jack 26, trump nine")
    assert dict(short_components(hokum))["trump J"] == 26
    reason = Reason(ReasonKind.HOKUM_STRENGTH, strength=hokum.strength, threshold=hokum.threshold)
    assert reason_words(reason).startswith(
        f"Hokum ♥: the hand counts {hokum.strength.total} (the bots bid from {hokum.threshold}): "
        "trump jack 26"
    )


def _auction(hand: str, face: str) -> RoundState:
    """A hand dealt by West (South speaks first) with South holding ``hand``."""
    return auction_state(parse_cards(hand), card(face), Seat.WEST, ())


# --------------------------------------------------------------- every position, both languages


def uniform_states(seed: int, hands: int) -> Iterator[RoundState]:
    """Every state of hands played with random legal actions, under every preset.

    Unlike :func:`random_states` (auctions steered to Hokum) each hand's players bid
    rarely, sometimes or often, so the hands reach all-pass rounds, Suns, Ashkals,
    'before you', the whole doubling ladder and Kawesh.
    """
    rng = random.Random(seed)
    rules = [
        *PRESETS.values(),
        dataclasses.replace(
            PRESETS["kammelna"], ashkal_forbidden_on_ace=False, kawesh="rotate_after_bid"
        ),
    ]
    for index in range(hands):
        score = (rng.randrange(0, 150), rng.randrange(0, 150))
        state = deal(rng, SEATS[index % 4], rules[index % len(rules)], score)
        eager = (0.05, 0.3, 0.8)[index % 3]
        while not state.is_over:
            yield state
            legal = state.legal_actions()
            calls: list[Action] = [a for a in legal if not isinstance(a, Pass)]
            if state.phase is not Phase.PLAYING and calls and rng.random() < eager:
                state = state.apply(rng.choice(calls))
            elif state.phase is not Phase.PLAYING and any(isinstance(a, Pass) for a in legal):
                state = state.apply(next(a for a in legal if isinstance(a, Pass)))
            else:
                state = state.apply(rng.choice(legal))


def views(seed: int) -> Iterator[PlayerView]:
    for state in (*uniform_states(seed, 90), *random_states(seed, 6)):
        seat = state.to_act
        if seat is not None:
            yield state.view(seat)


def _no_unfilled(text: str) -> bool:
    return bool(text.strip()) and not UNFILLED.search(text)


@pytest.mark.parametrize("seed", sweep([1, 2, 3]))
def test_every_option_of_every_position_has_words_in_both_languages(seed: int) -> None:
    """Every meaning, label, strength line and guide prompt, in English and Arabic, filled in."""
    for view in views(seed):
        options = explain_options(view)
        strengths = hand_strengths(view)
        for language in ("en", "ar"):
            use(language)
            try:
                said = [meaning_words(o.meaning) for o in options]
                said += [line for prompt in guide(view) for line in prompt_lines(prompt)]
                said += [action_label(o.action) for o in options]
                said += [strength_title(line) for line in strengths]
                said += [
                    f"{name} {value}"
                    for line in strengths
                    for name, value in short_components(line)
                ]
            finally:
                use("en")
            assert all(map(_no_unfilled, said)), said
            if language == "ar":
                english = [s for s in said if ENGLISH_WORDS.search(s)]
                assert english == [], english


def test_the_positions_reach_every_kind_of_option() -> None:
    """So the property above words them all (Sawa is claimed apart; a Kawesh is rare)."""
    kinds = {o.meaning.kind for seed in (1, 2, 3) for v in views(seed) for o in explain_options(v)}
    assert set(MeaningKind) - kinds == {MeaningKind.SAWA, MeaningKind.KAWESH_ROTATE}


def test_every_reason_of_an_analysis_has_words_in_both_languages() -> None:
    """The analysis's reasons (strengths, card rules, expectations), worded and filled."""
    rng = random.Random(5)
    seen: set[ReasonKind] = set()
    positions = [v for v in views(4) if len(v.legal_actions) > 0]
    for view in rng.sample(positions, 12):
        for value in analyse(view, random.Random(1), 4):
            for reason in value.reasons:
                seen.add(reason.kind)
                english = reason_words(reason)
                use("ar")
                try:
                    arabic = reason_words(reason)
                finally:
                    use("en")
                assert _no_unfilled(english) and _no_unfilled(arabic), (english, arabic)
                assert english != arabic
    assert ReasonKind.EXPECTATION in seen or ReasonKind.ONLY_LEGAL in seen


def test_a_bid_reason_uses_the_evaluators_threshold() -> None:
    state = _auction("JH 9H AS 7C 8C", "KH")
    view = state.view(Seat.SOUTH)
    values = {v.action: v for v in analyse(view, random.Random(1), 4)}
    hokum = values[Bid(Seat.SOUTH, Call.HOKUM)].reasons[0]
    assert hokum.kind is ReasonKind.HOKUM_STRENGTH and hokum.threshold == evaluate.HOKUM_BID
    assert f"(the bots bid from {evaluate.HOKUM_BID})" in reason_words(hokum)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_guided_hand_reads_in_arabic_but_what_the_others_did(seed: int, arabic: None) -> None:
    """Every prompt of a guided hand, its score walkthrough included, has no English word.

    What the others did ("others") is the hand's own record of events, still English.
    """
    prompts = 0
    for step in play_through(seed, seed % 2):
        for prompt in guide(step.view, step.happened):
            if prompt.topic == "others":
                continue
            lines = prompt_lines(prompt)
            prompts += 1
            assert all(map(_no_unfilled, lines)), lines
            english = [line for line in lines if ENGLISH_WORDS.search(line)]
            assert english == [], english
    assert prompts > 8
