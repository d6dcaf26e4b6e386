"""``baloot score --lang ar``: every line the scorer can write is Arabic, built from its values.

A table of hands covers every project kind, Baloot, kaboot (plain, doubled, in a Gahwa),
Qayd, each doubling step and the tie rules; each hand's Arabic breakdown must hold no
Latin word (cards such as ``7♥`` aside) and each scorer line shape of
:data:`~baloot_tui.engine.words.SCORE_SHAPES` must be met by some hand, so a new
shape in the scorer cannot stay English unnoticed.
"""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from baloot_tui import i18n
from baloot_tui.cli import main
from baloot_tui.engine.words import SCORE_SHAPES, score_lines
from baloot_tui.rules.glossary import Contract
from baloot_tui.rules.house_rules import HouseRules
from baloot_tui.rules.scoring import HandFacts, score_hand
from baloot_tui.rules.seats import Team

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


def _scorer_lines() -> list[str]:
    lines = []
    for hand in HANDS:
        lines += json.loads(run(hand, "--json"))["explanation"]
    facts = HandFacts(
        contract=Contract.SUN,
        buyer_team=Team.NORTH_SOUTH,
        card_abnat=(120, 0),
        last_trick=Team.NORTH_SOUTH,
        tricks_won=(8, 0),
        counted_projects=(),
        baloot_teams=(),
        multiplier=1,
        gahwa=False,
        last_raiser=None,
        face_card_is_ace=True,
    )
    return lines + list(score_hand(facts, HouseRules(ace_kaboot_88=True)).explanation)


def test_every_shape_of_scorer_line_is_met_and_every_line_has_a_shape() -> None:
    lines = _scorer_lines()
    shapeless = [line for line in lines if not any(p.fullmatch(line) for p, _ in SCORE_SHAPES)]
    assert not shapeless
    unmet = [m for p, m in SCORE_SHAPES if not any(p.fullmatch(line) for line in lines)]
    assert not unmet


def test_a_team_is_named_by_its_seats_in_arabic_and_by_its_players_in_the_summary() -> None:
    line = "Khasara: NS scores 0; EW takes pot 16 + projects 4 = 20"
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
