"""The players' words: every house rule and value has words, refusals read as sentences."""

from __future__ import annotations

import dataclasses
import re

import pytest

from baloot_tui.core.cards import card
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.baloot.rules.actions import Bid, Call, Double, DoubleStep, Pass, PlayCard
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import PRESETS, HouseRules, flag_choices
from baloot_tui.games.baloot.rules.projects import parse_project
from baloot_tui.games.baloot.rules.scoring import ScoreLine, ScoreLineKind, Verdict
from baloot_tui.games.baloot.words import (
    FLAG_WORDS,
    PRESET_WORDS,
    action_short,
    english_explanation,
    flag_help,
    flag_label,
    flag_value_words,
    project_label,
    rules_words,
    score_lines,
)
from baloot_tui.text import i18n
from tests.rules.score_lines_kit import project_score

NAMES = ("Saad", "Faisal", "Noura", "Reem")
NS, EW = Team.NORTH_SOUTH, Team.EAST_WEST
NOTATION = re.compile(r"\b[7-9TJQKA][SHDC]\b|\b[a-z]+_[a-z_]+\b|\b(NS|EW)\b")


@pytest.mark.parametrize("field", [f.name for f in dataclasses.fields(HouseRules)])
def test_every_house_rule_and_value_has_words(field: str) -> None:
    assert field in FLAG_WORDS
    assert flag_label(field) and flag_help(field).endswith(".")
    choices = flag_choices(field)
    for value in choices if choices is not None else (152,):
        words = flag_value_words(field, value)
        assert words and not NOTATION.search(words), (field, value, words)
    if choices is not None:
        assert set(FLAG_WORDS[field].values) == set(choices)


def test_no_words_for_a_flag_that_does_not_exist() -> None:
    assert set(FLAG_WORDS) == {f.name for f in dataclasses.fields(HouseRules)}
    assert set(PRESET_WORDS) == set(PRESETS)


@pytest.mark.parametrize(
    ("action", "words"),
    [
        (Pass(Seat.SOUTH), "Saad passes"),
        (Bid(Seat.EAST, Call.SUN), "Faisal bids Sun"),
        (Double(Seat.NORTH, DoubleStep.DOUBLE, True), "Noura doubles (closed)"),
        (PlayCard(Seat.WEST, card("TH")), "Reem plays 10♥"),
    ],
)
def test_action_short(action: object, words: str) -> None:
    assert action_short(action, NAMES) == words  # type: ignore[arg-type]


def test_project_label() -> None:
    assert project_label(parse_project("sira:QC-KC-AC")) == "a Sira: Q♣ K♣ A♣"


def test_score_lines_have_no_notation() -> None:
    sira = project_score("sira:QC-KC-AC", NS, Contract.HOKUM)
    values = (
        ScoreLine(ScoreLineKind.PROJECT, NS, project=sira),
        ScoreLine(ScoreLineKind.TOTALS, totals=(10, 6), raw_totals=(100, 62)),
        ScoreLine(ScoreLineKind.EQUAL_KEEPS_TIE, NS, totals=(8, 8)),
    )
    assert english_explanation(values) == [
        "A Sira: Q♣ K♣ A♣ (NS): 2 points",
        "Game points (cards + projects): NS 10, EW 6; card points (cards + projects): NS 100, "
        "EW 62",
        "Equal game points 8: the buyer keeps a tie: made",
    ]
    lines = score_lines(values, NAMES)
    assert lines[0] == "A Sira: Q♣ K♣ A♣ (Saad and Noura): 2 points"
    assert not any(NOTATION.search(line) for line in lines), lines


SCORER_LINES = [
    "Hokum bought by EW, Double ×2",
    "Abnat: NS 40, EW 112 in cards; +10 last trick to EW → NS 40, EW 122",
    "Hokum cards: lower side NS 40 → 4; EW 122 → 16 − 4 = 12",
    "Game points (cards + projects): NS 4, EW 12; card points (cards + projects): NS 40, EW 122",
    "Buyer EW game points 12 > 4: made",
    "Score: NS 0, EW 32",
]
"""The English of :data:`SCORER_VALUES`, the teams by their codes."""
SCORER_VALUES = (
    ScoreLine(ScoreLineKind.CONTRACT, EW, contract=Contract.HOKUM, multiplier=2),
    ScoreLine(ScoreLineKind.ABNAT, EW, card_abnat=(40, 112), abnat=(40, 122)),
    ScoreLine(ScoreLineKind.HOKUM_CARDS, NS, abnat=(40, 122), card_gp=(4, 12)),
    ScoreLine(ScoreLineKind.TOTALS, totals=(4, 12), raw_totals=(40, 122)),
    ScoreLine(ScoreLineKind.BUYER_TOTAL, EW, totals=(4, 12), verdict=Verdict.MADE),
    ScoreLine(ScoreLineKind.SCORE, points=(0, 32)),
)


def test_the_summarys_known_score_lines_are_arabic_in_the_arabic_interface() -> None:
    assert english_explanation(SCORER_VALUES) == SCORER_LINES
    english = score_lines(SCORER_VALUES, NAMES)
    i18n.use("ar")
    isolated = score_lines(SCORER_VALUES, NAMES)
    # Each name written left to right is a bidi-isolated unit (FSI … PDI).
    assert "\u2068Faisal\u2069 و\u2068Reem\u2069" in isolated[0]
    arabic = tuple(line.replace("\u2068", "").replace("\u2069", "") for line in isolated)
    assert arabic[0] == "حكم اشتراه Faisal وReem، دبل ×2"
    assert arabic[-2:] == (
        "المشتري فريق Faisal وReem نقاطه 12 > 4: نجح المشتري",
        "النتيجة: Saad وNoura 0، Faisal وReem 32",
    )
    unnamed = [re.sub("|".join(NAMES), "", line) for line in arabic]
    assert not any(re.search("[A-Za-z]{2}", line) for line in unnamed), unnamed
    assert english[0] == "Hokum bought by Faisal and Reem, Double ×2"


def test_house_rule_words_are_catalogue_messages_read_in_arabic() -> None:
    changes = {"first_lead": "buyer", "ashkal_in_round2": False, "match_target": 500}
    english = rules_words(changes)
    assert english == (
        "Who leads the first trick: The buyer, Ashkal in the second round: Off: only in "
        "round 1, Points to win the match: 500"
    )
    i18n.use("ar")
    try:
        arabic = rules_words(changes)
        assert arabic.startswith("مين يبدأ أول أكلة: المشتري، ")
        assert arabic.endswith("نقاط الفوز بالصكة: 500")
        for name, words in FLAG_WORDS.items():
            for text in (words.label, words.help, *words.values.values()):
                assert i18n._(text) != text, (name, text)
    finally:
        i18n.use("en")
