"""``baloot score --lang ar``: every line the scorer can write is Arabic, built from its values.

A table of hands covers every project kind, Baloot, kaboot (plain, doubled, in a Gahwa),
Qayd, each doubling step and the tie rules; each hand's Arabic breakdown must hold no
Latin word (cards such as ``7♥`` aside). The calculator's own line, how the projects
compared, is a :class:`~baloot_tui.games.baloot.rules.scoring.ScoreLine` worded like the scorer's.
"""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from baloot_tui.cli import main
from baloot_tui.core.seats import Team
from baloot_tui.games.baloot.rules.scoring import (
    ScoreLine,
    ScoreLineKind,
    Term,
    tail,
)
from baloot_tui.games.baloot.score_input import score_document
from baloot_tui.games.baloot.words import english_explanation, score_lines
from baloot_tui.text import i18n

HOKUM = "--contract hokum --trump C --buyer NS"
SUN = "--contract sun --buyer NS"
SIRAS = "--project NS=sira:7H-8H-9H --project EW=sira:7S-8S-9S"
HANDS = [
    f"{HOKUM} --abnat NS=100 --last-trick NS --project NS=sira,fifty --project EW=hundred "
    "--baloot NS",
    f"{SUN} --kaboot EW",
    f"{SUN} --kaboot NS --project NS=fifty --project EW=sira",
    f"{SUN} --kaboot NS --project NS=400",
    f"{HOKUM} --abnat NS=60 --last-trick EW --four",
    f"{HOKUM} --abnat NS=60 --last-trick EW --three --baloot EW",
    f"{HOKUM} --abnat NS=80 --last-trick EW --double --closed --project NS=hundred",
    f"{HOKUM} --qayd EW",
    f"{SUN} --double --qayd NS --project EW=fifty --match-score NS=110,EW=90",
    f"{HOKUM} --qayd EW --gahwa --match-score NS=40,EW=30",
    f"{HOKUM} --qayd EW --set qayd_penalty=kaboot",
    f"{HOKUM} --abnat NS=90 --last-trick NS --gahwa --match-score NS=40,EW=30",
    f"{HOKUM} --kaboot NS --gahwa",
    f"{HOKUM} --kaboot EW --double --set kaboot_multiplied=false --project NS=sira",
    f"{SUN} --abnat NS=65 --last-trick NS",
    f"{SUN} --abnat NS=60 --last-trick EW",
    f"{SUN} --abnat NS=55 --last-trick NS",
    f"{HOKUM} --abnat NS=55 --last-trick NS",
    f"{HOKUM} --abnat NS=71 --last-trick EW --set hokum_tie_rule=raw_abnat",
    f"{HOKUM} --abnat NS=71 --last-trick NS --set hokum_tie_rule=raw_abnat",
    f"{HOKUM} --abnat NS=76 --last-trick NS --rules jawaker",
    f"{HOKUM} --abnat NS=71 --last-trick NS",
    f"{HOKUM} --abnat NS=76 --last-trick NS --set hokum_rounding=buyer_86",
    f"{SUN} --abnat NS=55 --last-trick NS --set sun_tie_rule=buyer_loses",
    f"{HOKUM} --abnat NS=71 --last-trick NS --double",
    f"{HOKUM} --abnat NS=71 --last-trick NS --double --set doubled_tie_rule=doubler",
    f"{HOKUM} --abnat NS=71 --last-trick NS --double --set doubled_tie_rule=buyer",
    f"{HOKUM} --abnat NS=71 --last-trick EW --double --set doubled_comparison=raw_abnat",
    f"{HOKUM} --abnat NS=40 --last-trick EW --project NS=fifty --set khasara_projects=vanish",
    f"{HOKUM} --kaboot NS --project NS=sira --set kaboot_projects=none",
    f"{HOKUM} --kaboot NS --project EW=sira --set kaboot_projects=own",
    f"{HOKUM} --abnat NS=100 --last-trick NS {SIRAS} --first-lead EW "
    "--set project_tie_break=trump_first",
    f"{HOKUM} --abnat NS=100 --last-trick NS {SIRAS} --set project_tie_break=nobody",
    f"{HOKUM} --abnat NS=100 --last-trick NS {SIRAS} --first-lead EW",
    f"{HOKUM} --abnat NS=40 --last-trick NS --baloot NS --set baloot_transfers=false",
]
CARD = re.compile("(?:10|[7-9JQKA])[♠♥♦♣]")
LATIN_WORD = re.compile("[A-Za-z]+")


def run(args: str, *extra: str) -> str:
    result = CliRunner().invoke(main, ["score", *args.split(), *extra])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.fixture(autouse=True)
def _english_again() -> object:
    yield
    i18n.use("en")


@pytest.mark.parametrize("hand", HANDS)
def test_the_arabic_breakdown_has_no_latin_word(hand: str) -> None:
    out = run(hand, "--lang", "ar", "--arabic", "logical")
    words = LATIN_WORD.findall(CARD.sub("", out))
    assert not words, out
    english = run(hand, "--lang", "en").splitlines()
    assert len(out.splitlines()) == len(english)


@pytest.mark.parametrize("mode", ["visual", "logical", "latin"])
def test_each_display_mode_prints_the_breakdown(mode: str) -> None:
    out = run(HANDS[0], "--lang", "ar", "--arabic", mode)
    if mode == "latin":  # no Arabic letters: the English interface (docs/arabic.md)
        assert "Khasara: nothing for NS" in out
    else:
        assert not LATIN_WORD.findall(CARD.sub("", out)), out
        joined = any("\ufe70" <= char <= "\ufeff" for char in out)
        assert joined is (mode == "visual")


HAND: dict[str, object] = {
    "contract": "hokum",
    "trump": "C",
    "buyer": "NS",
    "abnat": {"NS": 100},
    "last_trick": "NS",
}
BOTH_SIRAS = {"NS": ["sira:7H-8H-9H"], "EW": ["sira:7S-8S-9S"]}


@pytest.mark.parametrize(
    ("given", "kind", "english", "arabic"),
    [
        (
            {"projects": {"NS": ["hundred"]}},
            ScoreLineKind.PROJECTS_ONLY,
            "Projects: only NS declared, so its projects count",
            "المشاريع: ما أعلن إلا فريق الجنوب والشمال، فتنحسب مشاريعه",
        ),
        (
            {"projects": BOTH_SIRAS, "set": {"project_tie_break": "nobody"}},
            ScoreLineKind.PROJECTS_NONE_COUNT,
            "Projects: NS best a Sira: 7♥ 8♥ 9♥, EW best a Sira: 7♠ 8♠ 9♠: equal, so none count",
            "المشاريع: أعلى مشروع لفريق الجنوب والشمال سرا: 7♥ 8♥ 9♥، ولفريق الشرق والغرب سرا: "
            "7♠ 8♠ 9♠: متساويين، فما تنحسب مشاريع أحد",
        ),
        (
            {"projects": {"NS": ["sira", "fifty"], "EW": ["hundred"]}},
            ScoreLineKind.PROJECTS_BEST,
            "Projects: NS best Fifty, EW best Hundred: higher, so the projects of EW count",
            "المشاريع: أعلى مشروع لفريق الجنوب والشمال خمسين، ولفريق الشرق والغرب مية: "
            "الأعلى يغلب، فتنحسب مشاريع فريق الشرق والغرب",
        ),
    ],
)
def test_the_project_comparison_is_a_line_of_values_worded_like_the_scorers(
    given: dict[str, object], kind: ScoreLineKind, english: str, arabic: str
) -> None:
    compared = score_document({**HAND, **given}).comparison
    assert compared is not None and compared.kind is kind
    assert english_explanation([compared]) == [english]
    i18n.use("ar")
    assert score_lines([compared], by_team=True) == (arabic,)


def test_a_team_is_named_by_its_seats_in_arabic_and_by_its_players_in_the_summary() -> None:
    line = ScoreLine(
        ScoreLineKind.KHASARA,
        Team.EAST_WEST,
        value=16,
        tail=tail((Term.PROJECTS, 4), (Term.EQUALS, 20)),
    )
    assert english_explanation([line]) == [
        "Khasara: nothing for NS; the pot 16 + projects 4 = 20 goes to EW"
    ]
    names = ("Saad", "Faisal", "Noura", "Reem")
    assert score_lines([line], names) == (
        "Khasara: nothing for Saad and Noura; the pot 16 + projects 4 = 20 goes to Faisal and Reem",
    )
    i18n.use("ar")
    assert score_lines([line], by_team=True) == (
        "خسارة: ما ياخذ فريق الجنوب والشمال شيء؛ ياخذ فريق الشرق والغرب قيمة الجولة 16"
        " + المشاريع 4 = 20",
    )
    assert score_lines([line]) == score_lines([line], by_team=True)


BELOT_DEALS = [
    "--contract S --bidder NS --points EW=47 --last-trick NS",
    "--contract C --bidder EW --contra --points EW=71 --last-trick NS --hanging 14",
    "--contract AT --bidder EW --points EW=119 --last-trick NS --belote EW",
    "--contract NT --bidder NS --points NS=100 --last-trick NS --recontra",
    "--contract H --bidder NS --points NS=40 --last-trick EW",
    "--contract D --bidder NS --valat NS --declare NS=tierce",
]


@pytest.mark.parametrize("deal", BELOT_DEALS)
def test_a_belot_deal_in_arabic_has_no_latin_word(deal: str) -> None:
    out = run(f"--game belot {deal}", "--lang", "ar", "--arabic", "logical")
    assert not LATIN_WORD.findall(CARD.sub("", out)), out
    assert len(out.splitlines()) == len(run(f"--game belot {deal}").splitlines())
